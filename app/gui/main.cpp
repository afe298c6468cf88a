// SPDX-License-Identifier: GPL-3.0-or-later
#include "clustersession.h"
#include "mainwindow.h"
#include "settingsdialog.h"
#include "sim/scenariocatalog.h"
#include "translationloader.h"
#include "util/processhardening.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QLocale>
#include <QTimer>
#include <cstdio>

int main(int argc, char *argv[])
{
    // Before any secret is read: no core dump or foreign debugger may see one.
    railyard::util::ProcessHardening::forbidCoreDumps();
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Railyard"));
    QApplication::setOrganizationName(QStringLiteral("Railyard"));
    QApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));
    // The language chosen in Settings wins over the system's; it applies from this start on.
    railyard::i18n::TranslationLoader::install(railyard::ui::SettingsDialog::effectiveLocale(QLocale()));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Set up and verify a cluster of DGX Sparks."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(
        QStringLiteral("demo"), QApplication::translate("main", "Open the simulated demo cluster SCENARIO."),
        QStringLiteral("SCENARIO"), railyard::sim::ScenarioCatalog::defaultDemo());
    parser.addOption(demo);
    const QCommandLineOption noLocal(
        QStringLiteral("no-local"),
        QApplication::translate("main", "Reach every node over SSH, also the machine this runs on (nodes the "
                                        "project marks local: true stay local)."));
    parser.addOption(noLocal);
    parser.addPositionalArgument(QStringLiteral("project"),
                                 QApplication::translate("main", "A railyard.yaml to open."),
                                 QStringLiteral("[project]"));
    parser.process(app);

    railyard::ui::MainWindow window;
    if (parser.isSet(noLocal))
        window.session()->setLocalDetection(false);
    const QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty()) {
        window.openProject(positional.first());
    } else {
        // No nodes given: the built-in demo, so the first run shows something real.
        const QString scenario =
            parser.isSet(demo) ? parser.value(demo) : railyard::sim::ScenarioCatalog::defaultDemo();
        if (window.startDemo(scenario))
            window.goToStep(railyard::ui::MainWindow::CablingStep);
    }
    // the size, the splitter and the step of the last run (a first run fills most of the screen)
    window.restoreLayout();
    window.show();
    if (qEnvironmentVariableIsSet("RAILYARD_REPORT_FIRST_SHOW")) {
        // For bench_startup: the first event-loop turn after show() is when the window is on screen.
        QTimer::singleShot(0, &window, [&sinceStart] {
            std::printf("railyard-first-show-ms %lld\n", static_cast<long long>(sinceStart.elapsed()));
            std::fflush(stdout);
            if (qEnvironmentVariableIsSet("RAILYARD_QUIT_AFTER_SHOW"))
                QCoreApplication::quit();
        });
    }
    return app.exec();
}
