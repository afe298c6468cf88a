// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "telemetry/countersample.h"
#include "telemetry/ratesample.h"

#include <optional>

namespace railyard::telemetry {

// Turns successive counter samples of one netdev into rates. A sample not
// newer than the last one is stale and dropped; a counter that goes down
// means a reset (driver reload) or a wrap and starts a new baseline.
class RateCalculator
{
public:
    // expectedIntervalS: the sampling period; an interval longer than
    // gapFactor times it is marked as following a gap.
    explicit RateCalculator(double expectedIntervalS = 0.1, double linkSpeedGbps = 200.0,
                            double gapFactor = 2.5);

    // nullopt for the first sample, stale samples and after a reset.
    std::optional<RateSample> add(const CounterSample &sample);
    // The next rate follows a gap (a sample was lost upstream).
    void markGap() { m_gapPending = true; }
    void setLinkSpeedGbps(double gbps) { m_linkSpeedGbps = gbps; }

    int staleDropped() const { return m_stale; }
    int resets() const { return m_resets; }
    const std::optional<CounterSample> &last() const { return m_last; }

private:
    double m_expected;
    double m_linkSpeedGbps;
    double m_gapFactor;
    std::optional<CounterSample> m_last;
    bool m_gapPending = false;
    int m_stale = 0;
    int m_resets = 0;
};

} // namespace railyard::telemetry
