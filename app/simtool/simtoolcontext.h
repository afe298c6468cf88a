// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/simcluster.h"
#include "util/result.h"

#include <QString>
#include <memory>

namespace railyard::sim {

// One tool invocation on a namespace node: which node this is, the run's
// scenario and clock (from the run directory), and the cluster model with
// the node's real veth state (carrier, MTU, addresses) laid over it.
class SimToolContext
{
public:
    // From RAILYARD_SIM_DIR and RAILYARD_SIM_NODE.
    static Result<std::unique_ptr<SimToolContext>> fromEnvironment();

    QString runDir() const { return m_dir; }
    QString node() const { return m_node; }
    SimCluster &cluster() { return *m_cluster; }
    double speed() const { return m_speed; }

    // GPU load started now for `seconds` of simulated time; seen by every later tool run.
    void recordGpuLoad(double seconds);
    // The node's RDMA tree (sim::SysfsEmulator) under `dir`, marked as the simulator's.
    Result<void> writeSysfs(const QString &dir);

private:
    SimToolContext() = default;
    void applyRealInterfaces();
    void applyGpuLoads();

    QString m_dir;
    QString m_node;
    double m_speed = 1;
    qint64 m_startMs = 0;
    std::unique_ptr<SimCluster> m_cluster;
};

} // namespace railyard::sim
