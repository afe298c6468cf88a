// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/cablingdiscovery.h"
#include "shimtransport.h"
#include "sim/scenariocatalog.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace railyard;
using inventory::CablingDiscovery;
using inventory::DiscoveredCable;
using inventory::DiscoveryResult;

namespace {

DiscoveryResult discover(const QString &scenario, bool shim, QObject *parent)
{
    auto backend = sim::SimBackendFactory::create(scenario, 1.0, parent);
    if (!backend)
        qFatal("unknown scenario %s", qPrintable(scenario));
    remote::CommandRunner *runner = shim ? testing::shimRunner(backend.value(), parent) : backend->runner;
    CablingDiscovery discovery(runner);
    QSignalSpy done(&discovery, &CablingDiscovery::finished);
    discovery.start(backend->model);
    if (!done.wait(15000) && done.isEmpty())
        qFatal("discovery did not finish");
    return discovery.result();
}

QStringList ids(const DiscoveryResult &r)
{
    QStringList out;
    for (const diag::Finding &f : r.findings)
        out << f.id;
    return out;
}

QStringList cableTexts(const QList<model::Cable> &cables)
{
    QStringList out;
    for (const model::Cable &c : cables)
        out << c.a.toString() + QStringLiteral(" <-> ") + (c.b ? c.b->toString() : QStringLiteral("switch"));
    return out;
}

} // namespace

class TstCablingDiscovery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void healthyReproducesWiring_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<bool>("shim");
        for (const char *s : {"healthy-pair", "healthy-triangle", "healthy-ring4", "healthy-switch8"}) {
            QTest::newRow(qPrintable(QStringLiteral("%1-with-ping").arg(QLatin1String(s))))
                << QString::fromLatin1(s) << true;
            QTest::newRow(qPrintable(QStringLiteral("%1-bare-simulator").arg(QLatin1String(s))))
                << QString::fromLatin1(s) << false;
        }
    }

    void healthyReproducesWiring()
    {
        QFETCH(QString, scenario);
        QFETCH(bool, shim);
        const DiscoveryResult r = discover(scenario, shim, this);
        const sim::Scenario s = sim::ScenarioCatalog::byName(scenario).value();
        QList<model::Cable> found;
        for (const DiscoveredCable &c : r.cables) {
            QCOMPARE(c.railsUp, (QList<int>{1, 2}));
            QVERIFY(c.insideCluster());
            QVERIFY(!c.evidence.isEmpty());
            found << c.toCable();
        }
        QCOMPARE(cableTexts(found), cableTexts(s.intendedCables()));
        QVERIFY2(r.findings.isEmpty(), qPrintable(ids(r).join(QLatin1Char(','))));
        QVERIFY(!r.hasErrors());
        if (shim)
            QVERIFY2(r.notes.isEmpty(), qPrintable(r.notes.join(QLatin1Char('\n'))));
        for (const auto &inv : r.inventories)
            QVERIFY(inv.reachable);
    }

    void faultsAreFound_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("finding");
        QTest::addColumn<QString>("severity");
        QTest::addColumn<QStringList>("cables");
        QTest::newRow("crossed-pair")
            << QStringLiteral("crossed-pair") << QStringLiteral("cabling-direct-port-mismatch")
            << QStringLiteral("error") << QStringList{QStringLiteral("spark-1:0 <-> spark-2:1")};
        QTest::newRow("one-rail-pair")
            << QStringLiteral("one-rail-pair") << QStringLiteral("cable-one-rail") << QStringLiteral("error")
            << QStringList{QStringLiteral("spark-1:0 <-> spark-2:0")};
        QTest::newRow("missing-cable-ring4")
            << QStringLiteral("missing-cable-ring4") << QStringLiteral("cabling-missing-cable")
            << QStringLiteral("error")
            << QStringList{QStringLiteral("spark-1:0 <-> spark-2:1"),
                           QStringLiteral("spark-2:0 <-> spark-3:1"),
                           QStringLiteral("spark-4:0 <-> spark-1:1")};
        QTest::newRow("wrong-order-ring4")
            << QStringLiteral("wrong-order-ring4") << QStringLiteral("cabling-wrong-neighbour-order")
            << QStringLiteral("warning")
            << QStringList{
                   QStringLiteral("spark-1:0 <-> spark-3:1"), QStringLiteral("spark-2:0 <-> spark-4:1"),
                   QStringLiteral("spark-3:0 <-> spark-2:1"), QStringLiteral("spark-4:0 <-> spark-1:1")};
    }

    void faultsAreFound()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, finding);
        QFETCH(QString, severity);
        QFETCH(QStringList, cables);
        const DiscoveryResult r = discover(scenario, true, this);
        QList<model::Cable> found;
        for (const DiscoveredCable &c : r.cables)
            found << c.toCable();
        QCOMPARE(cableTexts(found), cables);
        const auto it = std::find_if(r.findings.cbegin(), r.findings.cend(),
                                     [&](const diag::Finding &f) { return f.id == finding; });
        QVERIFY2(it != r.findings.cend(), qPrintable(ids(r).join(QLatin1Char(','))));
        QCOMPARE(model::severityName(it->severity), severity);
        QVERIFY(!it->fix.isEmpty());
        QCOMPARE(r.hasErrors(), severity == QLatin1String("error"));

        const QJsonObject json = r.toJson();
        QCOMPARE(json.value("cables").toArray().size(), cables.size());
        const QJsonObject first = json.value("cables").toArray().first().toObject();
        QCOMPARE(first.value("a").toObject().value("node").toString(), QStringLiteral("spark-1"));
        QCOMPARE(first.value("rails_up").toInt(), scenario == QLatin1String("one-rail-pair") ? 1 : 2);
        QVERIFY(!json.value("findings").toArray().isEmpty());
    }

    void missingCablePorts()
    {
        const DiscoveryResult r = discover(QStringLiteral("missing-cable-ring4"), true, this);
        QStringList objects;
        for (const diag::Finding &f : r.findings) {
            if (f.id == QLatin1String("cabling-missing-cable"))
                objects << f.object.node + QLatin1Char(':') + QString::number(f.object.port.value_or(-1));
        }
        objects.sort();
        QCOMPARE(objects, (QStringList{QStringLiteral("spark-3:0"), QStringLiteral("spark-4:1")}));
    }

    void unreachableNodeStillDiscoversFromTheOtherSide()
    {
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 1.0, this);
        QVERIFY(backend);
        remote::CommandRunner *runner = testing::shimRunner(backend.value(), this);
        static_cast<testing::ShimTransport *>(runner->transport(QStringLiteral("spark-2")))->unreachable =
            true;
        CablingDiscovery discovery(runner);
        QSignalSpy inv(&discovery, &CablingDiscovery::inventoryFinished);
        QSignalSpy done(&discovery, &CablingDiscovery::finished);
        discovery.start(backend->model);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 15000);
        QCOMPARE(inv.count(), 1);
        const DiscoveryResult &r = discovery.result();
        QVERIFY(ids(r).contains(QStringLiteral("discovery-node-failed")));
        QVERIFY(r.hasErrors());
        // spark-1 sees a MAC nobody in the inventory owns: spark-2 could not be read.
        QCOMPARE(r.cables.size(), 1);
        QCOMPARE(r.cables.first().farEnd, DiscoveredCable::FarEnd::Outside);
    }
};

QTEST_GUILESS_MAIN(TstCablingDiscovery)
#include "tst_cablingdiscovery.moc"
