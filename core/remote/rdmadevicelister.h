// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "probe/ibdev2netdevparser.h"
#include "util/result.h"

#include <QList>
#include <QMap>
#include <QString>
#include <optional>

namespace railyard::remote {

// One entry of a port's GID table as the kernel shows it.
struct RdmaGid
{
    int index = 0;
    QString gid;    // as sysfs prints it: "fe80:0000:0000:0000:32c5:99ff:fe3e:6a13"
    QString type;   // "IB/RoCE v1", "RoCE v2"
    QString netdev; // the netdev the GID belongs to (RoCE)
};

// One RDMA device port: what `rdma link`, `ibv_devinfo` and `show_gids`
// would print, read from the kernel.
struct RdmaPortFacts
{
    QString device;
    int port = 0;
    int stateCode = 0; // IBTA port state: 4 is ACTIVE
    QString state;     // "ACTIVE", "DOWN" (as sysfs and `rdma link` spell it)
    int physicalStateCode = 0;
    QString physicalState; // "LINK_UP", "DISABLED", "POLLING" (as `rdma link` spells it)
    QString linkLayer;     // "Ethernet" (RoCE), "InfiniBand"
    QString rate;          // "200 Gb/sec (4X HDR)"
    QString netdev;
    std::optional<int> netdevIndex;
    std::optional<int> activeMtu;    // bytes; verbs only (no sysfs file has it)
    QList<RdmaGid> gids;             // populated entries only
    QMap<QString, quint64> counters; // counters/ and hw_counters/, by file name
};

// What the machine has: its RDMA ports, or why there are none. "No RDMA
// device" is a fact about the machine (a laptop, this CI), not an error.
struct RdmaDevices
{
    QList<RdmaPortFacts> ports;
    QString absentReason; // set when there is no device
    bool verbs = false;   // libibverbs opened the devices (states and MTUs from verbs)

    bool absent() const { return ports.isEmpty(); }
    // The same shape `rdma -j link` gives the SSH path.
    probe::RdmaNetdevLinks links() const;
};

// The local node's RDMA devices, from the kernel: the sysfs tree under
// `sysfsRoot` (class/infiniband: ports, states, link layers, rates, GID
// tables with their types and netdevs, port and hardware counters;
// class/net: the netdevs' indexes), and libibverbs when the root is the
// live /sys and it can open the devices (port state and active MTU from
// ibv_query_port). An error only for a tree that cannot be read.
class RdmaDeviceLister
{
public:
    static Result<RdmaDevices> list(const QString &sysfsRoot = QStringLiteral("/sys"));
    // `rdma link`'s spelling of an IBTA physical port state.
    static QString physicalStateName(int code);
};

} // namespace railyard::remote
