// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/ratecalculator.h"

namespace railyard::telemetry {

namespace {

bool wentDown(const std::optional<quint64> &before, const std::optional<quint64> &now)
{
    return before && now && *now < *before;
}

std::optional<double> perSecond(const std::optional<quint64> &before, const std::optional<quint64> &now,
                                double dt)
{
    if (!before || !now)
        return std::nullopt;
    return double(*now - *before) / dt;
}

std::optional<double> gbps(const std::optional<quint64> &before, const std::optional<quint64> &now, double dt)
{
    const std::optional<double> bytes = perSecond(before, now, dt);
    if (!bytes)
        return std::nullopt;
    return *bytes * 8.0 / 1e9;
}

} // namespace

RateCalculator::RateCalculator(double expectedIntervalS, double linkSpeedGbps, double gapFactor)
    : m_expected(expectedIntervalS), m_linkSpeedGbps(linkSpeedGbps), m_gapFactor(gapFactor)
{}

std::optional<RateSample> RateCalculator::add(const CounterSample &s)
{
    if (!m_last) {
        m_last = s;
        return std::nullopt;
    }
    const CounterSample &p = *m_last;
    const double dt = s.timeS - p.timeS;
    if (dt <= 0) {
        ++m_stale;
        return std::nullopt;
    }
    // 64-bit hardware counters do not wrap in practice; any decrease is a
    // reset, so the interval is unusable and the next one starts after a gap.
    bool reset = wentDown(p.rxBytesPhy, s.rxBytesPhy) || wentDown(p.txBytesPhy, s.txBytesPhy) ||
                 wentDown(p.rxRdmaBytes, s.rxRdmaBytes) || wentDown(p.txRdmaBytes, s.txRdmaBytes) ||
                 wentDown(p.correctedBits, s.correctedBits) || wentDown(p.crcErrors, s.crcErrors) ||
                 wentDown(p.linkDownEvents, s.linkDownEvents) || wentDown(p.rxPortBytes, s.rxPortBytes) ||
                 wentDown(p.txPortBytes, s.txPortBytes) || wentDown(p.rxBytes, s.rxBytes) ||
                 wentDown(p.txBytes, s.txBytes);
    for (qsizetype i = 0; i < std::min(p.laneErrors.size(), s.laneErrors.size()); ++i)
        reset = reset || wentDown(p.laneErrors[i], s.laneErrors[i]);
    if (reset) {
        ++m_resets;
        m_last = s;
        m_gapPending = true;
        return std::nullopt;
    }
    RateSample r;
    r.node = s.node;
    r.netdev = s.netdev;
    r.timeS = s.timeS;
    r.intervalS = dt;
    r.afterGap = m_gapPending || (m_expected > 0 && dt > m_gapFactor * m_expected);
    m_gapPending = false;
    r.rxGbps = gbps(p.rxBytesPhy, s.rxBytesPhy, dt);
    r.txGbps = gbps(p.txBytesPhy, s.txBytesPhy, dt);
    r.rxRdmaGbps = gbps(p.rxRdmaBytes, s.rxRdmaBytes, dt);
    r.txRdmaGbps = gbps(p.txRdmaBytes, s.txRdmaBytes, dt);
    for (qsizetype i = 0; i < s.laneErrors.size(); ++i)
        r.laneErrorsPerS << (i < p.laneErrors.size() ? perSecond(p.laneErrors[i], s.laneErrors[i], dt)
                                                     : std::nullopt);
    r.correctedBitsPerS = perSecond(p.correctedBits, s.correctedBits, dt);
    if (r.correctedBitsPerS && m_linkSpeedGbps > 0)
        r.preFecBer = *r.correctedBitsPerS / (m_linkSpeedGbps * 1e9);
    r.crcErrorsPerS = perSecond(p.crcErrors, s.crcErrors, dt);
    if (p.linkDownEvents && s.linkDownEvents)
        r.linkDownEvents = *s.linkDownEvents - *p.linkDownEvents;
    r.moduleTempC = s.moduleTempC;
    r.rxPortGbps = gbps(p.rxPortBytes, s.rxPortBytes, dt);
    r.txPortGbps = gbps(p.txPortBytes, s.txPortBytes, dt);
    r.rxKernelGbps = gbps(p.rxBytes, s.rxBytes, dt);
    r.txKernelGbps = gbps(p.txBytes, s.txBytes, dt);
    r.carrier = s.carrier;
    m_last = s;
    return r;
}

} // namespace railyard::telemetry
