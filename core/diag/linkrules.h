// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QList>

namespace railyard::diag {

struct Observations;

// Physical link state: rails up, speed, flaps, Spark-side breakouts.
// Ids: port-one-rail-up, rail-speed-low, link-flap, spark-side-breakout.
class LinkRules
{
public:
    static QList<Finding> evaluate(const Observations &observations);
};

} // namespace railyard::diag
