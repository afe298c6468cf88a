// SPDX-License-Identifier: GPL-3.0-or-later
// Cabling discovery (core/inventory) against the bare in-process simulator:
// its ping fills the neighbour tables, so the wiring (and its faults) is
// found without any test shim.
#include "inventory/cablingdiscovery.h"
#include "inventory/inventorycollector.h"
#include "report/reportitem.h"
#include "sim/dgxosimage.h"
#include "sim/scenariocatalog.h"
#include "sim/simbackendfactory.h"
#include "sim/simcluster.h"
#include "sim/simfilesystem.h"
#include "sim/simnode.h"

#include <QFile>
#include <QJsonDocument>
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

    // The inventory reads every netplan file, another tool's too, and keeps
    // it with its secrets blanked; the command record holds no output.
    void netplanSecretsNeverKept()
    {
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("nvidia-helper-pair"), 20.0, &owner);
        QVERIFY(backend);
        QFile wifi(
            QStringLiteral(RAILYARD_TEST_DATA "/netplan/90-NM-5b1c3f1e-9a57-4a36-8a56-0c2d2f7e9b11.yaml"));
        QVERIFY(wifi.open(QIODevice::ReadOnly));
        const QByteArray secret = "correct horse battery staple";
        const QByteArray content = wifi.readAll();
        QVERIFY(content.contains(secret));
        backend->cluster->node(QStringLiteral("spark-1"))
            ->fileSystem()
            .put(QStringLiteral("/etc/netplan/90-NM-wifi.yaml"), content, 0600);
        report::ReportItem log(report::ItemKind::Step, QStringLiteral("inventory"));
        inventory::InventoryCollector collector(backend->runner);
        QSignalSpy done(&collector, &inventory::InventoryCollector::finished);
        collector.start(backend->model, &log);
        QVERIFY(done.wait(15000) || !done.isEmpty());
        const inventory::NodeInventory inv = collector.results().value(0);
        QCOMPARE(inv.node, QStringLiteral("spark-1"));
        QVERIFY(inv.netplanContentsRead);
        QCOMPARE(inv.netplanFiles.keys(),
                 QStringList({QStringLiteral("01-network-manager-all.yaml"), QStringLiteral("40-cx7.yaml"),
                              sim::SimFileSystem::baseName(sim::DgxOsImage::netplanManagementFile(inv.node)),
                              QStringLiteral("90-NM-wifi.yaml")}));
        QVERIFY(inv.netplanFiles.value(QStringLiteral("40-cx7.yaml")).contains("192.168.0.1/24"));
        const QByteArray kept = inv.netplanFiles.value(QStringLiteral("90-NM-wifi.yaml"));
        QVERIFY(kept.contains("Lab WiFi 5G"));
        QVERIFY2(!kept.contains(secret), kept.constData());
        QVERIFY(!QJsonDocument(log.toJson()).toJson().contains(secret));
        QVERIFY(!QJsonDocument(inv.toJson()).toJson().contains(secret));
    }
};

QTEST_GUILESS_MAIN(TestSimDiscovery)
#include "tst_simdiscovery.moc"
