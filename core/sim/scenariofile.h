// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/scenario.h"
#include "util/result.h"

#include <QString>

namespace railyard::sim {

// A scenario in YAML: a base (named scenario or topology + node count) with
// cables and per-node faults on top. See docs/simulator.md for the schema.
class ScenarioFile
{
public:
    static Result<Scenario> parse(const QString &yaml, const QString &origin = QString());
    static Result<Scenario> load(const QString &path);
};

} // namespace railyard::sim
