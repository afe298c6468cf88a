// SPDX-License-Identifier: GPL-3.0-or-later
// The modelled latency of the in-process simulator (issue #21): what a
// command waits for, and that the transport spends it on the simulated
// clock, logs in once per node and keeps to the SSH transport's channels.
// Times are the simulator's clock, never the host's.
#include "remote/commandjob.h"
#include "remote/remotecommand.h"
#include "sim/latencymodel.h"
#include "sim/scenariocatalog.h"
#include "sim/simbackendfactory.h"
#include "sim/simcluster.h"
#include "sim/simtransport.h"

#include <QSignalSpy>
#include <QTest>

using namespace railyard;
using sim::LatencyModel;

namespace {

double c(const char *key)
{
    return LatencyModel::cost(QString::fromLatin1(key));
}

remote::RemoteCommand command(const QString &program, const QStringList &args, bool root = false)
{
    remote::RemoteCommand r;
    r.program = program;
    r.arguments = args;
    r.asRoot = root;
    r.timeoutMs = 0;
    r.streaming = true;
    return r;
}

} // namespace

class TstLatencyModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyCostHasASource()
    {
        QVERIFY(LatencyModel::costs().size() >= 6);
        for (const LatencyModel::Cost &cost : LatencyModel::costs()) {
            QVERIFY2(cost.seconds > 0, qPrintable(cost.key));
            QVERIFY2(cost.source.size() > 30, qPrintable(cost.key));
        }
        // netplan apply is its generate plus the measured start-up and more.
        QVERIFY(c("netplan apply") > c("netplan generate") + c("netplan"));
    }

    void commandSeconds_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("root");
        QTest::addColumn<QByteArray>("script");
        QTest::addColumn<double>("expected");
        QTest::newRow("ip -j addr show")
            << "ip" << QStringList{"-j", "addr", "show"} << false << QByteArray() << c("exec") + c("tool");
        QTest::newRow("netplan apply as root") << "netplan" << QStringList{"apply"} << true << QByteArray()
                                               << c("exec") + c("sudo") + c("netplan apply");
        QTest::newRow("sudo -n netplan apply") << "sudo" << QStringList{"-n", "netplan", "apply"} << false
                                               << QByteArray() << c("exec") + c("sudo") + c("netplan apply");
        QTest::newRow("netplan --debug generate --root-dir")
            << "/usr/sbin/netplan" << QStringList{"--debug", "generate", "--root-dir", "/tmp/r"} << false
            << QByteArray() << c("exec") + c("netplan generate");
        QTest::newRow("netplan get") << "netplan" << QStringList{"get"} << false << QByteArray()
                                     << c("exec") + c("netplan");
        QTest::newRow("env LC_ALL=C ping") << "env" << QStringList{"LC_ALL=C", "ping", "-c", "1", "10.0.0.2"}
                                           << false << QByteArray() << c("exec") + c("ping");
        QTest::newRow("timeout 5 ssh peer")
            << "timeout" << QStringList{"5", "ssh", "-o", "BatchMode=yes", "peer"} << false << QByteArray()
            << c("exec") + c("login");
        QTest::newRow("sudo sh restore.sh")
            << "sudo" << QStringList{"-n", "sh", "/var/lib/railyard/j/restore.sh"} << false
            << QByteArray("#!/bin/sh\n# restore\nrc=0\nnetplan apply || rc=1\nip route replace x\nexit $rc\n")
            << c("exec") + c("sudo") + c("tool") + c("netplan apply") + c("tool");
    }

    void commandSeconds()
    {
        QFETCH(QString, program);
        QFETCH(QStringList, args);
        QFETCH(bool, root);
        QFETCH(QByteArray, script);
        QFETCH(double, expected);
        QVERIFY(qAbs(LatencyModel::commandSeconds(program, args, root, script) - expected) < 1e-9);
    }

    void scriptPath()
    {
        QCOMPARE(LatencyModel::scriptPath("sudo", {"-n", "setsid", "-f", "sh", "/j/guard.sh", "7"}),
                 QStringLiteral("/j/guard.sh"));
        QCOMPARE(LatencyModel::scriptPath("sh", {"-c", "echo"}), QString());
        QCOMPARE(LatencyModel::scriptPath("ip", {"link"}), QString());
    }

    // The transport waits on the simulated clock: the first command of a
    // node logs in, the ones after it do not.
    void transportWaitsOnTheSimulatedClock()
    {
        QObject owner;
        sim::SimBackend b = sim::SimBackendFactory::create(
            sim::ScenarioCatalog::byName(QStringLiteral("healthy-pair")).value(), 50.0, &owner);
        b.cluster->setModelledLatency(true);
        sim::SimTransport transport(b.cluster, QStringLiteral("spark-1"));
        auto finishTime = [&](const remote::RemoteCommand &cmd) {
            const double t0 = b.cluster->clock().now();
            remote::CommandJob *job = transport.start(cmd);
            QSignalSpy done(job, &remote::CommandJob::finished);
            [&] { QVERIFY(done.wait(10000)); }();
            return b.cluster->clock().now() - t0;
        };
        // What the model gave each command is exact; the time it then took
        // on the simulated clock is only bounded below (the host's event
        // loop may lag, which at 50x is a lot of simulated time).
        const remote::RemoteCommand ip = command("ip", {"-j", "addr", "show"});
        const double first = finishTime(ip);
        QCOMPARE(transport.lastWaitS(), c("login") + c("exec") + c("tool"));
        QVERIFY2(first >= c("login") + c("exec") + c("tool"), qPrintable(QString::number(first)));
        const double second = finishTime(ip);
        QCOMPARE(transport.lastWaitS(), c("exec") + c("tool")); // logged in already
        QVERIFY2(second >= c("exec") + c("tool"), qPrintable(QString::number(second)));
        const double apply = finishTime(command("netplan", {"apply"}, true));
        QCOMPARE(transport.lastWaitS(), c("exec") + c("sudo") + c("netplan apply"));
        QVERIFY2(apply >= c("netplan apply"), qPrintable(QString::number(apply)));

        // Off (the default): no wait at all.
        b.cluster->setModelledLatency(false);
        finishTime(command("netplan", {"apply"}, true));
        QCOMPARE(transport.lastWaitS(), 0.0);
    }

    // Past ChannelsPerNode open channels a command waits for one to close,
    // as on an SSH connection (sshd MaxSessions).
    void channelsPerNode()
    {
        QObject owner;
        sim::SimBackend b = sim::SimBackendFactory::create(
            sim::ScenarioCatalog::byName(QStringLiteral("healthy-pair")).value(), 50.0, &owner);
        b.cluster->setModelledLatency(true);
        sim::SimTransport transport(b.cluster, QStringLiteral("spark-2"));
        QList<remote::CommandJob *> servers;
        QList<std::shared_ptr<QSignalSpy>> started;
        for (int i = 0; i <= sim::SimTransport::ChannelsPerNode; ++i) {
            // perftest servers: they run until a client comes or a cancel.
            servers << transport.start(command(
                "ib_write_bw", {"-d", "rocep1s0f0", "-p", QString::number(18515 + i), "--report_gbits"}));
            started << std::make_shared<QSignalSpy>(servers.last(), &remote::CommandJob::started);
        }
        QTRY_COMPARE_WITH_TIMEOUT(started.at(sim::SimTransport::ChannelsPerNode - 1)->count(), 1, 10000);
        QTest::qWait(200); // 0.2 s real: 10 s simulated, far past any modelled wait
        QCOMPARE(started.last()->count(), 0);
        servers.first()->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(started.last()->count(), 1, 10000);
        for (remote::CommandJob *j : servers)
            j->cancel();
    }
};

QTEST_GUILESS_MAIN(TstLatencyModel)
#include "tst_latencymodel.moc"
