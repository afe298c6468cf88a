// SPDX-License-Identifier: GPL-3.0-or-later
// railyard-simtool: every Spark tool of a namespace node, by argv[0]
// (ethtool, ibdev2netdev, ib_write_bw, ...). `railyard-simtool --describe
// SCENARIO` prints the wiring the harness builds.
#include "model/projectfile.h"
#include "netplanwrapper.h"
#include "perftestpeer.h"
#include "sim/dgxosimage.h"
#include "sim/scenariocatalog.h"
#include "sim/simcluster.h"
#include "sim/simfilesystem.h"
#include "sim/simnode.h"
#include "sim/toolemulator.h"
#include "simtoolcontext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <cstdio>

using namespace railyard;
using namespace railyard::sim;

namespace {

void write(FILE *f, const QByteArray &text)
{
    std::fwrite(text.constData(), 1, size_t(text.size()), f);
    std::fflush(f);
}

// Lines the harness reads: node, netdev (mac mtu cidr), veth pairs, bridge ports, dead ends,
// files below /etc (node, path, octal mode, base64 bytes).
int describe(const QString &scenario)
{
    const Result<Scenario> s = ScenarioCatalog::load(scenario);
    if (!s) {
        write(stderr, s.error().toString().toUtf8() + '\n');
        return 2;
    }
    SimCluster c(s.value());
    QByteArray out;
    out += "scenario " + s->name.toUtf8() + '\n';
    out += "topology " + model::topologyName(s->topology).toUtf8() + '\n';
    out += "port " + QByteArray::number(s->port) + '\n';
    for (const QString &n : c.nodeNames())
        out += "node " + n.toUtf8() + '\n';
    for (const QString &n : c.nodeNames()) {
        for (const RailState &r : c.node(n)->rails()) {
            out += "netdev " + n.toUtf8() + ' ' + r.rail.netdev().toUtf8() + ' ' + r.mac.toUtf8() + ' ' +
                   QByteArray::number(r.mtu) + ' ' +
                   (r.ipv4.isEmpty() ? QByteArray("-") : r.ipv4.first().toUtf8()) + '\n';
            const RailEndpoint end{n, r.rail};
            if (const std::optional<RailEndpoint> p = c.directPeer(end)) {
                const int me = c.scenario().nodes.indexOf(n) * 4 + r.rail.port() * 2 + r.rail.index();
                const int them =
                    c.scenario().nodes.indexOf(p->node) * 4 + p->rail.port() * 2 + p->rail.index();
                if (me < them)
                    out += "veth " + n.toUtf8() + ' ' + r.rail.netdev().toUtf8() + ' ' + p->node.toUtf8() +
                           ' ' + p->rail.netdev().toUtf8() + '\n';
            } else if (c.onSwitch(end)) {
                out += "bridge " + n.toUtf8() + ' ' + r.rail.netdev().toUtf8() + ' ' +
                       QByteArray::number(r.rail.index()) + '\n';
            } else {
                out += "dead " + n.toUtf8() + ' ' + r.rail.netdev().toUtf8() + '\n';
            }
        }
    }
    // The node's files below /etc as the model starts them (DGX OS's own,
    // and every netplan file, also those another tool left): the namespace
    // node starts with the same bytes and modes.
    for (const QString &n : c.nodeNames()) {
        QStringList paths;
        for (const DgxOsImage::File &f : DgxOsImage::files(n, c.node(n)->serial()))
            paths << f.path;
        for (const QString &name : c.node(n)->fileSystem().list(QStringLiteral("/etc/netplan"))) {
            const QString path = QStringLiteral("/etc/netplan/") + name;
            if (!paths.contains(path))
                paths << path;
        }
        for (const QString &path : paths) {
            QByteArray bytes;
            const SimFileSystem &fs = c.node(n)->fileSystem();
            const auto *e = fs.entry(path);
            if (!e || !fs.read(path, 0, &bytes).isEmpty())
                continue;
            out += "file " + n.toUtf8() + ' ' + path.toUtf8() + ' ' + QByteArray::number(e->mode, 8) + ' ' +
                   bytes.toBase64() + '\n';
        }
    }
    write(stdout, out);
    return 0;
}

// railyard.yaml for a namespace run: the intended cluster with the run's
// management addresses, test user, identity and known_hosts.
int projectFile(const QString &scenario, const QString &dir, const QString &user)
{
    const Result<Scenario> s = ScenarioCatalog::load(scenario);
    if (!s) {
        write(stderr, s.error().toString().toUtf8() + '\n');
        return 2;
    }
    model::Cluster cluster = s->intendedCluster();
    QFile nodes(dir + QStringLiteral("/nodes"));
    if (!nodes.open(QIODevice::ReadOnly))
        return 2;
    const QStringList lines = QString::fromUtf8(nodes.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (model::Node &n : cluster.nodes) {
        for (const QString &l : lines) {
            if (l.section(QLatin1Char(' '), 0, 0) == n.name)
                n.managementAddress = l.section(QLatin1Char(' '), 1, 1);
        }
        n.sshUser = user;
        n.sshPort = 22;
        n.identityFile = dir + QStringLiteral("/id_ed25519");
    }
    cluster.options.knownHostsFile = dir + QStringLiteral("/known_hosts");
    const QString path = dir + QStringLiteral("/railyard.yaml");
    const Result<void> saved = model::ProjectFile::save(cluster, path);
    if (!saved) {
        write(stderr, saved.error().toString().toUtf8() + '\n');
        return 2;
    }
    write(stdout, path.toUtf8() + '\n');
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments();
    QString program = QFileInfo(args.takeFirst()).fileName();
    if (program == QLatin1String("railyard-simtool")) {
        if (!args.isEmpty() && args.first() == QLatin1String("--describe") && args.size() == 2)
            return describe(args[1]);
        // Where a Spark has the tool: the namespace node puts it there.
        if (!args.isEmpty() && args.first() == QLatin1String("--installed-path") && args.size() == 2) {
            const QString path = ToolEmulator::installedPath(args[1]);
            write(stdout, path.toUtf8() + '\n');
            return path.isEmpty() ? 1 : 0;
        }
        // The node's /sys/class/infiniband (a tmpfs of its mount namespace).
        if (!args.isEmpty() && args.first() == QLatin1String("--sysfs-tree") && args.size() == 2) {
            Result<std::unique_ptr<SimToolContext>> ctx = SimToolContext::fromEnvironment();
            if (!ctx) {
                write(stderr, ctx.error().toString().toUtf8() + '\n');
                return 2;
            }
            const Result<void> written = ctx.value()->writeSysfs(args[1]);
            if (!written)
                write(stderr, written.error().toString().toUtf8() + '\n');
            return written ? 0 : 1;
        }
        if (!args.isEmpty() && args.first() == QLatin1String("--project-file") && args.size() == 4)
            return projectFile(args[1], args[2], args[3]);
        if (args.isEmpty() || args.first() == QLatin1String("--list")) {
            write(stdout, ToolEmulator::programs().join(QLatin1Char('\n')).toUtf8() + '\n');
            return args.isEmpty() ? 2 : 0;
        }
        program = args.takeFirst();
    }
    if (program == QLatin1String("netplan"))
        return NetplanWrapper::run(args);
    Result<std::unique_ptr<SimToolContext>> ctx = SimToolContext::fromEnvironment();
    if (!ctx) {
        write(stderr, program.toUtf8() + ": " + ctx.error().toString().toUtf8() + '\n');
        return 2;
    }
    SimToolContext &c = *ctx.value();
    if (!c.cluster().scenario().hasTool(c.node(), program)) {
        const ToolOutput missing = ToolEmulator::commandNotFound(program);
        write(stderr, missing.err);
        return missing.exitCode;
    }
    if (PerftestEmulator::isPerftest(program)) {
        const Result<PerftestOptions> o = PerftestEmulator::parseArgs(program, args);
        if (!o) {
            write(stderr, o.error().message.toUtf8());
            return 1;
        }
        PerftestPeer peer(c, o.value());
        return peer.run();
    }
    ToolEmulator tools(c.cluster());
    const ToolOutput o = tools.run(c.node(), program, args);
    if (program == QLatin1String("gpu_burn") && o.exitCode == 0) {
        c.recordGpuLoad(o.durationS);
        QThread::msleep(qMin<qint64>(qint64(o.durationS * 1000 / c.speed()), 24LL * 3600 * 1000));
    } else if (o.durationS > 0 && o.exitCode == 0) {
        QThread::msleep(qMin<qint64>(qint64(o.durationS * 1000 / c.speed()), 600000));
    }
    write(stdout, o.out);
    write(stderr, o.err);
    return o.exitCode;
}
