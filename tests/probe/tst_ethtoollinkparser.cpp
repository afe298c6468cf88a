// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/ethtoollinkparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestEthtoolLinkParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void singleBlock_data();
    void singleBlock();
    void speedGrepKeepsEveryReading();
    void linkModes();
    void errors_data();
    void errors();
    void linkDownReason();
    void badValueIsAWarning();
};

void TestEthtoolLinkParser::singleBlock_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("interface");
    QTest::addColumn<int>("lanes");   // -1 = absent
    QTest::addColumn<int>("autoneg"); // -1 absent, 0 off, 1 on
    QTest::addColumn<QString>("port");
    QTest::addColumn<qint64>("speed"); // 0 = not printed
    QTest::addColumn<QString>("duplex");
    QTest::newRow("spark trimmed") << "ethtool_iface-1.txt"
                                   << "enp1s0f0np0" << 4 << -1 << QString() << qint64(200000) << "Full";
    QTest::newRow("bond full block") << "ethtool_iface-3-bond-200g-full.txt"
                                     << "bond0" << -1 << 0 << "Other" << qint64(200000) << "Full";
    QTest::newRow("ascend 200G DAC") << "ethtool_iface-4-ascend-200g-dac.txt"
                                     << "eth3" << -1 << 0 << "Direct Attach Copper" << qint64(200000)
                                     << "Full";
    // A driver that reports no speed, duplex or modes at all (AWS ENA).
    QTest::newRow("ENA, no speed") << "ethtool_iface-5-ena-no-speed.txt"
                                   << "ens3" << -1 << -1 << QString() << qint64(0) << QString();
    QTest::newRow("1G fibre behind a prompt, modes not reported")
        << "ethtool_iface-6-fibre-1g-prompt.txt"
        << "lan8" << -1 << 0 << "FIBRE" << qint64(1000) << "Full";
    // mlx4 10G DAC from a kernel commit message: a '%' prompt, tab-indented
    // keys and the 8-space "Current message level" lines between them.
    QTest::newRow("mlx4 10G DAC, % prompt, mixed indentation")
        << "ethtool_iface-8-mlx4-dac-percent-prompt.txt"
        << "enp3s0" << -1 << 0 << "Direct Attach Copper" << qint64(10000) << "Full";
}

void TestEthtoolLinkParser::singleBlock()
{
    QFETCH(QString, file);
    QFETCH(QString, interface);
    QFETCH(int, lanes);
    QFETCH(int, autoneg);
    QFETCH(QString, port);
    QFETCH(qint64, speed);
    QFETCH(QString, duplex);
    const auto result = EthtoolLinkParser::parse(sample(file));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->interfaces.size(), 1);
    const EthtoolLinkSettings &s = result->interfaces.first();
    QCOMPARE(s.interface, interface);
    QCOMPARE(s.speedMbps.value_or(0), speed);
    QCOMPARE(s.duplex.value_or(QString()), duplex);
    QCOMPARE(s.linkDetected.value_or(false), true);
    QCOMPARE(s.lanes.value_or(-1), lanes);
    QCOMPARE(s.autoNegotiation.has_value() ? int(*s.autoNegotiation) : -1, autoneg);
    QCOMPARE(s.port.value_or(QString()), port);
    const QJsonObject json = result->toJson().value(QLatin1String("interfaces")).toArray().first().toObject();
    QCOMPARE(json.value(QLatin1String("speed_mbps")).toInteger(), speed);
    QCOMPARE(json.contains(QLatin1String("speed_mbps")), speed > 0);
    QCOMPARE(json.value(QLatin1String("link_detected")).toBool(), true);
    QCOMPARE(json.contains(QLatin1String("lanes")), lanes >= 0);
}

void TestEthtoolLinkParser::speedGrepKeepsEveryReading()
{
    // Four runs of `ethtool X | grep Speed` with README prose in between.
    const auto result = EthtoolLinkParser::parse(sample(QStringLiteral("ethtool_iface-2-speed-grep.txt")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->interfaces.size(), 4);
    const QStringList names{QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1"),
                            QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")};
    const QList<qint64> speeds{100000, 100000, 200000, 200000};
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(result->interfaces.at(i).interface, names.at(i));
        QCOMPARE(result->interfaces.at(i).speedMbps.value_or(0), speeds.at(i));
        QVERIFY(!result->interfaces.at(i).duplex.has_value());
    }
    QCOMPARE(result->last(QStringLiteral("enP2p1s0f1np1"))->speedMbps.value_or(0), qint64(200000));
    QCOMPARE(result->last(QStringLiteral("enP2p1s0f1np1"))->line, 13); // its command line
    QVERIFY(!result->last(QStringLiteral("enp1s0f0np0")));
}

void TestEthtoolLinkParser::linkModes()
{
    const auto result =
        EthtoolLinkParser::parse(sample(QStringLiteral("ethtool_iface-4-ascend-200g-dac.txt")));
    QVERIFY(result.hasValue());
    const EthtoolLinkSettings &s = result->interfaces.first();
    QCOMPARE(s.supportedLinkModes.size(), 18);
    QCOMPARE(s.supportedLinkModes.first(), QStringLiteral("40000baseCR4/Full"));
    QCOMPARE(s.supportedLinkModes.last(), QStringLiteral("200000baseCR4/Full"));
    QVERIFY(s.advertisedLinkModes.isEmpty()); // "Not reported"
    QCOMPARE(s.supportedFecModes, (QStringList{QStringLiteral("None"), QStringLiteral("RS")}));
    QCOMPARE(s.supportedPorts, QStringList{QStringLiteral("FIBRE")});
    QCOMPARE(s.transceiver.value_or(QString()), QStringLiteral("internal"));

    // "Speed: Unknown!" on a down link is absent, not 0.
    const auto down = EthtoolLinkParser::parse(QStringLiteral(
        "Settings for enp1s0f1np1:\n\tSpeed: Unknown!\n\tDuplex: Unknown! (255)\n\tLink detected: no\n"));
    QVERIFY(down.hasValue());
    QVERIFY(!down->interfaces.first().speedMbps.has_value());
    QCOMPARE(down->interfaces.first().linkDetected.value_or(true), false);
}

void TestEthtoolLinkParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("prose only") << "\n\nThis is not ethtool.\n" << 3;
    // Nothing readable but one known key with a bad value: that line.
    QTest::newRow("bad speed only") << "Settings for x:\n\tSpeed: fast\n" << 2;
    QTest::newRow("bad link detected only") << "\tLink detected: maybe\n" << 1;
}

void TestEthtoolLinkParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = EthtoolLinkParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

void TestEthtoolLinkParser::linkDownReason()
{
    // ConnectX-4 Lx on a 10G switch port, before a firmware update: ethtool
    // (netlink) says why the link is down after "no".
    const auto result = EthtoolLinkParser::parse(
        sample(QStringLiteral("ethtool_iface-7-cx4lx-link-training-failure-prompt.txt")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->interfaces.size(), 1);
    const EthtoolLinkSettings &s = result->interfaces.first();
    QCOMPARE(s.interface, QStringLiteral("nic_pve02_stor"));
    QCOMPARE(s.linkDetected.value_or(true), false);
    QCOMPARE(s.linkExtState.value_or(QString()), QStringLiteral("Link training failure"));
    QCOMPARE(s.linkExtSubstate.value_or(QString()), QStringLiteral("Remote side is not ready yet"));
    QVERIFY(!s.speedMbps.has_value()); // "Unknown!"
    QCOMPARE(s.duplex.value_or(QString()), QStringLiteral("Unknown! (255)"));
    QCOMPARE(s.supportedLinkModes.size(), 5);
    QCOMPARE(s.supportedFecModes,
             (QStringList{QStringLiteral("None"), QStringLiteral("RS"), QStringLiteral("BASER")}));
    QVERIFY(result->warnings.isEmpty());
    const QJsonObject json = result->toJson().value(QLatin1String("interfaces")).toArray().first().toObject();
    QCOMPARE(json.value(QLatin1String("link_ext_state")).toString(), QStringLiteral("Link training failure"));

    // A state without a substate.
    const auto noSub = EthtoolLinkParser::parse(QStringLiteral("\tLink detected: no (No cable)\n"));
    QVERIFY(noSub.hasValue());
    QCOMPARE(noSub->interfaces.first().linkExtState.value_or(QString()), QStringLiteral("No cable"));
    QVERIFY(!noSub->interfaces.first().linkExtSubstate.has_value());
}

void TestEthtoolLinkParser::badValueIsAWarning()
{
    // One unreadable value no longer sinks the block: Lanes is kept aside
    // with its line, Speed and Link detected are read.
    const auto result = EthtoolLinkParser::parse(
        QStringLiteral("Settings for x:\n\tSpeed: 200000Mb/s\n\tLanes: four\n\tLink detected: yes\n"));
    QVERIFY(result.hasValue());
    QCOMPARE(result->interfaces.first().speedMbps.value_or(0), qint64(200000));
    QVERIFY(!result->interfaces.first().lanes.has_value());
    QCOMPARE(result->interfaces.first().linkDetected.value_or(false), true);
    QCOMPARE(result->warnings.size(), 1);
    QCOMPARE(result->warnings.first().line, 3);
    QCOMPARE(result->warnings.first().text, QStringLiteral("Lanes: four"));
    QVERIFY(result->toJson().contains(QLatin1String("warnings")));
}

QTEST_GUILESS_MAIN(TestEthtoolLinkParser)
#include "tst_ethtoollinkparser.moc"
