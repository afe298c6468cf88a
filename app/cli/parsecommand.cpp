// SPDX-License-Identifier: GPL-3.0-or-later
#include "parsecommand.h"

#include "clioutput.h"
#include "probe/parserregistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

namespace railyard::cli {

int ParseCommand::run(const QStringList &arguments)
{
    using probe::ParserRegistry;
    const QString kinds = ParserRegistry::kinds().join(QStringLiteral(", "));
    if (arguments.size() == 1 &&
        (arguments.first() == QLatin1String("--help") || arguments.first() == QLatin1String("-h"))) {
        CliOutput::out(
            QCoreApplication::translate("railyard::cli::ParseCommand",
                                        "Usage: railyard-cli parse KIND FILE\n\n"
                                        "Prints the parsed tool output as JSON (see docs/cli.md).\n"
                                        "KIND: %1\n")
                .arg(kinds));
        return ExitOk;
    }
    if (arguments.size() != 2)
        return CliOutput::usageError(QCoreApplication::translate(
            "railyard::cli::ParseCommand", "parse needs KIND and FILE: railyard-cli parse KIND FILE"));

    const QString &kind = arguments.at(0);
    const QString &path = arguments.at(1);
    if (!ParserRegistry::hasKind(kind))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::ParseCommand",
                                                                 "parse: unknown KIND '%1'; use one of: %2")
                                         .arg(kind, kinds));

    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::ParseCommand", "parse: cannot read '%1': %2")
                .arg(path, file.errorString()));
    const QString text = QString::fromUtf8(file.readAll());

    const auto parsed = ParserRegistry::parseToJson(kind, text);
    if (!parsed) {
        Error error = parsed.error();
        error.object = path;
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::ParseCommand", "parse %1: %2")
                .arg(kind, error.toString()));
    }
    CliOutput::json(QJsonDocument(*parsed));
    return ExitOk;
}

} // namespace railyard::cli
