// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/ipneighparser.h"

#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;

class TestIpNeighParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void json();
    void withoutDev();
    void errors_data();
    void errors();
};

void TestIpNeighParser::json()
{
    const auto result = IpNeighParser::parse(QStringLiteral(
        R"([{"dst":"192.168.100.11","dev":"enp1s0f1np1","lladdr":"30:c5:99:3e:6a:14","state":["REACHABLE"]},)"
        R"({"dst":"192.168.1.1","dev":"enP7s7","lladdr":"aa:bb:cc:dd:ee:ff","router":null,"state":["STALE"]},)"
        R"({"dst":"192.168.100.12","dev":"enp1s0f1np1","state":["FAILED"]}])"));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->neighbours.size(), 3);
    QCOMPARE(result->neighbours.at(0).dst, QStringLiteral("192.168.100.11"));
    QCOMPARE(result->neighbours.at(0).dev.value_or(QString()), QStringLiteral("enp1s0f1np1"));
    QCOMPARE(result->neighbours.at(0).lladdr.value_or(QString()), QStringLiteral("30:c5:99:3e:6a:14"));
    QCOMPARE(result->neighbours.at(0).state, QStringList{QStringLiteral("REACHABLE")});
    QVERIFY(!result->neighbours.at(0).router);
    QVERIFY(result->neighbours.at(1).router);
    QVERIFY(!result->neighbours.at(2).lladdr.has_value());
    QCOMPARE(result->neighbours.at(2).state, QStringList{QStringLiteral("FAILED")});
}

void TestIpNeighParser::withoutDev()
{
    // iproute2 6.1 drops "dev" when the command named it (ip -j neigh show dev X).
    const auto result = IpNeighParser::parse(QStringLiteral(
        "[{\"dst\":\"fe80::1\",\"lladdr\":\"aa:bb:cc:dd:ee:01\",\"state\":[\"STALE\",\"NOARP\"]}]\n"));
    QVERIFY(result.hasValue());
    QCOMPARE(result->neighbours.size(), 1);
    QVERIFY(!result->neighbours.at(0).dev.has_value());
    QCOMPARE(result->neighbours.at(0).state.size(), 2);
    const QJsonObject json = result->toJson().value(QLatin1String("neighbours")).toArray().first().toObject();
    QVERIFY(!json.contains(QLatin1String("dev")));
    QCOMPARE(json.value(QLatin1String("lladdr")).toString(), QStringLiteral("aa:bb:cc:dd:ee:01"));
}

void TestIpNeighParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("text form") << "192.168.1.1 dev eth0 lladdr aa:bb:cc:dd:ee:ff REACHABLE\n" << 1;
    QTest::newRow("truncated") << "[{\"dst\":\"1.2.3.4\",\n" << 2;
    QTest::newRow("no dst") << "[{\"dev\":\"eth0\"}]" << 1;
}

void TestIpNeighParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = IpNeighParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

QTEST_GUILESS_MAIN(TestIpNeighParser)
#include "tst_ipneighparser.moc"
