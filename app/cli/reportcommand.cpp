// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportcommand.h"

#include "action/actionplan.h"
#include "bundlearchive.h"
#include "bundlecommand.h"
#include "clicontext.h"
#include "clioutput.h"
#include "diag/bundleloader.h"
#include "diag/causelinker.h"
#include "diag/diagnosisengine.h"
#include "inventory/cablingdiscovery.h"
#include "measure/testsuite.h"
#include "model/cablingrules.h"
#include "model/projectfile.h"
#include "plan/networkplanner.h"
#include "render/pdfreport.h"
#include "render/reportcontentbuilder.h"
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
#include <QTemporaryDir>
#include <algorithm>

namespace railyard::cli {

namespace {

bool sameFinding(const diag::Finding &a, const diag::Finding &b)
{
    return a.id == b.id && a.object.toString() == b.object.toString();
}

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
        CliOutput::out(text);
    }
    return summary.errors > 0 ? ExitFindings : ExitOk;
}

QJsonArray stringsToJson(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QStringList stringsFromJson(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

QJsonObject endToJson(const model::CableEnd &end)
{
    return {{QStringLiteral("node"), end.node}, {QStringLiteral("port"), end.port}};
}

model::CableEnd endFromJson(const QJsonObject &o)
{
    return {o.value(QStringLiteral("node")).toString(), o.value(QStringLiteral("port")).toInt()};
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
        const std::optional<diag::Finding> f = ReportCommand::findingFromJson(v.toObject());
        if (f &&
            std::none_of(all.begin(), all.end(), [&](const diag::Finding &o) { return sameFinding(o, *f); }))
            all << *f;
    }
    diag::CauseLinker::order(all);
    c.findings = all;
    ReportCommand::contentFromJson(recorded.value(QStringLiteral("content")).toObject(), c);
    std::unique_ptr<report::ReportItem> log;
    if (recorded.contains(QStringLiteral("report"))) {
        if (auto item = report::ReportItem::fromJson(recorded.value(QStringLiteral("report")).toObject()))
            log = std::move(item).value();
    }
    c.log = log.get();
    return writeAndPrint(c, out, options, format);
}

} // namespace

QJsonObject ReportCommand::contentToJson(const render::ReportContent &c)
{
    QJsonArray inventory;
    for (const auto &[node, facts] : c.inventory) {
        QJsonArray list;
        for (const auto &[key, value] : facts)
            list.append(QJsonArray{key, value});
        inventory.append(QJsonObject{{QStringLiteral("node"), node}, {QStringLiteral("facts"), list}});
    }
    QJsonArray cables;
    for (const render::DiagramCable &dc : c.cables) {
        QJsonObject o{{QStringLiteral("a"), endToJson(dc.cable.a)},
                      {QStringLiteral("status"), int(dc.status)},
                      {QStringLiteral("rails"), QJsonArray{int(dc.rails[0]), int(dc.rails[1])}},
                      {QStringLiteral("detail"), dc.detail}};
        if (dc.cable.b)
            o.insert(QStringLiteral("b"), endToJson(*dc.cable.b));
        cables.append(o);
    }
    QJsonArray results;
    for (const render::ReportTable &t : c.results) {
        QJsonArray rows;
        for (const QStringList &row : t.rows)
            rows.append(stringsToJson(row));
        results.append(QJsonObject{{QStringLiteral("title"), t.title},
                                   {QStringLiteral("headers"), stringsToJson(t.headers)},
                                   {QStringLiteral("rows"), rows},
                                   {QStringLiteral("note"), t.note}});
    }
    QJsonArray charts;
    for (const render::ReportChart &ch : c.charts) {
        QJsonArray bars;
        for (const auto &[label, value] : ch.bars)
            bars.append(QJsonArray{label, value});
        charts.append(QJsonObject{{QStringLiteral("title"), ch.title},
                                  {QStringLiteral("unit"), ch.unit},
                                  {QStringLiteral("bars"), bars},
                                  {QStringLiteral("reference"), ch.reference},
                                  {QStringLiteral("reference_label"), ch.referenceLabel},
                                  {QStringLiteral("warn_below"), ch.warnBelow}});
    }
    return {{QStringLiteral("inventory"), inventory},
            {QStringLiteral("cables"), cables},
            {QStringLiteral("results"), results},
            {QStringLiteral("charts"), charts}};
}

void ReportCommand::contentFromJson(const QJsonObject &json, render::ReportContent &c)
{
    auto railState = [](const QJsonValue &v) {
        const int i = v.toInt(int(render::RailState::Unknown));
        return i >= 0 && i <= int(render::RailState::Unknown) ? render::RailState(i)
                                                              : render::RailState::Unknown;
    };
    for (const QJsonValue &v : json.value(QStringLiteral("inventory")).toArray()) {
        QList<QPair<QString, QString>> facts;
        for (const QJsonValue &f : v.toObject().value(QStringLiteral("facts")).toArray())
            facts << qMakePair(f.toArray().at(0).toString(), f.toArray().at(1).toString());
        c.inventory << qMakePair(v.toObject().value(QStringLiteral("node")).toString(), facts);
    }
    for (const QJsonValue &v : json.value(QStringLiteral("cables")).toArray()) {
        const QJsonObject o = v.toObject();
        render::DiagramCable dc;
        dc.cable.a = endFromJson(o.value(QStringLiteral("a")).toObject());
        if (o.contains(QStringLiteral("b")))
            dc.cable.b = endFromJson(o.value(QStringLiteral("b")).toObject());
        const int status = o.value(QStringLiteral("status")).toInt();
        dc.status = status >= 0 && status <= int(render::CableStatus::Missing) ? render::CableStatus(status)
                                                                               : render::CableStatus::Planned;
        const QJsonArray rails = o.value(QStringLiteral("rails")).toArray();
        dc.rails = {railState(rails.at(0)), railState(rails.at(1))};
        dc.detail = o.value(QStringLiteral("detail")).toString();
        c.cables << dc;
    }
    for (const QJsonValue &v : json.value(QStringLiteral("results")).toArray()) {
        const QJsonObject o = v.toObject();
        render::ReportTable t;
        t.title = o.value(QStringLiteral("title")).toString();
        t.headers = stringsFromJson(o.value(QStringLiteral("headers")));
        for (const QJsonValue &row : o.value(QStringLiteral("rows")).toArray())
            t.rows << stringsFromJson(row);
        t.note = o.value(QStringLiteral("note")).toString();
        c.results << t;
    }
    for (const QJsonValue &v : json.value(QStringLiteral("charts")).toArray()) {
        const QJsonObject o = v.toObject();
        render::ReportChart ch;
        ch.title = o.value(QStringLiteral("title")).toString();
        ch.unit = o.value(QStringLiteral("unit")).toString();
        for (const QJsonValue &b : o.value(QStringLiteral("bars")).toArray())
            ch.bars << qMakePair(b.toArray().at(0).toString(), b.toArray().at(1).toDouble());
        ch.reference = o.value(QStringLiteral("reference")).toDouble();
        ch.referenceLabel = o.value(QStringLiteral("reference_label")).toString();
        ch.warnBelow = o.value(QStringLiteral("warn_below")).toDouble();
        c.charts << ch;
    }
}

std::optional<diag::Finding> ReportCommand::findingFromJson(const QJsonObject &json)
{
    diag::Finding f;
    f.id = json.value(QStringLiteral("id")).toString();
    if (f.id.isEmpty())
        return std::nullopt;
    const QString severity = json.value(QStringLiteral("severity")).toString();
    bool known = false;
    for (const model::Severity s :
         {model::Severity::Info, model::Severity::Warning, model::Severity::Error}) {
        if (model::severityName(s) == severity) {
            f.severity = s;
            known = true;
        }
    }
    if (!known)
        return std::nullopt;
    f.object = diag::FindingObject::fromJson(json.value(QStringLiteral("object")).toObject());
    for (const QJsonValue &v : json.value(QStringLiteral("evidence")).toArray()) {
        const QJsonObject e = v.toObject();
        f.evidence << diag::Evidence{e.value(QStringLiteral("source")).toString(),
                                     e.value(QStringLiteral("key")).toString(),
                                     e.value(QStringLiteral("value")).toString()};
    }
    f.explanation = json.value(QStringLiteral("explanation")).toString();
    f.fix = json.value(QStringLiteral("fix")).toString();
    const QJsonObject cause = json.value(QStringLiteral("caused_by")).toObject();
    if (!cause.value(QStringLiteral("id")).toString().isEmpty())
        f.causedBy =
            diag::FindingRef{cause.value(QStringLiteral("id")).toString(),
                             diag::FindingObject::fromJson(cause.value(QStringLiteral("object")).toObject())};
    return f;
}

void ReportCommand::gather(CliContext &context, int perftestSeconds,
                           const std::function<void(Gathered &)> &done)
{
    auto g = std::make_shared<Gathered>();
    g->log = std::make_unique<report::ReportItem>(
        report::ItemKind::Cluster,
        QCoreApplication::translate("railyard::cli::ReportCommand", "Railyard report"));
    g->discoveryItem = g->log->addChild(
        report::ItemKind::Step,
        QCoreApplication::translate("railyard::cli::ReportCommand", "Inventory and cabling discovery"));
    if (auto plan = plan::NetworkPlanner::plan(context.cluster()))
        g->plan = plan.value();
    else
        g->notes << QCoreApplication::translate("railyard::cli::ReportCommand", "No address plan: %1")
                        .arg(plan.error().message);

    measure::MeasureContext ctx;
    ctx.runner = context.runner();
    ctx.cluster = context.cluster();
    ctx.plan = g->plan;
    measure::TestSuiteOptions options;
    options.perftestSeconds = perftestSeconds;
    // Tied to the perftest duration so a short run is short everywhere.
    options.ncclIterations = std::max(2, 4 * perftestSeconds);
    QObject *owner = context.owner();
    CliContext *cli = &context;

    auto runTests = [g, ctx, options, owner, cli, done] {
        auto *suite = new measure::TestSuite(ctx, options, g->log.get(), owner);
        cli->follow(suite->plan());
        QObject::connect(suite, &measure::TestSuite::done, owner, [g, suite, done] {
            g->tests = suite->results();
            g->loopbackItem = suite->stepItem(measure::TestSuite::Kind::Loopback);
            g->rdmaItem = suite->stepItem(measure::TestSuite::Kind::Rdma);
            g->ncclItem = suite->stepItem(measure::TestSuite::Kind::Nccl);
            suite->deleteLater();
            done(*g);
        });
        suite->start();
    };

    cli->progressStep(g->discoveryItem->title());
    auto *discovery = new inventory::CablingDiscovery(context.runner(), owner);
    QObject::connect(discovery, &inventory::CablingDiscovery::finished, owner,
                     [g, runTests](const inventory::DiscoveryResult &result) {
                         g->discovery = result;
                         g->notes << result.notes;
                         report::ItemStatus worst = report::ItemStatus::Ok;
                         for (const auto &child : g->discoveryItem->children()) {
                             if (child->kind() != report::ItemKind::Command &&
                                 int(child->status()) > int(worst))
                                 worst = child->status();
                         }
                         g->discoveryItem->setStatus(worst);
                         runTests();
                     });
    discovery->start(context.cluster(), g->discoveryItem);
}

QList<diag::Finding> ReportCommand::findings(const Gathered &g, const model::Cluster &cluster,
                                             const QString &bundleDir)
{
    diag::Observations obs;
    if (auto loaded = diag::BundleLoader::load(bundleDir))
        obs = std::move(loaded).value();
    obs.cluster = cluster;
    obs.plan = g.plan;
    g.tests.addTo(obs);
    QList<diag::Finding> out = diag::DiagnosisEngine::evaluate(obs);
    for (const diag::Finding &f : g.discovery.findings) {
        if (std::none_of(out.begin(), out.end(), [&](const diag::Finding &o) { return sameFinding(o, f); }))
            out << f;
    }
    diag::CauseLinker::link(out, &obs);
    return out;
}

render::ReportContent ReportCommand::content(const Gathered &g, const model::Cluster &cluster,
                                             const QList<diag::Finding> &findings, const QString &title)
{
    render::ReportContentBuilder::Input in;
    in.title = title;
    in.cluster = cluster;
    in.plan = g.plan;
    in.inventories = g.discovery.inventories;
    in.discovery = g.discovery;
    in.tests = g.tests;
    in.findings = findings;
    in.notes = g.notes;
    in.log = g.log.get();
    return render::ReportContentBuilder::build(in);
}

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

    const QString title =
        parser.isSet(QStringLiteral("demo"))
            ? QCoreApplication::translate("railyard::cli::ReportCommand", "Railyard cluster report: demo %1")
                  .arg(parser.value(QStringLiteral("demo")))
            : QCoreApplication::translate("railyard::cli::ReportCommand", "Railyard cluster report: %1")
                  .arg(QFileInfo(parser.value(QStringLiteral("project"))).fileName());

    auto written = [&](Gathered &g) {
        // The findings come from the raw outputs laid out as a bundle, so
        // `doctor` on a bundle of the same run reaches the same findings.
        QTemporaryDir bundle;
        BundleCommand::Files files;
        BundleCommand::collect(*g.discoveryItem, BundleCommand::Stage::Inventory, files);
        // A stage that never ran (the run ended before it) has no commands to keep.
        if (g.loopbackItem)
            BundleCommand::collect(*g.loopbackItem, BundleCommand::Stage::Loopback, files);
        if (g.rdmaItem)
            BundleCommand::collect(*g.rdmaItem, BundleCommand::Stage::Rdma, files);
        if (g.ncclItem)
            BundleCommand::collect(*g.ncclItem, BundleCommand::Stage::Nccl, files);
        BundleCommand::collectNetplan(g.discovery.inventories, files);
        if (bundle.isValid())
            BundleCommand::writeNodeFiles(files, bundle.path(), report::Redactor());
        const QList<diag::Finding> all = findings(g, context.cluster(), bundle.path());
        context.finish(writeAndPrint(content(g, context.cluster(), all, title), out, options, format));
    };
    return context.exec([&] { gather(context, duration, written); });
}

} // namespace railyard::cli
