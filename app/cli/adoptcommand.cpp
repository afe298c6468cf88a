// SPDX-License-Identifier: GPL-3.0-or-later
#include "adoptcommand.h"

#include "adopt/clusteradopter.h"
#include "clicontext.h"
#include "clioutput.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace railyard::cli {

namespace {

// Atomic: an existing file stays whole unless the new one is fully written.
Result<void> writeProject(const QString &path, const QByteArray &yaml)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(yaml) != yaml.size() || !file.commit())
        return Error{QCoreApplication::translate("railyard::cli::AdoptCommand", "cannot write %1: %2")
                         .arg(path, file.errorString())};
    return {};
}

} // namespace

int AdoptCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "railyard::cli::AdoptCommand",
        "Read a cluster another tool or a person set up, as it is: each node's netplan files, addresses, "
        "routes and cabling. Names the topology and who configured each node, diagnoses it, and writes a "
        "project file describing it unchanged. Nothing is changed but the cluster links' up state that "
        "discovery needs."));
    CliContext::addOptions(parser);
    CliContext::addNodeOption(parser);
    const QCommandLineOption outOpt(QStringLiteral("out"),
                                    QCoreApplication::translate("railyard::cli::AdoptCommand",
                                                                "Write the project file describing the "
                                                                "cluster as it is to FILE."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption forceOpt(
        QStringLiteral("force"),
        QCoreApplication::translate("railyard::cli::AdoptCommand", "Replace FILE if it exists."));
    const QCommandLineOption formatOpt(
        QStringLiteral("format"), QCoreApplication::translate("railyard::cli::AdoptCommand", "text or json."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOptions({outOpt, forceOpt, formatOpt});
    parser.addHelpOption();
    if (!parser.parse(QStringList{QStringLiteral("railyard-cli adopt")} + arguments))
        return CliOutput::usageError(
            parser.errorText() +
            QCoreApplication::translate("railyard::cli::AdoptCommand", "; see railyard-cli adopt --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::AdoptCommand",
                                                                 "unexpected argument '%1'; see railyard-cli "
                                                                 "adopt --help")
                                         .arg(parser.positionalArguments().first()));
    const QString format = parser.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::AdoptCommand",
                                                                 "unknown --format '%1'; use text or json")
                                         .arg(format));
    const QString out = parser.value(outOpt);
    if (!out.isEmpty() && QFileInfo::exists(out) && !parser.isSet(forceOpt))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::AdoptCommand",
                                                                 "%1 exists; give --force to replace it")
                                         .arg(out));

    CliContext context;
    if (Result<void> ok = context.setUp(parser, true); !ok)
        return CliOutput::usageError(ok.error().message);

    auto *adopter = new adopt::ClusterAdopter(context.runner(), context.owner());
    // Progress goes to stderr, so the JSON on stdout stays clean.
    QObject::connect(adopter, &adopt::ClusterAdopter::progress, context.owner(),
                     [&](const QString &message) { context.progressStep(message); });
    QObject::connect(
        adopter, &adopt::ClusterAdopter::finished, context.owner(), [&](const adopt::AdoptionResult &result) {
            int code = result.hasErrors() ? ExitFindings : ExitOk;
            QString written;
            if (!out.isEmpty()) {
                if (Result<void> ok = writeProject(out, result.projectYaml()); !ok) {
                    CliOutput::err(QStringLiteral("railyard-cli adopt: ") + ok.error().message);
                    code = ExitUsage;
                } else {
                    written =
                        QCoreApplication::translate("railyard::cli::AdoptCommand", "Project written to %1.\n")
                            .arg(out);
                }
            }
            if (format == QLatin1String("json")) {
                QJsonObject o = result.toJson();
                if (!written.isEmpty())
                    o.insert(QStringLiteral("project_file"), out);
                CliOutput::json(QJsonDocument(o));
            } else {
                CliOutput::out(result.toText() + written);
            }
            context.finish(code);
        });
    return context.exec([&] { adopter->start(context.cluster()); });
}

} // namespace railyard::cli
