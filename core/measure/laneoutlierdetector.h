// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <optional>

namespace railyard::measure {

// The soak's early warning: one lane with far more errors per second than
// the other lanes of the same port (the failing cable showed ~1000x before
// the link dropped). Pure, so it is tested on plain numbers.
class LaneOutlierDetector
{
public:
    // factor: how many times the median of the other lanes; floorPerS: the
    // rate a lane must exceed at all, so a clean QSFP56 (zero everywhere)
    // does not flag a lane for a handful of errors.
    explicit LaneOutlierDetector(double factor = 100.0, double floorPerS = 1e5);

    struct Outlier
    {
        int lane = 0;
        double errorsPerS = 0;
        double othersMedianPerS = 0;
    };

    // Lanes that report nothing (nullopt) are ignored; unused lanes of a
    // two-lane cable read 0 and are ignored as well when others count.
    std::optional<Outlier> check(const QList<std::optional<double>> &laneErrorsPerS) const;

private:
    double m_factor;
    double m_floor;
};

} // namespace railyard::measure
