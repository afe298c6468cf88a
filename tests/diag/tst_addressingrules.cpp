// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/addressingrules.h"
#include "diag/observations.h"
#include "diagtestsupport.h"
#include "model/ipv4subnet.h"

#include <QFile>
#include <QtTest>

using namespace railyard;
using namespace railyard::diag;

using namespace railyard::diag::testsupport;

class TestAddressingRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
};

void TestAddressingRules::rules_data()
{
    QTest::addColumn<Observations>("observations");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<QString>("evidenceValue"); // must appear in the evidence when it fires

    auto addr = [](const QString &name, int mtu, const QString &a1, const QString &a2) {
        // Synthetic ip -j addr: the two rails of port 0.
        const QString json =
            QStringLiteral(
                "[{\"ifindex\":2,\"ifname\":\"enP7s7\",\"flags\":[\"UP\"],\"mtu\":1500,\"operstate\":\"UP\","
                "\"addr_info\":[{\"family\":\"inet\",\"local\":\"192.168.1.10\",\"prefixlen\":24}]},"
                "{\"ifindex\":3,\"ifname\":\"enp1s0f0np0\",\"flags\":[\"UP\"],\"mtu\":%1,\"operstate\":"
                "\"UP\","
                "\"addr_info\":[{\"family\":\"inet\",\"local\":\"%2\",\"prefixlen\":24}]},"
                "{\"ifindex\":5,\"ifname\":\"enP2p1s0f0np0\",\"flags\":[\"UP\"],\"mtu\":%1,\"operstate\":"
                "\"UP\","
                "\"addr_info\":[{\"family\":\"inet\",\"local\":\"%3\",\"prefixlen\":24}]}]")
                .arg(mtu)
                .arg(a1, a2);
        NodeObservations n = named(name);
        n.addresses = ok(probe::IpAddrParser::parse(json));
        return n;
    };
    QTest::newRow("synthetic: same address on both rails")
        << single(addr("spark-1", 9000, "192.168.100.10", "192.168.100.10")) << "duplicate-rail-address"
        << true << "192.168.100.10/24";
    QTest::newRow("synthetic: one /24 per rail, no duplicate")
        << single(addr("spark-1", 9000, "192.168.100.10", "192.168.101.10")) << "duplicate-rail-address"
        << false << QString();
    QTest::newRow("synthetic: twins in 192.168.100.0/24")
        << single(addr("spark-1", 9000, "192.168.100.10", "192.168.100.11")) << "twins-same-subnet" << true
        << "192.168.100.11/24";
    QTest::newRow("synthetic: twins in two subnets")
        << single(addr("spark-1", 9000, "192.168.100.10", "192.168.101.10")) << "twins-same-subnet" << false
        << QString();
    QTest::newRow("synthetic: both rails link-local only")
        << single(addr("spark-1", 9000, "169.254.100.11", "169.254.100.12")) << "link-local-only" << true
        << "169.254.100.11/24";
    QTest::newRow("synthetic: rail 2 link-local only")
        << single(addr("spark-1", 9000, "192.168.100.10", "169.254.100.12")) << "link-local-only" << true
        << "169.254.100.12/24";
    QTest::newRow("synthetic: fixed addresses, no link-local")
        << single(addr("spark-1", 9000, "192.168.100.10", "192.168.101.10")) << "link-local-only" << false
        << QString();
    // Real: ip_j_addr_show-1 (a laptop with wg0 10.10.0.2/24 and 192.168.178.0/24) against a synthetic plan.
    {
        NodeObservations n = named();
        n.addresses = ok(probe::IpAddrParser::parse(sample(QStringLiteral("ip_j_addr_show-1.json"))));
        Observations o = single(n);
        plan::NetworkPlan p;
        p.subnets.append({model::Ipv4Subnet(0x0a0a0000, 24), 1, 0}); // 10.10.0.0/24
        o.plan = p;
        QTest::newRow("ip_j_addr_show-1: plan 10.10.0.0/24 overlaps wg0")
            << o << "plan-subnet-overlap" << true << "10.10.0.2/24";
        o.plan->subnets[0].subnet = model::Ipv4Subnet(0xc0a86400, 24); // 192.168.100.0/24
        QTest::newRow("ip_j_addr_show-1: plan 192.168.100.0/24 is free")
            << o << "plan-subnet-overlap" << false << QString();
    }
    // ARP flux caught by a real kernel (veth in the namespace cluster, both
    // rails of port 0 in 192.168.0.0/24 as NVIDIA's helper sets them):
    // spark-1 holds 192.168.0.4 (spark-2's rail 2) at spark-2's rail-1 MAC.
    {
        NodeObservations a = named(QStringLiteral("spark-1"));
        a.addresses =
            ok(probe::IpAddrParser::parse(sample(QStringLiteral("ip_j_addr-arp-flux-helper-pair-1.json"))));
        a.neighbours =
            ok(probe::IpNeighParser::parse(sample(QStringLiteral("ip_j_neigh-arp-flux-helper-pair-1.json"))));
        NodeObservations b = named(QStringLiteral("spark-2"));
        b.addresses =
            ok(probe::IpAddrParser::parse(sample(QStringLiteral("ip_j_addr-arp-flux-helper-pair-2.json"))));
        Observations o;
        o.nodes = {a, b};
        QTest::newRow("ip_j_neigh-arp-flux-helper-pair-1: .4 answered by rail 1")
            << o << "arp-flux" << true << "30:c5:99:3e:02:13 dev enp1s0f0np0";
        // The same table with the entry for .4 at its own rail's MAC: no flux.
        const QString fixed =
            sample(QStringLiteral("ip_j_neigh-arp-flux-helper-pair-1.json"))
                .replace(QStringLiteral(
                             "\"192.168.0.4\",\"dev\":\"enp1s0f0np0\",\"lladdr\":\"30:c5:99:3e:02:13\""),
                         QStringLiteral(
                             "\"192.168.0.4\",\"dev\":\"enp1s0f0np0\",\"lladdr\":\"30:c5:99:3e:02:17\""));
        o.nodes[0].neighbours = ok(probe::IpNeighParser::parse(fixed));
        QTest::newRow("synthetic: .4 at its own rail's MAC") << o << "arp-flux" << false << QString();
        // Without the peer's addresses nothing says whose MAC it is.
        o.nodes[0].neighbours = a.neighbours;
        o.nodes[1].addresses.reset();
        QTest::newRow("ip_j_neigh-arp-flux-helper-pair-1 without the peer's ip addr")
            << o << "arp-flux" << false << QString();
    }
    // MTU between the ends of an inferred direct cable (two nodes, port 0 each) and vs the plan.
    {
        Observations o;
        NodeObservations a = addr("spark-1", 9000, "192.168.100.10", "192.168.101.10");
        NodeObservations b = addr("spark-2", 1500, "192.168.100.11", "192.168.101.11");
        o.nodes = {a, b};
        o.discoveredCables = QList<model::Cable>{{{"spark-1", 0}, model::CableEnd{"spark-2", 0}}};
        QTest::newRow("synthetic: MTU 9000 vs 1500 across the cable")
            << o << "mtu-mismatch" << true << "1500";
        o.nodes[1] = addr("spark-2", 9000, "192.168.100.11", "192.168.101.11");
        QTest::newRow("synthetic: MTU 9000 on both ends") << o << "mtu-mismatch" << false << QString();
        plan::NetworkPlan p;
        p.mtu = 1500;
        plan::PlannedNode pn;
        pn.name = QStringLiteral("spark-1");
        plan::PlannedInterface pi;
        pi.netdev = QStringLiteral("enp1s0f0np0");
        pn.interfaces.append(pi);
        p.nodes.append(pn);
        o.plan = p;
        QTest::newRow("synthetic: MTU 9000 vs planned 1500") << o << "mtu-plan-mismatch" << true << "9000";
        o.plan->mtu = 9000;
        QTest::newRow("synthetic: MTU as planned") << o << "mtu-plan-mismatch" << false << QString();
    }
}

void TestAddressingRules::rules()
{
    QFETCH(Observations, observations);
    QFETCH(QString, id);
    QFETCH(bool, fires);
    QFETCH(QString, evidenceValue);
    const QList<Finding> findings = AddressingRules::evaluate(observations);
    const Finding *found = nullptr;
    for (const Finding &f : findings) {
        if (f.id == id)
            found = &f;
    }
    QCOMPARE(found != nullptr, fires);
    if (!found)
        return;
    QVERIFY(!found->explanation.isEmpty());
    QVERIFY(!found->fix.isEmpty());
    QStringList values;
    for (const Evidence &e : found->evidence)
        values << e.value;
    QVERIFY2(values.contains(evidenceValue), qPrintable(values.join(QStringLiteral(" | "))));
}

QTEST_GUILESS_MAIN(TestAddressingRules)
#include "tst_addressingrules.moc"
