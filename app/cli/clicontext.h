// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cluster.h"
#include "util/result.h"

#include <QObject>
#include <functional>
#include <memory>

class QCommandLineParser;

namespace railyard::sim {
class SimCluster;
}

namespace railyard::remote {
class CommandRunner;
}

namespace railyard::cli {

// What a command that talks to nodes needs: the cluster and a runner,
// either from `--demo SCENARIO` (the in-process simulator) or from
// `--project FILE` (one SSH transport per node, non-interactive: an unknown
// host key is refused unless `--accept-host-key SHA256:...` names it).
// The asynchronous work runs on the CLI's own event loop.
class CliContext
{
public:
    CliContext();
    ~CliContext();

    static void addOptions(QCommandLineParser &parser);
    // `--node NAME=[USER@]ADDRESS[:PORT]`, repeatable: nodes without a
    // project file (adopt reads a cluster nobody described yet).
    static void addNodeOption(QCommandLineParser &parser);
    // An error here is a usage error (exit 2). `nodeOption`: addNodeOption was called.
    Result<void> setUp(const QCommandLineParser &parser, bool nodeOption = false);

    const model::Cluster &cluster() const { return m_cluster; }
    remote::CommandRunner *runner() const { return m_runner; }
    QObject *owner() { return &m_owner; }

    // Calls `start` once the event loop runs and returns the code passed to finish().
    int exec(const std::function<void()> &start);
    void finish(int exitCode);

private:
    QObject m_owner; // parent of the runner and of the commands' work objects
    model::Cluster m_cluster;
    remote::CommandRunner *m_runner = nullptr;
    std::shared_ptr<sim::SimCluster> m_sim;
};

} // namespace railyard::cli
