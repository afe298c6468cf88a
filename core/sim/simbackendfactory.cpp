// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/simbackendfactory.h"

#include "remote/commandrunner.h"
#include "sim/scenariocatalog.h"
#include "sim/simcluster.h"
#include "sim/simtransport.h"

namespace railyard::sim {

bool SimBackendFactory::modelledLatencyRequested()
{
    return qEnvironmentVariable("RAILYARD_DEMO_LATENCY") == QLatin1String("measured");
}

Result<SimBackend> SimBackendFactory::create(const QString &scenarioNameOrFile, double clockSpeed,
                                             QObject *parent)
{
    Result<Scenario> s = ScenarioCatalog::load(scenarioNameOrFile);
    if (!s)
        return s.error();
    return create(s.value(), clockSpeed, parent);
}

SimBackend SimBackendFactory::create(const Scenario &scenario, double clockSpeed, QObject *parent)
{
    SimBackend b;
    b.cluster = std::make_shared<SimCluster>(scenario, clockSpeed);
    b.cluster->setModelledLatency(modelledLatencyRequested());
    b.model = scenario.intendedCluster();
    b.runner = new remote::CommandRunner(parent);
    for (model::Node &n : b.model.nodes) {
        n.managementAddress = b.cluster->node(n.name)->managementAddress();
        b.runner->setTransport(n.name, new SimTransport(b.cluster, n.name));
    }
    return b;
}

} // namespace railyard::sim
