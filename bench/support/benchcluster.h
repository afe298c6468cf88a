// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the namespace-cluster benchmarks share: the harness, a cluster that
// goes down with the object, medians and the CPU the nodes used. Header
// only: each benchmark is one executable and defines RAILYARD_SOURCE_DIR and
// RAILYARD_BINARY_DIR.

#include "model/cluster.h"
#include "model/projectfile.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QProcess>
#include <QRandomGenerator>
#include <QString>
#include <QStringList>
#include <QTextStream>
#include <algorithm>
#include <sys/stat.h>
#include <unistd.h>

namespace railyard::bench {

// One namespace cluster for the length of a benchmark run.
class BenchCluster
{
public:
    static QString harness() { return QStringLiteral(RAILYARD_SOURCE_DIR "/tests/sim/simcluster"); }
    static QString simtool() { return QStringLiteral(RAILYARD_BINARY_DIR "/app/simtool/railyard-simtool"); }

    static QTextStream &out()
    {
        static QTextStream s(stdout);
        return s;
    }

    // Why the benchmark cannot run here; empty when it can.
    static QString skipReason()
    {
        if (::geteuid() != 0)
            return QStringLiteral("the namespace cluster needs root (network namespaces, veth pairs, sshd)");
        if (!QFileInfo(simtool()).isExecutable())
            return QStringLiteral("railyard-simtool is not built at ") + simtool();
        return {};
    }

    static int runHarness(const QStringList &args, QByteArray *stdoutData = nullptr)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("RAILYARD_SIMTOOL"), simtool());
        env.insert(QStringLiteral("SIMCLUSTER_QUIET"), QStringLiteral("1"));
        p.setProcessEnvironment(env);
        p.start(harness(), args);
        p.waitForFinished(300000);
        if (stdoutData)
            *stdoutData = p.readAllStandardOutput();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

    static qint64 median(QList<qint64> v)
    {
        std::sort(v.begin(), v.end());
        return v.isEmpty() ? 0 : v.at(v.size() / 2);
    }

    // Brings `scenario` up under a random prefix starting with `stem` (two letters).
    BenchCluster(const QString &scenario, const QString &stem)
        : m_prefix(stem + QStringLiteral("%1").arg(QRandomGenerator::global()->bounded(0x100000), 5, 16,
                                                   QLatin1Char('0')))
    {
        // Clusters of an earlier run killed before its cleanup (a timeout's
        // SIGKILL) go first; this run's carry this process as their owner.
        runHarness({QStringLiteral("sweep")});
        QByteArray upOut;
        if (runHarness({QStringLiteral("up"), QStringLiteral("--scenario"), scenario,
                        QStringLiteral("--name"), m_prefix, QStringLiteral("--owner"),
                        QString::number(::getpid())},
                       &upOut) != 0) {
            m_error = QStringLiteral("the namespace cluster did not come up");
            return;
        }
        m_projectFile = QString::fromUtf8(upOut).trimmed().split(QLatin1Char('\n')).last();
        m_dir = QFileInfo(m_projectFile).absolutePath();
        const Result<model::Cluster> loaded = model::ProjectFile::load(m_projectFile);
        if (!loaded) {
            m_error = loaded.error().toString();
            return;
        }
        m_cluster = loaded.value();
    }
    ~BenchCluster() { runHarness({QStringLiteral("down"), QStringLiteral("--name"), m_prefix}); }
    BenchCluster(const BenchCluster &) = delete;
    BenchCluster &operator=(const BenchCluster &) = delete;

    const QString &error() const { return m_error; }
    const QString &dir() const { return m_dir; }
    const model::Cluster &cluster() const { return m_cluster; }

    // CPU milliseconds (user + system) of every process inside the cluster's
    // network namespaces, with the children they have reaped: sshd, the
    // sessions, sudo, netplan, ip, ping. A process that leaves its namespace
    // tree for init when it ends (a detached guard) is not counted, so this
    // is at least what the nodes used.
    qint64 nodeCpuMs() const
    {
        QList<ino_t> inodes;
        QFile list(m_dir + QStringLiteral("/netns"));
        if (list.open(QIODevice::ReadOnly)) {
            for (const QByteArray &ns : list.readAll().split('\n')) {
                struct stat st
                {
                };
                if (!ns.trimmed().isEmpty() &&
                    ::stat(QByteArray("/run/netns/" + ns.trimmed()).constData(), &st) == 0)
                    inodes << st.st_ino;
            }
        }
        const long ticksPerSecond = ::sysconf(_SC_CLK_TCK);
        qint64 ticks = 0;
        for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
            if (pid.isEmpty() || !pid.at(0).isDigit())
                continue;
            struct stat st
            {
            };
            if (::stat(QStringLiteral("/proc/%1/ns/net").arg(pid).toLocal8Bit().constData(), &st) != 0 ||
                !inodes.contains(st.st_ino))
                continue;
            QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QByteArray text = f.readAll();
            // Fields after the command name, which may hold spaces: utime is the 14th field.
            const QList<QByteArray> v = text.mid(text.lastIndexOf(')') + 2).split(' ');
            if (v.size() > 14)
                ticks += v.at(11).toLongLong() + v.at(12).toLongLong() + v.at(13).toLongLong() +
                         v.at(14).toLongLong();
        }
        return ticks * 1000 / std::max(1L, ticksPerSecond);
    }

private:
    QString m_prefix;
    QString m_error;
    QString m_projectFile;
    QString m_dir;
    model::Cluster m_cluster;
};

} // namespace railyard::bench
