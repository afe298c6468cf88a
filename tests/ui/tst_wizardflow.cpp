// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingdiagram.h"
#include "cablingpage.h"
#include "clusterdocument.h"
#include "clustersession.h"
#include "diag/thresholds.h"
#include "findingspage.h"
#include "inlinebanner.h"
#include "livepage.h"
#include "mainwindow.h"
#include "remote/commandrunner.h"
#include "remote/sshtransport.h"
#include "resultcharts.h"
#include "telemetry/telemetrystore.h"
#include "testspage.h"

#include <QCheckBox>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace railyard;
using namespace railyard::ui;

namespace {

// Fast-forwarded simulation: a 5 s perftest takes 0.1 s.
constexpr double FastClock = 50.0;

// Shown, so that clicks reach the buttons as they would for a user.
void show(MainWindow &w)
{
    if (w.isVisible())
        return;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

void startFastDemo(MainWindow &w, const QString &scenario, double speed = FastClock)
{
    show(w);
    w.session()->setClockSpeed(speed);
    QVERIFY(w.startDemo(scenario));
    QVERIFY(w.session()->isConnected());
}

void discover(MainWindow &w)
{
    w.goToStep(MainWindow::CablingStep);
    CablingPage *page = w.cablingPage();
    QSignalSpy done(page, &CablingPage::discoveryFinished);
    QTest::mouseClick(page->discoverButton(), Qt::LeftButton);
    QVERIFY(page->isDiscovering());
    QVERIFY(page->cancelButton()->isVisibleTo(page));
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
    QVERIFY(page->showsDiscovered());
    QVERIFY(!page->isDiscovering());
}

int findingIndex(const FindingsPage *page, const QString &id)
{
    for (int i = 0; i < page->findings().size(); ++i) {
        if (page->findings().at(i).id == id)
            return i;
    }
    return -1;
}

QString cell(const QTableWidget *t, int row, int column)
{
    return t->item(row, column) ? t->item(row, column)->text() : QString();
}

double leadingNumber(const QString &text)
{
    return text.section(QLatin1Char(' '), 0, 0).toDouble();
}

} // namespace

class TstWizardFlow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void stepsAreEnabled()
    {
        MainWindow w;
        for (auto step : {MainWindow::NodesStep, MainWindow::AddressPlanStep, MainWindow::TestsStep,
                          MainWindow::LiveStep, MainWindow::FindingsStep, MainWindow::ReportStep})
            QVERIFY(w.isStepEnabled(step));
    }

    // Not a demo: every page runs over the session's SSH transports, and a
    // node that does not answer is named in the page's banner.
    void projectRunsOverSsh()
    {
        MainWindow w; // the example cluster, no demo
        show(w);
        QVERIFY(w.session()->isConnected());
        for (const QString &node : {QStringLiteral("spark-1"), QStringLiteral("spark-2")})
            QVERIFY(qobject_cast<remote::SshTransport *>(w.session()->runner()->transport(node)));
        model::Cluster c = w.document()->cluster();
        for (model::Node &n : c.nodes) {
            n.managementAddress = QStringLiteral("127.0.0.1");
            n.sshPort = 1; // nothing listens: refused at once
        }
        w.document()->setCluster(c);
        QCOMPARE(
            qobject_cast<remote::SshTransport *>(w.session()->runner()->transport(QStringLiteral("spark-1")))
                ->target()
                .value()
                .port,
            1); // the edit rebuilt the transport
        w.cablingPage()->startDiscovery();
        QVERIFY(w.cablingPage()->isDiscovering());
        QTRY_VERIFY_WITH_TIMEOUT(!w.cablingPage()->isDiscovering(), 30000);
        QCOMPARE(w.cablingPage()->banner()->severity(), model::Severity::Error);
        QVERIFY2(w.cablingPage()->banner()->message().contains(QStringLiteral("spark-1")),
                 qPrintable(w.cablingPage()->banner()->message()));
        w.goToStep(MainWindow::TestsStep);
        QTest::mouseClick(w.testsPage()->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!w.testsPage()->isRunning(), 30000);
        QCOMPARE(w.testsPage()->banner()->severity(), model::Severity::Error);
        QVERIFY2(w.testsPage()->banner()->message().contains(QStringLiteral("spark-")),
                 qPrintable(w.testsPage()->banner()->message()));
    }

    void healthyPairDiscovery()
    {
        MainWindow w;
        startFastDemo(w, QStringLiteral("healthy-pair"));
        discover(w);
        const auto cables = w.cablingPage()->diagram()->cables();
        QCOMPARE(cables.size(), 1);
        QCOMPARE(cables[0].status, CableStatus::Ok);
        QCOMPARE(cables[0].rails[0], RailState::Up);
        QCOMPARE(cables[0].rails[1], RailState::Up);
        QCOMPARE(cables[0].cable.toString(), QStringLiteral("spark-1 port 0 → spark-2 port 0"));
        QVERIFY(w.cablingPage()->banner()->message().isEmpty());
    }

    void crossedPairIsDrawnRed()
    {
        MainWindow w;
        startFastDemo(w, QStringLiteral("crossed-pair"));
        discover(w);
        const auto cables = w.cablingPage()->diagram()->cables();
        // The real cable, red, with the finding's text, and the expected one missing.
        QCOMPARE(cables.size(), 2);
        QCOMPARE(cables[0].cable.toString(), QStringLiteral("spark-1 port 0 → spark-2 port 1"));
        QCOMPARE(cables[0].status, CableStatus::Problem);
        QCOMPARE(CablingDiagram::statusColor(cables[0].status), QColor(0xd0, 0x21, 0x21));
        QVERIFY2(cables[0].detail.contains(QStringLiteral("same port number on both ends")),
                 qPrintable(cables[0].detail));
        QCOMPARE(cables[1].status, CableStatus::Missing);
        QVERIFY(w.cablingPage()->banner()->severity() == model::Severity::Error);

        w.goToStep(MainWindow::FindingsStep);
        FindingsPage *f = w.findingsPage();
        const int i = findingIndex(f, QStringLiteral("cabling-direct-port-mismatch"));
        QVERIFY(i >= 0);
        QVERIFY(cables[0].detail.contains(f->findings().at(i).explanation));
        f->selectFinding(i);
        QVERIFY(f->detailsView()->toPlainText().contains(QStringLiteral("Fix:")));
        QVERIFY(f->findingItem(i)->text(0) == QStringLiteral("Error"));
        f->refreshNow();
        QVERIFY(f->reportView()->toPlainText().contains(QStringLiteral("Cabling discovery")));
    }

    void oneRailCableShowsOneDeadRail()
    {
        MainWindow w;
        startFastDemo(w, QStringLiteral("one-rail-pair"));
        discover(w);
        const auto cables = w.cablingPage()->diagram()->cables();
        QCOMPARE(cables.size(), 1);
        QCOMPARE(cables[0].status, CableStatus::Problem);
        const int up = int(std::count(cables[0].rails.begin(), cables[0].rails.end(), RailState::Up));
        const int down = int(std::count(cables[0].rails.begin(), cables[0].rails.end(), RailState::Down));
        QCOMPARE(up, 1);
        QCOMPARE(down, 1);
        QVERIFY(cables[0].detail.contains(QStringLiteral("100 Gb/s instead of 200 Gb/s")));
        QVERIFY(findingIndex(w.findingsPage(), QStringLiteral("cable-one-rail")) >= 0);
    }

    void discoveryCancel()
    {
        MainWindow w;
        startFastDemo(w, QStringLiteral("healthy-ring4"), 1.0);
        CablingPage *page = w.cablingPage();
        page->startDiscovery();
        QVERIFY(page->isDiscovering());
        QTest::mouseClick(page->cancelButton(), Qt::LeftButton);
        QVERIFY(!page->isDiscovering());
        QVERIFY(!page->showsDiscovered());
        QVERIFY(page->discoverButton()->isEnabled());
        QCOMPARE(page->diagram()->cables().first().status, CableStatus::Planned);
        // Nothing of the cancelled run arrives later.
        QTest::qWait(300);
        QVERIFY(!page->showsDiscovered());
    }

    void healthyPairTests()
    {
        MainWindow w;
        startFastDemo(w, QStringLiteral("healthy-pair"));
        w.goToStep(MainWindow::TestsStep);
        TestsPage *t = w.testsPage();
        QSignalSpy finished(t, &TestsPage::finished);
        QSignalSpy progress(t->progressBar(), &QProgressBar::valueChanged);
        QTest::mouseClick(t->runButton(), Qt::LeftButton);
        QVERIFY(t->isRunning());
        QVERIFY(t->cancelButton()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY(progress.count() >= 3);
        QCOMPARE(t->progressBar()->value(), 100);
        const QTableWidget *table = t->resultsTable();
        // The suite's order: loopback (2 nodes), RDMA (1 cable), NCCL (2 collectives).
        QCOMPARE(table->rowCount(), 5);
        QCOMPARE(cell(table, 0, TestsPage::TestColumn), QStringLiteral("Loopback"));
        QVERIFY(cell(table, 0, TestsPage::NotesColumn).contains(QStringLiteral("card healthy")));
        QCOMPARE(cell(table, 2, TestsPage::TestColumn), QStringLiteral("RDMA"));
        const double total = leadingNumber(cell(table, 2, TestsPage::TotalColumn));
        // Behaviour, not a band simulated jitter can cross: a healthy cable
        // clears the diagnosis threshold, stays within the node's limit, and
        // is the sum of its two rails, each healthy on its own.
        QVERIFY2(total >= diag::Thresholds::CableMinGbps && total <= diag::Thresholds::NodeLimitGbps,
                 qPrintable(QString::number(total)));
        const double r1 = leadingNumber(cell(table, 2, TestsPage::Rail1Column));
        const double r2 = leadingNumber(cell(table, 2, TestsPage::Rail2Column));
        QVERIFY(r1 >= diag::Thresholds::RailMinGbps && r2 >= diag::Thresholds::RailMinGbps);
        QVERIFY2(qAbs(r1 + r2 - total) < 0.2,
                 qPrintable(QStringLiteral("%1 + %2 vs %3").arg(r1).arg(r2).arg(total)));
        const double pct = leadingNumber(cell(table, 2, TestsPage::PercentColumn));
        QVERIFY(qAbs(pct - total / 2.0) < 1.0);
        QCOMPARE(cell(table, 3, TestsPage::TestColumn), QStringLiteral("NCCL"));
        QVERIFY(cell(table, 3, TestsPage::NotesColumn).contains(QStringLiteral("rocep1s0f0, roceP2p1s0f0")));
        const double busbw =
            cell(table, 3, TestsPage::TotalColumn).section(QLatin1Char(' '), 1, 1).toDouble();
        QVERIFY2(busbw > 15 && busbw < 25, qPrintable(cell(table, 3, TestsPage::TotalColumn)));
        QCOMPARE(t->runningJobs(), 0);
        // The Charts tab draws the report's charts: loopback per node, RDMA per
        // cable against the 200 Gb/s limit and per rail, and each collective's bus
        // bandwidth by message size up to its peak.
        const QList<render::ReportChart> charts = t->resultCharts()->charts();
        QCOMPARE(charts.size(), 5);
        QCOMPARE(charts[0].bars.size(), 2);
        QCOMPARE(charts[1].bars.size(), 1);
        QCOMPARE(charts[1].reference, diag::Thresholds::NodeLimitGbps);
        QVERIFY(qAbs(charts[1].bars[0].second - total) < 0.1); // the table rounds
        QCOMPARE(charts[2].bars.size(), 2);
        for (int i : {3, 4}) {
            const render::ReportChart &line = charts[i];
            QCOMPARE(line.kind, render::ReportChart::Kind::Line);
            QVERIFY(line.bandLow > 0 && line.bandHigh > line.bandLow);
            const measure::NcclRunResult &run = t->results().nccl[i - 3];
            QVERIFY(line.title.contains(run.collective));
            QCOMPARE(line.bars.size(), run.tests->rows.size());
            QVERIFY(line.bars.size() >= 3); // 256M, 512M, 1G: where the level is read
            // the out-of-place figures, as nccl-tests prints them first
            for (qsizetype k = 0; k < line.bars.size(); ++k) {
                QCOMPARE(line.bars[k].second, run.tests->rows[k].busbwOop);
                QVERIFY(line.bars[k].second <= run.peakBusbwGBs);
            }
            QCOMPARE(line.bars.last().first, QStringLiteral("1G"));
        }
        t->resultViews()->setCurrentIndex(1);
        t->resultCharts()->resize(800, t->resultCharts()->heightForWidth(800));
        const QList<QRectF> rects = t->resultCharts()->chartRects();
        QCOMPARE(rects.size(), 5);
        for (int i = 1; i < rects.size(); ++i)
            QVERIFY(rects[i].top() >= rects[i - 1].bottom());
        QVERIFY(rects.last().bottom() <= t->resultCharts()->height());
        // A healthy pair has nothing to report.
        const auto findings = w.session()->findings();
        QVERIFY(std::none_of(findings.begin(), findings.end(),
                             [](const diag::Finding &f) { return f.severity == model::Severity::Error; }));
    }

    // demo-ring4 after every test: the Findings page opens with spark-3's
    // throttled card as its one error, and the low rails and cables that
    // touch spark-3 and the low NCCL bus bandwidth folded under it.
    void demoRing4OpensWithTheCard()
    {
        MainWindow w;
        startFastDemo(w, QStringLiteral("demo-ring4"));
        TestsPage *t = w.testsPage();
        QSignalSpy finished(t, &TestsPage::finished);
        t->run();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
        w.goToStep(MainWindow::FindingsStep);
        FindingsPage *f = w.findingsPage();
        f->refreshNow();
        QStringList top;
        for (int k = 0; k < f->findingsList()->topLevelItemCount(); ++k) {
            const int index = f->findingsList()->topLevelItem(k)->data(0, Qt::UserRole).toInt();
            const diag::Finding &x = f->findings().at(index);
            if (x.severity == model::Severity::Error)
                top << x.id + QLatin1Char(' ') + x.object.toString();
        }
        QCOMPARE(top, QStringList{QStringLiteral("card-throttled spark-3")});
        const int card = findingIndex(f, QStringLiteral("card-throttled"));
        QCOMPARE(f->findingsList()->topLevelItem(0), f->findingItem(card));
        QStringList under;
        for (int k = 0; k < f->findingItem(card)->childCount(); ++k) {
            const int index = f->findingItem(card)->child(k)->data(0, Qt::UserRole).toInt();
            const diag::Finding &x = f->findings().at(index);
            QCOMPARE(x.causedBy->id, QStringLiteral("card-throttled"));
            under << x.id;
        }
        QVERIFY2(under.contains(QStringLiteral("rdma-rail-low")) && under.contains(QStringLiteral("nccl-busbw-low")),
                 qPrintable(under.join(QLatin1Char(' '))));
        // Nothing of that kind is left outside the card.
        for (const diag::Finding &x : f->findings()) {
            if (x.id == QLatin1String("rdma-rail-low") || x.id == QLatin1String("rdma-cable-low") ||
                x.id == QLatin1String("nccl-busbw-low"))
                QVERIFY2(x.causedBy, qPrintable(x.id + QLatin1Char(' ') + x.object.toString()));
        }
        QVERIFY(f->summaryText().contains(QStringLiteral("follow from a cause")));
        // Selecting a folded finding (as the diagram does) opens its cause.
        const int rail = findingIndex(f, QStringLiteral("rdma-rail-low"));
        f->findingItem(card)->setExpanded(false);
        f->selectFinding(rail);
        QVERIFY(f->findingItem(card)->isExpanded());
        QCOMPARE(f->currentFinding(), rail);
    }

    void throttledCardIsAFinding()
    {
        MainWindow w;
        startFastDemo(w, QStringLiteral("throttled-pair"));
        TestsPage *t = w.testsPage();
        t->rdmaBox()->setChecked(false);
        t->ncclBox()->setChecked(false);
        QSignalSpy finished(t, &TestsPage::finished);
        t->run();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QCOMPARE(t->resultsTable()->rowCount(), 2);
        QVERIFY(cell(t->resultsTable(), 1, TestsPage::NotesColumn).contains(QStringLiteral("THROTTLED")));
        w.goToStep(MainWindow::FindingsStep);
        FindingsPage *f = w.findingsPage();
        const int i = findingIndex(f, QStringLiteral("card-throttled"));
        QVERIFY2(i >= 0, qPrintable(QString::number(f->findings().size())));
        QCOMPARE(f->findings().at(i).object.node, QStringLiteral("spark-2"));
        QCOMPARE(f->findingItem(i)->text(1), f->findings().at(i).object.toString());
        f->selectFinding(i);
        QVERIFY(f->detailsView()->toPlainText().contains(f->findings().at(i).fix.left(20)));
    }

    void cancelMidTest()
    {
        MainWindow w;
        startFastDemo(w, QStringLiteral("healthy-pair"), 1.0); // real time: 5 s per perftest run
        TestsPage *t = w.testsPage();
        QSignalSpy finished(t, &TestsPage::finished);
        t->run();
        QTRY_VERIFY_WITH_TIMEOUT(t->runningJobs() > 0, 10000);
        QTest::mouseClick(t->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 15000);
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(!t->isRunning());
        QVERIFY(t->runButton()->isEnabled());
        QCOMPARE(t->runningJobs(), 0);
        // Cancelled in the loopback, the suite's first test: RDMA and NCCL never started.
        for (int row = 0; row < t->resultsTable()->rowCount(); ++row)
            QCOMPARE(cell(t->resultsTable(), row, TestsPage::TestColumn), QStringLiteral("Loopback"));
        QVERIFY(t->rdmaResults().isEmpty());
        QVERIFY(t->ncclResults().isEmpty());
        // The run it stopped has no figure.
        QVERIFY(std::count_if(t->loopbackResults().begin(), t->loopbackResults().end(),
                              [](const measure::LoopbackResult &l) { return l.run.ok(); }) < 2);
        // And it can run again.
        t->rdmaBox()->setChecked(false);
        t->ncclBox()->setChecked(false);
        t->run();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 30000);
        QCOMPARE(finished.last().first().toBool(), false);
        QCOMPARE(t->loopbackResults().size(), 2);
    }

    void liveChartsRollAndStop()
    {
        MainWindow w;
        startFastDemo(w, QStringLiteral("healthy-pair"), 1.0);
        w.goToStep(MainWindow::LiveStep);
        LivePage *live = w.livePage();
        QCOMPARE(live->throughputSeries().size(), 4);
        QTest::mouseClick(live->startButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(live->isRunning(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(live->isLoading(), 5000);
        // Port 0 carries the load on both rails: about 100 Gb/s each on the wire.
        QTRY_VERIFY_WITH_TIMEOUT(live->throughputSeries().at(0)->count() >= 5 &&
                                     live->throughputSeries().at(0)->points().last().y() > 80,
                                 15000);
        QVERIFY(live->throughputSeries().at(1)->points().last().y() > 80);
        QVERIFY(live->throughputSeries().at(2)->points().last().y() < 1); // port 1 has no cable
        // Error counters come from ethtool, one netdev every 2 s in turn:
        // their first rate takes a few seconds more than the throughput's.
        QTRY_VERIFY_WITH_TIMEOUT(live->errorSeries().at(0)->count() > 0, 30000);
        const int repaints = live->repaints();
        QTest::qWait(1000);
        // Throttled to the repaint rate, whatever the sample rate.
        QVERIFY2(live->repaints() - repaints <= 1000 / LivePage::RepaintIntervalMs + 2,
                 qPrintable(QString::number(live->repaints() - repaints)));
        QTest::mouseClick(live->stopButton(), Qt::LeftButton);
        QVERIFY(!live->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!live->isLoading(), 10000);
        const int points = live->throughputSeries().at(0)->count();
        QTest::qWait(600);
        QCOMPARE(live->throughputSeries().at(0)->count(), points);
        QVERIFY(points <= LivePage::Capacity);
    }

    void anotherDemoResetsThePages()
    {
        MainWindow w;
        startFastDemo(w, QStringLiteral("crossed-pair"));
        discover(w);
        QVERIFY(!w.session()->findings().isEmpty());
        startFastDemo(w, QStringLiteral("healthy-pair"));
        QVERIFY(w.session()->findings().isEmpty());
        QVERIFY(!w.cablingPage()->showsDiscovered());
        QVERIFY(w.findingsPage()->findings().isEmpty());
        QCOMPARE(w.testsPage()->resultsTable()->rowCount(), 0);
    }
};

QTEST_MAIN(TstWizardFlow)
#include "tst_wizardflow.moc"
