// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"
#include "probe/perftestparser.h"

#include <QList>
#include <optional>

namespace railyard::diag {

struct Observations;

// perftest results: loopback card health and throughput over the cable.
// Ids: card-throttled, loopback-low, rdma-rail-low, rdma-cable-low,
// rdma-test-failed, rdma-device-absent.
class RdmaRules
{
public:
    static QList<Finding> evaluate(const Observations &observations);
    // Mean of the average-bandwidth column over every row (the
    // --run_infinitely repeats included); nullopt without rows.
    static std::optional<double> averageGbps(const probe::PerftestResult &result);
};

} // namespace railyard::diag
