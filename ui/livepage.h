// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/perftestrun.h"

#include <QList>
#include <QPointer>
#include <QTimer>
#include <QWidget>

class QCheckBox;
class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QLineSeries;
class QLogValueAxis;
class QPushButton;
class QValueAxis;

namespace railyard::telemetry {
class RingSeries;
class TelemetrySampler;
class TelemetryStore;
} // namespace railyard::telemetry

namespace railyard::ui {

class ClusterDocument;
class ClusterSession;
class InlineBanner;

// Live charts: per-rail throughput and corrected-error rate of one node,
// fed by one sampler per node. Samples land in a store as they come; the
// charts are redrawn from it at a fixed, low rate, so a burst of samples
// never floods the GUI thread. A redraw happens only when the shown node
// got new samples and the charts are on screen, touches only the series
// whose data or window changed, and hands each one at most about two
// points per pixel column (telemetry::SeriesDecimator), so its cost
// follows the plot width rather than the history length.
class LivePage : public QWidget
{
    Q_OBJECT
public:
    static constexpr int SampleIntervalMs = 200;
    static constexpr int RepaintIntervalMs = 200; // 5 Hz
    static constexpr int Capacity = 300;          // points kept per series

    LivePage(ClusterDocument *document, ClusterSession *session, QWidget *parent = nullptr);
    ~LivePage() override;

    InlineBanner *banner() const { return m_banner; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *stopButton() const { return m_stop; }
    QCheckBox *loadBox() const { return m_load; }
    QComboBox *nodeBox() const { return m_node; }
    bool isRunning() const { return !m_samplers.isEmpty(); }
    bool isLoading() const { return m_loadRun != nullptr; }
    const QList<QLineSeries *> &throughputSeries() const { return m_throughput; } // received
    const QList<QLineSeries *> &sentSeries() const { return m_sent; }
    const QList<QLineSeries *> &errorSeries() const { return m_errors; }
    telemetry::TelemetryStore *store() const { return m_store; }
    // Chart refreshes done (ticks with nothing new, or with the charts hidden, do not count).
    int repaints() const { return m_repaints; }

    void start();
    void stop();

private:
    void startSampling();
    void startLoad();
    void refreshCharts();
    void invalidate(); // the shown data changed as a whole: node switch, new store
    void connectStore();
    bool chartsOnScreen() const;
    void rebuildNodes();

protected:
    void showEvent(QShowEvent *event) override;

private:
    // What a series was last given, so an unchanged one is not handed the same points again.
    struct Drawn
    {
        qint64 appended = -1;
        double fromS = 0;
        double toS = 0;
        int columns = 0;
        bool operator==(const Drawn &) const = default;
    };
    void updateSeries(QLineSeries *series, Drawn &drawn, const telemetry::RingSeries *ring, double fromS,
                      double toS, int columns, double floor);

    ClusterDocument *m_document;
    ClusterSession *m_session;
    InlineBanner *m_banner;
    QComboBox *m_node;
    QCheckBox *m_load;
    QPushButton *m_start;
    QPushButton *m_stop;
    QLabel *m_status;
    QChartView *m_throughputView;
    QChartView *m_errorView;
    QValueAxis *m_timeAxis;
    QValueAxis *m_gbpsAxis;
    QValueAxis *m_errorTimeAxis;
    QLogValueAxis *m_errorAxis;
    QLineSeries *m_limit;
    QList<QLineSeries *> m_throughput; // port 0 rail 1, port 0 rail 2, port 1 rail 1, port 1 rail 2
    QList<QLineSeries *> m_sent;       // the same rails, the other way (dashed)
    QList<QLineSeries *> m_errors;
    telemetry::TelemetryStore *m_store;
    QList<telemetry::TelemetrySampler *> m_samplers;
    QPointer<measure::PerftestRun> m_loadRun;
    QList<Drawn> m_drawn; // per series: throughput, sent and errors of rail i at 3 * i + 0, 1, 2
    QTimer m_repaint;
    int m_repaints = 0;
    bool m_dirty = true;
    bool m_starting = false;
};

} // namespace railyard::ui
