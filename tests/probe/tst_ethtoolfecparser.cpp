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
    QTest::newRow("two active encodings")
        << "FEC parameters for x:\nConfigured FEC encodings: Auto\nActive FEC encoding: RS BaseR\n"
        << 3;
    QTest::newRow("empty configured") << "FEC parameters for x:\nSupported/Configured FEC encodings:\n" << 2;
}

void TestEthtoolFecParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = EthtoolFecParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

QTEST_GUILESS_MAIN(TestEthtoolFecParser)
#include "tst_ethtoolfecparser.moc"
