// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "translationloader.h"

#include "sim/scenariocatalog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Railyard"));
    QApplication::setOrganizationName(QStringLiteral("Railyard"));
    QApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));
    railyard::i18n::TranslationLoader::install(QLocale());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Set up and verify a cluster of DGX Sparks."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  QApplication::translate("main", "Open the simulated demo cluster SCENARIO."),
                                  QStringLiteral("SCENARIO"), railyard::sim::ScenarioCatalog::defaultDemo());
    parser.addOption(demo);
    parser.addPositionalArgument(QStringLiteral("project"),
                                 QApplication::translate("main", "A railyard.yaml to open."), QStringLiteral("[project]"));
    parser.process(app);

    railyard::ui::MainWindow window;
    const QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty()) {
        window.openProject(positional.first());
    } else {
        // No nodes given: the built-in demo, so the first run shows something real.
        const QString scenario = parser.isSet(demo) ? parser.value(demo) : railyard::sim::ScenarioCatalog::defaultDemo();
        if (window.startDemo(scenario))
            window.goToStep(railyard::ui::MainWindow::CablingStep);
    }
    window.show();
    return app.exec();
}
