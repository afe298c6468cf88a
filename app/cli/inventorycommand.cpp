// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventorycommand.h"

#include "clicontext.h"
#include "clioutput.h"
#include "diag/diagnosisengine.h"
#include "facts/clusterfacts.h"
#include "inventory/inventorycollector.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace railyard::cli {

int InventoryCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "railyard::cli::InventoryCommand",
        "Read what every node has: OS, kernel, cluster netdevs, RDMA devices, routes, "
        "the management interface, PCIe links, cable EEPROMs, GPU, tools and sudo."));
    CliContext::addOptions(parser);
    const QCommandLineOption formatOpt(
        QStringLiteral("format"),
        QCoreApplication::translate("railyard::cli::InventoryCommand", "text or json."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOption(formatOpt);
    parser.addHelpOption();
    if (!parser.parse(QStringList{QStringLiteral("railyard-cli inventory")} + arguments))
        return CliOutput::usageError(parser.errorText() +
                                     QCoreApplication::translate("railyard::cli::InventoryCommand",
                                                                 "; see railyard-cli inventory --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::InventoryCommand",
                                        "unexpected argument '%1'; see railyard-cli inventory --help")
                .arg(parser.positionalArguments().first()));
    const QString format = parser.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::InventoryCommand",
                                                                 "unknown --format '%1'; use text or json")
                                         .arg(format));

    CliContext context;
    if (Result<void> ok = context.setUp(parser); !ok)
        return CliOutput::usageError(ok.error().message);

    auto *collector = new inventory::InventoryCollector(context.runner(), context.owner());
    int read = 0;
    QObject::connect(collector, &inventory::InventoryCollector::nodeFinished, context.owner(),
                     [&](const inventory::NodeInventory &inv) {
                         context.progressStep(QCoreApplication::translate("railyard::cli::InventoryCommand",
                                                                          "%1 read (%2 of %3)")
                                                  .arg(inv.node)
                                                  .arg(++read)
                                                  .arg(context.cluster().nodes.size()));
                     });
    QObject::connect(collector, &inventory::InventoryCollector::finished, context.owner(), [&] {
        // A node that answered only part of the questions (connection lost
        // midway, a tool that failed) is not a clean inventory either: the
        // caller must not take the missing fields for facts.
        bool allComplete = true;
        QJsonArray nodes;
        QString text;
        for (const inventory::NodeInventory &inv : collector->results()) {
            allComplete = allComplete && inv.complete();
            nodes.append(inv.toJson());
            text += inv.toText() + QLatin1Char('\n');
        }
        // Every rule doctor runs on a bundle, on what was read (the GUI's
        // Findings page shows the same after "Test all").
        facts::ClusterFacts facts;
        facts.judgeAgainst(context.cluster());
        for (const inventory::NodeInventory &inv : collector->results())
            facts.addInventory(inv);
        const QList<diag::Finding> findings = facts.findings();
        if (format == QLatin1String("json")) {
            QJsonObject json = diag::DiagnosisEngine::toJson(findings);
            json.insert(QStringLiteral("nodes"), nodes);
            CliOutput::json(QJsonDocument(json));
        } else {
            CliOutput::out(text + diag::DiagnosisEngine::toText(findings));
        }
        context.finish(allComplete ? ExitOk : ExitFindings);
    });
    return context.exec([&] {
        context.progressStep(QCoreApplication::translate("railyard::cli::InventoryCommand", "Reading %1")
                                 .arg(context.cluster().nodeNames().join(QStringLiteral(", "))));
        collector->start(context.cluster());
    });
}

} // namespace railyard::cli
