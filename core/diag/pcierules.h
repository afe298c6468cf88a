// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QList>

namespace railyard::diag {

struct Observations;

// The two PCIe Gen5 x4 links between the SoC and the ConnectX-7.
// Id: pcie-link-degraded. The mlx5 "insufficient power (27W)" notice is
// deliberately not a finding: it appears on healthy and throttled cards.
class PcieRules
{
public:
    static QList<Finding> evaluate(const Observations &observations);
};

} // namespace railyard::diag
