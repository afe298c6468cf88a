// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/rdmalinkparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestRdmaLinkParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gb10DisabledPorts();
    void oddLineIsAWarning();
    void textSample();
    void trailingSpaces();
    void otherHosts_data();
    void otherHosts();
    void json();
    void errors_data();
    void errors();
};

void TestRdmaLinkParser::textSample()
{
    const auto result = RdmaLinkParser::parse(sample(QStringLiteral("rdma_link_show-1.txt")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->links.size(), 4);
    const QStringList devices{QStringLiteral("rocep1s0f0"), QStringLiteral("rocep1s0f1"),
                              QStringLiteral("roceP2p1s0f0"), QStringLiteral("roceP2p1s0f1")};
    const QStringList netdevs{QStringLiteral("enp1s0f0np0"), QStringLiteral("enp1s0f1np1"),
                              QStringLiteral("enP2p1s0f0np0"), QStringLiteral("enP2p1s0f1np1")};
    for (int i = 0; i < 4; ++i) {
        const RdmaNetdevLink &link = result->links.at(i);
        QCOMPARE(link.rdmaDevice, devices.at(i));
        QCOMPARE(link.netdev, netdevs.at(i));
        QCOMPARE(link.port, 1);
        QCOMPARE(link.state, QStringLiteral("ACTIVE"));
        QVERIFY(link.up);
        QCOMPARE(link.physicalState.value_or(QString()), QStringLiteral("LINK_UP"));
        QCOMPARE(link.line, i + 2);
    }
    const QJsonObject first = result->toJson().value(QLatin1String("links")).toArray().first().toObject();
    QCOMPARE(first.value(QLatin1String("physical_state")).toString(), QStringLiteral("LINK_UP"));
}

void TestRdmaLinkParser::trailingSpaces()
{
    const auto result = RdmaLinkParser::parse(QStringLiteral(
        "link rocep1s0f1/1 state DOWN physical_state DISABLED netdev enp1s0f1np1 \n"
        "link mlx5_0/1 subnet_prefix fe80:0000:0000:0000 lid 1 sm_lid 1 lmc 0 state ACTIVE physical_state "
        "LINK_UP \n"));
    QVERIFY(result.hasValue());
    QCOMPARE(result->links.size(), 2);
    QCOMPARE(result->links.at(0).netdev, QStringLiteral("enp1s0f1np1"));
    QCOMPARE(result->links.at(0).up, false);
    QCOMPARE(result->links.at(0).physicalState.value_or(QString()), QStringLiteral("DISABLED"));
    QCOMPARE(result->links.at(1).netdev, QString());
    QVERIFY(result->links.at(1).up);
}

// Real `rdma link show` behind prompts: a ConnectX-6 Dx with the trailing
// blank iproute2 prints, and soft-RoCE (values read from the text).
void TestRdmaLinkParser::otherHosts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("links"); // device/port=netdev
    QTest::newRow("ConnectX-6 Dx") << "rdma_link_show-2-cx6dx-prompt.txt"
                                   << QStringList{"mlx5_0/1=p1p1", "mlx5_1/1=p1p2"};
    QTest::newRow("soft-RoCE") << "rdma_link_show-3-rxe-prompt.txt" << QStringList{"rxe_0/1=p1p1"};
}

void TestRdmaLinkParser::otherHosts()
{
    QFETCH(QString, file);
    QFETCH(QStringList, links);
    const auto r = RdmaLinkParser::parse(sample(file));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QStringList got;
    for (const RdmaNetdevLink &l : r->links) {
        got << QStringLiteral("%1/%2=%3").arg(l.rdmaDevice).arg(l.port).arg(l.netdev);
        QVERIFY(l.up);
        QCOMPARE(l.state, QStringLiteral("ACTIVE"));
        QCOMPARE(l.physicalState.value_or(QString()), QStringLiteral("LINK_UP"));
    }
    QCOMPARE(got, links);
}

void TestRdmaLinkParser::json()
{
    // Key set from iproute2 rdma/link.c, including netdev_index.
    const auto result = RdmaLinkParser::parse(QStringLiteral(
        R"([{"ifindex":0,"ifname":"rocep1s0f0","port":1,"state":"ACTIVE","physical_state":"LINK_UP",)"
        R"("netdev":"enp1s0f0np0","netdev_index":3},)"
        "\n"
        R"({"ifindex":2,"ifname":"roceP2p1s0f1","port":1,"state":"DOWN","physical_state":"DISABLED",)"
        R"("netdev":"enP2p1s0f1np1","netdev_index":6}])"));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->links.size(), 2);
    QCOMPARE(result->links.at(0).netdevIndex.value_or(-1), 3);
    QCOMPARE(result->links.at(1).rdmaDevice, QStringLiteral("roceP2p1s0f1"));
    QCOMPARE(result->links.at(1).up, false);
    QCOMPARE(result->toJson()
                 .value(QLatin1String("links"))
                 .toArray()
                 .at(1)
                 .toObject()
                 .value(QLatin1String("netdev_index"))
                 .toInt(),
             6);
}

void TestRdmaLinkParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("ibdev2netdev instead") << "rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)\n" << 1;
    QTest::newRow("link without port") << "\nlink rocep1s0f0 state ACTIVE\n" << 2;
    QTest::newRow("link without state") << "link rocep1s0f0/1 netdev enp1s0f0np0\n" << 1;
    QTest::newRow("broken json on line 2") << "[{\"ifname\":\"x\",\n\"port\":}]" << 2;
    QTest::newRow("json object list without port") << "[{\"ifname\":\"x\"}]" << 1;
}

void TestRdmaLinkParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = RdmaLinkParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

void TestRdmaLinkParser::gb10DisabledPorts()
{
    // GB10 with one QSFP port cabled: the other port's two functions are
    // DOWN with physical_state DISABLED; behind the poster's prompt.
    const auto r = RdmaLinkParser::parse(sample(QStringLiteral("rdma_link_show-4-gb10-disabled-prompt.txt")));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QStringList got;
    for (const RdmaNetdevLink &l : r->links)
        got << QStringLiteral("%1=%2 %3 %4 %5")
                   .arg(l.rdmaDevice, l.netdev, l.state, l.physicalState.value_or(QString()),
                        l.up ? QStringLiteral("true") : QStringLiteral("false"));
    QCOMPARE(got, (QStringList{QStringLiteral("rocep1s0f0=enp1s0f0np0 ACTIVE LINK_UP true"),
                               QStringLiteral("rocep1s0f1=enp1s0f1np1 DOWN DISABLED false"),
                               QStringLiteral("roceP2p1s0f0=enP2p1s0f0np0 ACTIVE LINK_UP true"),
                               QStringLiteral("roceP2p1s0f1=enP2p1s0f1np1 DOWN DISABLED false")}));
}

void TestRdmaLinkParser::oddLineIsAWarning()
{
    // One link line of another shape is kept aside; the other link is read.
    const auto r = RdmaLinkParser::parse(
        QStringLiteral("link rocep1s0f0/1 state ACTIVE physical_state LINK_UP netdev enp1s0f0np0\n"
                       "link rocep1s0f1 state DOWN\n"));
    QVERIFY(r.hasValue());
    QCOMPARE(r->links.size(), 1);
    QCOMPARE(r->links.first().netdev, QStringLiteral("enp1s0f0np0"));
    QCOMPARE(r->warnings.size(), 1);
    QCOMPARE(r->warnings.first().line, 2);
}

QTEST_GUILESS_MAIN(TestRdmaLinkParser)
#include "tst_rdmalinkparser.moc"
