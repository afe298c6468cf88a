// SPDX-License-Identifier: GPL-3.0-or-later
// bench_parse [REPETITIONS]: synthesises a 50 000-line `ethtool -S` and a
// 10 000-line NCCL_DEBUG=INFO log from the real sample lines, parses each
// REPETITIONS times (default 7) and prints throughput and the headroom over
// a 10 Hz sampler on 32 nodes. Exit 1 only when a parse fails.
#include "probe/ethtoolstatsparser.h"
#include "probe/nccllogparser.h"
#include "probe/nccltestsparser.h"
#include "probe/perftestparser.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStringList>
#include <algorithm>
#include <cstdio>
#include <functional>

using namespace railyard::probe;

namespace {

// The budget the issue sets: 32 nodes sampled at 10 Hz, each `ethtool -S`
// of a ConnectX-7 port about 300 counter lines.
constexpr int kNodes = 32;
constexpr int kSampleHz = 10;
constexpr int kEthtoolLinesPerSample = 300;

constexpr int kEthtoolLines = 50000;
constexpr int kNcclLines = 10000;

QStringList sampleLines(const char *name)
{
    QFile f(QStringLiteral(RAILYARD_SAMPLES_DIR "/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read sample %s\n", name);
        return {};
    }
    QStringList out;
    for (const QString &l : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
        if (!l.trimmed().isEmpty() && !l.startsWith(QLatin1Char('#')))
            out.append(l);
    }
    return out;
}

// Counter names of the real samples, spread over per-queue prefixes the way
// mlx5 prints rx0_..., tx12_... so every line is a distinct counter.
QString synthEthtool(QRandomGenerator &rng)
{
    static const QRegularExpression counter(QStringLiteral(R"(^\s*([A-Za-z_][A-Za-z0-9_]*):\s+\d+)"));
    QStringList names;
    for (const char *file :
         {"ethtool_S_full-annotated-1.stripped.txt", "ethtool_S_phy-1.txt", "ethtool_S_rdma-1.txt"}) {
        for (const QString &l : sampleLines(file)) {
            const auto m = counter.match(l);
            if (m.hasMatch())
                names.append(m.captured(1));
        }
    }
    names.removeDuplicates();
    if (names.isEmpty())
        return {};
    QString out = QStringLiteral("NIC statistics:\n");
    out.reserve(kEthtoolLines * 40);
    for (int i = 0; i < kEthtoolLines - 1; ++i) {
        const QString &base = names[i % names.size()];
        const int queue = i / int(names.size());
        const QString name = queue == 0 ? base : QStringLiteral("ch%1_%2").arg(queue).arg(base);
        out += QStringLiteral("     ") + name + QStringLiteral(": ") +
               QString::number(rng.bounded(quint64(1) << 40)) + QLatin1Char('\n');
    }
    return out;
}

// The real INFO lines with host, pid, channel and qpn numbers varied.
QString synthNcclLog(QRandomGenerator &rng)
{
    const QStringList lines = sampleLines("nccl_debug_info-1.txt");
    QStringList info;
    for (const QString &l : lines) {
        if (l.contains(QLatin1String(" NCCL INFO ")))
            info.append(l);
    }
    if (info.isEmpty())
        return {};
    static const QRegularExpression digits(QStringLiteral(R"(\b(qpn|Channel) (\d+))"));
    QString out;
    out.reserve(kNcclLines * 150);
    for (int i = 0; i < kNcclLines; ++i) {
        QString l = info[i % info.size()];
        l.replace(QLatin1String(":23491:"), QStringLiteral(":%1:").arg(20000 + (i / info.size()) % 5000));
        if (l.contains(QLatin1String("qpn ")) || l.contains(QLatin1String("Channel "))) {
            l.replace(digits, QStringLiteral("\\1 ") + QString::number(rng.bounded(100u)));
        }
        out += l + QLatin1Char('\n');
    }
    return out;
}

struct Timing
{
    double bestMs = 0;
    double medianMs = 0;
};

Timing timeIt(int repetitions, const std::function<bool()> &run, bool *ok)
{
    QList<double> ms;
    *ok = true;
    for (int i = 0; i < repetitions; ++i) {
        QElapsedTimer t;
        t.start();
        const bool r = run();
        ms.append(double(t.nsecsElapsed()) / 1e6);
        *ok = *ok && r;
    }
    std::sort(ms.begin(), ms.end());
    return {ms.first(), ms[ms.size() / 2]};
}

void report(const char *what, const QString &text, const Timing &t)
{
    const double mb = double(text.toUtf8().size()) / 1e6;
    const double lines = double(text.count(QLatin1Char('\n')));
    std::printf("%-28s %8.0f lines %7.2f MB  best %8.2f ms  median %8.2f ms  %8.1f MB/s  %10.0f lines/s\n",
                what, lines, mb, t.bestMs, t.medianMs, mb / (t.medianMs / 1e3), lines / (t.medianMs / 1e3));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int repetitions = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 7;
    QRandomGenerator rng(20260101u); // same texts every run

    const QString ethtool = synthEthtool(rng);
    const QString nccl = synthNcclLog(rng);
    if (ethtool.isEmpty() || nccl.isEmpty()) {
        std::fprintf(stderr, "samples missing under %s\n", RAILYARD_SAMPLES_DIR);
        return 1;
    }

    bool allOk = true;
    qsizetype counters = 0;
    bool ok = false;
    const Timing te = timeIt(
        repetitions,
        [&] {
            const auto r = EthtoolStatsParser::parse(ethtool);
            counters = r ? r->counters.size() : -1;
            return r.hasValue();
        },
        &ok);
    allOk = allOk && ok;
    report("ethtool -S", ethtool, te);
    std::printf("  -> %lld counters parsed\n", static_cast<long long>(counters));

    qsizetype devices = 0;
    const Timing tn = timeIt(
        repetitions,
        [&] {
            const auto r = NcclLogParser::parse(nccl);
            devices = r ? r->ibDevices.size() : -1;
            return r.hasValue();
        },
        &ok);
    allOk = allOk && ok;
    report("NCCL_DEBUG=INFO log", nccl, tn);
    std::printf("  -> %lld IB devices found\n", static_cast<long long>(devices));

    // The budget: lines the sampler has to parse each second.
    const double budgetLinesPerSec = double(kNodes) * kSampleHz * kEthtoolLinesPerSample;
    const double ethtoolLinesPerSec = double(kEthtoolLines) / (te.medianMs / 1e3);
    const double headroom = ethtoolLinesPerSec / budgetLinesPerSec;
    std::printf("\nbudget: %d nodes x %d Hz x %d lines = %.0f ethtool lines/s\n", kNodes, kSampleHz,
                kEthtoolLinesPerSample, budgetLinesPerSec);
    std::printf("ethtool -S parser: %.0f lines/s on one core -> headroom x%.1f%s\n", ethtoolLinesPerSec,
                headroom, headroom < 1 ? "  (parsing WOULD be the bottleneck)" : "");

    if (!allOk) {
        std::fprintf(stderr, "a parse failed; the numbers above are not meaningful\n");
        return 1;
    }
    return 0;
}
