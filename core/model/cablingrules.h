// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cablingproblem.h"

#include <QList>

namespace railyard::model {

struct Cluster;
struct Cable;

// The cabling each topology needs, checked before anything is planned or
// pushed. Every violation comes back as a named, explained problem.
class CablingRules
{
public:
    static constexpr int MinRingNodes = 4;
    static constexpr int MaxRingNodes = 8;       // beyond this, --allow-large-ring
    static constexpr int MaxLargeRingNodes = 16; // the default pool is sized for this
    static constexpr int MaxSwitchNodes = 254;   // one /24 per rail

    static QList<CablingProblem> check(const Cluster &cluster);
    // cluster.cables, or the expected cabling when none were given
    static QList<Cable> effectiveCables(const Cluster &cluster);
};

} // namespace railyard::model
