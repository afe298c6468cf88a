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
};

} // namespace railyard::measure
