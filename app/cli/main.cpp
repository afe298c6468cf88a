// SPDX-License-Identifier: GPL-3.0-or-later
#include "applycommand.h"
#include "bundlecommand.h"
#include "clioutput.h"
#include "adoptcommand.h"
#include "discovercommand.h"
#include "doctorcommand.h"
#include "inventorycommand.h"
#include "monitorcommand.h"
#include "parsecommand.h"
#include "plancommand.h"
#include "reportcommand.h"
#include "testcommand.h"
#include "translationloader.h"
#include "undocommand.h"
#include "util/processhardening.h"
#include "verifycommand.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLocale>
#include <QStringList>
#include <functional>
#include <map>
#include <memory>

using namespace railyard::cli;

int main(int argc, char *argv[])
{
    // Before any secret is read: no core dump or foreign debugger may see one.
    railyard::util::ProcessHardening::forbidCoreDumps();
    // The report lays out text, which needs fonts and so a QGuiApplication;
    // headless unless the caller chose a platform.
    const bool gui = argc > 1 && qstrcmp(argv[1], "report") == 0;
    if (gui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> application =
        gui ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication &app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("railyard-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));
    // The system locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) picks the
    // language of every message; English needs no catalogue.
    railyard::i18n::TranslationLoader::install(QLocale::system());

    const std::map<QString, std::function<int(const QStringList &)>> commands{
        {QStringLiteral("plan"), &PlanCommand::run},
        {QStringLiteral("parse"), &ParseCommand::run},
        {QStringLiteral("doctor"), &DoctorCommand::run},
        {QStringLiteral("inventory"), &InventoryCommand::run},
        {QStringLiteral("discover"), &DiscoverCommand::run},
        {QStringLiteral("adopt"), &AdoptCommand::run},
        {QStringLiteral("test"), &TestCommand::run},
        {QStringLiteral("monitor"), &MonitorCommand::run},
        {QStringLiteral("report"), &ReportCommand::run},
        {QStringLiteral("bundle"), &BundleCommand::run},
        {QStringLiteral("apply"), &ApplyCommand::run},
        {QStringLiteral("verify"), &VerifyCommand::run},
        {QStringLiteral("undo"), &UndoCommand::run},
    };

    QStringList args = app.arguments();
    args.removeFirst();
    if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
        QString usage = QCoreApplication::translate("railyard::cli",
                                                    "Usage: railyard-cli COMMAND [OPTIONS]\n\nCommands:\n");
        for (const auto &[name, run] : commands)
            usage += QStringLiteral("  ") + name + QLatin1Char('\n');
        usage += QCoreApplication::translate("railyard::cli",
                                             "\nSee docs/cli.md, or railyard-cli COMMAND --help.\n");
        CliOutput::out(usage);
        return args.isEmpty() ? ExitUsage : ExitOk;
    }
    if (args.first() == QLatin1String("--version")) {
        CliOutput::out(QStringLiteral("railyard-cli ") + QCoreApplication::applicationVersion() +
                       QLatin1Char('\n'));
        return ExitOk;
    }
    const QString name = args.takeFirst();
    const auto it = commands.find(name);
    if (it == commands.end())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli",
                                        "unknown command '%1'; run railyard-cli --help for the list")
                .arg(name));
    return it->second(args);
}
