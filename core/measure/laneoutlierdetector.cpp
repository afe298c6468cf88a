// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/laneoutlierdetector.h"

#include <algorithm>

namespace railyard::measure {

LaneOutlierDetector::LaneOutlierDetector(double factor, double floorPerS)
    : m_factor(factor), m_floor(floorPerS)
{}

std::optional<LaneOutlierDetector::Outlier>
LaneOutlierDetector::check(const QList<std::optional<double>> &lanes) const
{
    std::optional<Outlier> worst;
    for (qsizetype i = 0; i < lanes.size(); ++i) {
        if (!lanes[i] || *lanes[i] < m_floor)
            continue;
        QList<double> others;
        for (qsizetype j = 0; j < lanes.size(); ++j) {
            if (j != i && lanes[j] && *lanes[j] > 0)
                others << *lanes[j];
        }
        double median = 0;
        if (!others.isEmpty()) {
            std::sort(others.begin(), others.end());
            const qsizetype n = others.size();
            median = n % 2 ? others[n / 2] : (others[n / 2 - 1] + others[n / 2]) / 2.0;
        }
        // With every other lane clean, any rate above the floor stands out.
        if (median > 0 && *lanes[i] < m_factor * median)
            continue;
        if (!worst || *lanes[i] > worst->errorsPerS)
            worst = Outlier{int(i), *lanes[i], median};
    }
    return worst;
}

} // namespace railyard::measure
