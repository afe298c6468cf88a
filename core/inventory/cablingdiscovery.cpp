// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/cablingdiscovery.h"

#include "diag/tooltable.h"
#include "inventory/cablingmatcher.h"
#include "inventory/discoveryrules.h"
#include "inventory/inventorycollector.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "remote/kernelread.h"
#include "remote/localtransport.h"
#include "remote/netlinkreader.h"

#include <QCoreApplication>
#include <QHostAddress>

namespace railyard::inventory {

using remote::CommandBuilder;
using remote::CommandResult;
using remote::CommandStatus;

namespace {

enum Stage
{
    LinkUp = 0,
    Ping = 1,
    Barrier = 2,
    Tables = 3,
    Done = 4
};

QString reason(const CommandResult &r)
{
    if (r.status != CommandStatus::Completed)
        return r.errorMessage.isEmpty() ? remote::commandStatusName(r.status) : r.errorMessage;
    const QString err = QString::fromUtf8(r.stderrData).trimmed().section(QLatin1Char('\n'), 0, 0);
    return err.isEmpty()
               ? QCoreApplication::translate("railyard::inventory::CablingDiscovery", "exit code %1")
                     .arg(r.exitCode)
               : QCoreApplication::translate("railyard::inventory::CablingDiscovery", "exit code %1: %2")
                     .arg(r.exitCode)
                     .arg(err);
}

} // namespace

CablingDiscovery::CablingDiscovery(remote::CommandRunner *runner, QObject *parent)
    : QObject(parent), m_runner(runner)
{
    Q_ASSERT(runner);
}

void CablingDiscovery::start(const model::Cluster &cluster, report::ReportItem *reportParent)
{
    Q_ASSERT(!m_running);
    m_running = true;
    if (!m_collector) {
        m_collector = new InventoryCollector(m_runner, this);
        connect(m_collector, &InventoryCollector::finished, this, [this] {
            Q_EMIT inventoryFinished();
            m_running = false;
            start(m_cluster, m_collector->results(), m_report);
        });
    }
    m_cluster = cluster;
    m_report = reportParent;
    m_collector->start(cluster, reportParent);
}

void CablingDiscovery::start(const model::Cluster &cluster, const QList<NodeInventory> &inventories,
                             report::ReportItem *reportParent)
{
    Q_ASSERT(!m_running);
    m_running = true;
    m_cluster = cluster;
    ++m_generation; // results of an earlier run are dropped on arrival
    m_report = reportParent;
    m_result = {};
    m_neighbours.clear();
    m_lldp.clear();
    // One inventory per cluster node, in cluster order.
    for (const model::Node &node : cluster.nodes) {
        const auto it = std::find_if(inventories.cbegin(), inventories.cend(),
                                     [&](const NodeInventory &i) { return i.node == node.name; });
        if (it != inventories.cend()) {
            m_result.inventories.append(*it);
        } else {
            NodeInventory missing;
            missing.node = node.name;
            missing.managementAddress = node.managementAddress;
            missing.reachable = false;
            missing.issues.append(
                {QStringLiteral("inventory"),
                 QCoreApplication::translate("railyard::inventory::CablingDiscovery", "%1: no inventory")
                     .arg(node.name)});
            m_result.inventories.append(missing);
        }
    }
    const int n = int(m_result.inventories.size());
    m_stage = QList<int>(n, LinkUp);
    m_pending = QList<int>(n, 0);
    m_waiting = n;
    if (n == 0) {
        QMetaObject::invokeMethod(
            this, [this] { complete(); }, Qt::QueuedConnection);
        return;
    }
    for (int i = 0; i < n; ++i) {
        if (!m_result.inventories[i].reachable) {
            m_stage[i] = Done;
            --m_waiting;
            continue;
        }
        bringUp(i);
    }
    if (m_waiting == 0)
        QMetaObject::invokeMethod(
            this, [this] { complete(); }, Qt::QueuedConnection);
}

void CablingDiscovery::run(int index, const QString &what, const Result<remote::RemoteCommand> &command,
                           Handler handler)
{
    const QString node = m_result.inventories[index].node;
    if (!command) {
        m_result.notes << QCoreApplication::translate("railyard::inventory::CablingDiscovery", "%1: %2: %3")
                              .arg(node, what, command.error().message);
        return;
    }
    Result<remote::CommandJob *> job = m_runner->run(node, command.value(), m_report);
    if (!job) {
        m_result.notes << QCoreApplication::translate("railyard::inventory::CablingDiscovery", "%1: %2: %3")
                              .arg(node, what, job.error().message);
        return;
    }
    ++m_pending[index];
    connect(job.value(), &remote::CommandJob::finished, this, [this, index, handler](const CommandResult &r) {
        handler(r);
        if (--m_pending[index] == 0)
            stageDone(index);
    });
}

void CablingDiscovery::bringUp(int index)
{
    const NodeInventory &inv = m_result.inventories[index];
    for (const NetdevInventory &n : inv.netdevs) {
        // Only the cluster netdevs that are down, and never the session's own interface.
        if (!n.present || n.adminUp || !inv.isTouchable(n.netdev))
            continue;
        const QString what = QStringLiteral("ip link set dev %1 up").arg(n.netdev);
        const QString node = inv.node;
        run(index, what,
            CommandBuilder(QStringLiteral("ip"))
                .word(QStringLiteral("link"))
                .word(QStringLiteral("set"))
                .word(QStringLiteral("dev"))
                .interface(n.netdev)
                .word(QStringLiteral("up"))
                .asRoot()
                .build(),
            [this, node, what](const CommandResult &r) {
                if (!r.succeeded())
                    m_result.notes << QCoreApplication::translate(
                                          "railyard::inventory::CablingDiscovery",
                                          "%1: %2 failed (%3); its cable may be missed")
                                          .arg(node, what, reason(r));
            });
    }
    if (m_pending[index] == 0)
        stageDone(index);
}

void CablingDiscovery::ping(int index)
{
    const NodeInventory &inv = m_result.inventories[index];
    for (const NetdevInventory &n : inv.netdevs) {
        if (!n.present || !inv.isTouchable(n.netdev))
            continue;
        const QString what = QStringLiteral("ping -6 ff02::1 on %1").arg(n.netdev);
        // Every IPv6 host on the link answers the all-nodes address, which
        // fills the neighbour table without any address being configured.
        run(index, what,
            CommandBuilder(QStringLiteral("ping"))
                .flag(QStringLiteral("-6"))
                .flag(QStringLiteral("-c"))
                .number(2)
                .flag(QStringLiteral("-w"))
                .number(3)
                .flag(QStringLiteral("-I"))
                .interface(n.netdev)
                .address(QStringLiteral("ff02::1"))
                .timeout(10000)
                .build(),
            [this, index, netdev = n.netdev](const CommandResult &r) {
                // No answer on an uncabled netdev is normal (exit 1); only a ping that could not run is worth
                // a note.
                if (r.status != CommandStatus::Completed || r.exitCode > 1)
                    m_pingFailures[index].insert(reason(r), netdev);
            });
    }
    // The other nodes' rail addresses that share a subnet with one of ours,
    // pinged through the kernel's own route choice: the ARP exchange puts
    // them in the neighbour table with the MAC that really answered, which is
    // how ARP flux shows when two rails share a subnet (it needs IPv4
    // traffic; the IPv6 pings above leave no IPv4 entry).
    QStringList ours;
    for (const NetdevInventory &n : inv.netdevs)
        ours += n.ipv4;
    QStringList targets;
    for (const NodeInventory &other : m_result.inventories) {
        if (other.node == inv.node || !other.reachable)
            continue;
        for (const NetdevInventory &n : other.netdevs) {
            for (const QString &cidr : n.ipv4) {
                const QHostAddress address(cidr.section(QLatin1Char('/'), 0, 0));
                const bool shared = std::any_of(ours.cbegin(), ours.cend(), [&](const QString &mine) {
                    return address.isInSubnet(QHostAddress::parseSubnet(mine));
                });
                if (shared && !targets.contains(address.toString()))
                    targets << address.toString();
            }
        }
    }
    for (const QString &target : targets) {
        run(index, QStringLiteral("ping -c 1 -W 1 %1").arg(target),
            CommandBuilder(QStringLiteral("ping"))
                .flag(QStringLiteral("-c"))
                .number(1)
                .flag(QStringLiteral("-W"))
                .number(1)
                .address(target)
                .timeout(10000)
                .build(),
            [](const CommandResult &) {
                // No answer is a finding for verify, not for discovery; the table tells what answered.
            });
    }
    if (m_pending[index] == 0)
        stageDone(index);
}

void CablingDiscovery::readTables(int index)
{
    const NodeInventory &inv = m_result.inventories[index];
    const QString node = inv.node;
    if (qobject_cast<remote::LocalTransport *>(m_runner->transport(node))) {
        // This machine: the neighbour table straight from rtnetlink.
        ++m_pending[index];
        const quint64 generation = m_generation;
        remote::KernelRead::start<Result<probe::IpNeighResult>>(
            this, m_report, node, QStringLiteral("netlink"), QStringLiteral("neighbours"),
            [] { return remote::NetlinkReader::neighbours(); },
            [](const Result<probe::IpNeighResult> &n) {
                return n ? remote::KernelRead::Outcome{true, QStringLiteral("%1 neighbours")
                                                                 .arg(n->neighbours.size())}
                         : remote::KernelRead::Outcome{false, n.error().toString()};
            },
            [this, index, node, generation](const Result<probe::IpNeighResult> &n) {
                if (generation != m_generation)
                    return;
                if (n)
                    m_neighbours.insert(node, n.value());
                else
                    m_result.notes << QCoreApplication::translate(
                                          "railyard::inventory::CablingDiscovery",
                                          "%1: reading the neighbour table failed (%2)")
                                          .arg(node, n.error().toString());
                if (--m_pending[index] == 0)
                    stageDone(index);
            });
    } else {
        run(index, QStringLiteral("ip -j neigh show"),
            diag::ToolTable::command(diag::ToolTable::Tool::IpNeigh)->build(),
            [this, node](const CommandResult &r) {
                Result<probe::IpNeighResult> parsed =
                    probe::IpNeighParser::parse(QString::fromUtf8(r.stdoutData));
                if (r.succeeded() && parsed)
                    m_neighbours.insert(node, parsed.value());
                else
                    m_result.notes << QCoreApplication::translate("railyard::inventory::CablingDiscovery",
                                                                  "%1: ip -j neigh show failed (%2)")
                                          .arg(node, r.succeeded() ? parsed.error().toString() : reason(r));
            });
    }
    if (inv.tools.value(QStringLiteral("lldpctl"))) {
        run(index, QStringLiteral("lldpctl -f json"),
            CommandBuilder(QStringLiteral("lldpctl"))
                .flag(QStringLiteral("-f"))
                .word(QStringLiteral("json"))
                .build(),
            [this, node](const CommandResult &r) {
                Result<QList<LldpNeighbour>> parsed = LldpParser::parse(r.stdoutData);
                if (r.succeeded() && parsed)
                    m_lldp.insert(node, parsed.value());
                else
                    m_result.notes << QCoreApplication::translate("railyard::inventory::CablingDiscovery",
                                                                  "%1: lldpctl -f json failed (%2)")
                                          .arg(node, r.succeeded() ? parsed.error().toString() : reason(r));
            });
    }
    if (m_pending[index] == 0)
        stageDone(index);
}

void CablingDiscovery::stageDone(int index)
{
    switch (m_stage[index]) {
    case LinkUp:
        m_stage[index] = Ping;
        ping(index);
        return;
    case Ping: {
        // One note per reason, not one per netdev: a missing ping fails the same way on all four.
        const QMultiMap<QString, QString> failures = m_pingFailures.take(index);
        for (const QString &why : failures.uniqueKeys()) {
            QStringList devs = failures.values(why);
            devs.sort();
            m_result.notes
                << QCoreApplication::translate(
                       "railyard::inventory::CablingDiscovery",
                       "%1: ping -6 ff02::1 failed on %2 (%3); neighbours are read from the table as it is")
                       .arg(m_result.inventories[index].node, devs.join(QStringLiteral(", ")), why);
        }
        m_stage[index] = Barrier;
        // Tables are read once every node has pinged, so each sees all answers.
        if (std::all_of(m_stage.cbegin(), m_stage.cend(), [](int s) { return s >= Barrier; })) {
            for (int i = 0; i < m_stage.size(); ++i) {
                if (m_stage[i] == Barrier) {
                    m_stage[i] = Tables;
                    readTables(i);
                }
            }
        }
        return;
    }
    case Tables:
        m_stage[index] = Done;
        if (--m_waiting == 0)
            complete();
        return;
    default:
        return;
    }
}

void CablingDiscovery::complete()
{
    m_result.cables = CablingMatcher::match(m_cluster, m_result.inventories, m_neighbours, m_lldp);
    m_result.neighbours = m_neighbours;
    m_result.findings = DiscoveryRules::evaluate(m_cluster, m_result.cables, m_result.inventories);
    m_running = false;
    Q_EMIT finished(m_result);
}

} // namespace railyard::inventory
