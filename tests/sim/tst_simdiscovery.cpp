// SPDX-License-Identifier: GPL-3.0-or-later
// Cabling discovery (core/inventory) against the bare in-process simulator:
// its ping fills the neighbour tables, so the wiring (and its faults) is
// found without any test shim.
#include "inventory/cablingdiscovery.h"
#include "sim/scenariocatalog.h"
#include "sim/simbackendfactory.h"

#include <QSignalSpy>
#include <QTest>

using namespace railyard;

class TestSimDiscovery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wiringIsFound_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QStringList>("cables");
        QTest::newRow("healthy-pair") << "healthy-pair" << QStringList{"spark-1:0 <-> spark-2:0"};
        QTest::newRow("crossed-pair") << "crossed-pair" << QStringList{"spark-1:0 <-> spark-2:1"};
        QTest::newRow("one-rail-pair") << "one-rail-pair" << QStringList{"spark-1:0 <-> spark-2:0"};
        QTest::newRow("healthy-switch2")
            << "healthy-switch2" << QStringList{"spark-1:0 <-> switch", "spark-2:0 <-> switch"};
        QTest::newRow("wrong-order-ring4")
            << "wrong-order-ring4"
            << QStringList{"spark-1:0 <-> spark-3:1", "spark-2:0 <-> spark-4:1", "spark-3:0 <-> spark-2:1",
                           "spark-4:0 <-> spark-1:1"};
    }

    void wiringIsFound()
    {
        QFETCH(QString, scenario);
        QFETCH(QStringList, cables);
        QObject owner;
        auto backend = sim::SimBackendFactory::create(scenario, 20.0, &owner);
        QVERIFY(backend);
        inventory::CablingDiscovery discovery(backend->runner);
        QSignalSpy done(&discovery, &inventory::CablingDiscovery::finished);
        discovery.start(backend->model);
        QVERIFY(done.wait(15000) || !done.isEmpty());
        QStringList found;
        for (const inventory::DiscoveredCable &c : discovery.result().cables) {
            const model::Cable cable = c.toCable();
            found << cable.a.toString() + QStringLiteral(" <-> ") +
                         (cable.b ? cable.b->toString() : QStringLiteral("switch"));
        }
        QCOMPARE(found, cables);
    }
};

QTEST_GUILESS_MAIN(TestSimDiscovery)
#include "tst_simdiscovery.moc"
