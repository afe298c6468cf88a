// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/severity.h"

#include <QString>

namespace railyard::model {

// A violated cabling rule, explained for a person standing at the rack.
struct CablingProblem
{
    QString id;       // stable, e.g. "direct-port-mismatch"
    Severity severity = Severity::Error;
    QString object;   // the node, port or cable it is about
    QString explanation;
    QString fix;

    QString toString() const { return object + QStringLiteral(": ") + explanation + QStringLiteral(" ") + fix; }
};

} // namespace railyard::model
