// SPDX-License-Identifier: GPL-3.0-or-later
// Time from process start to the first shown window of the real `railyard
// --demo` binary, measured from outside: QProcess starts it with
// RAILYARD_REPORT_FIRST_SHOW set, the GUI prints a marker in the first
// event-loop turn after show() and quits. Median of N runs (default 5).
// Usage: bench_startup [runs] [scenario]; QT_QPA_PLATFORM is passed through.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 5;
    const QString scenario = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("demo-ring4");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RAILYARD_REPORT_FIRST_SHOW"), QStringLiteral("1"));
    env.insert(QStringLiteral("RAILYARD_QUIT_AFTER_SHOW"), QStringLiteral("1"));
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    std::printf("startup to first shown window: %s --demo %s, platform %s, %d runs\n", RAILYARD_GUI_BINARY,
                qPrintable(scenario), qPrintable(env.value(QStringLiteral("QT_QPA_PLATFORM"))), runs);

    std::vector<double> outside;
    std::vector<double> inside;
    for (int i = 0; i < runs; ++i) {
        QProcess p;
        p.setProcessEnvironment(env);
        QElapsedTimer timer;
        timer.start();
        p.start(QStringLiteral(RAILYARD_GUI_BINARY), {QStringLiteral("--demo"), scenario});
        if (!p.waitForStarted(10000)) {
            std::printf("  could not start: %s\n", qPrintable(p.errorString()));
            return 1;
        }
        double shownMs = -1;
        QByteArray out;
        while (shownMs < 0 && p.state() != QProcess::NotRunning) {
            p.waitForReadyRead(100);
            out += p.readAllStandardOutput();
            const int at = out.indexOf("railyard-first-show-ms ");
            if (at >= 0 && out.indexOf('\n', at) > at) {
                shownMs = double(timer.nsecsElapsed()) / 1e6;
                inside.push_back(out.mid(at + 23, out.indexOf('\n', at) - at - 23).trimmed().toDouble());
            }
            if (timer.elapsed() > 30000)
                break;
        }
        p.waitForFinished(10000);
        if (shownMs < 0) {
            std::printf("  run %d: no first-show marker (exit %d)\n", i + 1, p.exitCode());
            return 1;
        }
        outside.push_back(shownMs);
        std::printf("  run %d: %.0f ms (main() to shown: %.0f ms)\n", i + 1, shownMs, inside.back());
    }
    std::sort(outside.begin(), outside.end());
    std::sort(inside.begin(), inside.end());
    const double median = outside[outside.size() / 2];
    std::printf("  median: %.0f ms from process start (aim < 500 ms: %s); main() to shown %.0f ms\n", median,
                median < 500 ? "met" : "NOT met", inside[inside.size() / 2]);
    return 0;
}
