// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/lspciparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestLspciParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void downgradedGrepUnderCommand();
    void sparkMixedCapture();
    void verboseDowngraded();
    void otherCards_data();
    void otherCards();
    void errors_data();
    void errors();
    void mangledLinkIsAWarning();
};

void TestLspciParser::sparkMixedCapture()
{
    const auto result = LspciParser::parse(sample(QStringLiteral("dgxspark-pcie-rate-misc-1.txt")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->devices.size(), 4);
    const LspciDevice &first = result->devices.first();
    QCOMPARE(first.address, QStringLiteral("0000:01:00.0")); // from "lspci -s" on the command line
    QCOMPARE(first.description,
             QStringLiteral("Ethernet controller: Mellanox Technologies MT2910 Family [ConnectX-7]"));
    QVERIFY(first.linkCap && first.linkSta);
    QCOMPARE(first.linkCap->speedGts.value_or(0), 32.0);
    QCOMPARE(first.linkCap->width.value_or(0), 4);
    QCOMPARE(first.linkSta->speedGts.value_or(0), 32.0);
    QCOMPARE(first.linkSta->width.value_or(0), 4);
    QVERIFY(!first.linkSta->downgraded);
    const LspciDevice *rail2 = result->find(QStringLiteral("0002:01:00.1"));
    QVERIFY(rail2);
    QVERIFY(!rail2->linkSta.has_value());
    QVERIFY(rail2->description.contains(QLatin1String("ConnectX-7")));

    const QJsonObject json = result->toJson().value(QLatin1String("devices")).toArray().first().toObject();
    QCOMPARE(json.value(QLatin1String("lnk_sta")).toObject().value(QLatin1String("speed_gts")).toDouble(),
             32.0);
    QCOMPARE(json.value(QLatin1String("lnk_cap")).toObject().value(QLatin1String("width")).toInt(), 4);
}

void TestLspciParser::verboseDowngraded()
{
    const auto result = LspciParser::parse(QStringLiteral(
        "01:00.0 Ethernet controller: Mellanox Technologies MT2910 Family [ConnectX-7]\n"
        "\tSubsystem: Mellanox Technologies Device 0087\n"
        "\t\tLnkCap:\tPort #0, Speed 32GT/s, Width x4, ASPM not supported\n"
        "\t\tLnkSta:\tSpeed 16GT/s (downgraded), Width x2 (downgraded)\n"
        "\t\tLnkCap2: Supported Link Speeds: 2.5-32GT/s, Crosslink- Retimer+ 2Retimers+ DRS-\n"
        "02:00.0 Non-Volatile memory controller: Samsung Electronics Co Ltd NVMe SSD Controller\n"
        "\t\tLnkSta:\tSpeed unknown, Width x0\n"));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->devices.size(), 2);
    const LspciDevice &cx7 = result->devices.first();
    QCOMPARE(cx7.address, QStringLiteral("0000:01:00.0"));
    QCOMPARE(cx7.linkSta->speedGts.value_or(0), 16.0);
    QCOMPARE(cx7.linkSta->width.value_or(0), 2);
    QVERIFY(cx7.linkSta->downgraded);
    QVERIFY(!cx7.linkCap->downgraded);
    QVERIFY(!result->devices.at(1).linkSta->speedGts.has_value());
}

void TestLspciParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("no lspci content") << "$ cat rate\n200 Gb/sec (4X HDR)\n" << 1;
    QTest::newRow("only a mangled LnkSta") << "\tLnkSta:\tfast and wide\n" << 1;
}

void TestLspciParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = LspciParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

// Real captures of other ConnectX cards (values read from the text): `-vv`
// under the poster's own heading, cut after LnkCap; `-v` behind a prompt,
// with no link lines at all.
void TestLspciParser::otherCards_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("address");
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("capSpeed"); // 0 = no LnkCap
    QTest::addColumn<int>("capWidth");
    QTest::newRow("ConnectX-6 Dx -vv") << "lspci-2-cx6dx-vv-note-partial.txt"
                                       << "0000:b3:00.0"
                                       << "[ConnectX-6 Dx]" << 16.0 << 16;
    QTest::newRow("ConnectX-3 Pro -v") << "lspci-3-cx3pro-v-prompt.txt"
                                       << "0000:01:00.0"
                                       << "[ConnectX-3 Pro]" << 0.0 << 0;
}

void TestLspciParser::otherCards()
{
    QFETCH(QString, file);
    QFETCH(QString, address);
    QFETCH(QString, model);
    QFETCH(double, capSpeed);
    QFETCH(int, capWidth);
    const auto r = LspciParser::parse(sample(file));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->devices.size(), 1);
    const LspciDevice &d = r->devices.first();
    QCOMPARE(d.address, address);
    QVERIFY2(d.description.endsWith(model), qPrintable(d.description));
    QVERIFY(!d.linkSta.has_value());
    QCOMPARE(d.linkCap.has_value(), capSpeed > 0);
    if (d.linkCap) {
        QCOMPARE(d.linkCap->speedGts.value_or(0), capSpeed);
        QCOMPARE(d.linkCap->width.value_or(0), capWidth);
    }
}

void TestLspciParser::mangledLinkIsAWarning()
{
    // The device is listed; its unreadable LnkSta line is kept aside.
    const auto r = LspciParser::parse(QStringLiteral("01:00.0 Ethernet controller: X\n"
                                                     "\tLnkCap:\tPort #0, Speed 32GT/s, Width x4\n"
                                                     "\tLnkSta:\tfast and wide\n"));
    QVERIFY(r.hasValue());
    QCOMPARE(r->devices.size(), 1);
    QCOMPARE(r->devices.first().linkCap.value().width.value_or(0), 4);
    QVERIFY(!r->devices.first().linkSta.has_value());
    QCOMPARE(r->warnings.size(), 1);
    QCOMPARE(r->warnings.first().line, 3);
}

void TestLspciParser::downgradedGrepUnderCommand()
{
    // `lspci -vvv -s ADDR | grep LnkCap|LnkSta` of a GPU trained at Gen4 on
    // a Gen5 slot: the address comes from the command line.
    const auto r = LspciParser::parse(sample(QStringLiteral("lspci-4-downgraded-gen4-grep.txt")));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->devices.size(), 1);
    const LspciDevice &d = r->devices.first();
    QCOMPARE(d.address, QStringLiteral("0000:e3:00.0"));
    QCOMPARE(d.linkCap.value().speedGts.value_or(0), 32.0);
    QCOMPARE(d.linkSta.value().speedGts.value_or(0), 16.0);
    QCOMPARE(d.linkSta.value().width.value_or(0), 16);
    QVERIFY(d.linkSta.value().downgraded);
}

QTEST_GUILESS_MAIN(TestLspciParser)
#include "tst_lspciparser.moc"
