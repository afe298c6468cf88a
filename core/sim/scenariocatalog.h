// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/scenario.h"
#include "util/result.h"

#include <QStringList>

namespace railyard::sim {

// The named scenarios (docs/simulator.md lists what each one plays).
class ScenarioCatalog
{
public:
    static QStringList names();
    static QString defaultDemo() { return QStringLiteral("demo-ring4"); }
    static Result<Scenario> byName(const QString &name);
    // A healthy cluster of `nodes` Sparks named spark-1..N with the expected cabling.
    static Scenario healthy(model::Topology topology, int nodes, int port = 0);
    // A name from names() or the path of a YAML scenario file.
    static Result<Scenario> load(const QString &nameOrFile);
};

} // namespace railyard::sim
