// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/ipneighparser.h"
#include "sampledata.h"

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
    void text_data();
    void text();
    void unknownWordIsAWarning();
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
    QTest::newRow("prose starting with an address") << "10.0.0.1 is the gateway\n" << 1;
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

void TestIpNeighParser::text_data()
{
    // Real `ip neigh` text: each entry as "dst/dev/lladdr/STATE", "-" for absent.
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("entries");
    QTest::newRow("bracket prompt") << "ip_neigh-1-bracket-prompt.txt"
                                    << QStringList{"10.3.1.254/enp0s8/08:00:27:87:d0:62/STALE",
                                                   "10.3.1.1/enp0s8/0a:00:27:00:00:00/REACHABLE"};
    QTest::newRow("FAILED without lladdr (WSL)")
        << "ip_neigh-2-wsl-failed-prompt.txt" << QStringList{"172.28.32.1/eth0/-/FAILED"};
    QTest::newRow("STALE and DELAY") << "ip_neigh-3-delay-prompt.txt"
                                     << QStringList{"10.0.2.3/enp0s3/52:54:00:12:35:03/STALE",
                                                    "10.0.2.2/enp0s3/52:54:00:12:35:02/DELAY"};
    QTest::newRow("show dev X: no dev field")
        << "ip_neigh-4-dev-filter-no-dev-field.txt" << QStringList{"10.1.16.0/-/5e:f8:4f:00:e3:37/PERMANENT"};
    QTest::newRow("re-aligned with tabs, a note below")
        << "ip_neigh-5-realigned-annotated.txt"
        << QStringList{"10.0.2.2/enp0s3/52:54:00:12:35:02/STALE", "10.1.1.3/enp0s8/08:00:27:fa:54:bb/STALE",
                       "10.1.1.1/enp0s8/0a:00:27:00:00:36/DELAY"};
}

void TestIpNeighParser::text()
{
    QFETCH(QString, file);
    QFETCH(QStringList, entries);
    const auto r = IpNeighParser::parse(railyard::testsupport::sample(file));
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QStringList got;
    for (const IpNeighbour &n : r->neighbours)
        got << QStringLiteral("%1/%2/%3/%4")
                   .arg(n.dst, n.dev.value_or(QStringLiteral("-")), n.lladdr.value_or(QStringLiteral("-")),
                        n.state.join(QLatin1Char(',')));
    QCOMPARE(got, entries);
    QVERIFY(r->warnings.isEmpty());
}

void TestIpNeighParser::unknownWordIsAWarning()
{
    const auto r = IpNeighParser::parse(
        QStringLiteral("fe80::1 dev enp1s0f1np1 lladdr 30:c5:99:3e:6a:14 router used 5/5/2 probes 1 STALE\n"
                       "192.168.100.11 dev enp1s0f1np1 lladdr 30:c5:99:3e:6a:15 sparkling REACHABLE\n"));
    QVERIFY(r.hasValue());
    QCOMPARE(r->neighbours.size(), 2);
    QVERIFY(r->neighbours.first().router);
    QCOMPARE(r->neighbours.first().state, QStringList{QStringLiteral("STALE")});
    QCOMPARE(r->warnings.size(), 1);
    QCOMPARE(r->warnings.first().line, 2);
    QVERIFY(r->warnings.first().reason.contains(QLatin1String("sparkling")));
}

QTEST_GUILESS_MAIN(TestIpNeighParser)
#include "tst_ipneighparser.moc"
