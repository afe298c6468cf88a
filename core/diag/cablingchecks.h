// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QList>

namespace railyard::diag {

struct Observations;

// Wiring. The model's CablingRules decide what is wrong with a cable list;
// this turns their problems into findings ("cabling-<problem id>", e.g.
// cabling-direct-port-mismatch, cabling-loop-port-rule,
// cabling-wrong-neighbour-order, cabling-missing-cable,
// cabling-redundant-cable) and compares the expected cabling with the
// ports that are actually up (cable-missing, cable-unexpected).
class CablingChecks
{
public:
    static QList<Finding> evaluate(const Observations &observations);
};

} // namespace railyard::diag
