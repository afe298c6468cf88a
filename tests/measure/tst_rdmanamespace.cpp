// SPDX-License-Identifier: GPL-3.0-or-later
// Acceptance against the namespace cluster (tests/sim/simcluster): real
// OpenSSH with verified host keys, perftest rendezvous over real TCP on the
// rail addresses, the streaming sampler as a real sh loop on the node.
// Needs root; skips with the reason otherwise; always tears down.
#include "action/actionplan.h"
#include "measure/rdmabandwidthtest.h"
#include "model/projectfile.h"
#include "plan/networkplanner.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "remote/sshoptions.h"
#include "remote/sshtransport.h"
#include "report/reportitem.h"
#include "sim/ratemodel.h"
#include "simcontext.h"
#include "telemetry/telemetrysampler.h"

#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <unistd.h>

using namespace railyard;
using namespace railyard::measure;

namespace {

const QString kHarness = QStringLiteral(RAILYARD_SOURCE_DIR "/tests/sim/simcluster");
const QString kSimtool = QStringLiteral(RAILYARD_BINARY_DIR "/app/simtool/railyard-simtool");

struct Proc
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Proc runLocal(const QString &program, const QStringList &args, int timeoutMs = 60000)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RAILYARD_SIMTOOL"), kSimtool);
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QString skipReason()
{
    if (::geteuid() != 0)
        return QStringLiteral(
            "the namespace cluster needs root (network namespaces, veth pairs, sshd): run ctest as root");
    if (QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty() ||
        QStandardPaths::findExecutable(QStringLiteral("sshd"), {QStringLiteral("/usr/sbin")}).isEmpty())
        return QStringLiteral("no OpenSSH client/server installed");
    if (!QFileInfo(kSimtool).isExecutable())
        return QStringLiteral("railyard-simtool is not built at ") + kSimtool;
    if (runLocal(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("list")}).exitCode != 0)
        return QStringLiteral("this kernel or container does not allow network namespaces");
    return {};
}

// One SSH transport per node, as railyard-cli builds them from the project file.
bool connectNodes(const model::Cluster &cluster, remote::CommandRunner &runner)
{
    for (const model::Node &node : cluster.nodes) {
        remote::SshOptions options;
        options.managedKnownHostsPath = cluster.options.knownHostsFile;
        if (!remote::SshTransport::resolveTarget(node, options))
            return false;
        runner.setTransport(node.name, new remote::SshTransport(node, options, &runner));
    }
    return true;
}

// Exit code and output of one command over SSH.
std::pair<int, QString> remoteRun(remote::CommandRunner &runner, const QString &node,
                                  const remote::RemoteCommand &cmd)
{
    auto job = runner.run(node, cmd, nullptr);
    if (!job)
        return {-1, job.error().message};
    QSignalSpy done(job.value(), &remote::CommandJob::finished);
    if (!done.wait(20000))
        return {-1, QStringLiteral("timeout")};
    const auto r = done.first().first().value<remote::CommandResult>();
    return {r.exitCode, QString::fromUtf8(r.stdoutData) + QString::fromUtf8(r.stderrData)};
}

} // namespace

class TestRdmaNamespace : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void healthyPairOverSsh()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        const QString prefix = QStringLiteral("rm%1").arg(QRandomGenerator::global()->bounded(0x100000), 5,
                                                          16, QLatin1Char('0'));
        const Proc up =
            runLocal(kHarness, {QStringLiteral("up"), QStringLiteral("--scenario"),
                                QStringLiteral("healthy-pair"), QStringLiteral("--name"), prefix});
        struct Down
        {
            QString prefix;
            ~Down() { runLocal(kHarness, {QStringLiteral("down"), QStringLiteral("--name"), prefix}); }
        } down{prefix};
        QVERIFY2(up.exitCode == 0, up.err.constData());
        const QString yaml = QString::fromUtf8(up.out).trimmed().split(QLatin1Char('\n')).last();
        const Result<model::Cluster> cluster = model::ProjectFile::load(yaml);
        QVERIFY2(cluster, qPrintable(cluster ? QString() : cluster.error().toString()));
        const QString user = cluster->nodes.first().sshUser;
        QVERIFY(!user.isEmpty());

        remote::CommandRunner runner;
        QVERIFY(connectNodes(cluster.value(), runner));
        MeasureContext ctx;
        ctx.runner = &runner;
        ctx.cluster = cluster.value();
        if (auto plan = plan::NetworkPlanner::plan(ctx.cluster))
            ctx.plan = plan.value();
        // The rail addresses the nodes really carry.
        QVERIFY(test::discoverAddresses(ctx));
        QVERIFY(!ctx.addresses.address(QStringLiteral("spark-1"), QStringLiteral("enp1s0f0np0")).isEmpty());
        QVERIFY(!ctx.addresses.address(QStringLiteral("spark-1"), QStringLiteral("enP2p1s0f0np0")).isEmpty());

        // 1. Both rails at once, over SSH, perftest meeting over TCP on the rails.
        {
            report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("rdma"));
            RdmaTestOptions options;
            options.flags.durationS = 2;
            RdmaBandwidthTest t(ctx, options, &root);
            QSignalSpy done(&t, &RdmaBandwidthTest::done);
            t.plan()->start();
            QVERIFY(done.wait(90000));
            QCOMPARE(t.plan()->state(), action::ActionPlan::State::Finished);
            QCOMPARE(t.results().size(), 1);
            const CableMeasurement &m = t.results().first();
            QVERIFY2(m.errors.isEmpty(), qPrintable(m.errors.join(QLatin1Char('\n'))));
            QVERIFY(m.bothRails);
            QVERIFY(m.bothRails->complete());
            const double cap = sim::RateModel::railCapGbps(5, 4);
            for (int rail : {1, 2}) {
                const RailBandwidth *r = m.bothRails->rail(rail);
                QVERIFY(r);
                QVERIFY2(r->ok(), qPrintable(r->error));
                // The server's rail address, not the management network.
                QVERIFY(r->serverAddress ==
                        ctx.addresses.address(r->serverNode, model::Rail(0, rail).netdev()));
                QVERIFY2(r->gbps > 90 && r->gbps <= cap + 0.5, qPrintable(QString::number(r->gbps)));
            }
            const double total = m.bothRails->totalGbps();
            // The model: 189.85 for both rails of one cable. The two client
            // processes share the port through the run's flow registry
            // (app/simtool/flowregistry.h) as one in-process model would.
            // Started over SSH, one leg may begin a moment late and run
            // alone for the rest, as on hardware: clearly more than one
            // rail, never more than two rails each alone.
            qInfo("cable total %.2f Gb/s (rails %.2f + %.2f)", total, m.bothRails->rail(1)->gbps,
                  m.bothRails->rail(2)->gbps);
            QVERIFY2(total >= 180.0 && total <= 2 * cap + 1.0, qPrintable(QString::number(total)));
        }

        // 2. Cancelled halfway: nothing of ib_write_bw stays on any node.
        {
            report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("cancel"));
            RdmaTestOptions options;
            options.flags.durationS = 60;
            RdmaBandwidthTest t(ctx, options, &root);
            QSignalSpy done(&t, &RdmaBandwidthTest::done);
            t.plan()->start();
            QTRY_VERIFY_WITH_TIMEOUT(t.runningJobs() >= 4, 30000); // two servers, two clients
            const auto pgrep = remote::CommandBuilder(QStringLiteral("pgrep"))
                                   .flag(QStringLiteral("-u"))
                                   .word(user)
                                   .flag(QStringLiteral("-x"))
                                   .word(QStringLiteral("ib_write_bw"))
                                   .build();
            QVERIFY(pgrep);
            // The check can see them while they run.
            QTRY_VERIFY_WITH_TIMEOUT(remoteRun(runner, QStringLiteral("spark-1"), pgrep.value()).first == 0,
                                     10000);
            t.plan()->cancel();
            QVERIFY(done.wait(30000));
            QCOMPARE(t.plan()->state(), action::ActionPlan::State::Cancelled);
            QVERIFY(t.cleanupDone());
            for (const QString &node : ctx.cluster.nodeNames()) {
                const auto [code, out] = remoteRun(runner, node, pgrep.value());
                QVERIFY2(code == 1, qPrintable(node + QStringLiteral(": ") + out));
            }
        }

        // 3. The streaming sampler as a real sh loop over SSH: one exec per
        // node, no lost sample, the phy counters (model) on phy ticks.
        {
            telemetry::TelemetrySampler sampler(
                &runner, QStringLiteral("spark-2"),
                {QStringLiteral("enp1s0f0np0"), QStringLiteral("enP2p1s0f0np0")});
            sampler.setPhyEvery(5);
            QSignalSpy rates(&sampler, &telemetry::TelemetrySampler::rateSample);
            sampler.start();
            // 30 ticks: the two netdevs read ethtool in turn on every 5th
            // tick, so each has had at least two phy intervals with lanes.
            QTRY_VERIFY_WITH_TIMEOUT(rates.count() >= 60, 30000);
            sampler.stop();
            QCOMPARE(sampler.activeMode(), telemetry::TelemetrySampler::Mode::Streaming);
            QCOMPARE(sampler.lostSamples(), 0);
            QCOMPARE(sampler.badLines(), 0);
            QCOMPARE(sampler.streamRestarts(), 0);
            int withLanes = 0;
            for (const QList<QVariant> &args : rates) {
                const auto r = args.first().value<telemetry::RateSample>();
                QVERIFY(r.carrier && *r.carrier);
                QVERIFY(r.rxKernelGbps);
                if (r.laneErrorsPerS.value(0))
                    ++withLanes;
            }
            QVERIFY2(withLanes >= 4, qPrintable(QString::number(withLanes)));
            // The loop ends with its SSH channel. The nodes share the host's
            // PID namespace, so pgrep here (no shell whose command line would
            // match the pattern) sees every process of the run's user.
            QTRY_VERIFY_WITH_TIMEOUT(
                runLocal(QStringLiteral("pgrep"), {QStringLiteral("-u"), user, QStringLiteral("-f"),
                                                   QStringLiteral("railyard-sampler")})
                        .exitCode == 1,
                10000);
        }
    }
};

QTEST_GUILESS_MAIN(TestRdmaNamespace)
#include "tst_rdmanamespace.moc"
