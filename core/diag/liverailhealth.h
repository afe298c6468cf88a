// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/severity.h"

#include <QString>
#include <optional>

namespace railyard::telemetry {
struct RateSample;
}

namespace railyard::diag {

// One rail at one moment, as the cluster overview colours it: how much of
// its share of the node limit it carries each way, its error rate, and a
// verdict by the same thresholds the rules use.
struct LiveRailStatus
{
    std::optional<double> rxGbps;
    std::optional<double> txGbps;
    double shareOfLimit = 0; // the busier direction over the rail's half of the node limit, 0..1+
    std::optional<double> preFecBer;
    std::optional<double> worstLaneErrorsPerS;
    bool linkWentDown = false;
    // Info: healthy (or idle); Warning: errors well above healthy; Error: past the FEC limit,
    // one lane far above the others, or the link went down.
    model::Severity severity = model::Severity::Info;
    QString reason; // why not healthy, one line; empty when healthy
};

class LiveRailHealth
{
public:
    // A rail's share of the node's 200 Gb/s each way (two rails per node).
    static constexpr double RailLimitGbps = 100.0;
    static LiveRailStatus judge(const telemetry::RateSample &sample);
};

} // namespace railyard::diag
