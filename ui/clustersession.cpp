// SPDX-License-Identifier: GPL-3.0-or-later
#include "clustersession.h"

#include "adopt/adoptionresult.h"
#include "clusterdocument.h"
#include "diag/causelinker.h"
#include "diag/diagnosisengine.h"
#include "diag/raillookup.h"
#include "inventory/inventorycollector.h"
#include "measure/railaddresslookup.h"
#include "plan/networkplanner.h"
#include "remote/commandjob.h"
#include "remote/commandresult.h"
#include "remote/commandrunner.h"
#include "remote/commandtransport.h"
#include "remote/keychainsecretstore.h"
#include "remote/netlinkmonitor.h"
#include "remote/sshtransport.h"
#include "remote/transportfactory.h"
#include "report/reportitem.h"
#include "sim/simbackendfactory.h"
#include "sim/simcluster.h"

#include <QDir>
#include <QFileInfo>

namespace railyard::ui {

ClusterSession::ClusterSession(ClusterDocument *document, QObject *parent)
    : QObject(parent), m_document(document)
{
    m_elapsed.start();
    connect(m_document, &ClusterDocument::changed, this, &ClusterSession::documentChanged);
    restart();
}

ClusterSession::~ClusterSession() = default;

void ClusterSession::documentChanged()
{
    // Editing the cluster keeps the backend; another demo or another project replaces it.
    // Saving under a new name changes the path but not the cluster: that keeps it too.
    const bool otherProject = !m_document->isDemo() && m_document->filePath() != m_path &&
                              !(m_document->cluster() == m_seenCluster);
    if (m_document->demoScenario() != m_scenario || otherProject) {
        restart();
        return;
    }
    m_path = m_document->filePath();
    m_seenCluster = m_document->cluster();
    if (!m_document->isDemo())
        syncTransports();
}

void ClusterSession::restart()
{
    Q_EMIT aboutToReset();
    if (m_runner)
        m_runner->deleteLater(); // jobs of the old backend may still deliver their last signal
    m_runner = nullptr;
    m_sim.reset();
    m_addresses = measure::RailAddressBook();
    m_facts.clear();
    m_inventories.clear();
    m_testing.clear();
    m_local.clear();
    m_liveLinks.clear();
    m_transportKeys.clear();
    m_auth.clear();
    m_scenario = m_document->demoScenario();
    m_path = m_document->filePath();
    m_seenCluster = m_document->cluster();
    m_report = std::make_unique<report::ReportItem>(
        report::ItemKind::Cluster,
        m_document->isDemo() ? tr("Demo %1 (simulated)").arg(m_scenario) : tr("Cluster"));
    if (m_document->isDemo()) {
        auto backend = sim::SimBackendFactory::create(m_scenario, m_clockSpeed, this);
        if (backend) {
            m_runner = backend->runner;
            m_sim = backend->cluster;
        } else {
            m_report->setStatus(report::ItemStatus::Failed);
            m_report->setMessage(backend.error().toString());
        }
    } else {
        syncTransports();
    }
    Q_EMIT reset();
    Q_EMIT findingsChanged();
    Q_EMIT reportChanged();
}

QString ClusterSession::connectionKey(const model::Node &node, AuthMethod auth)
{
    return QStringList{node.managementAddress,        node.sshUser,
                       QString::number(node.sshPort), node.identityFile,
                       QString::number(int(auth)),    node.local ? QStringLiteral("local") : QString()}
        .join(QChar(0));
}

remote::TransportFactory ClusterSession::transportFactory()
{
    if (!m_secrets)
        m_secrets = std::make_unique<remote::KeychainSecretStore>();
    remote::TransportFactory factory(m_document->cluster().options.knownHostsFile, m_document->filePath());
    factory.setHostKeyPrompt(m_hostKeyPrompt);
    factory.setCredentialPrompt(m_credentialPrompt);
    factory.setSecretStore(m_secrets.get());
    factory.setLocalMachine(m_localDetection ? std::optional(m_localMachine) : std::nullopt);
    // Root work on this machine asks polkit; the GUI itself never runs as root.
    factory.setLocalPrivilege(remote::LocalTransport::Privilege::Pkexec);
    return factory;
}

std::optional<remote::LocalMachine::Match> ClusterSession::localMatch(const QString &node) const
{
    const auto it = m_local.constFind(node);
    return it == m_local.constEnd() ? std::nullopt : std::optional(*it);
}

void ClusterSession::setLocalDetection(bool on)
{
    if (m_localDetection == on)
        return;
    m_localDetection = on;
    m_transportKeys.clear(); // every node is looked at again
    syncTransports();
}

Result<remote::CommandTransport *> ClusterSession::makeTransport(const model::Node &node, AuthMethod auth)
{
    const remote::TransportFactory factory = transportFactory();
    const auto match = factory.localMatch(node, m_inventories.value(node.name).machineId);
    const bool wasLocal = m_local.contains(node.name);
    if (match)
        m_local.insert(node.name, *match);
    else
        m_local.remove(node.name);
    if (wasLocal != bool(match))
        Q_EMIT localNodeChanged(node.name);
    const auto made =
        factory.transportFor(node, auth == AuthMethod::Key     ? remote::TransportFactory::Auth::Key
                                   : auth == AuthMethod::Agent ? remote::TransportFactory::Auth::Agent
                                                               : remote::TransportFactory::Auth::Password);
    if (!made)
        return made.error();
    auto *transport = qobject_cast<remote::SshTransport *>(made.value());
    if (!transport)
        return made.value(); // this machine: nothing to sign in to, nothing to lose
    const QString name = node.name;
    QPointer<remote::CommandRunner> runner = m_runner;
    auto failed = [this, name, runner](const QString &reason) {
        if (runner && runner == m_runner)
            Q_EMIT connectionFailed(name, reason);
    };
    connect(transport, &remote::SshTransport::connectionFailed, this, failed);
    connect(transport, &remote::SshTransport::disconnected, this, failed);
    return made.value();
}

void ClusterSession::syncTransports()
{
    if (m_document->isDemo())
        return;
    const model::Cluster &cluster = m_document->cluster();
    if (!m_runner && cluster.nodes.isEmpty())
        return;
    if (!m_runner)
        m_runner = new remote::CommandRunner(this);
    QSet<QString> names;
    for (const model::Node &node : cluster.nodes) {
        names.insert(node.name);
        // Until "Test connection" says otherwise: the key the project names, else agent and default keys.
        const AuthMethod auth =
            m_auth.value(node.name, node.identityFile.isEmpty() ? AuthMethod::Agent : AuthMethod::Key);
        const QString key = connectionKey(node, auth);
        if (m_runner->transport(node.name) && m_transportKeys.value(node.name) == key)
            continue;
        if (m_testing.contains(node.name))
            continue; // its test replaces the transport when it is done with it
        const auto transport = makeTransport(node, auth);
        if (!transport)
            continue; // the node's "Test connection" explains it; commands to it say "no connection"
        m_runner->setTransport(node.name, transport.value());
        m_transportKeys.insert(node.name, key);
    }
    for (const QString &node : m_runner->nodes()) {
        if (names.contains(node))
            continue;
        // A removed or renamed node: its queued answers must not outlive it.
        if (remote::CommandTransport *t = m_runner->transport(node))
            t->deleteLater();
        m_transportKeys.remove(node);
    }
    for (const QString &node : m_local.keys()) {
        if (!names.contains(node))
            m_local.remove(node);
    }
    watchLocalLinks();
}

QString ClusterSession::localNode() const
{
    return m_local.isEmpty() ? QString() : m_local.firstKey();
}

void ClusterSession::watchLocalLinks()
{
    if (m_local.isEmpty() || m_document->isDemo()) {
        delete m_monitor;
        m_monitor = nullptr;
        return;
    }
    if (m_monitor)
        return;
    m_monitor = new remote::NetlinkMonitor(this);
    if (const Result<void> started = m_monitor->start(); !started) {
        // Pages still show what the last inventory or discovery read.
        Q_EMIT connectionFailed(localNode(), started.error().message);
        delete m_monitor;
        m_monitor = nullptr;
        return;
    }
    connect(m_monitor, &remote::NetlinkMonitor::linkChanged, this, [this](const remote::LinkEvent &e) {
        const QString node = localNode();
        // Only the cluster's netdevs: the management link and anything
        // else on this machine are not the cables' business.
        if (node.isEmpty() || !diag::RailLookup::fromNetdev(e.netdev))
            return;
        const bool linked = e.linked();
        auto &links = m_liveLinks[node];
        if (links.contains(e.netdev) && links.value(e.netdev) == linked)
            return;
        links.insert(e.netdev, linked);
        Q_EMIT liveLinkChanged(node, e.netdev, linked);
    });
    connect(m_monitor, &remote::NetlinkMonitor::addressChanged, this, [this](int, const QString &netdev) {
        const QString node = localNode();
        if (node.isEmpty() || netdev.isEmpty() || !diag::RailLookup::fromNetdev(netdev))
            return;
        Q_EMIT liveAddressChanged(node, netdev);
    });
}

void ClusterSession::recheckLocal(const QString &node)
{
    const model::Node *n = m_document->cluster().node(node);
    if (!n || m_local.contains(node) || !m_runner || m_document->isDemo())
        return;
    const auto match = transportFactory().localMatch(*n, m_inventories.value(node).machineId);
    if (!match)
        return;
    const AuthMethod auth =
        m_auth.value(node, n->identityFile.isEmpty() ? AuthMethod::Agent : AuthMethod::Key);
    if (auto made = makeTransport(*n, auth)) {
        m_runner->setTransport(node, made.value());
        m_transportKeys.insert(node, connectionKey(*n, auth));
    }
    watchLocalLinks();
}

void ClusterSession::setAuthMethod(const QString &node, AuthMethod auth)
{
    if (m_auth.contains(node) && m_auth.value(node) == auth)
        return;
    m_auth.insert(node, auth);
    syncTransports();
}

void ClusterSession::setHostKeyPrompt(remote::HostKeyPrompt *prompt)
{
    m_hostKeyPrompt = prompt;
    if (!m_runner || m_document->isDemo())
        return;
    for (const QString &node : m_runner->nodes())
        if (auto *t = qobject_cast<remote::SshTransport *>(m_runner->transport(node)))
            t->setHostKeyPrompt(prompt);
}

void ClusterSession::setCredentialPrompt(remote::CredentialPrompt *prompt)
{
    m_credentialPrompt = prompt;
    if (!m_runner || m_document->isDemo())
        return;
    for (const QString &node : m_runner->nodes())
        if (auto *t = qobject_cast<remote::SshTransport *>(m_runner->transport(node)))
            t->setCredentialPrompt(prompt);
}

bool ClusterSession::isConnected() const
{
    return m_runner && (m_document->isDemo() || !m_document->cluster().nodes.isEmpty());
}

QString ClusterSession::unavailableReason() const
{
    if (isConnected())
        return {};
    if (m_document->isDemo())
        return tr("The demo scenario \"%1\" could not be started: %2")
            .arg(m_scenario, m_report ? m_report->message() : QString());
    return tr("The cluster has no nodes yet: add them on the Nodes page.");
}

double ClusterSession::now() const
{
    if (m_sim)
        return m_sim->clock().now();
    return double(m_elapsed.elapsed()) / 1000.0;
}

measure::MeasureContext ClusterSession::measureContext() const
{
    measure::MeasureContext ctx;
    ctx.runner = m_runner;
    ctx.cluster = m_document->cluster();
    if (auto plan = plan::NetworkPlanner::plan(ctx.cluster))
        ctx.plan = plan.value();
    ctx.addresses = m_addresses;
    return ctx;
}

void ClusterSession::lookUpAddresses(QObject *context, std::function<void(bool, const QString &)> done)
{
    if (!isConnected()) {
        done(false, unavailableReason());
        return;
    }
    const QStringList nodes = m_document->cluster().nodeNames();
    if (nodes.isEmpty()) {
        done(false, tr("The cluster has no nodes."));
        return;
    }
    report::ReportItem *step = m_report->addChild(report::ItemKind::Step, tr("Read the rail addresses"));
    step->setStatus(report::ItemStatus::Running);
    std::optional<plan::NetworkPlan> plan;
    if (auto planned = plan::NetworkPlanner::plan(m_document->cluster()))
        plan = planned.value();
    auto *lookup = new measure::RailAddressLookup(m_runner, nodes, plan ? &*plan : nullptr, step, context);
    // The runner outlives this call but not a restart: a stale answer must not land in the new session.
    QPointer<remote::CommandRunner> runner = m_runner;
    connect(lookup, &measure::RailAddressLookup::finished, context, [this, lookup, runner, done] {
        lookup->deleteLater();
        if (runner != m_runner)
            return;
        const bool ok = lookup->errors().isEmpty();
        if (ok)
            m_addresses = lookup->book();
        Q_EMIT reportChanged();
        done(ok, lookup->errors().join(QLatin1Char('\n')));
    });
    lookup->start();
}

QList<diag::Finding> ClusterSession::findings() const
{
    return m_facts.findings();
}

void ClusterSession::takeDiscovery(const inventory::DiscoveryResult &result)
{
    for (const inventory::NodeInventory &inv : result.inventories) {
        if (inv.reachable)
            m_inventories.insert(inv.node, inv);
    }
    m_facts.judgeAgainst(m_document->cluster());
    m_facts.addDiscovery(result);
    // The discovery judged every link afresh: older events are in it.
    m_liveLinks.clear();
    Q_EMIT findingsChanged();
    for (const inventory::NodeInventory &inv : result.inventories)
        Q_EMIT inventoryChanged(inv.node);
}

void ClusterSession::takeAdoption(const adopt::AdoptionResult &result)
{
    takeDiscovery(result.discovery);
    m_facts.setCables(result.topology.cables);
    Q_EMIT findingsChanged();
}

void ClusterSession::takeTests(const measure::TestSuiteResults &results, measure::TestKind kind)
{
    m_facts.judgeAgainst(m_document->cluster());
    m_facts.addTests(results, kind);
    Q_EMIT findingsChanged();
}

std::optional<inventory::NodeInventory> ClusterSession::inventory(const QString &node) const
{
    const auto it = m_inventories.constFind(node);
    if (it == m_inventories.constEnd())
        return std::nullopt;
    return *it;
}

void ClusterSession::testConnection(const QString &node, AuthMethod auth, QObject *context,
                                    std::function<void(bool, const QString &)> done)
{
    const model::Node *n = m_document->cluster().node(node);
    if (!n) {
        done(false, tr("There is no node \"%1\" in the project.").arg(node));
        return;
    }
    if (m_testing.contains(node)) {
        done(false, tr("%1: a connection test is already running.").arg(node));
        return;
    }
    if (m_document->isDemo()) {
        if (!m_runner) {
            done(false, unavailableReason());
            return;
        }
        collectInventory(node, m_runner, context, done);
        return;
    }

    if (!m_runner)
        syncTransports();
    if (!m_runner) {
        done(false, unavailableReason());
        return;
    }
    // A fresh transport per test: the user may have changed address, user, key or sign-in since,
    // and it becomes the node's transport for every page.
    const auto made = makeTransport(*n, auth);
    if (!made) {
        done(false, made.error().message);
        return;
    }
    auto *transport = qobject_cast<remote::SshTransport *>(made.value());
    if (transport) {
        if (const auto resolved = transport->target(); !resolved) {
            transport->deleteLater();
            done(false, resolved.error().toString());
            return;
        }
    }
    m_auth.insert(node, auth);
    m_runner->setTransport(node, made.value());
    m_transportKeys.insert(node, connectionKey(*n, auth));
    if (!transport) {
        // This machine: no sign-in to test, its inventory is read directly.
        collectInventory(node, m_runner, context, done);
        return;
    }
    m_testing.insert(node);
    QPointer<remote::CommandRunner> runner = m_runner;
    auto once = std::make_shared<bool>(false);
    connect(transport, &remote::SshTransport::connected, context, [this, node, runner, context, done, once] {
        if (std::exchange(*once, true) || !runner || runner != m_runner)
            return;
        m_testing.remove(node);
        collectInventory(node, runner, context, done);
    });
    connect(transport, &remote::SshTransport::connectionFailed, context,
            [this, node, runner, done, once](const QString &reason) {
                if (std::exchange(*once, true) || !runner || runner != m_runner)
                    return;
                m_testing.remove(node);
                done(false, reason);
            });
    transport->connectToNode();
}

void ClusterSession::collectInventory(const QString &node, remote::CommandRunner *runner, QObject *context,
                                      std::function<void(bool, const QString &)> done)
{
    const model::Node *n = m_document->cluster().node(node);
    if (!n) {
        done(false, tr("There is no node \"%1\" in the project.").arg(node));
        return;
    }
    model::Cluster one = m_document->cluster();
    one.nodes = {*n};
    one.cables.clear();
    m_testing.insert(node);
    auto *collector = new inventory::InventoryCollector(runner, this);
    report::ReportItem *step =
        m_report->addChild(report::ItemKind::Step, tr("Test the connection to %1").arg(node));
    step->setStatus(report::ItemStatus::Running);
    QPointer<QObject> guard = context;
    QPointer<remote::CommandRunner> alive = runner;
    connect(collector, &inventory::InventoryCollector::finished, this,
            [this, collector, node, step, guard, alive, done] {
                collector->deleteLater();
                if (!alive || !m_testing.contains(node))
                    return; // restarted meanwhile: the report and the runner are gone
                m_testing.remove(node);
                const inventory::NodeInventory inv = collector->results().value(0);
                const bool ok = inv.reachable && !inv.hostname.isEmpty();
                step->setStatus(ok ? report::ItemStatus::Ok : report::ItemStatus::Failed);
                QStringList problems;
                for (const inventory::InventoryIssue &issue : inv.issues)
                    problems << issue.message;
                step->setMessage(problems.join(QLatin1Char('\n')));
                m_inventories.insert(node, inv);
                // Its machine-id may say it is this machine after all (an
                // address reached through NAT, a name only DNS knows).
                recheckLocal(node);
                // The rules see what the inventory read (another tool's netplan files).
                m_facts.judgeAgainst(m_document->cluster());
                m_facts.addInventory(inv);
                Q_EMIT findingsChanged();
                Q_EMIT inventoryChanged(node);
                Q_EMIT reportChanged();
                if (!guard)
                    return;
                if (ok)
                    done(true, problems.isEmpty() ? tr("%1 answered as %2.").arg(node, inv.hostname)
                                                  : tr("%1 answered as %2; %n detail(s) could not be read.",
                                                       nullptr, int(problems.size()))
                                                        .arg(node, inv.hostname));
                else
                    done(false, problems.isEmpty() ? tr("%1 did not answer.").arg(node) : problems.first());
            });
    collector->start(one, step);
}

} // namespace railyard::ui
