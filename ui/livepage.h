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
// never floods the GUI thread.
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
    int repaints() const { return m_repaints; }

    void start();
    void stop();

private:
    void startSampling();
    void startLoad();
    void repaint();
    void rebuildNodes();

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
    QTimer m_repaint;
    int m_repaints = 0;
    bool m_starting = false;
};

} // namespace railyard::ui
