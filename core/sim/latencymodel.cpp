// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/latencymodel.h"

#include <QFileInfo>

namespace railyard::sim {

namespace {

// Measured 2026-12-05 on the namespace cluster of tests/sim/simcluster (real
// OpenSSH 9.2 sshd per node, real iputils ping over veths, the host's real
// netplan.io 0.106) on the 2-core development machine while it was idle;
// the commands are in tests/data/latency/README.md. A Spark's cores are of
// the same class; its netplan apply could not be measured here.
const QList<LatencyModel::Cost> Table = {
    {QStringLiteral("login"), 0.210,
     QStringLiteral("OpenSSH login with an ed25519 key, `ssh -o BatchMode=yes NODE true` to a namespace "
                    "node: median of 15 (209.8-214.9 ms)")},
    {QStringLiteral("exec"), 0.0098,
     QStringLiteral("a command on an open connection: `ssh -S SOCKET NODE true` through an OpenSSH "
                    "ControlMaster: median of 30")},
    {QStringLiteral("sudo"), 0.0064,
     QStringLiteral("`sudo -n true` on the same connection (16.2 ms) minus exec: median of 30")},
    {QStringLiteral("tool"), 0.0022,
     QStringLiteral("a small C tool: `ip -j addr show` on the same connection (12.0 ms) minus exec: "
                    "median of 30; ethtool, rdma, cat and the like alike")},
    {QStringLiteral("ping"), 0.0013,
     QStringLiteral("`ping -c 1 -W 2 -I RAIL PEER` across a veth between two namespace nodes: median "
                    "3.3 ms of 20 (with -M do -s 8972: 3.9 ms), less the 2 ms the ping emulator "
                    "already spends on the reply")},
    {QStringLiteral("netplan generate"), 0.120,
     QStringLiteral("`netplan generate --root-dir DIR` of netplan.io 0.106 on a four-rail Spark file: "
                    "median of 10 (113.6-127.0 ms)")},
    {QStringLiteral("netplan"), 0.106,
     QStringLiteral("any other netplan command: `netplan get --root-dir DIR`, mostly Python start-up: "
                    "median of 10")},
    {QStringLiteral("netplan apply"), 1.226,
     QStringLiteral("netplan generate (120 ms) and Python start-up (106 ms) as measured, plus an "
                    "assumed 1 s for `networkctl reload` and `reconfigure` of the rails: a namespace "
                    "has no systemd-networkd, so that part is not measured")},
};

QString baseName(const QString &program)
{
    return program.contains(QLatin1Char('/')) ? QFileInfo(program).fileName() : program;
}

// Takes the wrappers off: sudo [OPTIONS], env K=V..., timeout [OPTIONS] N,
// setsid [OPTIONS]. Sets *sudo when one was there.
void unwrap(QString *program, QStringList *args, bool *sudo)
{
    while (!args->isEmpty()) {
        const QString p = baseName(*program);
        if (p == QLatin1String("sudo")) {
            *sudo = true;
            while (!args->isEmpty() && args->first().startsWith(QLatin1Char('-'))) {
                const QString opt = args->takeFirst();
                if (opt == QLatin1String("--"))
                    break;
                if ((opt == QLatin1String("-u") || opt == QLatin1String("-g") ||
                     opt == QLatin1String("-p")) &&
                    !args->isEmpty())
                    args->removeFirst();
            }
        } else if (p == QLatin1String("env")) {
            while (!args->isEmpty() && args->first().contains(QLatin1Char('=')))
                args->removeFirst();
        } else if (p == QLatin1String("timeout")) {
            while (!args->isEmpty() && args->first().startsWith(QLatin1Char('-')))
                args->removeFirst();
            if (!args->isEmpty())
                args->removeFirst(); // the duration
        } else if (p == QLatin1String("setsid")) {
            while (!args->isEmpty() && args->first().startsWith(QLatin1Char('-')))
                args->removeFirst();
        } else {
            return;
        }
        if (args->isEmpty())
            return;
        *program = args->takeFirst();
    }
}

} // namespace

const QList<LatencyModel::Cost> &LatencyModel::costs()
{
    return Table;
}

double LatencyModel::cost(const QString &key)
{
    for (const Cost &c : Table) {
        if (c.key == key)
            return c.seconds;
    }
    Q_ASSERT_X(false, "LatencyModel::cost", "no such key");
    return 0;
}

double LatencyModel::toolSeconds(const QString &program, const QStringList &arguments)
{
    QString p = program;
    QStringList args = arguments;
    bool sudo = false;
    unwrap(&p, &args, &sudo);
    p = baseName(p);
    if (p == QLatin1String("netplan")) {
        // The subcommand is the first word that is not an option.
        for (const QString &a : std::as_const(args)) {
            if (a.startsWith(QLatin1Char('-')))
                continue;
            if (a == QLatin1String("apply"))
                return cost(QStringLiteral("netplan apply"));
            if (a == QLatin1String("generate"))
                return cost(QStringLiteral("netplan generate"));
            break;
        }
        return cost(QStringLiteral("netplan"));
    }
    if (p == QLatin1String("ping"))
        return cost(QStringLiteral("ping"));
    // A login to a peer: node-to-node SSH (verify, NCCL's mpirun start-up
    // is the emulator's) pays what a login to the node pays.
    if (p == QLatin1String("ssh"))
        return cost(QStringLiteral("login"));
    // A shell's own start is a small tool's; what its script runs is added
    // by commandSeconds.
    return cost(QStringLiteral("tool"));
}

QString LatencyModel::scriptPath(const QString &program, const QStringList &arguments)
{
    QString p = program;
    QStringList args = arguments;
    bool sudo = false;
    unwrap(&p, &args, &sudo);
    p = baseName(p);
    if ((p == QLatin1String("sh") || p == QLatin1String("bash")) && !args.isEmpty() &&
        args.first().startsWith(QLatin1Char('/')))
        return args.first();
    return {};
}

double LatencyModel::commandSeconds(const QString &program, const QStringList &arguments, bool asRoot,
                                    const QByteArray &script)
{
    QString p = program;
    QStringList args = arguments;
    bool sudo = asRoot;
    unwrap(&p, &args, &sudo);
    double s =
        cost(QStringLiteral("exec")) + (sudo ? cost(QStringLiteral("sudo")) : 0) + toolSeconds(p, args);
    // A script's lines are commands of their own, started by the shell (no
    // exec over SSH each); the journal's scripts run netplan and ip.
    const QList<QByteArray> lines = script.split('\n');
    for (const QByteArray &raw : lines) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QStringList words = QString::fromUtf8(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QString first = baseName(words.first());
        if (first == QLatin1String("netplan") || first == QLatin1String("ip") ||
            first == QLatin1String("ping"))
            s += toolSeconds(first, words.mid(1));
    }
    return s;
}

} // namespace railyard::sim
