// SPDX-License-Identifier: GPL-3.0-or-later
// Every page of a finished demo-ring4 session at 1366x768 and 1920x1080, in
// the language RAILYARD_UI_LANGUAGE names (en or ru): the layout checks run
// on every page at every size, and with RAILYARD_SCREENSHOT_DIR set the
// pictures are written there (tests/ui/make-screenshots.sh regenerates
// docs/screenshots/ from them). ctest runs it offscreen and under Xvfb, in
// both languages.
#include "applypage.h"
#include "cablingdiagram.h"
#include "cablingpage.h"
#include "clusteroverview.h"
#include "clustersession.h"
#include "findingspage.h"
#include "livepage.h"
#include "mainwindow.h"
#include "nodespage.h"
#include "pageheading.h"
#include "reportpage.h"
#include "resultcharts.h"
#include "testspage.h"
#include "translationloader.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QGuiApplication>
#include <QListWidget>
#include <QScreen>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard::ui;

class TstScreenshots : public QObject
{
    Q_OBJECT
private:
    QString m_language;

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QStandardPaths::setTestModeEnabled(true);
        m_language = qEnvironmentVariable("RAILYARD_UI_LANGUAGE", QStringLiteral("en"));
        if (m_language == QLatin1String("ru"))
            QVERIFY(railyard::i18n::TranslationLoader::install(QLocale(QLocale::Russian, QLocale::Russia)));
        qInfo("platform %s, language %s", qPrintable(QGuiApplication::platformName()), qPrintable(m_language));
    }

    void everyPageAtEverySize()
    {
        MainWindow w;
        w.session()->setClockSpeed(20.0);
        QVERIFY(w.startDemo(QStringLiteral("demo-ring4")));
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        // a finished session: every node read, the cabling discovered, a preview, the tests, live charts
        w.goToStep(MainWindow::NodesStep);
        QSignalSpy connectionsTested(w.nodesPage(), &NodesPage::connectionTested);
        w.nodesPage()->testAll();
        QTRY_COMPARE_WITH_TIMEOUT(connectionsTested.count(), 4, 30000);
        w.nodesPage()->nodesTable()->selectRow(0);
        w.goToStep(MainWindow::CablingStep);
        QSignalSpy discovered(w.cablingPage(), &CablingPage::discoveryFinished);
        w.cablingPage()->startDiscovery();
        QTRY_COMPARE_WITH_TIMEOUT(discovered.count(), 1, 30000);
        w.goToStep(MainWindow::ApplyStep);
        QSignalSpy previewed(w.applyPage(), &ApplyPage::previewFinished);
        w.applyPage()->preview();
        QTRY_COMPARE_WITH_TIMEOUT(previewed.count(), 1, 30000);
        w.applyPage()->nodeList()->setCurrentRow(0);
        w.goToStep(MainWindow::TestsStep);
        QSignalSpy tested(w.testsPage(), &TestsPage::finished);
        w.testsPage()->run();
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 120000);
        w.goToStep(MainWindow::LiveStep);
        w.livePage()->nodeBox()->setCurrentIndex(0);
        w.livePage()->start();
        QTest::qWait(4000);
        w.livePage()->setPaused(true); // the same picture at every size
        w.goToStep(MainWindow::FindingsStep);
        w.findingsPage()->refreshNow();
        w.goToStep(MainWindow::ReportStep);
        QTemporaryDir pdfDir;
        QSignalSpy exported(w.reportPage(), &ReportPage::exported);
        w.reportPage()->exportTo(pdfDir.filePath(QStringLiteral("railyard-report.pdf")));
        QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 1, 60000);

        const QString outRoot = qEnvironmentVariable("RAILYARD_SCREENSHOT_DIR");
        const QList<std::pair<MainWindow::Step, const char *>> pages{
            {MainWindow::StartStep, "start"},       {MainWindow::NodesStep, "nodes"},
            {MainWindow::TopologyStep, "topology"}, {MainWindow::CablingStep, "cabling"},
            {MainWindow::AddressPlanStep, "addressplan"}, {MainWindow::ApplyStep, "apply"},
            {MainWindow::TestsStep, "tests"},       {MainWindow::LiveStep, "live"},
            {MainWindow::FindingsStep, "findings"}, {MainWindow::ReportStep, "report"}};
        // At 200 % scaling (QT_SCALE_FACTOR=2 on a 1920x1080 screen) the screen is
        // 960x540 logical pixels: the window takes what is available and a page
        // that needs more scrolls; at the real sizes no page scrolls.
        const QRect available = w.screen()->availableGeometry();
        const bool scaled = available.width() < 1366;
        QList<QSize> sizes{QSize(1366, 768), QSize(1920, 1080)};
        if (scaled) {
            QVERIFY2(w.minimumSizeHint().width() <= available.width() &&
                         w.minimumSizeHint().height() <= available.height(),
                     qPrintable(QStringLiteral("the window needs %1x%2 of a %3x%4 screen")
                                    .arg(w.minimumSizeHint().width())
                                    .arg(w.minimumSizeHint().height())
                                    .arg(available.width())
                                    .arg(available.height())));
            sizes = {available.size()};
        }
        for (const QSize size : sizes) {
            w.resize(size);
            QTRY_COMPARE(w.size(), size);
            auto *stack = w.findChild<QStackedWidget *>();
            QVERIFY(stack);
            for (const auto &[step, name] : pages) {
                w.goToStep(step);
                QCOMPARE(w.currentStep(), step);
                QTest::qWait(120);
                QWidget *page = stack->currentWidget();
                const QString where = QStringLiteral("%1 at %2x%3 (%4)")
                                          .arg(QLatin1String(name))
                                          .arg(size.width())
                                          .arg(size.height())
                                          .arg(m_language);
                // the page gets at least what it needs: nothing is squeezed below its
                // minimum; at the real sizes without scrolling, scaled by scrolling
                auto *scroll = w.findChild<QScrollArea *>(QStringLiteral("pageScroll"));
                QVERIFY(scroll);
                const QSize room = scaled ? stack->size() : scroll->viewport()->size();
                QVERIFY2(page->minimumSizeHint().width() <= room.width() &&
                             page->minimumSizeHint().height() <= room.height(),
                         qPrintable(QStringLiteral("%1: needs %2x%3, has %4x%5")
                                        .arg(where)
                                        .arg(page->minimumSizeHint().width())
                                        .arg(page->minimumSizeHint().height())
                                        .arg(room.width())
                                        .arg(room.height())));
                // and uses all of it: the page fills the area it is shown in
                QCOMPARE(page->size(), stack->size());
                QVERIFY(stack->width() >= scroll->viewport()->width() &&
                        stack->height() >= scroll->viewport()->height());
                // a heading and what the page is for, in one line where the window has the width
                if (step != MainWindow::StartStep) {
                    const QList<PageHeading *> headings = page->findChildren<PageHeading *>();
                    QCOMPARE(headings.size(), 1);
                    QVERIFY(!headings.first()->details().isEmpty());
                    if (!scaled)
                        QVERIFY2(headings.first()->purposeFitsOneLine(),
                                 qPrintable(QStringLiteral("%1: '%2' takes more than one line")
                                                .arg(where, headings.first()->purpose())));
                }
                if (step == MainWindow::LiveStep) {
                    // each chart's plot takes at least half of the chart's height
                    for (QChartView *view : {w.livePage()->throughputView(), w.livePage()->errorView()}) {
                        const double plot = view->chart()->plotArea().height();
                        const double chart = view->chart()->size().height();
                        QVERIFY2(plot >= chart / 2, qPrintable(QStringLiteral("%1: %2 plot %3 px of %4 px")
                                                                   .arg(where, view->accessibleName())
                                                                   .arg(plot)
                                                                   .arg(chart)));
                    }
                    // and the overview shows every node without scrolling
                    ClusterOverview *o = w.livePage()->overview();
                    if (!scaled)
                        QVERIFY2(o->visibleRegion().boundingRect().contains(o->cellRect(3, 3)),
                                 qPrintable(where));
                }
                if (step == MainWindow::CablingStep) {
                    const CablingDiagram *d = w.cablingPage()->diagram();
                    for (int node = 0; node < d->nodes().size(); ++node)
                        QVERIFY2(QRectF(d->rect()).contains(d->nodeRect(node)), qPrintable(where));
                }
                if (step == MainWindow::TestsStep && !scaled) {
                    // every note whole: the rows grow, nothing is cut off with an ellipsis
                    const QTableWidget *table = w.testsPage()->resultsTable();
                    QVERIFY(table->rowCount() > 0);
                    for (int row = 0; row < table->rowCount(); ++row) {
                        const QTableWidgetItem *item = table->item(row, TestsPage::NotesColumn);
                        if (!item || item->text().isEmpty())
                            continue;
                        const QRect cell = table->visualItemRect(item);
                        const QRect needed =
                            QFontMetrics(table->font())
                                .boundingRect(cell.adjusted(3, 0, -3, 0), Qt::TextWordWrap, item->text());
                        QVERIFY2(needed.height() <= cell.height(),
                                 qPrintable(QStringLiteral("%1: row %2 note needs %3 px, has %4: %5")
                                                .arg(where)
                                                .arg(row)
                                                .arg(needed.height())
                                                .arg(cell.height())
                                                .arg(item->text())));
                    }
                }
                save(w, outRoot, size, QLatin1String(name));
                if (step == MainWindow::TestsStep) {
                    // the same results as the report's charts, the first one whole in view
                    w.testsPage()->resultViews()->setCurrentIndex(1);
                    QTest::qWait(120);
                    ResultCharts *charts = w.testsPage()->resultCharts();
                    QCOMPARE(charts->charts().size(), 5); // loopback, cables, rails, 2 NCCL
                    QVERIFY2(charts->visibleRegion().boundingRect().contains(
                                 charts->chartRects().first().toRect()),
                             qPrintable(where));
                    save(w, outRoot, size, QStringLiteral("tests-charts"));
                    if (!outRoot.isEmpty()) // every chart, as the report has them
                        QVERIFY(charts->grab().save(
                            QDir(outRoot).filePath(QStringLiteral("%1x%2-%3/tests-charts-all.png")
                                                       .arg(size.width())
                                                       .arg(size.height())
                                                       .arg(m_language))));
                    w.testsPage()->resultViews()->setCurrentIndex(0);
                }
            }
        }
        w.livePage()->stop();
    }

private:
    void save(MainWindow &w, const QString &outRoot, QSize size, const QString &name)
    {
        if (outRoot.isEmpty())
            return;
        const QString dir = QDir(outRoot).filePath(
            QStringLiteral("%1x%2-%3").arg(size.width()).arg(size.height()).arg(m_language));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(w.grab().save(QDir(dir).filePath(name + QStringLiteral(".png"))));
    }
};

QTEST_MAIN(TstScreenshots)
#include "tst_screenshots.moc"
