// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/eventmarkeritem.h"
#include "charts/polylineseriesitem.h"
#include "clusterdocument.h"
#include "clusteroverview.h"
#include "clustersession.h"
#include "inlinebanner.h"
#include "livepage.h"
#include "sim/scenariocatalog.h"
#include "sim/simcluster.h"
#include "telemetry/ratesample.h"
#include "telemetry/seriesdecimator.h"
#include "telemetry/telemetrystore.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QValueAxis>
#include <QWheelEvent>
#include <cmath>
#include <memory>

using namespace railyard;
using namespace railyard::ui;

namespace {

// Simulated seconds per real second: a minute of history in a few real seconds.
constexpr double Speed = 20.0;

const QString Node1 = QStringLiteral("spark-1");
const QString Node2 = QStringLiteral("spark-2");
const QString Port0Rail1 = QStringLiteral("enp1s0f0np0");
const QString Port1Rail1 = QStringLiteral("enp1s0f1np1");

bool hasMarker(const charts::EventMarkerItem *item, const QString &label)
{
    for (const charts::EventMarkerItem::Marker &m : item->markers()) {
        if (m.label.startsWith(label))
            return true;
    }
    return false;
}

// The demo in process: a document, its session on the simulator, the page, shown.
struct Demo
{
    explicit Demo(const QString &scenario = QStringLiteral("healthy-pair"))
    {
        session.setClockSpeed(Speed);
        const auto loaded = sim::ScenarioCatalog::byName(scenario);
        ok = loaded.hasValue();
        if (!ok)
            return;
        document.startDemo(scenario, loaded->intendedCluster());
        page = std::make_unique<LivePage>(&document, &session);
        page->resize(1000, 800);
        page->show();
        ok = QTest::qWaitForWindowExposed(page.get()) && session.isConnected();
    }
    ~Demo()
    {
        if (page)
            page->stop();
    }
    // Samples without the load: only the sampling is under test.
    void sample()
    {
        page->loadBox()->setChecked(false);
        page->start();
    }

    ClusterDocument document;
    ClusterSession session{&document};
    std::unique_ptr<LivePage> page;
    bool ok = false;
};

// Equal, with the NaN breaks equal to each other.
bool samePoints(const QList<QPointF> &a, const QList<QPointF> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const bool bothBreaks = std::isnan(a[i].y()) && std::isnan(b[i].y());
        if (a[i].x() != b[i].x() || (!bothBreaks && a[i].y() != b[i].y()))
            return false;
    }
    return true;
}

double span(const QValueAxis *axis)
{
    return axis->max() - axis->min();
}

} // namespace

class TstLivePage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void sizesForThirtyMinutesAtTenHertz()
    {
        QCOMPARE(LivePage::SampleIntervalMs, 100);
        QCOMPARE(LivePage::Capacity, 18000);
        Demo d;
        QVERIFY(d.ok);
        QCOMPARE(d.page->store()->capacity(), 18000);
        QCOMPARE(d.page->windowBox()->count(), 5);
        QCOMPARE(d.page->windowBox()->itemData(4).toInt(), 30);
        QVERIFY(!d.page->windowBox()->accessibleName().isEmpty());
        QVERIFY(!d.page->pauseButton()->accessibleName().isEmpty());
        QVERIFY(!d.page->resetZoomButton()->accessibleName().isEmpty());
        QVERIFY(!d.page->laneBox()->accessibleName().isEmpty());
    }

    void overviewShowsEveryRailAndOpensItsNode()
    {
        Demo d;
        QVERIFY(d.ok);
        d.sample();
        ClusterOverview *o = d.page->overview();
        QCOMPARE(o->nodes(), (QStringList{Node1, Node2}));
        // every rail of every node gets its cell filled from the samples
        for (const QString &node : {Node1, Node2})
            for (const QString &netdev : ClusterOverview::columnNetdevs())
                QTRY_VERIFY_WITH_TIMEOUT(o->status(node, netdev).has_value(), 10000);
        QTRY_VERIFY(o->repaints() > 0);
        QVERIFY(o->toolTipAt(o->cellRect(0, 0).center()).contains(QStringLiteral("Cable to spark-2 port 0")));
        QVERIFY(o->toolTipAt(o->cellRect(1, 2).center()).contains(QStringLiteral("No cable planned")));

        // a rail past the FEC limit turns its cell red, the others stay as they were
        telemetry::RateSample bad;
        bad.node = Node2;
        bad.netdev = Port1Rail1;
        bad.rxGbps = 40;
        bad.preFecBer = 3e-4;
        o->addSample(bad);
        QCOMPARE(o->status(Node2, Port1Rail1)->severity, model::Severity::Error);
        QCOMPARE(o->status(Node2, Port0Rail1)->severity, model::Severity::Info);
        o->update();
        const QImage shot = o->grab().toImage();
        const QPoint inBad = o->cellRect(1, 2).topLeft() + QPoint(3, o->cellRect(1, 2).height() / 2);
        const QColor c = shot.pixelColor(inBad * shot.devicePixelRatio());
        QVERIFY2(c.red() > c.green() + 30, qPrintable(c.name()));

        // a click on spark-2's cell opens spark-2's charts, on that rail's lanes
        QCOMPARE(d.page->nodeBox()->currentText(), Node1);
        QTest::mouseClick(o, Qt::LeftButton, {}, o->cellRect(1, 2).center());
        QCOMPARE(d.page->nodeBox()->currentText(), Node2);
        QCOMPARE(d.page->laneRailBox()->currentData().toString(), Port1Rail1);
        QCOMPARE(o->currentNode(), Node2);
    }

    // The grid's measures are kept between frames: a longer node name, a
    // bigger font must still move the cells (and a click must find them).
    void overviewMeasuresFollowNamesAndFont()
    {
        ClusterOverview o;
        o.setNodes({QStringLiteral("a1"), QStringLiteral("a2")});
        const QRect first = o.cellRect(1, 0);
        o.setNodes({QStringLiteral("a1"), QStringLiteral("a-much-longer-node-name")});
        const QRect wider = o.cellRect(1, 0);
        QVERIFY2(wider.left() > first.left(),
                 qPrintable(QStringLiteral("%1 -> %2").arg(first.left()).arg(wider.left())));
        QCOMPARE(o.sizeHint().width(), wider.right() + 1 + 3 * wider.width() + 2);
        QFont big = o.font();
        big.setPointSizeF(big.pointSizeF() * 2);
        o.setFont(big);
        const QRect bigger = o.cellRect(1, 0);
        QVERIFY2(bigger.height() > wider.height() && bigger.top() > wider.top(),
                 qPrintable(QStringLiteral("%1x%2 -> %3x%4")
                                .arg(wider.top())
                                .arg(wider.height())
                                .arg(bigger.top())
                                .arg(bigger.height())));
        QSignalSpy activated(&o, &ClusterOverview::cellActivated);
        o.resize(o.sizeHint());
        QTest::mouseClick(&o, Qt::LeftButton, {}, o.cellRect(1, 3).center());
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("a-much-longer-node-name"));
        QCOMPARE(activated.at(0).at(1).toString(), ClusterOverview::columnNetdevs().at(3));
    }

    void timeAxisCountsBackFromNow()
    {
        Demo d;
        QVERIFY(d.ok);
        d.sample();
        d.page->setWindowMinutes(5);
        QTRY_VERIFY(d.page->timeAxis()->max() > 5);
        QStringList labels = d.page->timeLabels();
        QCOMPARE(labels.last(), QStringLiteral("now"));
        QCOMPARE(labels.first(), QStringLiteral("−4:00"));
        QCOMPARE(labels.size(), 5);
        // paused: the window keeps its place and its labels, counted back from the pause
        d.page->setPaused(true);
        labels = d.page->timeLabels();
        QCOMPARE(labels.last(), QStringLiteral("paused"));
        const double max = d.page->timeAxis()->max();
        QTest::qWait(500);
        QCOMPARE(d.page->timeAxis()->max(), max);
        QCOMPARE(d.page->timeLabels(), labels);
        d.page->setPaused(false);
        QTRY_COMPARE(d.page->timeLabels().last(), QStringLiteral("now"));
    }

    void windowFollowsTheNewestSample_data()
    {
        QTest::addColumn<int>("minutes");
        QTest::newRow("1 min") << 1;
        QTest::newRow("2 min") << 2;
        QTest::newRow("30 min") << 30;
    }
    void windowFollowsTheNewestSample()
    {
        QFETCH(int, minutes);
        Demo d;
        QVERIFY(d.ok);
        d.sample();
        d.page->setWindowMinutes(minutes);
        QCOMPARE(d.page->windowMinutes(), minutes);
        QTRY_COMPARE(span(d.page->timeAxis()), 60.0 * minutes);
        QCOMPARE(span(d.page->errorTimeAxis()), 60.0 * minutes);
        if (minutes > 2)
            return; // a 30 min window does not fill during a test
        // Once the window is full it ends at the newest sample.
        const telemetry::TelemetryStore *store = d.page->store();
        QTRY_VERIFY_WITH_TIMEOUT(
            store->series(Node1, Port0Rail1, telemetry::Metric::RxGbps) &&
                store->series(Node1, Port0Rail1, telemetry::Metric::RxGbps)->last().timeS >
                    60.0 * minutes + 10,
            30000);
        QTRY_COMPARE(d.page->timeAxis()->max(), d.page->throughputSeries().at(0)->points().last().x());
        QCOMPARE(span(d.page->timeAxis()), 60.0 * minutes);
        // The series holds no more than the decimator lets through for the plot width.
        const int columns = int(d.page->throughputView()->chart()->plotArea().width());
        QCOMPARE_LE(d.page->throughputSeries().at(0)->count(),
                    telemetry::SeriesDecimator(0, 60.0 * minutes, columns).maxPoints());
    }

    void pauseFreezesWhileSamplingGoesOn()
    {
        Demo d;
        QVERIFY(d.ok);
        d.sample();
        QTRY_VERIFY_WITH_TIMEOUT(d.page->throughputSeries().at(0)->count() >= 5, 15000);
        d.page->pauseButton()->click();
        QVERIFY(d.page->isPaused());
        QCOMPARE(d.page->pauseButton()->text(), QStringLiteral("Resume"));
        const double from = d.page->timeAxis()->min();
        const double to = d.page->timeAxis()->max();
        const QList<QPointF> shown = d.page->throughputSeries().at(0)->points();
        const telemetry::RingSeries *ring =
            d.page->store()->series(Node1, Port0Rail1, telemetry::Metric::RxGbps);
        QVERIFY(ring);
        const qint64 appended = ring->totalAppended();
        QSignalSpy updated(d.page->store(), &telemetry::TelemetryStore::updated);
        QTRY_VERIFY_WITH_TIMEOUT(ring->totalAppended() >= appended + 10, 15000);
        QVERIFY(updated.count() >= 10);
        QCOMPARE(d.page->timeAxis()->min(), from);
        QCOMPARE(d.page->timeAxis()->max(), to);
        QVERIFY(samePoints(d.page->throughputSeries().at(0)->points(), shown));
        // Resume jumps to live: the newest samples come into view.
        d.page->pauseButton()->click();
        QVERIFY(!d.page->isPaused());
        QTRY_VERIFY(d.page->throughputSeries().at(0)->points().last().x() > shown.last().x());
    }

    void zoomOnlyWhilePaused()
    {
        Demo d;
        QVERIFY(d.ok);
        d.page->setWindowMinutes(1);
        d.sample();
        QTRY_VERIFY_WITH_TIMEOUT(d.page->throughputSeries().at(0)->count() >= 20, 15000);
        QVERIFY(!d.page->resetZoomButton()->isEnabled());
        d.page->zoomTime(10, 20); // ignored while live
        QCOMPARE(span(d.page->timeAxis()), 60.0);
        d.page->setPaused(true);
        QVERIFY(d.page->resetZoomButton()->isEnabled());
        QCOMPARE(d.page->throughputView()->rubberBand(), QChartView::HorizontalRubberBand);
        const double from = d.page->timeAxis()->min();
        const double to = d.page->timeAxis()->max();
        const double a = from + 10;
        const double b = from + 30;
        d.page->zoomTime(a, b);
        QCOMPARE(d.page->timeAxis()->min(), a);
        QCOMPARE(d.page->timeAxis()->max(), b);
        QCOMPARE(d.page->errorTimeAxis()->min(), a);
        // Re-decimated for the zoomed window: no point outside it but the edges' neighbours.
        for (const QPointF &p : d.page->throughputSeries().at(0)->points())
            QVERIFY2(p.x() >= a && p.x() <= b, qPrintable(QString::number(p.x())));
        // A wheel notch forward on the plot zooms in around the mouse.
        QWidget *viewport = d.page->throughputView()->viewport();
        const QPoint centre = viewport->rect().center();
        QWheelEvent wheel(centre, viewport->mapToGlobal(centre), QPoint(), QPoint(0, 120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(viewport, &wheel);
        QCOMPARE_LT(span(d.page->timeAxis()), b - a);
        QCOMPARE_GE(d.page->timeAxis()->min(), a);
        d.page->resetZoomButton()->click();
        QCOMPARE(d.page->timeAxis()->min(), from);
        QCOMPARE(d.page->timeAxis()->max(), to);
        // What the rubber band does: the middle half of the error chart's plot, full height.
        QChart *errors = d.page->errorView()->chart();
        const QRectF plot = errors->plotArea();
        errors->zoomIn(QRectF(plot.left() + plot.width() / 4, plot.top(), plot.width() / 2, plot.height()));
        QTRY_COMPARE_LT(std::abs(span(d.page->timeAxis()) - (to - from) / 2), 0.5);
        QCOMPARE(span(d.page->errorTimeAxis()), span(d.page->timeAxis()));
        const auto *gbps =
            qobject_cast<QValueAxis *>(d.page->throughputView()->chart()->axes(Qt::Vertical).first());
        QVERIFY(gbps);
        QCOMPARE(gbps->max(), 220.0);
        // Resuming jumps back to the live window.
        d.page->setPaused(false);
        QTRY_COMPARE(span(d.page->timeAxis()), 60.0);
        QVERIFY(!d.page->resetZoomButton()->isEnabled());
    }

    void markersOnLoadStartAndStop()
    {
        Demo d;
        QVERIFY(d.ok);
        d.page->loadBox()->setChecked(true);
        d.page->startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(d.page->isLoading(), 10000);
        QTRY_VERIFY(hasMarker(d.page->throughputMarkers(), QStringLiteral("load started")));
        QVERIFY(hasMarker(d.page->errorMarkers(), QStringLiteral("load started")));
        QCOMPARE(d.page->throughputMarkers()->visibleMarkers().size(), 1);
        // The load fills port 0 of the pair: about 100 Gb/s per rail on the wire.
        QTRY_VERIFY_WITH_TIMEOUT(!d.page->throughputSeries().at(0)->points().isEmpty() &&
                                     d.page->throughputSeries().at(0)->points().last().y() > 80,
                                 15000);
        d.page->stopButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!d.page->isLoading(), 10000);
        QVERIFY(hasMarker(d.page->throughputMarkers(), QStringLiteral("load stopped")));
    }

    void markerOnLinkDown()
    {
        Demo d;
        QVERIFY(d.ok);
        d.sample();
        QTRY_VERIFY_WITH_TIMEOUT(d.page->throughputSeries().at(0)->count() >= 3, 15000);
        QVERIFY(!hasMarker(d.page->throughputMarkers(), QStringLiteral("link down")));
        d.session.simCluster()->setAdminUp(Node1, Port0Rail1, false);
        QTRY_VERIFY_WITH_TIMEOUT(
            hasMarker(d.page->throughputMarkers(), QStringLiteral("link down, port 0 rail 1")), 15000);
        d.session.simCluster()->setAdminUp(Node1, Port0Rail1, true);
        QTRY_VERIFY_WITH_TIMEOUT(
            hasMarker(d.page->throughputMarkers(), QStringLiteral("link up, port 0 rail 1")), 15000);
    }

    // A node that cannot be reached while the page samples: the banner
    // names it with the transport's reason, and says so when it delivers again.
    void bannerNamesSilentNode()
    {
        Demo d;
        QVERIFY(d.ok);
        d.session.simCluster()->node(Node1)->setSshdDown(true);
        d.sample();
        QTRY_VERIFY_WITH_TIMEOUT(d.page->banner()->isVisible(), 15000);
        QVERIFY2(d.page->banner()->message().contains(Node1), qPrintable(d.page->banner()->message()));
        QVERIFY2(!d.page->banner()->message().contains(Node2), qPrintable(d.page->banner()->message()));
        QVERIFY2(d.page->banner()->details().contains(QLatin1String("Connection refused")),
                 qPrintable(d.page->banner()->details()));
        QCOMPARE(d.page->banner()->severity(), model::Severity::Warning);
        d.session.simCluster()->node(Node1)->setSshdDown(false);
        QTRY_COMPARE_WITH_TIMEOUT(d.page->banner()->severity(), model::Severity::Info, 20000);
    }

    void laneErrorsPerRail()
    {
        Demo d;
        QVERIFY(d.ok);
        d.sample();
        QCOMPARE(d.page->laneSeries().size(), 4);
        QTRY_VERIFY_WITH_TIMEOUT(d.page->laneSeries().at(3)->count() >= 3, 15000);
        for (const charts::PolylineSeriesItem *lane : d.page->laneSeries())
            QVERIFY(lane->isSeriesVisible());
        // On the log axis: a lane without errors sits on the floor, never at zero (NaN: a break after lost
        // samples).
        for (const QPointF &p : d.page->laneSeries().at(0)->points()) {
            if (!std::isnan(p.y()))
                QCOMPARE_GE(p.y(), 0.1);
        }
        d.page->laneBox()->setCurrentIndex(d.page->laneBox()->findData(2));
        QVERIFY(!d.page->laneSeries().at(0)->isSeriesVisible());
        QVERIFY(d.page->laneSeries().at(2)->isSeriesVisible());
        QVERIFY(d.page->laneSeries().at(2)->name().contains(QStringLiteral("port 0 rail 1")));
        d.page->laneRailBox()->setCurrentIndex(d.page->laneRailBox()->findData(Port1Rail1));
        QVERIFY(d.page->laneSeries().at(2)->name().contains(QStringLiteral("port 1 rail 1")));
    }

    void hoverShowsTheNearestValues()
    {
        Demo d;
        QVERIFY(d.ok);
        d.sample();
        QTRY_VERIFY_WITH_TIMEOUT(d.page->throughputSeries().at(0)->count() >= 5, 15000);
        // Error counters come from ethtool, one netdev a phy tick in turn:
        // their first rates come seconds after the first throughput points.
        QTRY_VERIFY_WITH_TIMEOUT(d.page->errorSeries().at(0)->count() >= 1, 30000);
        d.page->setPaused(true);
        const QPointF newest = d.page->throughputSeries().at(0)->points().last();
        const QString text = d.page->hoverAt(newest.x() + 0.01);
        QVERIFY2(text.contains(QStringLiteral("At %1 s").arg(newest.x(), 0, 'f', 1)), qPrintable(text));
        QVERIFY2(
            text.contains(QStringLiteral("port 0 rail 1 rx: %1 Gb/s").arg(QString::number(newest.y(), 'g', 4))),
            qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("errors/s")));
        QCOMPARE(d.page->hoverLabel()->text(), text);
        // The mouse over the plot does the same.
        d.page->hoverLabel()->clear();
        QChart *chart = d.page->throughputView()->chart();
        const QPoint inPlot =
            d.page->throughputView()->mapFromScene(chart->mapToScene(chart->plotArea().center()));
        QTest::mouseMove(d.page->throughputView()->viewport(), inPlot);
        QTRY_VERIFY(d.page->hoverLabel()->text().startsWith(QStringLiteral("At ")));
    }

    void highlightEmphasisesOneRail()
    {
        Demo d;
        QVERIFY(d.ok);
        QCOMPARE(d.page->nodeBox()->currentText(), Node1);
        const QList<charts::PolylineSeriesItem *> &rx = d.page->throughputSeries();
        const qreal normal = rx.at(0)->pen().widthF();
        d.page->highlight(Node2, Port1Rail1, 2);
        QCOMPARE(d.page->nodeBox()->currentText(), Node2);
        QCOMPARE(d.page->highlightedNetdev(), Port1Rail1);
        QCOMPARE(d.page->highlightedLane(), 2);
        QCOMPARE_GT(rx.at(2)->pen().widthF(), normal); // port 1 rail 1
        QCOMPARE(rx.at(2)->pen().color().alpha(), 255);
        QCOMPARE_LT(rx.at(0)->pen().color().alpha(), 255); // dimmed
        QCOMPARE_LT(d.page->sentSeries().at(1)->pen().color().alpha(), 255);
        QCOMPARE(d.page->laneRailBox()->currentData().toString(), Port1Rail1);
        QCOMPARE(d.page->laneBox()->currentData().toInt(), 2);
        QCOMPARE_GT(d.page->laneSeries().at(2)->pen().widthF(), normal);
        QCOMPARE_LT(d.page->laneSeries().at(1)->pen().color().alpha(), 255);
        d.page->clearHighlight();
        QVERIFY(d.page->highlightedNetdev().isEmpty());
        for (const charts::PolylineSeriesItem *s : rx) {
            QCOMPARE(s->pen().widthF(), normal);
            QCOMPARE(s->pen().color().alpha(), 255);
        }
    }

    void noLineAcrossLostSamples()
    {
        Demo d;
        QVERIFY(d.ok);
        // Straight into the page's store: samples 1 s apart, those from 5 s lost.
        for (int t = 0; t <= 10; ++t) {
            if (t >= 5 && t < 8)
                continue;
            telemetry::RateSample s;
            s.node = Node1;
            s.netdev = Port0Rail1;
            s.timeS = t;
            s.intervalS = 1;
            s.afterGap = t == 8;
            s.rxGbps = 50 + t;
            d.page->store()->addRate(s);
        }
        QCOMPARE(d.page->store()->gaps(), 1);
        d.page->setWindowMinutes(1); // redraws at once
        const charts::PolylineSeriesItem *rx = d.page->throughputSeries().at(0);
        QCOMPARE(rx->count(), 9); // 8 samples and the break
        QVERIFY(std::isnan(rx->points().at(5).y()));
        QCOMPARE(rx->points().at(6), QPointF(8, 58));
        QTRY_COMPARE(rx->polylineCount(), 2);
        // The hover skips the break: 5.5 s is nearest to the sample at 4 s.
        QVERIFY(d.page->hoverAt(5.5).contains(QStringLiteral("port 0 rail 1 rx: 54 Gb/s")));
    }

    void noRedrawOffScreen()
    {
        Demo d;
        QVERIFY(d.ok);
        d.sample();
        // Repaints come before the first sample on a loaded machine (seen
        // under ASan in CI): wait for the series too.
        QTRY_VERIFY_WITH_TIMEOUT(d.page->repaints() >= 3 &&
                                     d.page->store()->series(Node1, Port0Rail1, telemetry::Metric::RxGbps),
                                 15000);
        d.page->hide();
        const int repaints = d.page->repaints();
        const telemetry::RingSeries *ring =
            d.page->store()->series(Node1, Port0Rail1, telemetry::Metric::RxGbps);
        QVERIFY(ring);
        const qint64 appended = ring->totalAppended();
        QTRY_VERIFY_WITH_TIMEOUT(ring->totalAppended() >= appended + 10, 15000);
        QCOMPARE(d.page->repaints(), repaints);
        d.page->show();
        QTRY_VERIFY(d.page->repaints() > repaints);
    }
};

QTEST_MAIN(TstLivePage)
#include "tst_livepage.moc"
