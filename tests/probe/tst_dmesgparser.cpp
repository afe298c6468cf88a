// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/dmesgparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestDmesgParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gb10HotplugWithoutStamps();
    void annotatedShortStamps();
    void gx10Sample();
    void gb10CablePlug();
    void kernelForms();
    void errors_data();
    void errors();
    void kernelLogWithoutMlx5IsEmpty();
    void oddBandwidthLineIsAWarning();
};

void TestDmesgParser::gx10Sample()
{
    const auto result = DmesgParser::parse(sample(QStringLiteral("dmesg_mlx5-gx10-1.txt")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->pcieBandwidth.size(), 1);
    const DmesgPcieBandwidth &bw = result->pcieBandwidth.first();
    QCOMPARE(bw.pciAddress, QStringLiteral("0002:01:00.0"));
    QCOMPARE(bw.availableGbps, 126.028);
    QCOMPARE(bw.speedGts, 32.0);
    QCOMPARE(bw.width, 4);
    QVERIFY(!bw.limitedBy.has_value());
    QCOMPARE(bw.line, 1);
    // The notice is wrapped over two lines in the source.
    QCOMPARE(result->powerNotices.size(), 1);
    const DmesgPowerNotice &power = result->powerNotices.first();
    QCOMPARE(power.pciAddress, QStringLiteral("0002:01:00.0"));
    QVERIFY(!power.sufficient);
    QCOMPARE(power.watts.value_or(0), 27);
    QCOMPARE(power.line, 3);
    QVERIFY(result->linkEvents.isEmpty());

    const QJsonObject json = result->toJson();
    QCOMPARE(json.value(QLatin1String("pcie_bandwidth"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QLatin1String("available_gbps"))
                 .toDouble(),
             126.028);
    QCOMPARE(json.value(QLatin1String("power_notices"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QLatin1String("watts"))
                 .toInt(),
             27);
}

// dmesg -T on a GB10 while a cable is plugged into port 0 (human-readable
// stamps): both functions of the port report the link, in the kernel's order.
void TestDmesgParser::gb10CablePlug()
{
    const auto result =
        DmesgParser::parse(sample(QStringLiteral("dmesg_mlx5-2-gb10-cable-plug-partial.txt")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->linkEvents.size(), 3);
    QCOMPARE(result->linkEvents.at(0).netdev, QStringLiteral("enp1s0f0np0"));
    QCOMPARE(result->linkEvents.at(0).up, false);
    QCOMPARE(result->linkEvents.at(0).line, 2);
    QCOMPARE(result->linkEvents.at(1).up, true);
    QCOMPARE(result->linkEvents.at(2).netdev, QStringLiteral("enP2p1s0f0np0"));
    QCOMPARE(result->linkEvents.at(2).pciAddress, QStringLiteral("0002:01:00.0"));
    QCOMPARE(result->linkEvents.at(2).up, true);
    QVERIFY(result->pcieBandwidth.isEmpty());
}

void TestDmesgParser::kernelForms()
{
    const auto result = DmesgParser::parse(QStringLiteral(
        "[    4.123456] mlx5_core 0000:01:00.0: 63.012 Gb/s available PCIe bandwidth, limited by 16.0 GT/s "
        "PCIe x4 link at 0000:00:00.0 (capable of 126.028 Gb/s with 32.0 GT/s PCIe x4 link)\n"
        "[   12.500000] mlx5_core 0000:01:00.0 enp1s0f0np0: Link up\n"
        "[   99.000001] mlx5_core 0000:01:00.0 enp1s0f0np0: Link down\n"
        "[  100.000000] usb 1-1: new device\n"
        "[  101.000000] mlx5_core 0000:01:00.1: mlx5_pcie_event:301:(pid 9): PCIe slot advertised sufficient "
        "power (75W).\n"));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    const DmesgPcieBandwidth &bw = result->pcieBandwidth.first();
    QCOMPARE(bw.availableGbps, 63.012);
    QCOMPARE(bw.speedGts, 16.0);
    QCOMPARE(bw.limitedBy.value_or(QString()), QStringLiteral("0000:00:00.0"));
    QCOMPARE(bw.capableGbps.value_or(0), 126.028);
    QCOMPARE(bw.capableSpeedGts.value_or(0), 32.0);
    QCOMPARE(bw.capableWidth.value_or(0), 4);
    QCOMPARE(bw.timestamp.value_or(0), 4.123456);
    QCOMPARE(result->linkEvents.size(), 2);
    QCOMPARE(result->linkEvents.at(0).netdev, QStringLiteral("enp1s0f0np0"));
    QVERIFY(result->linkEvents.at(0).up);
    QVERIFY(!result->linkEvents.at(1).up);
    QCOMPARE(result->linkEvents.at(1).line, 3);
    QCOMPARE(result->powerNotices.size(), 1);
    QVERIFY(result->powerNotices.first().sufficient);
    QCOMPARE(result->powerNotices.first().watts.value_or(0), 75);
    QCOMPARE(result->powerNotices.first().pciAddress, QStringLiteral("0000:01:00.1"));
}

void TestDmesgParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("not a kernel log") << "\nspark-1\nLinux 6.17.0\n" << 2;
    QTest::newRow("mangled bandwidth")
        << "[ 1.0] usb\nmlx5_core 0000:01:00.0: lots of Gb/s available PCIe bandwidth\n"
        << 2;
}

// A node up for weeks: the ring buffer dropped the driver's boot lines.
// That is a reading with nothing to say (before: "does not parse", an
// inventory issue on every such node), in both dmesg and journal form.
void TestDmesgParser::kernelLogWithoutMlx5IsEmpty()
{
    for (const QString &text :
         {QStringLiteral("[2051234.123456] usb 1-1: new high-speed USB device number 9\n"
                         "[2051240.000001] audit: type=1400 apparmor=\"STATUS\"\n"),
          QStringLiteral("Dec 04 12:00:01 spark-1 kernel: usb 1-1: new high-speed USB device\n")}) {
        const auto r = DmesgParser::parse(text);
        QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
        QVERIFY(r->pcieBandwidth.isEmpty() && r->powerNotices.isEmpty() && r->linkEvents.isEmpty());
    }
}

void TestDmesgParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = DmesgParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

void TestDmesgParser::annotatedShortStamps()
{
    // ConnectX-4 Lx boot log with 3-digit stamps and an arrow note the
    // author appended to each link line; E-Switch and allmulticast lines
    // are not link events.
    const auto r = DmesgParser::parse(sample(QStringLiteral("dmesg_mlx5-3-cx4lx-eswitch-annotated.txt")));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QStringList got;
    for (const auto &e : r->linkEvents)
        got << QStringLiteral("%1 %2 %3").arg(e.netdev, e.up ? QStringLiteral("up") : QStringLiteral("down")).arg(e.timestamp.value_or(-1));
    QCOMPARE(got, (QStringList{QStringLiteral("enp1s0f0np0 down 139.741"), QStringLiteral("enp1s0f1np1 down 140.03"),
                               QStringLiteral("enp1s0f0np0 up 142.217"), QStringLiteral("enp1s0f1np1 down 222.136"),
                               QStringLiteral("enp1s0f1np1 up 362.514")}));
}

void TestDmesgParser::oddBandwidthLineIsAWarning()
{
    // A bandwidth message in a shape never seen is kept aside; the link
    // events around it are still read.
    const auto r = DmesgParser::parse(QStringLiteral(
        "[ 5.1] mlx5_core 0000:01:00.0: about 126 Gb/s available PCIe bandwidth, give or take\n"
        "[ 9.2] mlx5_core 0000:01:00.0 enp1s0f0np0: Link up\n"));
    QVERIFY(r.hasValue());
    QCOMPARE(r->linkEvents.size(), 1);
    QVERIFY(r->pcieBandwidth.isEmpty());
    QCOMPARE(r->warnings.size(), 1);
    QCOMPARE(r->warnings.first().line, 1);
}

void TestDmesgParser::gb10HotplugWithoutStamps()
{
    // GB10 cable hot-plug as journalctl shows it with the prefix cut: no
    // time stamps; the hotplug and module lines are not link events.
    const auto r = DmesgParser::parse(sample(QStringLiteral("dmesg_mlx5-4-gb10-hotplug-bare.txt")));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->linkEvents.size(), 1);
    QCOMPARE(r->linkEvents.first().netdev, QStringLiteral("enp1s0f0np0"));
    QVERIFY(r->linkEvents.first().up);
    QVERIFY(!r->linkEvents.first().timestamp.has_value());
    QCOMPARE(r->linkEvents.first().line, 3);
}

QTEST_GUILESS_MAIN(TestDmesgParser)
#include "tst_dmesgparser.moc"
