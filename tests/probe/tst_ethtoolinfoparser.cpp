// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/ethtoolinfoparser.h"
#include "sampledata.h"

#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestEthtoolInfoParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gb10ThreeLines();
    void mlx5();
    void realSamples_data();
    void realSamples();
    void errors_data();
    void errors();
    void badFlagIsAWarning();
};

void TestEthtoolInfoParser::mlx5()
{
    // Layout of `ethtool -i` for mlx5 (no captured sample in tests/data).
    const auto result =
        EthtoolInfoParser::parse(QStringLiteral("$ ethtool -i enp1s0f0np0\n"
                                                "driver: mlx5_core\n"
                                                "version: 6.17.0-1008-nvidia\n"
                                                "firmware-version: 28.45.4028 (NVD0000000087)\n"
                                                "expansion-rom-version: \n"
                                                "bus-info: 0000:01:00.0\n"
                                                "supports-statistics: yes\n"
                                                "supports-test: yes\n"
                                                "supports-eeprom-access: no\n"
                                                "supports-register-dump: no\n"
                                                "supports-priv-flags: yes\n"));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->driver, QStringLiteral("mlx5_core"));
    QCOMPARE(result->version.value_or(QString()), QStringLiteral("6.17.0-1008-nvidia"));
    QCOMPARE(result->firmwareVersion.value_or(QString()), QStringLiteral("28.45.4028"));
    QCOMPARE(result->firmwarePsid.value_or(QString()), QStringLiteral("NVD0000000087"));
    QVERIFY(!result->expansionRomVersion.has_value());
    QCOMPARE(result->busInfo.value_or(QString()), QStringLiteral("0000:01:00.0"));
    QCOMPARE(result->supportsStatistics.value_or(false), true);
    QCOMPARE(result->supportsEepromAccess.value_or(true), false);
    const QJsonObject json = result->toJson();
    QCOMPARE(json.value(QLatin1String("firmware_version")).toString(), QStringLiteral("28.45.4028"));
    QCOMPARE(json.value(QLatin1String("bus_info")).toString(), QStringLiteral("0000:01:00.0"));
    QVERIFY(!json.contains(QLatin1String("expansion_rom_version")));
}

// Real `ethtool -i` captures of other drivers (values read from the text):
// a prompt and a bare command line above, trailing blanks, a firmware string
// with spaces, an empty expansion-rom-version.
void TestEthtoolInfoParser::realSamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("driver");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("firmware");
    QTest::addColumn<QString>("bus");
    QTest::addColumn<bool>("test");
    QTest::addColumn<bool>("privFlags");
    QTest::newRow("mlx5 ConnectX-4 Lx behind a prompt") << "ethtool_i-1-mlx5-cx4lx-prompt.txt"
                                                        << "mlx5_core"
                                                        << "3.0-1 (January 2015)"
                                                        << "14.23.1020"
                                                        << "0000:af:00.0" << false << false;
    QTest::newRow("mlx4 with trailing blanks") << "ethtool_i-2-mlx4-trailing-blanks.txt"
                                               << "mlx4_en"
                                               << "4.0-0"
                                               << "2.42.5000"
                                               << "0000:83:00.0" << true << true;
    QTest::newRow("mlx5 with the PSID after the firmware") << "ethtool_i-4-mlx5-psid.txt"
                                                           << "mlx5_core"
                                                           << "5.0-0"
                                                           << "14.23.1020"
                                                           << "0000:af:00.0" << true << true;
    QTest::newRow("i40e under its command line") << "ethtool_i-3-i40e-command-line.txt"
                                                 << "i40e"
                                                 << "2.8.20-k"
                                                 << "6.00 0x800036cb 1.1747.0"
                                                 << "0000:d8:00.0" << true << true;
}

void TestEthtoolInfoParser::realSamples()
{
    QFETCH(QString, file);
    QFETCH(QString, driver);
    QFETCH(QString, version);
    QFETCH(QString, firmware);
    QFETCH(QString, bus);
    QFETCH(bool, test);
    QFETCH(bool, privFlags);
    const auto r = EthtoolInfoParser::parse(sample(file));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->driver, driver);
    QCOMPARE(r->version.value_or(QString()), version);
    QCOMPARE(r->firmwareVersion.value_or(QString()), firmware);
    QCOMPARE(r->busInfo.value_or(QString()), bus);
    QCOMPARE(r->supportsStatistics, std::optional<bool>(true));
    QCOMPARE(r->supportsTest, std::optional<bool>(test));
    QCOMPARE(r->supportsPrivFlags, std::optional<bool>(privFlags));
}

void TestEthtoolInfoParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("no driver") << "version: 1\nbus-info: 0000:01:00.0\n" << 1;
    QTest::newRow("empty driver") << "driver: \n" << 1;
    QTest::newRow("garbage") << "\n\x7f\x7f\n" << 2;
}

void TestEthtoolInfoParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = EthtoolInfoParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

void TestEthtoolInfoParser::gb10ThreeLines()
{
    // GB10: the poster kept three lines under a Markdown heading naming the
    // command; no bus-info or supports-* lines, so those stay absent.
    const auto r =
        EthtoolInfoParser::parse(sample(QStringLiteral("ethtool_i-5-gb10-psid-heading-partial.txt")));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->driver, QStringLiteral("mlx5_core"));
    QCOMPARE(r->version.value_or(QString()), QStringLiteral("6.17.0-1029-nvidia"));
    QCOMPARE(r->firmwareVersion.value_or(QString()), QStringLiteral("28.45.4028"));
    QCOMPARE(r->firmwarePsid.value_or(QString()), QStringLiteral("NVD0000000087"));
    QVERIFY(!r->busInfo.has_value());
    QVERIFY(!r->supportsStatistics.has_value());
}

void TestEthtoolInfoParser::badFlagIsAWarning()
{
    // A supports-* word that is neither yes nor no no longer sinks the file.
    const auto r = EthtoolInfoParser::parse(
        QStringLiteral("driver: mlx5_core\nsupports-test: perhaps\nsupports-statistics: yes\n"));
    QVERIFY(r.hasValue());
    QCOMPARE(r->driver, QStringLiteral("mlx5_core"));
    QVERIFY(!r->supportsTest.has_value());
    QCOMPARE(r->supportsStatistics.value_or(false), true);
    QCOMPARE(r->warnings.size(), 1);
    QCOMPARE(r->warnings.first().line, 2);
    QCOMPARE(r->warnings.first().text, QStringLiteral("supports-test: perhaps"));
}

QTEST_GUILESS_MAIN(TestEthtoolInfoParser)
#include "tst_ethtoolinfoparser.moc"
