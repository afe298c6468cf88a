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

QByteArray FileEmulator::dgxRelease(const SimCluster &cluster, const QString &node)
{
    const SimNode *n = cluster.node(node);
    return QStringLiteral("DGX_NAME=\"DGX Spark\"\n"
                          "DGX_PRETTY_NAME=\"NVIDIA DGX Spark\"\n"
                          "DGX_SWBUILD_DATE=\"2026-04-14-09-12-47\"\n"
                          "DGX_SWBUILD_VERSION=\"7.4.0\"\n"
                          "DGX_COMMIT_ID=\"4c1e0b7\"\n"
                          "DGX_PLATFORM=\"DGX Spark\"\n"
                          "DGX_SERIAL_NUMBER=\"%1\"\n")
        .arg(n ? n->serial() : QString())
        .toUtf8();
}

QByteArray FileEmulator::osRelease()
{
    return QByteArrayLiteral(
        "PRETTY_NAME=\"Ubuntu 24.04.3 LTS\"\n"
        "NAME=\"Ubuntu\"\n"
        "VERSION_ID=\"24.04\"\n"
        "VERSION=\"24.04.3 LTS (Noble Numbat)\"\n"
        "VERSION_CODENAME=noble\n"
        "ID=ubuntu\n"
        "ID_LIKE=debian\n"
        "HOME_URL=\"https://www.ubuntu.com/\"\n"
        "SUPPORT_URL=\"https://help.ubuntu.com/\"\n"
        "BUG_REPORT_URL=\"https://bugs.launchpad.net/ubuntu/\"\n"
        "PRIVACY_POLICY_URL=\"https://www.ubuntu.com/legal/terms-and-policies/privacy-policy\"\n"
        "UBUNTU_CODENAME=noble\n"
        "LOGO=ubuntu-logo\n");
}

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
    if (path == QLatin1String("/etc/dgx-release")) {
        if (!n->faults().dgxRelease)
            return missing();
        return dgxRelease(cluster, node);
    }
    if (path == QLatin1String("/etc/os-release") || path == QLatin1String("/usr/lib/os-release"))
        return osRelease();
    if (path == QLatin1String("/etc/hostname") || path == QLatin1String("/proc/sys/kernel/hostname"))
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
