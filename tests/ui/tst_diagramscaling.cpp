// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingdiagram.h"
#include "cablingpage.h"
#include "clusterdocument.h"

#include <QApplication>
#include <QImage>
#include <QTest>
#include <cmath>

using namespace railyard::model;
using namespace railyard::ui;
using railyard::render::CablingPainter;

namespace {

Cluster cluster(Topology topology, int n, const QString &prefix)
{
    Cluster c;
    c.topology = topology;
    if (topology == Topology::Ring && n > 8)
        c.options.allowLargeRing = true;
    for (int i = 1; i <= n; ++i)
        c.nodes << Node{prefix + QString::number(i), QStringLiteral("10.0.0.%1").arg(i), {}, 22, {}};
    return c;
}

// The dark palette of tst_cablingpage: only some roles set, as a theme may leave it.
QPalette partialDark()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
    p.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Base, QColor(0x2a, 0x2a, 0x30));
    return p;
}

QPalette fullDark()
{
    QPalette p = partialDark();
    p.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x3a));
    p.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x40));
    p.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x5c));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe8));
    return p;
}

// Dark text set for the window, but boxes left light: the labels must not vanish either way.
QPalette darkTextOnLightBoxes()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
    p.setColor(QPalette::WindowText, QColor(0xf0, 0xf0, 0xf0));
    p.setColor(QPalette::Text, QColor(0xf0, 0xf0, 0xf0));
    p.setColor(QPalette::Base, QColor(0xfa, 0xfa, 0xfa));
    p.setColor(QPalette::AlternateBase, QColor(0xe0, 0xe0, 0xe0));
    return p;
}

} // namespace

// The cabling diagram under QT_SCALE_FACTOR=2 (set in main() before the
// application exists), with large fonts and dark palettes: no label may leave
// its box, fit must show every node, labels must keep their contrast.
class TstDiagramScaling : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runsAtTwiceTheScale()
    {
        QCOMPARE(qApp->devicePixelRatio(), 2.0);
        ClusterDocument doc;
        doc.setCluster(cluster(Topology::Direct, 2, QStringLiteral("spark-")));
        CablingPage page(&doc);
        page.resize(900, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QImage shot = page.diagram()->grab().toImage();
        QCOMPARE(shot.devicePixelRatio(), 2.0);
        QCOMPARE(shot.width(), page.diagram()->width() * 2);
    }

    void labelsStayInsidePanels_data()
    {
        QTest::addColumn<Cluster>("cluster");
        QTest::addColumn<int>("pixelSize"); // 0: the application font
        QTest::newRow("pair, default font") << cluster(Topology::Direct, 2, QStringLiteral("spark-")) << 0;
        QTest::newRow("pair, 24 px font") << cluster(Topology::Direct, 2, QStringLiteral("spark-")) << 24;
        QTest::newRow("triangle, 32 px font") << cluster(Topology::Triangle, 3, QStringLiteral("s")) << 32;
        QTest::newRow("ring of 8, long names, 20 px")
            << cluster(Topology::Ring, 8, QStringLiteral("dgx-spark-rack-a-unit-")) << 20;
        QTest::newRow("switch of 8, narrow boxes")
            << cluster(Topology::Switch, 8, QStringLiteral("spark-")) << 0;
        QTest::newRow("switch of 6, long names, 24 px")
            << cluster(Topology::Switch, 6, QStringLiteral("dgx-spark-rack-b-")) << 24;
    }
    void labelsStayInsidePanels()
    {
        QFETCH(Cluster, cluster);
        QFETCH(int, pixelSize);
        ClusterDocument doc;
        doc.setCluster(cluster);
        CablingPage page(&doc);
        if (pixelSize > 0) {
            QFont f = page.font();
            f.setPixelSize(pixelSize);
            page.setFont(f);
        }
        page.resize(1100, 750);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const CablingDiagram *d = page.diagram();
        const QList<CablingPainter::TextBox> boxes = d->painter().textBoxes(d->drawingArea());
        // a name and two port numbers per node, plus the switch
        QCOMPARE(boxes.size(),
                 int(cluster.nodes.size()) * 3 + (cluster.topology == Topology::Switch ? 1 : 0));
        for (const CablingPainter::TextBox &b : boxes) {
            QVERIFY2(!b.text.isEmpty(), "label elided to nothing");
            QVERIFY2(b.panel.contains(b.rect),
                     qPrintable(QStringLiteral("\"%1\" at %2,%3 %4x%5 leaves its box")
                                    .arg(b.text)
                                    .arg(b.rect.x())
                                    .arg(b.rect.y())
                                    .arg(b.rect.width())
                                    .arg(b.rect.height())));
        }
        for (int node = 0; node < cluster.nodes.size(); ++node) {
            const CablingPainter::TextBox &name = boxes.at(node * 3);
            QCOMPARE(name.node, node);
            for (int port = 1; port <= 2; ++port)
                QVERIFY2(!name.rect.intersects(boxes.at(node * 3 + port).rect),
                         qPrintable(name.text + QStringLiteral(" runs into a port number")));
            // each port sits on its box's edge, clear of every number and of the name
            const QRectF box = d->painter().nodeRect(d->drawingArea(), node);
            for (int port = 0; port < 2; ++port) {
                const QPointF c = d->painter().portPosition(d->drawingArea(), node, port);
                const bool onEdge = std::abs(c.x() - box.left()) < 0.5 || std::abs(c.x() - box.right()) < 0.5 ||
                                    std::abs(c.y() - box.top()) < 0.5 || std::abs(c.y() - box.bottom()) < 0.5;
                QVERIFY2(onEdge && box.contains(c),
                         qPrintable(QStringLiteral("port %1 of %2 is off its edge").arg(port).arg(name.text)));
                const QRectF portBox(c - QPointF(8, 8), QSizeF(16, 16));
                for (int label = 0; label < 3; ++label)
                    QVERIFY2(!boxes.at(node * 3 + label).rect.intersects(portBox),
                             qPrintable(QStringLiteral("port %1 of %2 covers \"%3\"")
                                            .arg(port)
                                            .arg(name.text, boxes.at(node * 3 + label).text)));
            }
        }
        // short names are not elided; the box's tooltip has a long one in full
        if (cluster.nodes.first().name.size() < 10)
            QCOMPARE(boxes.first().text, cluster.nodes.first().name);
        const QPointF inBox = d->nodeRect(0).topLeft() + QPointF(4, 4);
        QVERIFY2(d->toolTipAt(inBox).startsWith(cluster.nodes.first().name + QStringLiteral(", managed at ")),
                 qPrintable(d->toolTipAt(inBox)));
    }

    void fitShowsEveryNode_data()
    {
        QTest::addColumn<Cluster>("cluster");
        QTest::addColumn<int>("pixelSize");
        QTest::newRow("pair, 24 px") << cluster(Topology::Direct, 2, QStringLiteral("spark-")) << 24;
        QTest::newRow("ring of 8") << cluster(Topology::Ring, 8, QStringLiteral("s")) << 0;
        QTest::newRow("ring of 12, 20 px") << cluster(Topology::Ring, 12, QStringLiteral("spark-")) << 20;
        QTest::newRow("switch of 8") << cluster(Topology::Switch, 8, QStringLiteral("spark-")) << 0;
        QTest::newRow("switch of 16, long names")
            << cluster(Topology::Switch, 16, QStringLiteral("dgx-spark-rack-c-")) << 0;
    }
    void fitShowsEveryNode()
    {
        QFETCH(Cluster, cluster);
        QFETCH(int, pixelSize);
        ClusterDocument doc;
        doc.setCluster(cluster);
        CablingPage page(&doc);
        if (pixelSize > 0) {
            QFont f = page.font();
            f.setPixelSize(pixelSize);
            page.setFont(f);
        }
        // what a 1280x800 laptop screen leaves at 200%
        page.resize(640, 400);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        d->zoomIn();
        d->zoomIn();
        QVERIFY(!d->isFitted());
        d->fitToView();
        QVERIFY(d->isFitted());
        const QRectF view(d->rect());
        for (int node = 0; node < cluster.nodes.size(); ++node)
            QVERIFY2(view.contains(d->nodeRect(node)), qPrintable(cluster.nodes.at(node).name));
        for (const CablingPainter::TextBox &b : d->painter().textBoxes(d->drawingArea()))
            QVERIFY2(view.contains(d->viewTransform().mapRect(b.rect)), qPrintable(b.text));
        // and it stays fitted when the window grows
        page.resize(900, 600);
        QTRY_VERIFY(d->width() > 500);
        for (int node = 0; node < cluster.nodes.size(); ++node)
            QVERIFY(QRectF(d->rect()).contains(d->nodeRect(node)));
    }

    void labelsKeepContrast_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("default") << QPalette();
        QTest::newRow("dark, some roles only") << partialDark();
        QTest::newRow("dark, every role") << fullDark();
        QTest::newRow("light text, light boxes") << darkTextOnLightBoxes();
    }
    void labelsKeepContrast()
    {
        QFETCH(QPalette, palette);
        ClusterDocument doc;
        doc.setCluster(cluster(Topology::Switch, 3, QStringLiteral("spark-")));
        CablingPage page(&doc);
        page.setPalette(palette);
        page.resize(1000, 650);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        const QPalette &pal = d->palette();
        const QImage shot = d->grab().toImage();
        const qreal dpr = shot.devicePixelRatio();
        QCOMPARE(dpr, 2.0);
        const QList<CablingPainter::TextBox> boxes = d->painter().textBoxes(d->drawingArea());
        QVERIFY(!boxes.isEmpty());
        for (const CablingPainter::TextBox &b : boxes) {
            const QColor fill = CablingPainter::panelFill(pal, b.node < 0);
            const QColor text = CablingPainter::textColor(pal, fill);
            const double ratio = CablingPainter::contrastRatio(text, fill);
            QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1: %2 on %3 is %4:1")
                                                  .arg(b.text, text.name(), fill.name())
                                                  .arg(ratio, 0, 'f', 2)));
            // what is drawn: the panel has that fill, the glyphs that contrast
            const QRectF device(b.rect.topLeft() * dpr, b.rect.size() * dpr);
            const QPoint inside =
                ((b.panel.topLeft() + QPointF(b.panel.width() - 6, b.panel.height() / 2)) * dpr).toPoint();
            QCOMPARE(shot.pixelColor(inside), fill);
            double best = 1;
            for (int y = int(device.top()); y < int(device.bottom()); ++y)
                for (int x = int(device.left()); x < int(device.right()); ++x)
                    best = std::max(best, CablingPainter::contrastRatio(shot.pixelColor(x, y), fill));
            QVERIFY2(
                best >= 4.5,
                qPrintable(QStringLiteral("\"%1\" drawn at %2:1 at best").arg(b.text).arg(best, 0, 'f', 2)));
        }
    }
};

int main(int argc, char **argv)
{
    // before the application: the scale factor is read once, when the screens are set up
    qputenv("QT_SCALE_FACTOR", "2");
    QApplication app(argc, argv);
    TstDiagramScaling test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_diagramscaling.moc"
