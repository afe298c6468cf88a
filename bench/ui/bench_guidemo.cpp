// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI demo's "Run tests", timed as a user sees it: the main window on a
// demo scenario, every test of the Tests page (loopback, RDMA per cable,
// NCCL), from the click to the last result. The demo spends simulated tool
// durations on a clock 10x faster than real time (ClusterSession's default);
// the same run at real time is measured beside it for the ratio. Aim: the
// demo-ring4 tests in under 10 s. Prints numbers only; asserts nothing.
#include "clustersession.h"
#include "mainwindow.h"
#include "testspage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTimer>
#include <cstdio>

using namespace railyard::ui;

namespace {

// Milliseconds from the click to the suite's end, or -1 when it did not end in time.
// clockSpeed 0: the demo's own clock, whose speed is written to *used.
qint64 runTests(const QString &scenario, double clockSpeed, double *used = nullptr)
{
    MainWindow w;
    // the simulation takes its clock when the demo starts
    if (clockSpeed > 0)
        w.session()->setClockSpeed(clockSpeed);
    if (!w.startDemo(scenario))
        return -1;
    if (used)
        *used = w.session()->clockSpeed();
    w.goToStep(MainWindow::TestsStep);
    TestsPage *page = w.testsPage();
    QEventLoop loop; // a benchmark's own wait, not product code
    bool done = false;
    QObject::connect(page, &TestsPage::finished, &loop, [&] {
        done = true;
        loop.quit();
    });
    QTimer::singleShot(300000, &loop, &QEventLoop::quit);
    QElapsedTimer timer;
    timer.start();
    page->run();
    loop.exec();
    return done ? timer.elapsed() : -1;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RailyardBench"));
    QStandardPaths::setTestModeEnabled(true);
    std::printf("GUI demo, Tests page, every test (platform %s)\n",
                qPrintable(QGuiApplication::platformName()));
    double demoSpeed = 0;
    const qint64 ring = runTests(QStringLiteral("demo-ring4"), 0, &demoSpeed);
    std::printf("  demo-ring4, demo clock (%.0fx): %lld ms (aim < 10000 ms: %s)\n", demoSpeed,
                (long long)ring, ring >= 0 && ring < 10000 ? "met" : "missed");
    const qint64 pairDemo = runTests(QStringLiteral("healthy-pair"), 0);
    const qint64 pairReal = runTests(QStringLiteral("healthy-pair"), 1.0);
    if (qEnvironmentVariableIsSet("BENCH_FLOOR")) {
        std::printf("  demo-ring4 at 1000x: %lld ms\n",
                    (long long)runTests(QStringLiteral("demo-ring4"), 1000.0));
    }
    std::printf("  healthy-pair, demo clock: %lld ms; real time: %lld ms; ratio %.2fx\n", (long long)pairDemo,
                (long long)pairReal, pairDemo > 0 ? double(pairReal) / double(pairDemo) : 0.0);
    return ring >= 0 && pairDemo >= 0 && pairReal >= 0 ? 0 : 1;
}
