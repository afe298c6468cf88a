// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/ipaddrparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestIpAddrParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gb10Mtu9216Annotated();
    void textSample_data();
    void textSample();
    void jsonSample();
    void otherHosts_data();
    void otherHosts();
    void errors_data();
    void errors();
    void badValuesAreWarnings_data();
    void badValuesAreWarnings();
};

void TestIpAddrParser::textSample_data()
{
    QTest::addColumn<int>("block");
    QTest::addColumn<QString>("ipv4");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<QString>("scope");
    QTest::addColumn<QString>("broadcast");
    QTest::newRow("link-local") << 0 << "169.254.35.62" << 16 << "link"
                                << "169.254.255.255";
    QTest::newRow("static") << 1 << "192.168.100.10" << 24 << "global"
                            << "192.168.100.255";
}

void TestIpAddrParser::textSample()
{
    QFETCH(int, block);
    QFETCH(QString, ipv4);
    QFETCH(int, prefix);
    QFETCH(QString, scope);
    QFETCH(QString, broadcast);
    // Doc-edited: 4 extra spaces of indentation and **bold** addresses.
    const auto result = IpAddrParser::parse(sample(QStringLiteral("ip_addr_show-dgxspark-1.txt")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->interfaces.size(), 2);
    const IpAddrInterface &interface = result->interfaces.at(block);
    QCOMPARE(interface.link.ifindex, 4);
    QCOMPARE(interface.link.ifname, QStringLiteral("enp1s0f1np1"));
    QCOMPARE(interface.link.mtu.value_or(0), 1500);
    QCOMPARE(interface.link.operstate, QStringLiteral("UP"));
    QCOMPARE(interface.link.address.value_or(QString()), QStringLiteral("3c:6d:66:cc:b3:b7"));
    QCOMPARE(interface.addrInfo.size(), 2);
    const IpAddrInfo &v4 = interface.addrInfo.at(0);
    QCOMPARE(v4.family, QStringLiteral("inet"));
    QCOMPARE(v4.local, ipv4);
    QCOMPARE(v4.prefixlen, prefix);
    QCOMPARE(v4.scope, scope);
    QCOMPARE(v4.broadcast.value_or(QString()), broadcast);
    QVERIFY(v4.noprefixroute);
    QCOMPARE(v4.label.value_or(QString()), QStringLiteral("enp1s0f1np1"));
    const IpAddrInfo &v6 = interface.addrInfo.at(1);
    QCOMPARE(v6.family, QStringLiteral("inet6"));
    QCOMPARE(v6.local, QStringLiteral("fe80::3e6d:66ff:fecc:b3b7"));
    QCOMPARE(v6.prefixlen, 64);
    QCOMPARE(v6.scope, QStringLiteral("link"));
}

// Real `ip addr` text of other hosts (values read from the text): one with
// every indentation stripped by the page it was pasted into and a label that
// is not the interface's name, one from a VM with dynamic IPv6 addresses.
void TestIpAddrParser::otherHosts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("ifnames");
    QTest::addColumn<QString>("ifname"); // the one checked below
    QTest::addColumn<QString>("mac");
    QTest::addColumn<QStringList>("addrs"); // family local/prefix scope
    QTest::newRow("flattened, label en01 on p1p1")
        << "ip_addr_show-2-flattened-partial.txt" << QStringList{"lo", "p1p1", "p1p2"} << "p1p1"
        << "9c:63:c0:c5:47:a4"
        << QStringList{"inet 192.168.56.106/24 global", "inet6 fe80::9e63:c0ff:fec5:47a4/64 link"};
    QTest::newRow("VM, dynamic IPv6")
        << "ip_addr_show-3-virtualbox-prompt.txt" << QStringList{"lo", "enp0s3", "p1p1"} << "enp0s3"
        << "08:00:27:c4:7d:47"
        << QStringList{"inet 10.0.2.15/24 global", "inet6 fd00::a00:27ff:fec4:7d47/64 global",
                       "inet6 fe80::a00:27ff:fec4:7d47/64 link"};
}

void TestIpAddrParser::otherHosts()
{
    QFETCH(QString, file);
    QFETCH(QStringList, ifnames);
    QFETCH(QString, ifname);
    QFETCH(QString, mac);
    QFETCH(QStringList, addrs);
    const auto r = IpAddrParser::parse(sample(file));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QStringList names;
    for (const IpAddrInterface &i : r->interfaces)
        names << i.link.ifname;
    QCOMPARE(names, ifnames);
    const IpAddrInterface *iface = nullptr;
    for (const IpAddrInterface &i : r->interfaces) {
        if (i.link.ifname == ifname)
            iface = &i;
    }
    QVERIFY(iface);
    QCOMPARE(iface->link.address.value_or(QString()), mac);
    QCOMPARE(iface->link.mtu.value_or(0), 1500);
    QStringList got;
    for (const IpAddrInfo &a : iface->addrInfo)
        got << QStringLiteral("%1 %2/%3 %4").arg(a.family, a.local).arg(a.prefixlen).arg(a.scope);
    QCOMPARE(got, addrs);
}

void TestIpAddrParser::jsonSample()
{
    const auto result = IpAddrParser::parse(sample(QStringLiteral("ip_j_addr_show-1.json")));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->interfaces.size(), 7);
    const IpAddrInterface &wired = result->interfaces.at(1);
    QCOMPARE(wired.link.ifname, QStringLiteral("enp0s31f6"));
    QCOMPARE(wired.link.parentDev.value_or(QString()), QStringLiteral("0000:00:1f.6"));
    QCOMPARE(wired.addrInfo.size(), 3);
    QCOMPARE(wired.addrInfo.at(0).local, QStringLiteral("192.168.178.62"));
    QCOMPARE(wired.addrInfo.at(0).prefixlen, 24);
    QCOMPARE(wired.addrInfo.at(0).scope, QStringLiteral("global"));
    QVERIFY(wired.addrInfo.at(0).dynamic);
    QVERIFY(wired.addrInfo.at(0).isIpv4());
    QCOMPARE(wired.addrInfo.at(1).family, QStringLiteral("inet6"));
    QVERIFY(wired.addrInfo.at(1).noprefixroute);
    QCOMPARE(result->interfaces.at(3).addrInfo.at(0).local, QStringLiteral("10.10.0.2")); // wg0
    QVERIFY(result->interfaces.at(4).addrInfo.isEmpty());                                 // wwan0
    QVERIFY(result->interfaces.at(6).addrInfo.isEmpty()); // tun1 has no addr_info key
    QVERIFY(!result->interfaces.at(6).link.address.has_value());

    const QJsonObject lo = result->toJson().value(QLatin1String("interfaces")).toArray().first().toObject();
    const QJsonObject loAddr = lo.value(QLatin1String("addr_info")).toArray().first().toObject();
    QCOMPARE(loAddr.value(QLatin1String("local")).toString(), QStringLiteral("127.0.0.1"));
    QCOMPARE(loAddr.value(QLatin1String("prefixlen")).toInt(), 8);
    QCOMPARE(loAddr.value(QLatin1String("scope")).toString(), QStringLiteral("host"));
}

void TestIpAddrParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("empty") << QString() << 1;
    QTest::newRow("json not an array") << "[1, 2" << 1;
}

void TestIpAddrParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = IpAddrParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

void TestIpAddrParser::gb10Mtu9216Annotated()
{
    // GB10 after a netplan with MTU 9216 on one QSFP port; the author put
    // "# the 10gbe interface:" style notes and blank lines between blocks,
    // and an address carries "metric 100" before brd.
    const auto r = IpAddrParser::parse(sample(QStringLiteral("ip_addr_show-4-gb10-mtu9216-annotated.txt")));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QStringList got;
    for (const IpAddrInterface &i : r->interfaces) {
        QStringList addrs;
        for (const IpAddrInfo &a : i.addrInfo)
            addrs << QStringLiteral("%1/%2").arg(a.local).arg(a.prefixlen);
        got << QStringLiteral("%1 %2 %3 %4")
                   .arg(i.link.ifname)
                   .arg(i.link.mtu.value_or(0))
                   .arg(i.link.operstate, addrs.join(QLatin1Char(',')));
    }
    QCOMPARE(got,
             (QStringList{QStringLiteral("enP7s7 1500 UP 172.31.0.100/23"),
                          QStringLiteral("enp1s0f0np0 9216 UP 172.31.5.3/28"),
                          QStringLiteral("enp1s0f1np1 1500 DOWN "), QStringLiteral("enP2p1s0f0np0 9216 UP "),
                          QStringLiteral("enP2p1s0f1np1 1500 DOWN ")}));
}

void TestIpAddrParser::badValuesAreWarnings_data()
{
    // The interface is listed; the address line it cannot read is kept aside.
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("bad prefix") << "4: enp1s0f1np1: <UP> mtu 1500\n    inet 10.0.0.1/99 scope global\n" << 2;
    QTest::newRow("address without prefix") << "4: e: <UP> mtu 1500\n    link/ether aa\n    inet 10.0.0.1\n"
                                            << 3;
}

void TestIpAddrParser::badValuesAreWarnings()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto r = IpAddrParser::parse(text);
    QVERIFY(r.hasValue());
    QCOMPARE(r->interfaces.size(), 1);
    QVERIFY(r->interfaces.first().addrInfo.isEmpty());
    QCOMPARE(r->warnings.size(), 1);
    QCOMPARE(r->warnings.first().line, line);
}

QTEST_GUILESS_MAIN(TestIpAddrParser)
#include "tst_ipaddrparser.moc"
