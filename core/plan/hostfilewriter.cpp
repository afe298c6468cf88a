// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/hostfilewriter.h"

#include "plan/networkplan.h"

namespace railyard::plan {

QByteArray HostfileWriter::render(const NetworkPlan &plan)
{
    QByteArray out;
    for (const PlannedNode &node : plan.nodes)
        out += node.name.toUtf8() + " slots=1\n";
    return out;
}

} // namespace railyard::plan
