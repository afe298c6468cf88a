// SPDX-License-Identifier: GPL-3.0-or-later
// Which words of iproute2's text output are addresses. The rows are words
// from the real `ip neigh` and `ip route` samples (tests/data/samples) and
// the near misses a pasted text holds around them.
#include "probe/ipaddresstext.h"

#include <QTest>

using railyard::probe::IpAddressText;
using Suffix = railyard::probe::IpAddressText::Suffix;

Q_DECLARE_METATYPE(railyard::probe::IpAddressText::Suffix)

class TestIpAddressText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void isAddress_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<Suffix>("suffix");
        QTest::addColumn<bool>("address");
        QTest::newRow("ipv4") << "192.168.100.11" << Suffix::None << true;
        QTest::newRow("ipv4 zeros") << "0.0.0.0" << Suffix::None << true;
        QTest::newRow("octet above 255") << "192.168.300.1" << Suffix::None << false;
        QTest::newRow("three octets") << "192.168.1" << Suffix::None << false;
        QTest::newRow("masked octets") << "x.y.z.16" << Suffix::None << false;
        QTest::newRow("four digits") << "1921.168.1.1" << Suffix::None << false;
        QTest::newRow("route prefix") << "10.99.0.0/16" << Suffix::Prefix << true;
        QTest::newRow("prefix not allowed") << "10.99.0.0/16" << Suffix::None << false;
        QTest::newRow("ipv4 prefix 33") << "10.0.0.0/33" << Suffix::Prefix << false;
        QTest::newRow("empty prefix") << "10.0.0.0/" << Suffix::Prefix << false;
        QTest::newRow("ipv6 link-local") << "fe80::a288:c2ff:fe5a:1b2c" << Suffix::None << true;
        QTest::newRow("ipv6 full") << "2001:db8:0:0:0:0:0:1" << Suffix::None << true;
        QTest::newRow("ipv6 loopback") << "::1" << Suffix::None << true;
        QTest::newRow("ipv6 any") << "::" << Suffix::None << true;
        QTest::newRow("ipv6 route") << "fe80::/64" << Suffix::Prefix << true;
        QTest::newRow("ipv6 prefix 129") << "fe80::/129" << Suffix::Prefix << false;
        QTest::newRow("ipv6 mapped ipv4") << "::ffff:192.0.2.1" << Suffix::None << true;
        QTest::newRow("ipv6 two compressions") << "fe80::1::2" << Suffix::None << false;
        QTest::newRow("ipv6 five digits") << "fe800::1" << Suffix::None << false;
        QTest::newRow("ipv6 nine groups") << "1:2:3:4:5:6:7:8:9" << Suffix::None << false;
        QTest::newRow("ipv6 seven groups, no ::") << "1:2:3:4:5:6:7" << Suffix::None << false;
        QTest::newRow("ipv6 scope") << "fe80::1%enp1s0f0np0" << Suffix::Scope << true;
        QTest::newRow("scope not allowed") << "fe80::1%enp1s0f0np0" << Suffix::None << false;
        QTest::newRow("ipv4 scope") << "10.0.0.1%eth0" << Suffix::Scope << false;
        QTest::newRow("time of day") << "12:30:45" << Suffix::None << false;
        QTest::newRow("mac address") << "a0:88:c2:5a:1b:2c" << Suffix::None << false;
        QTest::newRow("word") << "default" << Suffix::Prefix << false;
        QTest::newRow("empty") << "" << Suffix::None << false;
    }
    void isAddress()
    {
        QFETCH(QString, word);
        QFETCH(Suffix, suffix);
        QFETCH(bool, address);
        QCOMPARE(IpAddressText::isAddress(word, suffix), address);
    }
};

QTEST_GUILESS_MAIN(TestIpAddressText)
#include "tst_ipaddresstext.moc"
