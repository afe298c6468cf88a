// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/toolemulator.h"

#include "sim/coreutilsemulator.h"
#include "sim/ethtoolemulator.h"
#include "sim/fileemulator.h"
#include "sim/ipemulator.h"
#include "sim/lldpemulator.h"
#include "sim/ncclemulator.h"
#include "sim/netplanemulator.h"
#include "sim/perftestemulator.h"
#include "sim/pingemulator.h"
#include "sim/processemulator.h"
#include "sim/ratemodel.h"
#include "sim/sampleremulator.h"
#include "sim/shellemulator.h"
#include "sim/simcluster.h"
#include "sim/sshemulator.h"

#include <QDateTime>
#include <QTimeZone>
#include <cmath>

namespace railyard::sim {

namespace {

// ibdev2netdev and the RDMA core list the devices in this order.
const QStringList &deviceOrder()
{
    static const QStringList order = {QStringLiteral("rocep1s0f0"), QStringLiteral("rocep1s0f1"),
                                      QStringLiteral("roceP2p1s0f0"), QStringLiteral("roceP2p1s0f1")};
    return order;
}

QString guidFromMac(const QString &mac)
{
    const QStringList b = mac.split(QLatin1Char(':'));
    // As on the sample Spark: 30:c5:99:3e:6a:13 -> 30c5:9903:003e:6a13.
    return b[0] + b[1] + QLatin1Char(':') + b[2] + QStringLiteral("03:00") + b[3] + QLatin1Char(':') + b[4] +
           b[5];
}

QString mtuCode(int mtu)
{
    const int code = mtu >= 4096 ? 5 : mtu >= 2048 ? 4 : mtu >= 1024 ? 3 : mtu >= 512 ? 2 : 1;
    return QStringLiteral("%1 (%2)").arg(mtu).arg(code);
}

QString gts(int gen)
{
    static const char *speeds[] = {"2.5", "5", "8", "16", "32"};
    return QLatin1String(speeds[std::clamp(gen, 1, 5) - 1]);
}

QString gtsDmesg(int gen)
{
    static const char *speeds[] = {"2.5", "5.0", "8.0", "16.0", "32.0"};
    return QLatin1String(speeds[std::clamp(gen, 1, 5) - 1]);
}

QString ctime(double simSeconds)
{
    static const QDateTime base(QDate(2026, 12, 1), QTime(8, 0, 0), QTimeZone::utc());
    const QDateTime t = base.addMSecs(qint64(simSeconds * 1000));
    static const char *days[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    static const char *months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                   "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    return QString::asprintf("%s %s %2d %02d:%02d:%02d %d", days[t.date().dayOfWeek() - 1],
                             months[t.date().month() - 1], t.date().day(), t.time().hour(), t.time().minute(),
                             t.time().second(), t.date().year());
}

} // namespace

ToolEmulator::ToolEmulator(SimCluster &cluster) : m_cluster(cluster) {}

QStringList ToolEmulator::programs()
{
    return QStringList{QStringLiteral("ibdev2netdev"),
                       QStringLiteral("ibstat"),
                       QStringLiteral("rdma"),
                       QStringLiteral("ethtool"),
                       QStringLiteral("ibv_devinfo"),
                       QStringLiteral("ib_write_bw"),
                       QStringLiteral("ib_read_bw"),
                       QStringLiteral("ib_write_lat"),
                       QStringLiteral("all_gather_perf"),
                       QStringLiteral("all_reduce_perf"),
                       QStringLiteral("mpirun"),
                       QStringLiteral("nvidia-smi"),
                       QStringLiteral("lspci"),
                       QStringLiteral("dmesg"),
                       QStringLiteral("gpu_burn"),
                       QStringLiteral("hostname"),
                       QStringLiteral("ip"),
                       QStringLiteral("uname"),
                       QStringLiteral("cat"),
                       QStringLiteral("which"),
                       QStringLiteral("ping"),
                       QStringLiteral("pkill"),
                       QStringLiteral("pgrep"),
                       QStringLiteral("ps"),
                       QStringLiteral("lldpctl"),
                       QStringLiteral("true"),
                       QStringLiteral("false"),
                       QStringLiteral("netplan"),
                       QStringLiteral("setsid"),
                       QStringLiteral("sh"),
                       QStringLiteral("ssh"),
                       QStringLiteral("ssh-keygen"),
                       SamplerEmulator::program()} +
           CoreutilsEmulator::programs();
}

bool ToolEmulator::knows(const QString &program)
{
    return programs().contains(program) || NcclEmulator::isNcclTest(program);
}

QString ToolEmulator::installedPath(const QString &program)
{
    static const QMap<QString, QString> paths = {
        // DOCA-OFED installs it in /usr/sbin on DGX OS.
        {QStringLiteral("ibdev2netdev"), QStringLiteral("/usr/sbin/ibdev2netdev")},
        {QStringLiteral("ibstat"), QStringLiteral("/usr/sbin/ibstat")},
        {QStringLiteral("rdma"), QStringLiteral("/usr/bin/rdma")},
        {QStringLiteral("ethtool"), QStringLiteral("/usr/sbin/ethtool")},
        {QStringLiteral("ibv_devinfo"), QStringLiteral("/usr/bin/ibv_devinfo")},
        {QStringLiteral("ib_write_bw"), QStringLiteral("/usr/bin/ib_write_bw")},
        {QStringLiteral("ib_read_bw"), QStringLiteral("/usr/bin/ib_read_bw")},
        {QStringLiteral("ib_write_lat"), QStringLiteral("/usr/bin/ib_write_lat")},
        // nccl-tests is built from source; Railyard's install hint puts it here.
        {QStringLiteral("all_gather_perf"), QStringLiteral("/usr/local/bin/all_gather_perf")},
        {QStringLiteral("all_reduce_perf"), QStringLiteral("/usr/local/bin/all_reduce_perf")},
        {QStringLiteral("mpirun"), QStringLiteral("/usr/bin/mpirun")},
        {QStringLiteral("nvidia-smi"), QStringLiteral("/usr/bin/nvidia-smi")},
        {QStringLiteral("lspci"), QStringLiteral("/usr/bin/lspci")},
        {QStringLiteral("dmesg"), QStringLiteral("/usr/bin/dmesg")},
        {QStringLiteral("gpu_burn"), QStringLiteral("/usr/local/bin/gpu_burn")},
        {QStringLiteral("hostname"), QStringLiteral("/usr/bin/hostname")},
        {QStringLiteral("ip"), QStringLiteral("/usr/sbin/ip")},
        {QStringLiteral("uname"), QStringLiteral("/usr/bin/uname")},
        {QStringLiteral("cat"), QStringLiteral("/usr/bin/cat")},
        {QStringLiteral("which"), QStringLiteral("/usr/bin/which")},
        {QStringLiteral("ping"), QStringLiteral("/usr/bin/ping")},
        {QStringLiteral("pkill"), QStringLiteral("/usr/bin/pkill")},
        {QStringLiteral("pgrep"), QStringLiteral("/usr/bin/pgrep")},
        {QStringLiteral("ps"), QStringLiteral("/usr/bin/ps")},
        {QStringLiteral("lldpctl"), QStringLiteral("/usr/sbin/lldpctl")},
        {QStringLiteral("true"), QStringLiteral("/usr/bin/true")},
        {QStringLiteral("false"), QStringLiteral("/usr/bin/false")},
        {QStringLiteral("sudo"), QStringLiteral("/usr/bin/sudo")},
        {QStringLiteral("env"), QStringLiteral("/usr/bin/env")},
        {QStringLiteral("sh"), QStringLiteral("/usr/bin/sh")},
        {QStringLiteral("netplan"), QStringLiteral("/usr/sbin/netplan")},
        {QStringLiteral("setsid"), QStringLiteral("/usr/bin/setsid")},
        {QStringLiteral("ssh"), QStringLiteral("/usr/bin/ssh")},
        {QStringLiteral("ssh-keygen"), QStringLiteral("/usr/bin/ssh-keygen")},
        {QStringLiteral("cmp"), QStringLiteral("/usr/bin/cmp")},
        {QStringLiteral("sed"), QStringLiteral("/usr/bin/sed")},
        {QStringLiteral("rmdir"), QStringLiteral("/usr/bin/rmdir")},
        {QStringLiteral("df"), QStringLiteral("/usr/bin/df")},
        {QStringLiteral("install"), QStringLiteral("/usr/bin/install")},
        {QStringLiteral("ls"), QStringLiteral("/usr/bin/ls")},
        {QStringLiteral("cp"), QStringLiteral("/usr/bin/cp")},
        {QStringLiteral("mv"), QStringLiteral("/usr/bin/mv")},
        {QStringLiteral("mkdir"), QStringLiteral("/usr/bin/mkdir")},
        {QStringLiteral("rm"), QStringLiteral("/usr/bin/rm")},
        {QStringLiteral("touch"), QStringLiteral("/usr/bin/touch")},
        {QStringLiteral("chmod"), QStringLiteral("/usr/bin/chmod")},
        {QStringLiteral("test"), QStringLiteral("/usr/bin/test")},
        {QStringLiteral("["), QStringLiteral("/usr/bin/[")},
        {QStringLiteral("stat"), QStringLiteral("/usr/bin/stat")},
        {QStringLiteral("sha256sum"), QStringLiteral("/usr/bin/sha256sum")},
        {QStringLiteral("printenv"), QStringLiteral("/usr/bin/printenv")},
    };
    return paths.value(program);
}

ToolOutput ToolEmulator::commandNotFound(const QString &program)
{
    return ToolOutput::failure(QStringLiteral("bash: line 1: %1: command not found\n").arg(program).toUtf8(),
                               127);
}

ToolOutput ToolEmulator::which(const QString &node, const QStringList &args) const
{
    ToolOutput o;
    for (const QString &program : args) {
        if (program.startsWith(QLatin1Char('-')))
            continue; // -a, -s
        const QString path = installedPath(program);
        if (!path.isEmpty() && m_cluster.scenario().hasTool(node, program))
            o.out += path.toUtf8() + '\n';
        else
            o.exitCode = 1; // which prints nothing for a missing program
    }
    return o;
}

ToolOutput ToolEmulator::run(const QString &node, const QString &program, const QStringList &args,
                             const QMap<QString, QString> &env, bool root, const QByteArray &stdinData)
{
    m_cluster.update();
    if (!m_cluster.node(node))
        return ToolOutput::failure(QStringLiteral("unknown node %1\n").arg(node).toUtf8(), 255);
    if (!m_cluster.scenario().hasTool(node, program))
        return commandNotFound(program);
    if (const auto injected = m_cluster.takeInjectedFailure(node, program)) {
        ToolOutput f = ToolOutput::failure(injected->first, injected->second);
        f.timedOut = injected->second == -1;
        return f;
    }
    ToolOutput o;
    if (program == QLatin1String("cat")) {
        return FileEmulator::cat(m_cluster, node, args, root);
    } else if (CoreutilsEmulator::handles(program)) {
        return CoreutilsEmulator::run(m_cluster, node, program, args, stdinData, root);
    } else if (program == QLatin1String("netplan")) {
        return NetplanEmulator::run(m_cluster, node, args, root);
    } else if (program == QLatin1String("sh") && !args.isEmpty() &&
               args.first().startsWith(QLatin1Char('/'))) {
        return ShellEmulator::runFile(m_cluster, node, args, root);
    } else if (program == QLatin1String("ssh")) {
        return SshEmulator::ssh(m_cluster, node, args, root);
    } else if (program == QLatin1String("ssh-keygen")) {
        return SshEmulator::keygen(m_cluster, node, args, root);
    } else if (program == QLatin1String("setsid")) {
        // Detaching needs the event loop that SimTransport runs the guard on.
        return ToolOutput::failure(
            QByteArrayLiteral("setsid: the simulator detaches only through SimTransport\n"));
    } else if (program == QLatin1String("which")) {
        return which(node, args);
    } else if (program == QLatin1String("ping")) {
        return PingEmulator::run(m_cluster, node, args);
    } else if (program == QLatin1String("pkill")) {
        return ProcessEmulator::pkill(m_cluster, node, args);
    } else if (program == QLatin1String("pgrep")) {
        return ProcessEmulator::pgrep(m_cluster, node, args);
    } else if (program == QLatin1String("ps")) {
        return ProcessEmulator::ps(m_cluster, node, args);
    } else if (program == QLatin1String("lldpctl")) {
        return LldpEmulator::run(m_cluster, node, args);
    } else if (program == QLatin1String("true")) {
        return o;
    } else if (program == QLatin1String("false")) {
        o.exitCode = 1;
        return o;
    } else if (program == SamplerEmulator::program()) {
        // Without a streaming transport: the first tick only.
        const Result<SamplerOptions> so = SamplerEmulator::parseArgs(args);
        if (!so)
            return ToolOutput::failure(so.error().message.toUtf8(), 2);
        o.out = SamplerEmulator::tickLines(m_cluster, node, so.value(), 0);
        return o;
    } else if (program == QLatin1String("ibdev2netdev")) {
        o.out = ibdev2netdev(node);
    } else if (program == QLatin1String("ibstat")) {
        if (!args.isEmpty())
            return ToolOutput::failure(QByteArrayLiteral("ibstat: the simulator prints all devices only\n"),
                                       1);
        o.out = ibstat(node);
    } else if (program == QLatin1String("rdma")) {
        const bool json = args.contains(QStringLiteral("-j")) || args.contains(QStringLiteral("--json"));
        QStringList rest = args;
        rest.removeAll(QStringLiteral("-j"));
        rest.removeAll(QStringLiteral("--json"));
        rest.removeAll(QStringLiteral("-d"));
        rest.removeAll(QStringLiteral("-p"));
        if (rest.isEmpty() || rest.first() != QLatin1String("link"))
            return ToolOutput::failure(QByteArrayLiteral("Object \"") +
                                       (rest.isEmpty() ? QByteArray() : rest.first().toUtf8()) +
                                       QByteArrayLiteral("\" is unknown, try \"rdma help\".\n"));
        o.out = rdmaLink(node, json);
    } else if (program == QLatin1String("ethtool")) {
        return EthtoolEmulator::run(m_cluster, node, args);
    } else if (program == QLatin1String("ibv_devinfo")) {
        o.out = ibvDevinfo(node);
    } else if (PerftestEmulator::isPerftest(program)) {
        const Result<PerftestOptions> opts = PerftestEmulator::parseArgs(program, args);
        if (!opts)
            return ToolOutput::failure(opts.error().message.toUtf8());
        if (opts->isServer())
            return ToolOutput::failure(
                QByteArrayLiteral("simulated perftest server needs a streaming transport\n"));
        return PerftestEmulator::runClient(m_cluster, node, opts.value());
    } else if (program == QLatin1String("mpirun")) {
        return NcclEmulator::runMpirun(m_cluster, node, args);
    } else if (NcclEmulator::isNcclTest(program)) {
        return NcclEmulator::runTest(m_cluster, node, program, args, env);
    } else if (program == QLatin1String("nvidia-smi")) {
        o.out = nvidiaSmi(node);
    } else if (program == QLatin1String("lspci")) {
        o.out = lspci(node, args);
    } else if (program == QLatin1String("dmesg")) {
        o.out = dmesg(node);
    } else if (program == QLatin1String("gpu_burn")) {
        double seconds = 10;
        for (const QString &a : args) {
            bool ok = false;
            const double v = a.toDouble(&ok);
            if (ok)
                seconds = v;
        }
        m_cluster.setGpuLoad(node, 1.0, seconds);
        o.out = QStringLiteral(
                    "GPU 0: NVIDIA GB10 (UUID: GPU-5c2d%1-0000-0000-0000-000000000000)\n"
                    "Initialized device 0 with 124546 MB of memory (119980 MB available, using 107982 MB of "
                    "DRAM), using FLOATS\n"
                    "Results are 268435456 bytes each, thus performing 400 iterations\n")
                    .arg(m_cluster.node(node)->index(), 4, 10, QLatin1Char('0'))
                    .toUtf8();
        o.out += QStringLiteral("100.0%%  proc'd: %1 (31250 Gflop/s)   errors: 0   temps: 81 C \n")
                     .arg(int(seconds * 12))
                     .toUtf8()
                     .replace("%%", "%");
        o.out += "\nKilling processes.. Freed memory for dev 0\nUninitted cublas\ndone\n\nTested 1 "
                 "GPUs:\n\tGPU 0: OK\n";
        o.durationS = seconds;
    } else if (program == QLatin1String("hostname")) {
        o.out = node.toUtf8() + "\n";
    } else if (program == QLatin1String("uname")) {
        o.out = args.contains(QStringLiteral("-r")) ? QByteArrayLiteral("6.17.0-1008-nvidia\n")
                                                    : QByteArrayLiteral("Linux\n");
    } else if (program == QLatin1String("ip")) {
        return IpEmulator::run(m_cluster, node, args, root, stdinData);
    } else {
        return commandNotFound(program);
    }
    return o;
}

QByteArray ToolEmulator::ibdev2netdev(const QString &node) const
{
    const SimNode *n = m_cluster.node(node);
    QByteArray out;
    for (const QString &dev : deviceOrder()) {
        const RailState *r = n->railByRdmaDevice(dev);
        out += QStringLiteral("%1 port 1 ==> %2 (%3)\n")
                   .arg(dev, r->rail.netdev(), r->up ? QStringLiteral("Up") : QStringLiteral("Down"))
                   .toUtf8();
    }
    return out;
}

// As rdma-core's ibstat prints a ConnectX-7 RoCE function: GUIDs from the
// MAC (node GUID with 03:00 in the middle, port GUID EUI-64 with ff:fe), the
// rate in Gb/s while linked; a port without carrier polls at the 10 the
// kernel leaves there, an administratively downed one is Disabled.
QByteArray ToolEmulator::ibstat(const QString &node) const
{
    const SimNode *n = m_cluster.node(node);
    auto bytes = [](const QString &mac) {
        QList<uint> b;
        for (const QString &x : mac.split(QLatin1Char(':')))
            b << x.toUInt(nullptr, 16);
        return b;
    };
    auto hex = [](uint v) { return QStringLiteral("%1").arg(v, 2, 16, QLatin1Char('0')); };
    QString systemGuid;
    QByteArray out;
    for (const QString &dev : deviceOrder()) {
        const RailState *r = n->railByRdmaDevice(dev);
        const QList<uint> b = bytes(r->mac);
        if (b.size() != 6)
            continue;
        const QString nodeGuid = QStringLiteral("0x") + hex(b[0]) + hex(b[1]) + hex(b[2]) +
                                 QStringLiteral("0300") + hex(b[3]) + hex(b[4]) + hex(b[5]);
        const QString portGuid = QStringLiteral("0x") + hex(b[0] ^ 0x02) + hex(b[1]) + hex(b[2]) +
                                 QStringLiteral("fffe") + hex(b[3]) + hex(b[4]) + hex(b[5]);
        if (systemGuid.isEmpty())
            systemGuid = nodeGuid;
        const QString phys = r->up ? QStringLiteral("LinkUp")
                                   : (r->adminUp ? QStringLiteral("Polling") : QStringLiteral("Disabled"));
        const qint64 rate = r->up ? r->speedMbps / 1000 : 10;
        out += QStringLiteral(
                   "CA '%1'\n\tCA type: MT4129\n\tNumber of ports: 1\n\tFirmware version: 28.45.4028\n"
                   "\tHardware version: 0\n\tNode GUID: %2\n\tSystem image GUID: %3\n\tPort 1:\n"
                   "\t\tState: %4\n\t\tPhysical state: %5\n\t\tRate: %6\n\t\tBase lid: 0\n"
                   "\t\tLMC: 0\n\t\tSM lid: 0\n\t\tCapability mask: 0x00010000\n"
                   "\t\tPort GUID: %7\n\t\tLink layer: Ethernet\n")
                   .arg(dev, nodeGuid, systemGuid, r->up ? QStringLiteral("Active") : QStringLiteral("Down"),
                        phys)
                   .arg(rate)
                   .arg(portGuid)
                   .toUtf8();
    }
    return out;
}

QByteArray ToolEmulator::rdmaLink(const QString &node, bool json) const
{
    const SimNode *n = m_cluster.node(node);
    if (json) {
        // Written by hand: rdma keeps this key order, QJsonObject would sort it.
        QStringList items;
        int index = 0;
        for (const QString &dev : deviceOrder()) {
            const RailState *r = n->railByRdmaDevice(dev);
            items << QStringLiteral("{\"ifindex\":%1,\"ifname\":\"%2\",\"port\":1,\"state\":\"%3\","
                                    "\"physical_state\":\"%4\","
                                    "\"netdev\":\"%5\",\"netdev_index\":%6}")
                         .arg(index++)
                         .arg(dev, r->up ? QStringLiteral("ACTIVE") : QStringLiteral("DOWN"),
                              r->up ? QStringLiteral("LINK_UP") : QStringLiteral("DISABLED"),
                              r->rail.netdev())
                         .arg(IpEmulator::ifindex(r->rail));
        }
        return (QLatin1Char('[') + items.join(QLatin1Char(',')) + QStringLiteral("]\n")).toUtf8();
    }
    QByteArray out;
    for (const QString &dev : deviceOrder()) {
        const RailState *r = n->railByRdmaDevice(dev);
        // rdma prints a trailing space after the last attribute.
        out += QStringLiteral("link %1/1 state %2 physical_state %3 netdev %4 \n")
                   .arg(dev, r->up ? QStringLiteral("ACTIVE") : QStringLiteral("DOWN"),
                        r->up ? QStringLiteral("LINK_UP") : QStringLiteral("DISABLED"), r->rail.netdev())
                   .toUtf8();
    }
    return out;
}

QByteArray ToolEmulator::ibvDevinfo(const QString &node) const
{
    const SimNode *n = m_cluster.node(node);
    const QString sysGuid = guidFromMac(n->rail(model::Rail(0, 1)).mac);
    QString s;
    for (const QString &dev : deviceOrder()) {
        const RailState *r = n->railByRdmaDevice(dev);
        s += QStringLiteral("hca_id:\t%1\n").arg(dev);
        s += QStringLiteral("\ttransport:\t\t\tInfiniBand (0)\n");
        s += QStringLiteral("\tfw_ver:\t\t\t\t28.45.4028\n");
        s += QStringLiteral("\tnode_guid:\t\t\t%1\n").arg(guidFromMac(r->mac));
        s += QStringLiteral("\tsys_image_guid:\t\t\t%1\n").arg(sysGuid);
        s += QStringLiteral("\tvendor_id:\t\t\t0x02c9\n");
        s += QStringLiteral("\tvendor_part_id:\t\t\t4129\n");
        s += QStringLiteral("\thw_ver:\t\t\t\t0x0\n");
        s += QStringLiteral("\tboard_id:\t\t\tNVD0000000087\n");
        s += QStringLiteral("\tphys_port_cnt:\t\t\t1\n");
        s += QStringLiteral("\t\tport:\t1\n");
        s += r->up ? QStringLiteral("\t\t\tstate:\t\t\tPORT_ACTIVE (4)\n")
                   : QStringLiteral("\t\t\tstate:\t\t\tPORT_DOWN (1)\n");
        s += QStringLiteral("\t\t\tmax_mtu:\t\t4096 (5)\n");
        s += QStringLiteral("\t\t\tactive_mtu:\t\t%1\n").arg(mtuCode(PerftestEmulator::mtuFor(r->mtu)));
        s += QStringLiteral("\t\t\tsm_lid:\t\t\t0\n");
        s += QStringLiteral("\t\t\tport_lid:\t\t0\n");
        s += QStringLiteral("\t\t\tport_lmc:\t\t0x00\n");
        s += QStringLiteral("\t\t\tlink_layer:\t\tEthernet\n\n");
    }
    return s.toUtf8();
}

QByteArray ToolEmulator::nvidiaSmi(const QString &node) const
{
    const SimNode *n = m_cluster.node(node);
    const double now = m_cluster.clock().now();
    const double load = n->gpuLoad(now);
    const int temp = int(std::lround(n->gpuTempC()));
    const int util = int(std::lround(load * 100));
    const QString power = QStringLiteral("%1W").arg(load > 0 ? int(3 + 92 * load) : 3);
    const QString pstate = load > 0 ? QStringLiteral("P0") : QStringLiteral("P8");
    QString s;
    s += ctime(now) + QStringLiteral("       \n");
    s += QStringLiteral(
        "+-----------------------------------------------------------------------------------------+\n");
    s += QStringLiteral(
        "| NVIDIA-SMI 580.95.05              Driver Version: 580.95.05      CUDA Version: 13.0     |\n");
    s += QStringLiteral(
        "+-----------------------------------------+------------------------+----------------------+\n");
    s += QStringLiteral(
        "| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |\n");
    s += QStringLiteral(
        "| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |\n");
    s += QStringLiteral(
        "|                                         |                        |               MIG M. |\n");
    s += QStringLiteral(
        "|=========================================+========================+======================|\n");
    s += QStringLiteral(
        "|   0  NVIDIA GB10                    On  |   0000000F:01:00.0 Off |                  N/A |\n");
    s += QString::asprintf("| N/A  %3dC    %-2s%16s /  N/A  | Not Supported          |%7d%%      Default |\n",
                           temp, qPrintable(pstate), qPrintable(power), util);
    s += QStringLiteral(
        "|                                         |                        |                  N/A |\n");
    s += QStringLiteral(
        "+-----------------------------------------+------------------------+----------------------+\n");
    s += QStringLiteral("\n");
    s += QStringLiteral(
        "+-----------------------------------------------------------------------------------------+\n");
    s += QStringLiteral(
        "| Processes:                                                                              |\n");
    s += QStringLiteral(
        "|  GPU   GI   CI              PID   Type   Process name                        GPU Memory |\n");
    s += QStringLiteral(
        "|        ID   ID                                                               Usage      |\n");
    s += QStringLiteral(
        "|=========================================================================================|\n");
    if (load > 0) {
        const QString name = QStringLiteral("./gpu_burn");
        const QString mem = QStringLiteral("107982MiB");
        s += QString::asprintf("|  %3d   N/A  N/A  %14d  %5s   ", 0, 41000 + n->index(), "C") + name +
             QString(46 - name.size() - mem.size(), QLatin1Char(' ')) + mem + QStringLiteral(" |\n");
    } else {
        s += QStringLiteral(
            "|  No running processes found                                                             |\n");
    }
    s += QStringLiteral(
        "+-----------------------------------------------------------------------------------------+\n");
    return s.toUtf8();
}

QByteArray ToolEmulator::lspci(const QString &node, const QStringList &args) const
{
    const SimNode *n = m_cluster.node(node);
    bool verbose = false;
    QString only;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i].startsWith(QLatin1String("-vv")))
            verbose = true;
        else if (args[i] == QLatin1String("-s") && i + 1 < args.size())
            only = args[++i];
    }
    struct Dev
    {
        QString address;
        QString description;
        const RailState *rail;
    };
    const QList<Dev> devs = {
        {QStringLiteral("0000:00:00.0"),
         QStringLiteral("PCI bridge: NVIDIA Corporation Device 22ce (rev 01)"), nullptr},
        {QStringLiteral("0000:01:00.0"), QString(), &n->rail(model::Rail(0, 1))},
        {QStringLiteral("0000:01:00.1"), QString(), &n->rail(model::Rail(1, 1))},
        {QStringLiteral("0002:00:00.0"),
         QStringLiteral("PCI bridge: NVIDIA Corporation Device 22ce (rev 01)"), nullptr},
        {QStringLiteral("0002:01:00.0"), QString(), &n->rail(model::Rail(0, 2))},
        {QStringLiteral("0002:01:00.1"), QString(), &n->rail(model::Rail(1, 2))},
        {QStringLiteral("0007:00:00.0"),
         QStringLiteral("PCI bridge: NVIDIA Corporation Device 22ce (rev 01)"), nullptr},
        {QStringLiteral("0007:01:00.0"),
         QStringLiteral("Ethernet controller: Realtek Semiconductor Co., Ltd. Device 8127 (rev 05)"),
         nullptr},
        {QStringLiteral("000f:00:00.0"), QStringLiteral("PCI bridge: NVIDIA Corporation Device 22d1"),
         nullptr},
        {QStringLiteral("000f:01:00.0"),
         QStringLiteral("VGA compatible controller: NVIDIA Corporation Device 2e12 (rev a1)"), nullptr},
    };
    QString s;
    for (const Dev &d : devs) {
        if (!only.isEmpty() && d.address != only && !d.address.endsWith(only))
            continue;
        const QString desc =
            d.rail ? QStringLiteral("Ethernet controller: Mellanox Technologies MT2910 Family [ConnectX-7]")
                   : d.description;
        s += d.address + QLatin1Char(' ') + desc + QLatin1Char('\n');
        if (!verbose || !d.rail)
            continue;
        const PcieLinkSpec &l = d.rail->pcie;
        const bool speedDown = l.gen < 5;
        const bool widthDown = l.width < 4;
        s += QStringLiteral("\tSubsystem: Mellanox Technologies Device 0024\n");
        s += QStringLiteral(
            "\tControl: I/O- Mem+ BusMaster+ SpecCycle- MemWINV- VGASnoop- ParErr+ Stepping- SERR+ "
            "FastB2B- DisINTx+\n");
        s += QStringLiteral(
            "\tStatus: Cap+ 66MHz- UDF- FastB2B- ParErr- DEVSEL=fast >TAbort- <TAbort- <MAbort- >SERR- "
            "<PERR- INTx-\n");
        s += QStringLiteral("\tLatency: 0, Cache Line Size: 64 bytes\n");
        s += QStringLiteral("\tInterrupt: pin A routed to IRQ 87\n");
        s += QStringLiteral("\tRegion 0: Memory at 1c0000000 (64-bit, prefetchable) [size=32M]\n");
        s += QStringLiteral("\tCapabilities: [60] Express (v2) Endpoint, MSI 00\n");
        s += QStringLiteral(
            "\t\tDevCap:\tMaxPayload 512 bytes, PhantFunc 0, Latency L0s unlimited, L1 unlimited\n");
        s += QStringLiteral("\t\t\tExtTag+ AttnBtn- AttnInd- PwrInd- RBE+ FLReset+ SlotPowerLimit 27W\n");
        s += QStringLiteral("\t\tDevCtl:\tCorrErr+ NonFatalErr+ FatalErr+ UnsupReq+\n");
        s += QStringLiteral("\t\t\tRlxdOrd+ ExtTag+ PhantFunc- AuxPwr- NoSnoop+ FLReset-\n");
        s += QStringLiteral("\t\t\tMaxPayload 256 bytes, MaxReadReq 4096 bytes\n");
        s += QStringLiteral("\t\tLnkCap:\tPort #0, Speed 32GT/s, Width x4, ASPM not supported\n");
        s += QStringLiteral("\t\t\tClockPM- Surprise- LLActRep- BwNot- ASPMOptComp+\n");
        s += QStringLiteral("\t\tLnkCtl:\tASPM Disabled; RCB 64 bytes, Disabled- CommClk+\n");
        s += QStringLiteral("\t\t\tExtSynch- ClockPM- AutWidDis- BWInt- AutBWInt-\n");
        s += QStringLiteral("\t\tLnkSta:\tSpeed %1GT/s%2, Width x%3%4\n")
                 .arg(gts(l.gen), speedDown ? QStringLiteral(" (downgraded)") : QString())
                 .arg(l.width)
                 .arg(widthDown ? QStringLiteral(" (downgraded)") : QString());
        s += QStringLiteral("\t\t\tTrErr- Train- SlotClk+ DLActive- BWMgmt- ABWMgmt-\n");
        s += QStringLiteral("\tKernel driver in use: mlx5_core\n");
        s += QStringLiteral("\tKernel modules: mlx5_core\n\n");
    }
    return s.toUtf8();
}

QByteArray ToolEmulator::dmesg(const QString &node) const
{
    const SimNode *n = m_cluster.node(node);
    QString s;
    auto line = [&](double t, const QString &text) {
        s += QString::asprintf("[%5d.%06d] ", int(t), int((t - int(t)) * 1e6) % 1000000) + text +
             QLatin1Char('\n');
    };
    double t = 4.801233;
    for (const RailState &r : n->rails()) {
        const QString pci = SimNode::pciAddress(r.rail);
        line(t, QStringLiteral("mlx5_core %1: firmware version: 28.45.4028").arg(pci));
        t += 0.104511;
        const double avail = RateModel::pcieGbps(r.pcie.gen, r.pcie.width);
        if (r.pcie.gen < 5 || r.pcie.width < 4)
            line(t, QStringLiteral(
                        "mlx5_core %1: %2 Gb/s available PCIe bandwidth, limited by %3 GT/s PCIe x%4 link at "
                        "%5:00:00.0 (capable of %6 Gb/s with 32.0 GT/s PCIe x4 link)")
                        .arg(pci, QString::number(avail, 'f', 3), gtsDmesg(r.pcie.gen))
                        .arg(r.pcie.width)
                        .arg(pci.left(4), QString::number(RateModel::pcieGbps(5, 4), 'f', 3)));
        else
            line(t, QStringLiteral("mlx5_core %1: %2 Gb/s available PCIe bandwidth (32.0 GT/s PCIe x4 link)")
                        .arg(pci, QString::number(avail, 'f', 3)));
        t += 0.6631;
        // Printed by every GB10 board whether the card is throttled or not.
        line(t, QStringLiteral(
                    "mlx5_core %1: mlx5_pcie_event:326:(pid 3202): Detected insufficient power on the PCIe "
                    "slot (27W).")
                    .arg(pci));
        t += 0.2013;
    }
    t = 11.93421;
    for (const RailState &r : n->rails()) {
        if (r.wired) {
            line(
                t,
                QStringLiteral("mlx5_core %1 %2: Link up").arg(SimNode::pciAddress(r.rail), r.rail.netdev()));
            t += 0.0412;
        }
    }
    for (const LinkEvent &e : m_cluster.linkEvents(node)) {
        const RailState *r = n->railByNetdev(e.netdev);
        line(95.0 + e.time, QStringLiteral("mlx5_core %1 %2: Link %3")
                                .arg(SimNode::pciAddress(r->rail), e.netdev,
                                     e.up ? QStringLiteral("up") : QStringLiteral("down")));
    }
    return s.toUtf8();
}

} // namespace railyard::sim
