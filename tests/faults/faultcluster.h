// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Scaffolding of the fault-matrix tests (docs/reliability.md): the namespace
// cluster of tests/inventory plus what a fault row needs to prove that
// nothing was lost. Header only: tests link libraries, and this is test
// scaffolding, not a library.
#include "../inventory/namespacecluster.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QTest>
#include <signal.h>

namespace railyard::testing {

// Runs a harness subcommand on one node of the cluster.
// The entry of a JSON array whose `key` is `value`, or an empty object.
inline QJsonObject byName(const QJsonArray &list, const QString &key, const QString &value)
{
    for (const QJsonValue &v : list) {
        if (v.toObject().value(key).toString() == value)
            return v.toObject();
    }
    return {};
}

// An `ip` in the cluster's bin/ (first on every node's PATH) that, once
// HOLD/armed exists, holds `ip -j addr` (the apply's confirm read-back)
// until it is removed and touches HOLD/NODE meanwhile; everything else is
// the real ip. Returns HOLD, empty on failure.
inline QString holdAddressReadBack(const NamespaceCluster &c, const QString &realIp)
{
    const QString hold = c.dir() + QStringLiteral("/hold");
    if (!QDir().mkpath(hold) || !QFile::setPermissions(hold, QFileDevice::Permissions(0x7777)))
        return {};
    QFile w(c.dir() + QStringLiteral("/bin/ip"));
    if (!w.open(QIODevice::WriteOnly))
        return {};
    w.write(QStringLiteral("#!/bin/bash\n"
                           "if [ -e %1/armed ] && [ \"$1\" = -j ] && [ \"$2\" = addr ]; then\n"
                           "  touch %1/$RAILYARD_SIM_NODE\n"
                           "  while [ -e %1/armed ]; do sleep 0.1; done\n"
                           "fi\n"
                           "exec %2 \"$@\"\n")
                .arg(hold, realIp)
                .toUtf8());
    w.close();
    return QFile::setPermissions(w.fileName(), QFileDevice::Permissions(0x7755)) ? hold : QString();
}

inline QStringList issueMessages(const QJsonObject &node)
{
    QStringList out;
    for (const QJsonValue &i : node.value(QStringLiteral("issues")).toArray())
        out << i.toObject().value(QStringLiteral("message")).toString();
    return out;
}

inline Proc harness(const NamespaceCluster &c, const QString &sub, const QString &node,
                    const QStringList &extra = {})
{
    return run(kHarness, QStringList{sub, QStringLiteral("--name"), c.prefix(), node} + extra);
}

// Every process inside the node's network namespace except its sshd (the
// listener and the sessions of whoever is connected): what a command run
// through Railyard could have left behind.
inline QStringList leftoverProcesses(const NamespaceCluster &c, int node)
{
    QStringList out;
    const Proc pids =
        run(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("pids"), c.nodeNamespace(node)});
    for (const QString &pid : QString::fromUtf8(pids.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
        if (!comm.open(QIODevice::ReadOnly))
            continue; // gone meanwhile
        const QByteArray name = comm.readAll().trimmed();
        if (name == "sshd")
            continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        QByteArray args;
        if (cmdline.open(QIODevice::ReadOnly))
            args = cmdline.readAll().replace('\0', ' ').trimmed();
        out << QStringLiteral("%1 %2").arg(pid, QString::fromUtf8(args.isEmpty() ? name : args));
    }
    return out;
}

inline QStringList leftoverProcessesAnywhere(const NamespaceCluster &c, int nodes)
{
    QStringList out;
    for (int i = 1; i <= nodes; ++i) {
        for (const QString &p : leftoverProcesses(c, i))
            out << QStringLiteral("spark-%1: %2").arg(i).arg(p);
    }
    return out;
}

// A netplan file on every node, as a real Spark has one for its management
// LAN: the fault rows compare these byte for byte before and after.
inline bool seedNetplan(const NamespaceCluster &c, int nodes)
{
    for (int i = 1; i <= nodes; ++i) {
        QFile f(c.dir() + QStringLiteral("/spark-%1/netplan/01-management.yaml").arg(i));
        if (!f.open(QIODevice::WriteOnly))
            return false;
        f.write("network:\n  version: 2\n  ethernets:\n    enP7s7:\n      dhcp4: true\n");
        f.close();
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
    return true;
}

// Path, permissions and bytes of everything under each node's /etc/netplan
// and the SSH user's home (~/.ssh, ~/.railyard): the configuration Railyard
// may ever change. Directories are listed too, so one Railyard created and
// left behind empty is a difference.
inline QMap<QString, QByteArray> configSnapshot(const NamespaceCluster &c, int nodes)
{
    QMap<QString, QByteArray> out;
    for (int i = 1; i <= nodes; ++i) {
        for (const QString &sub : {QStringLiteral("netplan"), QStringLiteral("home")}) {
            const QString root = c.dir() + QStringLiteral("/spark-%1/").arg(i) + sub;
            QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                // The simulated hardware's own state (flowregistry.h: the
                // RDMA flows its tools share), not a node's configuration.
                if (path.contains(QLatin1String("/home/.railyard-sim")))
                    continue;
                const QFileInfo info(path);
                if (info.isDir()) {
                    out.insert(path, "dir " + QByteArray::number(int(info.permissions()), 16));
                    continue;
                }
                QFile f(path);
                if (!f.open(QIODevice::ReadOnly))
                    continue;
                out.insert(path, QByteArray::number(int(f.permissions()), 16) + ' ' + f.readAll());
            }
        }
    }
    return out;
}

// Routes of a namespace, in the kernel's order: every IPv4 route of every
// table (an undo that loses a static route or swaps two equal ones changes
// where traffic leaves), and the IPv6 routes someone configured.
inline QStringList routeState(const QString &ns)
{
    QStringList out;
    for (const QString &family : {QStringLiteral("-4"), QStringLiteral("-6")}) {
        const Proc routes = run(QStringLiteral("ip"),
                                {QStringLiteral("-n"), ns, family, QStringLiteral("route"),
                                 QStringLiteral("show"), QStringLiteral("table"), QStringLiteral("all")});
        for (const QString &r : QString::fromUtf8(routes.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            // IPv6's own kernel routes (link-local, multicast, local) come with
            // carrier and DAD, keep their history, and Railyard never sets IPv6.
            if (family == QLatin1String("-6") &&
                (r.contains(QLatin1String("fe80:")) || r.contains(QLatin1String("proto kernel"))))
                continue;
            // "linkdown" follows the carrier (a peer's veth coming up, a cut
            // management port), not the configuration.
            out << QStringLiteral("route ") + QString(r).remove(QStringLiteral(" linkdown")).trimmed();
        }
    }
    return out;
}

// Addresses, MTU and UP flag of every interface of the node, and its
// routes, read from the host.
inline QString linkState(const NamespaceCluster &c, int node)
{
    const Proc ip =
        run(QStringLiteral("ip"), {QStringLiteral("-n"), c.nodeNamespace(node), QStringLiteral("-j"),
                                   QStringLiteral("addr"), QStringLiteral("show")});
    QStringList out;
    for (const QJsonValue &v : QJsonDocument::fromJson(ip.out).array()) {
        const QJsonObject i = v.toObject();
        QStringList v4;
        for (const QJsonValue &a : i.value(QStringLiteral("addr_info")).toArray()) {
            if (a.toObject().value(QStringLiteral("family")).toString() == QLatin1String("inet"))
                v4 << a.toObject().value(QStringLiteral("local")).toString() + QLatin1Char('/') +
                          QString::number(a.toObject().value(QStringLiteral("prefixlen")).toInt());
        }
        const bool up = i.value(QStringLiteral("flags")).toArray().contains(QStringLiteral("UP"));
        out << QStringLiteral("%1 mtu %2 %3 %4")
                   .arg(i.value(QStringLiteral("ifname")).toString())
                   .arg(i.value(QStringLiteral("mtu")).toInt())
                   .arg(up ? QStringLiteral("up") : QStringLiteral("down"), v4.join(QLatin1Char(',')));
    }
    out << routeState(c.nodeNamespace(node));
    return out.join(QLatin1Char('\n'));
}

// Everything "nothing lost" compares, as one text so a difference shows in
// QCOMPARE: configSnapshot() of the first `nodes` nodes, then their linkState().
inline QString clusterState(const NamespaceCluster &c, int nodes)
{
    QString s;
    const auto files = configSnapshot(c, nodes);
    for (auto it = files.cbegin(); it != files.cend(); ++it)
        s += it.key() + QLatin1Char('\n') + QString::fromUtf8(it.value()) + QLatin1Char('\n');
    for (int i = 1; i <= nodes; ++i)
        s += linkState(c, i) + QLatin1Char('\n');
    return s;
}

// The lines only one of two states has, for a failure message.
inline QString stateDiff(const QString &actual, const QString &expected)
{
    const QStringList a = actual.split(QLatin1Char('\n'));
    const QStringList e = expected.split(QLatin1Char('\n'));
    QStringList out;
    for (const QString &l : a) {
        if (!e.contains(l))
            out << QStringLiteral("+ ") + l;
    }
    for (const QString &l : e) {
        if (!a.contains(l))
            out << QStringLiteral("- ") + l;
    }
    // The same lines in another order (routes): show where they part.
    for (qsizetype i = 0; out.isEmpty() && i < std::min(a.size(), e.size()); ++i) {
        if (a.at(i) != e.at(i))
            out << QStringLiteral("line %1: got '%2', expected '%3'").arg(i).arg(a.at(i), e.at(i));
    }
    return out.join(QLatin1Char('\n'));
}

// Puts a bash wrapper in front of `tool` in the run's bin/ (first on every
// node's PATH): `body` runs first on the nodes `node` matches (a shell
// pattern, "spark-*" for all; bash, with "$@"), then what was there
// before: an earlier wrapper, the simulated tool (the run's tools/, which
// the nodes show at a Spark's paths) or the system's program. Wrappers stack.
inline bool replaceTool(const NamespaceCluster &c, const QString &tool, const QString &node,
                        const QString &body)
{
    const QString bin = c.dir() + QStringLiteral("/bin/");
    const QString path = bin + tool;
    QString target;
    if (QFileInfo(path).isSymLink()) {
        if (!QFile::rename(path, bin + QStringLiteral(".real-") + tool))
            return false;
        target = QStringLiteral("-a %1 %2").arg(tool, bin + QStringLiteral(".real-") + tool);
    } else if (QFileInfo::exists(path)) {
        // An earlier wrapper (for other nodes) stays in front of the tool.
        int layer = 1;
        while (QFileInfo::exists(bin + QStringLiteral(".layer%1-").arg(layer) + tool))
            ++layer;
        target = bin + QStringLiteral(".layer%1-").arg(layer) + tool;
        if (!QFile::rename(path, target))
            return false;
    } else if (QFileInfo(c.dir() + QStringLiteral("/tools/") + tool).isSymLink()) {
        target = QStringLiteral("-a %1 %2").arg(tool, c.dir() + QStringLiteral("/tools/") + tool);
    } else {
        target = QStandardPaths::findExecutable(tool);
    }
    if (target.isEmpty())
        return false;
    QFile w(path);
    if (!w.open(QIODevice::WriteOnly))
        return false;
    w.write(QStringLiteral("#!/bin/bash\n"
                           "case \"$RAILYARD_SIM_NODE\" in\n%1)\n%2\n;;\nesac\n"
                           "exec %3 \"$@\"\n")
                .arg(node, body, target)
                .toUtf8());
    w.close();
    return QFile::setPermissions(path, QFileDevice::Permissions(0x7755));
}

// The per-command output of a long-running CLI, read as it comes.
class CliProcess
{
public:
    explicit CliProcess(const QStringList &args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("RAILYARD_SIMTOOL"), kSimtool);
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        m_p.setProcessEnvironment(env);
        m_p.start(kCli, args);
    }
    ~CliProcess()
    {
        if (m_p.state() != QProcess::NotRunning) {
            m_p.kill();
            m_p.waitForFinished();
        }
    }
    CliProcess(const CliProcess &) = delete;
    CliProcess &operator=(const CliProcess &) = delete;

    QByteArray out()
    {
        m_out += m_p.readAllStandardOutput();
        return m_out;
    }
    QByteArray err()
    {
        m_err += m_p.readAllStandardError();
        return m_err;
    }
    bool finish(int timeoutMs)
    {
        if (!m_p.waitForFinished(timeoutMs))
            return false;
        out();
        err();
        return true;
    }
    bool kill(int signal)
    {
        const qint64 pid = m_p.processId();
        if (pid <= 0 || ::kill(pid_t(pid), signal) != 0)
            return false;
        return m_p.waitForFinished(30000);
    }
    int exitCode() const { return m_p.exitStatus() == QProcess::NormalExit ? m_p.exitCode() : -1; }

private:
    QProcess m_p;
    QByteArray m_out;
    QByteArray m_err;
};

} // namespace railyard::testing
