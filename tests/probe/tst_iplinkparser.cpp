// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/iplinkparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestIpLinkParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void dockerVethPeer();
    void gb10WithStatistics();
    void textSample();
    void jsonSample_data();
    void jsonSample();
    void errors_data();
    void errors();
    void badMtuIsAWarning();
};

void TestIpLinkParser::textSample()
{
    const auto result = IpLinkParser::parse(sample(QStringLiteral("ip_link_show-dgxspark-1.txt")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->links.size(), 2);
    const IpLink &first = result->links.at(0);
    QCOMPARE(first.ifindex, 3);
    QCOMPARE(first.ifname, QStringLiteral("enp1s0f0np0"));
    QCOMPARE(first.mtu.value_or(0), 1500);
    QCOMPARE(first.operstate, QStringLiteral("UP"));
    QCOMPARE(first.address.value_or(QString()), QStringLiteral("30:c5:99:3e:6a:13"));
    QCOMPARE(first.linkType.value_or(QString()), QStringLiteral("ether"));
    QVERIFY(first.hasFlag(QStringLiteral("LOWER_UP")));
    QCOMPARE(first.qdisc.value_or(QString()), QStringLiteral("mq"));
    QCOMPARE(result->links.at(1).ifindex, 4);
    QCOMPARE(result->links.at(1).address.value_or(QString()), QStringLiteral("30:c5:99:3e:6a:14"));
}

void TestIpLinkParser::jsonSample_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("ifname");
    QTest::addColumn<int>("mtu");
    QTest::addColumn<QString>("operstate");
    QTest::addColumn<QString>("address");
    QTest::newRow("lo") << 0 << "lo" << 65536 << "UNKNOWN"
                        << "00:00:00:00:00:00";
    QTest::newRow("enp0s31f6") << 1 << "enp0s31f6" << 1500 << "UP"
                               << "54:e1:ad:5f:24:b4";
    QTest::newRow("wwan0 down") << 4 << "wwan0" << 1500 << "DOWN"
                                << "a2:23:44:c4:4e:f8";
    QTest::newRow("wg0 has no MAC") << 3 << "wg0" << 1420 << "UNKNOWN" << QString();
}

void TestIpLinkParser::jsonSample()
{
    QFETCH(int, index);
    QFETCH(QString, ifname);
    QFETCH(int, mtu);
    QFETCH(QString, operstate);
    QFETCH(QString, address);
    const auto result = IpLinkParser::parse(sample(QStringLiteral("ip_j_addr_show-1.json")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->links.size(), 7);
    const IpLink &link = result->links.at(index);
    QCOMPARE(link.ifname, ifname);
    QCOMPARE(link.mtu.value_or(0), mtu);
    QCOMPARE(link.operstate, operstate);
    QCOMPARE(link.address.value_or(QString()), address);
    QCOMPARE(link.address.has_value(), !address.isEmpty());
    const QJsonObject json = result->toJson().value(QLatin1String("links")).toArray().at(index).toObject();
    QCOMPARE(json.value(QLatin1String("ifname")).toString(), ifname);
    QCOMPARE(json.value(QLatin1String("mtu")).toInt(), mtu);
    QVERIFY(!json.contains(QLatin1String("addr_info")));
}

void TestIpLinkParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("prose") << "=== nothing ===\nhere\n" << 1;
    QTest::newRow("broken header") << "3: enp1s0f0np0: BROADCAST mtu 1500\n" << 1;
    QTest::newRow("truncated json") << "[{\"ifindex\":1,\n\"ifname\":\"lo\",\n" << 3;
    QTest::newRow("json without ifname") << "[{\"ifindex\":1}]" << 1;
}

void TestIpLinkParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = IpLinkParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

void TestIpLinkParser::gb10WithStatistics()
{
    // `ip -s link` on a GB10 with no QSFP cable: NO-CARRIER on all four
    // ConnectX-7 functions, RX/TX counter lines (trailing blanks) under each.
    const auto r =
        IpLinkParser::parse(sample(QStringLiteral("ip_link_show-2-gb10-stats-nocarrier-partial.txt")));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QStringList got;
    for (const IpLink &l : r->links)
        got << QStringLiteral("%1:%2 %3 %4 %5")
                   .arg(l.ifindex)
                   .arg(l.ifname, l.operstate, l.address.value_or(QString()),
                        l.hasFlag(QStringLiteral("NO-CARRIER")) ? QStringLiteral("no-carrier")
                                                                : QStringLiteral("carrier"));
    QCOMPARE(got, (QStringList{QStringLiteral("3:enp1s0f0np0 DOWN 30:c5:99:3e:a0:8b no-carrier"),
                               QStringLiteral("4:enp1s0f1np1 DOWN 30:c5:99:3e:a0:8c no-carrier"),
                               QStringLiteral("5:enP2p1s0f0np0 DOWN 30:c5:99:3e:a0:8f no-carrier"),
                               QStringLiteral("6:enP2p1s0f1np1 DOWN 30:c5:99:3e:a0:90 no-carrier")}));
}

void TestIpLinkParser::badMtuIsAWarning()
{
    const auto r = IpLinkParser::parse(QStringLiteral("\n3: enp1s0f0np0: <UP> mtu big qdisc mq state UP\n"));
    QVERIFY(r.hasValue());
    QCOMPARE(r->links.size(), 1);
    QVERIFY(!r->links.first().mtu.has_value());
    QCOMPARE(r->links.first().operstate, QStringLiteral("UP"));
    QCOMPARE(r->warnings.size(), 1);
    QCOMPARE(r->warnings.first().line, 2);
}

void TestIpLinkParser::dockerVethPeer()
{
    // A Docker host behind its prompt: a veth with its peer (@if7), master
    // and link-netnsid, and header lines that end in a blank.
    const auto r = IpLinkParser::parse(sample(QStringLiteral("ip_link_show-3-docker-veth-prompt.txt")));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->links.size(), 5);
    const IpLink &veth = r->links.last();
    QCOMPARE(veth.ifindex, 8);
    QCOMPARE(veth.ifname, QStringLiteral("veth9a62ffa"));
    QCOMPARE(veth.parent.value_or(QString()), QStringLiteral("if7"));
    QCOMPARE(veth.master.value_or(QString()), QStringLiteral("docker0"));
    QCOMPARE(veth.address.value_or(QString()), QStringLiteral("de:6d:82:f2:b9:54"));
    QCOMPARE(r->links.first().mtu.value_or(0), 65536);
    QCOMPARE(r->links.first().linkType.value_or(QString()), QStringLiteral("loopback"));
    QVERIFY(r->warnings.isEmpty());
}

QTEST_GUILESS_MAIN(TestIpLinkParser)
#include "tst_iplinkparser.moc"
