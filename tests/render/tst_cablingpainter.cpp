// SPDX-License-Identifier: GPL-3.0-or-later
// The diagram's layout as a technician follows it: nodes placed by topology,
// every cable routed between its two ports without crossing a node box, each
// node's port 0 facing its successor in a ring, cables numbered as the
// checklist lists them.
#include "model/cablingchecklist.h"
#include "model/cluster.h"
#include "model/expectedcabling.h"
#include "render/cablingpainter.h"
#include "render/diagrambuilder.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace railyard::model;
using railyard::render::CablingPainter;
using railyard::render::DiagramBuilder;
using railyard::render::DiagramCable;

Q_DECLARE_METATYPE(CablingPainter::Arrangement)

namespace {

Cluster cluster(Topology topology, int n)
{
    Cluster c;
    c.topology = topology;
    for (int i = 1; i <= n; ++i)
        c.nodes << Node{QStringLiteral("spark-%1").arg(i), QStringLiteral("10.0.0.%1").arg(i), {}, 22, {}};
    return c;
}

CablingPainter painterFor(const Cluster &c, CablingPainter::Arrangement arrangement)
{
    CablingPainter p;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(12);
    p.setFont(font);
    p.setNodes(c.nodeNames(), c.topology == Topology::Switch);
    p.setArrangement(arrangement);
    p.setCables(DiagramBuilder::fromCluster(c));
    return p;
}

const QRectF Area(0, 0, 1100, 700);

} // namespace

class TstCablingPainter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void layouts_data()
    {
        QTest::addColumn<Cluster>("cluster");
        QTest::addColumn<CablingPainter::Arrangement>("arrangement");
        const auto byTopology = CablingPainter::Arrangement::ByTopology;
        const auto rack = CablingPainter::Arrangement::Rack;
        Cluster pairBoth = cluster(Topology::Direct, 2);
        pairBoth.cables = {Cable{{QStringLiteral("spark-1"), 0}, CableEnd{QStringLiteral("spark-2"), 0}},
                           Cable{{QStringLiteral("spark-1"), 1}, CableEnd{QStringLiteral("spark-2"), 1}}};
        QTest::newRow("pair") << cluster(Topology::Direct, 2) << byTopology;
        QTest::newRow("pair, both ports cabled") << pairBoth << byTopology;
        QTest::newRow("triangle") << cluster(Topology::Triangle, 3) << byTopology;
        QTest::newRow("ring of 4") << cluster(Topology::Ring, 4) << byTopology;
        QTest::newRow("ring of 6") << cluster(Topology::Ring, 6) << byTopology;
        QTest::newRow("ring of 8") << cluster(Topology::Ring, 8) << byTopology;
        QTest::newRow("switch of 8") << cluster(Topology::Switch, 8) << byTopology;
        Cluster stacked = cluster(Topology::Ring, 4);
        stacked.cables = ExpectedCabling::forTopology(
            Topology::Ring, ExpectedCabling::rackOrder(Topology::Ring, stacked.nodeNames()));
        QTest::newRow("ring of 4 in a rack, rack tip cabling") << stacked << rack;
        QTest::newRow("ring of 8 in a rack") << cluster(Topology::Ring, 8) << rack;
        QTest::newRow("switch of 8 in a rack") << cluster(Topology::Switch, 8) << rack;
    }

    void layouts()
    {
        QFETCH(Cluster, cluster);
        QFETCH(CablingPainter::Arrangement, arrangement);
        const CablingPainter p = painterFor(cluster, arrangement);
        const int n = int(cluster.nodes.size());
        QList<QRectF> boxes;
        for (int i = 0; i < n; ++i)
            boxes << p.nodeRect(Area, i);
        // no two boxes touch
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                QVERIFY2(!boxes[i].adjusted(-4, -4, 4, 4).intersects(boxes[j]),
                         qPrintable(QStringLiteral("spark-%1 and spark-%2 overlap").arg(i + 1).arg(j + 1)));
        if (cluster.topology == Topology::Switch)
            for (const QRectF &b : boxes)
                QVERIFY(!b.intersects(p.switchRect(Area)));

        const auto expected = cluster.cables.isEmpty()
                                  ? ExpectedCabling::forTopology(cluster.topology, cluster.nodeNames())
                                  : cluster.cables;
        QVERIFY(p.cables().size() >= expected.size()); // and, against a topology, the missing ones
        for (int k = 0; k < p.cables().size(); ++k) {
            const Cable &c = p.cables().at(k).cable;
            const QPainterPath path = p.cablePath(Area, k);
            QVERIFY(!path.isEmpty());
            const int a = int(cluster.nodeNames().indexOf(c.a.node));
            const int b = c.b ? int(cluster.nodeNames().indexOf(c.b->node)) : -1;
            const QPointF pa = p.portPosition(Area, a, c.a.port);
            const QPointF pb = c.b ? p.portPosition(Area, b, c.b->port) : QPointF();
            // it starts and ends at its ports (or at the switch)
            QVERIFY(QLineF(path.pointAtPercent(0), pa).length() < 0.5);
            if (c.b)
                QVERIFY(QLineF(path.pointAtPercent(1), pb).length() < 0.5);
            else
                QVERIFY(std::abs(path.pointAtPercent(1).y() - p.switchRect(Area).bottom()) < 0.5 ||
                        std::abs(path.pointAtPercent(1).x() - p.switchRect(Area).left()) < 0.5);
            // and never runs over a node box, apart from the half of its own ports inside their boxes
            const QRectF endA(pa - QPointF(9, 9), QSizeF(18, 18));
            const QRectF endB = c.b ? QRectF(pb - QPointF(9, 9), QSizeF(18, 18)) : QRectF();
            for (const QPolygonF &line : path.toSubpathPolygons())
                for (int s = 1; s < line.size(); ++s)
                    for (int step = 0; step <= 200; ++step) {
                        const QPointF at = line[s - 1] + (line[s] - line[s - 1]) * (step / 200.0);
                        if (endA.contains(at) || endB.contains(at))
                            continue;
                        for (int i = 0; i < n; ++i)
                            QVERIFY2(!boxes[i].adjusted(1, 1, -1, -1).contains(at),
                                     qPrintable(QStringLiteral("cable %1 (%2) crosses spark-%3 at %4,%5")
                                                    .arg(k + 1)
                                                    .arg(c.toString())
                                                    .arg(i + 1)
                                                    .arg(at.x())
                                                    .arg(at.y())));
                    }
            // its number sits on it, clear of every box
            const QRectF badge = p.cableNumberRect(Area, k);
            QVERIFY(!badge.isNull());
            QVERIFY(badge.contains(path.pointAtPercent(0.5)));
            for (const QRectF &box : boxes)
                QVERIFY2(!badge.intersects(box), qPrintable(QStringLiteral("number %1 on a box").arg(k + 1)));
        }

        // in a ring or triangle laid out by topology, port 0 faces the successor and port 1 the predecessor
        if ((cluster.topology == Topology::Ring || cluster.topology == Topology::Triangle) &&
            arrangement == CablingPainter::Arrangement::ByTopology) {
            for (int i = 0; i < n; ++i) {
                const QPointF c = boxes[i].center();
                const QPointF next = boxes[(i + 1) % n].center() - c;
                const QPointF prev = boxes[(i + n - 1) % n].center() - c;
                const QPointF port0 = p.portPosition(Area, i, 0) - c;
                const QPointF port1 = p.portPosition(Area, i, 1) - c;
                QVERIFY2(QPointF::dotProduct(port0, next) > 0, qPrintable(QStringLiteral("spark-%1").arg(i + 1)));
                QVERIFY2(QPointF::dotProduct(port1, prev) > 0, qPrintable(QStringLiteral("spark-%1").arg(i + 1)));
            }
        }
        // a stack keeps the listed order, top to bottom
        if (arrangement == CablingPainter::Arrangement::Rack)
            for (int i = 1; i < n; ++i)
                QVERIFY(boxes[i].top() > boxes[i - 1].bottom());

        // everything drawn is inside the bounds a fit scales to
        const QRectF bounds = p.contentBounds(Area);
        for (int k = 0; k < p.cables().size(); ++k)
        {
            const QRectF r = p.cablePath(Area, k).boundingRect();
            QVERIFY(bounds.contains(r.topLeft()) && bounds.contains(r.bottomRight()));
        }
        // and painting it does not trip over anything
        QImage image(bounds.size().toSize() + QSize(20, 20), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.translate(-bounds.topLeft() + QPointF(10, 10));
        p.paint(painter, Area, QPalette());
    }

    void checklistListsEveryCableWithBothEnds()
    {
        Cluster ring = cluster(Topology::Ring, 4);
        const QList<ChecklistEntry> entries =
            CablingChecklist::entries(ExpectedCabling::forTopology(Topology::Ring, ring.nodeNames()));
        QCOMPARE(entries.size(), 4);
        QCOMPARE(CablingChecklist::line(entries.at(0)), QStringLiteral("1. spark-1 port 0 → spark-2 port 1"));
        QCOMPARE(CablingChecklist::line(entries.at(3)), QStringLiteral("4. spark-4 port 0 → spark-1 port 1"));
        const QList<ChecklistEntry> sw =
            CablingChecklist::entries(ExpectedCabling::forTopology(Topology::Switch, ring.nodeNames(), 1));
        QCOMPARE(sw.at(2).from, QStringLiteral("spark-3 port 1"));
        QCOMPARE(sw.at(2).to, QStringLiteral("switch"));
        QCOMPARE(sw.at(2).number, 3);
    }
};

QTEST_MAIN(TstCablingPainter)
#include "tst_cablingpainter.moc"
