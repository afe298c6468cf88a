// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/railbandwidth.h"
#include "model/cable.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>

namespace railyard::measure {

// The real figure of one cable: its rails measured at the same time. It can
// only be made from the legs of one simultaneous run, and has no way to take
// more rails afterwards, so results of sequential runs can never be summed.
class CableBandwidth
{
public:
    static constexpr double NodeLimitGbps = 200.0;

    // Fails when the legs are not all of one run or not all on `cable`.
    static Result<CableBandwidth> fromSimultaneousRun(const model::Cable &cable,
                                                      const QList<RailBandwidth> &legs);

    const model::Cable &cable() const { return m_cable; }
    int runId() const { return m_runId; }
    const QList<RailBandwidth> &rails() const { return m_rails; }
    // The rail measured on `rail` (1 or 2), or nullptr.
    const RailBandwidth *rail(int rail) const;
    double totalGbps() const;
    double percentOfLimit() const { return totalGbps() / NodeLimitGbps * 100.0; }
    // Both rails measured without error.
    bool complete() const;

    // {cable, rails[{rail, netdev, rdma_device, gbps, error?}], total_gbps, percent_of_limit}
    QJsonObject toJson() const;

private:
    CableBandwidth() = default;

    model::Cable m_cable;
    int m_runId = 0;
    QList<RailBandwidth> m_rails;
};

} // namespace railyard::measure
