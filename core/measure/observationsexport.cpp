// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/observationsexport.h"

#include "diag/observations.h"
#include "measure/loopbacktest.h"
#include "measure/nccltest.h"
#include "measure/rdmabandwidthtest.h"
#include "measure/soaktest.h"

namespace railyard::measure {

namespace {

diag::NodeObservations &nodeIn(diag::Observations &o, const QString &name)
{
    for (diag::NodeObservations &n : o.nodes) {
        if (n.node == name)
            return n;
    }
    diag::NodeObservations n;
    n.node = name;
    o.nodes << n;
    return o.nodes.last();
}

} // namespace

void ObservationsExport::addRdma(diag::Observations &o, const QList<CableMeasurement> &cables)
{
    // Only the simultaneous both-rails run: the engine treats the rails of
    // one port as one parallel run.
    for (const CableMeasurement &m : cables) {
        if (!m.bothRails)
            continue;
        for (const RailBandwidth &r : m.bothRails->rails()) {
            if (r.serverFault)
                // The peer's client only saw the server vanish; the server's node is at fault.
                nodeIn(o, r.serverNode).perftestFailed.insert(r.serverDevice, r.error);
            else if (r.client)
                nodeIn(o, r.clientNode).perftest.insert(r.rdmaDevice, *r.client);
            else if (!r.ok() && !r.toolMissing)
                // A missing tool has its own finding with the install command.
                nodeIn(o, r.clientNode).perftestFailed.insert(r.rdmaDevice, r.error);
        }
    }
}

void ObservationsExport::addLoopback(diag::Observations &o, const QList<LoopbackResult> &results)
{
    for (const LoopbackResult &l : results) {
        if (l.run.client)
            nodeIn(o, l.node).loopback.insert(l.run.rdmaDevice, *l.run.client);
    }
}

void ObservationsExport::addNccl(diag::Observations &o, const QString &launchNode,
                                 const NcclRunResult &result)
{
    diag::NodeObservations &n = nodeIn(o, launchNode);
    if (result.log)
        n.ncclLog = result.log;
    if (result.tests)
        n.ncclTests = result.tests;
}

void ObservationsExport::addSoak(diag::Observations &o, const SoakResult &result)
{
    for (qsizetype i = 0; i < result.firstCounters.size() && i < result.lastCounters.size(); ++i) {
        const telemetry::CounterSample &first = result.firstCounters.at(i);
        const telemetry::CounterSample &last = result.lastCounters.at(i);
        QList<diag::EthtoolSample> samples{{first.toStats(), first.timeS}};
        if (last.timeS > first.timeS)
            samples << diag::EthtoolSample{last.toStats(), last.timeS};
        // In place of older samples: those were timed on another clock, and
        // a rate across the two clocks would mean nothing.
        nodeIn(o, first.node).ethtoolStats.insert(first.netdev, samples);
    }
}

} // namespace railyard::measure
