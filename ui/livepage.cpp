// SPDX-License-Identifier: GPL-3.0-or-later
#include "livepage.h"

#include "clusterdocument.h"
#include "clustersession.h"
#include "inlinebanner.h"
#include "measure/perftestrun.h"
#include "measure/rdmabandwidthtest.h"
#include "model/rail.h"
#include "report/reportitem.h"
#include "telemetry/seriesdecimator.h"
#include "telemetry/telemetrysampler.h"
#include "telemetry/telemetrystore.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QOpenGLContext>
#include <QPushButton>
#include <QVBoxLayout>
#include <QValueAxis>
#include <limits>

namespace railyard::ui {

using telemetry::Metric;

namespace {

// The four netdevs of a node in chart order.
QList<model::Rail> chartRails()
{
    return {model::Rail(0, 1), model::Rail(0, 2), model::Rail(1, 1), model::Rail(1, 2)};
}

// Colour per rail, the same in both charts; distinct in light and dark palettes.
const QList<QColor> RailColours{QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c),
                                QColor(0x94, 0x67, 0xbd)};

// Errors/s on a log axis: zero has no place there, so it sits on the floor.
constexpr double ErrorFloor = 0.1;

// Columns to reduce to before the chart has been laid out once.
constexpr int FallbackColumns = 1000;

// Qt Charts can draw line series through OpenGL, which skips the per-series
// stroke of the raster path (its main cost, see bench_chart), but it ignores
// pen styles (the dotted "sent" lines) and, on virtual displays, may leave a
// screen grab empty. So it stays opt-in (RAILYARD_CHART_OPENGL=1), for the
// solid received lines only, and only where a real GL context can be made.
bool openGlSeries()
{
    if (!qEnvironmentVariableIsSet("RAILYARD_CHART_OPENGL"))
        return false;
    const QString platform = QGuiApplication::platformName();
    if (platform == QLatin1String("offscreen") || platform == QLatin1String("minimal"))
        return false;
    QOpenGLContext probe;
    return probe.create();
}

int plotColumns(const QChartView *view)
{
    const int width = int(view->chart()->plotArea().width());
    return width > 0 ? width : FallbackColumns;
}

} // namespace

LivePage::LivePage(ClusterDocument *document, ClusterSession *session, QWidget *parent)
    : QWidget(parent), m_document(document), m_session(session), m_banner(new InlineBanner(this)),
      m_node(new QComboBox(this)),
      m_load(new QCheckBox(tr("Load every cable with ib_write_bw while charting"), this)),
      m_start(new QPushButton(tr("Start"), this)), m_stop(new QPushButton(tr("Stop"), this)),
      m_status(new QLabel(this)), m_throughputView(new QChartView(this)), m_errorView(new QChartView(this)),
      m_timeAxis(new QValueAxis(this)), m_gbpsAxis(new QValueAxis(this)),
      m_errorTimeAxis(new QValueAxis(this)), m_errorAxis(new QLogValueAxis(this)),
      m_limit(new QLineSeries(this)), m_store(new telemetry::TelemetryStore(Capacity, this))
{
    auto *title =
        new QLabel(tr("<h2>Live charts</h2><p>Throughput of each rail of one node, each way, with "
                      "the node's 200 Gb/s limit, and the corrected-error rate of each rail on a log "
                      "scale (a healthy cable shows a small steady stream; one rail far above the "
                      "others is the warning sign).</p>"),
                   this);
    title->setWordWrap(true);
    m_node->setAccessibleName(tr("Node to chart"));
    m_load->setChecked(true);
    m_load->setToolTip(
        tr("Without traffic the charts stay at zero; the load runs on both rails of every cable "
           "until you press Stop."));
    m_status->setWordWrap(true);

    auto *throughput = new QChart;
    throughput->setTitle(tr("Throughput per rail (Gb/s): received solid, sent dotted"));
    auto *errors = new QChart;
    errors->setTitle(tr("Corrected errors per rail (per second, log scale)"));
    m_timeAxis->setTitleText(tr("time (s)"));
    m_errorTimeAxis->setTitleText(tr("time (s)"));
    m_gbpsAxis->setRange(0, 220);
    m_gbpsAxis->setTitleText(tr("Gb/s"));
    m_errorAxis->setRange(ErrorFloor, 1e7);
    m_errorAxis->setBase(10);
    m_errorAxis->setLabelFormat(QStringLiteral("%g"));
    m_errorAxis->setTitleText(tr("errors/s"));
    throughput->addAxis(m_timeAxis, Qt::AlignBottom);
    throughput->addAxis(m_gbpsAxis, Qt::AlignLeft);
    errors->addAxis(m_errorTimeAxis, Qt::AlignBottom);
    errors->addAxis(m_errorAxis, Qt::AlignLeft);
    const QList<model::Rail> rails = chartRails();
    const bool openGl = openGlSeries();
    for (int i = 0; i < rails.size(); ++i) {
        const QString name = tr("port %1 rail %2").arg(rails[i].port()).arg(rails[i].index());
        auto *s = new QLineSeries(this);
        s->setName(name);
        s->setProperty("netdev", rails[i].netdev());
        s->setColor(RailColours[i]);
        s->setUseOpenGL(openGl); // solid pen on value axes: the case OpenGL draws faithfully
        throughput->addSeries(s);
        s->attachAxis(m_timeAxis);
        s->attachAxis(m_gbpsAxis);
        m_throughput << s;
        auto *tx = new QLineSeries(this);
        tx->setName(tr("sent, port %1 rail %2").arg(rails[i].port()).arg(rails[i].index()));
        QPen txPen(RailColours[i]);
        txPen.setStyle(Qt::DotLine);
        txPen.setWidth(2);
        tx->setPen(txPen);
        throughput->addSeries(tx);
        // The dotted twin shares its rail's colour; one legend entry per rail is enough.
        for (QLegendMarker *marker : throughput->legend()->markers(tx))
            marker->setVisible(false);
        tx->attachAxis(m_timeAxis);
        tx->attachAxis(m_gbpsAxis);
        m_sent << tx;
        auto *e = new QLineSeries(this);
        e->setName(name);
        e->setColor(RailColours[i]);
        errors->addSeries(e);
        e->attachAxis(m_errorTimeAxis);
        e->attachAxis(m_errorAxis);
        m_errors << e;
    }
    m_limit->setName(tr("limit 200 Gb/s"));
    QPen limitPen(QColor(0xd0, 0x21, 0x21));
    limitPen.setStyle(Qt::DashLine);
    m_limit->setPen(limitPen);
    throughput->addSeries(m_limit);
    m_limit->attachAxis(m_timeAxis);
    m_limit->attachAxis(m_gbpsAxis);
    m_timeAxis->setRange(0, 60);
    m_errorTimeAxis->setRange(0, 60);
    m_throughputView->setChart(throughput);
    m_errorView->setChart(errors);
    m_throughputView->setRenderHint(QPainter::Antialiasing);
    m_errorView->setRenderHint(QPainter::Antialiasing);
    m_throughputView->setAccessibleName(tr("Throughput chart"));
    m_errorView->setAccessibleName(tr("Error rate chart"));

    auto *actions = new QHBoxLayout;
    actions->addWidget(new QLabel(tr("Node:"), this));
    actions->addWidget(m_node);
    actions->addWidget(m_load);
    actions->addStretch();
    actions->addWidget(m_start);
    actions->addWidget(m_stop);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_banner);
    layout->addLayout(actions);
    layout->addWidget(m_status);
    layout->addWidget(m_throughputView, 3);
    layout->addWidget(m_errorView, 2);

    m_drawn = QList<Drawn>(3 * rails.size());
    // Coalesces every sample of every node into at most one refresh per tick.
    m_repaint.setInterval(RepaintIntervalMs);
    connect(&m_repaint, &QTimer::timeout, this, &LivePage::refreshCharts);
    connect(m_start, &QPushButton::clicked, this, &LivePage::start);
    connect(m_stop, &QPushButton::clicked, this, &LivePage::stop);
    connect(m_node, &QComboBox::currentIndexChanged, this, &LivePage::invalidate);
    connect(m_document, &ClusterDocument::changed, this, &LivePage::rebuildNodes);
    connect(m_session, &ClusterSession::aboutToReset, this, [this] {
        stop();
        m_store->deleteLater();
        m_store = new telemetry::TelemetryStore(Capacity, this);
        connectStore();
        invalidate();
    });
    connectStore();
    m_stop->setEnabled(false);
    rebuildNodes();
}

LivePage::~LivePage()
{
    stop();
}

void LivePage::rebuildNodes()
{
    const QString current = m_node->currentText();
    const QStringList nodes = m_document->cluster().nodeNames();
    if (nodes == QStringList([this] {
            QStringList have;
            for (int i = 0; i < m_node->count(); ++i)
                have << m_node->itemText(i);
            return have;
        }()))
        return;
    m_node->blockSignals(true);
    m_node->clear();
    m_node->addItems(nodes);
    m_node->setCurrentIndex(std::max(0, int(nodes.indexOf(current))));
    m_node->blockSignals(false);
    invalidate();
}

void LivePage::connectStore()
{
    connect(m_store, &telemetry::TelemetryStore::updated, this, [this](const QString &node) {
        // Samples of the nodes not shown wait in the store until their node is picked.
        if (node == m_node->currentText())
            m_dirty = true;
    });
}

void LivePage::invalidate()
{
    m_drawn.fill(Drawn());
    m_dirty = true;
    refreshCharts();
}

bool LivePage::chartsOnScreen() const
{
    return m_throughputView->isVisible();
}

void LivePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Whatever arrived while another page was shown is drawn once, now.
    if (m_dirty)
        QTimer::singleShot(0, this, &LivePage::refreshCharts);
}

void LivePage::start()
{
    if (isRunning() || m_starting)
        return;
    if (!m_session->isConnected()) {
        m_banner->showMessage(model::Severity::Warning, m_session->unavailableReason());
        return;
    }
    m_banner->clear();
    m_start->setEnabled(false);
    m_stop->setEnabled(true);
    if (!m_load->isChecked()) {
        startSampling();
        return;
    }
    m_starting = true;
    m_status->setText(tr("Reading the rail addresses for the load…"));
    m_session->lookUpAddresses(this, [this](bool ok, const QString &error) {
        if (!m_starting)
            return; // stopped meanwhile
        m_starting = false;
        if (!ok) {
            m_banner->showMessage(model::Severity::Warning,
                                  tr("Could not read the rail addresses: charting without load."), error);
        } else {
            startLoad();
        }
        startSampling();
    });
}

void LivePage::startLoad()
{
    const measure::MeasureContext ctx = m_session->measureContext();
    QList<measure::PerftestLeg> legs;
    int tcpPort = 18600;
    for (const model::Cable &c : measure::RdmaBandwidthTest::measuredPaths(ctx.cluster)) {
        if (!c.b)
            continue;
        for (int rail = 1; rail <= model::Rail::Count; ++rail) {
            const model::Rail server(c.a.port, rail);
            const model::Rail client(c.b->port, rail);
            measure::PerftestLeg leg;
            leg.serverNode = c.a.node;
            leg.serverDevice = server.rdmaDevice();
            leg.clientNode = c.b->node;
            leg.clientDevice = client.rdmaDevice();
            leg.clientNetdev = client.netdev();
            leg.serverAddress = ctx.addresses.address(c.a.node, server.netdev());
            leg.tcpPort = tcpPort++;
            leg.port = c.b->port;
            leg.rail = rail;
            if (!leg.serverAddress.isEmpty())
                legs << leg;
        }
    }
    if (legs.isEmpty())
        return;
    measure::PerftestFlags flags;
    flags.durationS = 3600; // until Stop
    report::ReportItem *item =
        m_session->reportRoot()->addChild(report::ItemKind::Step, tr("Load for the live charts"));
    item->setStatus(report::ItemStatus::Running);
    m_loadRun =
        new measure::PerftestRun(m_session->runner(), QStringLiteral("ib_write_bw"), flags, legs, item, this);
    connect(m_loadRun, &measure::PerftestRun::finished, this, [this, item] {
        item->setStatus(report::ItemStatus::Ok);
        m_session->noteReportChanged();
        if (m_loadRun)
            m_loadRun->deleteLater();
    });
    m_loadRun->start();
    m_session->noteReportChanged();
}

void LivePage::startSampling()
{
    const std::shared_ptr<sim::SimCluster> sim = m_session->simCluster();
    QStringList netdevs;
    for (const model::Rail &r : chartRails())
        netdevs << r.netdev();
    ClusterSession *session = m_session;
    for (const QString &node : m_document->cluster().nodeNames()) {
        auto *s = new telemetry::TelemetrySampler(m_session->runner(), node, netdevs, this);
        s->setIntervalMs(SampleIntervalMs);
        // The simulator's clock, so rates are per simulated second whatever the demo speed.
        s->setClock([session] { return session->now(); }, sim ? session->clockSpeed() : 1.0);
        connect(s, &telemetry::TelemetrySampler::rateSample, m_store, &telemetry::TelemetryStore::addRate);
        m_samplers << s;
        s->start();
    }
    m_status->setText(tr("Sampling %n node(s) every %1 ms; charts redraw 5 times a second.", nullptr,
                         int(m_samplers.size()))
                          .arg(SampleIntervalMs));
    m_repaint.start();
}

void LivePage::stop()
{
    m_starting = false;
    m_repaint.stop();
    for (telemetry::TelemetrySampler *s : std::as_const(m_samplers)) {
        s->stop();
        s->disconnect();
        s->deleteLater();
    }
    m_samplers.clear();
    if (m_loadRun)
        m_loadRun->cancel();
    m_start->setEnabled(true);
    m_stop->setEnabled(false);
    if (!m_status->text().isEmpty())
        m_status->setText(tr("Stopped."));
}

void LivePage::updateSeries(QLineSeries *series, Drawn &drawn, const telemetry::RingSeries *ring,
                            double fromS, double toS, int columns, double floor)
{
    if (!ring) {
        if (series->count() > 0)
            series->clear();
        drawn = Drawn();
        return;
    }
    const Drawn now{ring->totalAppended(), fromS, toS, columns};
    if (now == drawn)
        return; // no new sample and the same window: its points would be the same
    drawn = now;
    telemetry::SeriesDecimator decimator(fromS, toS, columns);
    decimator.setFloor(floor);
    // One replace per series and frame: a single geometry update instead of one per point.
    series->replace(decimator.reduce(*ring));
}

void LivePage::refreshCharts()
{
    if (!m_dirty || !chartsOnScreen())
        return;
    m_dirty = false;
    ++m_repaints;
    const QString node = m_node->currentText();
    const QList<model::Rail> rails = chartRails();
    double tMin = 0;
    double tMax = 0;
    bool any = false;
    for (const model::Rail &rail : rails) {
        if (const telemetry::RingSeries *s = m_store->series(node, rail.netdev(), Metric::RxGbps);
            s && !s->isEmpty()) {
            tMin = any ? std::min(tMin, s->at(0).timeS) : s->at(0).timeS;
            tMax = any ? std::max(tMax, s->last().timeS) : s->last().timeS;
            any = true;
        }
    }
    if (any && tMax > tMin) {
        m_timeAxis->setRange(tMin, tMax);
        m_errorTimeAxis->setRange(tMin, tMax);
        m_limit->replace({QPointF(tMin, 200), QPointF(tMax, 200)});
    } else {
        m_limit->replace({QPointF(m_timeAxis->min(), 200), QPointF(m_timeAxis->max(), 200)});
    }
    // The window shown (a single sample is its own window): the decimator drops what lies outside it.
    const double from = any ? tMin : m_timeAxis->min();
    const double to = any ? tMax : m_timeAxis->max();
    const int columns = plotColumns(m_throughputView);
    const int errorColumns = plotColumns(m_errorView);
    constexpr double NoFloor = -std::numeric_limits<double>::infinity();
    for (int i = 0; i < rails.size(); ++i) {
        const QString netdev = rails[i].netdev();
        updateSeries(m_throughput[i], m_drawn[3 * i], m_store->series(node, netdev, Metric::RxGbps), from, to,
                     columns, NoFloor);
        updateSeries(m_sent[i], m_drawn[3 * i + 1], m_store->series(node, netdev, Metric::TxGbps), from, to,
                     columns, NoFloor);
        updateSeries(m_errors[i], m_drawn[3 * i + 2],
                     m_store->series(node, netdev, Metric::CorrectedBitsPerS), from, to, errorColumns,
                     ErrorFloor);
    }
}

} // namespace railyard::ui
