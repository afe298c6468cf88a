// SPDX-License-Identifier: GPL-3.0-or-later
#include "testcommand.h"

#include "action/actionplan.h"
#include "clicontext.h"
#include "clioutput.h"
#include "diag/diagnosisengine.h"
#include "diag/observations.h"
#include "measure/loopbacktest.h"
#include "measure/nccltest.h"
#include "measure/observationsexport.h"
#include "measure/rdmabandwidthtest.h"
#include "measure/soaktest.h"
#include "plan/networkplanner.h"
#include "probe/ipaddrparser.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "report/reportitem.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <functional>
#include <memory>

namespace railyard::cli {

namespace {

struct Run
{
    // Declared first so it outlives the tests the context's owner deletes.
    report::ReportItem root{report::ItemKind::Cluster, QStringLiteral("test")};
    CliContext cli;
    measure::MeasureContext ctx;
    QStringList kinds;
    int durationS = 0; // 0: each test's default
    bool json = false;
    QList<std::function<void(std::function<void()>)>> steps;
    diag::Observations observations;
    QList<diag::Finding> extraFindings;
    QJsonObject out;
    QString text;
};

void addToolMissing(Run &run, const measure::ToolMissing &missing)
{
    for (const diag::Finding &f : run.extraFindings) {
        if (f.id == QLatin1String("tool-missing") && f.object.node == missing.node &&
            f.evidence.value(0).value == missing.tool)
            return;
    }
    run.extraFindings.append({QStringLiteral("tool-missing"),
                              model::Severity::Error,
                              diag::FindingObject::forNode(missing.node),
                              {{missing.node, QStringLiteral("program"), missing.tool}},
                              missing.message(),
                              missing.installCommand});
}

QString gbpsText(double gbps)
{
    return QString::number(gbps, 'f', 2);
}

// Rail addresses as the nodes report them (`ip -j addr`), over the plan's.
void discoverAddresses(Run &run, const std::function<void()> &next)
{
    if (run.ctx.plan)
        run.ctx.addresses = measure::RailAddressBook::fromPlan(*run.ctx.plan);
    const QStringList nodes = run.ctx.cluster.nodeNames();
    auto pending = std::make_shared<int>(int(nodes.size()));
    const auto cmd = remote::CommandBuilder(QStringLiteral("ip"))
                         .flag(QStringLiteral("-j"))
                         .word(QStringLiteral("addr"))
                         .build();
    for (const QString &node : nodes) {
        Result<remote::CommandJob *> job = run.ctx.runner->run(node, cmd.value(), &run.root);
        if (!job) {
            if (--*pending == 0)
                next();
            continue;
        }
        QObject::connect(job.value(), &remote::CommandJob::finished, run.cli.owner(),
                         [&run, node, pending, next](const remote::CommandResult &r) {
                             if (r.succeeded()) {
                                 if (auto parsed =
                                         probe::IpAddrParser::parse(QString::fromUtf8(r.stdoutData)))
                                     run.ctx.addresses.addDiscovered(node, parsed.value());
                             }
                             if (--*pending == 0)
                                 next();
                         });
    }
    if (nodes.isEmpty())
        next();
}

void rdmaStep(Run &run, const std::function<void()> &next)
{
    measure::RdmaTestOptions options;
    if (run.durationS > 0)
        options.flags.durationS = run.durationS;
    auto *t = new measure::RdmaBandwidthTest(run.ctx, options, &run.root, run.cli.owner());
    QObject::connect(t, &measure::RdmaBandwidthTest::done, run.cli.owner(), [&run, t, next] {
        QJsonArray cables;
        run.text += QCoreApplication::translate("railyard::cli::TestCommand", "== RDMA bandwidth ==\n");
        measure::ObservationsExport::addRdma(run.observations, t->results());
        for (const measure::CableMeasurement &m : t->results()) {
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
            // "Only one rail" of an incomplete cable is diag::CableRailRules, fed by addRdma.
            if (m.singleRail)
                run.text += QCoreApplication::translate("railyard::cli::TestCommand",
                                                        "  rail %1 alone (separate run): %2 Gb/s\n")
                                .arg(m.singleRail->rail)
                                .arg(gbpsText(m.singleRail->gbps));
            for (const QString &e : m.errors)
                run.text += QStringLiteral("  ! %1\n").arg(e);
        }
        if (t->toolMissing())
            addToolMissing(run, *t->toolMissing());
        run.out[QStringLiteral("rdma")] = QJsonObject{{QStringLiteral("cables"), cables}};
        next();
    });
    t->plan()->start();
}

void loopbackStep(Run &run, const std::function<void()> &next)
{
    measure::PerftestFlags flags;
    if (run.durationS > 0)
        flags.durationS = run.durationS;
    auto *t = new measure::LoopbackTest(run.ctx, flags, &run.root, 1, run.cli.owner());
    QObject::connect(t, &measure::LoopbackTest::done, run.cli.owner(), [&run, t, next] {
        QJsonArray list;
        run.text +=
            QCoreApplication::translate("railyard::cli::TestCommand", "== Card health (loopback) ==\n");
        measure::ObservationsExport::addLoopback(run.observations, t->results());
        for (const measure::LoopbackResult &l : t->results()) {
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
            if (l.run.toolMissing)
                addToolMissing(run, *l.run.toolMissing);
        }
        run.out[QStringLiteral("loopback")] = list;
        next();
    });
    t->plan()->start();
}

void ncclStep(Run &run, const std::function<void()> &next)
{
    measure::NcclOptions options;
    auto *t = new measure::NcclTest(run.ctx, options, &run.root, run.cli.owner());
    QObject::connect(t, &measure::NcclTest::done, run.cli.owner(), [&run, t, next] {
        QJsonArray list;
        run.text += QCoreApplication::translate("railyard::cli::TestCommand", "== NCCL ==\n");
        const QString launch = run.ctx.cluster.nodeNames().value(0);
        for (const measure::NcclRunResult &r : t->results()) {
            measure::ObservationsExport::addNccl(run.observations, launch, r);
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
                QCoreApplication::translate("railyard::cli::TestCommand",
                                            "%1: avg busbw %2 GB/s, devices %3%4\n")
                    .arg(r.collective,
                         r.avgBusbwGBs ? QString::number(*r.avgBusbwGBs, 'f', 2) : QStringLiteral("-"),
                         r.ibDevices.isEmpty() ? QStringLiteral("-") : r.ibDevices.join(QLatin1Char(',')),
                         r.ok() ? QString() : QStringLiteral("  ! ") + r.error);
            if (r.toolMissing)
                addToolMissing(run, *r.toolMissing);
        }
        run.out[QStringLiteral("nccl")] = list;
        next();
    });
    t->plan()->start();
}

QJsonObject eventJson(const QString &node, const QString &netdev, double timeS)
{
    return {{QStringLiteral("node"), node},
            {QStringLiteral("netdev"), netdev},
            {QStringLiteral("time_s"), timeS}};
}

void soakStep(Run &run, const std::function<void()> &next)
{
    measure::SoakOptions options;
    if (run.durationS > 0)
        options.durationS = run.durationS;
    options.flags.durationS = options.durationS;
    auto *t = new measure::SoakTest(run.ctx, options, &run.root, run.cli.owner());
    QObject::connect(t, &measure::SoakTest::done, run.cli.owner(), [&run, t, next] {
        const measure::SoakResult &r = t->result();
        QJsonObject o{{QStringLiteral("cable"), r.cable.toString()},
                      {QStringLiteral("gpus_loaded"), r.gpusLoaded},
                      {QStringLiteral("passed"), r.passed()},
                      {QStringLiteral("samples"), int(r.samples.size())},
                      {QStringLiteral("max_module_temp_c"), r.maxModuleTempC},
                      {QStringLiteral("max_crc_errors_per_s"), r.maxCrcErrorsPerS},
                      {QStringLiteral("note"), r.strengthNote},
                      {QStringLiteral("errors"), QJsonArray::fromStringList(r.errors)}};
        run.text += QCoreApplication::translate("railyard::cli::TestCommand", "== Soak %1 ==\n")
                        .arg(r.cable.toString());
        run.text +=
            QCoreApplication::translate("railyard::cli::TestCommand",
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
        // The findings come from the rules, as for a bundle: the lane that
        // runs away is `lane-error-outlier`, the drop `link-flap`.
        measure::ObservationsExport::addSoak(run.observations, r);
        if (r.toolMissing)
            addToolMissing(run, *r.toolMissing);
        for (const QString &e : r.errors)
            run.text += QStringLiteral("  ! %1\n").arg(e);
        run.out[QStringLiteral("soak")] = o;
        next();
    });
    t->plan()->start();
}

void finishRun(Run &run)
{
    run.observations.judgeAgainst(run.ctx.cluster);
    QList<diag::Finding> findings = diag::DiagnosisEngine::evaluate(run.observations);
    findings += run.extraFindings;
    const diag::DiagnosisEngine::Summary summary = diag::DiagnosisEngine::summarize(findings);
    // What the report tree says beside the findings (a process Railyard did
    // not start and left running): the GUI shows it in the details view.
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

void runNext(Run &run)
{
    if (run.steps.isEmpty()) {
        finishRun(run);
        return;
    }
    auto step = run.steps.takeFirst();
    step([&run] { runNext(run); });
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
    if (Result<void> set = run->cli.setUp(parser); !set)
        return CliOutput::usageError(set.error().message);
    run->json = format == QLatin1String("json");
    run->durationS = duration;
    run->kinds = positional.first() == QLatin1String("all") ? known : QStringList{positional.first()};
    run->ctx.runner = run->cli.runner();
    run->ctx.cluster = run->cli.cluster();
    if (auto plan = plan::NetworkPlanner::plan(run->ctx.cluster))
        run->ctx.plan = plan.value();

    Run &r = *run;
    r.steps << [&r](std::function<void()> next) { discoverAddresses(r, next); };
    for (const QString &kind : std::as_const(r.kinds)) {
        if (kind == QLatin1String("rdma"))
            r.steps << [&r](std::function<void()> next) { rdmaStep(r, next); };
        else if (kind == QLatin1String("loopback"))
            r.steps << [&r](std::function<void()> next) { loopbackStep(r, next); };
        else if (kind == QLatin1String("nccl"))
            r.steps << [&r](std::function<void()> next) { ncclStep(r, next); };
        else if (kind == QLatin1String("soak"))
            r.steps << [&r](std::function<void()> next) { soakStep(r, next); };
    }
    return r.cli.exec([&r] { runNext(r); });
}

} // namespace railyard::cli
