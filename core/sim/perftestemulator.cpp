// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/perftestemulator.h"

#include "sim/simcluster.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <algorithm>

namespace railyard::sim {

namespace {


QString gid(const QString &ip)
{
    QStringList parts(10, QStringLiteral("00"));
    parts << QStringLiteral("255") << QStringLiteral("255");
    for (const QString &octet : ip.split(QLatin1Char('.')))
        parts << QString::asprintf("%02d", octet.toInt());
    return parts.join(QLatin1Char(':'));
}

quint32 mix(quint32 x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

constexpr double MiB = 1048576.0;

} // namespace

bool PerftestEmulator::isPerftest(const QString &program)
{
    return program == QLatin1String("ib_write_bw") || program == QLatin1String("ib_read_bw") ||
           program == QLatin1String("ib_write_lat");
}

Result<PerftestOptions> PerftestEmulator::parseArgs(const QString &program, const QStringList &args)
{
    PerftestOptions o;
    o.test = program.mid(3); // "write_bw"
    auto value = [&](qsizetype &i) -> QString { return i + 1 < args.size() ? args[++i] : QString(); };
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("-d") || a == QLatin1String("--ib-dev"))
            o.device = value(i);
        else if (a == QLatin1String("-p") || a == QLatin1String("--port"))
            o.tcpPort = value(i).toInt();
        else if (a == QLatin1String("-s") || a == QLatin1String("--size"))
            o.size = value(i).toInt();
        else if (a == QLatin1String("-n") || a == QLatin1String("--iters"))
            o.iterations = value(i).toInt();
        else if (a == QLatin1String("-D") || a == QLatin1String("--duration"))
            o.durationS = value(i).toDouble();
        else if (a == QLatin1String("-q") || a == QLatin1String("--qp"))
            o.qps = std::max(1, value(i).toInt());
        else if (a == QLatin1String("-x") || a == QLatin1String("--gid-index"))
            o.gidIndex = value(i).toInt();
        else if (a == QLatin1String("-i") || a == QLatin1String("--ib-port") || a == QLatin1String("-m") ||
                 a == QLatin1String("--mtu") || a == QLatin1String("-t") || a == QLatin1String("--tx-depth"))
            value(i);
        else if (a == QLatin1String("--force-link"))
            o.forceLinkIb = value(i) == QLatin1String("IB");
        else if (a == QLatin1String("--report_gbits"))
            o.reportGbits = true;
        else if (a == QLatin1String("--run_infinitely"))
            o.runInfinitely = true;
        else if (a == QLatin1String("-R") || a == QLatin1String("--rdma_cm"))
            o.rdmaCm = true;
        else if (a == QLatin1String("-F") || a == QLatin1String("--CPU-freq"))
            continue;
        else if (a.startsWith(QLatin1Char('-')))
            return Error{QCoreApplication::translate("railyard::sim::PerftestEmulator", " Invalid Command or flag.\n Please check command line and run again.\n"), a};
        else
            o.server = a;
    }
    if (o.device.isEmpty())
        o.device = QStringLiteral("rocep1s0f0"); // perftest takes the first device
    return o;
}

int PerftestEmulator::mtuFor(int netdevMtu)
{
    // RoCE active MTU: the largest IB MTU that fits the netdev MTU.
    for (int m : {4096, 2048, 1024, 512}) {
        if (netdevMtu >= m + 100)
            return m;
    }
    return 256;
}

QByteArray PerftestEmulator::rule()
{
    return QByteArrayLiteral(
        "---------------------------------------------------------------------------------------\n");
}

QByteArray PerftestEmulator::waitingBanner()
{
    return QByteArrayLiteral("\n************************************\n"
                             "* Waiting for client to connect... *\n"
                             "************************************\n");
}

QByteArray PerftestEmulator::header(const PerftestOptions &o, int mtu, bool server)
{
    QByteArray s;
    if (!o.isLatency() && (o.durationS > 0 || o.runInfinitely))
        s += " WARNING: BW peak won't be measured in this run.\n";
    s += rule();
    const char *title = o.test == QLatin1String("read_bw")     ? "RDMA_Read BW Test"
                        : o.test == QLatin1String("write_lat") ? "RDMA_Write Latency Test"
                                                               : "RDMA_Write BW Test";
    s += "                    ";
    s += title;
    s += "\n";
    s += " Dual-port       : OFF\t\tDevice         : " + o.device.toUtf8() + "\n";
    s += " Number of qps   : " + QByteArray::number(o.qps) + "\t\tTransport type : IB\n";
    s += " Connection type : RC\t\tUsing SRQ      : OFF\n";
    s += o.isLatency() ? " PCIe relax order: OFF\n" : " PCIe relax order: ON\n";
    s += " ibv_wr* API     : ON\n";
    if (o.isLatency())
        s += " TX depth        : 1\n";
    else if (!server)
        s += " TX depth        : 128\n";
    if (o.test == QLatin1String("read_bw"))
        s += " Outstand reads  : 16\n";
    if (!o.isLatency())
        s += " CQ Moderation   : 1\n";
    s += " Mtu             : " + QByteArray::number(mtu) + "[B]\n";
    s += o.forceLinkIb ? " Link type       : IB\n" : " Link type       : Ethernet\n";
    if (!o.rdmaCm)
        s += " GID index       : " + QByteArray::number(o.gidIndex) + "\n";
    s += o.isLatency() ? " Max inline data : 220[B]\n" : " Max inline data : 0[B]\n";
    s += o.rdmaCm ? " rdma_cm QPs\t : ON\n" : " rdma_cm QPs\t : OFF\n";
    s += o.rdmaCm ? " Data ex. method : rdma_cm\n" : " Data ex. method : Ethernet\n";
    s += rule();
    return s;
}

QByteArray PerftestEmulator::addressBlock(const PerftestOptions &o, const PerftestMeasurement &m, bool server)
{
    const quint32 a = mix(m.seed);
    const quint32 b = mix(m.seed + 1);
    auto side = [&](const char *label, quint32 r, const QString &ip) {
        QByteArray s = QByteArray(" ") + label + ": LID 0000 QPN " +
                       QString::asprintf("0x%04x", 0x100 + (r & 0x3ff)).toUtf8() + " PSN " +
                       QString::asprintf("0x%06x", (r >> 8) & 0xffffff).toUtf8();
        if (!o.isLatency())
            s += " RKey 0x184300 VAddr " +
                 QString::asprintf("0x00%012llx", 0xf000000000ULL + (quint64(r) << 12)).toUtf8();
        s += "\n";
        if (!o.rdmaCm)
            s += " GID: " + gid(ip).toUtf8() + "\n";
        return s;
    };
    // The client's local side is the server's remote side.
    const QString localIp = server ? m.remoteIp : m.localIp;
    const QString remoteIp = server ? m.localIp : m.remoteIp;
    return side("local address", server ? b : a, localIp) + side("remote address", server ? a : b, remoteIp) +
           rule();
}

QByteArray PerftestEmulator::tableHeader(const PerftestOptions &o)
{
    if (o.isLatency())
        return QByteArrayLiteral(
            " #bytes #iterations    t_min[usec]    t_max[usec]  t_typical[usec]    t_avg[usec]    "
            "t_stdev[usec]   99% percentile[usec]   99.9% percentile[usec] \n");
    if (o.reportGbits)
        return QByteArrayLiteral(
            " #bytes     #iterations    BW peak[Gb/sec]    BW average[Gb/sec]   MsgRate[Mpps]\n");
    return QByteArrayLiteral(
        " #bytes     #iterations    BW peak[MB/sec]    BW average[MB/sec]   MsgRate[Mpps]\n");
}

QByteArray PerftestEmulator::bwRow(qint64 bytes, qint64 iterations, double peak, double avg, double msgRate)
{
    return QString::asprintf(" %-7lld    %-10lld       %-7.2f            %-7.2f\t\t   %-7.6f\n", bytes,
                             iterations, peak, avg, msgRate)
        .toUtf8();
}

QByteArray PerftestEmulator::bwRowGbits(qint64 bytes, qint64 iterations, double peak, double avg,
                                        double msgRate)
{
    return bwRow(bytes, iterations, peak, avg, msgRate);
}

QByteArray PerftestEmulator::latRow(qint64 bytes, qint64 iterations, double tMin, double tMax,
                                    double tTypical, double tAvg, double tStdev, double p99, double p999)
{
    return QString::asprintf(
               " %-7lld %-10lld    %-7.2f        %-7.2f      %-7.2f             %-7.2f          %-7.2f"
               "         %-7.2f                 %.2f\n",
               bytes, iterations, tMin, tMax, tTypical, tAvg, tStdev, p99, p999)
        .toUtf8();
}

QByteArray PerftestEmulator::results(const PerftestOptions &o, const PerftestMeasurement &m)
{
    const qint64 size = o.effectiveSize();
    if (o.isLatency()) {
        const double t = m.latencyUs;
        return latRow(size, o.effectiveIterations(), t - 0.05, t + 0.46, t, t, 0.00, t + 0.10, t + 0.46);
    }
    const double bytesPerS = m.gbps * 1e9 / 8.0;
    const qint64 iterations =
        o.durationS > 0 ? qint64(bytesPerS * o.durationS / size) : o.effectiveIterations();
    const double msgRate = bytesPerS / size / 1e6;
    const bool noPeak = o.durationS > 0 || o.runInfinitely;
    if (o.reportGbits)
        return bwRow(size, iterations, noPeak ? 0.0 : m.gbps * 1.00003, m.gbps, msgRate);
    const double mb = bytesPerS / MiB;
    return bwRow(size, iterations, noPeak ? 0.0 : mb * 1.00003, mb, msgRate);
}

QByteArray PerftestEmulator::output(const PerftestOptions &o, const PerftestMeasurement &m, bool server)
{
    QByteArray s;
    if (server)
        s += waitingBanner();
    s += header(o, m.mtu, server);
    s += addressBlock(o, m, server);
    s += tableHeader(o);
    // The latency server prints no result row.
    if (!(server && o.isLatency()))
        s += results(o, m);
    s += rule();
    return s;
}

QByteArray PerftestEmulator::connectError(const QString &address, int port)
{
    return QStringLiteral("Couldn't connect to %1:%2\nUnable to open file descriptor for socket connection\n"
                          " Unable to init the socket connection\n")
        .arg(address)
        .arg(port)
        .toUtf8();
}

QByteArray PerftestEmulator::rtrError()
{
    return QByteArrayLiteral(
        "Failed to modify QP 0x0120 to RTR\n Unable to Connect the HCA's through the link\n");
}

Result<PerftestMeasurement> PerftestEmulator::measure(SimCluster &cluster, const QString &node,
                                                      const PerftestOptions &o, ToolOutput *failure)
{
    cluster.update();
    const SimNode *n = cluster.node(node);
    const QString device = o.device.isEmpty() ? QStringLiteral("rocep1s0f0") : o.device;
    const RailState *local = n ? n->railByRdmaDevice(device) : nullptr;
    if (!local) {
        *failure = ToolOutput::failure(
            QStringLiteral(" Couldn't find device %1\n Unable to find the Infiniband/RoCE device\n")
                .arg(device)
                .toUtf8());
        return Error{QCoreApplication::translate("railyard::sim::PerftestEmulator", "no RDMA device %1").arg(device), node};
    }
    const std::optional<RailEndpoint> target = cluster.tcpReach(node, o.server);
    if (!target) {
        *failure = ToolOutput::failure(connectError(o.server, o.tcpPort));
        return Error{QCoreApplication::translate("railyard::sim::PerftestEmulator", "cannot connect to %1:%2").arg(o.server).arg(o.tcpPort), node};
    }
    const RailEndpoint from{node, local->rail};
    if (!cluster.rdmaReach(from, *target)) {
        *failure = ToolOutput::failure(rtrError());
        return Error{QCoreApplication::translate("railyard::sim::PerftestEmulator", "RDMA path from %1 does not reach %2").arg(o.device, o.server), node};
    }
    const SimNode *peer = cluster.node(target->node);
    const RailState &remote = peer->rail(target->rail);
    PerftestMeasurement m;
    m.mtu = std::min(mtuFor(local->mtu), mtuFor(remote.mtu));
    m.localIp = local->ipv4.isEmpty() ? o.server : local->ipv4.first().section(QLatin1Char('/'), 0, 0);
    m.remoteIp = o.server;
    m.seed = quint32(qHash(node + o.device + o.server) ^ quint32(cluster.clock().now() * 1000));
    m.gbps = cluster.probeRate(from, *target) * std::min(1.0, 0.96 + 0.04 * o.qps);
    // A small, reproducible spread between runs, as on hardware.
    m.gbps *= 0.995 + 0.01 * double(mix(m.seed) % 1000) / 1000.0;
    const bool viaSwitch = from.node != target->node && cluster.onSwitch(from);
    m.latencyUs = 1.47 + (viaSwitch ? 0.6 : 0) + (n->throttled() || peer->throttled() ? 1.9 : 0) +
                  (viaSwitch && !cluster.scenario().switchSpec.offload ? 6.0 : 0);
    return m;
}

ToolOutput PerftestEmulator::runClient(SimCluster &cluster, const QString &node, const PerftestOptions &o)
{
    ToolOutput failure;
    const Result<PerftestMeasurement> m = measure(cluster, node, o, &failure);
    if (!m)
        return failure;
    ToolOutput out;
    out.out = output(o, m.value(), false);
    out.durationS = o.durationS > 0 ? o.durationS : 2.0;
    return out;
}

} // namespace railyard::sim
