// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/ethtoolfecparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestEthtoolFecParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void blocks_data();
    void blocks();
    void lastReading();
    void errors_data();
    void errors();
    void badValuesAreWarnings();
    void statistics();
};

void TestEthtoolFecParser::blocks_data()
{
    QTest::addColumn<int>("block");
    QTest::addColumn<QString>("interface");
    QTest::addColumn<QString>("configured");
    QTest::addColumn<QString>("active");
    QTest::addColumn<int>("line");
    QTest::newRow("(1) through the switch") << 0 << "enp1s0f1np1"
                                            << "Auto"
                                            << "RS" << 4;
    QTest::newRow("(2) direct cable") << 1 << "enp1s0f0np0"
                                      << "Auto"
                                      << "None" << 11;
    QTest::newRow("(3) forced RS") << 2 << "enp1s0f0np0"
                                   << "RS"
                                   << "RS" << 19;
}

void TestEthtoolFecParser::blocks()
{
    QFETCH(int, block);
    QFETCH(QString, interface);
    QFETCH(QString, configured);
    QFETCH(QString, active);
    QFETCH(int, line);
    const auto result = EthtoolFecParser::parse(sample(QStringLiteral("ethtool_show_fec-1.txt")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->interfaces.size(), 3);
    const EthtoolFecSettings &s = result->interfaces.at(block);
    QCOMPARE(s.interface, interface);
    QCOMPARE(s.configured, QStringList{configured});
    QCOMPARE(s.active.value_or(QString()), active);
    QCOMPARE(s.activeIsRs(), active == QLatin1String("RS"));
    QCOMPARE(s.line, line);
    const QJsonObject json =
        result->toJson().value(QLatin1String("interfaces")).toArray().at(block).toObject();
    QCOMPARE(json.value(QLatin1String("active")).toString(), active);
    QCOMPARE(json.value(QLatin1String("configured")).toArray().first().toString(), configured);
}

void TestEthtoolFecParser::lastReading()
{
    const auto result = EthtoolFecParser::parse(sample(QStringLiteral("ethtool_show_fec-1.txt")));
    QVERIFY(result.hasValue());
    QCOMPARE(result->last(QStringLiteral("enp1s0f0np0"))->configured, QStringList{QStringLiteral("RS")});
    QVERIFY(!result->last(QStringLiteral("enP2p1s0f0np0")));
}

void TestEthtoolFecParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("nothing") << "Speed: 200000Mb/s\n" << 1;
    QTest::newRow("only a bad active line") << "Active FEC encoding: RS BaseR\n" << 1;
}

void TestEthtoolFecParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = EthtoolFecParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

void TestEthtoolFecParser::badValuesAreWarnings()
{
    // A block whose values cannot be read is still an ethtool block: the
    // lines are kept aside with their numbers, the interface is listed.
    const auto result = EthtoolFecParser::parse(QStringLiteral(
        "FEC parameters for x:\nSupported/Configured FEC encodings:\nActive FEC encoding: RS BaseR\n"));
    QVERIFY(result.hasValue());
    QCOMPARE(result->interfaces.size(), 1);
    QVERIFY(!result->interfaces.first().active.has_value());
    QCOMPARE(result->warnings.size(), 2);
    QCOMPARE(result->warnings.at(0).line, 2);
    QCOMPARE(result->warnings.at(1).line, 3);
    QCOMPARE(result->warnings.at(1).text, QStringLiteral("Active FEC encoding: RS BaseR"));
}

void TestEthtoolFecParser::statistics()
{
    // ethtool -I --show-fec from the patch that added FEC statistics: the
    // totals and one value per lane, lanes indented under their counter.
    const auto lanes =
        EthtoolFecParser::parse(sample(QStringLiteral("ethtool_show_fec-2-stats-per-lane.txt")));
    QVERIFY2(lanes.hasValue(), qPrintable(lanes ? QString() : lanes.error().toString()));
    const EthtoolFecSettings &s = lanes->interfaces.first();
    QCOMPARE(s.interface, QStringLiteral("eth0"));
    QCOMPARE(s.active.value_or(QString()), QStringLiteral("None"));
    QCOMPARE(s.correctedBlocks.value_or(-1), qint64(256));
    QCOMPARE(s.correctedPerLane, (QList<qint64>{255, 1}));
    QCOMPARE(s.uncorrectableBlocks.value_or(-1), qint64(145));
    QCOMPARE(s.uncorrectablePerLane, (QList<qint64>{128, 17}));
    QVERIFY(lanes->warnings.isEmpty());

    // An Intel driver's cover letter: every line indented, the header one
    // blank further, totals only.
    const auto ice =
        EthtoolFecParser::parse(sample(QStringLiteral("ethtool_show_fec-3-ice-stats-indented.txt")));
    QVERIFY2(ice.hasValue(), qPrintable(ice ? QString() : ice.error().toString()));
    const EthtoolFecSettings &t = ice->interfaces.first();
    QCOMPARE(t.configured,
             (QStringList{QStringLiteral("Auto"), QStringLiteral("RS"), QStringLiteral("BaseR")}));
    QVERIFY(t.activeIsRs());
    QCOMPARE(t.correctedBlocks.value_or(-1), qint64(0));
    QCOMPARE(t.uncorrectableBlocks.value_or(-1), qint64(0));
    QVERIFY(t.correctedPerLane.isEmpty());
    const QJsonObject json = ice->toJson().value(QLatin1String("interfaces")).toArray().first().toObject();
    QCOMPARE(json.value(QLatin1String("uncorrectable_blocks")).toInt(-1), 0);
    QVERIFY(!json.contains(QLatin1String("corrected_per_lane")));
}

QTEST_GUILESS_MAIN(TestEthtoolFecParser)
#include "tst_ethtoolfecparser.moc"
