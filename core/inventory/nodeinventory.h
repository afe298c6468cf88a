// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/observations.h"
#include "model/rail.h"
#include "probe/ethtoolmoduleparser.h"
#include "probe/ipaddrparser.h"
#include "probe/iprouteparser.h"
#include "probe/lspciparser.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::inventory {

// Something the collector could not learn, with the command that failed.
struct InventoryIssue
{
    QString field;   // "hostname", "ethtool -i enp1s0f0np0", ...
    QString message; // translated, names the node

    QJsonObject toJson() const;
};

// One of the four cluster netdevs (a rail of a QSFP port).
struct NetdevInventory
{
    model::Rail rail{0, 1};
    bool present = false; // ip addr listed it
    QString netdev;
    QString rdmaDevice;
    std::optional<bool> rdmaUp; // ibdev2netdev / rdma link state
    QString mac;
    QString operstate;           // "UP", "DOWN", ...
    bool adminUp = false;        // flag UP
    std::optional<bool> carrier; // LOWER_UP / NO-CARRIER
    std::optional<qint64> speedMbps;
    std::optional<int> lanes;
    std::optional<int> mtu;
    QStringList ipv4; // CIDR
    QStringList ipv6; // CIDR, link-local included
    QString driver;
    QString driverVersion;
    QString firmware;
    QString busInfo; // PCIe function, "0000:01:00.0"
    std::optional<probe::PciLink> pcieCap;
    std::optional<probe::PciLink> pcieSta;

    QJsonObject toJson() const;
};

// One QSFP port and the cable plugged into it, as its EEPROM says.
struct PortInventory
{
    int port = 0;
    std::optional<probe::EthtoolModule> module;

    QJsonObject toJson() const;
};

// Everything the inventory learnt about one node. Fields that stay empty
// have an entry in `issues` saying why.
struct NodeInventory
{
    QString node; // the node's name in the project
    QString managementAddress;
    bool reachable = true; // false: the transport could not run commands at all
    QString hostname;
    QString osName;     // PRETTY_NAME of os-release
    QString dgxRelease; // DGX_PRETTY_NAME / DGX_SWBUILD_VERSION of /etc/dgx-release, if present
    QString kernel;
    QString machineId;              // /etc/machine-id: tells this machine apart when its address does not
    QString rdmaAbsent;             // set when the node has no RDMA device: why (a fact, not a failed read)
    QList<NetdevInventory> netdevs; // port 0 rail 1, port 0 rail 2, port 1 rail 1, port 1 rail 2
    QList<PortInventory> ports;     // port 0, port 1
    QList<probe::IpRoute> routes;
    // `ip -j addr` as read, every link (the rules judge subnets and ARP flux
    // from it; the netdevs above keep only the cluster rails).
    std::optional<probe::IpAddrResult> addresses;
    // The interface carrying the management session: never touched.
    QString managementInterface;
    QString managementReason; // how it was recognised
    QString gpuName;
    QString gpuDriver;
    QString cudaVersion;
    QMap<QString, bool> tools; // ib_write_bw, all_reduce_perf, mpirun, netplan, lldpctl
    std::optional<bool> passwordlessSudo;
    // /etc/netplan by file name, with the content's secrets blanked by
    // structure; the contents are empty unless netplanContentsRead (reading
    // them needs root, and sudo may need a password).
    QMap<QString, QByteArray> netplanFiles;
    bool netplanContentsRead = false;
    QList<InventoryIssue> issues;
    // Every tool output the collector parsed, in the form the rules read
    // (rdma link, ethtool, ethtool -i, ethtool -m, lspci, nvidia-smi): the
    // summary fields above come from the same parse. addTo() hands them on,
    // so a live session diagnoses what doctor finds in a bundle.
    diag::NodeObservations readings;

    NodeInventory();

    bool complete() const { return reachable && issues.isEmpty(); }
    const NetdevInventory *netdev(const QString &name) const;
    NetdevInventory *netdev(const QString &name);
    const NetdevInventory &rail(const model::Rail &rail) const;
    NetdevInventory &rail(const model::Rail &rail);
    // The cluster netdev owning a MAC (case-insensitive), or nullptr.
    const NetdevInventory *netdevByMac(const QString &mac) const;
    // Whether a netdev may be changed (brought up, addressed): never the management one.
    bool isTouchable(const QString &netdev) const { return netdev != managementInterface; }

    static QStringList toolNames();
    // Hands what the rules read from an inventory (the readings, addresses,
    // routes, and the netplan files when their contents were read) to the
    // node's observations, replacing older readings of the same things.
    void addTo(diag::Observations &observations) const;

    // {node, management_address, reachable, hostname, os, dgx_release, kernel,
    //  management_interface{name, untouchable, reason}, netdevs[], ports[], routes[],
    //  gpu{name, driver, cuda}, tools{}, passwordless_sudo, netplan{files[], contents_read},
    //  issues[]}
    QJsonObject toJson() const;
    QString toText() const;
};

} // namespace railyard::inventory
