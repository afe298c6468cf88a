// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cable.h"
#include "model/severity.h"

#include <QString>
#include <optional>

namespace railyard::model {

// A violated cabling rule, explained for a person standing at the rack.
struct CablingProblem
{
    QString id;       // stable, e.g. "direct-port-mismatch"
    Severity severity = Severity::Error;
    QString object;   // the node, port or cable it is about
    std::optional<Cable> cable; // when it is about a cable: which one
    QString explanation;
    QString fix;

    QString toString() const { return object + QStringLiteral(": ") + explanation + QStringLiteral(" ") + fix; }
};

} // namespace railyard::model
