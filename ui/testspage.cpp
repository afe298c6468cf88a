// SPDX-License-Identifier: GPL-3.0-or-later
#include "testspage.h"

#include "action/actionplan.h"
#include "clusterdocument.h"
#include "clustersession.h"
#include "inlinebanner.h"
#include "measure/cablebandwidth.h"
#include "pageheading.h"
#include "render/reportcontentbuilder.h"
#include "resultcharts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace railyard::ui {

using namespace railyard::measure;

namespace {

QString gbps(double value)
{
    return QStringLiteral("%1 Gb/s").arg(value, 0, 'f', 1);
}

// Well under the 185 Gb/s a healthy cable gives: worth a red row, the findings say why.
constexpr double LowCableGbps = 150.0;

QString percent(double value)
{
    return QStringLiteral("%1 %").arg(value, 0, 'f', 0);
}

} // namespace

TestsPage::TestsPage(ClusterDocument *document, ClusterSession *session, QWidget *parent)
    : QWidget(parent), m_document(document), m_session(session), m_banner(new InlineBanner(this)),
      m_rdmaBox(new QCheckBox(tr("RDMA bandwidth and latency per rail and cable"), this)),
      m_loopbackBox(new QCheckBox(tr("Loopback per node (card health, no cable)"), this)),
      m_ncclBox(new QCheckBox(tr("NCCL all_gather and all_reduce"), this)),
      m_soakBox(new QCheckBox(tr("Soak one cable under full load, every lane watched"), this)),
      m_soakCable(new QComboBox(this)), m_soakMinutes(new QSpinBox(this)),
      m_run(new QPushButton(tr("Run tests"), this)), m_cancel(new QPushButton(tr("Cancel"), this)),
      m_progress(new QProgressBar(this)), m_status(new QLabel(this)),
      m_table(new QTableWidget(0, ColumnCount, this)), m_charts(new ResultCharts(this)),
      m_views(new QTabWidget(this))
{
    auto *title = new PageHeading(
        tr("Verify and test"),
        tr("Measure every card, cable and collective against what a healthy cluster gives."),
        tr("One cable reaches about 185-190 Gb/s only when both of its rails carry traffic at the "
           "same time; the loopback test shows whether a card is throttled (~13 Gb/s instead of ~106 "
           "Gb/s); NCCL must name both RDMA devices of the cabled port."),
        this);
    for (QCheckBox *box : {m_rdmaBox, m_loopbackBox, m_ncclBox})
        box->setChecked(true);
    // A soak takes minutes and loads the GPUs: only when asked for.
    m_soakBox->setToolTip(tr("A failing cable often shows only once the GPUs are hot: one lane's errors "
                             "run away minutes before the link drops. An idle-GPU test misses it."));
    m_soakCable->setAccessibleName(tr("Cable to soak"));
    m_soakMinutes->setAccessibleName(tr("Soak duration"));
    m_soakMinutes->setRange(1, 240);
    m_soakMinutes->setValue(10);
    m_soakMinutes->setSuffix(tr(" min"));
    m_soakCable->setEnabled(false);
    m_soakMinutes->setEnabled(false);
    connect(m_soakBox, &QCheckBox::toggled, m_soakCable, &QWidget::setEnabled);
    connect(m_soakBox, &QCheckBox::toggled, m_soakMinutes, &QWidget::setEnabled);
    refreshSoakCables();
    connect(m_document, &ClusterDocument::changed, this, &TestsPage::refreshSoakCables);
    m_progress->setAccessibleName(tr("Test progress"));
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_status->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({tr("Test"), tr("Object"), tr("Rail 1"), tr("Rail 2"), tr("Total"),
                                        tr("% of 200 Gb/s"), tr("Notes")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setVisible(false);
    // Notes are whole sentences (the advice, the separate runs, the latency): rows grow
    // to show them instead of cutting them off.
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(NotesColumn, QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAccessibleName(tr("Test results"));

    auto *choices = new QVBoxLayout;
    for (QCheckBox *box : {m_rdmaBox, m_loopbackBox, m_ncclBox})
        choices->addWidget(box);
    // The soak's cable and duration on their own line under it, indented like
    // the box's text: beside the long label the page was wider than a 1366 px screen.
    choices->addWidget(m_soakBox);
    auto *soak = new QHBoxLayout;
    soak->setContentsMargins(style()->pixelMetric(QStyle::PM_IndicatorWidth) +
                                 style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing),
                             0, 0, 0);
    soak->addWidget(m_soakCable, 1);
    soak->addWidget(m_soakMinutes);
    choices->addLayout(soak);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_run);
    actions->addWidget(m_cancel);
    actions->addWidget(m_progress, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_banner);
    layout->addLayout(choices);
    layout->addLayout(actions);
    layout->addWidget(m_status);
    auto *chartScroll = new QScrollArea(this);
    chartScroll->setWidget(m_charts);
    chartScroll->setWidgetResizable(true);
    chartScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_views->addTab(m_table, tr("Table"));
    m_views->addTab(chartScroll, tr("Charts"));
    m_views->setAccessibleName(tr("Test results"));
    layout->addWidget(m_views, 1);

    connect(m_run, &QPushButton::clicked, this, &TestsPage::run);
    connect(m_cancel, &QPushButton::clicked, this, &TestsPage::cancel);
    // Over SSH a node may not answer at all; say which one while a test waits for it.
    connect(m_session, &ClusterSession::connectionFailed, this,
            [this](const QString &, const QString &message) {
                if (m_running)
                    m_banner->showMessage(model::Severity::Error, message.section(QLatin1Char('\n'), 0, 0),
                                          message);
            });
    connect(m_session, &ClusterSession::aboutToReset, this, [this] {
        if (m_running) {
            m_cancelRequested = true;
            // The backend goes away: whatever the suite still reports belongs to the old session.
            if (m_suite) {
                m_suite->disconnect(this);
                m_suite->cancel();
            }
            releaseSuite();
            end(true, tr("Stopped: the cluster was replaced."));
        }
        m_table->setRowCount(0);
        m_problemRows = 0;
        m_rdmaResults.clear();
        m_loopbackResults.clear();
        m_ncclResults.clear();
        m_results = {};
        m_charts->setCharts({});
        m_status->clear();
        m_banner->clear();
    });
    m_cancel->setEnabled(false);
}

TestsPage::~TestsPage()
{
    if (m_suite) {
        m_suite->disconnect(this);
        m_suite->cancel();
    }
}

void TestsPage::run()
{
    if (m_running)
        return;
    if (!m_session->isConnected()) {
        m_banner->showMessage(model::Severity::Warning, m_session->unavailableReason());
        return;
    }
    TestSuiteOptions options;
    options.rdma = m_rdmaBox->isChecked();
    options.loopback = m_loopbackBox->isChecked();
    options.nccl = m_ncclBox->isChecked();
    options.soak = m_soakBox->isChecked() && m_soakCable->currentIndex() >= 0;
    if (!options.rdma && !options.loopback && !options.nccl && !options.soak) {
        m_banner->showMessage(model::Severity::Info, tr("Choose at least one test."));
        return;
    }
    if (options.soak) {
        SoakOptions &soak = options.soakOptions;
        soak.cable = m_soakCable->currentIndex();
        soak.durationS = m_soakMinutes->value() * 60;
        soak.flags.durationS = soak.durationS;
        // Event times on the session's clock: simulated seconds in a demo, whatever its speed.
        ClusterSession *session = m_session;
        soak.clock = [session] { return session->now(); };
        soak.clockUnitsPerSecond = m_session->simCluster() ? m_session->clockSpeed() : 1.0;
    }
    m_banner->clear();
    m_table->setRowCount(0);
    m_problemRows = 0;
    m_rdmaResults.clear();
    m_loopbackResults.clear();
    m_ncclResults.clear();
    m_results = {};
    m_charts->setCharts({});
    m_running = true;
    m_cancelRequested = false;
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setValue(0);

    auto *suite = new TestSuite(m_session->measureContext(), options, m_session->reportRoot(), this);
    m_suite = suite;
    connect(suite, &TestSuite::stepStarted, this,
            [this](TestKind kind, const QString &) { onStepStarted(kind); });
    connect(suite, &TestSuite::stepFinished, this, &TestsPage::onStepFinished);
    connect(suite, &TestSuite::progress, this, [this](int percent, const QString &message) {
        m_progress->setValue(percent);
        if (!message.isEmpty() && !m_cancelRequested)
            m_status->setText(message);
    });
    connect(suite->plan(), &action::ActionPlan::stepStarted, m_session, &ClusterSession::noteReportChanged);
    connect(suite, &TestSuite::outlierDetected, this, [this](const LaneOutlierEvent &e) {
        if (!m_cancelRequested)
            m_status->setText(tr("Lane %1 of %2 on %3 runs at %4 errors/s, far above the other lanes: "
                                 "the cable is failing. The soak goes on to see whether the link drops.")
                                  .arg(e.lane)
                                  .arg(e.netdev, e.node)
                                  .arg(e.errorsPerS, 0, 'f', 0));
    });
    connect(suite, &TestSuite::done, this, &TestsPage::onSuiteDone);
    suite->start();
}

void TestsPage::cancel()
{
    if (!m_running || m_cancelRequested)
        return;
    m_cancelRequested = true;
    m_cancel->setEnabled(false);
    m_status->setText(tr("Cancelling: stopping the running commands and cleaning up…"));
    // The suite answers with done() once its processes are gone; the page ends then.
    if (m_suite)
        m_suite->cancel();
}

void TestsPage::onStepStarted(TestKind kind)
{
    if (m_cancelRequested)
        return;
    switch (kind) {
    case TestKind::Addresses:
        // perftest clients aim at the addresses the rails really have, not the planned ones.
        m_status->setText(tr("Reading the rail addresses of every node…"));
        break;
    case TestKind::Rdma:
        m_status->setText(tr("RDMA bandwidth: ib_write_bw over both rails of every cable…"));
        break;
    case TestKind::Loopback:
        m_status->setText(tr("Loopback: ib_write_bw with both ends on each node…"));
        break;
    case TestKind::Nccl:
        m_status->setText(tr("NCCL: all_gather_perf and all_reduce_perf through mpirun…"));
        break;
    case TestKind::Soak:
        m_status->setText(tr("Soak: %1 under full load for %n minute(s)…", nullptr, m_soakMinutes->value())
                              .arg(m_soakCable->currentText()));
        break;
    }
}

void TestsPage::onStepFinished(TestKind kind)
{
    if (!m_suite)
        return;
    const TestSuiteResults &results = m_suite->results();
    m_results = results;
    refreshCharts();
    switch (kind) {
    case TestKind::Addresses: {
        const QStringList errors = m_suite->addressErrors();
        // The first problem names its node; the details list them all. The
        // tests still run: a node that did not answer fails its own rows.
        if (!errors.isEmpty())
            m_banner->showMessage(model::Severity::Warning,
                                  tr("Could not read the rail addresses: %1").arg(errors.first()),
                                  errors.join(QLatin1Char('\n')));
        break;
    }
    case TestKind::Rdma: {
        m_rdmaResults = results.rdma;
        for (const CableMeasurement &m : m_rdmaResults) {
            QStringList cells{tr("RDMA"), m.cable.toString(), QString(), QString(),
                              QString(),  QString(),          QString()};
            bool problem = !m.errors.isEmpty();
            QStringList notes = m.errors;
            if (m.bothRails) {
                const RailBandwidth *r1 = m.bothRails->rail(1);
                const RailBandwidth *r2 = m.bothRails->rail(2);
                cells[Rail1Column] = r1 ? gbps(r1->gbps) : tr("n/a");
                cells[Rail2Column] = r2 ? gbps(r2->gbps) : tr("n/a");
                cells[TotalColumn] = gbps(m.bothRails->totalGbps());
                cells[PercentColumn] = percent(m.bothRails->percentOfLimit());
                if (!m.bothRails->complete()) {
                    problem = true;
                    notes << tr("only one rail carried traffic");
                } else if (m.bothRails->totalGbps() < LowCableGbps) {
                    problem = true;
                    notes << tr("far below the 185-190 Gb/s of a healthy cable");
                }
            }
            if (m.singleRail && m.singleRail->ok())
                notes << tr("one rail alone: %1 (separate run)").arg(gbps(m.singleRail->gbps));
            for (const RailBandwidth &lat : m.latency) {
                if (lat.latencyTypicalUs)
                    notes << tr("latency rail %1: %2 us").arg(lat.rail).arg(*lat.latencyTypicalUs, 0, 'f', 2);
            }
            cells[NotesColumn] = notes.join(QStringLiteral("; "));
            addRow(cells, problem);
        }
        break;
    }
    case TestKind::Loopback: {
        m_loopbackResults = results.loopback;
        for (const LoopbackResult &r : m_loopbackResults) {
            QStringList cells{tr("Loopback"), r.node,    r.run.ok() ? gbps(r.run.gbps) : tr("failed"),
                              QString(),      QString(), QString(),
                              QString()};
            QString health;
            switch (r.health) {
            case CardHealth::Healthy:
                health = tr("card healthy");
                break;
            case CardHealth::Throttled:
                health = tr("card THROTTLED");
                break;
            case CardHealth::Low:
                health = tr("card below normal");
                break;
            case CardHealth::Failed:
                health = tr("no result");
                break;
            }
            QStringList notes{health};
            if (!r.run.ok())
                notes << r.run.error;
            if (!r.advice.isEmpty())
                notes << r.advice;
            cells[NotesColumn] = notes.join(QStringLiteral("; "));
            addRow(cells, r.health != CardHealth::Healthy, r.advice);
        }
        break;
    }
    case TestKind::Nccl: {
        m_ncclResults = results.nccl;
        for (const NcclRunResult &r : m_ncclResults) {
            QStringList notes;
            notes << (r.ibDevices.isEmpty() ? tr("no RDMA device named")
                                            : tr("HCAs: %1").arg(r.ibDevices.join(QStringLiteral(", "))));
            if (r.singleHca)
                notes << tr("one device only: one rail, half speed");
            if (r.socketFallback)
                notes << tr("fell back to sockets (TCP)");
            if (!r.ok())
                notes << r.error;
            const QString busbw = r.avgBusbwGBs ? tr("busbw %1 GB/s (peak %2)")
                                                      .arg(*r.avgBusbwGBs, 0, 'f', 2)
                                                      .arg(r.peakBusbwGBs, 0, 'f', 2)
                                                : QString();
            addRow({tr("NCCL"), r.collective, QString(), QString(), busbw, QString(),
                    notes.join(QStringLiteral("; "))},
                   !r.ok() || r.singleHca || r.socketFallback);
        }
        break;
    }
    case TestKind::Soak: {
        if (!results.soak)
            break;
        const SoakResult &r = *results.soak;
        QStringList notes{r.passed() ? tr("passed") : tr("FAILED")};
        notes << tr("%n sample(s)", nullptr, int(r.samples.size()));
        if (r.maxModuleTempC > 0)
            notes << tr("module up to %1 °C").arg(r.maxModuleTempC, 0, 'f', 1);
        if (const auto &e = r.firstOutlier)
            notes << tr("lane %1 of %2 on %3 at %4 errors/s after %5 s")
                         .arg(e->lane)
                         .arg(e->netdev, e->node)
                         .arg(e->errorsPerS, 0, 'f', 0)
                         .arg(e->timeS, 0, 'f', 0);
        if (const auto &d = r.linkDrop)
            notes
                << tr("link of %1 on %2 dropped after %3 s").arg(d->netdev, d->node).arg(d->timeS, 0, 'f', 0);
        if (!r.strengthNote.isEmpty())
            notes << r.strengthNote;
        notes << r.errors;
        addRow({tr("Soak"), r.cable.toString(), QString(), QString(), QString(), QString(),
                notes.join(QStringLiteral("; "))},
               !r.passed());
        break;
    }
    }
    // A program that is missing stops nothing else; the banner names it and the fix.
    if (!results.toolsMissing.isEmpty())
        m_banner->showMessage(model::Severity::Error, results.toolsMissing.last().message());
    m_session->takeTests(results, kind);
    m_session->noteReportChanged();
}

void TestsPage::onSuiteDone()
{
    const bool cancelled = m_cancelRequested || (m_suite && m_suite->isCancelled());
    releaseSuite();
    end(cancelled,
        cancelled ? tr("Cancelled.") : tr("All tests finished. The findings are on the Findings step."));
}

void TestsPage::releaseSuite()
{
    if (m_suite) {
        m_suite->disconnect(this);
        m_suite->deleteLater();
    }
    m_suite = nullptr;
}

void TestsPage::refreshCharts()
{
    // The report's builder makes the charts, so the page and the PDF draw the same figures.
    render::ReportContentBuilder::Input in;
    in.cluster = m_document->cluster();
    in.tests = m_results;
    m_charts->setCharts(render::ReportContentBuilder::build(in).charts);
}

void TestsPage::refreshSoakCables()
{
    const QString current = m_soakCable->currentText();
    m_soakCable->clear();
    // The order of the measured paths: SoakOptions::cable indexes them.
    for (const model::Cable &c : RdmaBandwidthTest::measuredPaths(m_document->cluster()))
        m_soakCable->addItem(c.toString());
    const int again = m_soakCable->findText(current);
    if (again >= 0)
        m_soakCable->setCurrentIndex(again);
}

void TestsPage::end(bool cancelled, const QString &status)
{
    m_running = false;
    m_run->setEnabled(true);
    m_cancel->setEnabled(false);
    m_status->setText(status);
    if (!cancelled)
        m_progress->setValue(m_progress->maximum());
    Q_EMIT finished(cancelled);
}

void TestsPage::addRow(const QStringList &cells, bool problem, const QString &tooltip)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_problemRows += problem ? 1 : 0;
    for (int col = 0; col < ColumnCount; ++col) {
        auto *item = new QTableWidgetItem(cells.value(col));
        if (problem)
            item->setForeground(QColor(0xd0, 0x21, 0x21));
        if (!tooltip.isEmpty())
            item->setToolTip(tooltip);
        m_table->setItem(row, col, item);
    }
}

} // namespace railyard::ui
