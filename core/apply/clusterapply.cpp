// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/clusterapply.h"

#include "action/actionplan.h"
#include "action/functionstep.h"
#include "apply/changeplanner.h"
#include "apply/commandsequence.h"
#include "apply/preflight.h"
#include "inventory/inventorycollector.h"
#include "probe/ipaddrparser.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "report/reportitem.h"

#include <QCoreApplication>
#include <memory>

namespace railyard::apply {

using remote::CommandBuilder;

ClusterApply::ClusterApply(remote::CommandRunner *runner, QObject *parent) : QObject(parent), m_runner(runner)
{}

ClusterApply::~ClusterApply() = default;

void ClusterApply::start(const model::Cluster &cluster, const plan::NetworkPlan &plan,
                         const ApplyOptions &options, report::ReportItem *report)
{
    Q_ASSERT(!m_running);
    m_running = true;
    m_cluster = cluster;
    m_plan = plan;
    m_options = options;
    m_report = report;
    m_result = ApplyResult{};
    m_result.dryRun = options.dryRun;
    m_result.journalId = options.journalId.isEmpty() ? ChangePlanner::newJournalId() : options.journalId;
    m_launchNode = !options.launchFiles            ? QString()
                   : !options.launchNode.isEmpty() ? options.launchNode
                   : plan.nodes.isEmpty()          ? QString()
                                                   : plan.nodes.first().name;
    for (const plan::PlannedNode &n : plan.nodes)
        m_result.nodes.append(NodeApplyResult{n.name});
    readNodes([this] { preflight(); });
}

void ClusterApply::readNodes(std::function<void()> next)
{
    auto *collector = new inventory::InventoryCollector(m_runner, this);
    report::ReportItem *item =
        m_report ? m_report->addChild(
                       report::ItemKind::Step,
                       QCoreApplication::translate("railyard::apply::ClusterApply", "Read the nodes"))
                 : nullptr;
    connect(collector, &inventory::InventoryCollector::finished, this, [this, collector, item, next] {
        m_snapshots.clear();
        for (const inventory::NodeInventory &inv : collector->results()) {
            NodeSnapshot s;
            s.inventory = inv;
            m_snapshots << s;
        }
        collector->deleteLater();
        auto left = std::make_shared<int>(int(m_snapshots.size()));
        auto oneDone = [left, next] {
            if (--*left == 0)
                next();
        };
        if (m_snapshots.isEmpty()) {
            next();
            return;
        }
        for (int idx = 0; idx < m_snapshots.size(); ++idx) {
            const QString node = m_snapshots[idx].node();
            if (!m_snapshots[idx].inventory.reachable) {
                oneDone();
                continue;
            }
            if (node == m_launchNode) {
                ++*left;
                readLaunchFiles(idx, item, oneDone);
            }
            CommandBuilder which(QStringLiteral("which"));
            for (const QString &t : Preflight::requiredTools(m_options))
                which.word(t);
            // `which` exits 1 when one is missing: not part of the sequence.
            Result<remote::CommandJob *> job = m_runner->run(node, which.build().value(), item);
            auto probeNode = [this, idx, node, item, oneDone] {
                const QList<Result<remote::RemoteCommand>> probe{
                    CommandBuilder(QStringLiteral("true")).asRoot().build(),
                    CommandBuilder(QStringLiteral("ls"))
                        .flag(QStringLiteral("-1A"))
                        .path(m_options.netplanDir)
                        .asRoot()
                        .build()};
                CommandSequence::run(
                    m_runner, node, probe, item, this,
                    [this, idx, node, item, oneDone](const Error &e,
                                                     const QList<remote::CommandResult> &results) {
                        if (!e.message.isEmpty()) {
                            if (results.isEmpty() || results.size() == 1)
                                m_sudoErrors[node] =
                                    results.isEmpty() || results.first().errorMessage.isEmpty()
                                        ? e.message
                                        : results.first().errorMessage;
                            else if (!results.last().stderrData.contains("No such file"))
                                m_snapshots[idx].readError = e.message;
                            oneDone();
                            return;
                        }
                        QStringList names;
                        for (const QString &l : QString::fromUtf8(results.last().stdoutData)
                                                    .split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
                            if (l.trimmed().endsWith(QLatin1String(".yaml")))
                                names << l.trimmed();
                        }
                        QList<Result<remote::RemoteCommand>> cats;
                        for (const QString &n : names)
                            cats << CommandBuilder(QStringLiteral("cat"))
                                        .path(m_options.netplanDir + QLatin1Char('/') + n)
                                        .asRoot()
                                        .build();
                        CommandSequence::run(m_runner, node, cats, item, this,
                                             [this, idx, names, oneDone](
                                                 const Error &e2, const QList<remote::CommandResult> &r2) {
                                                 if (!e2.message.isEmpty())
                                                     m_snapshots[idx].readError = e2.message;
                                                 for (int k = 0; k < r2.size() && k < names.size(); ++k)
                                                     m_snapshots[idx].netplanFiles.insert(names[k],
                                                                                          r2[k].stdoutData);
                                                 oneDone();
                                             });
                    });
            };
            if (!job) {
                m_missingTools[node] = Preflight::requiredTools(m_options);
                probeNode();
                continue;
            }
            connect(job.value(), &remote::CommandJob::finished, this,
                    [this, node, probeNode](const remote::CommandResult &r) {
                        QStringList missing = Preflight::requiredTools(m_options);
                        for (const QString &line :
                             QString::fromUtf8(r.stdoutData).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                            missing.removeAll(line.trimmed().section(QLatin1Char('/'), -1));
                        if (!missing.isEmpty())
                            m_missingTools[node] = missing;
                        probeNode();
                    });
        }
    });
    collector->start(m_cluster, item);
}

void ClusterApply::readLaunchFiles(int idx, report::ReportItem *item, std::function<void()> done)
{
    const QString node = m_snapshots[idx].node();
    CommandSequence::run(
        m_runner, node, {CommandBuilder(QStringLiteral("printenv")).word(QStringLiteral("HOME")).build()},
        item, this, [this, idx, node, item, done](const Error &e, const QList<remote::CommandResult> &r) {
            const QString home =
                e.message.isEmpty() ? QString::fromUtf8(r.first().stdoutData).trimmed() : QString();
            if (!home.startsWith(QLatin1Char('/'))) {
                m_snapshots[idx].readError =
                    QCoreApplication::translate("railyard::apply::ClusterApply",
                                                "%1: cannot tell the home directory of the SSH user")
                        .arg(node);
                done();
                return;
            }
            auto left = std::make_shared<int>(int(NodeSnapshot::launchFileNames().size()));
            for (const QString &name : NodeSnapshot::launchFileNames()) {
                const QString path = NodeSnapshot::launchDir(home) + QLatin1Char('/') + name;
                CommandSequence::run(
                    m_runner, node, {CommandBuilder(QStringLiteral("cat")).path(path).build()}, item, this,
                    [this, idx, home, path, left, done](const Error &e2,
                                                        const QList<remote::CommandResult> &r2) {
                        if (e2.message.isEmpty())
                            m_snapshots[idx].launchFiles.insert(path, r2.first().stdoutData);
                        else if (r2.isEmpty() || !r2.first().stderrData.contains("No such file"))
                            m_snapshots[idx].readError = e2.message;
                        if (--*left == 0) {
                            m_snapshots[idx].home = home;
                            done();
                        }
                    });
            }
        });
}

void ClusterApply::preflight()
{
    m_result.findings = Preflight::check(m_plan, m_snapshots, m_options, m_missingTools, m_sudoErrors);
    if (!m_result.findings.isEmpty()) {
        m_result.error = m_result.findings.first().explanation;
        for (NodeApplyResult &n : m_result.nodes)
            n.outcome = NodeApplyResult::Outcome::Refused;
        end();
        return;
    }
    bool allNoop = true;
    for (const plan::PlannedNode &pn : m_plan.nodes) {
        const NodeSnapshot *snap = nullptr;
        for (const NodeSnapshot &s : m_snapshots) {
            if (s.node() == pn.name)
                snap = &s;
        }
        const NodeChange c = ChangePlanner::compute(m_plan, pn, *snap, m_options, m_result.journalId);
        NodeApplyResult *r = m_result.node(pn.name);
        r->diff = c.diff();
        if (c.noop) {
            r->outcome = NodeApplyResult::Outcome::Unchanged;
            continue;
        }
        allNoop = false;
        r->commands = c.commandList();
        r->journalDir = c.journalDir;
        r->outcome = m_options.dryRun ? NodeApplyResult::Outcome::DryRun : NodeApplyResult::Outcome::Pending;
        m_changes.insert(pn.name, c);
    }
    if (allNoop) {
        m_result.noop = true;
        m_result.success = true;
        end();
        return;
    }
    if (m_options.dryRun) {
        m_result.success = true;
        end();
        return;
    }
    runChanges();
}

void ClusterApply::fanOut(const QString &title, const QStringList &nodes, const Pick &pick,
                          report::ReportItem *item,
                          const std::function<void(const QString &, const Error &)> &perNode,
                          const AllDone &all)
{
    if (nodes.isEmpty()) {
        all({});
        return;
    }
    auto left = std::make_shared<int>(int(nodes.size()));
    auto errors = std::make_shared<QStringList>();
    for (const QString &node : nodes) {
        report::ReportItem *nodeItem = item ? item->addChild(report::ItemKind::Node, node) : nullptr;
        Q_EMIT progress(node, title);
        CommandSequence::run(m_runner, node, pick(m_changes.value(node)), nodeItem, this,
                             [left, errors, node, perNode, all,
                              nodeItem](const Error &e, const QList<remote::CommandResult> &) {
                                 if (nodeItem)
                                     nodeItem->setStatus(e.message.isEmpty() ? report::ItemStatus::Ok
                                                                             : report::ItemStatus::Failed);
                                 if (perNode)
                                     perNode(node, e);
                                 if (!e.message.isEmpty())
                                     *errors << e.message;
                                 if (--*left == 0)
                                     all(*errors);
                             });
    }
}

namespace {

Error firstError(const QStringList &errors)
{
    return errors.isEmpty() ? Error{} : Error{errors.first()};
}

} // namespace

void ClusterApply::runChanges()
{
    const QStringList nodes = m_changes.keys();
    m_actions = new action::ActionPlan(
        QCoreApplication::translate("railyard::apply::ClusterApply", "Apply the network plan"), m_report,
        this);

    m_actions->addStep(new action::FunctionStep(
        QCoreApplication::translate("railyard::apply::ClusterApply", "Journal and guard"),
        QCoreApplication::translate("railyard::apply::ClusterApply",
                                    "back up the netplan files and the runtime state into %1, start a guard "
                                    "that restores them unless confirmed within %2 s")
            .arg(m_options.journalRoot)
            .arg(m_options.confirmTimeoutSeconds),
        [this, nodes](action::FunctionStep &step, action::FunctionStep::Done done) {
            fanOut(
                step.title(), nodes, [](const NodeChange &c) { return c.journalCommands; }, step.reportItem(),
                [this](const QString &node, const Error &e) {
                    // With restore.sh written the node can always be put back.
                    if (e.message.isEmpty())
                        m_journaled.insert(node);
                },
                [this, nodes, &step, done](const QStringList &errors) {
                    if (!errors.isEmpty()) {
                        done(firstError(errors));
                        return;
                    }
                    fanOut(
                        step.title(), nodes, [](const NodeChange &c) { return c.guardCommands; },
                        step.reportItem(), {},
                        [done](const QStringList &guardErrors) { done(firstError(guardErrors)); });
                });
        },
        [this](action::FunctionStep &step, action::FunctionStep::Done done) {
            const QStringList journaled = m_journaled.values();
            fanOut(
                step.title(), journaled,
                [](const NodeChange &c) {
                    QList<Result<remote::RemoteCommand>> cmds;
                    cmds << c.rollbackCommands;
                    return cmds;
                },
                step.reportItem(),
                [this](const QString &node, const Error &e) {
                    NodeApplyResult *r = m_result.node(node);
                    if (e.message.isEmpty()) {
                        r->outcome = NodeApplyResult::Outcome::RolledBack;
                    } else {
                        r->outcome = NodeApplyResult::Outcome::GuardRestore;
                        r->message = QCoreApplication::translate(
                                         "railyard::apply::ClusterApply",
                                         "rollback failed (%1); the guard on the node restores the journal")
                                         .arg(e.message);
                    }
                },
                [done](const QStringList &) { done(Error{}); });
        }));

    if (m_options.mode == ApplyOptions::Mode::Persistent) {
        m_actions->addStep(new action::FunctionStep(
            QCoreApplication::translate("railyard::apply::ClusterApply", "Write and validate"),
            QCoreApplication::translate("railyard::apply::ClusterApply",
                                        "write 40-railyard.yaml (mode 0600), check it with netplan generate "
                                        "in a temporary root, set aside other files defining cluster links"),
            [this, nodes](action::FunctionStep &step, action::FunctionStep::Done done) {
                fanOut(
                    step.title(), nodes, [](const NodeChange &c) { return c.writeCommands; },
                    step.reportItem(), {}, [done](const QStringList &errors) { done(firstError(errors)); });
            }));
    }
    if (m_changes.contains(m_launchNode) && !m_changes.value(m_launchNode).launchCommands.isEmpty()) {
        m_actions->addStep(new action::FunctionStep(
            QCoreApplication::translate("railyard::apply::ClusterApply", "Launch files"),
            QCoreApplication::translate(
                "railyard::apply::ClusterApply",
                "write the NCCL environment file and the MPI hostfile into ~/.railyard on %1")
                .arg(m_launchNode),
            [this](action::FunctionStep &step, action::FunctionStep::Done done) {
                fanOut(
                    step.title(), {m_launchNode}, [](const NodeChange &c) { return c.launchCommands; },
                    step.reportItem(), {}, [done](const QStringList &errors) { done(firstError(errors)); });
            }));
    }
    m_actions->addStep(new action::FunctionStep(
        QCoreApplication::translate("railyard::apply::ClusterApply", "Go live"),
        m_options.mode == ApplyOptions::Mode::Persistent
            ? QCoreApplication::translate("railyard::apply::ClusterApply",
                                          "netplan apply, then the planned addresses and MTU with ip")
            : QCoreApplication::translate("railyard::apply::ClusterApply",
                                          "the planned addresses and MTU with ip only (gone at reboot)"),
        [this, nodes](action::FunctionStep &step, action::FunctionStep::Done done) {
            fanOut(
                step.title(), nodes, [](const NodeChange &c) { return c.liveCommands; }, step.reportItem(),
                {},
                [this, done](const QStringList &errors) {
                    if (errors.isEmpty())
                        Q_EMIT live();
                    if (errors.isEmpty() && m_haltBeforeConfirm)
                        return; // as if the controller died here: no confirm, no rollback
                    done(firstError(errors));
                });
        }));
    m_actions->addStep(new action::FunctionStep(
        QCoreApplication::translate("railyard::apply::ClusterApply", "Confirm"),
        QCoreApplication::translate(
            "railyard::apply::ClusterApply",
            "read the addresses back over the management session, then cancel the guard"),
        [this, nodes](action::FunctionStep &step, action::FunctionStep::Done done) {
            auto left = std::make_shared<int>(int(nodes.size()));
            auto errors = std::make_shared<QStringList>();
            for (const QString &node : nodes) {
                confirmNode(node, step.reportItem(), [left, errors, done](const Error &e) {
                    if (!e.message.isEmpty())
                        *errors << e.message;
                    if (--*left == 0)
                        done(firstError(*errors));
                });
            }
        }));

    connect(m_actions, &action::ActionPlan::finished, this, [this] {
        for (NodeApplyResult &n : m_result.nodes) {
            if (n.outcome == NodeApplyResult::Outcome::Pending)
                n.outcome = NodeApplyResult::Outcome::Applied;
        }
        m_result.success = true;
        end();
    });
    connect(m_actions, &action::ActionPlan::failed, this, [this](const Error &e) {
        m_result.error = e.message;
        for (NodeApplyResult &n : m_result.nodes) {
            if (n.outcome != NodeApplyResult::Outcome::Pending)
                continue;
            n.outcome = NodeApplyResult::Outcome::Refused;
            n.message = QCoreApplication::translate("railyard::apply::ClusterApply",
                                                    "nothing was changed on this node");
        }
        end();
    });
    m_actions->start();
}

void ClusterApply::confirmNode(const QString &node, report::ReportItem *item,
                               std::function<void(const Error &)> done)
{
    report::ReportItem *nodeItem = item ? item->addChild(report::ItemKind::Node, node) : nullptr;
    const plan::PlannedNode *pn = m_plan.node(node);
    Result<remote::CommandJob *> job = m_runner->run(node,
                                                     CommandBuilder(QStringLiteral("ip"))
                                                         .flag(QStringLiteral("-j"))
                                                         .word(QStringLiteral("addr"))
                                                         .word(QStringLiteral("show"))
                                                         .build()
                                                         .value(),
                                                     nodeItem);
    if (!job) {
        done(Error{job.error().message});
        return;
    }
    connect(
        job.value(), &remote::CommandJob::finished, this,
        [this, node, pn, nodeItem, done](const remote::CommandResult &r) {
            if (!r.succeeded()) {
                done(Error{
                    CommandSequence::failureText(node, remote::RemoteCommand{QStringLiteral("ip")}, r)});
                return;
            }
            const Result<probe::IpAddrResult> parsed =
                probe::IpAddrParser::parse(QString::fromUtf8(r.stdoutData));
            QStringList wrong;
            for (const plan::PlannedInterface &i : pn->interfaces) {
                bool found = false;
                int mtu = 0;
                if (parsed) {
                    for (const probe::IpAddrInterface &x : parsed->interfaces) {
                        if (x.link.ifname != i.netdev)
                            continue;
                        mtu = x.link.mtu.value_or(0);
                        for (const probe::IpAddrInfo &a : x.addrInfo)
                            found |= a.isIpv4() && a.local == i.addressText() && a.prefixlen == i.prefix;
                    }
                }
                if (!found || mtu != m_plan.mtu)
                    wrong << QStringLiteral("%1 %2 mtu %3").arg(i.netdev, i.cidr()).arg(m_plan.mtu);
            }
            if (!wrong.isEmpty()) {
                done(Error{QCoreApplication::translate("railyard::apply::ClusterApply",
                                                       "%1: after going live the node does not show %2")
                               .arg(node, wrong.join(QStringLiteral(", ")))});
                return;
            }
            CommandSequence::run(
                m_runner, node, m_changes.value(node).confirmCommands, nodeItem, this,
                [node, done](const Error &e, const QList<remote::CommandResult> &) {
                    if (!e.message.isEmpty()) {
                        done(Error{
                            QCoreApplication::translate(
                                "railyard::apply::ClusterApply",
                                "%1: could not confirm (the guard may have restored the node already): %2")
                                .arg(node, e.message)});
                        return;
                    }
                    done(Error{});
                });
        });
}

void ClusterApply::end()
{
    m_running = false;
    if (m_report)
        m_report->setStatus(m_result.success ? report::ItemStatus::Ok : report::ItemStatus::Failed);
    Q_EMIT finished();
}

} // namespace railyard::apply
