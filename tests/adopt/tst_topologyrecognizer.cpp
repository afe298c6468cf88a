// SPDX-License-Identifier: GPL-3.0-or-later
#include "adopt/topologyrecognizer.h"
#include "inventory/discoveredcable.h"

#include <QTest>

using namespace railyard;
using adopt::RecognizedTopology;
using adopt::TopologyRecognizer;
using inventory::DiscoveredCable;

namespace {

// "a:0-b:1" a direct cable, "a:0-sw" a port on a switch, "a:0-out" one
// seeing only devices outside the cluster.
QList<DiscoveredCable> cables(const QStringList &specs)
{
    QList<DiscoveredCable> out;
    for (const QString &spec : specs) {
        const QString a = spec.section(QLatin1Char('-'), 0, 0);
        const QString b = spec.section(QLatin1Char('-'), 1, 1);
        DiscoveredCable c;
        c.a = {a.section(QLatin1Char(':'), 0, 0), a.section(QLatin1Char(':'), 1, 1).toInt()};
        if (b == QLatin1String("sw")) {
            c.farEnd = DiscoveredCable::FarEnd::Switch;
        } else if (b == QLatin1String("out")) {
            c.farEnd = DiscoveredCable::FarEnd::Outside;
        } else {
            c.b =
                model::CableEnd{b.section(QLatin1Char(':'), 0, 0), b.section(QLatin1Char(':'), 1, 1).toInt()};
        }
        c.railsUp = {1, 2};
        out.append(c);
    }
    return out;
}

} // namespace

class TstTopologyRecognizer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recognize_data()
    {
        QTest::addColumn<QStringList>("nodes");
        QTest::addColumn<QStringList>("found");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<bool>("recognised");
        QTest::addColumn<QStringList>("order");
        QTest::addColumn<int>("port");
        QTest::addColumn<bool>("asExpected");
        QTest::addColumn<int>("cableCount");
        const QStringList two{"a", "b"}, three{"a", "b", "c"}, four{"a", "b", "c", "d"};
        QTest::newRow("pair port 0") << two << QStringList{"a:0-b:0"} << "direct" << true << two << 0 << true
                                     << 1;
        QTest::newRow("pair port 1, listed from b")
            << two << QStringList{"b:1-a:1"} << "direct" << true << two << 1 << true << 1;
        QTest::newRow("pair seen from both ends once each")
            << two << QStringList{"a:0-b:0", "b:0-a:0"} << "direct" << true << two << 0 << true << 1;
        QTest::newRow("crossed pair")
            << two << QStringList{"a:0-b:1"} << "direct" << true << two << 0 << false << 1;
        QTest::newRow("second cable")
            << two << QStringList{"a:0-b:0", "a:1-b:1"} << "direct" << true << two << 0 << false << 2;
        QTest::newRow("triangle") << three << QStringList{"a:0-b:1", "b:0-c:1", "c:0-a:1"} << "triangle"
                                  << true << three << 0 << true << 3;
        QTest::newRow("triangle listed against the rule")
            << QStringList{"c", "a", "b"} << QStringList{"a:0-b:1", "b:0-c:1", "c:0-a:1"} << "triangle"
            << true << QStringList{"c", "a", "b"} << 0 << true << 3;
        QTest::newRow("ring") << four << QStringList{"a:0-b:1", "b:0-c:1", "c:0-d:1", "d:0-a:1"} << "ring"
                              << true << four << 0 << true << 4;
        QTest::newRow("ring cabled 1-3-2-4")
            << four << QStringList{"a:0-c:1", "c:0-b:1", "b:0-d:1", "d:0-a:1"} << "ring" << true
            << QStringList{"a", "c", "b", "d"} << 0 << true << 4;
        QTest::newRow("ring with port 0 to port 0")
            << four << QStringList{"a:0-b:0", "b:1-c:1", "c:0-d:0", "d:1-a:1"} << "ring" << true << four << 0
            << false << 4;
        QTest::newRow("ring missing a cable") << four << QStringList{"a:0-b:1", "b:0-c:1", "d:0-a:1"}
                                              << "ring" << false << four << 0 << false << 3;
        QTest::newRow("two separate pairs") << four << QStringList{"a:0-b:1", "b:0-a:1", "c:0-d:1", "d:0-c:1"}
                                            << "ring" << false << four << 0 << false << 4;
        QTest::newRow("switch") << four << QStringList{"a:0-sw", "b:0-sw", "c:0-sw", "d:0-sw"} << "switch"
                                << true << four << 0 << true << 4;
        QTest::newRow("switch on port 1, one node on port 0")
            << four << QStringList{"a:1-sw", "b:1-sw", "c:1-sw", "d:0-sw"} << "switch" << true << four << 1
            << false << 4;
        QTest::newRow("only outside devices")
            << two << QStringList{"a:0-out", "b:0-out"} << "direct" << false << two << 0 << false << 0;
        QTest::newRow("nothing") << three << QStringList{} << "triangle" << false << three << 0 << false << 0;
    }

    void recognize()
    {
        QFETCH(QStringList, nodes);
        QFETCH(QStringList, found);
        QFETCH(QString, topology);
        QFETCH(bool, recognised);
        QFETCH(QStringList, order);
        QFETCH(int, port);
        QFETCH(bool, asExpected);
        QFETCH(int, cableCount);
        const RecognizedTopology r = TopologyRecognizer::recognize(nodes, cables(found));
        QCOMPARE(model::topologyName(r.topology), topology);
        QCOMPARE(r.recognised, recognised);
        QCOMPARE(r.nodeOrder, order);
        QCOMPARE(r.port, port);
        QCOMPARE(r.asExpected, asExpected);
        QCOMPARE(r.cables.size(), cableCount);
        QVERIFY(!r.reason.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstTopologyRecognizer)
#include "tst_topologyrecognizer.moc"
