// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlecommand.h"

#include "bundlearchive.h"
#include "clicontext.h"
#include "clioutput.h"
#include "diag/tooltable.h"
#include "facts/bundlewriter.h"
#include "facts/surveyresult.h"
#include "inventory/nodeinventory.h"
#include "model/projectfile.h"
#include "render/reportcontentbuilder.h"
#include "render/reportcontentjson.h"
#include "report/redactor.h"
#include "report/reportitem.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <utility>

namespace railyard::cli {

namespace {

QJsonValue scrubJson(const QJsonValue &value, const report::Redactor &r)
{
    if (value.isString())
        return r.scrub(value.toString());
    if (value.isArray()) {
        QJsonArray out;
        for (const auto &v : value.toArray())
            out.append(scrubJson(v, r));
        return out;
    }
    if (value.isObject()) {
        QJsonObject out;
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            out.insert(it.key(), scrubJson(it.value(), r));
        return out;
    }
    return value;
}

// The archive's top-level folder: its file name without .tar.gz / .tgz.
QString archiveTopName(const QString &archivePath)
{
    QString name = QFileInfo(archivePath).fileName();
    for (const QLatin1String suffix : {QLatin1String(".tar.gz"), QLatin1String(".tgz")}) {
        if (name.endsWith(suffix, Qt::CaseInsensitive))
            name.chop(suffix.size());
    }
    return diag::ToolTable::isSafeName(name) ? name : QStringLiteral("railyard-bundle");
}

} // namespace

int BundleCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "railyard::cli::BundleCommand",
        "Collect a support bundle: the raw output of every inventory, discovery and test command, per node, "
        "in the layout railyard-cli doctor --bundle reads."));
    CliContext::addOptions(parser);
    CliContext::addDemoClockOption(parser);
    const QCommandLineOption outOpt(
        QStringLiteral("out"),
        QCoreApplication::translate("railyard::cli::BundleCommand",
                                    "The bundle to write: a new folder, or FILE.tar.gz for one archive."),
        QStringLiteral("DIR|FILE.tar.gz"));
    const QCommandLineOption redactOpt(
        QStringLiteral("redact"),
        QCoreApplication::translate("railyard::cli::BundleCommand",
                                    "Also mask user names, IPv4 and MAC addresses."));
    const QCommandLineOption durationOpt(
        QStringLiteral("duration"),
        QCoreApplication::translate(
            "railyard::cli::BundleCommand",
            "Seconds of each perftest run; NCCL runs 4 iterations per second of it (default 5)."),
        QStringLiteral("SECONDS"), QStringLiteral("5"));
    parser.addOptions({outOpt, redactOpt, durationOpt});
    parser.addHelpOption();
    if (!parser.parse(QStringList{QStringLiteral("railyard-cli bundle")} + arguments))
        return CliOutput::usageError(
            parser.errorText() +
            QCoreApplication::translate("railyard::cli::BundleCommand", "; see railyard-cli bundle --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::BundleCommand",
                                        "unexpected argument '%1'; see railyard-cli bundle --help")
                .arg(parser.positionalArguments().first()));
    if (!parser.isSet(outOpt))
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::BundleCommand",
                                        "--out DIR or --out FILE.tar.gz is required (the bundle to write)"));
    bool durationOk = false;
    const int duration = parser.value(durationOpt).toInt(&durationOk);
    if (!durationOk || duration < 1 || duration > 600)
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::BundleCommand",
                                        "--duration '%1' is not a number of seconds from 1 to 600")
                .arg(parser.value(durationOpt)));
    const QString out = parser.value(outOpt);
    const bool archive = BundleArchive::isArchivePath(out);
    // An archive is staged as <name>/ in a temporary folder, then packed.
    QTemporaryDir staging;
    QString dir = out;
    if (archive) {
        if (QFileInfo::exists(out))
            return CliOutput::usageError(QCoreApplication::translate("railyard::cli::BundleCommand",
                                                                     "%1 exists; choose a new file name")
                                             .arg(out));
        if (!QFileInfo(QFileInfo(out).absolutePath()).isDir())
            return CliOutput::usageError(
                QCoreApplication::translate("railyard::cli::BundleCommand", "the folder of %1 does not exist")
                    .arg(out));
        if (!staging.isValid())
            return CliOutput::usageError(QCoreApplication::translate("railyard::cli::BundleCommand",
                                                                     "cannot create a temporary folder"));
        dir = QDir(staging.path()).filePath(archiveTopName(out));
    } else if (QFileInfo(dir).exists() && (!QFileInfo(dir).isDir() || !QDir(dir).isEmpty())) {
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::BundleCommand",
                                        "%1 exists and is not an empty folder; choose a new one")
                .arg(dir));
    }
    if (!QDir().mkpath(dir))
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::BundleCommand", "cannot create %1").arg(dir));

    CliContext context;
    context.compressDemoClock();
    if (Result<void> ok = context.setUp(parser); !ok)
        return CliOutput::usageError(ok.error().message);
    const bool redact = parser.isSet(redactOpt);

    auto written = [&](const facts::SurveyResult &g) {
        report::Redactor redactor;
        redactor.setMaskAddresses(redact);
        if (redact) {
            for (const model::Node &n : context.cluster().nodes) {
                redactor.addIdentity(n.sshUser);
                redactor.addIdentity(n.managementAddress);
            }
        }
        const facts::BundleWriter::Files files = facts::BundleWriter::collect(g);
        if (Result<void> ok = facts::BundleWriter::write(files, dir, redactor); !ok) {
            CliOutput::usageError(ok.error().message);
            context.finish(ExitUsage);
            return;
        }
        const QList<diag::Finding> findings = g.findings(context.cluster());
        // The project makes `doctor --project` check cabling and plan as the report did.
        model::Cluster project = context.cluster();
        if (redact) {
            for (model::Node &n : project.nodes) {
                n.sshUser.clear();
                n.managementAddress = redactor.scrub(n.managementAddress);
            }
        }
        const QByteArray yaml =
            redactor.scrub(QString::fromUtf8(model::ProjectFile::serialize(project))).toUtf8();
        QJsonArray list;
        for (const diag::Finding &f : findings)
            list.append(f.toJson());
        const QString title = CliContext::reportTitle(parser);
        // What only the live run knew (inventory, cables as measured, the
        // result tables and charts), so `report --bundle` prints the same report.
        const QJsonObject content = render::ReportContentJson::toJson(render::ReportContentBuilder::build(
            render::ReportContentBuilder::fromSurvey(g, context.cluster(), findings, title)));
        QJsonArray discoveryList;
        for (const diag::Finding &f : g.discovery.findings)
            discoveryList.append(f.toJson());
        const QJsonObject json{{QStringLiteral("findings"), list},
                               {QStringLiteral("discovery_findings"), discoveryList},
                               {QStringLiteral("notes"), QJsonArray::fromStringList(g.notes)},
                               {QStringLiteral("report"), g.log->toJson()},
                               {QStringLiteral("content"), content}};
        // Written and closed before the archive reads them back.
        for (const auto &[name, data] :
             {std::pair{QStringLiteral("railyard.yaml"), yaml},
              std::pair{QStringLiteral("report.json"),
                        QJsonDocument(scrubJson(json, redactor).toObject()).toJson()}}) {
            QFile file(QDir(dir).filePath(name));
            if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size() ||
                !file.flush()) {
                CliOutput::usageError(
                    QCoreApplication::translate("railyard::cli::BundleCommand", "cannot write %1: %2")
                        .arg(file.fileName(), file.errorString()));
                context.finish(ExitUsage);
                return;
            }
        }
        int errors = 0;
        for (const diag::Finding &f : findings)
            errors += f.severity == model::Severity::Error ? 1 : 0;
        if (archive) {
            if (Result<void> ok = BundleArchive::write(dir, archiveTopName(out), out); !ok) {
                CliOutput::usageError(ok.error().message);
                context.finish(ExitUsage);
                return;
            }
        }
        CliOutput::out(
            QCoreApplication::translate("railyard::cli::BundleCommand",
                                        "Wrote %1: %2 node folder(s), %3 finding(s), %4 error(s).\n")
                .arg(out)
                .arg(files.size())
                .arg(findings.size())
                .arg(errors));
        context.finish(errors > 0 ? ExitFindings : ExitOk);
    };
    return context.exec([&] { context.survey(duration, written); });
}

} // namespace railyard::cli
