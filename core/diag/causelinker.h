// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QList>

namespace railyard::diag {

struct Observations;

// Links the findings a root cause explains to that cause: a throttled card
// or a degraded PCIe link explains the low RDMA rails and cables that touch
// the node and a low NCCL bus bandwidth; a port with one rail up (or a
// Spark-side breakout) explains the one-rail and low-throughput findings of
// its cable; a missing cable explains the silence at its ends. The table of
// what explains what lives in causelinker.cpp, one row per cause.
class CauseLinker
{
public:
    // Sets causedBy on every explained finding and orders the list: causes
    // and unexplained findings by severity, each followed by what it
    // explains. The cables come from `observations` (may be null: then only
    // findings on the cause's own node and cluster-wide ones are linked).
    static void link(QList<Finding> &findings, const Observations *observations);
    // Only the order, from the causedBy the findings already carry (read
    // back from a report's JSON).
    static void order(QList<Finding> &findings);
};

} // namespace railyard::diag
