// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the inventory tests that run railyard-cli over real SSH against
// the namespace cluster (tests/sim/simcluster). Header only: tests link
// libraries, and this is test scaffolding, not a library.
#include "helperprocess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <unistd.h>

namespace railyard::testing {

inline const QString kHarness = QStringLiteral(RAILYARD_SOURCE_DIR "/tests/sim/simcluster");
inline const QString kSimtool = QStringLiteral(RAILYARD_BINARY_DIR "/app/simtool/railyard-simtool");
inline const QString kCli = QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli");

struct Proc
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    qint64 elapsedMs = 0;
};

inline Proc run(const QString &program, const QStringList &args, int timeoutMs = 120000,
                const QProcessEnvironment &extra = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RAILYARD_SIMTOOL"), kSimtool);
    for (const QString &k : extra.keys())
        env.insert(k, extra.value(k));
    p.setProcessEnvironment(env);
    QElapsedTimer clock;
    clock.start();
    p.start(program, args);
    Proc r;
    bool stopped = false;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        stopped = true;
    }
    r.elapsedMs = clock.elapsed();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = railyard::testsupport::helperProcessErr(program, args, timeoutMs, stopped, r.exitCode,
                                                    p.readAllStandardError());
    return r;
}

// Empty when the namespace cluster can run here, else why not.
inline QString namespaceClusterSkipReason()
{
    if (::geteuid() != 0)
        return QStringLiteral(
            "the namespace cluster needs root (network namespaces, veth pairs, sshd): run ctest as root");
    if (!QFileInfo(kSimtool).isExecutable())
        return QStringLiteral("railyard-simtool is not built at ") + kSimtool;
    if (!QFileInfo(kCli).isExecutable())
        return QStringLiteral("railyard-cli is not built at ") + kCli;
    if (run(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("list")}).exitCode != 0)
        return QStringLiteral("this kernel or container does not allow network namespaces");
    return {};
}

// One cluster for the lifetime of the object; torn down whatever happens.
class NamespaceCluster
{
public:
    explicit NamespaceCluster(const QString &scenario, const QString &tag = QStringLiteral("ri"))
        : m_prefix(tag + QStringLiteral("%1").arg(QRandomGenerator::global()->bounded(0x100000), 5, 16,
                                                  QLatin1Char('0')))
    {
        // Clusters of a test killed before its cleanup go first; this one
        // names this process as its owner, so a later sweep finds it too.
        run(kHarness, {QStringLiteral("sweep")}, railyard::testsupport::kHarnessUpDownMs);
        m_up = run(kHarness,
                   {QStringLiteral("up"), QStringLiteral("--scenario"), scenario, QStringLiteral("--name"),
                    m_prefix, QStringLiteral("--owner"), QString::number(::getpid())},
                   railyard::testsupport::kHarnessUpDownMs);
        if (m_up.exitCode == 0)
            m_yaml = QString::fromUtf8(m_up.out).trimmed().split(QLatin1Char('\n')).last();
        if (ok())
            trustHostKeys();
    }
    // A project's known_hosts is never trusted (issue #15, item 16): this
    // test process and the railyard-cli it starts take their managed file
    // from XDG_DATA_HOME, which now points into the run's folder and holds
    // the nodes' keys, as if the user had confirmed them before.
    void trustHostKeys()
    {
        const QString managed = dataHome() + QStringLiteral("/railyard/known_hosts");
        QDir().mkpath(QFileInfo(managed).absolutePath());
        QFile::remove(managed);
        QFile::copy(dir() + QStringLiteral("/known_hosts"), managed);
        qputenv("XDG_DATA_HOME", dataHome().toLocal8Bit());
    }
    QString dataHome() const { return dir() + QStringLiteral("/xdg"); }
    ~NamespaceCluster() { down(); }
    NamespaceCluster(const NamespaceCluster &) = delete;
    NamespaceCluster &operator=(const NamespaceCluster &) = delete;

    bool ok() const { return !m_yaml.isEmpty(); }
    QByteArray upError() const { return m_up.err; }
    QString yaml() const { return m_yaml; }
    QString prefix() const { return m_prefix; }
    QString dir() const { return QStringLiteral("/tmp/railyard-simcluster/") + m_prefix; }
    // The namespace of the i-th node (1-based, project order).
    QString nodeNamespace(int i) const { return m_prefix + QStringLiteral("-n") + QString::number(i); }
    int down()
    {
        if (m_down)
            return 0;
        m_down = true;
        return run(kHarness, {QStringLiteral("down"), QStringLiteral("--name"), m_prefix},
                   railyard::testsupport::kHarnessUpDownMs)
            .exitCode;
    }

private:
    QString m_prefix;
    Proc m_up;
    QString m_yaml;
    bool m_down = false;
};

} // namespace railyard::testing
