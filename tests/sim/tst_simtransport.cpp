// SPDX-License-Identifier: GPL-3.0-or-later
// The in-process demo backend: asynchronous jobs, streaming, cancel,
// timeouts, the perftest rendezvous and the hot-lane cable at a fast clock.
#include "probe/ethtoolstatsparser.h"
#include "probe/ibdev2netdevparser.h"
#include "probe/perftestparser.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "remote/remotecommand.h"
#include "sim/scenariocatalog.h"
#include "sim/simbackendfactory.h"
#include "sim/simcluster.h"
#include "sim/simtransport.h"
#include "sim/toolemulator.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <memory>
#include <optional>

using namespace railyard;
using namespace railyard::sim;
using remote::CommandResult;
using remote::CommandStatus;
using remote::RemoteCommand;

namespace {

RemoteCommand cmd(const QString &program, const QStringList &args, bool streaming = false,
                  int timeoutMs = 30000)
{
    RemoteCommand c;
    c.program = program;
    c.arguments = args;
    c.streaming = streaming;
    c.timeoutMs = timeoutMs;
    return c;
}

// Starts a command and keeps its result when it finishes.
struct Run
{
    std::shared_ptr<std::optional<CommandResult>> result = std::make_shared<std::optional<CommandResult>>();
    std::shared_ptr<QStringList> lines = std::make_shared<QStringList>();
    QPointer<remote::CommandJob> job;

    Run(remote::CommandRunner *runner, const QString &node, const RemoteCommand &c)
    {
        Result<remote::CommandJob *> j = runner->run(node, c, nullptr);
        Q_ASSERT(j);
        job = j.value();
        auto r = result;
        auto l = lines;
        QObject::connect(job, &remote::CommandJob::finished, [r](const CommandResult &res) { *r = res; });
        QObject::connect(job, &remote::CommandJob::outputLine,
                         [l](const QString &line, remote::OutputChannel) { *l << line; });
    }
    bool wait(int ms = 10000)
    {
        return QTest::qWaitFor([this] { return result->has_value(); }, ms);
    }
    const CommandResult &get() const { return **result; }
};

} // namespace

class TestSimTransport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void factoryBuildsRunnerAndCluster()
    {
        QObject owner;
        const Result<SimBackend> b = SimBackendFactory::create(QStringLiteral("demo-ring4"), 1.0, &owner);
        QVERIFY(b);
        QCOMPARE(b->model.nodeNames(), QStringList({"spark-1", "spark-2", "spark-3", "spark-4"}));
        QCOMPARE(b->model.topology, model::Topology::Ring);
        QCOMPARE(b->model.nodes[1].managementAddress, QStringLiteral("10.255.0.12"));
        QCOMPARE(b->runner->parent(), &owner);
        QCOMPARE(b->runner->nodes().size(), 4);
        QVERIFY(qobject_cast<SimTransport *>(b->runner->transport(QStringLiteral("spark-3"))));
        QVERIFY(!SimBackendFactory::create(QStringLiteral("no-such-scenario")));
    }

    void commandsFinishAsynchronously()
    {
        QObject owner;
        SimBackend b = SimBackendFactory::create(
            ScenarioCatalog::byName(QStringLiteral("crossed-pair")).value(), 1.0, &owner);
        Run r(b.runner, QStringLiteral("spark-2"), cmd(QStringLiteral("ibdev2netdev"), {}));
        QVERIFY(!r.result->has_value()); // never synchronous
        QVERIFY(r.wait());
        QVERIFY(r.get().succeeded());
        ToolEmulator t(*b.cluster);
        QCOMPARE(r.get().stdoutData, t.ibdev2netdev(QStringLiteral("spark-2")));
        const auto links = probe::Ibdev2netdevParser::parse(QString::fromUtf8(r.get().stdoutData));
        QVERIFY(links->findByNetdev(QStringLiteral("enp1s0f1np1"))->up); // the crossed cable lands on port 1
        QVERIFY(!links->findByNetdev(QStringLiteral("enp1s0f0np0"))->up);
        // sudo and env wrappers are understood, unknown programs fail like a shell.
        Run s(b.runner, QStringLiteral("spark-1"),
              cmd(QStringLiteral("sudo"), {QStringLiteral("-n"), QStringLiteral("ethtool"),
                                           QStringLiteral("-i"), QStringLiteral("enp1s0f0np0")}));
        QVERIFY(s.wait());
        QVERIFY(s.get().stdoutData.startsWith("driver: mlx5_core\n"));
        Run u(b.runner, QStringLiteral("spark-1"), cmd(QStringLiteral("nccl-doctor"), {}));
        QVERIFY(u.wait());
        QCOMPARE(u.get().exitCode, 127);
    }

    void perftestRendezvous()
    {
        QObject owner;
        SimBackend b = SimBackendFactory::create(
            ScenarioCatalog::byName(QStringLiteral("healthy-pair")).value(), 50.0, &owner);
        Run server(b.runner, QStringLiteral("spark-2"),
                   cmd(QStringLiteral("ib_write_bw"),
                       {QStringLiteral("-d"), QStringLiteral("rocep1s0f0"), QStringLiteral("--report_gbits"),
                        QStringLiteral("-D"), QStringLiteral("5")},
                       true, 0));
        QVERIFY(QTest::qWaitFor(
            [&] { return server.lines->contains(QStringLiteral("* Waiting for client to connect... *")); },
            2000));
        Run server2(b.runner, QStringLiteral("spark-2"),
                    cmd(QStringLiteral("ib_write_bw"),
                        {QStringLiteral("-d"), QStringLiteral("roceP2p1s0f0"), QStringLiteral("-p"),
                         QStringLiteral("18516"), QStringLiteral("--report_gbits"), QStringLiteral("-D"),
                         QStringLiteral("5")},
                        true, 0));
        QTest::qWait(20);
        // Both rails at once, as the playbook does: ~185-190 in total.
        Run c1(b.runner, QStringLiteral("spark-1"),
               cmd(QStringLiteral("ib_write_bw"),
                   {QStringLiteral("-d"), QStringLiteral("rocep1s0f0"), QStringLiteral("--report_gbits"),
                    QStringLiteral("-D"), QStringLiteral("5"), QStringLiteral("10.231.0.2")}));
        Run c2(b.runner, QStringLiteral("spark-1"),
               cmd(QStringLiteral("ib_write_bw"),
                   {QStringLiteral("-d"), QStringLiteral("roceP2p1s0f0"), QStringLiteral("-p"),
                    QStringLiteral("18516"), QStringLiteral("--report_gbits"), QStringLiteral("-D"),
                    QStringLiteral("5"), QStringLiteral("10.231.1.2")}));
        QVERIFY(c1.wait() && c2.wait() && server.wait() && server2.wait());
        double total = 0;
        for (Run *r : {&c1, &c2}) {
            QVERIFY2(r->get().succeeded(), r->get().stderrData.constData());
            const auto p = probe::PerftestParser::parse(QString::fromUtf8(r->get().stdoutData));
            QVERIFY(p);
            QCOMPARE(p->role, QStringLiteral("client"));
            QCOMPARE(p->bwRows.size(), 1);
            total += p->bwRows[0].bwAvgGbps;
        }
        QVERIFY2(total >= 185 && total <= 190, qPrintable(QString::number(total)));
        const auto sp = probe::PerftestParser::parse(QString::fromUtf8(server.get().stdoutData));
        QVERIFY(sp);
        QCOMPARE(sp->role, QStringLiteral("server"));
        QCOMPARE(sp->device, QStringLiteral("rocep1s0f0"));
        QCOMPARE(sp->localAddresses.value(0).ip, QStringLiteral("10.231.0.2"));
        QCOMPARE(sp->bwRows.size(), 1);
    }

    void perftestWithoutServerFails()
    {
        QObject owner;
        SimBackend b = SimBackendFactory::create(
            ScenarioCatalog::byName(QStringLiteral("healthy-pair")).value(), 10.0, &owner);
        Run c(b.runner, QStringLiteral("spark-1"),
              cmd(QStringLiteral("ib_write_bw"),
                  {QStringLiteral("-d"), QStringLiteral("rocep1s0f0"), QStringLiteral("10.231.0.2")}));
        QVERIFY(c.wait());
        QCOMPARE(c.get().status, CommandStatus::Completed);
        QCOMPARE(c.get().exitCode, 1);
        QVERIFY(c.get().stderrData.startsWith("Couldn't connect to 10.231.0.2:18515\n"));
    }

    void streamingAndCancel()
    {
        QObject owner;
        SimBackend b = SimBackendFactory::create(
            ScenarioCatalog::byName(QStringLiteral("healthy-pair")).value(), 20.0, &owner);
        Run server(b.runner, QStringLiteral("spark-2"),
                   cmd(QStringLiteral("ib_write_bw"),
                       {QStringLiteral("-d"), QStringLiteral("rocep1s0f0"), QStringLiteral("--report_gbits"),
                        QStringLiteral("--run_infinitely")},
                       true, 0));
        QTest::qWait(10);
        Run client(b.runner, QStringLiteral("spark-1"),
                   cmd(QStringLiteral("ib_write_bw"),
                       {QStringLiteral("-d"), QStringLiteral("rocep1s0f0"), QStringLiteral("--report_gbits"),
                        QStringLiteral("--run_infinitely"), QStringLiteral("10.231.0.2")},
                       true, 0));
        // One row per simulated second: at 20x, several rows in a fraction of a second.
        QVERIFY(QTest::qWaitFor([&] { return client.lines->filter(QStringLiteral(" 65536 ")).size() >= 3; },
                                5000));
        QVERIFY(!client.result->has_value());
        client.job->cancel();
        QVERIFY(client.wait(1000));
        QCOMPARE(client.get().status, CommandStatus::Cancelled);
        QVERIFY(server.wait(1000)); // the server ends with its client
        QCOMPARE(server.get().exitCode, 0);
        const auto p = probe::PerftestParser::parse(QString::fromUtf8(client.get().stdoutData));
        QVERIFY(p);
        QVERIFY(p->bwRows.size() >= 3);
        QVERIFY(p->bwRows[1].bwAvgGbps > 100 && p->bwRows[1].bwAvgGbps < 112);
        QCOMPARE(p->bwRows[1].bwPeakGbps, 0.0); // "BW peak won't be measured in this run"
    }

    void timeout()
    {
        QObject owner;
        SimBackend b = SimBackendFactory::create(
            ScenarioCatalog::byName(QStringLiteral("healthy-pair")).value(), 1.0, &owner);
        Run r(b.runner, QStringLiteral("spark-1"),
              cmd(QStringLiteral("gpu_burn"), {QStringLiteral("600")}, false, 100));
        QVERIFY(r.wait(2000));
        QCOMPARE(r.get().status, CommandStatus::TimedOut);
    }

    // Acceptance: at a sped-up clock, the hot-lane cable shows the lane-error
    // rise and then the link drop in ethtool -S, in under 30 s of test time.
    void hotLaneAtFastClock()
    {
        QElapsedTimer real;
        real.start();
        QObject owner;
        SimBackend b = SimBackendFactory::create(
            ScenarioCatalog::byName(QStringLiteral("hot-lane-pair")).value(), 120.0, &owner);
        Run burn1(b.runner, QStringLiteral("spark-1"),
                  cmd(QStringLiteral("gpu_burn"), {QStringLiteral("900")}, false, 0));
        Run burn2(b.runner, QStringLiteral("spark-2"),
                  cmd(QStringLiteral("gpu_burn"), {QStringLiteral("900")}, false, 0));
        struct Sample
        {
            double t;
            quint64 lane0;
            quint64 lane1;
            quint64 downs;
        };
        QList<Sample> samples;
        bool dropped = false;
        while (!dropped && real.elapsed() < 28000) {
            Run s(b.runner, QStringLiteral("spark-2"),
                  cmd(QStringLiteral("ethtool"), {QStringLiteral("-S"), QStringLiteral("enp1s0f0np0")}));
            QVERIFY(s.wait());
            const auto st = probe::EthtoolStatsParser::parse(QString::fromUtf8(s.get().stdoutData));
            QVERIFY(st);
            samples.append({b.cluster->clock().now(), st->laneErrors.value(0).value_or(0),
                            st->laneErrors.value(1).value_or(0),
                            st->counter(QStringLiteral("link_down_events_phy")).value_or(0)});
            dropped = samples.last().downs > 0;
            QTest::qWait(100);
        }
        QVERIFY2(dropped, "no link drop within 28 s");
        QVERIFY(real.elapsed() < 30000);
        // Before the drop, some interval shows lane 1 at >= 1000x lane 0.
        bool rise = false;
        for (qsizetype i = 1; i < samples.size(); ++i) {
            const double d0 = double(samples[i].lane0 - samples[i - 1].lane0);
            const double d1 = double(samples[i].lane1 - samples[i - 1].lane1);
            if (samples[i].downs == 0 && d0 > 0 && d1 >= 1000 * d0)
                rise = true;
        }
        QVERIFY2(rise, "lane 1 never rose ~1000x above lane 0 before the drop");
        QVERIFY(samples.first().lane1 < 100000 || samples.first().t > 60); // clean at the start
        // The link is really down now: ibdev2netdev agrees.
        Run ib(b.runner, QStringLiteral("spark-2"), cmd(QStringLiteral("ibdev2netdev"), {}));
        QVERIFY(ib.wait());
        QVERIFY(ib.get().stdoutData.contains("enp1s0f0np0 (Down)"));
        burn1.job->cancel();
        burn2.job->cancel();
    }
};

QTEST_GUILESS_MAIN(TestSimTransport)
#include "tst_simtransport.moc"
