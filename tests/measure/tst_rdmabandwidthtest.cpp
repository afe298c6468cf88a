// SPDX-License-Identifier: GPL-3.0-or-later
#include "action/actionplan.h"
#include "diag/observations.h"
#include "diag/rdmarules.h"
#include "measure/observationsexport.h"
#include "measure/perftestrun.h"
#include "measure/rdmabandwidthtest.h"
#include "remote/commandtransport.h"
#include "remote/remotecommand.h"
#include "report/reportitem.h"
#include "sim/simcluster.h"
#include "sim/simtransport.h"
#include "simcontext.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <optional>

using namespace railyard;
using namespace railyard::measure;

namespace {

// A "tool" that prints a few lines of noise and exits 0 at once.
class NoiseJob : public remote::CommandJob
{
public:
    NoiseJob(const QString &node, const remote::RemoteCommand &command, QObject *parent)
        : CommandJob(node, command, parent)
    {
        QTimer::singleShot(0, this, [this] {
            markStarted();
            appendOutput(remote::OutputChannel::Stdout,
                         QByteArray("\x8f\x03zq\n\xff\xfe garbage 17 ##\n@@@\n"));
            finish(remote::CommandStatus::Completed, 0);
        });
    }
    void cancel() override {}
};

// Noise, and still running: a tool whose large output is still on its way
// when its client has already failed. Ends when cancelled.
class SlowNoiseJob : public remote::CommandJob
{
public:
    SlowNoiseJob(const QString &node, const remote::RemoteCommand &command, QObject *parent)
        : CommandJob(node, command, parent)
    {
        QTimer::singleShot(0, this, [this] {
            markStarted();
            appendOutput(remote::OutputChannel::Stdout,
                         QByteArray("\x8f\x03zq\n\xff\xfe garbage 17 ##\n@@@\n"));
        });
    }
    void cancel() override
    {
        if (!isFinished())
            finish(remote::CommandStatus::Cancelled, -1);
    }
};

// The node's connection drops while the tool runs: whatever part of its
// output had arrived comes with the lost connection.
class LostJob : public remote::CommandJob
{
public:
    LostJob(const QString &node, const remote::RemoteCommand &command, const QByteArray &partial,
            QObject *parent)
        : CommandJob(node, command, parent)
    {
        QTimer::singleShot(0, this, [this, node, partial, program = command.program] {
            markStarted();
            appendOutput(remote::OutputChannel::Stdout, partial);
            finish(remote::CommandStatus::ConnectionLost, -1,
                   QStringLiteral("%1: connection lost while running %2: Socket error: disconnected")
                       .arg(node, program));
        });
    }
    void cancel() override {}
};

// The simulator, except that one program prints noise instead of running,
// or loses its connection after `partial` (when set).
class NoisyToolTransport : public remote::CommandTransport
{
public:
    NoisyToolTransport(std::shared_ptr<sim::SimCluster> cluster, const QString &node, const QString &program,
                       QObject *parent = nullptr)
        : CommandTransport(node, parent), m_inner(new sim::SimTransport(std::move(cluster), node, this)),
          m_program(program)
    {}

    std::optional<QByteArray> partial;
    bool slow = false; // the noise goes on until the tool is cancelled

    remote::CommandJob *start(const remote::RemoteCommand &command) override
    {
        if (command.program == m_program && partial)
            return new LostJob(node(), command, *partial, this);
        if (command.program == m_program && slow)
            return new SlowNoiseJob(node(), command, this);
        if (command.program == m_program)
            return new NoiseJob(node(), command, this);
        return m_inner->start(command);
    }

private:
    sim::SimTransport *m_inner;
    QString m_program;
};

} // namespace

class TestRdmaBandwidthTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cableFigure_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<double>("rail1Min");
        QTest::addColumn<double>("rail1Max");
        QTest::addColumn<double>("rail2Max");
        QTest::addColumn<double>("totalMin");
        QTest::addColumn<double>("totalMax");
        QTest::addColumn<bool>("complete");
        // domain.md: 185.1 (author) to 189.85 (NVIDIA) for both rails of one
        // cable, 94-95 per rail when both share the x4 link; one rail alone
        // reaches ~106. Both legs are started together, but on a loaded
        // machine one starts a moment later and runs alone for the rest of
        // its time (CI drew 97.57 on rail 2, a fresh root 190.56 in all), as
        // two perftest runs started by hand would. So the test asks what the
        // measurement means: each rail at least its shared share and at most
        // what one rail carries alone, and the two together clearly more
        // than one rail (one-rail-pair below stays at one rail's figure).
        QTest::newRow("healthy-pair") << "healthy-pair" << 90.0 << 108.0 << 108.0 << 180.0 << 216.0 << true;
        QTest::newRow("one-rail-pair") << "one-rail-pair" << 100.0 << 108.0 << 0.0 << 100.0 << 108.0 << false;
        QTest::newRow("throttled-pair") << "throttled-pair" << 12.0 << 13.5 << 13.5 << 24.0 << 27.0 << true;
    }
    void cableFigure()
    {
        QFETCH(QString, scenario);
        QFETCH(double, rail1Min);
        QFETCH(double, rail1Max);
        QFETCH(double, rail2Max);
        QFETCH(double, totalMin);
        QFETCH(double, totalMax);
        QFETCH(bool, complete);
        QObject owner;
        auto backend = sim::SimBackendFactory::create(scenario, 50.0, &owner);
        QVERIFY(backend);
        MeasureContext ctx = test::simContext(backend.value());
        QVERIFY(test::discoverAddresses(ctx));
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        RdmaTestOptions options;
        options.latency = true;
        RdmaBandwidthTest t(ctx, options, &root);
        QSignalSpy progress(t.plan(), &action::ActionPlan::progress);
        QSignalSpy done(&t, &RdmaBandwidthTest::done);
        t.plan()->start();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        QCOMPARE(t.plan()->state(), action::ActionPlan::State::Finished);
        QVERIFY(progress.count() >= 4);
        QCOMPARE(t.results().size(), 1);
        const CableMeasurement &m = t.results().first();
        QVERIFY(m.bothRails);
        const RailBandwidth *r1 = m.bothRails->rail(1);
        const RailBandwidth *r2 = m.bothRails->rail(2);
        QVERIFY(r1 && r2);
        QCOMPARE(r1->netdev, QStringLiteral("enp1s0f0np0"));
        QCOMPARE(r2->rdmaDevice, QStringLiteral("roceP2p1s0f0"));
        QVERIFY2(r1->gbps >= rail1Min && r1->gbps <= rail1Max, qPrintable(QString::number(r1->gbps)));
        QVERIFY2(r2->gbps <= rail2Max && (rail2Max > 0 ? r2->gbps > 0 : r2->gbps == 0),
                 qPrintable(QString::number(r2->gbps)));
        const double total = m.bothRails->totalGbps();
        QVERIFY2(total >= totalMin && total <= totalMax, qPrintable(QString::number(total)));
        QCOMPARE(m.bothRails->complete(), complete);
        QVERIFY(qAbs(m.bothRails->percentOfLimit() - total / 2.0) < 1e-9);
        // Both legs ran at once; the single-rail figure is its own run.
        QCOMPARE(r1->runId, r2->runId);
        QVERIFY(m.singleRail);
        QVERIFY(m.singleRail->runId != r1->runId);
        if (scenario == QLatin1String("healthy-pair"))
            QVERIFY2(m.singleRail->gbps > 100 && m.singleRail->gbps < 108,
                     qPrintable(QString::number(m.singleRail->gbps)));
        // Latency on both rails, sequential.
        QCOMPARE(m.latency.size(), 2);
        if (complete) {
            QVERIFY(m.latency[0].latencyTypicalUs);
            QVERIFY(*m.latency[0].latencyTypicalUs > 1.0 && *m.latency[0].latencyTypicalUs < 5.0);
        }
        // Identical flags on both ends, as recorded in the report.
        const auto cmds = root.commands();
        QVERIFY(!cmds.empty());
        QStringList serverArgs;
        QStringList clientArgs;
        for (const report::CommandRecord *c : cmds) {
            if (c->program == QLatin1String("ib_write_bw") && c->node == QLatin1String("spark-1") &&
                serverArgs.isEmpty())
                serverArgs = c->arguments;
        }
        for (const report::CommandRecord *c : cmds) {
            if (c->program == QLatin1String("ib_write_bw") && c->node == QLatin1String("spark-2") &&
                c->arguments.value(3) == serverArgs.value(3))
                clientArgs = c->arguments;
        }
        QVERIFY(serverArgs.contains(QStringLiteral("-R")));
        QVERIFY(serverArgs.contains(QStringLiteral("--report_gbits")));
        QCOMPARE(clientArgs.mid(0, clientArgs.size() - 1).mid(2),
                 serverArgs.mid(2)); // same flags, own device, + address
        // The cleanup step ran.
        QVERIFY(t.cleanupDone());
        // It looked for what might be left; a kill, if any (a rail that
        // failed leaves a cancelled server), names Railyard's sessions: no
        // pkill by name alone ever runs.
        QVERIFY(std::any_of(cmds.begin(), cmds.end(), [](const report::CommandRecord *c) {
            return c->program == QLatin1String("ps") &&
                   c->arguments.contains(QStringLiteral("ib_write_bw,ib_write_lat"));
        }));
        for (const report::CommandRecord *c : cmds) {
            if (c->program == QLatin1String("pkill"))
                QVERIFY2(c->arguments.size() == 4 && c->arguments.at(1) == QLatin1String("-s"),
                         qPrintable(c->arguments.join(QLatin1Char(' '))));
        }
        if (complete)
            QVERIFY(std::none_of(cmds.begin(), cmds.end(), [](const report::CommandRecord *c) {
                return c->program == QLatin1String("pkill");
            }));
        if (!complete && scenario == QLatin1String("one-rail-pair"))
            QVERIFY(!m.errors.isEmpty());
    }

    void cancelLeavesNothingRunning()
    {
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 1.0, &owner);
        QVERIFY(backend);
        MeasureContext ctx = test::simContext(backend.value());
        QVERIFY(test::discoverAddresses(ctx));
        test::JobCounter jobs(ctx.runner);
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        RdmaTestOptions options;
        options.flags.durationS = 30;
        RdmaBandwidthTest t(ctx, options, &root);
        QSignalSpy cancelled(t.plan(), &action::ActionPlan::cancelled);
        QSignalSpy done(&t, &RdmaBandwidthTest::done);
        t.plan()->start();
        // Halfway: both servers listen and both clients are sending. The four
        // jobs run a moment before the first client has taken its server's
        // port (under ASan and load, long enough to see): wait for both.
        QTRY_VERIFY_WITH_TIMEOUT(t.runningJobs() == 4 &&
                                     backend->cluster->listener(QStringLiteral("spark-1"), 18515) == nullptr,
                                 10000);
        t.plan()->cancel();
        QCOMPARE(cancelled.count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
        QCOMPARE(t.runningJobs(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(jobs.running(), 0, 5000);
        for (int port = 18515; port < 18520; ++port) {
            QVERIFY(!backend->cluster->listener(QStringLiteral("spark-1"), port));
            QVERIFY(!backend->cluster->listener(QStringLiteral("spark-2"), port));
        }
        QVERIFY(t.cleanupDone());
        QCOMPARE(test::worstStepStatus(root), report::ItemStatus::Cancelled);
        QVERIFY(!t.results().first().bothRails || !t.results().first().bothRails->complete());
    }

    void toolMissingIsAResult()
    {
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 50.0, &owner);
        QVERIFY(backend);
        MeasureContext ctx = test::simContext(backend.value());
        QVERIFY(test::discoverAddresses(ctx));
        PerftestLeg leg;
        leg.serverNode = QStringLiteral("spark-1");
        leg.clientNode = QStringLiteral("spark-2");
        leg.serverDevice = leg.clientDevice = QStringLiteral("rocep1s0f0");
        leg.serverAddress = ctx.addresses.address(QStringLiteral("spark-1"), QStringLiteral("enp1s0f0np0"));
        QVERIFY(!leg.serverAddress.isEmpty());
        // The simulator has no ib_send_bw: the shell answers 127.
        PerftestRun run(ctx.runner, QStringLiteral("ib_send_bw"), PerftestFlags{}, {leg}, nullptr);
        QSignalSpy finished(&run, &PerftestRun::finished);
        run.start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        const auto missing = run.toolMissing();
        QVERIFY(missing);
        QCOMPARE(missing->node, QStringLiteral("spark-1"));
        QCOMPARE(missing->tool, QStringLiteral("ib_send_bw"));
        QCOMPARE(missing->installCommand, QStringLiteral("sudo apt install perftest"));
        QVERIFY(!run.results().first().ok());
        QCOMPARE(run.results().first().gbps, 0.0);
    }

    // The client's node drops its connection while the tool runs (issue
    // #15, item 18): the lost connection is the result, naming the node,
    // whatever part of the output had arrived (nothing, the banner, the
    // banner and a cut-off line). Under load the timing decides which of
    // these arrives; the verdict must not change with it.
    void lostConnectionWinsOverPartialOutput_data()
    {
        QTest::addColumn<QByteArray>("partial");
        QTest::newRow("nothing") << QByteArray();
        QTest::newRow("banner") << QByteArray(
            "---------------------------------------------------------------------------------------\n"
            "                    RDMA_Write BW Test\n"
            " Dual-port       : OFF\t\tDevice         : rocep1s0f0\n"
            " Number of qps   : 1\t\tTransport type : IB\n");
        QTest::newRow("cut-off line") << QByteArray(" local address: LID 0000 QPN 0x01b8 PSN 0x6c");
    }
    void lostConnectionWinsOverPartialOutput()
    {
        QFETCH(QByteArray, partial);
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 50.0, &owner);
        QVERIFY(backend);
        MeasureContext ctx = test::simContext(backend.value());
        QVERIFY(test::discoverAddresses(ctx));
        const QList<model::Cable> paths = RdmaBandwidthTest::measuredPaths(ctx.cluster);
        QCOMPARE(paths.size(), 1);
        const QString client = paths.first().b->node;
        auto *t = new NoisyToolTransport(backend->cluster, client, QStringLiteral("ib_write_bw"));
        t->partial = partial;
        ctx.runner->setTransport(client, t);
        RdmaTestOptions options;
        options.flags.durationS = 2;
        RdmaBandwidthTest test(ctx, options, nullptr);
        QSignalSpy done(&test, &RdmaBandwidthTest::done);
        test.plan()->start();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        QCOMPARE(test.results().size(), 1);
        const CableMeasurement &m = test.results().first();
        QVERIFY(m.bothRails);
        for (const RailBandwidth &r : m.bothRails->rails()) {
            QCOMPARE(r.gbps, 0.0);
            QVERIFY2(
                r.error.startsWith(client + QStringLiteral(": connection lost while running ib_write_bw")),
                qPrintable(r.error));
            QVERIFY2(!r.error.contains(QLatin1String("not perftest output")), qPrintable(r.error));
        }
    }

    // The server's tool prints noise: its client can only fail to connect,
    // but the failure belongs to the server's node, not to the client's rail.
    // Also when the noise is still arriving after the client failed and the
    // run ends the server (seen under load with 100 MB of output: the
    // client's "Couldn't connect" named the wrong node).
    void serverNoiseBlamesServerNode_data()
    {
        QTest::addColumn<bool>("slow");
        QTest::newRow("server ends by itself") << false;
        QTest::newRow("server still printing when its client fails") << true;
    }
    void serverNoiseBlamesServerNode()
    {
        QFETCH(bool, slow);
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 50.0, &owner);
        QVERIFY(backend);
        MeasureContext ctx = test::simContext(backend.value());
        QVERIFY(test::discoverAddresses(ctx));
        const QList<model::Cable> paths = RdmaBandwidthTest::measuredPaths(ctx.cluster);
        QCOMPARE(paths.size(), 1);
        const QString server = paths.first().a.node;
        const QString client = paths.first().b->node;
        QCOMPARE(server, QStringLiteral("spark-1"));
        auto *noisy = new NoisyToolTransport(backend->cluster, server, QStringLiteral("ib_write_bw"));
        noisy->slow = slow;
        ctx.runner->setTransport(server, noisy);
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        RdmaTestOptions options;
        options.flags.durationS = 2;
        RdmaBandwidthTest t(ctx, options, &root);
        QSignalSpy done(&t, &RdmaBandwidthTest::done);
        t.plan()->start();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        QCOMPARE(t.results().size(), 1);
        const CableMeasurement &m = t.results().first();
        QVERIFY(m.bothRails);
        QCOMPARE(m.bothRails->rails().size(), 2);
        for (const RailBandwidth &r : m.bothRails->rails()) {
            QVERIFY(r.serverFault);
            QCOMPARE(r.gbps, 0.0);
            QVERIFY2(
                r.error.startsWith(QStringLiteral("the ib_write_bw server on spark-1: not perftest output")),
                qPrintable(r.error));
        }

        diag::Observations o;
        ObservationsExport::addRdma(o, t.results());
        const QList<diag::Finding> findings = diag::RdmaRules::evaluate(o);
        QCOMPARE(findings.size(), 2);
        QStringList devices;
        for (const diag::Finding &f : findings) {
            QCOMPARE(f.id, QStringLiteral("rdma-test-failed"));
            QCOMPARE(f.object.node, server);
            QVERIFY2(f.explanation.contains(QLatin1String("spark-1: not perftest output")),
                     qPrintable(f.explanation));
            QVERIFY(!f.explanation.contains(client));
            devices << f.explanation.section(QLatin1Char(' '), 4, 4);
        }
        devices.sort();
        QCOMPARE(devices, (QStringList{QStringLiteral("roceP2p1s0f0"), QStringLiteral("rocep1s0f0")}));
    }
};

QTEST_GUILESS_MAIN(TestRdmaBandwidthTest)
#include "tst_rdmabandwidthtest.moc"
