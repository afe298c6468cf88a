// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/iprouteparser.h"
#include "sampledata.h"

#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestIpRouteParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void json();
    void realSample();
    void errors_data();
    void errors();
    void text_data();
    void text();
    void impossibleDestinationIsAWarning();
};

void TestIpRouteParser::json()
{
    // Shape of iproute2 `ip -j route` on a DGX Spark with one rail configured.
    const auto result = IpRouteParser::parse(QStringLiteral(
        R"([{"dst":"default","gateway":"192.168.1.1","dev":"enP7s7","protocol":"dhcp","prefsrc":"192.168.1.50",)"
        R"("metric":100,"flags":[]},)"
        R"({"dst":"192.168.100.0/24","dev":"enp1s0f1np1","protocol":"kernel","scope":"link",)"
        R"("prefsrc":"192.168.100.10","flags":["linkdown"]},)"
        R"({"type":"local","dst":"192.168.100.10","dev":"enp1s0f1np1","table":"local","protocol":"kernel",)"
        R"("scope":"host","prefsrc":"192.168.100.10","flags":[]}])"));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->routes.size(), 3);
    const IpRoute &def = result->routes.at(0);
    QVERIFY(def.isDefault());
    QCOMPARE(def.gateway.value_or(QString()), QStringLiteral("192.168.1.1"));
    QCOMPARE(def.dev.value_or(QString()), QStringLiteral("enP7s7"));
    QCOMPARE(def.protocol.value_or(QString()), QStringLiteral("dhcp"));
    QCOMPARE(def.metric.value_or(0), 100);
    QVERIFY(!def.scope.has_value());
    const IpRoute &rail = result->routes.at(1);
    QVERIFY(!rail.isDefault());
    QCOMPARE(rail.dst, QStringLiteral("192.168.100.0/24"));
    QCOMPARE(rail.scope.value_or(QString()), QStringLiteral("link"));
    QCOMPARE(rail.prefsrc.value_or(QString()), QStringLiteral("192.168.100.10"));
    QCOMPARE(rail.flags, QStringList{QStringLiteral("linkdown")});
    QVERIFY(!rail.gateway.has_value());
    QCOMPARE(result->routes.at(2).type.value_or(QString()), QStringLiteral("local"));
    QCOMPARE(result->routes.at(2).table.value_or(QString()), QStringLiteral("local"));

    const QJsonObject json = result->toJson().value(QLatin1String("routes")).toArray().first().toObject();
    QCOMPARE(json.value(QLatin1String("dst")).toString(), QStringLiteral("default"));
    QCOMPARE(json.value(QLatin1String("gateway")).toString(), QStringLiteral("192.168.1.1"));
    QVERIFY(!json.contains(QLatin1String("scope")));
}

// A real `ip --json -4 route show` of a container, one route a line as the
// poster re-flowed it (values read from the text).
void TestIpRouteParser::realSample()
{
    const auto r = IpRouteParser::parse(sample(QStringLiteral("ip_j_route-1-docker-multiline.json")));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->routes.size(), 2);
    QVERIFY(r->routes.at(0).isDefault());
    QCOMPARE(r->routes.at(0).gateway.value_or(QString()), QStringLiteral("172.17.0.1"));
    QCOMPARE(r->routes.at(0).dev.value_or(QString()), QStringLiteral("eth0"));
    QVERIFY(!r->routes.at(0).protocol.has_value());
    QCOMPARE(r->routes.at(1).dst, QStringLiteral("172.17.0.0/16"));
    QCOMPARE(r->routes.at(1).protocol.value_or(QString()), QStringLiteral("kernel"));
    QCOMPARE(r->routes.at(1).scope.value_or(QString()), QStringLiteral("link"));
    QCOMPARE(r->routes.at(1).prefsrc.value_or(QString()), QStringLiteral("172.17.0.2"));
    QVERIFY(r->routes.at(1).flags.isEmpty());
}

void TestIpRouteParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("prose starting with an address") << "10.0.0.0/8 is private\n" << 1;
    QTest::newRow("broken json") << "[{\"dst\":\"default\",\n\n\"dev\" \"x\"}]" << 3;
    QTest::newRow("entry without dst") << "[{\"dev\":\"eth0\"}]" << 1;
}

void TestIpRouteParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = IpRouteParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

void TestIpRouteParser::text_data()
{
    // Real `ip route` text; each route as "dst|via|dev|proto|scope|src|metric", "-" for absent.
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("routes");
    QTest::addColumn<int>("warnings");
    QTest::newRow("bracket prompt, static default")
        << "ip_route-2-bracket-prompt.txt"
        << QStringList{"default|192.168.62.254|eth1|static|-|-|100",
                       "172.30.0.0/16|-|eth2|kernel|link|172.30.255.254|101",
                       "192.168.62.0/24|-|eth1|kernel|link|192.168.62.253|100"}
        << 0;
    QTest::newRow("docker bridges, a trailing blank")
        << "ip_route-3-docker-bridges.txt"
        << QStringList{"172.17.0.0/16|-|docker0|kernel|link|172.17.0.1|-",
                       "172.18.0.0/16|-|br-b4247d00e80c|kernel|link|172.18.0.1|-",
                       "172.19.0.0/16|-|br-acd7d3307ea3|kernel|link|172.19.0.1|-"}
        << 0;
    // Older iproute2 put two blanks between pairs; the poster masked the
    // public addresses as x.y.z: the masked destination is a warning, the
    // masked gateway is kept as written.
    QTest::newRow("old spacing, masked addresses")
        << "ip_route-4-old-spacing-masked.txt"
        << QStringList{"default|x.y.z.17|eth0|-|-|-|-", "10.0.0.0/24|-|tun0|kernel|link|10.0.0.22|-"} << 1;
}

void TestIpRouteParser::text()
{
    QFETCH(QString, file);
    QFETCH(QStringList, routes);
    QFETCH(int, warnings);
    const auto r = IpRouteParser::parse(railyard::testsupport::sample(file));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QStringList got;
    const QString none = QStringLiteral("-");
    for (const IpRoute &route : r->routes)
        got << QStringList{route.dst,
                           route.gateway.value_or(none),
                           route.dev.value_or(none),
                           route.protocol.value_or(none),
                           route.scope.value_or(none),
                           route.prefsrc.value_or(none),
                           route.metric ? QString::number(*route.metric) : none}
                   .join(QLatin1Char('|'));
    QCOMPARE(got, routes);
    QCOMPARE(r->warnings.size(), warnings);
}

// An octet above 255 is no address (a typo, or an edit of a pasted
// text): the line is shaped like a route, so it is a warning, never a
// route to a place that cannot exist (the old pattern took any three digits).
void TestIpRouteParser::impossibleDestinationIsAWarning()
{
    const auto r = IpRouteParser::parse(
        QStringLiteral("default via 192.168.1.1 dev eth0 proto static\n"
                       "192.168.300.0/24 dev eth0 proto kernel scope link src 192.168.1.5\n"
                       "fe80::/64 dev eth0 proto kernel metric 256 pref medium\n"));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->routes.size(), 2);
    QVERIFY(r->routes.at(0).isDefault());
    QCOMPARE(r->routes.at(1).dst, QStringLiteral("fe80::/64"));
    QCOMPARE(r->warnings.size(), 1);
    QCOMPARE(r->warnings.first().line, 2);
}

QTEST_GUILESS_MAIN(TestIpRouteParser)
#include "tst_iprouteparser.moc"
