// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/ibvdevinfoparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestIbvDevinfoParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gb10TwoPortsActive();
    void spark_data();
    void spark();
    void otherCards_data();
    void otherCards();
    void noDevices_data();
    void noDevices();
    void errors_data();
    void errors();
    void badValuesAreWarnings();
};

void TestIbvDevinfoParser::spark_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("hca");
    QTest::addColumn<QString>("guid");
    QTest::newRow("rocep1s0f0") << 0 << "rocep1s0f0"
                                << "30c5:9903:003e:6a13";
    QTest::newRow("rocep1s0f1") << 1 << "rocep1s0f1"
                                << "30c5:9903:003e:6a14";
    QTest::newRow("roceP2p1s0f0") << 2 << "roceP2p1s0f0"
                                  << "30c5:9903:003e:6a17";
    QTest::newRow("roceP2p1s0f1") << 3 << "roceP2p1s0f1"
                                  << "30c5:9903:003e:6a18";
}

void TestIbvDevinfoParser::spark()
{
    QFETCH(int, index);
    QFETCH(QString, hca);
    QFETCH(QString, guid);
    const auto result = IbvDevinfoParser::parse(sample(QStringLiteral("ibv_devinfo-1.txt")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->devices.size(), 4);
    const IbvDevice &device = result->devices.at(index);
    QCOMPARE(device.hcaId, hca);
    QCOMPARE(device.fwVer.value_or(QString()), QStringLiteral("28.45.4028"));
    QCOMPARE(device.nodeGuid.value_or(QString()), guid);
    QCOMPARE(device.sysImageGuid.value_or(QString()), QStringLiteral("30c5:9903:003e:6a13"));
    QCOMPARE(device.vendorId.value_or(0), 0x02c9);
    QCOMPARE(device.vendorPartId.value_or(0), 4129);
    QCOMPARE(device.boardId.value_or(QString()), QStringLiteral("NVD0000000087"));
    QCOMPARE(device.physPortCnt.value_or(0), 1);
    QCOMPARE(device.transport.value_or(QString()), QStringLiteral("InfiniBand (0)"));
    QCOMPARE(device.ports.size(), 1);
    const IbvPort &port = device.ports.first();
    QCOMPARE(port.port, 1);
    QCOMPARE(port.state, QStringLiteral("PORT_ACTIVE"));
    QCOMPARE(port.stateCode.value_or(0), 4);
    QVERIFY(port.isActive());
    QCOMPARE(port.maxMtu.value_or(0), 4096);
    QCOMPARE(port.activeMtu.value_or(0), 1024);
    QCOMPARE(port.linkLayer.value_or(QString()), QStringLiteral("Ethernet"));
    QCOMPARE(result->find(hca), &device);

    const QJsonObject json = result->toJson().value(QLatin1String("devices")).toArray().at(index).toObject();
    QCOMPARE(json.value(QLatin1String("vendor_part_id")).toInt(), 4129);
    const QJsonObject jsonPort = json.value(QLatin1String("ports")).toArray().first().toObject();
    QCOMPARE(jsonPort.value(QLatin1String("active_mtu")).toInt(), 1024);
    QCOMPARE(jsonPort.value(QLatin1String("link_layer")).toString(), QStringLiteral("Ethernet"));
}

// Real captures of other cards, cut by their posters inside the second
// device (values read from the raw text).
void TestIbvDevinfoParser::otherCards_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("hcaIds");
    QTest::addColumn<QString>("fw");
    QTest::addColumn<int>("partId");
    QTest::addColumn<QString>("state");
    QTest::addColumn<int>("portLid");
    QTest::addColumn<QString>("linkLayer");
    QTest::newRow("ConnectX-5 IB under a node banner")
        << "ibv_devinfo-2-cx5-ib-node-banner-partial.txt" << QStringList{"mlx5_0", "mlx5_1"} << "16.32.1010"
        << 4119 << "PORT_ACTIVE" << 15 << "InfiniBand";
    QTest::newRow("ConnectX-7 IB port down, behind a prompt")
        << "ibv_devinfo-3-cx7-ib-down-prompt-partial.txt" << QStringList{"mlx5_0", "mlx5_1"} << "28.39.2048"
        << 4129 << "PORT_DOWN" << 65535 << "InfiniBand";
}

void TestIbvDevinfoParser::otherCards()
{
    QFETCH(QString, file);
    QFETCH(QStringList, hcaIds);
    QFETCH(QString, fw);
    QFETCH(int, partId);
    QFETCH(QString, state);
    QFETCH(int, portLid);
    QFETCH(QString, linkLayer);
    const auto r = IbvDevinfoParser::parse(sample(file));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QStringList ids;
    for (const IbvDevice &d : r->devices)
        ids << d.hcaId;
    QCOMPARE(ids, hcaIds);
    const IbvDevice &d = r->devices.first();
    QCOMPARE(d.fwVer.value_or(QString()), fw);
    QCOMPARE(d.vendorPartId.value_or(0), partId);
    QCOMPARE(d.ports.size(), 1);
    QCOMPARE(d.ports.first().state, state);
    QCOMPARE(d.ports.first().activeMtu.value_or(0), 4096);
    QCOMPARE(d.ports.first().portLid.value_or(-1), portLid);
    QCOMPARE(d.ports.first().linkLayer.value_or(QString()), linkLayer);
    QVERIFY(r->error.isEmpty());
}

// What libibverbs' devinfo.c prints when there is nothing to list: a
// result that says so, not a parse failure.
void TestIbvDevinfoParser::noDevices_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("no device") << "No IB devices found\n"
                               << "No IB devices found";
    QTest::newRow("stack not running, behind a prompt")
        << "nvidia@spark-1:~$ ibv_devinfo\nFailed to get IB devices list: Function not implemented\n"
        << "Failed to get IB devices list: Function not implemented";
}

void TestIbvDevinfoParser::noDevices()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    const auto result = IbvDevinfoParser::parse(text);
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QVERIFY(result->devices.isEmpty());
    QCOMPARE(result->error, error);
    QCOMPARE(result->toJson().value(QLatin1String("error")).toString(), error);
}

void TestIbvDevinfoParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("no hca") << "=== RDMA Devices ===\nfw_ver: 1\n" << 1;
    QTest::newRow("only an empty hca_id") << "hca_id:\t\n" << 1;
}

void TestIbvDevinfoParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = IbvDevinfoParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

void TestIbvDevinfoParser::gb10TwoPortsActive()
{
    // DGX Spark with QSFP port 1 cabled (f1 functions up) and MTU 9000 on
    // the netdevs: active_mtu 4096 on the two active ports, 1024 on the
    // two down ones. Tabs as rdma-core prints them.
    const auto r = IbvDevinfoParser::parse(sample(QStringLiteral("ibv_devinfo-4-gb10-mtu4096.txt")));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QStringList got;
    for (const IbvDevice &d : r->devices) {
        QCOMPARE(d.fwVer.value_or(QString()), QStringLiteral("28.45.4028"));
        QCOMPARE(d.vendorPartId.value_or(0), 4129);
        QCOMPARE(d.boardId.value_or(QString()), QStringLiteral("NVD0000000087"));
        QCOMPARE(d.ports.size(), 1);
        got << QStringLiteral("%1 %2 %3")
                   .arg(d.hcaId, d.ports.first().state)
                   .arg(d.ports.first().activeMtu.value_or(0));
    }
    QCOMPARE(got, (QStringList{QStringLiteral("rocep1s0f0 PORT_DOWN 1024"),
                               QStringLiteral("rocep1s0f1 PORT_ACTIVE 4096"),
                               QStringLiteral("roceP2p1s0f0 PORT_DOWN 1024"),
                               QStringLiteral("roceP2p1s0f1 PORT_ACTIVE 4096")}));
    QVERIFY(r->error.isEmpty());
}

void TestIbvDevinfoParser::badValuesAreWarnings()
{
    // A part id, an MTU and a port state ("port active" is not rdma-core's
    // "PORT_ACTIVE (4)" shape) this parser cannot read are kept
    // aside with their lines; the device and its other values are read.
    const auto r = IbvDevinfoParser::parse(QStringLiteral("hca_id:\tx\n"
                                                          "\tfw_ver:\t\t\t\t28.45.4028\n"
                                                          "\tvendor_part_id:\t\tabc\n"
                                                          "\t\tport:\t1\n"
                                                          "\t\t\tstate:\t\t\tport active\n"
                                                          "\t\t\tactive_mtu:\t\t?\n"
                                                          "\t\t\tlink_layer:\t\tEthernet\n"));
    QVERIFY(r.hasValue());
    QCOMPARE(r->devices.size(), 1);
    QCOMPARE(r->devices.first().fwVer.value_or(QString()), QStringLiteral("28.45.4028"));
    QVERIFY(!r->devices.first().vendorPartId.has_value());
    QCOMPARE(r->devices.first().ports.size(), 1);
    QCOMPARE(r->devices.first().ports.first().linkLayer.value_or(QString()), QStringLiteral("Ethernet"));
    QVERIFY(!r->devices.first().ports.first().activeMtu.has_value());
    QList<int> lines;
    for (const ParseWarning &w : r->warnings)
        lines << w.line;
    QCOMPARE(lines, (QList<int>{3, 5, 6}));
    QVERIFY(r->toJson().contains(QLatin1String("warnings")));

    // A port whose number cannot be read: its state must not land on the
    // port before it.
    const auto two = IbvDevinfoParser::parse(QStringLiteral("hca_id:\tx\n"
                                                            "\t\tport:\t1\n"
                                                            "\t\t\tstate:\t\t\tPORT_ACTIVE (4)\n"
                                                            "\t\tport:\tone\n"
                                                            "\t\t\tstate:\t\t\tPORT_DOWN (1)\n"));
    QVERIFY(two.hasValue());
    QCOMPARE(two->devices.first().ports.size(), 1);
    QCOMPARE(two->devices.first().ports.first().state, QStringLiteral("PORT_ACTIVE"));
    QCOMPARE(two->warnings.size(), 1);
}

QTEST_GUILESS_MAIN(TestIbvDevinfoParser)
#include "tst_ibvdevinfoparser.moc"
