// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cluster.h"
#include "sim/scenario.h"
#include "util/result.h"

#include <memory>

class QObject;

namespace railyard::remote {
class CommandRunner;
}

namespace railyard::sim {

class SimCluster;

struct SimBackend
{
    std::shared_ptr<SimCluster> cluster;
    remote::CommandRunner *runner = nullptr; // owned by the parent given to create()
    model::Cluster model;                    // the cluster as the user describes it
};

// `railyard --demo SCENARIO`: a CommandRunner with one SimTransport per node.
class SimBackendFactory
{
public:
    // How much faster than real time a demo spends the simulated tool
    // durations unless real time is asked for: the GUI's and the CLI's demos
    // alike, so both see the same run. At 20x the GUI's demo-ring4 tests take
    // about 7 s (at 10x they took 14.7 s, NCCL over the throttled card most of it).
    static constexpr double DemoClockSpeed = 20.0;

    // RAILYARD_DEMO_LATENCY=measured: every demo cluster waits per command
    // like real nodes (LatencyModel), for bench/fanout and anyone who wants
    // the demo to feel like hardware.
    static bool modelledLatencyRequested();

    static Result<SimBackend> create(const QString &scenarioNameOrFile, double clockSpeed = 1.0,
                                     QObject *parent = nullptr);
    static SimBackend create(const Scenario &scenario, double clockSpeed = 1.0, QObject *parent = nullptr);
};

} // namespace railyard::sim
