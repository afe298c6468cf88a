// SPDX-License-Identifier: GPL-3.0-or-later
#include "doctorcommand.h"

#include "bundlearchive.h"
#include "clioutput.h"
#include "diag/bundleloader.h"
#include "diag/diagnosisengine.h"
#include "model/projectfile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace railyard::cli {

int DoctorCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("railyard::cli::DoctorCommand", "Diagnose a support bundle offline."));
    const QCommandLineOption bundleOpt(
        QStringLiteral("bundle"),
        QCoreApplication::translate(
            "railyard::cli::DoctorCommand",
            "The bundle: a folder with one sub-folder per node, or the .tar.gz railyard-cli bundle wrote."),
        QStringLiteral("DIR|FILE.tar.gz"));
    const QCommandLineOption projectOpt(
        QStringLiteral("project"),
        QCoreApplication::translate("railyard::cli::DoctorCommand",
                                    "The cluster's railyard.yaml, to check cabling and the plan (default: "
                                    "the bundle's own railyard.yaml, if it has one)."),
        QStringLiteral("FILE"));
    const QCommandLineOption formatOpt(
        QStringLiteral("format"),
        QCoreApplication::translate("railyard::cli::DoctorCommand", "text or json."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOptions({bundleOpt, projectOpt, formatOpt});
    parser.addHelpOption();

    if (!parser.parse(QStringList{QStringLiteral("railyard-cli doctor")} + arguments))
        return CliOutput::usageError(
            parser.errorText() +
            QCoreApplication::translate("railyard::cli::DoctorCommand", "; see railyard-cli doctor --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::DoctorCommand",
                                        "unexpected argument '%1'; see railyard-cli doctor --help")
                .arg(parser.positionalArguments().first()));
    const QString format = parser.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::DoctorCommand",
                                                                 "unknown --format '%1'; use text or json")
                                         .arg(format));
    if (!parser.isSet(bundleOpt))
        return CliOutput::usageError(QCoreApplication::translate(
            "railyard::cli::DoctorCommand",
            "--bundle DIR is required (a folder with one sub-folder per node, or a bundle .tar.gz)"));

    // The archive's temporary folder must outlive the load only.
    Result<BundleArchive::Opened> opened = BundleArchive::open(parser.value(bundleOpt));
    if (!opened)
        return CliOutput::usageError(opened.error().message);
    auto loaded = diag::BundleLoader::load(opened.value().dir);
    if (!loaded)
        return CliOutput::usageError(loaded.error().toString());
    diag::Observations observations = std::move(loaded).value();

    // A bundle railyard-cli bundle wrote carries its project: use it unless told otherwise.
    const QString bundledProject = QDir(opened.value().dir).filePath(QStringLiteral("railyard.yaml"));
    const QString project = parser.isSet(projectOpt)            ? parser.value(projectOpt)
                            : QFileInfo::exists(bundledProject) ? bundledProject
                                                                : QString();
    if (!project.isEmpty()) {
        auto cluster = model::ProjectFile::load(project);
        if (!cluster)
            return CliOutput::usageError(cluster.error().toString());
        // A cluster the planner rejects still gets its cabling checked.
        observations.judgeAgainst(*cluster);
    }

    const QList<diag::Finding> findings = diag::DiagnosisEngine::evaluate(observations);
    const diag::DiagnosisEngine::Summary summary = diag::DiagnosisEngine::summarize(findings);
    if (format == QLatin1String("json")) {
        CliOutput::json(QJsonDocument(diag::DiagnosisEngine::toJson(findings)));
    } else {
        CliOutput::out(diag::DiagnosisEngine::toText(findings));
    }
    return summary.errors > 0 ? ExitFindings : ExitOk;
}

} // namespace railyard::cli
