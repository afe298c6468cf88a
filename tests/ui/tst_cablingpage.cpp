// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingdiagram.h"
#include "cablingpage.h"
#include "clusterdocument.h"
#include "inlinebanner.h"
#include "model/cablingrules.h"

#include <QApplication>
#include <QFile>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QComboBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>

Q_DECLARE_METATYPE(railyard::diag::FindingObject)

using namespace railyard::model;
using namespace railyard::ui;

namespace {

Cluster pair(int portA, int portB)
{
    Cluster c;
    c.topology = Topology::Direct;
    c.nodes = {Node{QStringLiteral("a"), QStringLiteral("10.0.0.1"), {}, 22, {}},
               Node{QStringLiteral("b"), QStringLiteral("10.0.0.2"), {}, 22, {}}};
    c.cables = {Cable{{QStringLiteral("a"), portA}, CableEnd{QStringLiteral("b"), portB}}};
    return c;
}

Cluster ring(int n)
{
    Cluster c;
    c.topology = Topology::Ring;
    for (int i = 1; i <= n; ++i)
        c.nodes << Node{QStringLiteral("s%1").arg(i), QStringLiteral("10.0.0.%1").arg(i), {}, 22, {}};
    return c;
}

void sendCtrlWheel(QWidget *w, const QPointF &pos, int delta)
{
    QWheelEvent e(pos, w->mapToGlobal(pos), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::ControlModifier,
                  Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

} // namespace

class TstCablingPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void healthyPairIsPlanned()
    {
        ClusterDocument doc;
        doc.setCluster(pair(0, 0));
        CablingPage page(&doc);
        QCOMPARE(page.diagram()->cables().size(), 1);
        QCOMPARE(page.diagram()->cables()[0].status, CableStatus::Planned);
        QCOMPARE(page.instructions(), QStringList{QStringLiteral("1. a port 0 → b port 0")});
        QVERIFY(page.banner()->message().isEmpty());
    }

    void crossedPortsAreRed()
    {
        ClusterDocument doc;
        doc.setCluster(pair(0, 1));
        CablingPage page(&doc);
        const auto cables = page.diagram()->cables();
        QCOMPARE(cables[0].status, CableStatus::Problem);
        QCOMPARE(CablingDiagram::statusColor(cables[0].status), QColor(0xd0, 0x21, 0x21));
        QVERIFY(cables[0].detail.contains(QStringLiteral("same port")));
        QVERIFY(page.banner()->message().contains(QStringLiteral("port 0 of a")));
        // the expected cable shows as missing next to the wrong one
        QCOMPARE(cables.size(), 2);
        QCOMPARE(cables[1].status, CableStatus::Missing);
    }

    void ringOfFourFollowsDocument()
    {
        ClusterDocument doc;
        Cluster c;
        c.topology = Topology::Ring;
        for (int i = 1; i <= 4; ++i)
            c.nodes << Node{QStringLiteral("s%1").arg(i), QStringLiteral("10.0.0.%1").arg(i), {}, 22, {}};
        doc.setCluster(c);
        CablingPage page(&doc);
        QCOMPARE(page.instructions(), (QStringList{"1. s1 port 0 → s2 port 1", "2. s2 port 0 → s3 port 1",
                                                   "3. s3 port 0 → s4 port 1", "4. s4 port 0 → s1 port 1"}));
        page.resize(900, 600);
        page.diagram()->selectCable(2);
        QCOMPARE(page.diagram()->selectedCable(), 2);
        const QImage image = page.grab().toImage();
        QVERIFY(!image.isNull());
    }

    void keysZoomClampedAndFit_data()
    {
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<double>("zoom");
        QTest::newRow("plus once") << QList<int>{Qt::Key_Plus} << 1.25;
        QTest::newRow("equal acts as plus") << QList<int>{Qt::Key_Equal} << 1.25;
        QTest::newRow("minus once") << QList<int>{Qt::Key_Minus} << 0.8;
        QTest::newRow("minus clamps at 0.5x") << QList<int>(6, Qt::Key_Minus) << 0.5;
        QTest::newRow("plus clamps at 4x") << QList<int>(10, Qt::Key_Plus) << 4.0;
        QTest::newRow("zero fits again") << QList<int>{Qt::Key_Plus, Qt::Key_Plus, Qt::Key_0} << 1.0;
    }
    void keysZoomClampedAndFit()
    {
        QFETCH(QList<int>, keys);
        QFETCH(double, zoom);
        ClusterDocument doc;
        doc.setCluster(ring(4));
        CablingPage page(&doc);
        page.resize(900, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        const QPointF centre = QRectF(d->rect()).center();
        for (int k : keys)
            QTest::keyClick(d, Qt::Key(k));
        QCOMPARE(d->zoom(), zoom);
        // keys zoom around the centre: it does not move
        QCOMPARE(d->viewTransform().inverted().map(centre), centre);
    }

    void ctrlWheelZoomsAroundCursor()
    {
        ClusterDocument doc;
        doc.setCluster(ring(4));
        CablingPage page(&doc);
        page.resize(900, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        const QPointF cursor(100, 80);
        const QPointF before = d->viewTransform().inverted().map(cursor);
        sendCtrlWheel(d, cursor, 120);
        QCOMPARE(d->zoom(), 1.25);
        const QPointF after = d->viewTransform().inverted().map(cursor);
        QVERIFY(qAbs(after.x() - before.x()) < 1e-9 && qAbs(after.y() - before.y()) < 1e-9);
        sendCtrlWheel(d, cursor, -240);
        QCOMPARE(d->zoom(), 0.8);
        page.fitButton()->click();
        QCOMPARE(d->zoom(), 1.0);
        QVERIFY(d->viewTransform().isIdentity());
    }

    void clickSelectsCableAtAnyZoom_data()
    {
        QTest::addColumn<double>("zoom");
        QTest::addColumn<int>("cable");
        QTest::newRow("1x, cable 1") << 1.0 << 1;
        QTest::newRow("2x, cable 0") << 2.0 << 0;
        QTest::newRow("2x, cable 2") << 2.0 << 2;
        QTest::newRow("0.5x, cable 3") << 0.5 << 3;
    }
    void clickSelectsCableAtAnyZoom()
    {
        QFETCH(double, zoom);
        QFETCH(int, cable);
        ClusterDocument doc;
        doc.setCluster(ring(4));
        CablingPage page(&doc);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        // zoom next to the cable, not on it, so its midpoint moves on screen
        const QPointF mid = d->cableMidpoint(cable);
        d->zoomBy(zoom, mid + QPointF(60, 40));
        QCOMPARE(d->zoom(), zoom);
        const QPointF target = d->cableMidpoint(cable);
        if (zoom != 1.0)
            QVERIFY(QLineF(mid, target).length() > 30);
        QVERIFY2(QRectF(d->rect()).contains(target), "midpoint off screen");
        QSignalSpy spy(d, &CablingDiagram::cableSelected);
        QTest::mouseClick(d, Qt::LeftButton, {}, target.toPoint());
        QCOMPARE(d->selectedCable(), cable);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), cable);
        // a click on empty space clears the selection
        QTest::mouseClick(d, Qt::LeftButton, {}, QPoint(2, 2));
        QCOMPARE(d->selectedCable(), -1);
    }

    void keyboardWalksCables_data()
    {
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<int>("selected");
        QTest::newRow("right selects first") << QList<int>{Qt::Key_Right} << 0;
        QTest::newRow("down twice") << QList<int>{Qt::Key_Down, Qt::Key_Down} << 1;
        QTest::newRow("left from none selects last") << QList<int>{Qt::Key_Left} << 3;
        QTest::newRow("right wraps") << QList<int>(5, Qt::Key_Right) << 0;
        QTest::newRow("up after right wraps") << QList<int>{Qt::Key_Right, Qt::Key_Up} << 3;
        QTest::newRow("tab three times") << QList<int>(3, Qt::Key_Tab) << 2;
        QTest::newRow("backtab after tabs") << QList<int>{Qt::Key_Tab, Qt::Key_Tab, Qt::Key_Backtab} << 0;
    }
    void keyboardWalksCables()
    {
        QFETCH(QList<int>, keys);
        QFETCH(int, selected);
        ClusterDocument doc;
        doc.setCluster(ring(4));
        CablingPage page(&doc);
        page.resize(900, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        QCOMPARE(d->focusPolicy(), Qt::StrongFocus);
        d->setFocus();
        for (int k : keys)
            QTest::keyClick(d, Qt::Key(k));
        QCOMPARE(d->selectedCable(), selected);
        QVERIFY(d->hasFocus());
        const QString text = d->cables().at(selected).cable.toString();
        QVERIFY2(d->accessibleDescription().contains(text), qPrintable(d->accessibleDescription()));
        QVERIFY(d->accessibleDescription().contains(QStringLiteral("%1 of 4").arg(selected + 1)));
        QCOMPARE(d->accessibleName(), QStringLiteral("Cabling diagram"));
        // the page follows the keyboard selection like a click
        QCOMPARE(page.findChild<QListWidget *>()->currentRow(), selected);
    }

    void enterEmitsSelection()
    {
        ClusterDocument doc;
        doc.setCluster(ring(4));
        CablingPage page(&doc);
        page.resize(900, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        d->setFocus();
        QSignalSpy spy(d, &CablingDiagram::cableSelected);
        QTest::keyClick(d, Qt::Key_Return);
        QCOMPARE(spy.count(), 0); // nothing selected yet
        QTest::keyClick(d, Qt::Key_Right);
        QTest::keyClick(d, Qt::Key_Right);
        spy.clear();
        QTest::keyClick(d, Qt::Key_Return);
        QTest::keyClick(d, Qt::Key_Enter, Qt::KeypadModifier);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(0).at(0).toInt(), 1);
        QCOMPARE(spy.at(1).at(0).toInt(), 1);
    }

    void tabLeavesAfterLastCable()
    {
        ClusterDocument doc;
        doc.setCluster(pair(0, 0));
        CablingPage page(&doc);
        page.resize(900, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        d->activateWindow();
        d->setFocus();
        QVERIFY(QTest::qWaitFor([d] { return d->hasFocus(); }));
        QTest::keyClick(d, Qt::Key_Tab);
        QCOMPARE(d->selectedCable(), 0);
        QTest::keyClick(d, Qt::Key_Tab);
        // one cable only: the second Tab moves the focus on instead of trapping it
        QCOMPARE(d->selectedCable(), 0);
        QVERIFY(!d->hasFocus());
    }

    void exportsSvgAndPng_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("svg") << QStringLiteral("cabling.svg");
        QTest::newRow("png") << QStringLiteral("cabling.png");
        QTest::newRow("upper-case suffix") << QStringLiteral("CABLING.PNG");
    }
    void exportsSvgAndPng()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ClusterDocument doc;
        doc.setCluster(ring(4));
        CablingPage page(&doc);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.diagram()->zoomBy(3, QPointF(10, 10)); // export ignores the zoom
        const QSize logical = page.diagram()->size();
        QCOMPARE(page.diagram()->exportSize(), logical);
        const QString path = dir.filePath(file);
        const auto written = page.exportTo(path);
        QVERIFY2(written.hasValue(), qPrintable(written ? QString() : written.error().message));
        QVERIFY(QFile::exists(path));
        QVERIFY(page.banner()->message().isEmpty());
        if (file.endsWith(QLatin1String(".svg"))) {
            QSvgRenderer svg(path);
            QVERIFY(svg.isValid());
            QCOMPARE(svg.viewBox(), QRect(QPoint(0, 0), logical));
            QVERIFY(!svg.viewBox().isEmpty());
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray xml = f.readAll();
            // the node names are text in the vector picture
            QVERIFY(xml.contains("s3"));
        } else {
            const QImage png(path);
            QVERIFY(!png.isNull());
            QCOMPARE(png.size(), logical * 2);
            // not blank: the cables are drawn in their state colour (planned blue)
            bool blue = false;
            for (int y = 0; y < png.height() && !blue; y += 2)
                for (int x = 0; x < png.width() && !blue; x += 2)
                    blue = png.pixelColor(x, y) == CablingDiagram::statusColor(CableStatus::Planned);
            QVERIFY(blue);
        }
    }

    void checklistPdfListsEveryCable()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed; scripts/install-deps.sh installs it");
        QTemporaryDir dir;
        ClusterDocument doc;
        doc.setCluster(ring(4));
        CablingPage page(&doc);
        page.arrangementBox()->setCurrentIndex(1); // the rack stack prints as well
        QCOMPARE(page.diagram()->arrangement(), railyard::render::CablingPainter::Arrangement::Rack);
        const QString path = dir.filePath(QStringLiteral("checklist.pdf"));
        const auto written = page.exportTo(path);
        QVERIFY2(written.hasValue(), qPrintable(written ? QString() : written.error().message));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString out = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("Cabling checklist")), qPrintable(out));
        // every cable of the list, by number with both ends
        const QStringList lines = page.instructions();
        QCOMPARE(lines.size(), 4);
        for (int i = 0; i < lines.size(); ++i) {
            const QRegularExpression row(QStringLiteral("^\\s*%1\\s+(s\\d port \\d)\\s+(s\\d port \\d)\\s*$")
                                             .arg(i + 1),
                                         QRegularExpression::MultilineOption);
            const QRegularExpressionMatch m = row.match(out);
            QVERIFY2(m.hasMatch(), qPrintable(QStringLiteral("cable %1 not listed in:\n%2").arg(i + 1).arg(out)));
            QCOMPARE(QStringLiteral("%1. %2 → %3").arg(i + 1).arg(m.captured(1), m.captured(2)), lines.at(i));
        }
    }

    void exportRefusesUnknownFormat()
    {
        QTemporaryDir dir;
        ClusterDocument doc;
        doc.setCluster(pair(0, 0));
        CablingPage page(&doc);
        const QString path = dir.filePath(QStringLiteral("cabling.bmpx"));
        const auto written = page.exportTo(path);
        QVERIFY(!written.hasValue());
        QVERIFY(written.error().message.contains(QStringLiteral("bmpx")));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(page.banner()->message(), written.error().message);
        QCOMPARE(page.exportSvgButton()->text(), QStringLiteral("Export SVG..."));
        QCOMPARE(page.exportPngButton()->text(), QStringLiteral("Export PNG..."));
    }

    void exportFollowsDarkPalette()
    {
        QTemporaryDir dir;
        ClusterDocument doc;
        doc.setCluster(pair(0, 0));
        CablingPage page(&doc);
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Base, QColor(0x2a, 0x2a, 0x30));
        page.setPalette(dark);
        page.resize(900, 600);
        const QString path = dir.filePath(QStringLiteral("dark.png"));
        QVERIFY(page.exportTo(path).hasValue());
        const QImage png(path);
        QCOMPARE(png.pixelColor(1, 1), QColor(0x20, 0x20, 0x24));
        // the node boxes are filled with the dark Base colour, not a hard-coded white
        bool base = false, white = false;
        for (int y = 0; y < png.height(); y += 2)
            for (int x = 0; x < png.width(); x += 2) {
                base = base || png.pixelColor(x, y) == QColor(0x2a, 0x2a, 0x30);
                white = white || png.pixelColor(x, y) == QColor(Qt::white);
            }
        QVERIFY(base);
        QVERIFY(!white);
    }

    void dragReplansCableEnd_data()
    {
        QTest::addColumn<Cluster>("cluster");
        QTest::addColumn<double>("zoom");
        QTest::addColumn<QPoint>("from"); // (node index, port)
        QTest::addColumn<QPoint>("to");
        QTest::addColumn<QString>("firstCable");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("banner"); // empty: the new plan is valid
        // a move that adds an error is refused: the plan keeps its cable and the banner says why
        QTest::newRow("pair: b end onto port 1 would break the same-port rule")
            << pair(0, 0) << 1.0 << QPoint(1, 0) << QPoint(1, 1) << QStringLiteral("a:0 -> b:0") << false
            << QStringLiteral("port 0 of a");
        QTest::newRow("pair at 2x: crossed cable fixed by dragging b back")
            << pair(0, 1) << 2.0 << QPoint(1, 1) << QPoint(1, 0) << QStringLiteral("a:0 -> b:0") << true
            << QString();
        QTest::newRow("pair: a end moved to port 1 too") << pair(0, 1) << 1.0 << QPoint(0, 0) << QPoint(0, 1)
                                                         << QStringLiteral("a:1 -> b:1") << true << QString();
        QTest::newRow("ring: s2 end onto s3 port 1 would double that port")
            << ring(4) << 1.0 << QPoint(1, 1) << QPoint(2, 1) << QStringLiteral("s1:0 -> s2:1") << false
            << QStringLiteral("Port 1 of s3 has more than one cable");
    }
    void dragReplansCableEnd()
    {
        QFETCH(Cluster, cluster);
        QFETCH(double, zoom);
        QFETCH(QPoint, from);
        QFETCH(QPoint, to);
        QFETCH(QString, firstCable);
        QFETCH(bool, accepted);
        QFETCH(QString, banner);
        ClusterDocument doc;
        doc.setCluster(cluster);
        const bool modifiedBefore = doc.isModified();
        CablingPage page(&doc);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        d->zoomBy(zoom, QRectF(d->rect()).center());
        const QPoint start = d->portPosition(from.x(), from.y()).toPoint();
        const QPoint end = d->portPosition(to.x(), to.y()).toPoint();
        QVERIFY(d->rect().contains(start) && d->rect().contains(end));
        QTest::mousePress(d, Qt::LeftButton, {}, start);
        QTest::mouseMove(d, (start + end) / 2);
        QTest::mouseRelease(d, Qt::LeftButton, {}, end);
        const QList<Cable> planned = CablingRules::effectiveCables(doc.cluster());
        QVERIFY(!planned.isEmpty());
        const Cable first = planned.first();
        QCOMPARE(first.a.toString() + QStringLiteral(" -> ") + (first.b ? first.b->toString() : QString()),
                 firstCable);
        QCOMPARE(doc.isModified(), accepted || modifiedBefore);
        if (!accepted)
            QCOMPARE(page.banner()->severity(), Severity::Error);
        if (banner.isEmpty())
            QVERIFY2(page.banner()->message().isEmpty(), qPrintable(page.banner()->message()));
        else
            QVERIFY2(page.banner()->message().contains(banner), qPrintable(page.banner()->message()));
    }

    void dropAwayFromPortsChangesNothing()
    {
        ClusterDocument doc;
        doc.setCluster(pair(0, 0));
        const Cluster before = doc.cluster();
        CablingPage page(&doc);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        QSignalSpy moved(d, &CablingDiagram::cableEndMoved);
        const QPoint start = d->portPosition(1, 0).toPoint();
        QTest::mousePress(d, Qt::LeftButton, {}, start);
        QTest::mouseRelease(d, Qt::LeftButton, {}, QPoint(3, 3));
        // dropped on its own port: no change either
        QTest::mousePress(d, Qt::LeftButton, {}, start);
        QTest::mouseRelease(d, Qt::LeftButton, {}, start);
        QCOMPARE(moved.count(), 0);
        QVERIFY(doc.cluster() == before);
        QVERIFY(page.banner()->message().isEmpty());
        // the press on the port selected the cable plugged into it
        QCOMPARE(d->selectedCable(), 0);
        // with re-planning off (discovered cables shown) a real drag does nothing either
        QVERIFY(d->isReplanEnabled());
        d->setReplanEnabled(false);
        QTest::mousePress(d, Qt::LeftButton, {}, start);
        QTest::mouseRelease(d, Qt::LeftButton, {}, d->portPosition(1, 1).toPoint());
        QCOMPARE(moved.count(), 0);
        QVERIFY(doc.cluster() == before);
    }

    // While the end is dragged, the port under it says whether a drop is allowed, and why.
    void dragJudgesTargetLive_data()
    {
        QTest::addColumn<Cluster>("cluster");
        QTest::addColumn<QPoint>("from"); // (node index, port)
        QTest::addColumn<QPoint>("over");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("reason");
        QTest::newRow("crossed pair: b end over b port 0 fixes it")
            << pair(0, 1) << QPoint(1, 1) << QPoint(1, 0) << true
            << QStringLiteral("The plan then follows every cabling rule.");
        Cluster sameAddress = pair(0, 1);
        sameAddress.nodes[1].managementAddress = sameAddress.nodes[0].managementAddress;
        QTest::newRow("crossed pair with one address: fixed, the address error remains")
            << sameAddress << QPoint(1, 1) << QPoint(1, 0) << true
            << QStringLiteral("No new problem; 1 problem(s) of the plan remain.");
        QTest::newRow("crossed pair: b end over a port 1 loops a to itself")
            << pair(0, 1) << QPoint(1, 1) << QPoint(0, 1) << false
            << QStringLiteral("The cable connects a to itself.");
        QTest::newRow("pair: b end over b port 1 breaks the same-port rule")
            << pair(0, 0) << QPoint(1, 0) << QPoint(1, 1) << false
            << QStringLiteral("The cable joins port 0 of a to port 1 of b; a direct pair uses the same port "
                              "number on both ends.");
        QTest::newRow("ring: s2 end over s3 port 1 doubles that port")
            << ring(4) << QPoint(1, 1) << QPoint(2, 1) << false
            << QStringLiteral("Port 1 of s3 has more than one cable.");
    }
    void dragJudgesTargetLive()
    {
        QFETCH(Cluster, cluster);
        QFETCH(QPoint, from);
        QFETCH(QPoint, over);
        QFETCH(bool, valid);
        QFETCH(QString, reason);
        ClusterDocument doc;
        doc.setCluster(cluster);
        const Cluster before = doc.cluster();
        CablingPage page(&doc);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        QSignalSpy moved(d, &CablingDiagram::cableEndMoved);
        QSignalSpy refused(d, &CablingDiagram::cableEndRefused);
        const QPoint start = d->portPosition(from.x(), from.y()).toPoint();
        const QPoint target = d->portPosition(over.x(), over.y()).toPoint();
        QTest::mousePress(d, Qt::LeftButton, {}, start);
        QVERIFY(d->isDragging());
        // over its own port: nothing to judge
        QTest::mouseMove(d, start + QPoint(2, 1));
        QCOMPARE(d->dropTarget(), std::make_pair(-1, -1));
        QTest::mouseMove(d, target + QPoint(1, 1));
        QCOMPARE(d->dropTarget(), std::make_pair(over.x(), over.y()));
        QCOMPARE(d->dropVerdict().valid, valid);
        QCOMPARE(d->dropVerdict().reason, reason);
        QVERIFY2(page.hintLabel()->text().contains(reason), qPrintable(page.hintLabel()->text()));
        QVERIFY(page.hintLabel()->text().startsWith(valid ? QStringLiteral("Drop on")
                                                          : QStringLiteral("Not on")));
        // the ring around the target port is drawn green or red
        const QImage shot = d->grab().toImage();
        const qreal dpr = shot.devicePixelRatio();
        const QColor want = CablingDiagram::statusColor(valid ? CableStatus::Ok : CableStatus::Problem);
        int hits = 0;
        for (const QPoint step : {QPoint(13, 0), QPoint(-13, 0), QPoint(0, 13), QPoint(0, -13)}) {
            const QColor got = shot.pixelColor((QPointF(target + step) * dpr).toPoint());
            hits += qAbs(got.red() - want.red()) + qAbs(got.green() - want.green()) +
                        qAbs(got.blue() - want.blue()) <
                    60;
        }
        QVERIFY2(hits >= 2, qPrintable(QString::number(hits)));
        QTest::mouseRelease(d, Qt::LeftButton, {}, target);
        QVERIFY(!d->isDragging());
        QCOMPARE(d->dropTarget(), std::make_pair(-1, -1));
        QCOMPARE(moved.count(), valid ? 1 : 0);
        QCOMPARE(refused.count(), valid ? 0 : 1);
        if (valid) {
            QVERIFY(doc.cluster() != before);
            // the banner judges the new plan: clean, or the problem that was there before
            QVERIFY(!page.banner()->message().startsWith(QStringLiteral("Not moved")));
            QCOMPARE(page.banner()->message().isEmpty(),
                     reason == QStringLiteral("The plan then follows every cabling rule."));
        } else {
            QVERIFY(doc.cluster() == before);
            QCOMPARE(refused.at(0).at(4).toString(), reason);
            QCOMPARE(page.banner()->severity(), Severity::Error);
            QVERIFY2(page.banner()->message().contains(reason), qPrintable(page.banner()->message()));
            QVERIFY(page.banner()->message().startsWith(
                QStringLiteral("Not moved to %1 port %2: ").arg(d->nodes().at(over.x())).arg(over.y())));
            // the same judgement through the API: refused, nothing changes
            const Cable c = d->cables().at(0).cable;
            QVERIFY(!page.moveCableEnd(0, c.b && *c.b == CableEnd{d->nodes().at(from.x()), from.y()},
                                       CableEnd{d->nodes().at(over.x()), over.y()}));
            QVERIFY(doc.cluster() == before);
        }
    }

    void escapeCancelsDrag()
    {
        ClusterDocument doc;
        doc.setCluster(pair(0, 1));
        const Cluster before = doc.cluster();
        CablingPage page(&doc);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        QSignalSpy moved(d, &CablingDiagram::cableEndMoved);
        const QPoint start = d->portPosition(1, 1).toPoint();
        const QPoint target = d->portPosition(1, 0).toPoint();
        QTest::mousePress(d, Qt::LeftButton, {}, start);
        QTest::mouseMove(d, target);
        QVERIFY(d->dropVerdict().valid);
        QTest::keyClick(d, Qt::Key_Escape);
        QVERIFY(!d->isDragging());
        QCOMPARE(d->dropTarget(), std::make_pair(-1, -1));
        QVERIFY(page.hintLabel()->text().isEmpty());
        QTest::mouseRelease(d, Qt::LeftButton, {}, target);
        QCOMPARE(moved.count(), 0);
        QVERIFY(doc.cluster() == before);
    }

    void toolTipNamesRailsAndAddresses_data()
    {
        QTest::addColumn<int>("node"); // -1: the cable's midpoint
        QTest::addColumn<int>("port");
        QTest::addColumn<QStringList>("lines");
        QTest::newRow("port a:0") << 0 << 0
                                  << QStringList{
                                         "a port 0, cabled to b:0",
                                         "a:0 rail 1: enp1s0f0np0 / rocep1s0f0, 10.231.0.1/24, link speed "
                                         "not read yet, not tested yet",
                                         "a:0 rail 2: enP2p1s0f0np0 / roceP2p1s0f0, 10.231.1.1/24, link "
                                         "speed not read yet, not tested yet"};
        QTest::newRow("empty port b:1")
            << 1 << 1
            << QStringList{"b port 1: no cable",
                           "b:1 rail 1: enp1s0f1np1 / rocep1s0f1, no address planned, link speed not read "
                           "yet, not tested yet",
                           "b:1 rail 2: enP2p1s0f1np1 / roceP2p1s0f1, no address planned, link speed not "
                           "read yet, not tested yet"};
        QTest::newRow("cable") << -1 << 0
                               << QStringList{"a port 0 → b port 0",
                                              "a:0 rail 1: enp1s0f0np0 / rocep1s0f0, 10.231.0.1/24, link "
                                              "speed not read yet, not tested yet",
                                              "a:0 rail 2: enP2p1s0f0np0 / roceP2p1s0f0, 10.231.1.1/24, "
                                              "link speed not read yet, not tested yet",
                                              "b:0 rail 1: enp1s0f0np0 / rocep1s0f0, 10.231.0.2/24, link "
                                              "speed not read yet, not tested yet",
                                              "b:0 rail 2: enP2p1s0f0np0 / roceP2p1s0f0, 10.231.1.2/24, "
                                              "link speed not read yet, not tested yet"};
    }
    void toolTipNamesRailsAndAddresses()
    {
        QFETCH(int, node);
        QFETCH(int, port);
        QFETCH(QStringList, lines);
        ClusterDocument doc;
        doc.setCluster(pair(0, 0));
        CablingPage page(&doc);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        const QPoint at = (node >= 0 ? d->portPosition(node, port) : d->cableMidpoint(0)).toPoint();
        const QString text = d->toolTipAt(at);
        QCOMPARE(text.split(QLatin1Char('\n')), lines);
        // and it is what the tooltip event shows
        QHelpEvent help(QEvent::ToolTip, at, d->mapToGlobal(at));
        QApplication::sendEvent(d, &help);
        QTRY_COMPARE(QToolTip::text(), text);
        QToolTip::hideText();
        QVERIFY(d->toolTipAt(QPointF(3, 3)).isEmpty());
    }

    void findingHighlightsItsObject_data()
    {
        QTest::addColumn<railyard::diag::FindingObject>("object");
        QTest::addColumn<int>("cable");
        QTest::addColumn<int>("node");
        QTest::addColumn<int>("port");
        using railyard::diag::FindingObject;
        using railyard::model::Cable;
        using railyard::model::CableEnd;
        QTest::newRow("cable") << FindingObject::forCable(
                                      Cable{{QStringLiteral("a"), 0}, CableEnd{QStringLiteral("b"), 1}})
                               << 0 << -1 << -1;
        QTest::newRow("cable named from its far end")
            << FindingObject::forCable(Cable{{QStringLiteral("b"), 1}, CableEnd{QStringLiteral("a"), 0}}) << 0
            << -1 << -1;
        QTest::newRow("rail of b port 1: the port and its cable")
            << FindingObject::forRail(QStringLiteral("b"), 1, 2) << 0 << 1 << 1;
        QTest::newRow("node a") << FindingObject::forNode(QStringLiteral("a")) << -1 << 0 << -1;
        QTest::newRow("empty port a:1") << FindingObject::forPort(QStringLiteral("a"), 1) << -1 << 0 << 1;
        QTest::newRow("cluster: nothing") << FindingObject::cluster() << -1 << -1 << -1;
        QTest::newRow("unknown cable: nothing")
            << FindingObject::forCable(Cable{{QStringLiteral("x"), 0}, CableEnd{QStringLiteral("y"), 0}})
            << -1 << -1 << -1;
    }
    void findingHighlightsItsObject()
    {
        QFETCH(railyard::diag::FindingObject, object);
        QFETCH(int, cable);
        QFETCH(int, node);
        QFETCH(int, port);
        ClusterDocument doc;
        doc.setCluster(pair(0, 1));
        CablingPage page(&doc);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CablingDiagram *d = page.diagram();
        // zoomed in on a corner, so the object is out of sight until highlighted
        d->zoomBy(4.0, QPointF(0, 0));
        const QImage plain = d->grab().toImage();
        railyard::diag::Finding f;
        f.id = QStringLiteral("test");
        f.object = object;
        QCOMPARE(page.highlightFinding(f), cable >= 0 || node >= 0);
        QCOMPARE(d->highlight().cable, cable);
        QCOMPARE(d->highlight().node, node);
        QCOMPARE(d->highlight().port, port);
        QCOMPARE(d->zoom(), 4.0);
        if (cable >= 0 || node >= 0) {
            const QPointF mark = cable >= 0  ? d->cableMidpoint(cable)
                                 : port >= 0 ? d->portPosition(node, port)
                                             : d->nodeRect(node).center();
            QVERIFY2(QRectF(d->rect()).contains(mark), "highlight out of sight");
            // the halo is drawn: the picture differs from the unmarked one around the object
            d->clearHighlight();
            const QImage without = d->grab().toImage();
            page.highlightFinding(f);
            const QImage with = d->grab().toImage();
            QVERIFY(with != without);
            // exports are for documents: no mark in them
            QTemporaryDir dir;
            const QString marked = dir.filePath(QStringLiteral("marked.png"));
            const QString clean = dir.filePath(QStringLiteral("clean.png"));
            QVERIFY(d->exportTo(marked).hasValue());
            d->clearHighlight();
            QVERIFY(d->exportTo(clean).hasValue());
            QCOMPARE(QImage(marked), QImage(clean));
            page.highlightFinding(f);
            // a re-plan keeps the mark on the same object
            doc.setCluster(pair(0, 1));
            QCOMPARE(d->highlight().cable, cable);
            page.clearHighlight();
            QCOMPARE(d->highlight().cable, -1);
            QCOMPARE(d->highlight().node, -1);
        } else {
            QVERIFY(d->grab().toImage() == plain);
        }
    }
};

QTEST_MAIN(TstCablingPage)
#include "tst_cablingpage.moc"
