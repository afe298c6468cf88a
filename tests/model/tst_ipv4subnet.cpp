// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ipv4subnet.h"

#include <QTest>

using namespace railyard::model;

class TstIpv4Subnet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("normalised");
        QTest::newRow("default-pool") << "10.231.0.0/19" << true << "10.231.0.0/19";
        QTest::newRow("home-lan") << "192.168.1.0/24" << true << "192.168.1.0/24";
        QTest::newRow("host-bits-set") << "10.0.0.5/24" << false << "";
        QTest::newRow("no-prefix") << "10.0.0.0" << false << "";
        QTest::newRow("prefix-33") << "10.0.0.0/33" << false << "";
        QTest::newRow("octet-256") << "10.0.256.0/24" << false << "";
        QTest::newRow("short-form") << "10.1/16" << false << "";
        QTest::newRow("leading-zero") << "010.0.0.0/8" << false << "";
        QTest::newRow("shell-text") << "$(reboot)/24" << false << "";
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(QString, normalised);
        const auto s = Ipv4Subnet::parse(text);
        QCOMPARE(s.hasValue(), valid);
        if (valid)
            QCOMPARE(s->toString(), normalised);
        else
            QVERIFY(!s.error().message.isEmpty());
    }

    void overlaps_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("overlap");
        QTest::newRow("inside") << "10.231.0.0/19" << "10.231.5.0/24" << true;
        QTest::newRow("disjoint") << "10.231.0.0/24" << "10.231.1.0/24" << false;
        QTest::newRow("default-route") << "0.0.0.0/0" << "10.231.1.0/24" << true;
        QTest::newRow("adjacent-19s") << "10.231.0.0/19" << "10.231.32.0/19" << false;
    }
    void overlaps()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, overlap);
        const auto x = Ipv4Subnet::parse(a);
        const auto y = Ipv4Subnet::parse(b);
        QVERIFY(x && y);
        QCOMPARE(x->overlaps(*y), overlap);
        QCOMPARE(y->overlaps(*x), overlap);
    }
};

QTEST_GUILESS_MAIN(TstIpv4Subnet)
#include "tst_ipv4subnet.moc"
