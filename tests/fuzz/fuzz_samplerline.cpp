// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point for the telemetry line decoder: each line the
// sampler prints on a node (a shell loop reading sysfs and ethtool) reaches
// SamplerLineParser, and a node may print anything on that stream.
#include "telemetry/samplerlineparser.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using railyard::telemetry::CounterSample;
using railyard::telemetry::SamplerLine;
using railyard::telemetry::SamplerLineParser;

namespace {

[[noreturn]] void fail(const char *what, const QString &line, const QString &detail = QString())
{
    std::fprintf(stderr, "sampler line: %s\n  line: %s\n  %s\n", what, qPrintable(line), qPrintable(detail));
    std::abort();
}

// The line the sampler would print for `l`, in the parser's own layout.
QString serialise(const SamplerLine &l)
{
    QString out = QStringLiteral("RY1 %1 %2 %3").arg(l.tick).arg(QString::number(l.timeS, 'g', 17), l.netdev);
    if (l.missing)
        out += QStringLiteral(" missing=1");
    if (l.phy)
        out += QStringLiteral(" phy=1");
    QStringList keys = l.counters.keys();
    keys.sort();
    for (const QString &k : keys)
        out += QLatin1Char(' ') + k + QLatin1Char('=') + QString::number(l.counters.value(k));
    return out;
}

bool same(const SamplerLine &a, const SamplerLine &b)
{
    return a.tick == b.tick && a.timeS == b.timeS && a.netdev == b.netdev && a.missing == b.missing &&
           a.phy == b.phy && a.counters == b.counters;
}

void checkSample(const SamplerLine &l, const QString &line)
{
    const CounterSample s = l.toSample(QStringLiteral("spark-1"));
    if (s.node != QStringLiteral("spark-1") || s.netdev != l.netdev || s.timeS != l.timeS)
        fail("the sample does not carry the line's node, netdev and time", line);
    if (s.rxBytes.has_value() != l.counters.contains(QStringLiteral("rx_bytes")) ||
        (s.rxBytes && *s.rxBytes != l.counters.value(QStringLiteral("rx_bytes"))))
        fail("rx_bytes differs between the line and the sample", line);
    if (s.laneErrors.size() > 8)
        fail("more than 8 lanes", line, QString::number(s.laneErrors.size()));
    for (int lane = 0; lane < s.laneErrors.size(); ++lane) {
        const QString key = QStringLiteral("rx_err_lane_%1_phy").arg(lane);
        if (s.laneErrors[lane].has_value() != l.counters.contains(key))
            fail("lane errors do not follow the line", line, key);
    }
    if (!s.laneErrors.isEmpty() && !s.laneErrors.last())
        fail("the lane list ends with an unknown lane", line);
    if (s.moduleTempC && !std::isfinite(*s.moduleTempC))
        fail("module temperature is not finite", line);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString line = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto parsed = SamplerLineParser::parse(line);
    if (!parsed) {
        const railyard::Error &e = parsed.error();
        if (e.message.isEmpty())
            fail("Error without a message", line);
        // The column points into the line (or just past its end).
        if (e.column < 1 || e.column > line.size() + 1)
            fail("error column outside the line", line, QString::number(e.column));
        return 0;
    }
    const SamplerLine &l = parsed.value();
    if (l.tick < 0)
        fail("negative tick", line);
    // Rates divide by time differences: a time must be a real instant.
    if (!std::isfinite(l.timeS) || l.timeS <= 0)
        fail("time is not a positive finite number", line, QString::number(l.timeS));
    if (l.netdev.isEmpty() || !line.contains(l.netdev))
        fail("netdev is empty or not taken from the line", line, l.netdev);
    for (auto it = l.counters.cbegin(); it != l.counters.cend(); ++it) {
        if (it.key().isEmpty() || it.key().contains(QLatin1Char('=')) ||
            it.key().contains(QLatin1Char(' ')) || !line.contains(it.key()))
            fail("counter key is not a key=value key of the line", line, it.key());
        if (it.key() == QStringLiteral("missing") || it.key() == QStringLiteral("phy"))
            fail("a flag was stored as a counter", line, it.key());
    }
    checkSample(l, line);

    // What was understood, printed again, reads back the same.
    const QString again = serialise(l);
    const auto reparsed = SamplerLineParser::parse(again);
    if (!reparsed)
        fail("the re-serialised line does not parse", line,
             again + QStringLiteral("\n  ") + reparsed.error().message);
    if (!same(l, reparsed.value()))
        fail("the re-serialised line parses differently", line, again);
    return 0;
}
