// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/sampleremulator.h"

#include "sim/ethtoolemulator.h"
#include "sim/fileemulator.h"
#include "sim/simcluster.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTimeZone>
#include <algorithm>
#include <cmath>

namespace railyard::sim {

Result<SamplerOptions> SamplerEmulator::parseArgs(const QStringList &args)
{
    SamplerOptions o;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        auto number = [&](int &target) -> bool {
            bool ok = false;
            target = i + 1 < args.size() ? args[++i].toInt(&ok) : 0;
            return ok && target >= 0;
        };
        if (a == QLatin1String("--interval-ms") || a == QLatin1String("--phy-every") ||
            a == QLatin1String("--count")) {
            int &target = a == QLatin1String("--interval-ms") ? o.intervalMs
                          : a == QLatin1String("--phy-every") ? o.phyEvery
                                                              : o.count;
            if (!number(target))
                return Error{QCoreApplication::translate("railyard::sim::SamplerEmulator",
                                                         "railyard-sampler: %1 needs a number\n")
                                 .arg(a)};
        } else if (a.startsWith(QLatin1Char('-'))) {
            return Error{QCoreApplication::translate("railyard::sim::SamplerEmulator",
                                                     "railyard-sampler: unknown option %1\n")
                             .arg(a)};
        } else {
            o.netdevs << a;
        }
    }
    o.intervalMs = std::clamp(o.intervalMs, 10, 60000);
    return o;
}

std::optional<SamplerOptions> SamplerEmulator::parseShell(const QStringList &a)
{
    // -c SCRIPT $0 $1=seconds $2=phy-every NETDEV...
    if (a.size() < 5 || a[0] != QLatin1String("-c") || a[2] != program() ||
        !a[1].contains(QLatin1String("RY1")))
        return std::nullopt;
    SamplerOptions o;
    bool ok = false;
    const double seconds = a[3].toDouble(&ok);
    if (!ok)
        return std::nullopt;
    o.intervalMs = std::clamp(int(std::lround(seconds * 1000)), 10, 60000);
    o.phyEvery = std::max(0, a[4].toInt());
    o.netdevs = a.mid(5);
    return o;
}

QStringList SamplerEmulator::phyCounters()
{
    return {QStringLiteral("rx_vport_rdma_unicast_bytes"),
            QStringLiteral("tx_vport_rdma_unicast_bytes"),
            QStringLiteral("rx_crc_errors_phy"),
            QStringLiteral("tx_bytes_phy"),
            QStringLiteral("rx_bytes_phy"),
            QStringLiteral("rx_symbol_err_phy"),
            QStringLiteral("link_down_events_phy"),
            QStringLiteral("rx_corrected_bits_phy"),
            QStringLiteral("rx_err_lane_0_phy"),
            QStringLiteral("rx_err_lane_1_phy"),
            QStringLiteral("rx_err_lane_2_phy"),
            QStringLiteral("rx_err_lane_3_phy")};
}

qint64 SamplerEmulator::epochNs(const SimCluster &cluster)
{
    return epochNsAt(cluster.clock().now());
}

qint64 SamplerEmulator::epochNsAt(double simSeconds)
{
    static const qint64 base =
        QDateTime(QDate(2026, 12, 1), QTime(8, 0, 0), QTimeZone::utc()).toSecsSinceEpoch();
    return base * 1000000000LL + qint64(std::llround(simSeconds * 1e9));
}

QByteArray SamplerEmulator::tickLines(SimCluster &cluster, const QString &nodeName, const SamplerOptions &o,
                                      qint64 tick)
{
    // The stamp is the instant the counters were integrated to: a stamp
    // read from the clock after update() would pair bytes counted to t1
    // with an interval ending at t2.
    const qint64 ns = epochNsAt(cluster.update());
    const SimNode *n = cluster.node(nodeName);
    QStringList netdevs = o.netdevs;
    if (netdevs.isEmpty()) {
        for (const RailState &r : n->rails())
            netdevs << r.rail.netdev();
    }
    const QByteArray head = "RY1 " + QByteArray::number(tick) + ' ' + QByteArray::number(ns / 1000000000LL) +
                            '.' + QByteArray::number(ns % 1000000000LL).rightJustified(9, '0') + ' ';
    // As the script: tick 0 reads every netdev's ethtool, later phy ticks
    // one netdev in turn.
    const bool phyTick = o.phyEvery > 0 && tick % o.phyEvery == 0 && !netdevs.isEmpty();
    const QString phyNetdev =
        phyTick && tick > 0 ? netdevs.value(int((tick / o.phyEvery - 1) % netdevs.size())) : QString();
    const QStringList wanted = phyCounters();
    QByteArray out;
    for (const QString &dev : netdevs) {
        QByteArray line = head + dev.toUtf8();
        const RailState *r = n->railByNetdev(dev);
        if (!r) {
            out += line + " missing=1\n";
            continue;
        }
        auto file = [&](const QString &attr) {
            const std::optional<QByteArray> v =
                FileEmulator::read(cluster, nodeName, QStringLiteral("/sys/class/net/%1/%2").arg(dev, attr));
            return v ? v->trimmed() : QByteArrayLiteral("x");
        };
        line += " carrier=" + file(QStringLiteral("carrier"));
        line += " rx_bytes=" + file(QStringLiteral("statistics/rx_bytes"));
        line += " tx_bytes=" + file(QStringLiteral("statistics/tx_bytes"));
        // /sys/class/infiniband/DEV/ports/1/counters: RDMA bytes in 4-octet words.
        line += " port_rcv_data=" + QByteArray::number(quint64(std::max(0.0, r->counters.rxRdmaBytes) / 4));
        line += " port_xmit_data=" + QByteArray::number(quint64(std::max(0.0, r->counters.txRdmaBytes) / 4));
        if (phyTick && (tick == 0 || dev == phyNetdev)) {
            line += " phy=1";
            for (const QByteArray &row : EthtoolEmulator::statistics(cluster, nodeName, *r).split('\n')) {
                const qsizetype colon = row.indexOf(':');
                if (colon < 0 || !row.startsWith("     "))
                    continue;
                const QByteArray name = row.left(colon).trimmed();
                if (wanted.contains(QString::fromLatin1(name)))
                    line += ' ' + name + '=' + row.mid(colon + 1).trimmed();
            }
        }
        out += line + '\n';
    }
    return out;
}

} // namespace railyard::sim
