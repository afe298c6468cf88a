// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/perftestemulator.h"
#include "sim/simcluster.h"

namespace railyard::sim {

class FlowRegistry;
class SimToolContext;

// A perftest side that really rendezvous over TCP on the rail address, as
// perftest's out-of-band exchange does; the bandwidth comes from the model.
class PerftestPeer
{
public:
    PerftestPeer(SimToolContext &context, const PerftestOptions &options);
    int run(); // exit code

private:
    int runServer();
    int runClient();
    // This flow's rate now, sharing the nodes with the flows other simtool
    // processes have registered (FlowRegistry), as RateModel would in one model.
    double sharedRate(const RailEndpoint &me, const RailEndpoint &them, const FlowRegistry &flows);
    PerftestMeasurement measurement(const QString &peerNode, const QString &peerDevice, int peerMtu,
                                    const QString &localIp, const QString &remoteIp, bool server);

    SimToolContext &m_context;
    PerftestOptions m_options;
};

} // namespace railyard::sim
