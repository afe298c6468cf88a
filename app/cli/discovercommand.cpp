// SPDX-License-Identifier: GPL-3.0-or-later
#include "discovercommand.h"

#include "clicontext.h"
#include "clioutput.h"
#include "facts/clusterfacts.h"
#include "inventory/cablingdiscovery.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace railyard::cli {

int DiscoverCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("railyard::cli::DiscoverCommand", "Find how the nodes are really cabled (IPv6 all-nodes ping and neighbour "
           "tables, LLDP where lldpd runs) and compare it with the topology."));
    CliContext::addOptions(parser);
    const QCommandLineOption formatOpt(QStringLiteral("format"), QCoreApplication::translate("railyard::cli::DiscoverCommand", "text or json."),
                                       QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOption(formatOpt);
    parser.addHelpOption();
    if (!parser.parse(QStringList{QStringLiteral("railyard-cli discover")} + arguments))
        return CliOutput::usageError(parser.errorText() + QCoreApplication::translate("railyard::cli::DiscoverCommand", "; see railyard-cli discover --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::DiscoverCommand", "unexpected argument '%1'; see railyard-cli discover --help")
                                         .arg(parser.positionalArguments().first()));
    const QString format = parser.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::DiscoverCommand", "unknown --format '%1'; use text or json").arg(format));

    CliContext context;
    if (Result<void> ok = context.setUp(parser); !ok)
        return CliOutput::usageError(ok.error().message);

    auto *discovery = new inventory::CablingDiscovery(context.runner(), context.owner());
    QObject::connect(discovery, &inventory::CablingDiscovery::inventoryFinished, context.owner(), [&] {
        context.progressStep(QCoreApplication::translate("railyard::cli::DiscoverCommand",
                                                         "Asking each port who is on its other end"));
    });
    QObject::connect(discovery, &inventory::CablingDiscovery::finished, context.owner(),
                     [&](const inventory::DiscoveryResult &result) {
                         // Every rule on what the discovery read (the ARP-flux rule reads
                         // the neighbour tables its pings left), as the wizard shows it.
                         facts::ClusterFacts facts;
                         facts.judgeAgainst(context.cluster());
                         facts.addDiscovery(result);
                         inventory::DiscoveryResult shown = result;
                         shown.findings = facts.findings();
                         if (format == QLatin1String("json"))
                             CliOutput::json(QJsonDocument(shown.toJson()));
                         else
                             CliOutput::out(shown.toText());
                         context.finish(shown.hasErrors() ? ExitFindings : ExitOk);
                     });
    return context.exec([&] {
        context.progressStep(
            QCoreApplication::translate("railyard::cli::DiscoverCommand", "Reading the ports of %1")
                .arg(context.cluster().nodeNames().join(QStringLiteral(", "))));
        discovery->start(context.cluster());
    });
}

} // namespace railyard::cli
