// SPDX-License-Identifier: GPL-3.0-or-later
#include "monitorcommand.h"

#include "clicontext.h"
#include "clioutput.h"
#include "model/port.h"
#include "telemetry/samplingwindow.h"
#include "telemetry/telemetrysampler.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QTimer>
#include <memory>
#include <vector>

namespace railyard::cli {

namespace {

using telemetry::RateSample;
using telemetry::TelemetrySampler;

QStringList clusterNetdevs()
{
    QStringList out;
    for (int p = 0; p < model::Port::Count; ++p) {
        for (const model::Rail &r : model::Port(p).rails())
            out << r.netdev();
    }
    return out;
}

std::optional<model::Rail> railOf(const QString &netdev)
{
    for (int p = 0; p < model::Port::Count; ++p) {
        for (const model::Rail &r : model::Port(p).rails()) {
            if (r.netdev() == netdev)
                return r;
        }
    }
    return std::nullopt;
}

QJsonValue num(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject sampleJson(const RateSample &s)
{
    QJsonObject o{{QStringLiteral("node"), s.node},
                  {QStringLiteral("netdev"), s.netdev},
                  {QStringLiteral("time_s"), s.timeS},
                  {QStringLiteral("interval_s"), s.intervalS},
                  {QStringLiteral("after_gap"), s.afterGap},
                  {QStringLiteral("rx_rdma_gbps"), num(s.bestRxRdmaGbps())},
                  {QStringLiteral("tx_rdma_gbps"), num(s.bestTxRdmaGbps())},
                  {QStringLiteral("rx_gbps"), num(s.rxGbps)},
                  {QStringLiteral("tx_gbps"), num(s.txGbps)},
                  {QStringLiteral("corrected_bits_per_s"), num(s.correctedBitsPerS)},
                  {QStringLiteral("pre_fec_ber"), num(s.preFecBer)},
                  {QStringLiteral("crc_errors_per_s"), num(s.crcErrorsPerS)},
                  {QStringLiteral("link_down_events"), qint64(s.linkDownEvents)}};
    if (const auto r = railOf(s.netdev)) {
        o[QStringLiteral("port")] = r->port();
        o[QStringLiteral("rail")] = r->index();
        o[QStringLiteral("rdma_device")] = r->rdmaDevice();
    }
    QJsonArray lanes;
    for (const std::optional<double> &l : s.laneErrorsPerS)
        lanes.append(num(l));
    o[QStringLiteral("lane_errors_per_s")] = lanes;
    if (s.carrier)
        o[QStringLiteral("carrier")] = *s.carrier;
    return o;
}

QString cell(const std::optional<double> &v, int precision = 2)
{
    return v ? QString::number(*v, 'f', precision) : QStringLiteral("-");
}

QString modeName(TelemetrySampler::Mode m)
{
    switch (m) {
    case TelemetrySampler::Mode::Streaming:
        return QStringLiteral("streaming");
    case TelemetrySampler::Mode::PerSample:
        return QStringLiteral("per-sample");
    case TelemetrySampler::Mode::Auto:
        break;
    }
    return QStringLiteral("starting");
}

struct Monitor
{
    CliContext cli;
    bool json = false;
    int seconds = 10;
    int intervalMs = 100;
    std::vector<std::unique_ptr<TelemetrySampler>> samplers;
    telemetry::SamplingWindow *window = nullptr;
    QMap<QString, RateSample> latest; // "node/netdev"
    QMap<QString, int> counts;
    int gaps = 0;

    void printTable()
    {
        QString out = QCoreApplication::translate("railyard::cli::MonitorCommand", "-- %1 s --\n")
                          .arg(window->elapsedS());
        out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                   .arg(QStringLiteral("node"), -12)
                   .arg(QStringLiteral("netdev"), -15)
                   .arg(QStringLiteral("rail"), -6)
                   .arg(QStringLiteral("RDMA rx"), 8)
                   .arg(QStringLiteral("RDMA tx"), 8)
                   .arg(QStringLiteral("all rx"), 8)
                   .arg(QStringLiteral("all tx"), 8)
                   .arg(QStringLiteral("pre-FEC BER"), 11)
                   .arg(QStringLiteral("CRC/s"), 6);
        for (auto it = latest.cbegin(); it != latest.cend(); ++it) {
            const RateSample &s = it.value();
            const auto r = railOf(s.netdev);
            out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9%10\n")
                       .arg(s.node, -12)
                       .arg(s.netdev, -15)
                       .arg(r ? QStringLiteral("p%1 r%2").arg(r->port()).arg(r->index()) : QString(), -6)
                       .arg(cell(s.bestRxRdmaGbps()), 8)
                       .arg(cell(s.bestTxRdmaGbps()), 8)
                       .arg(cell(s.rxGbps), 8)
                       .arg(cell(s.txGbps), 8)
                       .arg(s.preFecBer ? QString::number(*s.preFecBer, 'e', 1) : QStringLiteral("-"), 11)
                       .arg(cell(s.crcErrorsPerS, 0), 6)
                       .arg(s.afterGap ? QStringLiteral("  gap") : QString());
        }
        CliOutput::out(out);
    }

    void finish()
    {
        QJsonArray nodes;
        QString text = QCoreApplication::translate("railyard::cli::MonitorCommand", "== Summary ==\n");
        int lost = 0;
        for (const auto &s : samplers) {
            lost += s->lostSamples();
            int n = 0;
            for (const QString &d : s->netdevs())
                n += counts.value(s->node() + QLatin1Char('/') + d);
            QJsonObject node{{QStringLiteral("node"), s->node()},
                             {QStringLiteral("mode"), modeName(s->activeMode())},
                             {QStringLiteral("samples"), n},
                             {QStringLiteral("lost"), s->lostSamples()},
                             {QStringLiteral("stream_restarts"), s->streamRestarts()}};
            text += QCoreApplication::translate("railyard::cli::MonitorCommand",
                                                "%1: %2, %3 samples, %4 lost, %5 stream restarts")
                        .arg(s->node(), modeName(s->activeMode()))
                        .arg(n)
                        .arg(s->lostSamples())
                        .arg(s->streamRestarts());
            // Why a node is silent at the end, so the summary alone explains an exit 1.
            if (!s->problem().isEmpty()) {
                node.insert(QStringLiteral("problem"), s->problem());
                text += QStringLiteral(" (%1)").arg(s->problem());
            }
            nodes.append(node);
            text += QLatin1Char('\n');
        }
        for (const auto &s : samplers)
            s->stop();
        if (json) {
            const QJsonObject summary{{QStringLiteral("seconds"), seconds},
                                      {QStringLiteral("interval_ms"), intervalMs},
                                      {QStringLiteral("gaps"), gaps},
                                      {QStringLiteral("lost"), lost},
                                      {QStringLiteral("nodes"), nodes}};
            CliOutput::out(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("summary"), summary}})
                                                 .toJson(QJsonDocument::Compact)) +
                           QLatin1Char('\n'));
        } else {
            CliOutput::out(text);
        }
        // Every node must have delivered something: a silent node is an error.
        bool allSampled = true;
        for (const auto &s : samplers) {
            int n = 0;
            for (const QString &d : s->netdevs())
                n += counts.value(s->node() + QLatin1Char('/') + d);
            allSampled = allSampled && n > 0;
        }
        cli.finish(allSampled ? ExitOk : ExitFindings);
    }
};

} // namespace

int MonitorCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "railyard::cli::MonitorCommand", "Live per-rail rates and error counters of every node."));
    CliContext::addOptions(parser);
    const QCommandLineOption secondsOpt(
        QStringLiteral("seconds"),
        QCoreApplication::translate(
            "railyard::cli::MonitorCommand",
            "Seconds of samples from every node (default 10), counted from the last node's first sample."),
        QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption intervalOpt(
        QStringLiteral("interval-ms"),
        QCoreApplication::translate("railyard::cli::MonitorCommand", "Sampling period, 100 (10 Hz) or more."),
        QStringLiteral("MS"), QStringLiteral("100"));
    const QCommandLineOption formatOpt(
        QStringLiteral("format"),
        QCoreApplication::translate("railyard::cli::MonitorCommand",
                                    "text, or json: one object per sample and line."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOptions({secondsOpt, intervalOpt, formatOpt});
    parser.addHelpOption();
    if (!parser.parse(QStringList{QStringLiteral("railyard-cli monitor")} + arguments))
        return CliOutput::usageError(parser.errorText() +
                                     QCoreApplication::translate("railyard::cli::MonitorCommand",
                                                                 "; see railyard-cli monitor --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::MonitorCommand",
                                        "unexpected argument '%1'; see railyard-cli monitor --help")
                .arg(parser.positionalArguments().first()));
    const QString format = parser.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::MonitorCommand",
                                                                 "unknown --format '%1'; use text or json")
                                         .arg(format));
    bool ok = false;
    const int seconds = parser.value(secondsOpt).toInt(&ok);
    if (!ok || seconds < 1 || seconds > 86400)
        return CliOutput::usageError(QCoreApplication::translate(
            "railyard::cli::MonitorCommand", "--seconds takes whole seconds from 1 to 86400"));
    const int intervalMs = parser.value(intervalOpt).toInt(&ok);
    if (!ok || intervalMs < 100 || intervalMs > 60000)
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::MonitorCommand",
                                                                 "--interval-ms takes 100 (10 Hz) to 60000"));

    auto m = std::make_unique<Monitor>();
    if (Result<void> set = m->cli.setUp(parser); !set)
        return CliOutput::usageError(set.error().message);
    m->json = format == QLatin1String("json");
    m->seconds = seconds;
    m->intervalMs = intervalMs;
    Monitor &mon = *m;
    // The seconds count from the last node's first sample (SamplingWindow).
    mon.window = new telemetry::SamplingWindow(mon.cli.cluster().nodeNames(), seconds, mon.cli.owner());
    for (const QString &node : mon.cli.cluster().nodeNames()) {
        auto s = std::make_unique<TelemetrySampler>(mon.cli.runner(), node, clusterNetdevs());
        s->setIntervalMs(intervalMs);
        // One netdev's lane errors and FEC every 2 s whatever the period (SamplerScript and
        // TelemetrySampler::phyEvery explain the cost).
        s->setPhyEvery(std::max(1, TelemetrySampler::PhySeconds * 1000 / intervalMs));
        QObject::connect(
            s.get(), &TelemetrySampler::rateSample, mon.cli.owner(), [&mon](const RateSample &r) {
                const QString key = r.node + QLatin1Char('/') + r.netdev;
                // The table shows the newest value of each column: phy counters
                // arrive every few seconds (netdevs in turn), the sysfs counters every tick.
                RateSample &held = mon.latest[key];
                const RateSample previous = held;
                held = r;
                auto keep = [](std::optional<double> &now, const std::optional<double> &before) {
                    if (!now)
                        now = before;
                };
                keep(held.rxGbps, previous.rxGbps);
                keep(held.txGbps, previous.txGbps);
                keep(held.rxRdmaGbps, previous.rxRdmaGbps);
                keep(held.txRdmaGbps, previous.txRdmaGbps);
                keep(held.preFecBer, previous.preFecBer);
                keep(held.crcErrorsPerS, previous.crcErrorsPerS);
                mon.counts[key] += 1;
                mon.window->sampleFrom(r.node);
                if (r.afterGap)
                    ++mon.gaps;
                if (mon.json)
                    CliOutput::out(
                        QString::fromUtf8(QJsonDocument(sampleJson(r)).toJson(QJsonDocument::Compact)) +
                        QLatin1Char('\n'));
            });
        // The transport's reason at once (errors print also under --quiet), and
        // when that node delivers again; a retry with the same reason stays quiet.
        QObject::connect(s.get(), &TelemetrySampler::problemChanged, mon.cli.owner(),
                         [&mon](const QString &node, const QString &message) {
                             if (!message.isEmpty())
                                 CliOutput::err(QCoreApplication::translate("railyard::cli::MonitorCommand",
                                                                            "%1 (retrying)")
                                                    .arg(message));
                             else
                                 CliOutput::err(QCoreApplication::translate("railyard::cli::MonitorCommand",
                                                                            "%1: samples arrive again")
                                                    .arg(node));
                         });
        mon.samplers.push_back(std::move(s));
    }
    QObject::connect(mon.window, &telemetry::SamplingWindow::waiting, mon.cli.owner(),
                     [&mon](int waitedS, const QStringList &nodes) {
                         if (mon.json)
                             return;
                         // A line a second: on a 32-node lab the full list would fill the screen.
                         constexpr int Shown = 8;
                         QString names = nodes.mid(0, Shown).join(QStringLiteral(", "));
                         if (nodes.size() > Shown)
                             names +=
                                 QCoreApplication::translate("railyard::cli::MonitorCommand", " and %n more",
                                                             nullptr, int(nodes.size() - Shown));
                         CliOutput::out(QCoreApplication::translate("railyard::cli::MonitorCommand",
                                                                    "-- starting (%1 s): waiting for %2 --\n")
                                            .arg(waitedS)
                                            .arg(names));
                     });
    QObject::connect(mon.window, &telemetry::SamplingWindow::second, mon.cli.owner(), [&mon] {
        if (!mon.json)
            mon.printTable();
    });
    QObject::connect(mon.window, &telemetry::SamplingWindow::finished, mon.cli.owner(),
                     [&mon] { mon.finish(); });
    return mon.cli.exec([&mon] {
        for (const auto &s : mon.samplers)
            s->start();
        mon.window->start();
    });
}

} // namespace railyard::cli
