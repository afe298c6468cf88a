// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/simcluster.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace railyard::sim {

// The RDMA flows running right now in the namespace cluster, shared by the
// separate simtool processes so that concurrent perftest runs split a
// node's PCIe rail and QSFP port the way the in-process model does.
//
// Each node has a directory in its part of the run directory
// (<run>/<node>/home/.railyard-sim/flows, writable by the tools' user) with a
// `.lock` file (flock: exclusive to change the directory, shared to read
// it) and one file per active flow that touches the node. A flow file
// stays flock-ed (shared) by its process for as long as the flow runs, so a
// process killed with SIGKILL leaves a file nobody holds: readers remove it
// instead of counting it.
class FlowRegistry
{
public:
    using FlowEnds = QPair<RailEndpoint, RailEndpoint>; // source, destination

    explicit FlowRegistry(const QString &runDir);
    ~FlowRegistry();
    FlowRegistry(const FlowRegistry &) = delete;
    FlowRegistry &operator=(const FlowRegistry &) = delete;

    // Registers this process's flow on both end nodes; false when the
    // registry cannot be written (the flow then counts alone).
    bool add(const RailEndpoint &src, const RailEndpoint &dst);
    void remove();
    // The other live flows touching any of `nodes`, each once.
    QList<FlowEnds> others(const QStringList &nodes) const;

private:
    QString nodeDir(const QString &node) const;

    QString m_root;
    QString m_id;
    QList<QPair<QString, int>> m_held; // node -> fd holding the flow file's flock
};

} // namespace railyard::sim
