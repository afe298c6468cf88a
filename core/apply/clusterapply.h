// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "action/functionstep.h"
#include "apply/applyoptions.h"
#include "apply/applyresult.h"
#include "apply/nodechange.h"
#include "apply/nodesnapshot.h"
#include "apply/peersshplanner.h"
#include "model/cluster.h"
#include "plan/networkplan.h"

#include <QDateTime>
#include <QHash>
#include <QMap>
#include <QObject>
#include <QSet>
#include <functional>
#include <optional>

namespace railyard::report {
class ReportItem;
}

namespace railyard::remote {
class CommandRunner;
}

namespace railyard::action {
class ActionPlan;
}

namespace railyard::remote {
struct CommandResult;
}

namespace railyard::apply {

// Pushes a network plan to every node, transactionally: read and preflight
// (nothing changes on any failure), then an action plan of journal + guard,
// write + validate, go live and confirm, rolled back on every node if any
// node fails. Never blocks; finished() carries the result.
class ClusterApply : public QObject
{
    Q_OBJECT
public:
    explicit ClusterApply(remote::CommandRunner *runner, QObject *parent = nullptr);
    ~ClusterApply() override;

    void start(const model::Cluster &cluster, const plan::NetworkPlan &plan, const ApplyOptions &options,
               report::ReportItem *report = nullptr);
    // Stops after going live, neither confirming nor rolling back: what a
    // controller that crashed there leaves behind (the guards restore).
    void setHaltBeforeConfirm(bool halt) { m_haltBeforeConfirm = halt; }

    const ApplyResult &result() const { return m_result; }
    const QList<NodeSnapshot> &snapshots() const { return m_snapshots; }
    const QMap<QString, NodeChange> &changes() const { return m_changes; }
    // When the first live guard restores unless confirmed (valid after live()).
    QDateTime guardDeadline() const { return m_guardDeadline; }

Q_SIGNALS:
    void progress(const QString &node, const QString &message);
    void live(); // every node went live, confirmation is next
    void finished();

private:
    using Pick = std::function<QList<Result<remote::RemoteCommand>>(const NodeChange &)>;
    using AllDone = std::function<void(const QStringList &errors)>;
    using PerNode = std::function<void(const QString &node, const Error &error,
                                       const QList<remote::CommandResult> &results)>;

    void readNodes(std::function<void()> next);
    void readLaunchFiles(int index, report::ReportItem *item, std::function<void()> done);
    void readSsh(int index, report::ReportItem *item, std::function<void()> done);
    // `ls -1A DIR` on the node: its names, nullopt for no such directory, or the error.
    void listDirectory(const QString &node, const QString &dir, report::ReportItem *item,
                       std::function<void(const std::optional<QStringList> &, const QString &)> done);
    void readHostKeys(int index, report::ReportItem *item, std::function<void()> done);
    void setUpPeerSsh(const QStringList &nodes, report::ReportItem *item,
                      std::function<void(const Error &)> done);
    PeerSshInput peerSshInput() const;
    void preflight();
    void runChanges();
    void fanOut(const QString &title, const QStringList &nodes, const Pick &pick, report::ReportItem *item,
                const PerNode &perNode, const AllDone &all);
    void confirmNode(const QString &node, report::ReportItem *item, std::function<void(const Error &)> done);
    void readDecision(const QString &node, report::ReportItem *item, const Error &why,
                      std::function<void(const Error &)> done);
    void abandonJournaled(report::ReportItem *item, const Error &error, action::FunctionStep::Done done);
    void rollBack(const QStringList &nodes, report::ReportItem *item, const QMap<QString, QString> &reasons,
                  std::function<void()> done);
    // decide.sh said the guard decided first.
    static bool guardDecided(const QList<remote::CommandResult> &results);
    void end();

    remote::CommandRunner *m_runner;
    model::Cluster m_cluster;
    plan::NetworkPlan m_plan;
    ApplyOptions m_options;
    QString m_launchNode;
    QHash<QString, QString> m_lastProgress; // node -> the step last announced for it
    report::ReportItem *m_report = nullptr;
    QList<NodeSnapshot> m_snapshots;
    QMap<QString, QStringList> m_missingTools;
    QMap<QString, QString> m_sudoErrors;
    QMap<QString, NodeChange> m_changes; // nodes that change
    QSet<QString> m_journaled;
    QSet<QString> m_guardFirst; // nodes whose guard decided before go-live or confirm
    QDateTime m_guardDeadline;
    action::ActionPlan *m_actions = nullptr;
    ApplyResult m_result;
    bool m_haltBeforeConfirm = false;
    bool m_running = false;
};

} // namespace railyard::apply
