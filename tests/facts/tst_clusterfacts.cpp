// SPDX-License-Identifier: GPL-3.0-or-later
// A session's facts: what each addition brings shows in the next findings()
// (they are computed once per change, so a stale list would hide it), a
// finding the rules also derive is listed once, and two programs missing on
// one node stay two findings.
#include "facts/clusterfacts.h"
#include "inventory/discoveryresult.h"
#include "measure/testsuite.h"

#include <QTest>

using namespace railyard;

namespace {

QStringList ids(const QList<diag::Finding> &findings)
{
    QStringList out;
    for (const diag::Finding &f : findings)
        out << f.id + QLatin1Char(' ') + f.object.toString() + QLatin1Char(' ') + f.evidence.value(0).value;
    return out;
}

} // namespace

class TstClusterFacts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyAdditionShows()
    {
        facts::ClusterFacts facts;
        QVERIFY(facts.findings().isEmpty());

        inventory::DiscoveryResult discovery;
        diag::Finding silent;
        silent.id = QStringLiteral("neighbour-silent");
        silent.object = diag::FindingObject::forPort(QStringLiteral("spark-1"), 0);
        discovery.findings = {silent, silent};
        facts.addDiscovery(discovery);
        QCOMPARE(ids(facts.findings()), QStringList{QStringLiteral("neighbour-silent spark-1 port 0 ")});

        measure::TestSuiteResults results;
        results.toolsMissing << measure::ToolMissing{QStringLiteral("spark-2"),
                                                     QStringLiteral("ib_write_bw"),
                                                     {}}
                             << measure::ToolMissing{QStringLiteral("spark-2"), QStringLiteral("mpirun"), {}};
        facts.addTests(results);
        const QStringList after = ids(facts.findings());
        QCOMPARE(after.size(), 3);
        QCOMPARE(after.filter(QStringLiteral("tool-missing spark-2 ")).size(), 2);

        // The same results again add nothing; clear() forgets everything.
        facts.addTests(results);
        QCOMPARE(facts.findings().size(), 3);
        facts.clear();
        QVERIFY(facts.findings().isEmpty());
    }
};

QTEST_MAIN(TstClusterFacts)
#include "tst_clusterfacts.moc"
