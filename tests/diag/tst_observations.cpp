// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/observations.h"

#include <QTest>

using namespace railyard;
using namespace railyard::diag;

namespace {

probe::EthtoolModule module(const QString &pn)
{
    probe::EthtoolModule m;
    m.vendorPn = pn;
    return m;
}

model::Cluster pair()
{
    model::Cluster c;
    c.topology = model::Topology::Direct;
    for (int i = 1; i <= 2; ++i)
        c.nodes.append(
            model::Node{QStringLiteral("spark-%1").arg(i), QStringLiteral("10.0.0.%1").arg(i), {}, 22, {}});
    return c;
}

} // namespace

class TstObservations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The inventory read again after a cable was pulled: ethtool -m found
    // no module on the rails of that port. The older reading of that
    // module must not survive the newer reading of the same tool, or the
    // rules would still judge a module that is no longer there.
    void newerReadingReplacesTheToolWhole()
    {
        NodeObservations older;
        older.node = QStringLiteral("spark-1");
        older.modules.insert(QStringLiteral("enp1s0f0np0"), module(QStringLiteral("MCP7H00-G001")));
        older.modules.insert(QStringLiteral("enp1s0f1np1"), module(QStringLiteral("MCP1650-V001E30")));
        older.perftest.insert(QStringLiteral("rocep1s0f0"), probe::PerftestResult{});
        older.lspci = probe::LspciResult{};

        NodeObservations newer;
        newer.node = older.node;
        newer.modules.insert(QStringLiteral("enp1s0f1np1"), module(QStringLiteral("MCP1650-V001E30")));
        newer.perftest.insert(QStringLiteral("roceP2p1s0f0"), probe::PerftestResult{});

        older.takeNewer(newer);
        QCOMPARE(older.modules.keys(), QStringList{QStringLiteral("enp1s0f1np1")});
        // Perftest legs are separate runs: each keeps its own result.
        QCOMPARE(older.perftest.keys(),
                 QStringList({QStringLiteral("roceP2p1s0f0"), QStringLiteral("rocep1s0f0")}));
        // What the newer reading did not read at all stays.
        QVERIFY(older.lspci);

        // A tool the newer reading did not run (empty) leaves the older.
        older.takeNewer(NodeObservations{});
        QCOMPARE(older.modules.size(), 1);
    }

    void statsSamplesAreAppended()
    {
        NodeObservations n;
        NodeObservations first;
        first.ethtoolStats[QStringLiteral("enp1s0f0np0")].append(EthtoolSample{{}, 1.0});
        NodeObservations second;
        second.ethtoolStats[QStringLiteral("enp1s0f0np0")].append(EthtoolSample{{}, 2.0});
        n.takeNewer(first);
        n.takeNewer(second);
        const QList<EthtoolSample> samples = n.ethtoolStats.value(QStringLiteral("enp1s0f0np0"));
        QCOMPARE(samples.size(), 2);
        QCOMPARE(*samples.at(0).timeS, 1.0);
        QCOMPARE(*samples.at(1).timeS, 2.0);
    }

    // A cluster changed so that it can no longer be planned must not keep
    // the previous cluster's plan: the plan rules would judge the nodes
    // against addresses nobody will apply.
    void judgeAgainstSetsAndClearsThePlan()
    {
        Observations o;
        model::Cluster c = pair();
        o.judgeAgainst(c);
        QVERIFY(o.cluster);
        QCOMPARE(o.cluster->nodes.size(), 2);
        QVERIFY(o.plan);
        QCOMPARE(o.plan->nodes.size(), 2);

        c.options.mtu = 100; // below what the planner accepts
        o.judgeAgainst(c);
        QCOMPARE(*o.cluster, c);
        QVERIFY(!o.plan);
    }
};

QTEST_GUILESS_MAIN(TstObservations)
#include "tst_observations.moc"
