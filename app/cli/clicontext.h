// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cluster.h"
#include "util/result.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <functional>
#include <memory>

class QCommandLineParser;

namespace railyard::action {
class ActionPlan;
}

namespace railyard::sim {
class SimCluster;
}

namespace railyard::remote {
class CommandRunner;
}

namespace railyard::facts {
struct SurveyResult;
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

    // `--realtime`, for commands whose demo runs compress the simulated tool
    // durations (call compressDemoClock() before setUp()).
    static void addDemoClockOption(QCommandLineParser &parser);
    // A demo spends each tool's simulated duration 10x faster, as the GUI's
    // demo does, unless --realtime is given. Only for commands whose results
    // follow the simulated clock (test, report); monitor shows rates over
    // wall-clock time and keeps real time.
    void compressDemoClock() { m_compressDemo = true; }
    // The simulator's clock and its speed (1 for real nodes), for work that
    // times events (the soak's sampler).
    std::function<double()> clock() const;
    double clockSpeed() const;

    // Progress on stderr (stdout stays the result): one line per step; on a
    // terminal also the command running now, on one line that is rewritten.
    // --quiet silences both.
    void follow(action::ActionPlan *plan);
    void progressStep(const QString &title);

    const model::Cluster &cluster() const { return m_cluster; }
    // The nodes served by LocalTransport (this machine).
    const QSet<QString> &localNodes() const { return m_localNodes; }
    remote::CommandRunner *runner() const { return m_runner; }
    QObject *owner() { return &m_owner; }

    // What `report` and `bundle` gather: a facts::ClusterSurvey of the
    // cluster, its steps shown as progress; `done` runs once it ended.
    void survey(int perftestSeconds, const std::function<void(const facts::SurveyResult &)> &done);
    // The report's title: the demo's name or the project file's.
    static QString reportTitle(const QCommandLineParser &parser);

    // Calls `start` once the event loop runs and returns the code passed to finish().
    int exec(const std::function<void()> &start);
    void finish(int exitCode);

private:
    void showCommand(const QString &node, const QString &display);
    void clearStatusLine();

    QObject m_owner; // parent of the runner and of the commands' work objects
    model::Cluster m_cluster;
    QSet<QString> m_localNodes;
    remote::CommandRunner *m_runner = nullptr;
    std::shared_ptr<sim::SimCluster> m_sim;
    bool m_compressDemo = false;
    bool m_quiet = false;
    bool m_terminal = false;
    bool m_statusShown = false;
    QElapsedTimer m_elapsed;
};

} // namespace railyard::cli
