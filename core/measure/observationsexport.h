// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace railyard::diag {
struct Observations;
}

namespace railyard::measure {

struct CableMeasurement;
struct LoopbackResult;
struct NcclRunResult;
struct SoakResult;

// Hands measured results to the findings engine in the shape its rules
// read (diag::Observations), so the throttle, one-rail, low-throughput and
// NCCL findings come from one place.
class ObservationsExport
{
public:
    static void addRdma(diag::Observations &observations, const QList<CableMeasurement> &cables);
    static void addLoopback(diag::Observations &observations, const QList<LoopbackResult> &results);
    static void addNccl(diag::Observations &observations, const QString &launchNode,
                        const NcclRunResult &result);
    // Each receiver's counters at the start and the end of the soak, as two
    // timed `ethtool -S` samples: the lane, CRC, BER and link-flap rules
    // judge them as they judge a bundle's.
    static void addSoak(diag::Observations &observations, const SoakResult &result);
};

} // namespace railyard::measure
