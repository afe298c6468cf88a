// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QList>

namespace railyard::diag {

struct Observations;

// ethtool -m module EEPROM contents.
// Ids: eeprom-placeholder, eeprom-length-rounded (both info).
class EepromRules
{
public:
    static QList<Finding> evaluate(const Observations &observations);
};

} // namespace railyard::diag
