// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::inventory {
struct NodeInventory;
}
namespace railyard::diag {
struct NodeObservations;
}

namespace railyard::adopt {

// How one node's cluster rails are configured today, and by whom.
struct NodeLayout
{
    enum class Origin
    {
        Unconfigured,   // no rail has an address and no file configures one
        Railyard,       // only Railyard's own 40-railyard.yaml
        NvidiaHelper,   // 40-cx7.yaml with fixed addresses (NVIDIA's setup helper)
        NvidiaPlaybook, // 40-cx7.yaml asking for link-local IPv4 only (the older playbook)
        NetworkManager, // 90-NM-<uuid>.yaml (NVIDIA Sync, nmcli, the desktop settings)
        HandWritten,    // another file name: a person or a script
        RuntimeOnly,    // addresses on the rails, no file keeps them (lost at reboot)
        Unknown,        // file names seen, contents not readable without root
    };

    struct Rail
    {
        QString netdev;
        QStringList ipv4; // CIDR
        std::optional<int> mtu;
        std::optional<bool> carrier;
    };

    QString node;
    Origin origin = Origin::Unconfigured;
    // The files configuring rails, "name: rail, rail"; with contentsRead
    // false, the names in /etc/netplan that may.
    QStringList files;
    bool contentsRead = false;
    QList<Rail> rails; // the rails that exist, with their addresses and MTU
    QString reason;    // translated: how the origin was told

    static QString originId(Origin origin);    // "nvidia-helper", stable (JSON, tests)
    static QString originLabel(Origin origin); // translated
    // Judges from what the inventory read (and the rules' view of the node's
    // netplan files, in `observations`).
    static NodeLayout recognize(const inventory::NodeInventory &inventory,
                                const diag::NodeObservations &observations);

    // {node, origin, origin_label, reason, files[], contents_read, rails[{netdev, ipv4[], mtu, carrier}]}
    QJsonObject toJson() const;
};

} // namespace railyard::adopt
