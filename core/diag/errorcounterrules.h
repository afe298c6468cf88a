// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QList>

namespace railyard::diag {

struct Observations;

// ethtool -S error counters of the rail netdevs.
// Ids: crc-errors, lane-error-outlier, lane-error-outlier-candidate,
// fec-ber-high, fec-ber-approaching.
class ErrorCounterRules
{
public:
    static QList<Finding> evaluate(const Observations &observations);
};

} // namespace railyard::diag
