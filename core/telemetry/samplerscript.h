// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/remotecommand.h"
#include "util/result.h"

#include <QStringList>

namespace railyard::telemetry {

// The long-running remote sampler: one POSIX sh loop per node instead of
// one SSH exec per sample. The loop is constant text compiled into
// Railyard and handed to `sh -c` as a single argument; the interface names
// are validated tokens passed as positional parameters, so nothing a user
// typed is ever part of the script.
//
// Each tick prints, per netdev, one line (see SamplerLineParser):
//   RY1 <tick> <epoch seconds> <netdev> carrier=1 rx_bytes=N tx_bytes=N
//       [port_rcv_data=N port_xmit_data=N] [ethtool -S counters on phy ticks]
// Cost per tick on the node, with dash as /bin/sh: sysfs files are read with
// the `read` builtin (no process), plus one `sleep` and one `date` process.
// `ethtool -S` (a few thousand mlx5 counters and a firmware query per
// netdev) runs only every `phyEvery`-th tick, filtered by one `grep`: at
// 10 Hz with phyEvery 10 that is 8 extra processes per second for four
// netdevs instead of 80, which is what keeps the sampler near 1 % of one
// core. The RDMA byte counters of /sys/class/infiniband (port_rcv_data,
// port_xmit_data, in 4-octet words) are sysfs too, so RDMA rates still
// come at the full rate; lane errors, corrected bits, CRC and wire bytes
// come at the phy rate.
class SamplerScript
{
public:
    static QString text();
    // `sh -c SCRIPT railyard-sampler SECONDS PHY_EVERY NETDEV...`, streaming, no timeout.
    static Result<remote::RemoteCommand> command(const QStringList &netdevs, int intervalMs, int phyEvery);
    // The same sampler as an installed program printing the same lines:
    // `railyard-sampler --interval-ms N --phy-every N NETDEV...` (the
    // simulator provides it; tried when a node has no `sh`).
    static Result<remote::RemoteCommand> directCommand(const QStringList &netdevs, int intervalMs,
                                                       int phyEvery);
};

} // namespace railyard::telemetry
