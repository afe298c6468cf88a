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
    static Result<SimBackend> create(const QString &scenarioNameOrFile, double clockSpeed = 1.0,
                                     QObject *parent = nullptr);
    static SimBackend create(const Scenario &scenario, double clockSpeed = 1.0, QObject *parent = nullptr);
};

} // namespace railyard::sim
