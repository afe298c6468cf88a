// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/discoveryresult.h"
#include "inventory/lldpparser.h"
#include "model/cluster.h"
#include "probe/ipneighparser.h"
#include "remote/commandresult.h"
#include "remote/remotecommand.h"
#include "util/result.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QMultiMap>
#include <QObject>
#include <functional>

namespace railyard::report {
class ReportItem;
}

namespace railyard::remote {
class CommandRunner;
}

namespace railyard::inventory {

class InventoryCollector;

// Finds the real cabling without installing anything: brings the cluster
// netdevs up (never the management interface), pings the IPv6 all-nodes
// address on each so every neighbour answers, then reads every node's
// neighbour table (and LLDP where lldpd runs) and matches the MACs against
// all inventories (CablingMatcher), then judges the result (DiscoveryRules).
// All nodes work in parallel; the neighbour tables are read once every
// node has pinged. A failing step is a note, not the end of discovery.
class CablingDiscovery : public QObject
{
    Q_OBJECT
public:
    explicit CablingDiscovery(remote::CommandRunner *runner, QObject *parent = nullptr);

    // Collects the inventory first.
    void start(const model::Cluster &cluster, report::ReportItem *reportParent = nullptr);
    // Uses inventories already collected (in any order; missing nodes count as unreachable).
    void start(const model::Cluster &cluster, const QList<NodeInventory> &inventories,
               report::ReportItem *reportParent = nullptr);
    bool isRunning() const { return m_running; }
    const DiscoveryResult &result() const { return m_result; }

Q_SIGNALS:
    void inventoryFinished();
    void finished(const railyard::inventory::DiscoveryResult &result);

private:
    using Handler = std::function<void(const remote::CommandResult &)>;

    void bringUp(int index);
    void ping(int index);
    void readTables(int index);
    // Runs a command for node `index`; `done` runs when it and every other
    // command of the node's current stage are in.
    void run(int index, const QString &what, const Result<remote::RemoteCommand> &command, Handler handler);
    void stageDone(int index);
    void complete();

    remote::CommandRunner *m_runner;
    InventoryCollector *m_collector = nullptr;
    report::ReportItem *m_report = nullptr;
    quint64 m_generation = 0;
    model::Cluster m_cluster;
    DiscoveryResult m_result;
    QList<int> m_stage;
    QList<int> m_pending;
    QMap<QString, probe::IpNeighResult> m_neighbours;
    QMap<QString, QList<LldpNeighbour>> m_lldp;
    QHash<int, QMultiMap<QString, QString>> m_pingFailures; // node index -> reason -> netdev
    int m_waiting = 0;
    bool m_running = false;
};

} // namespace railyard::inventory
