// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportcommand.h"

#include "bundlearchive.h"
#include "clicontext.h"
#include "clioutput.h"
#include "diag/bundleloader.h"
#include "diag/causelinker.h"
#include "diag/diagnosisengine.h"
#include "facts/surveyresult.h"
#include "model/projectfile.h"
#include "render/pdfreport.h"
#include "render/reportcontentbuilder.h"
#include "render/reportcontentjson.h"
#include "report/redactor.h"
#include "util/boundedfile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace railyard::cli {

namespace {

// Writes the PDF and prints the verdict and findings; the exit code.
int writeAndPrint(const render::ReportContent &c, const QString &out,
                  const render::PdfReport::Options &options, const QString &format)
{
    const QList<diag::Finding> &all = c.findings;
    QElapsedTimer timer;
    timer.start();
    if (Result<void> ok = render::PdfReport::write(c, out, options); !ok)
        return CliOutput::usageError(ok.error().message);
    const qint64 ms = timer.elapsed();
    const diag::DiagnosisEngine::Summary summary = diag::DiagnosisEngine::summarize(all);
    if (format == QLatin1String("json")) {
        QJsonObject json = diag::DiagnosisEngine::toJson(all);
        json.insert(QStringLiteral("pdf"), out);
        if (QFileInfo::exists(render::PdfReport::appendixPath(out)))
            json.insert(QStringLiteral("command_log_pdf"), render::PdfReport::appendixPath(out));
        json.insert(QStringLiteral("verdict"), render::PdfReport::verdict(all));
        json.insert(QStringLiteral("export_ms"), ms);
        CliOutput::json(QJsonDocument(json));
    } else {
        QString text = render::PdfReport::verdict(all) + QLatin1Char('\n');
        for (const diag::Finding &f : all)
            text += QStringLiteral("[%1] %2: %3\n  %4 %5\n")
                        .arg(f.id, f.object.toString(), f.explanation,
                             QCoreApplication::translate("railyard::cli::ReportCommand", "Fix:"), f.fix);
        text += QCoreApplication::translate("railyard::cli::ReportCommand", "Wrote %1 (PDF export %2 ms).\n")
                    .arg(out)
                    .arg(ms);
        if (QFileInfo::exists(render::PdfReport::appendixPath(out)))
            text += QCoreApplication::translate("railyard::cli::ReportCommand",
                                                "The command log is in %1 (too long for the report).\n")
                        .arg(render::PdfReport::appendixPath(out));
        CliOutput::out(text);
    }
    return summary.errors > 0 ? ExitFindings : ExitOk;
}

// `report --bundle`: the findings of the engine over the bundle's raw
// outputs plus the discovery's own (they needed the live neighbour probe),
// and what only the live run saw from report.json's "content".
int reportFromBundle(const QString &bundlePath, const QString &projectPath, const QString &out,
                     const render::PdfReport::Options &options, const QString &format)
{
    Result<BundleArchive::Opened> opened = BundleArchive::open(bundlePath);
    if (!opened)
        return CliOutput::usageError(opened.error().message);
    const QDir dir(opened.value().dir);
    auto loaded = diag::BundleLoader::load(dir.path());
    if (!loaded)
        return CliOutput::usageError(loaded.error().toString());
    diag::Observations obs = std::move(loaded).value();

    const QString yaml = projectPath.isEmpty() ? dir.filePath(QStringLiteral("railyard.yaml")) : projectPath;
    if (!QFileInfo::exists(yaml))
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::ReportCommand",
                                        "%1 holds no railyard.yaml; give the cluster with --project FILE")
                .arg(bundlePath));
    auto cluster = model::ProjectFile::load(yaml);
    if (!cluster)
        return CliOutput::usageError(cluster.error().toString());

    render::ReportContent c;
    c.title =
        QCoreApplication::translate("railyard::cli::ReportCommand", "Railyard cluster report: bundle %1")
            .arg(QFileInfo(bundlePath).fileName());
    c.generated = QDateTime::currentDateTimeUtc();
    c.cluster = *cluster;
    obs.judgeAgainst(*cluster);
    c.plan = obs.plan;
    QList<diag::Finding> all = diag::DiagnosisEngine::evaluate(obs);

    QJsonObject recorded;
    // Someone else's folder: a link to /dev/zero or a FIFO named report.json
    // must neither exhaust memory nor hang the report.
    const QString reportPath = dir.filePath(QStringLiteral("report.json"));
    if (QFileInfo(reportPath).exists() || QFileInfo(reportPath).isSymLink()) {
        const Result<QByteArray> content =
            util::BoundedFile::read(reportPath, diag::BundleLoader::MaxFileBytes);
        if (!content)
            return CliOutput::usageError(content.error().message);
        QJsonParseError error{};
        recorded = QJsonDocument::fromJson(content.value(), &error).object();
        if (error.error != QJsonParseError::NoError)
            return CliOutput::usageError(
                QCoreApplication::translate("railyard::cli::ReportCommand", "%1: report.json is not JSON: %2")
                    .arg(bundlePath, error.errorString()));
    }
    for (const QJsonValue &v : recorded.value(QStringLiteral("discovery_findings")).toArray()) {
        const std::optional<diag::Finding> f = diag::Finding::fromJson(v.toObject());
        if (f &&
            std::none_of(all.begin(), all.end(), [&](const diag::Finding &o) { return o.sameAs(f->ref()); }))
            all << *f;
    }
    diag::CauseLinker::order(all);
    c.findings = all;
    render::ReportContentJson::read(recorded.value(QStringLiteral("content")).toObject(), c);
    std::unique_ptr<report::ReportItem> log;
    if (recorded.contains(QStringLiteral("report"))) {
        if (auto item = report::ReportItem::fromJson(recorded.value(QStringLiteral("report")).toObject()))
            log = std::move(item).value();
    }
    c.log = log.get();
    return writeAndPrint(c, out, options, format);
}

} // namespace

int ReportCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "railyard::cli::ReportCommand",
        "Read, measure and diagnose the cluster, and write the PDF report for support."));
    CliContext::addOptions(parser);
    CliContext::addDemoClockOption(parser);
    const QCommandLineOption outOpt(
        QStringLiteral("out"),
        QCoreApplication::translate("railyard::cli::ReportCommand", "The PDF file to write."),
        QStringLiteral("FILE.pdf"));
    const QCommandLineOption pageOpt(
        QStringLiteral("page"),
        QCoreApplication::translate("railyard::cli::ReportCommand", "a4 or letter (default a4)."),
        QStringLiteral("SIZE"), QStringLiteral("a4"));
    const QCommandLineOption redactOpt(
        QStringLiteral("redact"),
        QCoreApplication::translate("railyard::cli::ReportCommand",
                                    "Also mask user names, IPv4 and MAC addresses."));
    const QCommandLineOption formatOpt(
        QStringLiteral("format"),
        QCoreApplication::translate("railyard::cli::ReportCommand", "text or json."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption durationOpt(
        QStringLiteral("duration"),
        QCoreApplication::translate(
            "railyard::cli::ReportCommand",
            "Seconds of each perftest run; NCCL runs 4 iterations per second of it (default 5)."),
        QStringLiteral("SECONDS"), QStringLiteral("5"));
    const QCommandLineOption bundleOpt(
        QStringLiteral("bundle"),
        QCoreApplication::translate("railyard::cli::ReportCommand",
                                    "Build the report from a support bundle (a folder or the .tar.gz "
                                    "railyard-cli bundle wrote) instead of a live cluster."),
        QStringLiteral("DIR|FILE.tar.gz"));
    parser.addOptions({outOpt, pageOpt, redactOpt, formatOpt, durationOpt, bundleOpt});
    parser.addHelpOption();
    if (!parser.parse(QStringList{QStringLiteral("railyard-cli report")} + arguments))
        return CliOutput::usageError(
            parser.errorText() +
            QCoreApplication::translate("railyard::cli::ReportCommand", "; see railyard-cli report --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::ReportCommand",
                                        "unexpected argument '%1'; see railyard-cli report --help")
                .arg(parser.positionalArguments().first()));
    if (!parser.isSet(outOpt))
        return CliOutput::usageError(QCoreApplication::translate(
            "railyard::cli::ReportCommand", "--out FILE.pdf is required (the PDF to write)"));
    const QString format = parser.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::ReportCommand",
                                                                 "unknown --format '%1'; use text or json")
                                         .arg(format));
    const QString page = parser.value(pageOpt).toLower();
    if (page != QLatin1String("a4") && page != QLatin1String("letter"))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::ReportCommand",
                                                                 "unknown --page '%1'; use a4 or letter")
                                         .arg(parser.value(pageOpt)));
    bool durationOk = false;
    const int duration = parser.value(durationOpt).toInt(&durationOk);
    if (!durationOk || duration < 1 || duration > 600)
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::ReportCommand",
                                        "--duration '%1' is not a number of seconds from 1 to 600")
                .arg(parser.value(durationOpt)));
    const QString out = parser.value(outOpt);
    if (!QFileInfo(QFileInfo(out).absolutePath()).isDir())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::ReportCommand", "the folder of %1 does not exist")
                .arg(out));
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return CliOutput::usageError(QCoreApplication::translate(
            "railyard::cli::ReportCommand", "the report needs fonts: run it as railyard-cli report"));

    render::PdfReport::Options options;
    options.pageSize = page == QLatin1String("letter") ? QPageSize::Letter : QPageSize::A4;
    options.redactIdentities = parser.isSet(redactOpt);
    if (parser.isSet(bundleOpt)) {
        if (parser.isSet(QStringLiteral("demo")))
            return CliOutput::usageError(QCoreApplication::translate(
                "railyard::cli::ReportCommand", "--bundle reads a recorded run: give no --demo (--project "
                                                "only replaces the bundle's railyard.yaml)"));
        return reportFromBundle(parser.value(bundleOpt), parser.value(QStringLiteral("project")), out,
                                options, format);
    }

    CliContext context;
    context.compressDemoClock();
    if (Result<void> ok = context.setUp(parser); !ok)
        return CliOutput::usageError(ok.error().message);

    const QString title = CliContext::reportTitle(parser);
    return context.exec([&] {
        context.survey(duration, [&](const facts::SurveyResult &g) {
            const QList<diag::Finding> all = g.findings(context.cluster());
            const render::ReportContent c = render::ReportContentBuilder::build(
                render::ReportContentBuilder::fromSurvey(g, context.cluster(), all, title));
            context.finish(writeAndPrint(c, out, options, format));
        });
    });
}

} // namespace railyard::cli
