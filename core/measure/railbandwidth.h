// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/toolmissing.h"
#include "probe/perftestparser.h"

#include <QString>
#include <optional>

namespace railyard::measure {

// One perftest leg: a client on one rail writing to the server on the
// peer's rail (or on its own node for a loopback run).
struct RailBandwidth
{
    int runId = 0; // legs with the same runId ran at the same time
    QString serverNode;
    QString clientNode;
    int port = 0; // client end
    int rail = 1;
    QString netdev;       // client end
    QString rdmaDevice;   // client end
    QString serverDevice; // server end
    QString serverAddress;
    double gbps = 0;                        // average; 0 when the leg failed
    std::optional<double> latencyTypicalUs; // ib_write_lat only
    std::optional<double> latencyP99Us;
    std::optional<probe::PerftestResult> client;
    std::optional<probe::PerftestResult> server;
    std::optional<ToolMissing> toolMissing;
    QString error; // translated; empty when the leg measured
    // The server's tool printed something that is not perftest output: the
    // error belongs to serverNode, whatever the client then reported.
    bool serverFault = false;

    bool ok() const { return error.isEmpty(); }
    double percentOfLimit() const { return gbps / 200.0 * 100.0; }
};

} // namespace railyard::measure
