// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/ncclemulator.h"

#include "sim/ratemodel.h"
#include "sim/simcluster.h"

#include <QFileInfo>
#include <algorithm>
#include <cmath>

namespace railyard::sim {

namespace {

// The RDMA devices NCCL opens on a node: NCCL_IB_HCA (or the node's
// nccl.conf override), else every device whose port is active.
QStringList usedHcas(const SimNode *n, const QMap<QString, QString> &env)
{
    QString spec =
        n->faults().ncclIbHca.isEmpty() ? env.value(QStringLiteral("NCCL_IB_HCA")) : n->faults().ncclIbHca;
    spec.remove(QLatin1Char('='));
    QStringList wanted;
    for (const QString &item : spec.split(QLatin1Char(','), Qt::SkipEmptyParts))
        wanted << item.section(QLatin1Char(':'), 0, 0);
    QStringList out;
    for (const QString &dev : {QStringLiteral("rocep1s0f0"), QStringLiteral("rocep1s0f1"),
                               QStringLiteral("roceP2p1s0f0"), QStringLiteral("roceP2p1s0f1")}) {
        const RailState *r = n->railByRdmaDevice(dev);
        if (!r->up)
            continue;
        if (!wanted.isEmpty() && !wanted.contains(dev))
            continue;
        out << dev;
    }
    return out;
}

int uverbsIndex(const QString &dev)
{
    static const QStringList order = {QStringLiteral("rocep1s0f0"), QStringLiteral("rocep1s0f1"),
                                      QStringLiteral("roceP2p1s0f0"), QStringLiteral("roceP2p1s0f1")};
    return int(order.indexOf(dev));
}

QString fmtTime(double us)
{
    // One decimal up to 99999.9 us (the 2.18 sample prints 96986.7); whole us above, to keep 7 columns.
    if (us >= 1e5)
        return QString::asprintf("%7.0f", us);
    if (us >= 100)
        return QString::asprintf("%7.1f", us);
    return QString::asprintf("%7.2f", us);
}

} // namespace

bool NcclEmulator::isNcclTest(const QString &program)
{
    const QString base = QFileInfo(program).fileName();
    return base == QLatin1String("all_gather_perf") || base == QLatin1String("all_reduce_perf");
}

qint64 NcclEmulator::parseSize(const QString &text)
{
    QString t = text.trimmed().toUpper();
    qint64 mult = 1;
    if (t.endsWith(QLatin1Char('K')))
        mult = 1024;
    else if (t.endsWith(QLatin1Char('M')))
        mult = 1024 * 1024;
    else if (t.endsWith(QLatin1Char('G')))
        mult = 1024LL * 1024 * 1024;
    if (mult > 1)
        t.chop(1);
    return t.toLongLong() * mult;
}

QPair<QStringList, QString> NcclEmulator::mpirunRanks(const SimCluster &cluster, const QString &node,
                                                      const QStringList &args)
{
    static const QStringList withValue = {QStringLiteral("-np"),
                                          QStringLiteral("-n"),
                                          QStringLiteral("-c"),
                                          QStringLiteral("-x"),
                                          QStringLiteral("--map-by"),
                                          QStringLiteral("--bind-to"),
                                          QStringLiteral("-N"),
                                          QStringLiteral("--npernode"),
                                          QStringLiteral("-H"),
                                          QStringLiteral("--host"),
                                          QStringLiteral("--hostfile"),
                                          QStringLiteral("-hostfile"),
                                          QStringLiteral("--machinefile"),
                                          QStringLiteral("-machinefile"),
                                          QStringLiteral("--default-hostfile")};
    QStringList hosts;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--mca")) {
            i += 2;
        } else if (withValue.contains(a)) {
            const QString v = i + 1 < args.size() ? args[++i] : QString();
            if (a == QLatin1String("-H") || a == QLatin1String("--host")) {
                for (const QString &h : v.split(QLatin1Char(','), Qt::SkipEmptyParts))
                    hosts << cluster.nodeForHost(h.section(QLatin1Char(':'), 0, 0));
            } else if (a.contains(QLatin1String("file"))) {
                hosts = cluster.nodeNames();
            }
        } else if (!a.startsWith(QLatin1Char('-'))) {
            hosts.removeAll(QString());
            return {hosts.isEmpty() ? QStringList{node} : hosts, a};
        }
    }
    return {{node}, {}};
}

ToolOutput NcclEmulator::runMpirun(SimCluster &cluster, const QString &node, const QStringList &args)
{
    QStringList hosts;
    bool hostfile = false;
    int np = 0;
    QMap<QString, QString> env;
    qsizetype i = 0;
    for (; i < args.size(); ++i) {
        const QString &a = args[i];
        auto next = [&]() { return i + 1 < args.size() ? args[++i] : QString(); };
        if (a == QLatin1String("-np") || a == QLatin1String("-n") || a == QLatin1String("-c")) {
            np = next().toInt();
        } else if (a == QLatin1String("-H") || a == QLatin1String("--host")) {
            for (const QString &h : next().split(QLatin1Char(','), Qt::SkipEmptyParts))
                hosts << h.section(QLatin1Char(':'), 0, 0);
        } else if (a == QLatin1String("--mca")) {
            next();
            next();
        } else if (a == QLatin1String("-x")) {
            const QString kv = next();
            if (kv.contains(QLatin1Char('=')))
                env.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
        } else if (a == QLatin1String("--hostfile") || a == QLatin1String("-hostfile") ||
                   a == QLatin1String("--machinefile") || a == QLatin1String("-machinefile") ||
                   a == QLatin1String("--default-hostfile")) {
            // The in-process simulator has no file system: a hostfile written
            // by Railyard lists the cluster's nodes, one slot each.
            next();
            hostfile = true;
        } else if (a == QLatin1String("--map-by") || a == QLatin1String("--bind-to") ||
                   a == QLatin1String("-N") || a == QLatin1String("--npernode")) {
            next();
        } else if (a.startsWith(QLatin1Char('-'))) {
            continue; // flags without a value (--allow-run-as-root, --oversubscribe, ...)
        } else {
            break;
        }
    }
    if (i >= args.size())
        return ToolOutput::failure(QByteArrayLiteral(
            "--------------------------------------------------------------------------\n"
            "No executable was specified on the mpirun command line.\n"
            "--------------------------------------------------------------------------\n"));
    const QString program = args[i];
    const QStringList rest = args.mid(i + 1);
    if (hosts.isEmpty() && hostfile)
        hosts = cluster.nodeNames();
    if (hosts.isEmpty())
        hosts << node;
    QStringList ranks;
    for (const QString &h : hosts) {
        const QString n = cluster.nodeForHost(h);
        if (n.isEmpty())
            return ToolOutput::failure(
                QStringLiteral("ssh: Could not resolve hostname %1: Name or service not known\n")
                    .arg(h)
                    .toUtf8(),
                255);
        ranks << n;
    }
    if (np > 0 && np < ranks.size())
        ranks = ranks.mid(0, np);
    if (!isNcclTest(program))
        return ToolOutput::failure(
            QStringLiteral("--------------------------------------------------------------------------\n"
                           "mpirun was unable to launch the specified application as it could not access\n"
                           "or execute an executable:\n\nExecutable: %1\n")
                .arg(program)
                .toUtf8());
    // As Open MPI 4.1 reports a rank whose binary is missing on its node.
    for (qsizetype rank = 0; rank < ranks.size(); ++rank) {
        if (!cluster.scenario().hasTool(ranks[rank], program)) {
            ToolOutput o;
            o.err = QStringLiteral(
                        "--------------------------------------------------------------------------\n"
                        "mpirun was unable to launch the specified application as it could not access\n"
                        "or execute an executable:\n\n"
                        "Executable: %1\n"
                        "Node: %2\n\n"
                        "while attempting to start process rank %3.\n"
                        "--------------------------------------------------------------------------\n"
                        "%4 total processes failed to start\n")
                        .arg(program, ranks[rank])
                        .arg(rank)
                        .arg(ranks.size())
                        .toUtf8();
            o.exitCode = 1;
            return o;
        }
    }
    return run(cluster, ranks, program, rest, env);
}

ToolOutput NcclEmulator::runTest(SimCluster &cluster, const QString &node, const QString &program,
                                 const QStringList &args, const QMap<QString, QString> &env)
{
    return run(cluster, {node}, program, args, env);
}

ToolOutput NcclEmulator::run(SimCluster &cluster, const QStringList &ranks, const QString &program,
                             const QStringList &args, const QMap<QString, QString> &env)
{
    cluster.update();
    const QString test = QFileInfo(program).fileName();
    const bool allReduce = test == QLatin1String("all_reduce_perf");
    qint64 minBytes = 32 * 1024 * 1024;
    qint64 maxBytes = 32 * 1024 * 1024;
    int factor = 2;
    int iters = 20;
    int warmup = 5;
    for (qsizetype i = 0; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("-b"))
            minBytes = parseSize(args[++i]);
        else if (args[i] == QLatin1String("-e"))
            maxBytes = parseSize(args[++i]);
        else if (args[i] == QLatin1String("-f"))
            factor = std::max(2, args[++i].toInt());
        else if (args[i] == QLatin1String("-n"))
            iters = std::max(1, args[++i].toInt());
        else if (args[i] == QLatin1String("-w"))
            warmup = std::max(0, args[++i].toInt());
    }
    maxBytes = std::max(minBytes, maxBytes);
    const int n = int(ranks.size());
    const bool debug =
        env.value(QStringLiteral("NCCL_DEBUG")).compare(QLatin1String("INFO"), Qt::CaseInsensitive) == 0;

    // What the data path can carry between neighbouring ranks.
    bool socket = false;
    int hcas = 4;
    double perRail = 1e9;
    QMap<QString, QStringList> hcaPerNode;
    for (const QString &r : ranks) {
        const SimNode *sn = cluster.node(r);
        hcaPerNode[r] = sn->faults().ncclSocket ? QStringList() : usedHcas(sn, env);
        if (hcaPerNode[r].isEmpty())
            socket = true;
    }
    if (n > 1 && !socket) {
        for (int k = 0; k < n; ++k) {
            if (n == 2 && k == 1)
                break;
            const QString &a = ranks[k];
            const QString &b = ranks[(k + 1) % n];
            QList<int> flows;
            int used = 0;
            for (const QString &dev : hcaPerNode[a]) {
                const RailEndpoint from{a, cluster.node(a)->railByRdmaDevice(dev)->rail};
                for (const RailEndpoint &to : cluster.neighbours(from)) {
                    if (to.node == b && hcaPerNode[b].contains(to.rail.rdmaDevice()) &&
                        cluster.rdmaReach(from, to)) {
                        flows << cluster.startFlow(from, to);
                        ++used;
                        break;
                    }
                }
            }
            double worst = used ? 1e9 : 0;
            for (int id : flows)
                worst = std::min(worst, cluster.currentRate(id));
            for (int id : flows)
                cluster.finishFlow(id);
            if (used == 0) {
                socket = true;
                break;
            }
            hcas = std::min(hcas, used);
            perRail = std::min(perRail, worst);
        }
    }
    const double peakBusbw = n < 2 ? 0 : RateModel::ncclBusbwGBs(hcas, socket, perRail);

    QByteArray out;
    out += "# nccl-tests version 2.18.3 nccl-headers=22809 nccl-library=22809\n";
    out += "# Collective test starting: " + test.toUtf8() + "\n";
    out += QString::asprintf(
               "# nThread 1 nGpus 1 minBytes %lld maxBytes %lld step: %d(factor) warmup iters: %d iters: %d "
               "agg iters: 1 validation: 1 graph: 0 unalign: 0\n",
               minBytes, maxBytes, factor, warmup, iters)
               .toUtf8();
    out += "#\n# Using devices\n";
    for (int k = 0; k < n; ++k)
        out += QString::asprintf("#  Rank %2d Group  0 Pid %6d on %s device  0 [000f:01:00] NVIDIA GB10\n", k,
                                 23491 + 811 * cluster.node(ranks[k])->index(), qPrintable(ranks[k]))
                   .toUtf8();
    if (debug) {
        for (int k = 0; k < n; ++k) {
            const SimNode *sn = cluster.node(ranks[k]);
            const int pid = 23491 + 811 * sn->index();
            const QString p = QStringLiteral("%1:%2:%2 [0] NCCL INFO ").arg(ranks[k]).arg(pid);
            const QString ifname = env.value(QStringLiteral("NCCL_SOCKET_IFNAME"), QStringLiteral("enP7s7"));
            QString oobIp = sn->managementAddress();
            if (const RailState *r = sn->railByNetdev(ifname); r && !r->ipv4.isEmpty())
                oobIp = r->ipv4.first().section(QLatin1Char('/'), 0, 0);
            QString s;
            s += p + QStringLiteral("ENV/Plugin: Could not find: libnccl-env.so\n");
            if (env.contains(QStringLiteral("NCCL_SOCKET_IFNAME")))
                s += p + QStringLiteral("NCCL_SOCKET_IFNAME set to %1\n").arg(ifname);
            s += p + QStringLiteral("cudaDriverVersion 13000\n");
            s += p + QStringLiteral("NCCL version 2.28.9+cuda13.0\n");
            s += p + QStringLiteral("NET/Plugin: Could not find: libnccl-net.so\n");
            const QStringList devs = hcaPerNode[ranks[k]];
            if (devs.isEmpty()) {
                s += p + QStringLiteral("NET/IB : No device found.\n");
                s += p + QStringLiteral("NET/IB : Using [RO]; OOB %1:%2<0>\n").arg(ifname, oobIp);
                s += p + QStringLiteral("Failed to initialize NET plugin IB\n");
                s += p + QStringLiteral("NET/Socket : Using [0]%1:%2<0>\n").arg(ifname, oobIp);
                s += p + QStringLiteral("Initialized NET plugin Socket\n");
                s += p + QStringLiteral("Assigned NET plugin Socket to comm\n");
                s += p + QStringLiteral("Using network Socket\n");
            } else {
                QString using_;
                for (qsizetype d = 0; d < devs.size(); ++d) {
                    const int uv = uverbsIndex(devs[d]);
                    const QString dom = devs[d].startsWith(QLatin1String("roceP2")) ? QStringLiteral("0002")
                                                                                    : QStringLiteral("0000");
                    const QString fn =
                        devs[d].endsWith(QLatin1Char('1')) ? QStringLiteral("1") : QStringLiteral("0");
                    s += p + QStringLiteral(
                                 "NET/IB: [%1] %2:uverbs%1:1/RoCE provider=Mlx5 speed=200000 context=0x%3 "
                                 "pciPath=/sys/devices/pci%4:00/%4:00:00.0/%4:01:00.%5 ar=0\n")
                                 .arg(uv)
                                 .arg(devs[d])
                                 .arg(0xbca554388f70ULL + quint64(uv) * 0x41700 +
                                          quint64(sn->index()) * 0x10000000ULL,
                                      0, 16)
                                 .arg(dom, fn);
                    s +=
                        p + QStringLiteral("NET/IB : Made virtual device [%1] name=%2 speed=200000 ndevs=1\n")
                                .arg(d)
                                .arg(devs[d]);
                    using_ += QStringLiteral("[%1]%2:1/RoCE ").arg(d).arg(devs[d]);
                }
                s += p + QStringLiteral("NET/IB : Using %1[RO]; OOB %2:%3<0>\n").arg(using_, ifname, oobIp);
                s += p + QStringLiteral("Initialized NET plugin IB\n");
                s += p + QStringLiteral("Assigned NET plugin IB to comm\n");
                s += p + QStringLiteral("Using network IB\n");
            }
            out += s.toUtf8();
        }
        for (int k = 0; k < n && n > 1; ++k) {
            const QString p = QStringLiteral("%1:%2:%2 [0] NCCL INFO ")
                                  .arg(ranks[k])
                                  .arg(23491 + 811 * cluster.node(ranks[k])->index());
            const int next = (k + 1) % n;
            const int prev = (k + n - 1) % n;
            const int channels = socket ? 2 : std::max(2, int(hcaPerNode[ranks[k]].size()));
            for (int c = 0; c < channels; ++c) {
                const QString via = socket ? QStringLiteral("NET/Socket/%1").arg(c % 1)
                                           : QStringLiteral("NET/IB/%1").arg(c % std::max(1, hcas));
                out += (p + QStringLiteral("Channel %1/0 : %2[0] -> %3[0] [receive] via %4\n")
                                .arg(c, 2, 10, QLatin1Char('0'))
                                .arg(prev)
                                .arg(k)
                                .arg(via))
                           .toUtf8();
                out += (p + QStringLiteral("Channel %1/0 : %2[0] -> %3[0] [send] via %4\n")
                                .arg(c, 2, 10, QLatin1Char('0'))
                                .arg(k)
                                .arg(next)
                                .arg(via))
                           .toUtf8();
            }
            out += (p + QStringLiteral("Connected all rings, use ring PXN 0 GDR 0\n")).toUtf8();
        }
    }
    out += "#\n";
    out += "#                                                              out-of-place                      "
           " in-place          \n";
    out += "#       size         count      type   redop    root     time   algbw   busbw  #wrong     time   "
           "algbw   busbw  #wrong \n";
    out += "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)             (us)  "
           "(GB/s)  (GB/s)         \n";
    double sum = 0;
    int count = 0;
    double totalUs = 0;
    for (qint64 size = minBytes; size <= maxBytes; size *= factor) {
        const double eff = double(size) / double(size + 64LL * 1024 * 1024);
        const double busOop = peakBusbw * eff;
        const double busIp = std::min(peakBusbw, busOop * 1.03);
        const double algFactor =
            n < 2 ? 1.0 : (allReduce ? double(n) / (2.0 * (n - 1)) : double(n) / (n - 1));
        auto timeUs = [&](double bus) {
            return bus > 0 ? double(size) / (bus * algFactor * 1e3) : double(size) / 1e4;
        };
        const double tOop = timeUs(busOop);
        const double tIp = timeUs(busIp);
        const double algOop = n < 2 ? double(size) / tOop / 1e3 : busOop * algFactor;
        const double algIp = n < 2 ? double(size) / tIp / 1e3 : busIp * algFactor;
        const qint64 elements = allReduce ? size / 4 : size / 4 / std::max(n, 1);
        out += QString::asprintf(
                   "%12lld  %12lld  %8s  %6s  %6d  %7s  %6.2f  %6.2f  %6d  %7s  %6.2f  %6.2f  %6d\n", size,
                   elements, "float", allReduce ? "sum" : "none", -1, qPrintable(fmtTime(tOop)), algOop,
                   n < 2 ? 0.0 : busOop, 0, qPrintable(fmtTime(tIp)), algIp, n < 2 ? 0.0 : busIp, 0)
                   .toUtf8();
        sum += (n < 2 ? 0 : busOop) + (n < 2 ? 0 : busIp);
        count += 2;
        totalUs += (tOop + tIp) * (iters + warmup);
        if (size > maxBytes / factor)
            break;
    }
    out += "# Out of bounds values : 0 OK\n";
    out += QString::asprintf("# Avg bus bandwidth    : %g \n", count ? sum / count : 0.0).toUtf8();
    out += "#\n# Collective test concluded: " + test.toUtf8() + "\n#\n\n";
    ToolOutput o;
    o.out = out;
    o.durationS = 3.0 + totalUs / 1e6;
    return o;
}

} // namespace railyard::sim
