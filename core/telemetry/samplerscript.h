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
//   RY1 <tick> <epoch seconds, 6 decimals> <netdev> carrier=1 rx_bytes=N tx_bytes=N
//       [port_rcv_data=N port_xmit_data=N] [phy=1 and ethtool -S counters on phy ticks]
// Cost on the node: under Perl (exec'd when the node has perl with
// Time::HiRes; DGX OS does) a plain tick starts no process and opens no
// file: the sysfs counters stay open and are read again; a phy tick forks
// one `ethtool -S` (a few thousand mlx5 counters and a firmware query) and
// filters it itself. Under bash (a node without perl) a plain tick starts
// no process and opens /proc/net/dev and each netdev's carrier (and RDMA
// port counters) once; a phy tick starts one `ethtool -S`, filtered by one
// `grep` that lives as long as the stream. Under sh alone each tick pays
// one `date` and one `sleep`, each phy tick an ethtool and a grep. An
// ethtool that hangs is given up after 5 s (Perl's alarm; `timeout 5`
// elsewhere, when the node has it). `ethtool -S` runs only every
// `phyEvery`-th tick. The
// RDMA byte counters of /sys/class/infiniband (port_rcv_data,
// port_xmit_data, in 4-octet words) are sysfs, so RDMA rates still come at
// the full rate; lane errors, corrected bits, CRC and wire bytes come at
// the phy rate. bench/telemetry measures it beside a sampler that forks
// per sample.
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
