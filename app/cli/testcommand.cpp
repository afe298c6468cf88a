// SPDX-License-Identifier: GPL-3.0-or-later
#include "testcommand.h"

#include "clicontext.h"
#include "clioutput.h"
#include "diag/diagnosisengine.h"
#include "diag/observations.h"
#include "facts/clusterfacts.h"
#include "measure/testsuite.h"
#include "plan/networkplanner.h"
#include "report/reportitem.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <memory>

namespace railyard::cli {

namespace {

struct Run
{
    // Declared first so it outlives the tests the context's owner deletes.
    report::ReportItem root{report::ItemKind::Cluster, QStringLiteral("test")};
    CliContext cli;
    bool json = false;
    QStringList kinds;
    QJsonObject out;
    QString text;
};

QString gbpsText(double gbps)
{
    return QString::number(gbps, 'f', 2);
}

void printRdma(Run &run, const QList<measure::CableMeasurement> &results)
{
    QJsonArray cables;
    run.text += QCoreApplication::translate("railyard::cli::TestCommand", "== RDMA bandwidth ==\n");
    for (const measure::CableMeasurement &m : results) {
        QJsonObject o = m.bothRails ? m.bothRails->toJson() : QJsonObject{};
        o[QStringLiteral("cable")] = m.cable.toString();
        o[QStringLiteral("via_switch")] = m.viaSwitch;
        if (m.singleRail) {
            o[QStringLiteral("single_rail")] =
                QJsonObject{{QStringLiteral("rail"), m.singleRail->rail},
                            {QStringLiteral("netdev"), m.singleRail->netdev},
                            {QStringLiteral("rdma_device"), m.singleRail->rdmaDevice},
                            {QStringLiteral("gbps"), m.singleRail->gbps}};
        }
        o[QStringLiteral("errors")] = QJsonArray::fromStringList(m.errors);
        cables.append(o);
        run.text += QStringLiteral("%1\n").arg(m.cable.toString());
        if (m.bothRails) {
            for (const measure::RailBandwidth &r : m.bothRails->rails())
                run.text += QCoreApplication::translate("railyard::cli::TestCommand",
                                                        "  rail %1  %2 (%3): %4 Gb/s%5\n")
                                .arg(r.rail)
                                .arg(r.netdev, r.rdmaDevice, gbpsText(r.gbps),
                                     r.ok() ? QString() : QStringLiteral("  ") + r.error);
            run.text +=
                QCoreApplication::translate("railyard::cli::TestCommand",
                                            "  both rails: %1 Gb/s, %2 % of the 200 Gb/s node limit\n")
                    .arg(gbpsText(m.bothRails->totalGbps()))
                    .arg(m.bothRails->percentOfLimit(), 0, 'f', 1);
        }
        // "Only one rail" of an incomplete cable is diag::CableRailRules, fed by the suite's results.
        if (m.singleRail)
            run.text += QCoreApplication::translate("railyard::cli::TestCommand",
                                                    "  rail %1 alone (separate run): %2 Gb/s\n")
                            .arg(m.singleRail->rail)
                            .arg(gbpsText(m.singleRail->gbps));
        for (const QString &e : m.errors)
            run.text += QStringLiteral("  ! %1\n").arg(e);
    }
    run.out[QStringLiteral("rdma")] = QJsonObject{{QStringLiteral("cables"), cables}};
}

void printLoopback(Run &run, const QList<measure::LoopbackResult> &results)
{
    QJsonArray list;
    run.text += QCoreApplication::translate("railyard::cli::TestCommand", "== Card health (loopback) ==\n");
    for (const measure::LoopbackResult &l : results) {
        list.append(QJsonObject{{QStringLiteral("node"), l.node},
                                {QStringLiteral("rdma_device"), l.run.rdmaDevice},
                                {QStringLiteral("gbps"), l.run.gbps},
                                {QStringLiteral("health"), measure::LoopbackResult::healthName(l.health)},
                                {QStringLiteral("advice"), l.advice},
                                {QStringLiteral("error"), l.run.error}});
        run.text += QStringLiteral("%1  %2: %3 Gb/s  %4\n")
                        .arg(l.node, l.run.rdmaDevice, gbpsText(l.run.gbps),
                             measure::LoopbackResult::healthName(l.health));
        if (!l.advice.isEmpty())
            run.text += QStringLiteral("  %1\n").arg(l.advice);
    }
    run.out[QStringLiteral("loopback")] = list;
}

void printNccl(Run &run, const QList<measure::NcclRunResult> &results)
{
    QJsonArray list;
    run.text += QCoreApplication::translate("railyard::cli::TestCommand", "== NCCL ==\n");
    for (const measure::NcclRunResult &r : results) {
        QJsonObject o{{QStringLiteral("collective"), r.collective},
                      {QStringLiteral("peak_busbw_gbs"), r.peakBusbwGBs},
                      {QStringLiteral("ib_devices"), QJsonArray::fromStringList(r.ibDevices)},
                      {QStringLiteral("single_hca"), r.singleHca},
                      {QStringLiteral("socket_fallback"), r.socketFallback},
                      {QStringLiteral("error"), r.error}};
        if (r.avgBusbwGBs)
            o[QStringLiteral("avg_busbw_gbs")] = *r.avgBusbwGBs;
        list.append(o);
        run.text +=
            QCoreApplication::translate("railyard::cli::TestCommand", "%1: avg busbw %2 GB/s, devices %3%4\n")
                .arg(r.collective,
                     r.avgBusbwGBs ? QString::number(*r.avgBusbwGBs, 'f', 2) : QStringLiteral("-"),
                     r.ibDevices.isEmpty() ? QStringLiteral("-") : r.ibDevices.join(QLatin1Char(',')),
                     r.ok() ? QString() : QStringLiteral("  ! ") + r.error);
    }
    run.out[QStringLiteral("nccl")] = list;
}

QJsonObject eventJson(const QString &node, const QString &netdev, double timeS)
{
    return {{QStringLiteral("node"), node},
            {QStringLiteral("netdev"), netdev},
            {QStringLiteral("time_s"), timeS}};
}

void printSoak(Run &run, const measure::SoakResult &r)
{
    QJsonObject o{{QStringLiteral("cable"), r.cable.toString()},
                  {QStringLiteral("gpus_loaded"), r.gpusLoaded},
                  {QStringLiteral("passed"), r.passed()},
                  {QStringLiteral("samples"), int(r.samples.size())},
                  {QStringLiteral("max_module_temp_c"), r.maxModuleTempC},
                  {QStringLiteral("max_crc_errors_per_s"), r.maxCrcErrorsPerS},
                  {QStringLiteral("note"), r.strengthNote},
                  {QStringLiteral("errors"), QJsonArray::fromStringList(r.errors)}};
    run.text +=
        QCoreApplication::translate("railyard::cli::TestCommand", "== Soak %1 ==\n").arg(r.cable.toString());
    run.text += QCoreApplication::translate("railyard::cli::TestCommand",
                                            "%1 samples, max module temperature %2 C, %3\n")
                    .arg(r.samples.size())
                    .arg(r.maxModuleTempC, 0, 'f', 1)
                    .arg(r.passed() ? QCoreApplication::translate("railyard::cli::TestCommand", "passed")
                                    : QCoreApplication::translate("railyard::cli::TestCommand", "FAILED"));
    if (!r.strengthNote.isEmpty())
        run.text += QStringLiteral("  %1\n").arg(r.strengthNote);
    if (const auto &e = r.firstOutlier) {
        QJsonObject j = eventJson(e->node, e->netdev, e->timeS);
        j[QStringLiteral("lane")] = e->lane;
        j[QStringLiteral("errors_per_s")] = e->errorsPerS;
        o[QStringLiteral("first_outlier")] = j;
    }
    if (const auto &d = r.linkDrop)
        o[QStringLiteral("link_drop")] = eventJson(d->node, d->netdev, d->timeS);
    // The findings come from the rules, as for a bundle: the lane that runs
    // away is `lane-error-outlier`, the drop `link-flap`.
    for (const QString &e : r.errors)
        run.text += QStringLiteral("  ! %1\n").arg(e);
    run.out[QStringLiteral("soak")] = o;
}

void finishRun(Run &run, const measure::TestSuite &suite)
{
    const measure::TestSuiteResults &results = suite.results();
    for (const QString &kind : std::as_const(run.kinds)) {
        if (kind == QLatin1String("loopback"))
            printLoopback(run, results.loopback);
        else if (kind == QLatin1String("rdma"))
            printRdma(run, results.rdma);
        else if (kind == QLatin1String("nccl"))
            printNccl(run, results.nccl);
        else if (kind == QLatin1String("soak") && results.soak)
            printSoak(run, *results.soak);
    }
    facts::ClusterFacts facts;
    facts.judgeAgainst(run.cli.cluster());
    facts.addTests(results);
    const QList<diag::Finding> findings = facts.findings();
    const diag::DiagnosisEngine::Summary summary = diag::DiagnosisEngine::summarize(findings);
    // What the report tree says beside the findings (a process Railyard did
    // not start and left running, a node whose addresses could not be read):
    // the GUI shows it in the details view.
    QJsonArray notes;
    for (const report::ReportItem *w : run.root.warnings()) {
        notes.append(
            QJsonObject{{QStringLiteral("title"), w->title()}, {QStringLiteral("message"), w->message()}});
        run.text += QStringLiteral("  ! %1: %2\n").arg(w->title(), w->message());
    }
    if (run.json) {
        run.out[QStringLiteral("report_warnings")] = notes;
        run.out[QStringLiteral("tests")] = QJsonArray::fromStringList(run.kinds);
        const QJsonObject diagnosed = diag::DiagnosisEngine::toJson(findings);
        for (auto it = diagnosed.begin(); it != diagnosed.end(); ++it)
            run.out.insert(it.key(), it.value());
        CliOutput::json(QJsonDocument(run.out));
    } else {
        CliOutput::out(run.text + diag::DiagnosisEngine::toText(findings));
    }
    run.cli.finish(summary.errors > 0 ? ExitFindings : ExitOk);
}

} // namespace

int TestCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "railyard::cli::TestCommand", "Measure the links: RDMA bandwidth, card health, NCCL and soak."));
    parser.addPositionalArgument(
        QStringLiteral("test"),
        QCoreApplication::translate("railyard::cli::TestCommand", "rdma, loopback, nccl, soak or all."));
    CliContext::addOptions(parser);
    CliContext::addDemoClockOption(parser);
    const QCommandLineOption durationOpt(
        QStringLiteral("duration"),
        QCoreApplication::translate("railyard::cli::TestCommand",
                                    "Seconds per perftest run and of the soak load (defaults: 5 and 600)."),
        QStringLiteral("S"));
    const QCommandLineOption formatOpt(
        QStringLiteral("format"), QCoreApplication::translate("railyard::cli::TestCommand", "text or json."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOptions({durationOpt, formatOpt});
    parser.addHelpOption();
    if (!parser.parse(QStringList{QStringLiteral("railyard-cli test")} + arguments))
        return CliOutput::usageError(
            parser.errorText() +
            QCoreApplication::translate("railyard::cli::TestCommand", "; see railyard-cli test --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    const QStringList known = {QStringLiteral("rdma"), QStringLiteral("loopback"), QStringLiteral("nccl"),
                               QStringLiteral("soak")};
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 ||
        !(known.contains(positional.first()) || positional.first() == QLatin1String("all")))
        return CliOutput::usageError(QCoreApplication::translate(
            "railyard::cli::TestCommand", "name one test: rdma, loopback, nccl, soak or all"));
    const QString format = parser.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::TestCommand",
                                                                 "unknown --format '%1'; use text or json")
                                         .arg(format));
    int duration = 0;
    if (parser.isSet(durationOpt)) {
        bool ok = false;
        duration = parser.value(durationOpt).toInt(&ok);
        if (!ok || duration < 1 || duration > 86400)
            return CliOutput::usageError(QCoreApplication::translate(
                "railyard::cli::TestCommand", "--duration takes whole seconds from 1 to 86400"));
    }

    auto run = std::make_unique<Run>();
    run->cli.compressDemoClock();
    if (Result<void> set = run->cli.setUp(parser); !set)
        return CliOutput::usageError(set.error().message);
    run->json = format == QLatin1String("json");
    // The suite's own order, whatever the command line said.
    const QStringList asked =
        positional.first() == QLatin1String("all") ? known : QStringList{positional.first()};
    for (const QString &kind : {QStringLiteral("loopback"), QStringLiteral("rdma"), QStringLiteral("nccl"),
                                QStringLiteral("soak")}) {
        if (asked.contains(kind))
            run->kinds << kind;
    }

    measure::TestSuiteOptions options;
    options.loopback = run->kinds.contains(QLatin1String("loopback"));
    options.rdma = run->kinds.contains(QLatin1String("rdma"));
    options.nccl = run->kinds.contains(QLatin1String("nccl"));
    options.soak = run->kinds.contains(QLatin1String("soak"));
    options.perftestSeconds = duration;
    if (duration > 0)
        options.soakOptions.durationS = duration;
    options.soakOptions.flags.durationS = options.soakOptions.durationS;
    // Event times and rates on the simulator's clock in a demo, whatever its speed.
    options.soakOptions.clock = run->cli.clock();
    options.soakOptions.clockUnitsPerSecond = run->cli.clockSpeed();
    measure::MeasureContext ctx;
    ctx.runner = run->cli.runner();
    ctx.cluster = run->cli.cluster();
    if (auto plan = plan::NetworkPlanner::plan(ctx.cluster))
        ctx.plan = plan.value();
    Run &r = *run;
    auto *suite = new measure::TestSuite(ctx, options, &r.root, r.cli.owner());
    r.cli.follow(suite->plan());
    QObject::connect(suite, &measure::TestSuite::done, r.cli.owner(), [&r, suite] { finishRun(r, *suite); });
    return r.cli.exec([suite] { suite->start(); });
}

} // namespace railyard::cli
