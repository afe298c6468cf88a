// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

namespace railyard::probe {

// Which interfaces a netplan YAML file defines, read as netplan resolves
// them. Used for the files Railyard finds on a node (its own or another
// tool's), wherever they come from: a live read, a journal, a bundle.
class NetplanParser
{
public:
    // A netdev of the node that a `match:` may select.
    struct Netdev
    {
        QString name;
        QString mac;    // empty: unknown (a MAC match cannot select it)
        QString driver; // empty: unknown
    };

    // Interfaces defined under network.{ethernets,bonds,bridges,vlans,wifis};
    // nullopt if not YAML. A definition that selects by `match:` (name glob,
    // MAC address, driver; every given criterion must hold) or renames with
    // `set-name:` stands for the `candidates` it selects; one that selects
    // none keeps its own id.
    static std::optional<QStringList> definedInterfaces(const QByteArray &content,
                                                        const QList<Netdev> &candidates);
    // Of those, the ones whose definition sets no `mtu:` (they run at the
    // kernel's default, 1500); nullopt if not YAML.
    static std::optional<QStringList> withoutMtu(const QByteArray &content, const QList<Netdev> &candidates);
};

} // namespace railyard::probe
