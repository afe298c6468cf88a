// SPDX-License-Identifier: GPL-3.0-or-later
#include "applypage.h"
#include "cablingdiagram.h"
#include "cablingpage.h"
#include "clusterdocument.h"
#include "clustersession.h"
#include "findingspage.h"
#include "inlinebanner.h"
#include "livepage.h"
#include "mainwindow.h"
#include "nodespage.h"
#include "reportpage.h"
#include "startpage.h"
#include "testspage.h"
#include "topologypage.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard::ui;

class TstMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void demoOpensCablingOfTheRing()
    {
        MainWindow w;
        QVERIFY(w.startDemo(QStringLiteral("demo-ring4")));
        w.goToStep(MainWindow::CablingStep);
        QCOMPARE(w.currentStep(), MainWindow::CablingStep);
        QCOMPARE(w.document()->cluster().nodes.size(), 4);
        QCOMPARE(w.cablingPage()->diagram()->cables().size(), 4);
        QVERIFY(w.windowTitle().contains(QStringLiteral("demo-ring4")));
        QVERIFY(!w.topologyPage()->planText().isEmpty());
        // every step of the journey is available, in order
        for (int step = MainWindow::StartStep; step <= MainWindow::ReportStep; ++step)
            QVERIFY(w.isStepEnabled(MainWindow::Step(step)));
        w.goToStep(MainWindow::AddressPlanStep);
        QCOMPARE(w.currentStep(), MainWindow::AddressPlanStep);
    }

    void unknownScenarioShowsBanner()
    {
        MainWindow w;
        QVERIFY(!w.startDemo(QStringLiteral("no-such-scenario")));
        QVERIFY(w.startPage()->banner()->message().contains(QStringLiteral("no-such-scenario")));
    }

    void garbageProjectShowsBannerAndKeepsCluster()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("railyard.yaml")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("version: 1\ncluster: [\n");
        f.close();
        MainWindow w;
        const auto before = w.document()->cluster();
        QVERIFY(!w.openProject(f.fileName()));
        QCOMPARE(w.document()->cluster(), before);
        QCOMPARE(w.currentStep(), MainWindow::StartStep);
        QVERIFY(w.startPage()->banner()->isVisibleTo(&w));
    }

    void topologyErrorsShowInline()
    {
        MainWindow w;
        auto c = w.document()->cluster();
        c.topology = railyard::model::Topology::Triangle; // with two nodes
        w.document()->setCluster(c);
        QVERIFY(w.topologyPage()->banner()->message().contains(QStringLiteral("triangle")));
        QVERIFY(w.topologyPage()->planText().isEmpty());
    }

    void firstStartFillsTheScreen()
    {
        QSettings().remove(QStringLiteral("window"));
        MainWindow w;
        w.restoreLayout();
        const QRect available = w.screen()->availableGeometry();
        const QSize expected =
            QSize(int(available.width() * 0.9), int(available.height() * 0.9)).expandedTo(QSize(1280, 800)).boundedTo(available.size());
        QCOMPARE(w.size(), expected);
        QVERIFY2(available.contains(w.geometry()), qPrintable(QStringLiteral("%1,%2 %3x%4 in %5x%6").arg(w.x()).arg(w.y()).arg(w.width()).arg(w.height()).arg(available.width()).arg(available.height())));
        QCOMPARE(w.currentStep(), MainWindow::StartStep);
    }

    void layoutIsRestoredOnTheNextStart()
    {
        QSettings().remove(QStringLiteral("window"));
        QList<int> sizes;
        QSize size;
        {
            MainWindow w;
            QVERIFY(w.startDemo(QStringLiteral("healthy-pair")));
            w.restoreLayout();
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.resize(w.minimumSizeHint() + QSize(37, 23));
            QTRY_COMPARE(w.size(), w.minimumSizeHint() + QSize(37, 23));
            size = w.size();
            w.splitter()->setSizes({260, 400});
            sizes = w.splitter()->sizes();
            w.goToStep(MainWindow::TestsStep);
            w.close(); // as the user quits: closeEvent keeps the layout
        }
        MainWindow again;
        QVERIFY(again.startDemo(QStringLiteral("healthy-pair")));
        again.goToStep(MainWindow::CablingStep); // where the demo opens
        again.restoreLayout();
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.size(), size);
        QCOMPARE(again.splitter()->sizes(), sizes);
        QCOMPARE(again.currentStep(), MainWindow::TestsStep);
        QSettings().remove(QStringLiteral("window"));
    }

    void stepListShowsHowEachStepWent()
    {
        MainWindow w;
        w.session()->setClockSpeed(20.0);
        QVERIFY(w.startDemo(QStringLiteral("demo-ring4")));
        for (int step = MainWindow::StartStep; step <= MainWindow::ReportStep; ++step)
            QCOMPARE(w.stepState(MainWindow::Step(step)), MainWindow::StepState::None);
        QSignalSpy connectionsTested(w.nodesPage(), &NodesPage::connectionTested);
        w.nodesPage()->testAll();
        QTRY_COMPARE_WITH_TIMEOUT(connectionsTested.count(), 4, 30000);
        QCOMPARE(w.stepState(MainWindow::NodesStep), MainWindow::StepState::Done);
        QSignalSpy discovered(w.cablingPage(), &CablingPage::discoveryFinished);
        w.cablingPage()->startDiscovery();
        QTRY_COMPARE_WITH_TIMEOUT(discovered.count(), 1, 30000);
        QCOMPARE(w.stepState(MainWindow::CablingStep), MainWindow::StepState::Done);
        QVERIFY(!w.stepsList()->item(MainWindow::CablingStep)->icon().isNull());
        QCOMPARE(w.stepsList()->item(MainWindow::CablingStep)->toolTip(), QStringLiteral("done"));

        // a pair with a throttled card: the tests end with a problem, the findings with a warning or error
        QVERIFY(w.startDemo(QStringLiteral("throttled-pair")));
        QCOMPARE(w.stepState(MainWindow::NodesStep), MainWindow::StepState::None); // a new session
        QSignalSpy tested(w.testsPage(), &TestsPage::finished);
        w.testsPage()->run();
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 120000);
        QCOMPARE(w.stepState(MainWindow::TestsStep), MainWindow::StepState::Warning);
        QVERIFY(w.stepState(MainWindow::FindingsStep) == MainWindow::StepState::Warning ||
                w.stepState(MainWindow::FindingsStep) == MainWindow::StepState::Error);
    }
};

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
