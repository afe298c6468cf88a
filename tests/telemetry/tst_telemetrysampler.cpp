// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/perftestrun.h"
#include "measure/railaddressbook.h"
#include "probe/ipaddrparser.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "sim/ratemodel.h"
#include "sim/simbackendfactory.h"
#include "sim/simcluster.h"
#include "telemetry/telemetrysampler.h"
#include "telemetry/telemetrystore.h"

#include <QSignalSpy>
#include <QTest>

using namespace railyard;
using namespace railyard::telemetry;

class TestTelemetrySampler : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ratesMatchTheModel_data()
    {
        QTest::addColumn<double>("speed");
        QTest::newRow("real-time-10Hz") << 1.0;
        QTest::newRow("clock-x5") << 5.0;
    }
    void ratesMatchTheModel()
    {
        QFETCH(double, speed);
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), speed, &owner);
        QVERIFY(backend);
        std::shared_ptr<sim::SimCluster> cluster = backend->cluster;
        // The server rail's address, as the node reports it.
        auto cmd = remote::CommandBuilder(QStringLiteral("ip"))
                       .flag(QStringLiteral("-j"))
                       .word(QStringLiteral("addr"))
                       .build();
        auto job = backend->runner->run(QStringLiteral("spark-1"), cmd.value(), nullptr);
        QVERIFY(job);
        QSignalSpy ipDone(job.value(), &remote::CommandJob::finished);
        QVERIFY(ipDone.wait(5000));
        measure::RailAddressBook book;
        book.addDiscovered(
            QStringLiteral("spark-1"),
            probe::IpAddrParser::parse(
                QString::fromUtf8(ipDone.first().first().value<remote::CommandResult>().stdoutData))
                .value());

        // One rail alone: the model carries railCapGbps(5, 4) (~106 Gb/s).
        measure::PerftestLeg leg;
        leg.serverNode = QStringLiteral("spark-1");
        leg.clientNode = QStringLiteral("spark-2");
        leg.serverDevice = leg.clientDevice = QStringLiteral("rocep1s0f0");
        leg.serverAddress = book.address(QStringLiteral("spark-1"), QStringLiteral("enp1s0f0np0"));
        measure::PerftestFlags flags;
        flags.durationS = 3600;
        measure::PerftestRun load(backend->runner, QStringLiteral("ib_write_bw"), flags, {leg}, nullptr);
        load.start();
        QTRY_COMPARE_WITH_TIMEOUT(load.runningJobs(), 2, 5000);

        TelemetrySampler sampler(backend->runner, QStringLiteral("spark-1"),
                                 {QStringLiteral("enp1s0f0np0"), QStringLiteral("enP2p1s0f0np0")});
        sampler.setIntervalMs(100);
        sampler.setPhyEvery(10); // a phy tick a second: the lanes below within 30 ticks
        sampler.setClock([cluster] { return cluster->clock().now(); }, speed);
        TelemetryStore store(50);
        connect(&sampler, &TelemetrySampler::rateSample, &store, &TelemetryStore::addRate);
        QSignalSpy rates(&sampler, &TelemetrySampler::rateSample);
        sampler.start();
        // 30 ticks: each of the two netdevs has had two phy ticks (its lane
        // rates), the netdevs taking turns every 10th tick.
        QTRY_VERIFY_WITH_TIMEOUT(rates.count() >= 60, 20000);
        sampler.stop();
        load.cancel();

        const double truth = sim::RateModel::railCapGbps(5, 4);
        const RingSeries *rail1 =
            store.series(QStringLiteral("spark-1"), QStringLiteral("enp1s0f0np0"), Metric::RxRdmaGbps);
        const RingSeries *rail2 =
            store.series(QStringLiteral("spark-1"), QStringLiteral("enP2p1s0f0np0"), Metric::RxRdmaGbps);
        QVERIFY(rail1 && rail2);
        QVERIFY(rail1->size() >= 15);
        // The simulator's clock has 1 ms resolution, so one 100 ms interval
        // can be off by ~1 % either way; the window's mean is the ground truth check.
        int checked = 0;
        double sum = 0;
        for (const SeriesPoint &p : rail1->points()) {
            QVERIFY2(qAbs(p.value - truth) / truth < 0.03,
                     qPrintable(QStringLiteral("%1 vs %2").arg(p.value).arg(truth)));
            sum += p.value;
            ++checked;
        }
        const double mean = sum / checked;
        QVERIFY2(qAbs(mean - truth) / truth < 0.01,
                 qPrintable(QStringLiteral("mean %1 vs %2").arg(mean).arg(truth)));
        QVERIFY(checked >= 15);
        for (const SeriesPoint &p : rail2->points())
            QVERIFY(p.value < 0.01); // rail 2 idle
        // Every lost sample left a gap marker.
        QCOMPARE(store.gaps() >= sampler.lostSamples() ? true : sampler.lostSamples() == 0, true);
        // The throughput is the kernel's bytes plus the RDMA port's, every
        // tick: the payload (the wire's RoCE headers, 6 % more, are not in
        // either counter), never the wire rate on one tick and the payload
        // on the next.
        const RingSeries *through =
            store.series(QStringLiteral("spark-1"), QStringLiteral("enp1s0f0np0"), Metric::RxGbps);
        QVERIFY(through && through->size() >= rail1->size() - 1);
        for (const SeriesPoint &p : through->points())
            QVERIFY2(qAbs(p.value / truth - 1.0) < 0.03, qPrintable(QString::number(p.value / truth)));
        // Healthy QSFP112 lanes: a small steady stream, no CRC.
        const RingSeries *lane0 =
            store.series(QStringLiteral("spark-1"), QStringLiteral("enp1s0f0np0"), Metric::Lane0ErrorsPerS);
        QVERIFY(lane0 && qAbs(lane0->last().value - 0.9 * sim::RateModel::HealthyLaneErrorsPerS) < 50);
        QCOMPARE(
            store.series(QStringLiteral("spark-1"), QStringLiteral("enp1s0f0np0"), Metric::CrcErrorsPerS)
                ->last()
                .value,
            0.0);
    }

    void lostSamplesAreMarked()
    {
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 1.0, &owner);
        QVERIFY(backend);
        // A node that is not connected: every cycle fails and is reported lost.
        TelemetrySampler sampler(backend->runner, QStringLiteral("spark-9"), {QStringLiteral("enp1s0f0np0")});
        QSignalSpy lost(&sampler, &TelemetrySampler::sampleLost);
        QSignalSpy rates(&sampler, &TelemetrySampler::rateSample);
        sampler.start();
        QTRY_VERIFY_WITH_TIMEOUT(lost.count() >= 3, 5000);
        sampler.stop();
        QCOMPARE(rates.count(), 0);
        QCOMPARE(lost.first().at(0).toString(), QStringLiteral("spark-9"));
    }
};

QTEST_GUILESS_MAIN(TestTelemetrySampler)
#include "tst_telemetrysampler.moc"
