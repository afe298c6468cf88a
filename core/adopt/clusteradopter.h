// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "adopt/adoptionresult.h"
#include "model/cluster.h"

#include <QObject>
#include <QPointer>

namespace railyard::remote {
class CommandRunner;
}
namespace railyard::report {
class ReportItem;
}
namespace railyard::inventory {
class CablingDiscovery;
struct DiscoveryResult;
} // namespace railyard::inventory

namespace railyard::adopt {

// Reads a cluster someone else set up, changing nothing but the cluster
// links' up state that discovery needs: inventories (addresses, routes,
// netplan), discovery (which port answers where), then names the topology
// and each node's layout and runs every rule on what was read. The nodes'
// names and logins come from `nodes`; its topology and cables are ignored.
class ClusterAdopter : public QObject
{
    Q_OBJECT
public:
    explicit ClusterAdopter(remote::CommandRunner *runner, QObject *parent = nullptr);

    void start(const model::Cluster &nodes, report::ReportItem *reportParent = nullptr);
    bool isRunning() const { return m_running; }

    // Pure: what start() concludes from a discovery (tests feed it tables).
    static AdoptionResult conclude(const model::Cluster &nodes, const inventory::DiscoveryResult &discovery);

Q_SIGNALS:
    void progress(const QString &message); // translated
    void finished(const railyard::adopt::AdoptionResult &result);

private:
    remote::CommandRunner *m_runner;
    QPointer<inventory::CablingDiscovery> m_discovery;
    bool m_running = false;
};

} // namespace railyard::adopt
