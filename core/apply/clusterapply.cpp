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
#include <QDateTime>
#include <QRegularExpression>
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
    m_lastProgress.clear();
    m_result = ApplyResult{};
    m_journaled.clear();
    m_guardFirst.clear();
    m_guardDeadline = {};
    m_result.dryRun = options.dryRun;
    m_result.journalId = options.journalId.isEmpty() ? ChangePlanner::newJournalId() : options.journalId;
    m_launchNode = !options.launchFiles            ? QString()
                   : !options.launchNode.isEmpty() ? options.launchNode
                   : plan.nodes.isEmpty()          ? QString()
                                                   : plan.nodes.first().name;
    for (const plan::PlannedNode &n : plan.nodes) {
        m_result.nodes.append(NodeApplyResult{n.name});
        // Reading each node and the preflight come before the first step; without this
        // line a refused apply said nothing until its verdict.
        Q_EMIT progress(n.name, QCoreApplication::translate("railyard::apply::ClusterApply",
                                                            "Read the node and check it can be changed"));
    }
    readNodes([this] { preflight(); });
}

void ClusterApply::readNodes(std::function<void()> next)
{
    auto *collector = new inventory::InventoryCollector(m_runner, this);
    // Preflight and the journal need addresses, routes and the management link, not the hardware.
    collector->setScope(inventory::InventoryCollector::Scope::Network);
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
            if (m_options.peerSsh) {
                ++*left;
                readSsh(idx, item, oneDone);
            }
            CommandBuilder which(QStringLiteral("which"));
            for (const QString &t : Preflight::requiredTools(m_options))
                which.word(t);
            // `which` exits 1 when one is missing: not part of the sequence.
            Result<remote::CommandJob *> job = m_runner->run(node, which.build().value(), item);
            ++*left; // the df in probeNode
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
                            oneDone(); // no df either
                            return;
                        }
                        // Free space: a full disk is refused before anything changes.
                        CommandSequence::run(
                            m_runner, node,
                            {CommandBuilder(QStringLiteral("df"))
                                 .flag(QStringLiteral("--output=avail"))
                                 .flag(QStringLiteral("-B1"))
                                 .path(m_options.netplanDir)
                                 .build()},
                            item, this,
                            [this, idx, oneDone](const Error &, const QList<remote::CommandResult> &d) {
                                if (!d.isEmpty() && d.first().succeeded()) {
                                    bool ok = false;
                                    const QStringList lines =
                                        QString::fromUtf8(d.first().stdoutData)
                                            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
                                    const qint64 free =
                                        lines.isEmpty() ? -1 : lines.last().trimmed().toLongLong(&ok);
                                    if (ok)
                                        m_snapshots[idx].netplanFreeBytes = free;
                                }
                                oneDone();
                            });
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
                                        .secretOutput()
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
            const QString dir = NodeSnapshot::launchDir(home);
            // Whether the directory is there decides whether undo removes it;
            // only the launch files it holds are read.
            listDirectory(
                node, dir, item,
                [this, idx, node, item, home, dir, done](const std::optional<QStringList> &names,
                                                         const QString &error) {
                    m_snapshots[idx].home = home;
                    if (!error.isEmpty())
                        m_snapshots[idx].readError = error;
                    m_snapshots[idx].launchDirExisted = names.has_value();
                    QStringList paths;
                    for (const QString &name : NodeSnapshot::launchFileNames()) {
                        if (names && names->contains(name))
                            paths << dir + QLatin1Char('/') + name;
                    }
                    if (paths.isEmpty()) {
                        done();
                        return;
                    }
                    QList<Result<remote::RemoteCommand>> cats;
                    for (const QString &path : paths)
                        cats << CommandBuilder(QStringLiteral("cat")).path(path).build();
                    CommandSequence::run(
                        m_runner, node, cats, item, this,
                        [this, idx, paths, done](const Error &e2, const QList<remote::CommandResult> &r2) {
                            if (!e2.message.isEmpty())
                                m_snapshots[idx].readError = e2.message;
                            else
                                for (qsizetype k = 0; k < paths.size(); ++k)
                                    m_snapshots[idx].launchFiles.insert(paths[k], r2.at(k).stdoutData);
                            done();
                        });
                });
        });
}

void ClusterApply::listDirectory(
    const QString &node, const QString &dir, report::ReportItem *item,
    std::function<void(const std::optional<QStringList> &, const QString &)> done)
{
    CommandSequence::run(
        m_runner, node, {CommandBuilder(QStringLiteral("ls")).flag(QStringLiteral("-1A")).path(dir).build()},
        item, this, [done](const Error &e, const QList<remote::CommandResult> &r) {
            if (e.message.isEmpty())
                done(QString::fromUtf8(r.first().stdoutData).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
                     {});
            else if (!r.isEmpty() && r.first().stderrData.contains("No such file"))
                done(std::nullopt, {});
            else
                done(std::nullopt, e.message);
        });
}

void ClusterApply::readSsh(int idx, report::ReportItem *item, std::function<void()> done)
{
    const QString node = m_snapshots[idx].node();
    auto fail = [this, idx, done](const QString &why) {
        m_snapshots[idx].sshReadError = why;
        done();
    };
    CommandSequence::run(
        m_runner, node, {CommandBuilder(QStringLiteral("printenv")).word(QStringLiteral("HOME")).build()},
        item, this,
        [this, idx, node, item, done, fail](const Error &e, const QList<remote::CommandResult> &r) {
            const QString home =
                e.message.isEmpty() ? QString::fromUtf8(r.first().stdoutData).trimmed() : QString();
            const QString dir = PeerSshPlanner::sshDir(home);
            if (!home.startsWith(QLatin1Char('/')) ||
                !CommandBuilder(QStringLiteral("ls")).path(dir).build()) {
                fail(QCoreApplication::translate("railyard::apply::ClusterApply",
                                                 "%1: cannot tell the home directory of the SSH user")
                         .arg(node));
                return;
            }
            m_snapshots[idx].sshHome = home;
            listDirectory(
                node, dir, item,
                [this, idx, node, item, dir, done, fail](const std::optional<QStringList> &listed,
                                                         const QString &error) {
                    if (!error.isEmpty()) {
                        fail(error);
                        return;
                    }
                    m_snapshots[idx].sshDirExisted = listed.has_value();
                    const QStringList names = listed.value_or(QStringList{});
                    m_snapshots[idx].sshKeyExisted =
                        names.contains(PeerSshPlanner::keyName()) &&
                        names.contains(PeerSshPlanner::keyName() + QStringLiteral(".pub"));
                    QStringList wanted;
                    for (const QString &f : PeerSshPlanner::managedFiles()) {
                        if (names.contains(f))
                            wanted << f;
                    }
                    if (m_snapshots[idx].sshKeyExisted)
                        wanted << PeerSshPlanner::keyName() + QStringLiteral(".pub");
                    QList<Result<remote::RemoteCommand>> cats;
                    for (const QString &f : wanted)
                        cats
                            << CommandBuilder(QStringLiteral("cat")).path(dir + QLatin1Char('/') + f).build();
                    CommandSequence::run(m_runner, node, cats, item, this,
                                         [this, idx, item, wanted, done,
                                          fail](const Error &e3, const QList<remote::CommandResult> &r3) {
                                             if (!e3.message.isEmpty()) {
                                                 fail(e3.message);
                                                 return;
                                             }
                                             for (int k = 0; k < wanted.size() && k < r3.size(); ++k)
                                                 m_snapshots[idx].sshFiles.insert(wanted.at(k),
                                                                                  r3.at(k).stdoutData);
                                             readHostKeys(idx, item, done);
                                         });
                });
        });
}

void ClusterApply::readHostKeys(int idx, report::ReportItem *item, std::function<void()> done)
{
    const QString node = m_snapshots[idx].node();
    const QString etc = QStringLiteral("/etc/ssh");
    CommandSequence::run(
        m_runner, node, {CommandBuilder(QStringLiteral("ls")).flag(QStringLiteral("-1A")).path(etc).build()},
        item, this,
        [this, idx, node, item, etc, done](const Error &e, const QList<remote::CommandResult> &r) {
            QStringList pubs;
            if (e.message.isEmpty()) {
                static const QRegularExpression re(QStringLiteral("^ssh_host_[a-z0-9]+_key\\.pub\\z"));
                for (const QString &n :
                     QString::fromUtf8(r.first().stdoutData).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
                    if (re.match(n.trimmed()).hasMatch())
                        pubs << n.trimmed();
                }
            }
            // A host public key file is one line: one cat for all of them, a
            // process per file costs the same again on every node.
            QList<Result<remote::RemoteCommand>> cats;
            if (!pubs.isEmpty()) {
                CommandBuilder cat(QStringLiteral("cat"));
                for (const QString &p : pubs)
                    cat.path(etc + QLatin1Char('/') + p);
                cats << cat.build();
            }
            CommandSequence::run(m_runner, node, cats, item, this,
                                 [this, idx, done](const Error &e2, const QList<remote::CommandResult> &r2) {
                                     // An unreadable file fails the cat, the others still print.
                                     for (const remote::CommandResult &c : r2) {
                                         for (const QByteArray &line : c.stdoutData.split('\n')) {
                                             const QString k = PeerSshPlanner::publicKey(line);
                                             if (!k.isEmpty())
                                                 m_snapshots[idx].hostKeys << k;
                                         }
                                     }
                                     if (!e2.message.isEmpty() && m_snapshots[idx].hostKeys.isEmpty())
                                         m_snapshots[idx].sshReadError = e2.message;
                                     m_snapshots[idx].sshRead = m_snapshots[idx].sshReadError.isEmpty();
                                     done();
                                 });
        });
}

PeerSshInput ClusterApply::peerSshInput() const
{
    PeerSshInput in;
    in.enabled = m_options.peerSsh;
    for (const model::Node &n : m_cluster.nodes)
        in.users.insert(n.name, n.sshUser);
    for (const NodeSnapshot &s : m_snapshots) {
        in.hostKeys.insert(s.node(), s.hostKeys);
        const QString k =
            PeerSshPlanner::publicKey(s.sshFiles.value(PeerSshPlanner::keyName() + QStringLiteral(".pub")));
        if (s.sshKeyExisted && !k.isEmpty())
            in.publicKeys.insert(s.node(), k);
    }
    return in;
}

// Keys first on every node (generated where missing), then each node's
// files with every peer's key: two rounds, since a node needs its peers' keys.
void ClusterApply::setUpPeerSsh(const QStringList &nodes, report::ReportItem *item,
                                std::function<void(const Error &)> done)
{
    auto input = std::make_shared<PeerSshInput>(peerSshInput());
    fanOut(
        QCoreApplication::translate("railyard::apply::ClusterApply", "Node-to-node SSH"), nodes,
        [](const NodeChange &c) { return c.sshKeyCommands; }, item, {},
        [this, nodes, item, input, done](const QStringList &errors) {
            if (!errors.isEmpty()) {
                done(Error{errors.first()});
                return;
            }
            // The public keys: the last output of each node's key commands.
            auto left = std::make_shared<int>(int(nodes.size()));
            auto failed = std::make_shared<QStringList>();
            auto writeAll = [this, nodes, item, input, done, failed] {
                if (!failed->isEmpty()) {
                    done(Error{failed->first()});
                    return;
                }
                auto pending = std::make_shared<int>(int(nodes.size()));
                auto writeErrors = std::make_shared<QStringList>();
                for (const QString &node : nodes) {
                    const NodeSnapshot *snap = nullptr;
                    for (const NodeSnapshot &s : m_snapshots) {
                        if (s.node() == node)
                            snap = &s;
                    }
                    const QMap<QString, QByteArray> files =
                        PeerSshPlanner::render(m_plan, node, *snap, *input);
                    CommandSequence::run(
                        m_runner, node,
                        PeerSshPlanner::writeCommands(*snap, m_changes.value(node).journalDir, files), item,
                        this,
                        [pending, writeErrors, done](const Error &e, const QList<remote::CommandResult> &) {
                            if (!e.message.isEmpty())
                                *writeErrors << e.message;
                            if (--*pending == 0)
                                done(writeErrors->isEmpty() ? Error{} : Error{writeErrors->first()});
                        });
                }
            };
            for (const QString &node : nodes) {
                const NodeSnapshot *snap = nullptr;
                for (const NodeSnapshot &s : m_snapshots) {
                    if (s.node() == node)
                        snap = &s;
                }
                const QString pub = PeerSshPlanner::sshDir(snap->sshHome) + QLatin1Char('/') +
                                    PeerSshPlanner::keyName() + QStringLiteral(".pub");
                CommandSequence::run(
                    m_runner, node, {CommandBuilder(QStringLiteral("cat")).path(pub).build()}, item, this,
                    [node, input, left, failed, writeAll](const Error &e,
                                                          const QList<remote::CommandResult> &r) {
                        const QString k =
                            r.isEmpty() ? QString() : PeerSshPlanner::publicKey(r.first().stdoutData);
                        if (!e.message.isEmpty() || k.isEmpty())
                            *failed << (e.message.isEmpty()
                                            ? QCoreApplication::translate("railyard::apply::ClusterApply",
                                                                          "%1: the new SSH key is unreadable")
                                                  .arg(node)
                                            : e.message);
                        else
                            input->publicKeys.insert(node, k);
                        if (--*left == 0)
                            writeAll();
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
    const PeerSshInput sshInput = peerSshInput();
    for (const plan::PlannedNode &pn : m_plan.nodes) {
        const NodeSnapshot *snap = nullptr;
        for (const NodeSnapshot &s : m_snapshots) {
            if (s.node() == pn.name)
                snap = &s;
        }
        const NodeChange c =
            ChangePlanner::compute(m_plan, pn, *snap, m_options, m_result.journalId, sshInput);
        NodeApplyResult *r = m_result.node(pn.name);
        r->diff = c.diff();
        if (c.noop) {
            r->outcome = NodeApplyResult::Outcome::Unchanged;
            continue;
        }
        allNoop = false;
        r->commands = c.commandList();
        r->journalDir = c.journalDir;
        for (qsizetype i = 0; i < c.movedFiles.size(); ++i)
            r->setAside.append({m_options.netplanDir + QLatin1Char('/') + c.movedFiles[i],
                                c.journalDir + QStringLiteral("/files/") + c.movedFiles[i],
                                c.movedDefines.value(i)});
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
                          report::ReportItem *item, const PerNode &perNode, const AllDone &all)
{
    if (nodes.isEmpty()) {
        all({});
        return;
    }
    auto left = std::make_shared<int>(int(nodes.size()));
    auto errors = std::make_shared<QStringList>();
    for (const QString &node : nodes) {
        report::ReportItem *nodeItem = item ? item->addChild(report::ItemKind::Node, node) : nullptr;
        // A step that runs two command lists (journal, then guard) is one step to the user.
        if (m_lastProgress.value(node) != title) {
            m_lastProgress.insert(node, title);
            Q_EMIT progress(node, title);
        }
        CommandSequence::run(m_runner, node, pick(m_changes.value(node)), nodeItem, this,
                             [left, errors, node, perNode, all, nodeItem,
                              this](const Error &error, const QList<remote::CommandResult> &results) {
                                 Error e = error;
                                 // decide.sh refused: the node's guard decided first, and
                                 // every later step leaves that node alone.
                                 if (!e.message.isEmpty() && guardDecided(results)) {
                                     m_guardFirst.insert(node);
                                     e.message =
                                         QCoreApplication::translate(
                                             "railyard::apply::ClusterApply",
                                             "%1: its guard restored the previous configuration before "
                                             "the apply went live (the steps before go-live took longer "
                                             "than %2 s)")
                                             .arg(node)
                                             .arg(m_options.prepareTimeoutSeconds);
                                 }
                                 if (nodeItem)
                                     nodeItem->setStatus(e.message.isEmpty() ? report::ItemStatus::Ok
                                                                             : report::ItemStatus::Failed);
                                 if (perNode)
                                     perNode(node, e, results);
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
                                    "that restores them unless the apply goes live within %2 s and is "
                                    "confirmed within %3 s of going live")
            .arg(m_options.journalRoot)
            .arg(m_options.prepareTimeoutSeconds)
            .arg(m_options.confirmTimeoutSeconds),
        [this, nodes](action::FunctionStep &step, action::FunctionStep::Done done) {
            fanOut(
                step.title(), nodes, [](const NodeChange &c) { return c.journalCommands; }, step.reportItem(),
                [this](const QString &node, const Error &e, const QList<remote::CommandResult> &) {
                    // With restore.sh written the node can always be put back.
                    if (e.message.isEmpty())
                        m_journaled.insert(node);
                },
                [this, nodes, &step, done](const QStringList &errors) {
                    if (!errors.isEmpty()) {
                        abandonJournaled(step.reportItem(), firstError(errors), done);
                        return;
                    }
                    fanOut(
                        step.title(), nodes, [](const NodeChange &c) { return c.guardCommands; },
                        step.reportItem(), {},
                        [this, &step, done](const QStringList &guardErrors) {
                            if (!guardErrors.isEmpty()) {
                                // Guards started on other nodes must not restore later.
                                abandonJournaled(step.reportItem(), firstError(guardErrors), done);
                                return;
                            }
                            done(Error{});
                        });
                });
        },
        [this](action::FunctionStep &step, action::FunctionStep::Done done) {
            rollBack(m_journaled.values(), step.reportItem(), {}, [done] { done(Error{}); });
        }));

    if (m_options.mode == ApplyOptions::Mode::Persistent) {
        m_actions->addStep(new action::FunctionStep(
            QCoreApplication::translate("railyard::apply::ClusterApply", "Write and validate"),
            QCoreApplication::translate(
                "railyard::apply::ClusterApply",
                "stage 40-railyard.yaml (mode 0600) in the journal and check it with "
                "netplan generate in a temporary root; nothing in /etc/netplan changes "
                "yet"),
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
    QStringList sshNodes;
    for (const QString &n : nodes) {
        if (m_changes.value(n).peerSsh)
            sshNodes << n;
    }
    if (!sshNodes.isEmpty()) {
        m_actions->addStep(new action::FunctionStep(
            QCoreApplication::translate("railyard::apply::ClusterApply", "Node-to-node SSH"),
            QCoreApplication::translate(
                "railyard::apply::ClusterApply",
                "a key per node, the peers' keys in authorized_keys, a known_hosts file from the host keys "
                "read over the management sessions and a block in ~/.ssh/config for the cluster addresses"),
            [this, sshNodes](action::FunctionStep &step, action::FunctionStep::Done done) {
                setUpPeerSsh(sshNodes, step.reportItem(), done);
            }));
    }
    m_actions->addStep(new action::FunctionStep(
        QCoreApplication::translate("railyard::apply::ClusterApply", "Go live"),
        m_options.mode == ApplyOptions::Mode::Persistent
            ? QCoreApplication::translate("railyard::apply::ClusterApply",
                                          "netplan apply with the planned files, which go back out of "
                                          "/etc/netplan at once (a reboot before the confirmation boots the "
                                          "old configuration), then the planned addresses and MTU with ip")
            : QCoreApplication::translate("railyard::apply::ClusterApply",
                                          "the planned addresses and MTU with ip only (gone at reboot)"),
        [this, nodes](action::FunctionStep &step, action::FunctionStep::Done done) {
            // The live guards start with this step: the confirm window is counted from here.
            const QDateTime now = QDateTime::currentDateTimeUtc();
            m_guardDeadline = now.addSecs(m_options.confirmTimeoutSeconds);
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
            "read the addresses back over the management session, then make the netplan files "
            "persistent (other files defining cluster links are set aside) and cancel the guard"),
        [this, nodes](action::FunctionStep &step, action::FunctionStep::Done done) {
            auto left = std::make_shared<int>(int(nodes.size()));
            auto failures = std::make_shared<QMap<QString, QString>>();
            for (const QString &node : nodes) {
                confirmNode(node, step.reportItem(),
                            [this, node, nodes, left, failures, &step, done](const Error &e) {
                                if (!e.message.isEmpty())
                                    failures->insert(node, e.message);
                                if (--*left > 0)
                                    return;
                                if (failures->isEmpty() || failures->size() == nodes.size()) {
                                    done(failures->isEmpty() ? Error{} : Error{failures->first()});
                                    return;
                                }
                                // Live and confirmed nodes stay applied; only the ones that
                                // could not confirm go back (by rollback, else by their guard).
                                m_result.error = failures->first();
                                rollBack(failures->keys(), step.reportItem(), *failures,
                                         [done] { done(Error{}); });
                            });
            }
        }));

    connect(m_actions, &action::ActionPlan::finished, this, [this] {
        for (NodeApplyResult &n : m_result.nodes) {
            if (n.outcome == NodeApplyResult::Outcome::Pending)
                n.outcome = NodeApplyResult::Outcome::Applied;
        }
        m_result.success = m_result.error.isEmpty();
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
    connect(job.value(), &remote::CommandJob::finished, this,
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
                    [this, node, nodeItem, done](const Error &e, const QList<remote::CommandResult> &cr) {
                        if (e.message.isEmpty()) {
                            done(Error{});
                            return;
                        }
                        if (guardDecided(cr)) {
                            m_guardFirst.insert(node);
                            done(Error{
                                QCoreApplication::translate(
                                    "railyard::apply::ClusterApply",
                                    "%1: the guard decided before the confirmation arrived; it restores the "
                                    "previous configuration")
                                    .arg(node)});
                            return;
                        }
                        // The claim may have reached the node while its reply was lost:
                        // ask the node what was decided before telling anyone.
                        readDecision(node, nodeItem, e, done);
                    });
            });
}

void ClusterApply::readDecision(const QString &node, report::ReportItem *item, const Error &why,
                                std::function<void(const Error &)> done)
{
    CommandSequence::run(
        m_runner, node, m_changes.value(node).statusCommands, item, this,
        [this, node, why, done](const Error &e, const QList<remote::CommandResult> &r) {
            const QStringList state =
                e.message.isEmpty() && !r.isEmpty()
                    ? QString::fromUtf8(r.first().stdoutData).split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                    : QStringList{};
            if (state.contains(QStringLiteral("confirmed"))) {
                done(Error{});
                return;
            }
            if (state.contains(QStringLiteral("guard")))
                m_guardFirst.insert(node);
            done(Error{
                QCoreApplication::translate("railyard::apply::ClusterApply", "%1: could not confirm: %2")
                    .arg(node, why.message)});
        });
}

bool ClusterApply::guardDecided(const QList<remote::CommandResult> &results)
{
    return !results.isEmpty() && results.last().status == remote::CommandStatus::Completed &&
           results.last().exitCode == ChangePlanner::ExitGuardDecided;
}

void ClusterApply::abandonJournaled(report::ReportItem *item, const Error &error,
                                    action::FunctionStep::Done done)
{
    // Nothing changed on any node yet: each journaled node's write guard
    // stands down, and its journal is marked as needing no restore.
    fanOut(
        QCoreApplication::translate("railyard::apply::ClusterApply", "Stand the guards down"),
        m_journaled.values(), [](const NodeChange &c) { return c.abandonCommands; }, item, {},
        [error, done](const QStringList &) { done(error); });
}

void ClusterApply::rollBack(const QStringList &nodes, report::ReportItem *item,
                            const QMap<QString, QString> &reasons, std::function<void()> done)
{
    fanOut(
        QCoreApplication::translate("railyard::apply::ClusterApply", "Roll back"), nodes,
        [](const NodeChange &c) { return c.rollbackCommands; }, item,
        [this, reasons](const QString &n, const Error &re, const QList<remote::CommandResult> &results) {
            // decide.sh rollback prints who had decided before it: a guard
            // that restored the node on its own is named in the result.
            if (!results.isEmpty() && results.first().stdoutData.split('\n').contains("guard"))
                m_guardFirst.insert(n);
            NodeApplyResult *r = m_result.node(n);
            const bool guardFirst = m_guardFirst.contains(n);
            QString why = reasons.value(n);
            if (guardFirst && why.isEmpty())
                why = QCoreApplication::translate("railyard::apply::ClusterApply",
                                                  "its guard restored the node before the apply went live");
            if (re.message.isEmpty()) {
                r->outcome = NodeApplyResult::Outcome::RolledBack;
                r->message =
                    why.isEmpty()
                        ? QCoreApplication::translate("railyard::apply::ClusterApply",
                                                      "restored from journal %1: it runs its previous "
                                                      "configuration")
                              .arg(m_result.journalId)
                        : QCoreApplication::translate("railyard::apply::ClusterApply",
                                                      "%1; restored from journal %2: it runs its previous "
                                                      "configuration")
                              .arg(why, m_result.journalId);
            } else {
                r->outcome = NodeApplyResult::Outcome::GuardRestore;
                r->message =
                    QCoreApplication::translate(
                        "railyard::apply::ClusterApply",
                        "%1rollback failed (%2); the guard on the node finishes the restore of journal %3")
                        .arg(why.isEmpty() ? QString() : why + QStringLiteral("; "), re.message,
                             m_result.journalId);
            }
        },
        [done](const QStringList &) { done(); });
}

void ClusterApply::end()
{
    m_running = false;
    if (m_report)
        m_report->setStatus(m_result.success ? report::ItemStatus::Ok : report::ItemStatus::Failed);
    Q_EMIT finished();
}

} // namespace railyard::apply
