// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingdiagram.h"
#include "cablingpage.h"
#include "clusterdocument.h"
#include "inlinebanner.h"
#include "mainwindow.h"
#include "startpage.h"
#include "topologypage.h"

#include <QDir>
#include <QStandardPaths>
#include <QFile>
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
        // steps that this build cannot do are visible but disabled
        QVERIFY(!w.isStepEnabled(MainWindow::ApplyStep));
        w.goToStep(MainWindow::ApplyStep);
        QCOMPARE(w.currentStep(), MainWindow::CablingStep);
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

    // Screenshots for docs/ when asked (tests/ui/make-screenshots.sh).
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("RAILYARD_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set RAILYARD_SCREENSHOT_DIR to write screenshots");
        MainWindow w;
        QVERIFY(w.startDemo(QStringLiteral("demo-ring4")));
        w.resize(1100, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (auto [step, name] : {std::pair{MainWindow::StartStep, "start"}, std::pair{MainWindow::TopologyStep, "topology"},
                                  std::pair{MainWindow::CablingStep, "cabling"}}) {
            w.goToStep(step);
            QTest::qWait(50);
            QVERIFY(w.grab().save(QDir(dir).filePath(QStringLiteral("%1.png").arg(QLatin1String(name)))));
        }
    }
};

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
