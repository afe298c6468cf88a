// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/ethtoolmoduleparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestEthtoolModuleParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gb10AmphenolDac();
    void partial();
    void sff8636_data();
    void sff8636();
    void wrappedLinesJoined();
    void cmis();
    void errors_data();
    void errors();
    void badValuesAreWarnings_data();
    void badValuesAreWarnings();
    void otherModules_data();
    void otherModules();
};

void TestEthtoolModuleParser::partial()
{
    const auto result = EthtoolModuleParser::parse(sample(QStringLiteral("ethtool_m-1-partial.txt")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->layout, ModuleLayout::Sff8636);
    QCOMPARE(result->identifierCode.value_or(0), 0x11);
    QCOMPARE(result->identifier.value_or(QString()), QStringLiteral("0x11 (QSFP28)"));
    QCOMPARE(result->transceiverTypes, QStringList{QStringLiteral("200GBASE-CR4")});
    QCOMPARE(result->encoding.value_or(QString()), QStringLiteral("PAM4"));
    QCOMPARE(result->activeFec.value_or(QString()), QStringLiteral("RS"));
    QVERIFY(!result->lengthM.has_value());
    QVERIFY(!result->temperatureC.has_value());
    QVERIFY(result->attenuationDb.isEmpty());
}

void TestEthtoolModuleParser::sff8636_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("vendor");
    QTest::addColumn<QString>("pn");
    QTest::addColumn<QString>("sn");
    QTest::addColumn<QString>("rev");
    QTest::addColumn<double>("length");
    QTest::addColumn<QList<double>>("attenuation"); // 2.5, 5, 7, 12.9 GHz
    QTest::addColumn<double>("temperature");
    QTest::newRow("mellanox dac") << "ethtool_m-2-sff8636-mellanox-dac.txt"
                                  << "Mellanox"
                                  << "MCP1600-E001"
                                  << "MT1834VS04288"
                                  << "A3" << 1.0 << QList<double>{3, 5, 6, 9} << 0.0;
    QTest::newRow("cisco breakout, wrapped") << "ethtool_m-5-sff8636-cisco-breakout-wrapped.txt"
                                             << "CISCO-PUREOPTICS"
                                             << "QSFP-4SFP25G-CU2"
                                             << "M9BE9185"
                                             << "6" << 2.0 << QList<double>{7, 10, 13, 18} << 29.05;
}

void TestEthtoolModuleParser::sff8636()
{
    QFETCH(QString, file);
    QFETCH(QString, vendor);
    QFETCH(QString, pn);
    QFETCH(QString, sn);
    QFETCH(QString, rev);
    QFETCH(double, length);
    QFETCH(QList<double>, attenuation);
    QFETCH(double, temperature);
    const auto result = EthtoolModuleParser::parse(sample(file));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->layout, ModuleLayout::Sff8636);
    QCOMPARE(result->vendorName.value_or(QString()), vendor);
    QCOMPARE(result->vendorPn.value_or(QString()), pn);
    QCOMPARE(result->vendorSn.value_or(QString()), sn);
    QCOMPARE(result->vendorRev.value_or(QString()), rev);
    QCOMPARE(result->lengthM.value_or(-1), length);
    QCOMPARE(result->transmitterTechnology.value_or(QString()), QStringLiteral("Copper cable unequalized"));
    QCOMPARE(result->connector.value_or(QString()), QStringLiteral("0x23 (No separable connector)"));
    QCOMPARE(result->attenuationDb.size(), 4);
    QCOMPARE(result->attenuationDb.value(QStringLiteral("2.5"), -1), attenuation.at(0));
    QCOMPARE(result->attenuationDb.value(QStringLiteral("5"), -1), attenuation.at(1));
    QCOMPARE(result->attenuationDb.value(QStringLiteral("7"), -1), attenuation.at(2));
    QCOMPARE(result->attenuationDb.value(QStringLiteral("12.9"), -1), attenuation.at(3));
    QCOMPARE(result->temperatureC.value_or(-100), temperature);

    const QJsonObject json = result->toJson();
    QCOMPARE(json.value(QLatin1String("layout")).toString(), QStringLiteral("sff8636"));
    QCOMPARE(json.value(QLatin1String("vendor_pn")).toString(), pn);
    QCOMPARE(json.value(QLatin1String("length_m")).toDouble(), length);
    QCOMPARE(json.value(QLatin1String("attenuation_db")).toObject().value(QLatin1String("12.9")).toDouble(),
             attenuation.at(3));
}

void TestEthtoolModuleParser::wrappedLinesJoined()
{
    const auto result =
        EthtoolModuleParser::parse(sample(QStringLiteral("ethtool_m-5-sff8636-cisco-breakout-wrapped.txt")));
    QVERIFY(result.hasValue());
    QCOMPARE(result->transceiverTypes,
             QStringList{QStringLiteral("100G Ethernet: 100G Base-CR4 or 25G Base-CR CA-L")});
    QCOMPARE(result->dateCode.value_or(QString()), QStringLiteral("220412"));
    QCOMPARE(result->voltageV.value_or(0), 3.3157);
    QCOMPARE(result->revisionCompliance.value_or(QString()), QStringLiteral("SFF-8636 Rev 2.5/2.6/2.7"));
    QCOMPARE(result->vendorOui.value_or(QString()), QStringLiteral("00:00:00"));
}

void TestEthtoolModuleParser::cmis()
{
    // Layout of ethtool's CMIS decoder (a QSFP112 DAC as on a DGX Spark).
    const auto result = EthtoolModuleParser::parse(QStringLiteral(
        "\tIdentifier                                : 0x1e (QSFP+ or later with Common Management Interface "
        "Specification (CMIS))\n"
        "\tCable assembly length                     : 0.50m\n"
        "\tTransmitter technology                    : 0x0a (Copper cable, unequalized)\n"
        "\tAttenuation at 5GHz                       : 4db\n"
        "\tAttenuation at 7GHz                       : 0db\n"
        "\tAttenuation at 12.9GHz                    : 0db\n"
        "\tAttenuation at 25.8GHz                    : 9db\n"
        "\tVendor name                               : Amphenol\n"
        "\tVendor PN                                 : NJAAKK-N911\n"
        "\tRevision compliance                       : Rev. 5.0\n"
        "\tModule temperature                        : 41.23 degrees C / 106.21 degrees F\n"));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->layout, ModuleLayout::Cmis);
    QCOMPARE(result->identifierCode.value_or(0), 0x1e);
    QCOMPARE(result->lengthM.value_or(0), 0.5);
    QCOMPARE(result->attenuationDb.value(QStringLiteral("5"), -1), 4.0);
    QCOMPARE(result->attenuationDb.value(QStringLiteral("7"), -1), 0.0);
    QCOMPARE(result->attenuationDb.value(QStringLiteral("25.8"), -1), 9.0);
    QCOMPARE(result->transmitterTechnology.value_or(QString()), QStringLiteral("Copper cable, unequalized"));
    QCOMPARE(result->temperatureC.value_or(0), 41.23);
    QCOMPARE(result->toJson().value(QLatin1String("layout")).toString(), QStringLiteral("cmis"));
}

void TestEthtoolModuleParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("unrelated") << "hello: world\nfoo: bar\n" << 1;
}

// One unreadable value never sinks the module: it is a warning with its
// line, and everything else is read (issue #16; before, each was an error).
void TestEthtoolModuleParser::badValuesAreWarnings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("vendor"); // still read
    QTest::newRow("bad length") << "Identifier : 0x11 (QSFP28)\nLength (Copper or Active cable) : long\n"
                                   "Vendor name : Mellanox\n"
                                << 2 << "Mellanox";
    QTest::newRow("bad attenuation") << "Vendor name : X\n\nAttenuation at 5.0GHz : lots\n" << 3 << "X";
    QTest::newRow("bad temperature") << "Vendor name : X\nModule temperature : hot\n" << 2 << "X";
    QTest::newRow("unknown length unit") << "Vendor name : FS\nLength (SMF) : 12 furlongs\n" << 2 << "FS";
    QTest::newRow("unknown rate unit") << "BR, Nominal : 25 Tbaud\nVendor name : FS\n" << 1 << "FS";
}

void TestEthtoolModuleParser::badValuesAreWarnings()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(QString, vendor);
    const auto result = EthtoolModuleParser::parse(text);
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->warnings.size(), 1);
    QCOMPARE(result->warnings.first().line, line);
    QCOMPARE(result->vendorName.value_or(QString()), vendor);
    QCOMPARE(result->toJson().value(QLatin1String("warnings")).toArray().size(), 1);
}

// SFF-8636 optics and an SFF-8472 SFP: every length in metres whatever unit
// ethtool chose, the wavelength and the nominal rate (values from the text).
void TestEthtoolModuleParser::otherModules_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QStringList>("lengths"); // "name=metres"
    QTest::addColumn<double>("wavelength");
    QTest::addColumn<double>("rate");
    QTest::addColumn<QString>("vendor");
    QTest::newRow("QSFP28 SR4 behind a prompt")
        << "ethtool_m-6-sff8636-qsfp28-sr4-prompt-partial.txt"
        << "sff8636"
        << QStringList{"SMF,km=0", "OM3 50um=70", "OM2 50um=0", "OM1 62.5um=0", "Copper or Active cable=50"}
        << 850.0 << 25500.0 << "FS";
    QTest::newRow("SFP 10G LR (SFF-8472)")
        << "ethtool_m-7-sff8472-sfp-10g-lr-partial.txt"
        << "sff8472" << QStringList{"SMF,km=20000", "SMF=20000", "50um=0", "62.5um=0", "Copper=0", "OM3=0"}
        << 1270.0 << 10000.0 << "FS";
}

void TestEthtoolModuleParser::otherModules()
{
    QFETCH(QString, file);
    QFETCH(QString, layout);
    QFETCH(QStringList, lengths);
    QFETCH(double, wavelength);
    QFETCH(double, rate);
    QFETCH(QString, vendor);
    const auto r = EthtoolModuleParser::parse(sample(file));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(EthtoolModule::layoutName(r->layout), layout);
    QCOMPARE(r->lengthsM.size(), lengths.size());
    for (const QString &l : lengths)
        QCOMPARE(r->lengthsM.value(l.section(QLatin1Char('='), 0, 0), -1),
                 l.section(QLatin1Char('='), 1).toDouble());
    QCOMPARE(r->wavelengthNm.value_or(0), wavelength);
    QCOMPARE(r->nominalRateMbps.value_or(0), rate);
    QCOMPARE(r->vendorName.value_or(QString()), vendor);
    QVERIFY(r->warnings.isEmpty());
}

void TestEthtoolModuleParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = EthtoolModuleParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

void TestEthtoolModuleParser::gb10AmphenolDac()
{
    // The DAC sold for stacking two Sparks (Amphenol NJAAKK-N911) as the
    // GB10 reads its EEPROM: SFF-8636 QSFP28, 40G Base-CR4, 25500 Mbps, 1 m.
    const auto r = EthtoolModuleParser::parse(sample(QStringLiteral("ethtool_m-8-gb10-amphenol-njaakk-partial.txt")));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->identifierCode.value_or(0), 0x11);
    QCOMPARE(r->vendorName.value_or(QString()), QStringLiteral("Amphenol"));
    QCOMPARE(r->vendorPn.value_or(QString()), QStringLiteral("NJAAKK-N911"));
    QCOMPARE(r->transceiverTypes, QStringList{QStringLiteral("40G Ethernet: 40G Base-CR4")});
    QCOMPARE(r->nominalRateMbps.value_or(0), 25500.0);
    QCOMPARE(r->lengthM.value_or(0), 1.0);
    QCOMPARE(r->transmitterTechnology.value_or(QString()), QStringLiteral("Copper cable unequalized"));
    QVERIFY(r->warnings.isEmpty());
}

QTEST_GUILESS_MAIN(TestEthtoolModuleParser)
#include "tst_ethtoolmoduleparser.moc"
