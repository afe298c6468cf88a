// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"
#include "diag/observations.h"
#include "facts/clusterfacts.h"
#include "inventory/nodeinventory.h"
#include "measure/measurecontext.h"
#include "model/cable.h"
#include "model/cluster.h"
#include "remote/commandrunner.h"
#include "remote/localmachine.h"
#include "remote/sshoptions.h"
#include "remote/transportfactory.h"
#include "render/diagrambuilder.h"
#include "sim/simbackendfactory.h"
#include "util/result.h"

#include <QElapsedTimer>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <functional>
#include <memory>
#include <optional>

namespace railyard::remote {
class CommandRunner;
class CredentialPrompt;
class HostKeyPrompt;
class NetlinkMonitor;
class SecretStore;
class SshTransport;
} // namespace railyard::remote
namespace railyard::report {
class ReportItem;
}
namespace railyard::sim {
class SimCluster;
}
namespace railyard::adopt {
struct AdoptionResult;
}
namespace railyard::inventory {
struct DiscoveryResult;
}
namespace railyard::measure {
struct TestSuiteResults;
enum class TestKind;
} // namespace railyard::measure

namespace railyard::ui {

class ClusterDocument;

// What the wizard talks to for the current document: for a demo the
// in-process simulator, for a project with real nodes one SSH transport per
// node. Either way there is a single runner(), so every page works the same
// on both. Owns the report tree every action records into and the findings
// gathered so far, so the pages share one picture of the cluster whatever
// order they are used in.
class ClusterSession : public QObject
{
    Q_OBJECT
public:
    explicit ClusterSession(ClusterDocument *document, QObject *parent = nullptr);
    ~ClusterSession() override;

    // Simulated seconds per real second for the next demo backend; the demo
    // runs faster than life so a 5 s perftest does not take 5 s.
    void setClockSpeed(double speed) { m_clockSpeed = speed; }
    double clockSpeed() const { return m_clockSpeed; }

    // Drops the backend, the report and the findings and starts afresh
    // for the document as it is now (a demo restarts its simulation).
    void restart();

    // A backend to run commands on: the simulator, or SSH to at least one node.
    bool isConnected() const;
    // Why there is no backend (translated); empty when connected.
    QString unavailableReason() const;
    remote::CommandRunner *runner() const { return m_runner; }
    std::shared_ptr<sim::SimCluster> simCluster() const { return m_sim; }
    // The simulator's clock, or a monotonic real-time clock without one.
    double now() const;

    report::ReportItem *reportRoot() const { return m_report.get(); }
    // The context the measurements need; addresses as last looked up.
    measure::MeasureContext measureContext() const;
    bool hasAddresses() const { return !m_addresses.isEmpty(); }
    // Reads `ip -j addr` on every node (asynchronously); `done(ok, error)`
    // runs on the GUI thread once every node answered.
    void lookUpAddresses(QObject *context, std::function<void(bool, const QString &)> done);

    // Every rule's findings on what the session learnt so far (facts::ClusterFacts).
    QList<diag::Finding> findings() const;
    // A cabling discovery's inventories, neighbour tables, cables and findings
    // become the session's facts; the rules then run on all of it.
    void takeDiscovery(const inventory::DiscoveryResult &result);
    // What an adoption read becomes the session's own: the discovery, and the
    // cables of the recognised topology. The document is the caller's to update.
    void takeAdoption(const adopt::AdoptionResult &result);
    // A test step's results, as soon as it ended.
    void takeTests(const measure::TestSuiteResults &results, measure::TestKind kind);
    const diag::Observations &observations() const { return m_facts.observations(); }
    void noteReportChanged() { Q_EMIT reportChanged(); }

    // How "Test connection" authenticates to a real node; the demo ignores it.
    enum class AuthMethod
    {
        Key,      // the node's identity file only
        Agent,    // ssh-agent and the default keys
        Password, // asked through the credential prompt, optionally kept in the keychain
    };
    Q_ENUM(AuthMethod)
    // Not owned; installed on every SSH transport of the session, now and later.
    void setHostKeyPrompt(remote::HostKeyPrompt *prompt);
    void setCredentialPrompt(remote::CredentialPrompt *prompt);
    // Connects to one node (the simulator in a demo, SSH otherwise) and, once
    // it answers, reads its inventory. Never blocks; `done(ok, message)` runs
    // on the GUI thread with the inventory already stored (inventory()).
    // For SSH the node's transport in runner() is replaced by one using
    // `auth`, so the pages after this one sign in the same way.
    void testConnection(const QString &node, AuthMethod auth, QObject *context,
                        std::function<void(bool, const QString &)> done);
    // How the node's SSH transport signs in; the next command to it uses the new way.
    void setAuthMethod(const QString &node, AuthMethod auth);
    bool isTesting(const QString &node) const { return m_testing.contains(node); }
    // Whether `node` is the machine Railyard runs on (served by
    // LocalTransport), and which rule said so.
    std::optional<remote::LocalMachine::Match> localMatch(const QString &node) const;
    // Off: every node over SSH (the GUI's --no-local); nodes the project
    // marks local stay local.
    void setLocalDetection(bool on);
    // The node that is this machine, if any.
    QString localNode() const;
    // The local node's link states as the kernel reported them since the
    // last discovery (netlink events; no polling).
    const render::LiveLinks &liveLinks() const { return m_liveLinks; }
    // For tests: the machine to recognise nodes against.
    void setLocalMachine(const remote::LocalMachine &machine) { m_localMachine = machine; }
    std::optional<inventory::NodeInventory> inventory(const QString &node) const;
    QList<inventory::NodeInventory> inventories() const { return m_inventories.values(); }

Q_SIGNALS:
    // Before the backend goes away: stop everything that uses runner().
    void aboutToReset();
    void reset();
    void findingsChanged();
    void reportChanged();
    void inventoryChanged(const QString &node);
    // An SSH transport of runner() could not connect (or lost its
    // connection); `message` names the node. Pages show it in their banner.
    void connectionFailed(const QString &node, const QString &message);
    // A node became, or stopped being, this machine.
    void localNodeChanged(const QString &node);
    // A cluster netdev of the local node went down or came back.
    void liveLinkChanged(const QString &node, const QString &netdev, bool linked);
    // An address of a cluster netdev of the local node was added or removed.
    void liveAddressChanged(const QString &node, const QString &netdev);

private:
    void documentChanged();
    // Keeps one SSH transport per project node in m_runner, rebuilt only for
    // nodes whose address, user, port or key changed.
    void syncTransports();
    Result<remote::CommandTransport *> makeTransport(const model::Node &node, AuthMethod auth);
    remote::TransportFactory transportFactory();
    // After an inventory: a node whose machine-id is this machine's becomes local.
    void recheckLocal(const QString &node);
    // A netlink monitor while a node is this machine, none otherwise.
    void watchLocalLinks();
    static QString connectionKey(const model::Node &node, AuthMethod auth);
    void collectInventory(const QString &node, remote::CommandRunner *runner, QObject *context,
                          std::function<void(bool, const QString &)> done);

    ClusterDocument *m_document;
    QString m_scenario; // the demo the backend was built for
    QString m_path;     // the project file the backend was built for
    model::Cluster m_seenCluster;
    double m_clockSpeed = sim::SimBackendFactory::DemoClockSpeed;
    QPointer<remote::CommandRunner> m_runner;
    std::shared_ptr<sim::SimCluster> m_sim;
    std::unique_ptr<report::ReportItem> m_report;
    measure::RailAddressBook m_addresses;
    facts::ClusterFacts m_facts;
    QElapsedTimer m_elapsed;
    // Per SSH node: what its transport was built from, and how it signs in.
    QMap<QString, QString> m_transportKeys;
    QMap<QString, AuthMethod> m_auth;
    remote::HostKeyPrompt *m_hostKeyPrompt = nullptr;
    remote::CredentialPrompt *m_credentialPrompt = nullptr;
    std::unique_ptr<remote::SecretStore> m_secrets;
    QSet<QString> m_testing;
    remote::LocalMachine m_localMachine = remote::LocalMachine::current();
    bool m_localDetection = true;
    QMap<QString, remote::LocalMachine::Match> m_local;
    remote::NetlinkMonitor *m_monitor = nullptr;
    render::LiveLinks m_liveLinks;
    QMap<QString, inventory::NodeInventory> m_inventories;
};

} // namespace railyard::ui
