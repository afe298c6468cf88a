// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/eventmarkeritem.h"
#include "charts/polylineseriesitem.h"
#include "measure/perftestrun.h"
#include "telemetry/seriesdecimator.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QPointer>
#include <QTimer>
#include <QWidget>

class QCategoryAxis;
class QCheckBox;
class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QLineSeries;
class QLogValueAxis;
class QPushButton;
class QSplitter;
class QValueAxis;

namespace railyard::telemetry {
class RingSeries;
class TelemetrySampler;
class TelemetryStore;
struct RateSample;
} // namespace railyard::telemetry

namespace railyard::ui {

class ClusterDocument;
class ClusterOverview;
class ClusterSession;
class InlineBanner;

// Live charts of one node at a time: throughput of each rail each way with
// the node's 200 Gb/s limit, and the corrected-error rate of each rail plus
// the error rate of each lane of one rail on a log scale, with link and load
// events as vertical markers. Every node is sampled all the time (10 Hz);
// samples land in a store and the charts are redrawn from it at a fixed
// rate, so a burst of samples never floods the GUI thread. A redraw happens
// only when the shown node got new samples (or the window changed) and the
// charts are on screen, touches only the series whose data or window
// changed, and hands each one at most about two points per pixel column
// (telemetry::SeriesDecimator) to a charts::PolylineSeriesItem, which draws
// without Qt Charts' per-series path. Pause freezes the time window while
// sampling goes on; while paused the time axis zooms (rubber band, wheel).
class LivePage : public QWidget
{
    Q_OBJECT
public:
    static constexpr int SampleIntervalMs = 100;  // 10 Hz
    static constexpr int RepaintIntervalMs = 100; // at most 10 redraws a second
    static constexpr int MaxWindowMinutes = 30;
    // Points kept per series: the longest window at the sample rate.
    static constexpr int Capacity = MaxWindowMinutes * 60 * 1000 / SampleIntervalMs;

    LivePage(ClusterDocument *document, ClusterSession *session, QWidget *parent = nullptr);
    ~LivePage() override;

    InlineBanner *banner() const { return m_banner; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *stopButton() const { return m_stop; }
    QPushButton *pauseButton() const { return m_pause; }
    QPushButton *resetZoomButton() const { return m_resetZoom; }
    QCheckBox *loadBox() const { return m_load; }
    QComboBox *nodeBox() const { return m_node; }
    QComboBox *windowBox() const { return m_window; }
    QComboBox *laneRailBox() const { return m_laneRail; }
    QComboBox *laneBox() const { return m_lane; }
    QLabel *hoverLabel() const { return m_hover; }
    QChartView *throughputView() const { return m_throughputView; }
    QChartView *errorView() const { return m_errorView; }
    QValueAxis *timeAxis() const;
    QValueAxis *errorTimeAxis() const;
    ClusterOverview *overview() const { return m_overview; }
    // The labels under the time axis, left to right ("-4:00" ... "now").
    QStringList timeLabels() const;
    bool isRunning() const { return !m_samplers.isEmpty(); }
    bool isLoading() const { return m_loadRun != nullptr; }
    // Port 0 rail 1, port 0 rail 2, port 1 rail 1, port 1 rail 2.
    const QList<charts::PolylineSeriesItem *> &throughputSeries() const { return m_throughput; } // received
    const QList<charts::PolylineSeriesItem *> &sentSeries() const { return m_sent; }
    const QList<charts::PolylineSeriesItem *> &errorSeries() const { return m_errors; } // corrected bits/s
    // Lanes 0..3 of the rail picked in laneRailBox(), errors per second.
    const QList<charts::PolylineSeriesItem *> &laneSeries() const { return m_lanes; }
    charts::EventMarkerItem *throughputMarkers() const { return m_throughputMarkers; }
    charts::EventMarkerItem *errorMarkers() const { return m_errorMarkers; }
    telemetry::TelemetryStore *store() const { return m_store; }
    // Chart refreshes done (ticks with nothing new, or with the charts hidden, do not count).
    int repaints() const { return m_repaints; }

    void start();
    void stop();

    int windowMinutes() const;
    void setWindowMinutes(int minutes);
    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);
    // Only while paused: shows [fromS, toS] of the stored history.
    void zoomTime(double fromS, double toS);
    void resetZoom();
    // Time and value of the nearest point of every visible series at `timeS`,
    // as the hover label shows them; empty when no series has a point.
    QString hoverAt(double timeS);

    // Shows that node and emphasises the rail (and lane, 0..3) of `netdev`, dimming the others.
    void highlight(const QString &node, const QString &netdev, int lane = -1);
    void clearHighlight();
    QString highlightedNetdev() const { return m_highlightNetdev; }
    int highlightedLane() const { return m_highlightLane; }

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void startSampling();
    void startLoad();
    void refreshCharts();
    void invalidate(); // the shown data changed as a whole: node switch, new store, window
    void connectStore();
    bool chartsOnScreen() const;
    void rebuildNodes();
    void onRate(const telemetry::RateSample &sample);
    void onSamplerProblem();
    void addEvent(const QString &node, double timeS, const QString &label, const QColor &color);
    void updateMarkers(double fromS);
    void applyPens();
    void applyLaneVisibility();
    void setTimeRange(double fromS, double toS);
    // Ticks counted back from the live edge (or the moment of the pause): "-4:30" ... "now".
    void relabelTime(double fromS, double toS);
    void updatePeers();
    void onTimeAxisChanged(double fromS, double toS);
    void wheelZoom(QChartView *view, const QPointF &viewportPos, int delta);
    void hoverFromView(QChartView *view, const QPoint &viewportPos);
    void updateStatus();

    // What a series was last given, so an unchanged one is not handed the same points again.
    struct Drawn
    {
        qint64 appended = -1;
        double fromS = 0;
        double toS = 0;
        int columns = 0;
        bool operator==(const Drawn &) const = default;
    };
    // Samples were lost before a point marked afterGap: no line across that.
    void breakAtGaps(QList<QPointF> &points, const telemetry::RingSeries &ring, double fromS, double toS);
    // `memo` keeps the series' reduced columns between frames: a live frame reads only the new samples.
    void updateSeries(charts::PolylineSeriesItem *series, Drawn &drawn,
                      telemetry::SeriesDecimator::Memo &memo, const telemetry::RingSeries *ring, double fromS,
                      double toS, int columns, double floor);

    ClusterDocument *m_document;
    ClusterSession *m_session;
    InlineBanner *m_banner;
    ClusterOverview *m_overview;
    QComboBox *m_node;
    QComboBox *m_window;
    QComboBox *m_laneRail;
    QComboBox *m_lane;
    QCheckBox *m_load;
    QPushButton *m_start;
    QPushButton *m_stop;
    QPushButton *m_pause;
    QPushButton *m_resetZoom;
    QLabel *m_status;
    QLabel *m_hover;
    QSplitter *m_splitter;
    QChartView *m_throughputView;
    QChartView *m_errorView;
    QCategoryAxis *m_timeAxis;
    QValueAxis *m_gbpsAxis;
    QCategoryAxis *m_errorTimeAxis;
    QLogValueAxis *m_errorAxis;
    QLineSeries *m_limit;
    QList<charts::PolylineSeriesItem *> m_throughput;
    QList<charts::PolylineSeriesItem *> m_sent; // the same rails, the other way (dotted)
    QList<charts::PolylineSeriesItem *> m_errors;
    QList<charts::PolylineSeriesItem *> m_lanes;
    charts::EventMarkerItem *m_throughputMarkers;
    charts::EventMarkerItem *m_errorMarkers;
    telemetry::TelemetryStore *m_store;
    QList<telemetry::TelemetrySampler *> m_samplers;
    QPointer<measure::PerftestRun> m_loadRun;
    // Per series: throughput, sent, errors of rail i at 3 * i + 0, 1, 2; lane j at 12 + j.
    QList<Drawn> m_drawn;
    QList<telemetry::SeriesDecimator::Memo> m_memos; // one per entry of m_drawn
    // Link events per node; load start/stop (every node) under the empty name.
    QHash<QString, QList<charts::EventMarkerItem::Marker>> m_events;
    QHash<QString, bool> m_carrier; // "node/netdev" -> carrier last seen
    QTimer m_repaint;
    QString m_highlightNetdev;
    int m_highlightLane = -1;
    double m_pausedFrom = 0; // the live window when Pause was pressed
    double m_pausedTo = 0;
    double m_viewFrom = 0; // the window shown while paused (zoomed or not)
    double m_viewTo = 0;
    int m_repaints = 0;
    bool m_dirty = true;
    bool m_starting = false;
    bool m_paused = false;
    bool m_settingRange = false; // our own axis changes are not zooms
};

} // namespace railyard::ui
