// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QList>

namespace railyard::diag {

struct Observations;

// The two rails of one cable in the simultaneous both-rails perftest run:
// a cable reaches its 200 Gb/s only when both rails carry traffic, so one
// rail measuring and its twin measuring nothing halves the cable even when
// every figure on its own looks plausible. Ids: rdma-one-rail.
class CableRailRules
{
public:
    static QList<Finding> evaluate(const Observations &observations);
};

} // namespace railyard::diag
