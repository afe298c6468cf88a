// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/nodeinventory.h"
#include "model/cluster.h"
#include "probe/ipaddrparser.h"
#include "remote/commandresult.h"
#include "remote/remotecommand.h"
#include "util/result.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <functional>
#include <memory>
#include <optional>

namespace railyard::report {
class ReportItem;
}

namespace railyard::remote {
class CommandRunner;
}

namespace railyard::inventory {

// Reads what every node has (see NodeInventory) without changing anything.
// All nodes are asked in parallel through the runner; each node's commands
// run concurrently too, except the root-only reads (cable EEPROM, PCIe link
// status), which wait until `sudo -n true` has said whether sudo works.
// Never blocks: results arrive through the signals.
class InventoryCollector : public QObject
{
    Q_OBJECT
public:
    // Everything NodeInventory holds, or only what a change of the cluster
    // links needs (hostname, addresses, routes, the management interface):
    // an apply reads no GPU, EEPROM, PCIe or driver details, one process
    // per question fewer on every node.
    enum class Scope
    {
        Full,
        Network
    };

    explicit InventoryCollector(remote::CommandRunner *runner, QObject *parent = nullptr);
    ~InventoryCollector() override;

    void setScope(Scope scope) { m_scope = scope; }

    // Starts on every node of `cluster`; a second start() while running is
    // a programmer error. finished() follows even when every node fails.
    void start(const model::Cluster &cluster, report::ReportItem *reportParent = nullptr);
    bool isRunning() const { return m_running; }
    // In cluster order; complete once finished() has been emitted.
    const QList<NodeInventory> &results() const { return m_results; }

Q_SIGNALS:
    void nodeFinished(const railyard::inventory::NodeInventory &inventory);
    void finished();

private:
    using Handler = std::function<void(NodeInventory &, const remote::CommandResult &)>;

    void startNode(int index);
    void startRootReads(int index);
    // For a node served by the local transport: links, addresses, routes
    // and RDMA devices from libnl / libibverbs instead of commands.
    void readLocally(int index, std::shared_ptr<std::optional<probe::IpAddrResult>> addrs, bool withRdma);
    // Runs one command for node `index`; `handler` sees every completed run
    // (any exit code); transport failures become issues automatically.
    void issue(int index, const QString &field, const Result<remote::RemoteCommand> &command,
               Handler handler);
    void commandDone(int index);
    void finishNode(int index);

    remote::CommandRunner *m_runner;
    report::ReportItem *m_report = nullptr;
    QList<NodeInventory> m_results;
    QList<int> m_pending;
    QList<int> m_phase;
    QHash<int, std::shared_ptr<std::optional<probe::IpAddrResult>>> m_addrs;
    int m_nodesLeft = 0;
    Scope m_scope = Scope::Full;
    quint64 m_run = 0; // counts start(): a local read of an earlier run is dropped
    bool m_running = false;
};

} // namespace railyard::inventory
