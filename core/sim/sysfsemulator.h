// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QString>

namespace railyard::sim {

class SimNode;

// The kernel's RDMA tree of a simulated Spark (/sys/class/infiniband: the
// four RoCE functions, port state and physical state, link layer, rate,
// GID tables with types and netdevs, counters), in the formats of
// drivers/infiniband/core/sysfs.c, so RdmaDeviceLister reads a namespace
// node as it reads a real one. The same state `rdma link` and `ibstat`
// of the simulator print.
class SysfsEmulator
{
public:
    // (Re)writes the tree under `infinibandDir` (the node's
    // /sys/class/infiniband, a tmpfs of its own mount namespace).
    static Result<void> write(const SimNode &node, const QString &infinibandDir);
};

} // namespace railyard::sim
