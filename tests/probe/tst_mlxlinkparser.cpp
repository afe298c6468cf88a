// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/mlxlinkparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

namespace {

QString orAbsent(const std::optional<QString> &value)
{
    return value.value_or(QStringLiteral("<absent>"));
}

} // namespace

class TestMlxlinkParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void operational_data();
    void operational();
    void berCounters_data();
    void berCounters();
    void fieldsKeepEverything();
    void errorLineIsKept();
    void ansiColoursAreStripped();
    void fullCounters();
    void json();
    void errors_data();
    void errors();
    void badValuesAreWarnings_data();
    void badValuesAreWarnings();
};

void TestMlxlinkParser::operational_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("devices");
    QTest::addColumn<QString>("device");
    QTest::addColumn<QString>("port");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("physicalState");
    QTest::addColumn<QString>("speed");
    QTest::addColumn<double>("speedGbps");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("fec");
    QTest::addColumn<int>("statusOpcode");
    QTest::addColumn<QString>("recommendation");
    QTest::addColumn<QString>("firmware");
    QTest::addColumn<QString>("mft");

    QTest::newRow("cx6dx eth 100G") << "mlxlink-1-cx6dx-eth.txt" << 1 << "mlx5_1"
                                    << "<absent>"
                                    << "Active"
                                    << "ETH_AN_FSM_ENABLE"
                                    << "100G" << 100.0 << 4 << "Standard RS-FEC - RS(528,514)" << 0
                                    << "No issue was observed"
                                    << "22.36.1010"
                                    << "4.22.1-520";
    QTest::newRow("cx6 ib hdr x2") << "mlxlink-2-cx6-ib-hdr-partial.txt" << 1 << "mt4123_pciconf0"
                                   << "<absent>"
                                   << "Active"
                                   << "LinkUp"
                                   << "IB-HDR" << 100.0 << 2 << "RS-FEC - (544,514) + PLR" << 0
                                   << "No issue was observed"
                                   << "20.36.1010"
                                   << "4.24.0-72";
    QTest::newRow("spectrum switch 25GbE")
        << "mlxlink-3-spectrum-switch-doc.txt" << 1 << "/dev/mst/mt52100_pci_cr0"
        << "0x2"
        << "Active"
        << "LinkUp"
        << "25GbE" << 25.0 << 1 << "Firecode FEC" << 0 << "No issue was observed."
        << "<absent>"
        << "<absent>";
}

void TestMlxlinkParser::operational()
{
    QFETCH(QString, file);
    QFETCH(int, devices);
    const auto result = MlxlinkParser::parse(sample(file));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->devices.size(), devices);
    const MlxlinkDevice &d = result->devices.first();
    QTEST(orAbsent(d.device), "device");
    QTEST(orAbsent(d.port), "port");
    QTEST(orAbsent(d.state), "state");
    QTEST(orAbsent(d.physicalState), "physicalState");
    QTEST(orAbsent(d.speed), "speed");
    QTEST(d.speedGbps.value_or(-1), "speedGbps");
    QTEST(d.width.value_or(-1), "width");
    QTEST(orAbsent(d.fec), "fec");
    QTEST(d.statusOpcode.value_or(-1), "statusOpcode");
    QTEST(orAbsent(d.recommendation), "recommendation");
    QTEST(orAbsent(d.firmwareVersion), "firmware");
    QTEST(orAbsent(d.mftVersion), "mft");
    // The default output has no counters.
    QVERIFY(!d.rawBer.has_value());
    QVERIFY(d.rawErrorsPerLane.isEmpty());
}

void TestMlxlinkParser::berCounters_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("device");
    QTest::addColumn<QList<quint64>>("rawPerLane");
    QTest::addColumn<double>("rawBer");
    QTest::addColumn<QString>("rawBerText");

    QTest::newRow("mlx5_0") << 0 << "mlx5_0" << QList<quint64>{3183333, 242074} << 1e-8 << "1E-8";
    QTest::newRow("mlx5_1") << 1 << "mlx5_1" << QList<quint64>{2361678, 219959} << 9e-9 << "9E-9";
    QTest::newRow("mlx5_2") << 2 << "mlx5_2" << QList<quint64>{10214417, 628099} << 3e-8 << "3E-8";
}

void TestMlxlinkParser::berCounters()
{
    QFETCH(int, index);
    const auto result = MlxlinkParser::parse(sample(QStringLiteral("mlxlink-4-ber-counters-grep.txt")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    // The separators split the grep into one block per device; mlx5_3 was cut.
    QCOMPARE(result->devices.size(), 3);
    const MlxlinkDevice &d = result->devices.at(index);
    QTEST(orAbsent(d.device), "device");
    QTEST(d.rawErrorsPerLane, "rawPerLane");
    QVERIFY(d.rawBer.has_value());
    QTEST(*d.rawBer, "rawBer");
    QTEST(orAbsent(d.rawBerText), "rawBerText");
    // "15E-255" is how mlxlink prints a zero BER.
    QCOMPARE(orAbsent(d.effectiveBerText), QStringLiteral("15E-255"));
    QVERIFY(d.effectiveBer.has_value());
    QCOMPARE(*d.effectiveBer, 1.5e-254);
    QCOMPARE(orAbsent(d.symbolBerText), QStringLiteral("15E-255"));
    QCOMPARE(d.symbolErrors.value_or(99), quint64(0));
    QCOMPARE(d.effectiveErrors.value_or(99), quint64(0));
    QCOMPARE(d.linkErrorRecoveryCounter.value_or(99), quint64(0));
    QCOMPARE(orAbsent(d.fec), QStringLiteral("RS-FEC - (544,514) + PLR"));
    QVERIFY(!d.state.has_value());
    QVERIFY(!d.linkDownCounter.has_value());
    QVERIFY(!d.speedGbps.has_value());
}

void TestMlxlinkParser::fieldsKeepEverything()
{
    const auto one = MlxlinkParser::parse(sample(QStringLiteral("mlxlink-1-cx6dx-eth.txt")));
    QVERIFY(one.hasValue());
    const MlxlinkDevice &eth = one->devices.first();
    QCOMPARE(eth.fields.keys(),
             (QStringList{QStringLiteral("Operational Info"), QStringLiteral("Supported Info"),
                          QStringLiteral("Tool Information"), QStringLiteral("Troubleshooting Info")}));
    QCOMPARE(
        orAbsent(eth.field(QStringLiteral("Supported Info"), QStringLiteral("Enabled Link Speed (Ext.)"))),
        QStringLiteral("0x000007f2 (100G_2X,100G_4X,50G_1X,50G_2X,40G,25G,10G,1G)"));
    QCOMPARE(
        orAbsent(eth.field(QStringLiteral("Supported Info"), QStringLiteral("Supported Cable Speed (Ext.)"))),
        QStringLiteral("0x000002f2 (100G_4X,50G_2X,40G,25G,10G,1G)"));
    QCOMPARE(orAbsent(eth.field(QStringLiteral("Operational Info"), QStringLiteral("Loopback Mode"))),
             QStringLiteral("No Loopback"));
    QCOMPARE(orAbsent(eth.field(QStringLiteral("Operational Info"), QStringLiteral("Auto Negotiation"))),
             QStringLiteral("ON"));
    QCOMPARE(orAbsent(eth.field(QStringLiteral("Troubleshooting Info"), QStringLiteral("Group Opcode"))),
             QStringLiteral("N/A"));
    QCOMPARE(orAbsent(eth.field(QStringLiteral("Tool Information"), QStringLiteral("amBER Version"))),
             QStringLiteral("2.08"));
    QCOMPARE(orAbsent(eth.field(QStringLiteral("Tool Information"), QStringLiteral("MFT Version"))),
             QStringLiteral("mft 4.22.1-520"));
    QCOMPARE(eth.fields.value(QStringLiteral("Operational Info")).size(), 7);

    // The grep dropped the titles above FEC and amBER, and the underline below
    // the counters title.
    const auto four = MlxlinkParser::parse(sample(QStringLiteral("mlxlink-4-ber-counters-grep.txt")));
    QVERIFY(four.hasValue());
    const MlxlinkDevice &counters = four->devices.first();
    QCOMPARE(orAbsent(counters.field(QString(), QStringLiteral("amBER Version"))), QStringLiteral("2.13"));
    QCOMPARE(orAbsent(counters.field(QStringLiteral("Physical Counters and BER Info"),
                                     QStringLiteral("Symbol BER"))),
             QStringLiteral("15E-255"));
    QCOMPARE(counters.fields.value(QStringLiteral("Physical Counters and BER Info")).size(), 7);
}

void TestMlxlinkParser::errorLineIsKept()
{
    const auto result = MlxlinkParser::parse(sample(QStringLiteral("mlxlink-2-cx6-ib-hdr-partial.txt")));
    QVERIFY(result.hasValue());
    // pciconf1's block holds only the collector's cut marker and is dropped.
    QCOMPARE(result->devices.size(), 1);
    QCOMPARE(result->devices.first().errors,
             QStringList{QStringLiteral("\"--show_ber_monitor\" option is not supported for HCA")});
    QVERIFY(result->devices.first().warnings.isEmpty());
    QVERIFY(result->find(QStringLiteral("/dev/mst/mt4123_pciconf0")));
    QVERIFY(!result->find(QStringLiteral("mt4123_pciconf1")));

    const auto onlyError = MlxlinkParser::parse(QStringLiteral(
        "$ sudo mlxlink -d mlx5_7\n-W- Device is in livefish mode\n-E- Failed to open device\n"));
    QVERIFY2(onlyError.hasValue(), qPrintable(onlyError ? QString() : onlyError.error().toString()));
    QCOMPARE(onlyError->devices.size(), 1);
    QCOMPARE(orAbsent(onlyError->devices.first().device), QStringLiteral("mlx5_7"));
    QCOMPARE(onlyError->devices.first().errors, QStringList{QStringLiteral("Failed to open device")});
    QCOMPARE(onlyError->devices.first().warnings, QStringList{QStringLiteral("Device is in livefish mode")});
}

void TestMlxlinkParser::ansiColoursAreStripped()
{
    const QString plain = sample(QStringLiteral("mlxlink-1-cx6dx-eth.txt"));
    QString coloured = plain;
    // mlxlink colours values green/red and titles cyan.
    coloured.replace(QStringLiteral(": Active"), QStringLiteral(": \x1b[32mActive\x1b[0m"));
    coloured.replace(QStringLiteral("Operational Info"), QStringLiteral("\x1b[1;36mOperational Info\x1b[0m"));
    coloured.replace(QStringLiteral("No issue was observed"),
                     QStringLiteral("\x1b[32mNo issue was observed\x1b[0m"));
    QVERIFY(coloured != plain);
    const auto a = MlxlinkParser::parse(plain);
    const auto b = MlxlinkParser::parse(coloured);
    QVERIFY(a.hasValue() && b.hasValue());
    QCOMPARE(orAbsent(b->devices.first().state), QStringLiteral("Active"));
    QCOMPARE(QJsonDocument(b->toJson()).toJson(), QJsonDocument(a->toJson()).toJson());
}

void TestMlxlinkParser::fullCounters()
{
    // `mlxlink --show_counters` layout with CRLF line ends, as a Windows
    // terminal saves it.
    const auto result =
        MlxlinkParser::parse(QStringLiteral("Physical Counters and BER Info\r\n"
                                            "------------------------------\r\n"
                                            "Time Since Last Clear [Min]     : 93.5\r\n"
                                            "Symbol Errors                   : 12\r\n"
                                            "Symbol BER                      : 2E-15\r\n"
                                            "Effective Physical Errors       : 7\r\n"
                                            "Effective Physical BER          : 3E-15\r\n"
                                            "Raw Physical Errors Per Lane    : 10,20,30,9007199254740993\r\n"
                                            "Raw Physical BER                : 2E-5\r\n"
                                            "Link Down Counter               : 4\r\n"
                                            "Link Error Recovery Counter     : N/A\r\n"
                                            "\r\n"
                                            "PCIe Operational (Enabled) Info\r\n"
                                            "-------------------------------\r\n"
                                            "Width                           : x16\r\n"
                                            "Speed                           : 16G-Gen 4\r\n"));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->devices.size(), 1);
    const MlxlinkDevice &d = result->devices.first();
    QVERIFY(!d.device.has_value());
    QCOMPARE(d.timeSinceLastClearMin.value_or(-1), 93.5);
    QCOMPARE(d.symbolErrors.value_or(0), quint64(12));
    QCOMPARE(d.symbolBer.value_or(0), 2e-15);
    QCOMPARE(d.effectiveErrors.value_or(0), quint64(7));
    QCOMPARE(d.effectiveBer.value_or(0), 3e-15);
    QCOMPARE(d.rawErrorsPerLane, (QList<quint64>{10, 20, 30, 9007199254740993ULL}));
    QCOMPARE(d.rawBer.value_or(0), 2e-5);
    QCOMPARE(d.linkDownCounter.value_or(0), quint64(4));
    QVERIFY(!d.linkErrorRecoveryCounter.has_value());
    // The PCIe section's Speed and Width are not the network link's.
    QVERIFY(!d.width.has_value());
    QVERIFY(!d.speed.has_value());
    QCOMPARE(orAbsent(d.field(QStringLiteral("PCIe Operational (Enabled) Info"), QStringLiteral("Width"))),
             QStringLiteral("x16"));

    const QJsonArray lanes = d.toJson().value(QLatin1String("raw_errors_per_lane")).toArray();
    QCOMPARE(lanes.size(), 4);
    QCOMPARE(lanes.at(0).toInteger(), 10);
    QCOMPARE(lanes.at(3).toString(), QStringLiteral("9007199254740993")); // above 2^53
}

void TestMlxlinkParser::json()
{
    const auto result = MlxlinkParser::parse(sample(QStringLiteral("mlxlink-4-ber-counters-grep.txt")));
    QVERIFY(result.hasValue());
    const QJsonArray devices = result->toJson().value(QLatin1String("devices")).toArray();
    QCOMPARE(devices.size(), 3);
    const QJsonObject first = devices.first().toObject();
    QCOMPARE(first.value(QLatin1String("device")).toString(), QStringLiteral("mlx5_0"));
    QCOMPARE(first.value(QLatin1String("raw_ber")).toDouble(), 1e-8);
    QCOMPARE(first.value(QLatin1String("raw_ber_text")).toString(), QStringLiteral("1E-8"));
    QCOMPARE(first.value(QLatin1String("effective_ber")).toDouble(), 1.5e-254);
    QCOMPARE(first.value(QLatin1String("effective_ber_text")).toString(), QStringLiteral("15E-255"));
    QCOMPARE(first.value(QLatin1String("raw_errors_per_lane")).toArray(), (QJsonArray{3183333, 242074}));
    QCOMPARE(first.value(QLatin1String("symbol_errors")).toInteger(-1), 0);
    QVERIFY(!first.contains(QLatin1String("state")));
    QVERIFY(!first.contains(QLatin1String("link_down_counter")));
    QCOMPARE(first.value(QLatin1String("fields"))
                 .toObject()
                 .value(QLatin1String("Physical Counters and BER Info"))
                 .toObject()
                 .value(QLatin1String("Raw Physical Errors Per Lane"))
                 .toString(),
             QStringLiteral("3183333,242074"));
    QCOMPARE(first.value(QLatin1String("errors")).toArray().size(), 0);

    const auto eth = MlxlinkParser::parse(sample(QStringLiteral("mlxlink-1-cx6dx-eth.txt")));
    QVERIFY(eth.hasValue());
    const QJsonObject e = eth->toJson().value(QLatin1String("devices")).toArray().first().toObject();
    QCOMPARE(e.value(QLatin1String("speed")).toString(), QStringLiteral("100G"));
    QCOMPARE(e.value(QLatin1String("speed_gbps")).toDouble(), 100.0);
    QCOMPARE(e.value(QLatin1String("width")).toInt(), 4);
    QCOMPARE(e.value(QLatin1String("status_opcode")).toInt(-1), 0);
    QCOMPARE(e.value(QLatin1String("mft_version")).toString(), QStringLiteral("4.22.1-520"));
    QVERIFY(!e.contains(QLatin1String("raw_ber")));
}

void TestMlxlinkParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("empty") << "" << 1;
    QTest::newRow("ethtool -S") << "\n$ ethtool -S enp1s0f0np0\n     rx_crc_errors_phy: 0\n" << 2;
    QTest::newRow("other tool's key : value") << "Product Name                    : NVIDIA GB10\n"
                                                 "State                           : Active\n"
                                              << 1;
    QTest::newRow("MFT error without mlxlink") << "-E- Cannot open device\n" << 1;
    QTest::newRow("mlxlink command and nothing else") << "$ mlxlink -d mlx5_0\n" << 1;
}

void TestMlxlinkParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = MlxlinkParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
    QVERIFY(!result.error().message.isEmpty());
}

void TestMlxlinkParser::badValuesAreWarnings_data()
{
    // A known mlxlink field with a value of the wrong kind: the typed value
    // is dropped with a warning at its line; the text stays in fields[].
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("width") << "Operational Info\n----------------\nState : Active\nWidth : fast\n" << 4;
    QTest::newRow("raw BER") << "Physical Counters and BER Info\nRaw Physical BER                : high\n"
                             << 2;
    QTest::newRow("BER above one") << "Effective Physical BER          : 2E+3\n" << 1;
    QTest::newRow("lane list") << "\n\nRaw Physical Errors Per Lane    : 1,x,3\n" << 3;
    QTest::newRow("negative counter") << "Physical state : LinkUp\nSymbol Errors : -3\n" << 2;
    QTest::newRow("status opcode") << "Troubleshooting Info\n--------------------\nStatus Opcode : abc\n"
                                   << 3;
    QTest::newRow("time since clear") << "Recommendation : ok\nTime Since Last Clear [Min] : soon\n" << 2;
}

void TestMlxlinkParser::badValuesAreWarnings()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = MlxlinkParser::parse(text);
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->warnings.size(), 1);
    QCOMPARE(result->warnings.first().line, line);
    QVERIFY(!result->warnings.first().reason.isEmpty());
    QVERIFY(!result->devices.isEmpty());
}

QTEST_GUILESS_MAIN(TestMlxlinkParser)
#include "tst_mlxlinkparser.moc"
