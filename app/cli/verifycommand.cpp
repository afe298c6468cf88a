// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifycommand.h"

#include "apply/verifier.h"
#include "clicontext.h"
#include "clioutput.h"
#include "plan/networkplanner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace railyard::cli {

int VerifyCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "railyard::cli::VerifyCommand",
        "Check the applied plan from the nodes: links up at 200G with the "
        "planned MTU, every peer address pinged "
        "on every rail, a don't-fragment ping at the planned MTU, and the "
        "route to each peer, and node-to-node SSH in batch mode. Changes nothing."));
    CliContext::addOptions(parser);
    const QCommandLineOption formatOpt(
        QStringLiteral("format"),
        QCoreApplication::translate("railyard::cli::VerifyCommand", "text or json."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption noSshOpt(
        QStringLiteral("no-ssh"),
        QCoreApplication::translate(
            "railyard::cli::VerifyCommand",
            "Skip the node-to-node SSH login check (a plan applied with --no-peer-ssh)."));
    parser.addOptions({formatOpt, noSshOpt});
    parser.addHelpOption();
    if (!parser.parse(QStringList{QStringLiteral("railyard-cli verify")} + arguments))
        return CliOutput::usageError(
            parser.errorText() +
            QCoreApplication::translate("railyard::cli::VerifyCommand", "; see railyard-cli verify --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::VerifyCommand",
                                        "unexpected argument '%1'; see railyard-cli verify --help")
                .arg(parser.positionalArguments().first()));
    const QString format = parser.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::VerifyCommand",
                                                                 "unknown --format '%1'; use text or json")
                                         .arg(format));

    CliContext context;
    if (Result<void> ok = context.setUp(parser); !ok)
        return CliOutput::usageError(ok.error().message);
    const Result<plan::NetworkPlan> plan = plan::NetworkPlanner::plan(context.cluster());
    if (!plan)
        return CliOutput::usageError(plan.error().toString());
    auto *verifier = new apply::Verifier(context.runner(), context.owner());
    verifier->setCheckSsh(!parser.isSet(noSshOpt));
    QObject::connect(verifier, &apply::Verifier::finished, context.owner(), [&] {
        if (format == QLatin1String("json"))
            CliOutput::json(QJsonDocument(verifier->result().toJson()));
        else
            CliOutput::out(verifier->result().toText());
        context.finish(verifier->result().success ? ExitOk : ExitFindings);
    });
    return context.exec([&] {
        context.progressStep(
            QCoreApplication::translate("railyard::cli::VerifyCommand", "Checking against the plan: %1")
                .arg(context.cluster().nodeNames().join(QStringLiteral(", "))));
        verifier->start(plan.value());
    });
}

} // namespace railyard::cli
