// SPDX-License-Identifier: GPL-3.0-or-later
#include "livepage.h"

#include "charts/eventmarkeritem.h"
#include "charts/polylineseriesitem.h"
#include "clusterdocument.h"
#include "clusteroverview.h"
#include "clustersession.h"
#include "inlinebanner.h"
#include "measure/perftestrun.h"
#include "measure/rdmabandwidthtest.h"
#include "model/cablingchecklist.h"
#include "model/cablingrules.h"
#include "model/rail.h"
#include "pageheading.h"
#include "report/reportitem.h"
#include "telemetry/ratesample.h"
#include "telemetry/seriesdecimator.h"
#include "telemetry/telemetrysampler.h"
#include "telemetry/telemetrystore.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QWheelEvent>
#include <cmath>
#include <limits>
#include <utility>

namespace railyard::ui {

using charts::EventMarkerItem;
using charts::PolylineSeriesItem;
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
// Lanes get their own colours: they share the error chart with the rails.
const QList<QColor> LaneColours{QColor(0x17, 0xbe, 0xcf), QColor(0xbc, 0xbd, 0x22), QColor(0xe3, 0x77, 0xc2),
                                QColor(0x8c, 0x56, 0x4b)};
const QColor LoadColour(0x55, 0x55, 0x55);
const QColor LinkDownColour(0xd0, 0x21, 0x21);
const QColor LinkUpColour(0x2c, 0xa0, 0x2c);

constexpr int Lanes = 4;
const QList<int> WindowMinutes{1, 2, 5, 10, 30};

// Errors/s on a log axis: zero has no place there, so it sits on the floor.
constexpr double ErrorFloor = 0.1;

// Columns to reduce to before the chart has been laid out once.
constexpr int FallbackColumns = 1000;

// How far one wheel notch zooms the time axis.
constexpr double WheelZoom = 0.8;
// The narrowest zoom: a few samples.
constexpr double MinimumSpanS = 1.0;

// Cheap enough antialiased at one node's 16 series (bench_chart: the aliased
// mode matters at 64 series and more).
constexpr bool Antialiased = true;

int plotColumns(const QChartView *view)
{
    const int width = int(view->chart()->plotArea().width());
    return width > 0 ? width : FallbackColumns;
}

model::Rail railOf(const QString &netdev)
{
    for (const model::Rail &r : chartRails()) {
        if (r.netdev() == netdev)
            return r;
    }
    return model::Rail(0, 1);
}

QString eventKey(const QString &node, const QString &netdev)
{
    return node + QLatin1Char('/') + netdev;
}

Metric laneMetric(int lane)
{
    return Metric(int(Metric::Lane0ErrorsPerS) + lane);
}

} // namespace

LivePage::LivePage(ClusterDocument *document, ClusterSession *session, QWidget *parent)
    : QWidget(parent), m_document(document), m_session(session), m_banner(new InlineBanner(this)),
      m_overview(new ClusterOverview(this)), m_node(new QComboBox(this)), m_window(new QComboBox(this)),
      m_laneRail(new QComboBox(this)), m_lane(new QComboBox(this)),
      m_load(new QCheckBox(tr("Load the cables (ib_write_bw)"), this)),
      m_start(new QPushButton(tr("Start"), this)), m_stop(new QPushButton(tr("Stop"), this)),
      m_pause(new QPushButton(tr("Pause"), this)), m_resetZoom(new QPushButton(tr("Reset zoom"), this)),
      m_status(new QLabel(this)), m_hover(new QLabel(this)), m_throughputView(new QChartView(this)),
      m_errorView(new QChartView(this)), m_timeAxis(new QCategoryAxis(this)),
      m_gbpsAxis(new QValueAxis(this)), m_errorTimeAxis(new QCategoryAxis(this)),
      m_errorAxis(new QLogValueAxis(this)), m_limit(new QLineSeries(this)),
      m_store(new telemetry::TelemetryStore(Capacity, this))
{
    auto *title = new PageHeading(
        tr("Live charts"),
        tr("Every node's rails at a glance; click one for its node's throughput and error rates over time."),
        tr("Throughput of each rail of one node, each way, with the node's 200 Gb/s limit, and the "
           "corrected-error rate of each rail and of each lane of one rail on a log scale (a healthy cable "
           "shows a small steady stream; one rail or lane far above the others is the warning sign). Dashed "
           "vertical lines mark link and load events. Pause to look back: the sampling goes on, and the time "
           "axis zooms with the mouse wheel or a dragged rectangle."),
        this);
    m_node->setAccessibleName(tr("Node to chart"));
    m_window->setAccessibleName(tr("Time window"));
    for (int minutes : WindowMinutes)
        m_window->addItem(tr("%n minute(s)", nullptr, minutes), minutes);
    m_window->setCurrentIndex(WindowMinutes.indexOf(5));
    m_laneRail->setAccessibleName(tr("Rail whose lanes are charted"));
    m_lane->setAccessibleName(tr("Lanes to chart"));
    m_lane->addItem(tr("All lanes"), -1);
    for (int lane = 0; lane < Lanes; ++lane)
        m_lane->addItem(tr("Lane %1").arg(lane), lane);
    m_load->setChecked(true);
    m_load->setToolTip(
        tr("Load every cable with ib_write_bw while charting. Without traffic the charts stay at zero; "
           "the load runs on both rails of every cable until you press Stop."));
    m_pause->setCheckable(true);
    m_pause->setAccessibleName(tr("Pause the charts"));
    m_pause->setToolTip(tr("Freezes the charts; sampling continues and Resume jumps back to live."));
    m_resetZoom->setAccessibleName(tr("Reset the zoom"));
    m_resetZoom->setEnabled(false);
    m_status->setWordWrap(true);
    m_hover->setAccessibleName(tr("Values under the mouse"));
    m_hover->setWordWrap(true);
    m_hover->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // No chart titles: the axis titles and legends say it, and the plots get the height.
    auto *throughput = new QChart;
    auto *errors = new QChart;
    for (QChart *chart : {throughput, errors}) {
        chart->setMargins(QMargins(2, 2, 2, 2));
        chart->setBackgroundRoundness(0);
        chart->legend()->setAlignment(Qt::AlignRight);
        chart->legend()->setShowToolTips(true);
    }
    for (QCategoryAxis *axis : {m_timeAxis, m_errorTimeAxis}) {
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        axis->setTitleVisible(false); // the labels say it: minutes:seconds back from now
    }
    m_gbpsAxis->setRange(0, 220);
    m_gbpsAxis->setLabelFormat(QStringLiteral("%d"));
    m_gbpsAxis->setTickCount(5);
    m_gbpsAxis->setTitleText(tr("Gb/s"));
    m_errorAxis->setRange(ErrorFloor, 1e7);
    m_errorAxis->setBase(10);
    m_errorAxis->setLabelFormat(QStringLiteral("%g"));
    m_errorAxis->setTitleText(tr("errors/s (log)"));
    throughput->addAxis(m_timeAxis, Qt::AlignBottom);
    throughput->addAxis(m_gbpsAxis, Qt::AlignLeft);
    errors->addAxis(m_errorTimeAxis, Qt::AlignBottom);
    errors->addAxis(m_errorAxis, Qt::AlignLeft);
    setTimeRange(0, 60.0 * windowMinutes());
    // The limit line first: under the rails.
    m_limit->setName(tr("limit 200 Gb/s"));
    QPen limitPen(QColor(0xd0, 0x21, 0x21));
    limitPen.setStyle(Qt::DashLine);
    m_limit->setPen(limitPen);
    throughput->addSeries(m_limit);
    m_limit->attachAxis(m_timeAxis);
    m_limit->attachAxis(m_gbpsAxis);
    const QList<model::Rail> rails = chartRails();
    // Rails differ by colour and by marker (filled received, hollow sent), so lines on top of
    // each other, or printed in grey, still tell apart.
    const QList<PolylineSeriesItem::Marker> markers{PolylineSeriesItem::Marker::Circle, PolylineSeriesItem::Marker::Square,
                                                    PolylineSeriesItem::Marker::Triangle,
                                                    PolylineSeriesItem::Marker::Diamond};
    const QStringList filled{QStringLiteral("●"), QStringLiteral("■"), QStringLiteral("▲"), QStringLiteral("◆")};
    const QStringList hollow{QStringLiteral("○"), QStringLiteral("□"), QStringLiteral("△"), QStringLiteral("◇")};
    for (int i = 0; i < rails.size(); ++i) {
        const QString name = tr("port %1 rail %2").arg(rails[i].port()).arg(rails[i].index());
        m_laneRail->addItem(tr("Lanes of port %1 rail %2").arg(rails[i].port()).arg(rails[i].index()),
                            rails[i].netdev());
        auto *s = new PolylineSeriesItem(
            throughput, m_timeAxis, m_gbpsAxis,
            tr("%1 port %2 rail %3 rx").arg(filled[i]).arg(rails[i].port()).arg(rails[i].index()));
        s->setProperty("netdev", rails[i].netdev());
        s->setMarker(markers[i], 9 + 18 * i);
        m_throughput << s;
        auto *tx = new PolylineSeriesItem(
            throughput, m_timeAxis, m_gbpsAxis,
            tr("%1 port %2 rail %3 tx").arg(hollow[i]).arg(rails[i].port()).arg(rails[i].index()));
        tx->setMarker(markers[i], 45 + 18 * i);
        m_sent << tx;
        auto *e = new PolylineSeriesItem(errors, m_errorTimeAxis, m_errorAxis, filled[i] + QLatin1Char(' ') + name);
        e->setMarker(markers[i], 9 + 18 * i);
        m_errors << e;
    }
    for (int lane = 0; lane < Lanes; ++lane)
        m_lanes << new PolylineSeriesItem(errors, m_errorTimeAxis, m_errorAxis, tr("lane %1").arg(lane));
    for (PolylineSeriesItem *s : std::as_const(m_throughput) + m_sent + m_errors + m_lanes)
        s->setAntialiased(Antialiased);
    m_throughputMarkers = new EventMarkerItem(throughput, m_timeAxis, m_gbpsAxis);
    m_errorMarkers = new EventMarkerItem(errors, m_errorTimeAxis, m_errorAxis);
    applyPens();
    // setChart() hands back ownership of the chart a view makes for itself
    // without deleting it (found by LeakSanitizer).
    for (auto [view, chart] : {std::pair{m_throughputView, throughput}, std::pair{m_errorView, errors}}) {
        QChart *own = view->chart();
        view->setChart(chart);
        delete own;
    }
    m_throughputView->setRenderHint(QPainter::Antialiasing);
    m_errorView->setRenderHint(QPainter::Antialiasing);
    m_throughputView->setAccessibleName(tr("Throughput chart"));
    m_errorView->setAccessibleName(tr("Error rate chart"));
    for (QChartView *view : {m_throughputView, m_errorView}) {
        view->viewport()->setMouseTracking(true);
        view->viewport()->installEventFilter(this);
    }

    auto *actions = new QHBoxLayout;
    actions->addWidget(new QLabel(tr("Node:"), this));
    actions->addWidget(m_node);
    actions->addWidget(m_load);
    actions->addStretch();
    actions->addWidget(m_start);
    actions->addWidget(m_stop);
    auto *view = new QHBoxLayout;
    view->addWidget(new QLabel(tr("Window:"), this));
    view->addWidget(m_window);
    view->addWidget(m_laneRail);
    view->addWidget(m_lane);
    view->addStretch();
    view->addWidget(m_pause);
    view->addWidget(m_resetZoom);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_banner);
    layout->addLayout(actions);
    layout->addLayout(view);
    layout->addWidget(m_status);
    // The overview beside the charts, not above them: the charts keep the page's height.
    auto *overviewScroll = new QScrollArea(this);
    overviewScroll->setWidget(m_overview);
    overviewScroll->setWidgetResizable(true);
    overviewScroll->setFrameShape(QFrame::NoFrame);
    overviewScroll->setMinimumWidth(m_overview->minimumSizeHint().width() + 20);
    auto *charts = new QWidget(this);
    auto *chartsLayout = new QVBoxLayout(charts);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    // Equal shares: the error chart carries a legend of up to eight series and a log axis.
    m_throughputView->setMinimumHeight(160);
    m_errorView->setMinimumHeight(160);
    chartsLayout->addWidget(m_throughputView, 1);
    chartsLayout->addWidget(m_errorView, 1);
    chartsLayout->addWidget(m_hover);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(overviewScroll);
    m_splitter->addWidget(charts);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    layout->addWidget(m_splitter, 1);
    connect(m_overview, &ClusterOverview::cellActivated, this, [this](const QString &node, const QString &netdev) {
        m_node->setCurrentText(node);
        const int rail = m_laneRail->findData(netdev);
        if (rail >= 0)
            m_laneRail->setCurrentIndex(rail);
    });
    connect(m_node, &QComboBox::currentTextChanged, m_overview, &ClusterOverview::setCurrentNode);

    m_drawn = QList<Drawn>(3 * rails.size() + Lanes);
    m_memos = QList<telemetry::SeriesDecimator::Memo>(m_drawn.size());
    // Coalesces every sample of every node into at most one refresh per tick.
    m_repaint.setInterval(RepaintIntervalMs);
    connect(&m_repaint, &QTimer::timeout, this, [this] {
        refreshCharts();
        m_overview->refresh();
    });
    connect(m_start, &QPushButton::clicked, this, &LivePage::start);
    connect(m_stop, &QPushButton::clicked, this, &LivePage::stop);
    connect(m_pause, &QPushButton::toggled, this, &LivePage::setPaused);
    connect(m_resetZoom, &QPushButton::clicked, this, &LivePage::resetZoom);
    connect(m_node, &QComboBox::currentIndexChanged, this, &LivePage::invalidate);
    connect(m_window, &QComboBox::currentIndexChanged, this, [this] {
        if (m_paused)
            setPaused(false); // a new window is a request to see it live
        invalidate();
    });
    connect(m_laneRail, &QComboBox::currentIndexChanged, this, [this] {
        applyPens();
        invalidate();
    });
    connect(m_lane, &QComboBox::currentIndexChanged, this, &LivePage::applyLaneVisibility);
    // Rubber band and right-click zoom change the axis; Qt Charts does that, not us.
    connect(m_timeAxis, &QValueAxis::rangeChanged, this, &LivePage::onTimeAxisChanged);
    connect(m_errorTimeAxis, &QValueAxis::rangeChanged, this, &LivePage::onTimeAxisChanged);
    connect(m_document, &ClusterDocument::changed, this, &LivePage::rebuildNodes);
    // This machine's kernel reports a cluster link down the moment it goes,
    // before the next sample would show its counters stall.
    connect(m_session, &ClusterSession::liveLinkChanged, this,
            [this](const QString &node, const QString &netdev, bool linked) {
                if (linked)
                    m_banner->showMessage(model::Severity::Info, tr("%1 on %2 is up again.").arg(netdev, node));
                else
                    m_banner->showMessage(model::Severity::Error, tr("%1 on %2 went down just now.").arg(netdev, node),
                                          tr("Check the cable and the port; the Cabling page marks the cable it "
                                             "belongs to."));
            });
    connect(m_session, &ClusterSession::aboutToReset, this, [this] {
        stop();
        m_store->deleteLater();
        m_store = new telemetry::TelemetryStore(Capacity, this);
        m_events.clear();
        m_carrier.clear();
        m_overview->clear();
        connectStore();
        if (m_paused)
            setPaused(false);
        invalidate();
    });
    connectStore();
    m_stop->setEnabled(false);
    applyLaneVisibility();
    rebuildNodes();
}

LivePage::~LivePage()
{
    stop();
}

void LivePage::updatePeers()
{
    QHash<QString, QString> peers;
    for (const model::Cable &c : model::CablingRules::effectiveCables(m_document->cluster())) {
        const QString far = c.b ? model::CablingChecklist::endName(*c.b) : tr("the switch");
        peers.insert(c.a.node + QLatin1Char('/') + QString::number(c.a.port), far);
        if (c.b)
            peers.insert(c.b->node + QLatin1Char('/') + QString::number(c.b->port),
                         model::CablingChecklist::endName(c.a));
    }
    m_overview->setPeers(peers);
}

void LivePage::rebuildNodes()
{
    const QString current = m_node->currentText();
    const QStringList nodes = m_document->cluster().nodeNames();
    updatePeers();
    m_overview->setNodes(nodes);
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
    m_overview->setCurrentNode(m_node->currentText());
    invalidate();
}

void LivePage::connectStore()
{
    connect(m_store, &telemetry::TelemetryStore::updated, this, [this](const QString &node) {
        // Samples of the nodes not shown wait in the store until their node is picked.
        if (node == m_node->currentText() && !m_paused)
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
    // On a small screen (or at 200 % scaling) there is no room for the overview
    // beside the charts: it goes above them, and both get the page's width.
    if (const QScreen *s = screen()) {
        const bool small = s->availableGeometry().width() < 1280;
        m_splitter->setOrientation(small ? Qt::Vertical : Qt::Horizontal);
    }
    // Whatever arrived while another page was shown is drawn once, now.
    if (m_dirty)
        QTimer::singleShot(0, this, &LivePage::refreshCharts);
}

int LivePage::windowMinutes() const
{
    return m_window->currentData().toInt();
}

void LivePage::setWindowMinutes(int minutes)
{
    const int index = m_window->findData(minutes);
    if (index >= 0)
        m_window->setCurrentIndex(index);
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
    int slot = 0;
    for (const model::Cable &c : measure::RdmaBandwidthTest::measuredPaths(ctx.cluster)) {
        if (!c.b)
            continue;
        for (int rail = 1; rail <= model::Rail::Count; ++rail) {
            const measure::PerftestLeg leg = measure::PerftestLeg::between(
                c.a, *c.b, rail, ctx.addresses, slot++, measure::PerftestLeg::LoadTcpPort);
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
        addEvent(QString(), m_session->now(), tr("load stopped"), LoadColour);
        if (m_loadRun)
            m_loadRun->deleteLater();
    });
    m_loadRun->start();
    addEvent(QString(), m_session->now(), tr("load started"), LoadColour);
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
        connect(s, &telemetry::TelemetrySampler::rateSample, this, &LivePage::onRate);
        connect(s, &telemetry::TelemetrySampler::problemChanged, this, &LivePage::onSamplerProblem);
        m_samplers << s;
        s->start();
    }
    updateStatus();
    m_repaint.start();
}

void LivePage::updateStatus()
{
    if (!isRunning())
        return;
    QString text = tr("Sampling %n node(s) every %1 ms; charts redraw up to %2 times a second.", nullptr,
                      int(m_samplers.size()))
                       .arg(SampleIntervalMs)
                       .arg(1000 / RepaintIntervalMs);
    if (m_paused)
        text += QLatin1Char(' ') + tr("Paused: the charts show a frozen window.");
    m_status->setText(text);
}

void LivePage::onRate(const telemetry::RateSample &sample)
{
    // Only what the charts show: a 30 min history of every metric would take
    // several times the memory (RingSeries holds each series at full capacity).
    telemetry::RateSample kept;
    kept.node = sample.node;
    kept.netdev = sample.netdev;
    kept.timeS = sample.timeS;
    kept.intervalS = sample.intervalS;
    kept.afterGap = sample.afterGap;
    kept.rxGbps = sample.rxGbps;
    kept.txGbps = sample.txGbps;
    kept.correctedBitsPerS = sample.correctedBitsPerS;
    kept.laneErrorsPerS = sample.laneErrorsPerS;
    m_store->addRate(kept);
    m_overview->addSample(sample);

    const QString key = eventKey(sample.node, sample.netdev);
    const model::Rail rail = railOf(sample.netdev);
    const QString where = tr("port %1 rail %2").arg(rail.port()).arg(rail.index());
    const auto known = m_carrier.constFind(key);
    std::optional<bool> carrier = sample.carrier;
    // An administratively down netdev refuses the carrier read: after a known carrier that is down too.
    if (!carrier && known != m_carrier.cend() && *known)
        carrier = false;
    bool down = sample.linkDownEvents > 0;
    bool up = false;
    if (carrier) {
        if (known != m_carrier.cend() && *known != *carrier) {
            down = down || !*carrier;
            up = *carrier;
        }
        m_carrier.insert(key, *carrier);
    }
    if (down)
        addEvent(sample.node, sample.timeS, tr("link down, %1").arg(where), LinkDownColour);
    if (up)
        addEvent(sample.node, sample.timeS, tr("link up, %1").arg(where), LinkUpColour);
}

void LivePage::onSamplerProblem()
{
    // The samplers keep their reasons (TelemetrySampler::problem()); the
    // banner shows every silent node, and says when the last one is back.
    QStringList silent;
    QStringList reasons;
    for (const telemetry::TelemetrySampler *s : std::as_const(m_samplers)) {
        if (!s->problem().isEmpty()) {
            silent << s->node();
            reasons << s->problem();
        }
    }
    if (silent.isEmpty()) {
        // Only a node's reason being cleared gets here: the last silent node is back.
        m_banner->showMessage(model::Severity::Info, tr("Every node delivers samples again."));
        return;
    }
    m_banner->showMessage(model::Severity::Warning,
                          tr("No samples from %1; retrying.").arg(silent.join(QStringLiteral(", "))),
                          reasons.join(QLatin1Char('\n')));
}

void LivePage::addEvent(const QString &node, double timeS, const QString &label, const QColor &color)
{
    m_events[node] << EventMarkerItem::Marker{timeS, label, color};
    if (node.isEmpty() || node == m_node->currentText()) {
        m_dirty = true;
        updateMarkers(m_timeAxis->min());
    }
}

void LivePage::updateMarkers(double fromS)
{
    QList<EventMarkerItem::Marker> shown = m_events.value(QString()) + m_events.value(m_node->currentText());
    // Older than the stored history: nothing left to mark.
    shown.removeIf([fromS](const EventMarkerItem::Marker &m) { return m.x < fromS; });
    if (shown != m_throughputMarkers->markers()) {
        m_throughputMarkers->setMarkers(shown);
        m_errorMarkers->setMarkers(shown);
    }
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

void LivePage::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    m_pause->blockSignals(true);
    m_pause->setChecked(paused);
    m_pause->blockSignals(false);
    m_pause->setText(paused ? tr("Resume") : tr("Pause"));
    m_pause->setAccessibleName(paused ? tr("Resume the live charts") : tr("Pause the charts"));
    m_resetZoom->setEnabled(paused);
    const QChartView::RubberBand band = paused ? QChartView::HorizontalRubberBand : QChartView::NoRubberBand;
    m_throughputView->setRubberBand(band);
    m_errorView->setRubberBand(band);
    if (paused) {
        m_pausedFrom = m_viewFrom = m_timeAxis->min();
        m_pausedTo = m_viewTo = m_timeAxis->max();
    }
    updateStatus();
    invalidate(); // resuming jumps to live
}

void LivePage::zoomTime(double fromS, double toS)
{
    if (!m_paused)
        return;
    if (toS < fromS)
        std::swap(fromS, toS);
    if (toS - fromS < MinimumSpanS) {
        const double mid = (fromS + toS) / 2;
        fromS = mid - MinimumSpanS / 2;
        toS = mid + MinimumSpanS / 2;
    }
    m_viewFrom = fromS;
    m_viewTo = toS;
    invalidate();
}

void LivePage::resetZoom()
{
    if (!m_paused)
        return;
    zoomTime(m_pausedFrom, m_pausedTo);
}

void LivePage::setTimeRange(double fromS, double toS)
{
    m_settingRange = true;
    relabelTime(fromS, toS);
    m_timeAxis->setRange(fromS, toS);
    m_errorTimeAxis->setRange(fromS, toS);
    m_settingRange = false;
}

void LivePage::relabelTime(double fromS, double toS)
{
    // the live edge, or where it was when the user paused: labels stay put while paused
    const double ref = m_paused ? m_pausedTo : toS;
    const double span = toS - fromS;
    double step = 600;
    for (double s : {1.0, 2.0, 5.0, 10.0, 15.0, 30.0, 60.0, 120.0, 300.0, 600.0}) {
        if (span / s <= 6) {
            step = s;
            break;
        }
    }
    QList<std::pair<double, QString>> ticks; // right to left
    for (int k = 0; ref - k * step >= fromS - 1e-9; ++k) {
        const double at = ref - k * step;
        if (at > toS + 1e-9)
            continue;
        const int back = int(std::lround(k * step));
        const QString label = back == 0 ? (m_paused ? tr("paused") : tr("now"))
                                        : QStringLiteral("−%1:%2").arg(back / 60).arg(back % 60, 2, 10, QLatin1Char('0'));
        ticks.prepend({at, label});
    }
    for (QCategoryAxis *axis : {m_timeAxis, m_errorTimeAxis}) {
        for (const QString &label : axis->categoriesLabels())
            axis->remove(label);
        axis->setStartValue(fromS);
        for (const auto &[at, label] : ticks)
            if (at > fromS)
                axis->append(label, at);
    }
}

QValueAxis *LivePage::timeAxis() const
{
    return m_timeAxis;
}

QValueAxis *LivePage::errorTimeAxis() const
{
    return m_errorTimeAxis;
}

QStringList LivePage::timeLabels() const
{
    return m_timeAxis->categoriesLabels();
}

void LivePage::onTimeAxisChanged(double fromS, double toS)
{
    if (m_settingRange)
        return;
    // A zoom by Qt Charts (rubber band, right click). Deferred: Qt Charts is still
    // updating the axes, and it may move the value axes too, which stay fixed here.
    QTimer::singleShot(0, this, [this, fromS, toS] {
        m_settingRange = true;
        m_gbpsAxis->setRange(0, 220);
        m_errorAxis->setRange(ErrorFloor, 1e7);
        m_settingRange = false;
        if (m_paused)
            zoomTime(fromS, toS);
        else
            invalidate();
    });
}

bool LivePage::eventFilter(QObject *watched, QEvent *event)
{
    for (QChartView *view : {m_throughputView, m_errorView}) {
        if (watched != view->viewport())
            continue;
        if (event->type() == QEvent::Wheel) {
            auto *wheel = static_cast<QWheelEvent *>(event);
            if (m_paused) {
                wheelZoom(view, wheel->position(), wheel->angleDelta().y());
                return true;
            }
        } else if (event->type() == QEvent::MouseMove) {
            hoverFromView(view, static_cast<QMouseEvent *>(event)->position().toPoint());
        }
    }
    return QWidget::eventFilter(watched, event);
}

void LivePage::wheelZoom(QChartView *view, const QPointF &viewportPos, int delta)
{
    if (delta == 0)
        return;
    const QPointF inChart = view->chart()->mapFromScene(view->mapToScene(viewportPos.toPoint()));
    const PolylineSeriesItem *mapper = view == m_throughputView ? m_throughput.first() : m_errors.first();
    const double at = mapper->mapXToValue(inChart.x());
    const double factor = delta > 0 ? WheelZoom : 1.0 / WheelZoom;
    zoomTime(at - (at - m_viewFrom) * factor, at + (m_viewTo - at) * factor);
}

void LivePage::hoverFromView(QChartView *view, const QPoint &viewportPos)
{
    const QPointF inChart = view->chart()->mapFromScene(view->mapToScene(viewportPos));
    if (!view->chart()->plotArea().contains(inChart))
        return;
    const PolylineSeriesItem *mapper = view == m_throughputView ? m_throughput.first() : m_errors.first();
    const QString text = hoverAt(mapper->mapXToValue(inChart.x()));
    if (!text.isEmpty())
        QToolTip::showText(view->viewport()->mapToGlobal(viewportPos), text, view->viewport());
}

QString LivePage::hoverAt(double timeS)
{
    QStringList lines;
    double shownTime = std::numeric_limits<double>::quiet_NaN();
    auto add = [&](const QList<PolylineSeriesItem *> &items, const QString &unit) {
        for (const PolylineSeriesItem *s : items) {
            if (!s->isSeriesVisible())
                continue;
            const std::optional<QPointF> p = s->nearestPoint(timeS);
            if (!p)
                continue;
            if (std::isnan(shownTime))
                shownTime = p->x();
            lines << tr("%1: %2 %3").arg(s->name(), QString::number(p->y(), 'g', 4), unit);
        }
    };
    add(m_throughput, tr("Gb/s"));
    add(m_sent, tr("Gb/s"));
    add(m_errors, tr("errors/s"));
    add(m_lanes, tr("errors/s"));
    if (lines.isEmpty()) {
        m_hover->clear();
        return {};
    }
    const QString text =
        tr("At %1 s:").arg(shownTime, 0, 'f', 1) + QLatin1Char(' ') + lines.join(QStringLiteral("; "));
    m_hover->setText(text);
    return text;
}

void LivePage::highlight(const QString &node, const QString &netdev, int lane)
{
    const int index = m_node->findText(node);
    if (index >= 0)
        m_node->setCurrentIndex(index);
    m_highlightNetdev = netdev;
    m_highlightLane = lane >= 0 && lane < Lanes ? lane : -1;
    if (const int rail = m_laneRail->findData(netdev); rail >= 0)
        m_laneRail->setCurrentIndex(rail);
    if (m_highlightLane >= 0)
        m_lane->setCurrentIndex(m_lane->findData(m_highlightLane));
    applyPens();
    invalidate();
}

void LivePage::clearHighlight()
{
    m_highlightNetdev.clear();
    m_highlightLane = -1;
    applyPens();
}

void LivePage::applyPens()
{
    const QList<model::Rail> rails = chartRails();
    const bool any = !m_highlightNetdev.isEmpty();
    auto pen = [any](QColor colour, bool emphasised, Qt::PenStyle style) {
        if (any && !emphasised)
            colour.setAlpha(60);
        QPen p(colour);
        p.setStyle(style);
        p.setWidthF(any && emphasised ? 2.5 : 1.0);
        return p;
    };
    for (int i = 0; i < rails.size(); ++i) {
        const bool on = rails[i].netdev() == m_highlightNetdev;
        m_throughput[i]->setPen(pen(RailColours[i], on, Qt::SolidLine));
        m_sent[i]->setPen(pen(RailColours[i], on, Qt::DotLine));
        m_errors[i]->setPen(pen(RailColours[i], on && m_highlightLane < 0, Qt::SolidLine));
    }
    const bool laneRailHighlighted = m_laneRail->currentData().toString() == m_highlightNetdev;
    for (int lane = 0; lane < Lanes; ++lane) {
        const bool on = laneRailHighlighted && (m_highlightLane < 0 || m_highlightLane == lane);
        m_lanes[lane]->setPen(pen(LaneColours[lane], on, Qt::DashLine));
        // Each lane's name says which rail it belongs to, for the legend and the hover.
        const model::Rail rail = railOf(m_laneRail->currentData().toString());
        m_lanes[lane]->setName(tr("lane %1, port %2 rail %3").arg(lane).arg(rail.port()).arg(rail.index()));
    }
}

void LivePage::applyLaneVisibility()
{
    const int lane = m_lane->currentData().toInt();
    for (int i = 0; i < Lanes; ++i)
        m_lanes[i]->setSeriesVisible(lane < 0 || lane == i);
    invalidate();
}

void LivePage::updateSeries(PolylineSeriesItem *series, Drawn &drawn, telemetry::SeriesDecimator::Memo &memo,
                            const telemetry::RingSeries *ring, double fromS, double toS, int columns,
                            double floor)
{
    if (!ring) {
        if (series->count() > 0)
            series->clear();
        drawn = Drawn();
        memo.clear();
        return;
    }
    const Drawn now{ring->totalAppended(), fromS, toS, columns};
    if (now == drawn)
        return; // no new sample and the same window: its points would be the same
    drawn = now;
    telemetry::SeriesDecimator decimator(fromS, toS, columns);
    decimator.setFloor(floor);
    QList<QPointF> points = decimator.reduce(*ring, memo);
    if (m_store->gaps() > 0)
        breakAtGaps(points, *ring, fromS, toS);
    // One replace per series and frame: a single re-map at the next paint instead of one per point.
    series->replace(points);
}

void LivePage::breakAtGaps(QList<QPointF> &points, const telemetry::RingSeries &ring, double fromS,
                           double toS)
{
    // First stored point of the window: times are sorted.
    int lo = 0;
    int hi = ring.size();
    while (lo < hi) {
        const int mid = lo + (hi - lo) / 2;
        if (ring.at(mid).timeS < fromS)
            lo = mid + 1;
        else
            hi = mid;
    }
    QList<double> gaps;
    for (int i = lo; i < ring.size() && ring.at(i).timeS <= toS; ++i) {
        if (ring.at(i).afterGap)
            gaps << ring.at(i).timeS;
    }
    if (gaps.isEmpty())
        return;
    // A non-finite point breaks the line (charts::PolylineSeriesItem): one before each point after a gap.
    constexpr double Break = std::numeric_limits<double>::quiet_NaN();
    QList<QPointF> out;
    out.reserve(points.size() + gaps.size());
    qsizetype g = 0;
    for (const QPointF &p : std::as_const(points)) {
        bool broken = false;
        while (g < gaps.size() && gaps[g] <= p.x()) {
            broken = true;
            ++g;
        }
        if (broken && !out.isEmpty())
            out << QPointF(p.x(), Break);
        out << p;
    }
    points = out;
}

void LivePage::refreshCharts()
{
    if (!m_dirty || !chartsOnScreen())
        return;
    m_dirty = false;
    ++m_repaints;
    const QString node = m_node->currentText();
    const QList<model::Rail> rails = chartRails();
    const double window = 60.0 * windowMinutes();
    double from = 0;
    double to = window;
    if (m_paused) {
        from = m_viewFrom;
        to = m_viewTo;
    } else {
        bool any = false;
        double newest = 0;
        for (const model::Rail &rail : rails) {
            if (const telemetry::RingSeries *s = m_store->series(node, rail.netdev(), Metric::RxGbps);
                s && !s->isEmpty()) {
                newest = any ? std::max(newest, s->last().timeS) : s->last().timeS;
                any = true;
            }
        }
        // Live: the window ends at the newest sample (the axis stays the window's width from the start).
        if (any && newest > window) {
            from = newest - window;
            to = newest;
        }
    }
    setTimeRange(from, to);
    m_limit->replace({QPointF(from, 200), QPointF(to, 200)});
    const int columns = plotColumns(m_throughputView);
    const int errorColumns = plotColumns(m_errorView);
    constexpr double NoFloor = -std::numeric_limits<double>::infinity();
    for (int i = 0; i < rails.size(); ++i) {
        const QString netdev = rails[i].netdev();
        updateSeries(m_throughput[i], m_drawn[3 * i], m_memos[3 * i],
                     m_store->series(node, netdev, Metric::RxGbps), from, to, columns, NoFloor);
        updateSeries(m_sent[i], m_drawn[3 * i + 1], m_memos[3 * i + 1],
                     m_store->series(node, netdev, Metric::TxGbps), from, to, columns, NoFloor);
        updateSeries(m_errors[i], m_drawn[3 * i + 2], m_memos[3 * i + 2],
                     m_store->series(node, netdev, Metric::CorrectedBitsPerS), from, to, errorColumns,
                     ErrorFloor);
    }
    const QString laneNetdev = m_laneRail->currentData().toString();
    for (int lane = 0; lane < Lanes; ++lane) {
        if (!m_lanes[lane]->isSeriesVisible())
            continue; // not drawn: brought up to date when shown again
        updateSeries(m_lanes[lane], m_drawn[3 * rails.size() + lane], m_memos[3 * rails.size() + lane],
                     m_store->series(node, laneNetdev, laneMetric(lane)), from, to, errorColumns, ErrorFloor);
    }
    // Markers of the stored history only (the store keeps Capacity samples per series).
    double oldest = from;
    if (const telemetry::RingSeries *s = m_store->series(node, rails.first().netdev(), Metric::RxGbps);
        s && !s->isEmpty())
        oldest = std::min(from, s->at(0).timeS);
    updateMarkers(oldest);
}

} // namespace railyard::ui
