// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/fileemulator.h"

#include "sim/simcluster.h"

namespace railyard::sim {

namespace {

quint64 whole(double v)
{
    return v > 0 ? quint64(v) : 0;
}

} // namespace

std::optional<QByteArray> FileEmulator::read(const SimCluster &cluster, const QString &node,
                                             const QString &path, QString *reason, bool root)
{
    const SimNode *n = cluster.node(node);
    auto missing = [reason]() -> std::optional<QByteArray> {
        if (reason)
            *reason = QStringLiteral("No such file or directory");
        return std::nullopt;
    };
    if (!n)
        return missing();
    // /etc/dgx-release, /etc/os-release and /etc/hostname are the node's
    // files (sim::DgxOsImage); /usr/lib/os-release is what /etc's points at.
    if (path == QLatin1String("/usr/lib/os-release"))
        return read(cluster, node, QStringLiteral("/etc/os-release"), reason, root);
    if (path == QLatin1String("/proc/sys/kernel/hostname"))
        return node.toUtf8() + '\n';
    if (path == QLatin1String("/etc/nccl.conf")) {
        if (n->faults().ncclIbHca.isEmpty())
            return missing();
        return "NCCL_IB_HCA=" + n->faults().ncclIbHca.toUtf8() + '\n';
    }
    if (path == QLatin1String("/proc/uptime"))
        return QString::asprintf("%.2f %.2f\n", cluster.uptime(), cluster.uptime() * 19.2).toUtf8();
    static const QString sysNet = QStringLiteral("/sys/class/net/");
    if (!path.startsWith(sysNet)) {
        QByteArray data;
        const QString err = n->fileSystem().read(path, root ? 0 : SimFileSystem::UserUid, &data);
        if (err.isEmpty())
            return data;
        if (reason)
            *reason = err;
        return std::nullopt;
    }
    const QString rest = path.mid(sysNet.size());
    const QString ifname = rest.section(QLatin1Char('/'), 0, 0);
    const QString attr = rest.section(QLatin1Char('/'), 1);
    const RailState *r = n->railByNetdev(ifname);
    if (!r)
        return missing();
    if (attr == QLatin1String("address"))
        return r->mac.toUtf8() + '\n';
    if (attr == QLatin1String("mtu"))
        return QByteArray::number(r->mtu) + '\n';
    if (attr == QLatin1String("operstate"))
        return r->up ? QByteArrayLiteral("up\n") : QByteArrayLiteral("down\n");
    if (attr == QLatin1String("carrier") || attr == QLatin1String("speed")) {
        // The kernel refuses both reads while the netdev is administratively down.
        if (!r->adminUp) {
            if (reason)
                *reason = QStringLiteral("Invalid argument");
            return std::nullopt;
        }
        if (attr == QLatin1String("carrier"))
            return r->up ? QByteArrayLiteral("1\n") : QByteArrayLiteral("0\n");
        return r->up ? QByteArray::number(r->speedMbps) + '\n' : QByteArrayLiteral("-1\n");
    }
    // The netdev statistics count what `ethtool -S` shows as rx_bytes/tx_bytes: non-RDMA traffic.
    const RailCounters &c = r->counters;
    if (attr == QLatin1String("statistics/rx_bytes"))
        return QByteArray::number(whole(c.rxBytes - c.rxRdmaBytes * 1.06)) + '\n';
    if (attr == QLatin1String("statistics/tx_bytes"))
        return QByteArray::number(whole(c.txBytes - c.txRdmaBytes * 1.06)) + '\n';
    if (attr == QLatin1String("statistics/rx_packets"))
        return QByteArray::number(whole(c.rxPackets - c.rxRdmaPackets)) + '\n';
    if (attr == QLatin1String("statistics/tx_packets"))
        return QByteArray::number(whole(c.txPackets - c.txRdmaPackets)) + '\n';
    if (attr.startsWith(QLatin1String("statistics/")) &&
        (attr.endsWith(QLatin1String("_errors")) || attr.endsWith(QLatin1String("_dropped"))))
        return QByteArrayLiteral("0\n");
    return missing();
}

ToolOutput FileEmulator::cat(const SimCluster &cluster, const QString &node, const QStringList &args,
                             bool root)
{
    ToolOutput o;
    for (const QString &path : args) {
        if (path.startsWith(QLatin1Char('-')) && path.size() > 1)
            continue; // -A, -v ...: the files Railyard reads are plain text
        QString reason;
        const std::optional<QByteArray> content = read(cluster, node, path, &reason, root);
        if (content) {
            o.out += *content;
        } else {
            o.err += QStringLiteral("cat: %1: %2\n").arg(path, reason).toUtf8();
            o.exitCode = 1;
        }
    }
    return o;
}

} // namespace railyard::sim
