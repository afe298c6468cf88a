// SPDX-License-Identifier: GPL-3.0-or-later
#include "undocommand.h"

#include "apply/applyoptions.h"
#include "apply/undorunner.h"
#include "applycommand.h"
#include "clicontext.h"
#include "clioutput.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace railyard::cli {

int UndoCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "railyard::cli::UndoCommand", "Restore each node from its newest journal: the netplan files byte for "
                                      "byte and the addresses, MTU and "
                                      "state of the cluster netdevs. Also after an interrupted apply."));
    CliContext::addOptions(parser);
    ApplyCommand::addNodeOptions(parser);
    const QCommandLineOption nodeOpt(
        QStringLiteral("node"),
        QCoreApplication::translate("railyard::cli::UndoCommand", "Only this node (repeatable)."),
        QStringLiteral("NAME"));
    const QCommandLineOption formatOpt(
        QStringLiteral("format"), QCoreApplication::translate("railyard::cli::UndoCommand", "text or json."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption journalOpt(
        QStringLiteral("journal"),
        QCoreApplication::translate("railyard::cli::UndoCommand",
                                    "Restore exactly this apply's journal (its id is printed by apply and "
                                    "--list); nodes it did not change are left alone."),
        QStringLiteral("ID"));
    const QCommandLineOption listOpt(
        QStringLiteral("list"),
        QCoreApplication::translate(
            "railyard::cli::UndoCommand",
            "List each node's journals, newest first, with their state; change nothing."));
    parser.addOptions({nodeOpt, formatOpt, journalOpt, listOpt});
    parser.addHelpOption();
    if (!parser.parse(QStringList{QStringLiteral("railyard-cli undo")} + arguments))
        return CliOutput::usageError(
            parser.errorText() +
            QCoreApplication::translate("railyard::cli::UndoCommand", "; see railyard-cli undo --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::UndoCommand",
                                        "unexpected argument '%1'; see railyard-cli undo --help")
                .arg(parser.positionalArguments().first()));
    const QString format = parser.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::UndoCommand",
                                                                 "unknown --format '%1'; use text or json")
                                         .arg(format));

    CliContext context;
    if (Result<void> ok = context.setUp(parser); !ok)
        return CliOutput::usageError(ok.error().message);
    apply::ApplyOptions options;
    if (Result<void> ok = ApplyCommand::applyNodeOptions(parser, context, options); !ok)
        return CliOutput::usageError(ok.error().message);
    QStringList nodes = parser.values(nodeOpt);
    for (const QString &n : nodes) {
        if (!context.cluster().node(n))
            return CliOutput::usageError(
                QCoreApplication::translate("railyard::cli::UndoCommand", "--node '%1' is not in the cluster")
                    .arg(n));
    }
    if (nodes.isEmpty())
        nodes = context.cluster().nodeNames();
    const QString journal = parser.value(journalOpt);
    static const QRegularExpression journalId(QStringLiteral("^[0-9A-Za-z_-]{1,64}\\z"));
    if (parser.isSet(journalOpt) && !journalId.match(journal).hasMatch())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::UndoCommand", "--journal '%1' is not a journal id")
                .arg(journal));

    auto *undo = new apply::UndoRunner(context.runner(), context.owner());
    undo->setJournal(journal);
    undo->setListOnly(parser.isSet(listOpt));
    QObject::connect(undo, &apply::UndoRunner::finished, context.owner(), [&] {
        if (format == QLatin1String("json")) {
            QJsonArray results;
            for (const apply::NodeUndoResult &r : undo->results())
                results.append(r.toJson());
            CliOutput::json(QJsonDocument(QJsonObject{{QStringLiteral("success"), undo->success()},
                                                      {QStringLiteral("nodes"), results}}));
        } else {
            CliOutput::out(undo->toText());
        }
        context.finish(undo->success() ? ExitOk : ExitFindings);
    });
    return context.exec([&] {
        context.progressStep(
            parser.isSet(listOpt)
                ? QCoreApplication::translate("railyard::cli::UndoCommand", "Listing the backups: %1")
                      .arg(nodes.join(QStringLiteral(", ")))
                : QCoreApplication::translate("railyard::cli::UndoCommand", "Restoring from the backups: %1")
                      .arg(nodes.join(QStringLiteral(", "))));
        undo->start(nodes, options);
    });
}

} // namespace railyard::cli
