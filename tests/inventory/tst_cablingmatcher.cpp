// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/cablingmatcher.h"
#include "inventory/discoveryrules.h"
#include "inventory/lldpparser.h"

#include <QTest>

using namespace railyard;
using inventory::CablingMatcher;
using inventory::DiscoveredCable;
using inventory::NodeInventory;

namespace {

// Two nodes whose MACs follow the simulator's pattern 30:c5:99:3e:NN:xx.
NodeInventory node(const QString &name, int n)
{
    NodeInventory inv;
    inv.node = name;
    inv.hostname = name;
    static const char *low[4] = {"13", "17", "14", "18"};
    for (int i = 0; i < 4; ++i) {
        inv.netdevs[i].present = true;
        inv.netdevs[i].mac =
            QStringLiteral("30:c5:99:3e:%1:%2").arg(n, 2, 10, QLatin1Char('0')).arg(QLatin1String(low[i]));
    }
    return inv;
}

probe::IpNeighbour neigh(const QString &dev, const QString &mac,
                         const QString &state = QStringLiteral("STALE"))
{
    probe::IpNeighbour n;
    n.dst = QStringLiteral("fe80::1");
    n.dev = dev;
    n.lladdr = mac;
    n.state = {state};
    return n;
}

model::Cluster pair()
{
    model::Cluster c;
    c.topology = model::Topology::Direct;
    c.nodes = {model::Node{QStringLiteral("a"), QStringLiteral("10.0.0.1"), {}, 22, {}},
               model::Node{QStringLiteral("b"), QStringLiteral("10.0.0.2"), {}, 22, {}}};
    return c;
}

} // namespace

class TstCablingMatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void unknownNeighbourIsOutsideTheCluster()
    {
        const QList<NodeInventory> invs{node(QStringLiteral("a"), 1), node(QStringLiteral("b"), 2)};
        QMap<QString, probe::IpNeighResult> tables;
        // a:0 goes to b:0 on both rails; a:1 sees a stranger; FAILED entries are ignored.
        tables[QStringLiteral("a")].neighbours = {
            neigh(QStringLiteral("enp1s0f0np0"), QStringLiteral("30:C5:99:3E:02:13")),
            neigh(QStringLiteral("enP2p1s0f0np0"), QStringLiteral("30:c5:99:3e:02:17")),
            neigh(QStringLiteral("enp1s0f1np1"), QStringLiteral("aa:bb:cc:00:00:01")),
            neigh(QStringLiteral("enP2p1s0f1np1"), QStringLiteral("30:c5:99:3e:02:14"),
                  QStringLiteral("FAILED"))};
        const QList<DiscoveredCable> cables = CablingMatcher::match(pair(), invs, tables);
        QCOMPARE(cables.size(), 2);
        QCOMPARE(cables[0].farEnd, DiscoveredCable::FarEnd::Node);
        QCOMPARE(cables[0].b->toString(), QStringLiteral("b:0"));
        QCOMPARE(cables[0].railsUp, (QList<int>{1, 2}));
        QCOMPARE(cables[1].farEnd, DiscoveredCable::FarEnd::Outside);
        QCOMPARE(cables[1].a.toString(), QStringLiteral("a:1"));
        QCOMPARE(cables[1].farDevices, QStringList{QStringLiteral("aa:bb:cc:00:00:01")});
        QCOMPARE(cables[1].railsUp, QList<int>{1});

        const QList<diag::Finding> f = inventory::DiscoveryRules::evaluate(pair(), cables, invs);
        QStringList ids;
        for (const diag::Finding &x : f)
            ids << x.id;
        QCOMPARE(ids, QStringList{QStringLiteral("neighbour-outside-cluster")});
        QCOMPARE(f.first().object.port, std::optional<int>(1));
    }

    void silentLinkIsReported()
    {
        QList<NodeInventory> invs{node(QStringLiteral("a"), 1), node(QStringLiteral("b"), 2)};
        invs[0].rail(model::Rail(1, 1)).carrier = true;
        QMap<QString, probe::IpNeighResult> tables;
        tables[QStringLiteral("a")].neighbours = {
            neigh(QStringLiteral("enp1s0f0np0"), QStringLiteral("30:c5:99:3e:02:13")),
            neigh(QStringLiteral("enP2p1s0f0np0"), QStringLiteral("30:c5:99:3e:02:17"))};
        const QList<DiscoveredCable> cables = CablingMatcher::match(pair(), invs, tables);
        QCOMPARE(cables.size(), 2);
        QCOMPARE(cables[1].farEnd, DiscoveredCable::FarEnd::Silent);
        QCOMPARE(cables[1].railsUp, QList<int>{1});
    }

    void lldpNamesThePeerPort()
    {
        const QByteArray json = R"({"lldp": {"interface": [
            {"enp1s0f0np0": {"via": "LLDP", "chassis": {"b": {"id": {"type": "mac", "value": "30:c5:99:3e:02:10"}}},
                             "port": {"id": {"type": "ifname", "value": "enp1s0f1np1"}, "descr": "enp1s0f1np1"}}},
            {"enP2p1s0f0np0": {"via": "LLDP", "chassis": {"id": {"type": "mac", "value": "00:11:22:33:44:55"}, "name": "sw-1"},
                               "port": {"id": {"type": "mac", "value": "00:11:22:33:44:66"}}}}]}})";
        auto parsed = inventory::LldpParser::parse(json);
        QVERIFY(parsed);
        QCOMPARE(parsed->size(), 2);
        QCOMPARE(parsed->at(0).chassisName, QStringLiteral("b"));
        QCOMPARE(parsed->at(0).portIdType, QStringLiteral("ifname"));
        QCOMPARE(parsed->at(1).chassisName, QStringLiteral("sw-1"));
        QCOMPARE(parsed->at(1).portId, QStringLiteral("00:11:22:33:44:66"));
        QVERIFY(!inventory::LldpParser::parse("not json"));

        const QList<NodeInventory> invs{node(QStringLiteral("a"), 1), node(QStringLiteral("b"), 2)};
        QMap<QString, QList<inventory::LldpNeighbour>> lldp{{QStringLiteral("a"), {parsed->at(0)}}};
        const QList<DiscoveredCable> cables = CablingMatcher::match(pair(), invs, {}, lldp);
        QCOMPARE(cables.size(), 1);
        QCOMPARE(cables[0].a.toString(), QStringLiteral("a:0"));
        QCOMPARE(cables[0].b->toString(), QStringLiteral("b:1"));
        QCOMPARE(cables[0].railsUp, QList<int>{1});
    }
};

QTEST_GUILESS_MAIN(TstCablingMatcher)
#include "tst_cablingmatcher.moc"
