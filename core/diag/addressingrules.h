// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QList>

namespace railyard::diag {

struct Observations;

// Addresses, subnets and MTU on the rail netdevs.
// Ids: duplicate-rail-address, twins-same-subnet, plan-subnet-overlap,
// mtu-mismatch, mtu-plan-mismatch, link-local-only.
class AddressingRules
{
public:
    static QList<Finding> evaluate(const Observations &observations);
};

} // namespace railyard::diag
