// SPDX-License-Identifier: GPL-3.0-or-later
#include "clioutput.h"
#include "discovercommand.h"
#include "doctorcommand.h"
#include "inventorycommand.h"
#include "parsecommand.h"
#include "plancommand.h"

#include <QCoreApplication>
#include <QStringList>

#include <functional>
#include <map>

using namespace railyard::cli;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("railyard-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));

    const std::map<QString, std::function<int(const QStringList &)>> commands{
        {QStringLiteral("plan"), &PlanCommand::run},
        {QStringLiteral("parse"), &ParseCommand::run},
        {QStringLiteral("doctor"), &DoctorCommand::run},
        {QStringLiteral("inventory"), &InventoryCommand::run},
        {QStringLiteral("discover"), &DiscoverCommand::run},
    };

    QStringList args = app.arguments();
    args.removeFirst();
    if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
        QString usage = QCoreApplication::translate("railyard::cli", "Usage: railyard-cli COMMAND [OPTIONS]\n\nCommands:\n");
        for (const auto &[name, run] : commands)
            usage += QStringLiteral("  ") + name + QLatin1Char('\n');
        usage += QCoreApplication::translate("railyard::cli", "\nSee docs/cli.md, or railyard-cli COMMAND --help.\n");
        CliOutput::out(usage);
        return args.isEmpty() ? ExitUsage : ExitOk;
    }
    if (args.first() == QLatin1String("--version")) {
        CliOutput::out(QStringLiteral("railyard-cli ") + QCoreApplication::applicationVersion() + QLatin1Char('\n'));
        return ExitOk;
    }
    const QString name = args.takeFirst();
    const auto it = commands.find(name);
    if (it == commands.end())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli", "unknown command '%1'; run railyard-cli --help for the list")
                .arg(name));
    return it->second(args);
}
