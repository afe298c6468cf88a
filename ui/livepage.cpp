// SPDX-License-Identifier: GPL-3.0-or-later
#include "livepage.h"

#include "clusterdocument.h"
#include "clustersession.h"
#include "inlinebanner.h"
#include "measure/perftestrun.h"
#include "measure/rdmabandwidthtest.h"
#include "model/rail.h"
#include "report/reportitem.h"
#include "telemetry/telemetrysampler.h"
#include "telemetry/telemetrystore.h"

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
#include <QPushButton>
#include <QVBoxLayout>
#include <QValueAxis>

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
    for (int i = 0; i < rails.size(); ++i) {
        const QString name = tr("port %1 rail %2").arg(rails[i].port()).arg(rails[i].index());
        auto *s = new QLineSeries(this);
        s->setName(name);
        s->setProperty("netdev", rails[i].netdev());
        s->setColor(RailColours[i]);
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

    m_repaint.setInterval(RepaintIntervalMs);
    connect(&m_repaint, &QTimer::timeout, this, &LivePage::repaint);
    connect(m_start, &QPushButton::clicked, this, &LivePage::start);
    connect(m_stop, &QPushButton::clicked, this, &LivePage::stop);
    connect(m_node, &QComboBox::currentIndexChanged, this, &LivePage::repaint);
    connect(m_document, &ClusterDocument::changed, this, &LivePage::rebuildNodes);
    connect(m_session, &ClusterSession::aboutToReset, this, [this] {
        stop();
        m_store->deleteLater();
        m_store = new telemetry::TelemetryStore(Capacity, this);
        repaint();
    });
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
    repaint();
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

void LivePage::repaint()
{
    ++m_repaints;
    const QString node = m_node->currentText();
    const QList<model::Rail> rails = chartRails();
    double tMin = 0;
    double tMax = 0;
    bool any = false;
    for (int i = 0; i < rails.size(); ++i) {
        QList<QPointF> rate;
        QList<QPointF> sent;
        QList<QPointF> err;
        if (const telemetry::RingSeries *s = m_store->series(node, rails[i].netdev(), Metric::TxGbps)) {
            sent.reserve(s->size());
            for (int p = 0; p < s->size(); ++p)
                sent << QPointF(s->at(p).timeS, s->at(p).value);
        }
        if (const telemetry::RingSeries *s = m_store->series(node, rails[i].netdev(), Metric::RxGbps)) {
            rate.reserve(s->size());
            for (int p = 0; p < s->size(); ++p)
                rate << QPointF(s->at(p).timeS, s->at(p).value);
            if (!s->isEmpty()) {
                tMin = any ? std::min(tMin, s->at(0).timeS) : s->at(0).timeS;
                tMax = any ? std::max(tMax, s->last().timeS) : s->last().timeS;
                any = true;
            }
        }
        if (const telemetry::RingSeries *s =
                m_store->series(node, rails[i].netdev(), Metric::CorrectedBitsPerS)) {
            err.reserve(s->size());
            for (int p = 0; p < s->size(); ++p)
                err << QPointF(s->at(p).timeS, std::max(ErrorFloor, s->at(p).value));
        }
        // One replace per series and frame: a single repaint instead of one per point.
        m_throughput[i]->replace(rate);
        m_sent[i]->replace(sent);
        m_errors[i]->replace(err);
    }
    if (any && tMax > tMin) {
        m_timeAxis->setRange(tMin, tMax);
        m_errorTimeAxis->setRange(tMin, tMax);
        m_limit->replace({QPointF(tMin, 200), QPointF(tMax, 200)});
    } else {
        m_limit->replace({QPointF(m_timeAxis->min(), 200), QPointF(m_timeAxis->max(), 200)});
    }
}

} // namespace railyard::ui
