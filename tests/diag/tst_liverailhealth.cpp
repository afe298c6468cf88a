// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/liverailhealth.h"
#include "telemetry/ratesample.h"

#include <QTest>

using railyard::diag::LiveRailHealth;
using railyard::model::Severity;
using railyard::telemetry::RateSample;

class TstLiveRailHealth : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void judge_data()
    {
        QTest::addColumn<double>("rx");
        QTest::addColumn<double>("ber");
        QTest::addColumn<QList<double>>("lanes");
        QTest::addColumn<int>("linkDowns");
        QTest::addColumn<int>("severity");
        QTest::addColumn<double>("share");
        // figures from domain.md: a rail carries ~92-112 Gb/s; FEC limit 2e-4; the failing
        // lane went from ~2.9 thousand to ~11.7 million errors/s
        QTest::newRow("busy, healthy stream") << 97.28 << 3e-8 << QList<double>{2900, 3100, 2800, 3000} << 0
                                              << int(Severity::Info) << 0.9728;
        QTest::newRow("idle") << 0.0 << 0.0 << QList<double>{0, 0, 0, 0} << 0 << int(Severity::Info) << 0.0;
        QTest::newRow("errors well above healthy") << 95.0 << 5e-5 << QList<double>{} << 0
                                                   << int(Severity::Warning) << 0.95;
        QTest::newRow("past the FEC limit") << 60.0 << 3e-4 << QList<double>{} << 0 << int(Severity::Error)
                                            << 0.6;
        QTest::newRow("one failing lane") << 92.0 << 1e-6 << QList<double>{2900, 11.7e6, 3100, 2800} << 0
                                          << int(Severity::Error) << 0.92;
        QTest::newRow("four busy lanes alike") << 92.0 << 1e-6 << QList<double>{2e5, 2.1e5, 1.9e5, 2e5} << 0
                                               << int(Severity::Info) << 0.92;
        QTest::newRow("link went down") << 0.0 << 0.0 << QList<double>{} << 1 << int(Severity::Error) << 0.0;
        QTest::newRow("no carrier") << 0.0 << 0.0 << QList<double>{} << -1 << int(Severity::Error) << 0.0;
    }
    void judge()
    {
        QFETCH(double, rx);
        QFETCH(double, ber);
        QFETCH(QList<double>, lanes);
        QFETCH(int, linkDowns);
        QFETCH(int, severity);
        QFETCH(double, share);
        RateSample s;
        s.node = QStringLiteral("spark-1");
        s.netdev = QStringLiteral("enp1s0f0np0");
        s.rxGbps = rx;
        s.txGbps = rx / 2;
        s.preFecBer = ber;
        for (double lane : lanes)
            s.laneErrorsPerS << lane;
        s.linkDownEvents = quint64(std::max(linkDowns, 0));
        s.carrier = linkDowns >= 0; // -1: the carrier read says down
        const auto st = LiveRailHealth::judge(s);
        QCOMPARE(int(st.severity), severity);
        QVERIFY(qFuzzyCompare(1 + st.shareOfLimit, 1 + share));
        QCOMPARE(st.reason.isEmpty(), severity == int(Severity::Info));
    }
};

QTEST_GUILESS_MAIN(TstLiveRailHealth)
#include "tst_liverailhealth.moc"
