// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "remote/commandtransport.h"
#include "remote/localtransport.h"
#include "telemetry/samplerlineparser.h"
#include "telemetry/samplerscript.h"
#include "telemetry/telemetrysampler.h"

#include <QElapsedTimer>
#include <QFile>
#include <QPointer>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <cmath>
#include <csignal>
#include <unistd.h>
#include <utility>

using namespace railyard;
using namespace railyard::telemetry;

namespace {

// Which of the script's loops a test runs: the PATH it gets holds the
// tools that loop may start besides ethtool and no others (a loop that
// needs more fails to find it). With perl on the PATH the script runs
// the Perl loop; without it, bash's; without both, plain sh's.
enum class Loop
{
    Perl,
    Bash,
    Sh
};

// A job the test drives by hand: lines in, exit code out.
class FakeJob : public remote::CommandJob
{
public:
    using CommandJob::CommandJob;
    void line(const QString &text)
    {
        appendOutput(remote::OutputChannel::Stdout, (text + QLatin1Char('\n')).toUtf8());
    }
    void end(int exitCode) { finish(remote::CommandStatus::Completed, exitCode); }
    void refuse(const QString &why) { finish(remote::CommandStatus::FailedToStart, -1, why); }
    void cancel() override
    {
        if (!isFinished())
            finish(remote::CommandStatus::Cancelled, -1);
    }
};

// `sh` jobs stay open for the test to feed; with `noShell` they end with
// 127 as a node without the loop would. `ethtool -S` answers at once.
class FakeTransport : public remote::CommandTransport
{
public:
    using CommandTransport::CommandTransport;
    bool noShell = false;
    bool refused = false; // sshd down: every command fails to start, as SshTransport reports it
    quint64 ethtoolBytes = 0;
    QList<QPointer<FakeJob>> streams;
    QStringList programs; // of the streams, in start order
    int ethtoolRuns = 0;

    remote::CommandJob *start(const remote::RemoteCommand &command) override
    {
        auto *job = new FakeJob(node(), command, this);
        if (refused) {
            const QString why =
                QStringLiteral("%1: cannot connect to 10.0.0.1 port 22: Connection refused").arg(node());
            QTimer::singleShot(0, job, [job, why] { job->refuse(why); });
            return job;
        }
        if (command.program == QLatin1String("sh") || command.program == QLatin1String("railyard-sampler")) {
            streams << job;
            programs << command.program;
            if (noShell)
                QTimer::singleShot(0, job, [job] { job->end(127); });
        } else {
            ++ethtoolRuns;
            ethtoolBytes += 125000000; // 10 Gb/s at 10 Hz
            const QString out = QStringLiteral("NIC statistics:\n     rx_bytes_phy: %1\n     "
                                               "rx_vport_rdma_unicast_bytes: %1\n")
                                    .arg(ethtoolBytes);
            QTimer::singleShot(0, job, [job, out] {
                job->line(out.trimmed());
                job->end(0);
            });
        }
        return job;
    }
};

QString fastLine(qint64 tick, double t, quint64 words, const QString &netdev = QStringLiteral("enp1s0f0np0"))
{
    return QStringLiteral("RY1 %1 %2 %3 carrier=1 rx_bytes=%4 tx_bytes=0 port_rcv_data=%4 port_xmit_data=0")
        .arg(tick)
        .arg(t, 0, 'f', 6)
        .arg(netdev)
        .arg(words);
}

} // namespace

Q_DECLARE_METATYPE(Loop)

namespace {

// One row per loop of the script (see Loop).
void loopRows()
{
    QTest::addColumn<Loop>("loop");
    QTest::newRow("perl (no process per tick, files held open)") << Loop::Perl;
    QTest::newRow("bash, no perl (no process per tick)") << Loop::Bash;
    QTest::newRow("plain sh (date and sleep per tick)") << Loop::Sh;
}

} // namespace

class TestStreamingSampler : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void commandKeepsNamesOutOfTheScript()
    {
        const auto cmd =
            SamplerScript::command({QStringLiteral("enp1s0f0np0"), QStringLiteral("enP2p1s0f0np0")}, 100, 10);
        QVERIFY(cmd);
        QCOMPARE(cmd->program, QStringLiteral("sh"));
        QCOMPARE(cmd->arguments.value(0), QStringLiteral("-c"));
        QCOMPARE(cmd->arguments.value(1), SamplerScript::text());
        QCOMPARE(
            cmd->arguments.mid(2),
            QStringList({QStringLiteral("railyard-sampler"), QStringLiteral("0.100"), QStringLiteral("10"),
                         QStringLiteral("enp1s0f0np0"), QStringLiteral("enP2p1s0f0np0")}));
        QVERIFY(cmd->streaming);
        QCOMPARE(cmd->timeoutMs, 0);
        QVERIFY(!SamplerScript::text().contains(QStringLiteral("enp1s0")));
        // 1.5 s intervals render as seconds for sleep.
        QCOMPARE(SamplerScript::command({QStringLiteral("lo")}, 1500, 1)->arguments.value(3),
                 QStringLiteral("1.500"));
        // A name that is not an interface token never reaches the node.
        const auto bad = SamplerScript::command({QStringLiteral("lo; reboot")}, 100, 10);
        QVERIFY(!bad);
        QVERIFY(bad.error().message.contains(QStringLiteral("interface name")));
        QVERIFY(!SamplerScript::command({}, 100, 10));
        const auto direct = SamplerScript::directCommand({QStringLiteral("enp1s0f0np0")}, 100, 10);
        QVERIFY(direct);
        QCOMPARE(direct->program, QStringLiteral("railyard-sampler"));
        QCOMPARE(direct->arguments, QStringList({QStringLiteral("--interval-ms"), QStringLiteral("100"),
                                                 QStringLiteral("--phy-every"), QStringLiteral("10"),
                                                 QStringLiteral("enp1s0f0np0")}));
        QVERIFY(direct->streaming);
    }

    void streamRatesGapsAndRestart()
    {
        remote::CommandRunner runner;
        auto *t = new FakeTransport(QStringLiteral("n1"));
        runner.setTransport(QStringLiteral("n1"), t);
        TelemetrySampler sampler(&runner, QStringLiteral("n1"), {QStringLiteral("enp1s0f0np0")});
        sampler.setPhyEvery(10);
        QSignalSpy rates(&sampler, &TelemetrySampler::rateSample);
        QSignalSpy lost(&sampler, &TelemetrySampler::sampleLost);
        sampler.start();
        QTRY_COMPARE(t->streams.size(), 1);
        QCOMPARE(sampler.activeMode(), TelemetrySampler::Mode::Streaming);
        // 10 Hz, 250e6 words (1e9 bytes = 8 Gb) per 0.1 s: 80 Gb/s.
        FakeJob *s = t->streams.first();
        for (int i = 0; i < 5; ++i)
            s->line(fastLine(i, 1000.0 + 0.1 * i, quint64(i) * 250000000));
        QCOMPARE(rates.count(), 4);
        for (const QList<QVariant> &args : rates) {
            const RateSample r = args.first().value<RateSample>();
            QVERIFY(qAbs(*r.rxPortGbps - 80.0) < 1e-6);
            QVERIFY(qAbs(*r.bestRxRdmaGbps() - 80.0) < 1e-6);
            QVERIFY(!r.afterGap);
            // The throughput every tick: kernel bytes (20 Gb/s) plus the RDMA port's.
            QVERIFY2(r.rxGbps && qAbs(*r.rxGbps - 100.0) < 1e-6,
                     qPrintable(QString::number(r.rxGbps.value_or(-1))));
            QCOMPARE(*r.carrier, true);
        }
        // Ticks 5 and 6 never arrive: two lost samples, the next rate after a gap.
        s->line(fastLine(7, 1000.7, 7ull * 250000000));
        QCOMPARE(lost.count(), 2);
        QCOMPARE(rates.count(), 5);
        QVERIFY(rates.last().first().value<RateSample>().afterGap);
        // A repeated line is never drawn.
        s->line(fastLine(7, 1000.7, 7ull * 250000000));
        QCOMPARE(rates.count(), 5);
        QCOMPARE(sampler.badLines(), 1);
        // The stream drops: a gap is marked and a new stream starts.
        s->end(255);
        QCOMPARE(lost.count(), 3);
        QTRY_COMPARE_WITH_TIMEOUT(t->streams.size(), 2, 3000);
        QCOMPARE(sampler.streamRestarts(), 1);
        FakeJob *s2 = t->streams.last();
        s2->line(fastLine(0, 2000.0, 0));
        s2->line(fastLine(1, 2000.1, 250000000));
        QCOMPARE(rates.count(), 6);
        // The restarted stream starts a new baseline (tick 0, counters anew): after a gap.
        const RateSample after = rates.last().first().value<RateSample>();
        QVERIFY(after.afterGap);
        QCOMPARE(sampler.activeMode(), TelemetrySampler::Mode::Streaming);
        QCOMPARE(t->ethtoolRuns, 0); // never a per-sample exec while streaming
        sampler.stop();
        QTRY_VERIFY(!s2 || s2->isFinished());
    }

    // A node busy for a few seconds is slow, not dead (CI on a loaded
    // 2-core machine restarted healthy streams after 3 s of silence, each
    // restart losing samples), and a stall of this process itself is not a
    // silence of the node: its lines may be waiting unread. Only a whole
    // window of silence with this process running on time drops the stream.
    void slowNodeAndStalledControllerKeepTheStream()
    {
        remote::CommandRunner runner;
        auto *t = new FakeTransport(QStringLiteral("n1"));
        runner.setTransport(QStringLiteral("n1"), t);
        TelemetrySampler sampler(&runner, QStringLiteral("n1"), {QStringLiteral("enp1s0f0np0")});
        QSignalSpy lost(&sampler, &TelemetrySampler::sampleLost);
        sampler.start();
        QTRY_COMPARE(t->streams.size(), 1);
        const QPointer<FakeJob> s = t->streams.first();
        s->line(fastLine(0, 1000.0, 0));
        // The node says nothing for 5 s while this process runs on time.
        QTest::qWait(5000);
        QVERIFY(s && !s->isFinished());
        s->line(fastLine(1, 1000.1, 250000000));
        // This process stalls past the whole window (it does not run its
        // event loop): when it runs again the late watchdog looks again.
        QThread::msleep(11500);
        QTest::qWait(300);
        QVERIFY(s && !s->isFinished());
        s->line(fastLine(2, 1000.2, 500000000));
        QCOMPARE(t->streams.size(), 1);
        QCOMPARE(sampler.streamRestarts(), 0);
        QCOMPARE(lost.count(), 0);
        // Silent for a whole window with this process on time: dropped and restarted.
        QTRY_COMPARE_WITH_TIMEOUT(t->streams.size(), 2, 20000);
        QVERIFY(!s || s->isFinished());
        QCOMPARE(sampler.streamRestarts(), 1);
        sampler.stop();
    }

    // The netdevs take turns on phy ticks (one `ethtool -S` a phy tick):
    // with two netdevs and a phy tick every 2nd tick, each netdev's slow
    // counters come every 4 ticks, and their rates span those 4 ticks. The
    // throughput comes from the sysfs counters every tick for both.
    void phyTicksTakeTurns()
    {
        remote::CommandRunner runner;
        auto *t = new FakeTransport(QStringLiteral("n1"));
        runner.setTransport(QStringLiteral("n1"), t);
        const QStringList devs{QStringLiteral("enp1s0f0np0"), QStringLiteral("enP2p1s0f0np0")};
        TelemetrySampler sampler(&runner, QStringLiteral("n1"), devs);
        sampler.setPhyEvery(2);
        QCOMPARE(sampler.phyPeriodTicks(), 4);
        QSignalSpy rates(&sampler, &TelemetrySampler::rateSample);
        sampler.start();
        QTRY_COMPARE(t->streams.size(), 1);
        FakeJob *s = t->streams.first();
        for (int i = 0; i < 9; ++i) {
            for (int d = 0; d < 2; ++d) {
                QString l = fastLine(i, 10.0 + 0.1 * i, quint64(i) * 1000 * (d + 1), devs[d]);
                if (i % 2 == 0 && (i / 2) % 2 == d)
                    l += QStringLiteral(" phy=1 rx_bytes_phy=%1 rx_err_lane_0_phy=%2 rx_crc_errors_phy=0")
                             .arg(quint64(i) * 125000000)
                             .arg(i * 29);
                s->line(l);
            }
        }
        QCOMPARE(rates.count(), 16);
        QMap<QString, QList<RateSample>> by;
        for (const QList<QVariant> &args : rates) {
            const RateSample r = args.first().value<RateSample>();
            by[r.netdev] << r;
        }
        for (int d = 0; d < 2; ++d) {
            const QList<RateSample> &rs = by.value(devs[d]);
            QCOMPARE(rs.size(), 8);
            for (const RateSample &r : rs) {
                QVERIFY(!r.afterGap);
                // kernel 1000·(d+1) bytes plus 4× that in port words, a 0.1 s tick.
                QVERIFY2(r.rxGbps && qAbs(*r.rxGbps - 5 * 1000 * (d + 1) * 8 / 1e9 / 0.1) < 1e-9,
                         qPrintable(QString::number(r.rxGbps.value_or(-1))));
            }
        }
        // enp1s0f0np0 reads ethtool on ticks 0, 4, 8: lane rates over 0.4 s.
        const QList<RateSample> &a = by.value(devs[0]);
        QVERIFY(qAbs(*a.at(3).laneErrorsPerS.value(0) - 290.0) < 1e-6); // tick 4
        QCOMPARE(*a.at(3).crcErrorsPerS, 0.0);
        QVERIFY(!a.at(4).crcErrorsPerS);                                // tick 5: not invented
        QVERIFY(qAbs(*a.at(7).laneErrorsPerS.value(0) - 290.0) < 1e-6); // tick 8
        // enP2p1s0f0np0 reads it on ticks 2 and 6.
        const QList<RateSample> &b = by.value(devs[1]);
        QVERIFY(!b.at(1).crcErrorsPerS);                                // tick 2: first phy sample
        QVERIFY(qAbs(*b.at(5).laneErrorsPerS.value(0) - 290.0) < 1e-6); // tick 6
        sampler.stop();
    }

    // A node without the sysfs counters (no kernel bytes on the line): the
    // throughput is ethtool's wire rate on its phy ticks, nothing between.
    void wireRateWithoutSysfsCounters()
    {
        remote::CommandRunner runner;
        auto *t = new FakeTransport(QStringLiteral("n1"));
        runner.setTransport(QStringLiteral("n1"), t);
        TelemetrySampler sampler(&runner, QStringLiteral("n1"), {QStringLiteral("enp1s0f0np0")});
        sampler.setPhyEvery(2);
        QSignalSpy rates(&sampler, &TelemetrySampler::rateSample);
        sampler.start();
        QTRY_COMPARE(t->streams.size(), 1);
        FakeJob *s = t->streams.first();
        for (int i = 0; i < 5; ++i) {
            QString l =
                QStringLiteral("RY1 %1 %2 enp1s0f0np0 carrier=1").arg(i).arg(10.0 + 0.1 * i, 0, 'f', 6);
            if (i % 2 == 0)
                l += QStringLiteral(" phy=1 rx_bytes_phy=%1").arg(quint64(i) * 125000000);
            s->line(l);
        }
        QCOMPARE(rates.count(), 4);
        const RateSample r2 = rates.at(1).first().value<RateSample>();
        QVERIFY(r2.rxGbps);
        QVERIFY2(qAbs(*r2.rxGbps - 10.0) < 1e-6, qPrintable(QString::number(*r2.rxGbps)));
        QVERIFY(!rates.at(2).first().value<RateSample>().rxGbps); // tick 3: not invented
        sampler.stop();
    }

    void fallsBackWithoutShell()
    {
        remote::CommandRunner runner;
        auto *t = new FakeTransport(QStringLiteral("n1"));
        t->noShell = true;
        runner.setTransport(QStringLiteral("n1"), t);
        TelemetrySampler sampler(&runner, QStringLiteral("n1"), {QStringLiteral("enp1s0f0np0")});
        QSignalSpy mode(&sampler, &TelemetrySampler::activeModeChanged);
        QSignalSpy rates(&sampler, &TelemetrySampler::rateSample);
        sampler.start();
        QTRY_COMPARE(sampler.activeMode(), TelemetrySampler::Mode::PerSample);
        QTRY_VERIFY_WITH_TIMEOUT(rates.count() >= 3, 5000);
        QVERIFY(t->ethtoolRuns >= 4);
        // sh first, then the installed sampler program, then one exec per sample.
        QCOMPARE(t->programs, QStringList({QStringLiteral("sh"), QStringLiteral("railyard-sampler")}));
        QCOMPARE(mode.count(), 2); // Streaming, then PerSample
        sampler.stop();

        // Streaming only: the 127 is a lost stream, retried, never a fallback.
        auto *t2 = new FakeTransport(QStringLiteral("n2"));
        t2->noShell = true;
        runner.setTransport(QStringLiteral("n2"), t2);
        TelemetrySampler strict(&runner, QStringLiteral("n2"), {QStringLiteral("enp1s0f0np0")});
        strict.setMode(TelemetrySampler::Mode::Streaming);
        QSignalSpy lost(&strict, &TelemetrySampler::sampleLost);
        strict.start();
        QTRY_VERIFY_WITH_TIMEOUT(t2->streams.size() >= 3, 5000);
        QVERIFY(strict.streamsDirect());
        QCOMPARE(strict.activeMode(), TelemetrySampler::Mode::Streaming);
        QVERIFY(lost.count() >= 1);
        QCOMPARE(t2->ethtoolRuns, 0);
        strict.stop();
    }

    // A stream that reaches the node but prints nothing is cancelled by the
    // watchdog; three of those in a row are a node that cannot run the
    // loop, and it is sampled per sample. (The unreachable-node change first
    // let every non-completed stream skip that count, this one included.)
    void silentStreamsStillFallBack()
    {
        remote::CommandRunner runner;
        auto *t = new FakeTransport(QStringLiteral("n1"));
        runner.setTransport(QStringLiteral("n1"), t);
        TelemetrySampler sampler(&runner, QStringLiteral("n1"), {QStringLiteral("enp1s0f0np0")});
        QSignalSpy problems(&sampler, &TelemetrySampler::problemChanged);
        sampler.start();
        // Three watchdog windows of 10 s plus the restart pauses.
        QTRY_COMPARE_WITH_TIMEOUT(sampler.activeMode(), TelemetrySampler::Mode::PerSample, 60000);
        QCOMPARE(t->streams.size(), 3);
        QVERIFY(t->ethtoolRuns > 0);
        QCOMPARE(problems.count(), 0); // cancelled by us: not a transport problem
        sampler.stop();
    }

    // A node not reached (sshd down, unknown host key) is not a node that
    // cannot run the loop: the transport's reason is reported and cleared
    // once lines arrive, and the refused starts never switch it to one
    // exec per sample (before, three of them did, for the rest of the run,
    // with nothing saying why the node was silent).
    void unreachableNodeIsNamedAndNotDemoted()
    {
        remote::CommandRunner runner;
        auto *t = new FakeTransport(QStringLiteral("n1"));
        t->refused = true;
        runner.setTransport(QStringLiteral("n1"), t);
        TelemetrySampler sampler(&runner, QStringLiteral("n1"), {QStringLiteral("enp1s0f0np0")});
        QSignalSpy problems(&sampler, &TelemetrySampler::problemChanged);
        QSignalSpy rates(&sampler, &TelemetrySampler::rateSample);
        sampler.start();
        QTRY_VERIFY_WITH_TIMEOUT(sampler.streamRestarts() >= 4, 10000);
        QCOMPARE(sampler.activeMode(), TelemetrySampler::Mode::Streaming);
        QCOMPARE(t->ethtoolRuns, 0);
        QVERIFY2(sampler.problem().contains(QLatin1String("n1: cannot connect")),
                 qPrintable(sampler.problem()));
        QCOMPARE(problems.count(), 1); // the same reason again is not news
        QCOMPARE(problems.first().at(0).toString(), QStringLiteral("n1"));

        t->refused = false;
        QTRY_VERIFY_WITH_TIMEOUT(!t->streams.isEmpty(), 10000);
        FakeJob *s = t->streams.first();
        s->line(fastLine(0, 1000.0, 0));
        s->line(fastLine(1, 1000.1, 250000000));
        QCOMPARE(rates.count(), 1);
        QVERIFY(sampler.problem().isEmpty());
        QCOMPARE(problems.count(), 2);
        QCOMPARE(problems.last().at(1).toString(), QString());
        QCOMPARE(t->programs, QStringList({QStringLiteral("sh")}));
        sampler.stop();
    }

    void realScriptOnThisMachine()
    {
        // The constant script, run by this machine's sh against lo: every
        // line parses, ticks are consecutive, phy ticks come every 3rd tick.
        remote::CommandRunner runner;
        runner.setTransport(QStringLiteral("local"), new remote::LocalTransport(QStringLiteral("local")));
        TelemetrySampler sampler(&runner, QStringLiteral("local"), {QStringLiteral("lo")});
        sampler.setPhyEvery(3);
        QSignalSpy counters(&sampler, &TelemetrySampler::counterSample);
        QSignalSpy rates(&sampler, &TelemetrySampler::rateSample);
        QElapsedTimer wall;
        wall.start();
        sampler.start();
        QTRY_VERIFY_WITH_TIMEOUT(rates.count() >= 6, 10000);
        sampler.stop();
        const double wallS = wall.elapsed() / 1000.0;
        QCOMPARE(sampler.activeMode(), TelemetrySampler::Mode::Streaming);
        QCOMPARE(sampler.badLines(), 0);
        QCOMPARE(sampler.lostSamples(), 0);
        // The intervals come from the script's own time stamps. How long one
        // is depends on how busy this machine is (a CI run once saw 0.6 s), so
        // no bound on a single one; but they are consecutive, so together they
        // cannot exceed the real time the test waited (plus stamp resolution).
        double sumS = 0;
        for (const QList<QVariant> &args : rates) {
            const RateSample r = args.first().value<RateSample>();
            QVERIFY(r.rxKernelGbps && *r.rxKernelGbps >= 0);
            QVERIFY2(r.intervalS > 0, qPrintable(QString::number(r.intervalS)));
            sumS += r.intervalS;
        }
        QVERIFY2(sumS <= wallS + 0.05,
                 qPrintable(QStringLiteral("%1 s of intervals in %2 s").arg(sumS).arg(wallS)));
        const CounterSample first = counters.first().first().value<CounterSample>();
        QCOMPARE(first.netdev, QStringLiteral("lo"));
        QVERIFY(first.rxBytes && first.carrier);
    }

    static QStringList shellTools(Loop loop)
    {
        switch (loop) {
        case Loop::Perl:
            return {QStringLiteral("sh"), QStringLiteral("perl")};
        case Loop::Bash:
            return {QStringLiteral("sh"), QStringLiteral("grep"), QStringLiteral("bash"),
                    QStringLiteral("timeout")};
        case Loop::Sh:
            break;
        }
        return {QStringLiteral("sh"), QStringLiteral("grep"), QStringLiteral("date"), QStringLiteral("sleep"),
                QStringLiteral("timeout")};
    }

    static QString missingTool(Loop loop)
    {
        for (const QString &t : shellTools(loop))
            if (QStandardPaths::findExecutable(t).isEmpty())
                return t;
        if (loop == Loop::Perl && QProcess::execute(QStringLiteral("perl"), {QStringLiteral("-MTime::HiRes"),
                                                                             QStringLiteral("-e1")}) != 0)
            return QStringLiteral("perl's Time::HiRes");
        return {};
    }

    // bin: the loop's tools (see shellTools), a grep that logs each start to
    // grepLog (under Perl: to see that none starts) and a fake ethtool:
    // `ethtool -S NAME` gives crc = length of NAME, lane 1 = 7, plus
    // counters the filter must drop; for a NAME starting with "hang" the
    // first run hangs for 30 s.
    static bool writeTools(const QTemporaryDir &bin, Loop loop, const QString &grepLog)
    {
        for (const QString &t : shellTools(loop)) {
            if (t != QLatin1String("grep") &&
                !QFile::link(QStandardPaths::findExecutable(t), bin.filePath(t)))
                return false;
        }
        const QString realGrep = QStandardPaths::findExecutable(QStringLiteral("grep"));
        const QByteArray hungOnce = bin.filePath(QStringLiteral("hung-once")).toUtf8();
        const QByteArray ethtool =
            "#!/bin/sh\n"
            "case \"$2\" in hang*) [ -e '" +
            hungOnce + "' ] || { : >'" + hungOnce +
            "'; exec /bin/sleep 30; } ;; esac\n"
            "printf 'NIC statistics:\\n     rx_packets: 9\\n     rx_crc_errors_phy: %s\\n"
            "     rx_err_lane_1_phy: 7\\n     tx_pause_ctrl_phy: 3\\n' \"${#2}\"\n";
        const QByteArray grep =
            "#!/bin/sh\necho $$ >>'" + grepLog.toUtf8() + "'\nexec '" + realGrep.toUtf8() + "' \"$@\"\n";
        for (const auto &[name, text] :
             {std::pair{QStringLiteral("ethtool"), ethtool}, std::pair{QStringLiteral("grep"), grep}}) {
            QFile f(bin.filePath(name));
            if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
                return false;
            f.close();
            if (!f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner))
                return false;
        }
        return true;
    }

    // Reads sampler lines from p until `count` are in or none came for
    // `quietMs`; false on a line the parser refuses.
    static bool readLines(QProcess &p, QList<SamplerLine> &lines, qsizetype count, int quietMs = 5000)
    {
        while (lines.size() < count && p.waitForReadyRead(quietMs)) {
            while (p.canReadLine()) {
                const QString text = QString::fromUtf8(p.readLine()).trimmed();
                const Result<SamplerLine> l = SamplerLineParser::parse(text);
                if (!l) {
                    qWarning("refused: %s", qPrintable(text));
                    return false;
                }
                lines << l.value();
            }
        }
        return true;
    }

    // The constant script under `bin`'s PATH, 100 ms ticks.
    static bool startScript(QProcess &p, const QTemporaryDir &bin, const QStringList &netdevs, int phyEvery)
    {
        const auto cmd = SamplerScript::command(netdevs, 100, phyEvery);
        if (!cmd)
            return false;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), bin.path());
        p.setProcessEnvironment(env);
        p.start(bin.filePath(QStringLiteral("sh")), cmd->arguments);
        return p.waitForStarted();
    }

    static bool readLoCounters(quint64 *rx, quint64 *tx)
    {
        QFile r(QStringLiteral("/sys/class/net/lo/statistics/rx_bytes"));
        QFile t(QStringLiteral("/sys/class/net/lo/statistics/tx_bytes"));
        if (!r.open(QIODevice::ReadOnly) || !t.open(QIODevice::ReadOnly))
            return false;
        bool ok1 = false, ok2 = false;
        *rx = r.readAll().trimmed().toULongLong(&ok1);
        *tx = t.readAll().trimmed().toULongLong(&ok2);
        return ok1 && ok2;
    }

    static int countLines(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return 0;
        return int(f.readAll().count('\n'));
    }

    void scriptUnderEitherShell_data() { loopRows(); }

    void scriptUnderEitherShell()
    {
        // The constant script with a PATH this test controls: a fake ethtool
        // whose counters differ per netdev (so the filter for all netdevs
        // must hand each line its own), and perl, bash or neither. The Perl
        // and bash loops find no date and no sleep: they must not need them.
        // grep logs each start: under bash one grep serves the whole
        // stream, under Perl none starts.
        QFETCH(Loop, loop);
        QTemporaryDir bin;
        QVERIFY(bin.isValid());
        const QString grepLog = bin.filePath(QStringLiteral("grep.log"));
        if (const QString t = missingTool(loop); !t.isEmpty())
            QSKIP(qPrintable(t + QLatin1String(" is not installed here")));
        QVERIFY(writeTools(bin, loop, grepLog));
        quint64 rx0 = 0, tx0 = 0, rx1 = 0, tx1 = 0;
        QVERIFY(readLoCounters(&rx0, &tx0));
        QProcess p;
        QVERIFY(startScript(p, bin, {QStringLiteral("lo"), QStringLiteral("nosuchnet0")}, 2));
        QList<SamplerLine> lines;
        QVERIFY(readLines(p, lines, 10));
        p.kill();
        p.waitForFinished();
        QVERIFY2(lines.size() >= 10, qPrintable(QString::number(lines.size())));
        for (qsizetype i = 0; i < 10; ++i) {
            const SamplerLine &l = lines[i];
            QCOMPARE(l.tick, i / 2); // two netdevs per tick, ticks in order
            QCOMPARE(l.netdev, i % 2 ? QStringLiteral("nosuchnet0") : QStringLiteral("lo"));
            QCOMPARE(l.missing, i % 2 == 1);
            // Phy every 2nd tick: both netdevs on tick 0 (a baseline each),
            // then the two in turn: lo on 2, 6; nosuchnet0 on 4, 8.
            QCOMPARE(l.phy, l.tick == 0 || (l.tick % 2 == 0 && (l.tick / 2 - 1) % 2 == i % 2));
            if (i >= 2)
                QVERIFY(l.timeS >= lines[i - 2].timeS);
            if (l.phy) {
                QCOMPARE(l.counters.value(QStringLiteral("rx_crc_errors_phy")),
                         quint64(l.netdev.size())); // 2 for lo, 10 for nosuchnet0
                QCOMPARE(l.counters.value(QStringLiteral("rx_err_lane_1_phy")), quint64(7));
                QVERIFY(!l.counters.contains(QStringLiteral("tx_pause_ctrl_phy")));
                QVERIFY(!l.counters.contains(QStringLiteral("rx_packets")));
            } else {
                QVERIFY(!l.counters.contains(QStringLiteral("rx_crc_errors_phy")));
            }
            if (!l.missing) {
                QVERIFY(l.counters.contains(QStringLiteral("rx_bytes")));
                QCOMPARE(l.counters.value(QStringLiteral("carrier"), 9), quint64(1)); // lo is up
            }
        }
        // rx and tx bytes are the kernel's statistics (from /proc/net/dev
        // under bash, sysfs under Perl and sh): the right fields, within
        // the run.
        QVERIFY(readLoCounters(&rx1, &tx1));
        for (qsizetype i = 0; i < 10; i += 2) {
            const quint64 rx = lines[i].counters.value(QStringLiteral("rx_bytes"));
            const quint64 tx = lines[i].counters.value(QStringLiteral("tx_bytes"));
            QVERIFY2(rx >= rx0 && rx <= rx1,
                     qPrintable(QStringLiteral("%1 not in %2..%3").arg(rx).arg(rx0).arg(rx1)));
            QVERIFY2(tx >= tx0 && tx <= tx1,
                     qPrintable(QStringLiteral("%1 not in %2..%3").arg(tx).arg(tx0).arg(tx1)));
        }
        // Ticks 0 to 4 hold three phy ticks (0, 2, 4): under bash the same
        // one grep filtered all of them; plain sh starts one a phy tick;
        // Perl filters them itself.
        const int greps = countLines(grepLog);
        if (loop == Loop::Perl)
            QCOMPARE(greps, 0);
        else if (loop == Loop::Bash)
            QCOMPARE(greps, 1);
        else
            QVERIFY2(greps >= 3, qPrintable(QString::number(greps)));
        // Real epoch seconds with sub-second digits, from either clock.
        QVERIFY(lines.first().timeS > 1.7e9);
        QVERIFY(lines.first().timeS != std::floor(lines.first().timeS) ||
                lines[2].timeS != std::floor(lines[2].timeS));
    }

    void grepCoprocessKilledMidStream()
    {
        // Under bash one grep filters every phy tick. Kill it mid-stream (a
        // node's admin, an OOM kill): the loop must neither end nor lose its
        // phy counters; later phy ticks start a grep of their own.
        if (const QString t = missingTool(Loop::Bash); !t.isEmpty())
            QSKIP(qPrintable(t + QLatin1String(" is not installed here")));
        QTemporaryDir bin;
        QVERIFY(bin.isValid());
        const QString grepLog = bin.filePath(QStringLiteral("grep.log"));
        QVERIFY(writeTools(bin, Loop::Bash, grepLog));
        QProcess p;
        QVERIFY(startScript(p, bin, {QStringLiteral("lo")}, 2));
        QList<SamplerLine> lines;
        bool killed = false;
        int tickAtKill = -1;
        while (lines.size() < 40 && p.waitForReadyRead(5000)) {
            while (p.canReadLine()) {
                const QString text = QString::fromUtf8(p.readLine()).trimmed();
                const Result<SamplerLine> l = SamplerLineParser::parse(text);
                QVERIFY2(l, qPrintable(text));
                lines << l.value();
            }
            if (!killed && lines.size() >= 5) {
                QFile log(grepLog);
                QVERIFY(log.open(QIODevice::ReadOnly));
                const qint64 pid = log.readLine().trimmed().toLongLong();
                QVERIFY(pid > 1);
                QCOMPARE(::kill(pid_t(pid), SIGKILL), 0); // a grep this test started
                killed = true;
                tickAtKill = lines.last().tick;
            }
        }
        p.kill();
        p.waitForFinished();
        QVERIFY2(lines.size() >= 40, qPrintable(QString::number(lines.size())));
        int phyAfter = 0;
        for (const SamplerLine &l : lines) {
            if (l.tick <= tickAtKill + 2 || !l.phy)
                continue;
            ++phyAfter;
            QCOMPARE(l.counters.value(QStringLiteral("rx_crc_errors_phy")), quint64(2));
            QCOMPARE(l.counters.value(QStringLiteral("rx_err_lane_1_phy")), quint64(7));
        }
        QVERIFY2(phyAfter >= 10, qPrintable(QString::number(phyAfter)));
        QVERIFY(countLines(grepLog) > 1);
    }

    void hungEthtoolIsLeftBehind_data() { loopRows(); }

    void hungEthtoolIsLeftBehind()
    {
        // An `ethtool -S` that does not finish (a driver stuck in a firmware
        // command) must cost its phy tick only: after at most 5 s the loop
        // goes on, the other netdev's counters keep coming and later phy
        // ticks of either netdev work again. The fake hangs on its first
        // run for hang0 (tick 0's baseline), never again.
        QFETCH(Loop, loop);
        if (const QString t = missingTool(loop); !t.isEmpty())
            QSKIP(qPrintable(t + QLatin1String(" is not installed here")));
        QTemporaryDir bin;
        QVERIFY(bin.isValid());
        QVERIFY(writeTools(bin, loop, bin.filePath(QStringLiteral("grep.log"))));
        QProcess p;
        QVERIFY(startScript(p, bin, {QStringLiteral("lo"), QStringLiteral("hang0")}, 2));
        QList<SamplerLine> lines;
        // A loop that waits out the fake's 30 s prints nothing for 10 s
        // and ends up short of lines here (no wall-clock assertion needed).
        QVERIFY(readLines(p, lines, 40, 10000));
        p.kill();
        p.waitForFinished();
        QVERIFY2(lines.size() >= 40, qPrintable(QString::number(lines.size())));
        int loPhy = 0, hangPhy = 0;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const SamplerLine &l = lines[i];
            QCOMPARE(l.netdev, i % 2 ? QStringLiteral("hang0") : QStringLiteral("lo"));
            if (!l.phy || l.tick == 0)
                continue;
            // Ticks after the hang: crc = length of the name, lane 1 = 7.
            QCOMPARE(l.counters.value(QStringLiteral("rx_crc_errors_phy")), quint64(l.netdev.size()));
            QCOMPARE(l.counters.value(QStringLiteral("rx_err_lane_1_phy")), quint64(7));
            ++(l.netdev == QLatin1String("lo") ? loPhy : hangPhy);
        }
        QVERIFY2(loPhy >= 3 && hangPhy >= 3, qPrintable(QStringLiteral("%1 %2").arg(loPhy).arg(hangPhy)));
    }

    void netdevThatComesBackIsReadAgain_data() { loopRows(); }

    void netdevThatComesBackIsReadAgain()
    {
        // A netdev deleted and created again under the same name (a driver
        // reset, a veth re-made): the Perl loop holds its sysfs files open,
        // and an open file of a deleted netdev answers ENODEV for ever. The
        // loop must open the new netdev's files, not report it missing for
        // the rest of the stream. In a network and mount namespace of its
        // own (unshare), which ends with this test's processes.
        QFETCH(Loop, loop);
        if (::geteuid() != 0)
            QSKIP("needs root: unshare -n -m, a veth in a namespace of its own");
        for (const char *tool : {"unshare", "ip", "mount", "sleep"})
            if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not installed here").arg(QString::fromLatin1(tool))));
        if (const QString t = missingTool(loop); !t.isEmpty())
            QSKIP(qPrintable(t + QLatin1String(" is not installed here")));
        QTemporaryDir bin;
        QVERIFY(bin.isValid());
        QVERIFY(writeTools(bin, loop, bin.filePath(QStringLiteral("grep.log"))));
        const auto cmd = SamplerScript::command({QStringLiteral("v0")}, 100, 0);
        QVERIFY(cmd);
        // v0 from tick 0; after 1 s it is deleted and made again, up.
        const QString inner = QStringLiteral(
            "mount -t sysfs none /sys && ip link add v0 type veth peer name v1 && ip link set v0 up && "
            "ip link set v1 up || exit 9\n"
            "(sleep 1; ip link del v0; ip link add v0 type veth peer name v1; ip link set v0 up; "
            "ip link set v1 up) &\n"
            "B=$1; shift; export PATH=$B; exec \"$B/sh\" \"$@\"\n");
        QProcess p;
        p.start(QStringLiteral("unshare"),
                QStringList{QStringLiteral("-n"), QStringLiteral("-m"), QStringLiteral("sh"),
                            QStringLiteral("-c"), inner, QStringLiteral("railyard-test"), bin.path()}
                    << cmd->arguments);
        QVERIFY(p.waitForStarted());
        QList<SamplerLine> lines;
        QVERIFY(readLines(p, lines, 30));
        p.kill();
        p.waitForFinished();
        QVERIFY2(lines.size() >= 30, qPrintable(QString::number(lines.size()) + QLatin1Char(' ') +
                                                QString::fromUtf8(p.readAllStandardError())));
        QVERIFY(!lines.first().missing);
        // Around the re-make a tick or two may find no v0; the last ten
        // (two seconds after it) all find the new one.
        for (qsizetype i = lines.size() - 10; i < lines.size(); ++i) {
            QVERIFY2(!lines[i].missing, qPrintable(QString::number(lines[i].tick)));
            QVERIFY(lines[i].counters.contains(QStringLiteral("rx_bytes")));
            QCOMPARE(lines[i].counters.value(QStringLiteral("carrier"), 9), quint64(1)); // both ends up
        }
    }
};

QTEST_GUILESS_MAIN(TestStreamingSampler)
#include "tst_streamingsampler.moc"
