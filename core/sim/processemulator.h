// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/tooloutput.h"

#include <QString>
#include <QStringList>

namespace railyard::sim {

class SimCluster;

// procps for the simulated jobs of a node (perftest sides, mpirun and the
// nccl-tests ranks, gpu_burn, railyard-sampler) plus a few system daemons:
// `pkill [-SIG] [-x] [-f] PATTERN`, `pgrep [-a|-l] [-x] [-f] PATTERN` and
// `ps -eo pid,comm[,args]` (also `pid=,comm=` without the header).
// Names are matched against the 15-character comm, as procps does.
class ProcessEmulator
{
public:
    static ToolOutput pkill(SimCluster &cluster, const QString &node, const QStringList &args);
    static ToolOutput pgrep(const SimCluster &cluster, const QString &node, const QStringList &args);
    static ToolOutput ps(const SimCluster &cluster, const QString &node, const QStringList &args);
};

} // namespace railyard::sim
