// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/diagrambuilder.h"

#include "model/cablingrules.h"
#include "model/cluster.h"
#include "model/expectedcabling.h"

#include <QCoreApplication>

namespace railyard::render {

using namespace railyard::model;

QList<DiagramCable> DiagramBuilder::fromCluster(const Cluster &cluster)
{
    const QList<CablingProblem> problems = CablingRules::check(cluster);
    QList<DiagramCable> out;
    for (const Cable &cable : CablingRules::effectiveCables(cluster)) {
        DiagramCable dc{cable, CableStatus::Planned, {RailState::Unknown, RailState::Unknown}, QString()};
        for (const CablingProblem &p : problems) {
            if (p.cable == cable && p.severity == Severity::Error) {
                dc.status = CableStatus::Problem;
                dc.detail += p.explanation + QLatin1Char(' ') + p.fix + QLatin1Char('\n');
            }
        }
        out << dc;
    }
    if (!cluster.cables.isEmpty()) {
        for (const Cable &want :
             ExpectedCabling::forTopology(cluster.topology, cluster.nodeNames(), cluster.options.port)) {
            const bool present =
                std::any_of(cluster.cables.begin(), cluster.cables.end(), [&](const Cable &c) {
                    return c == want || (c.b && want.b && c.a == *want.b && *c.b == want.a);
                });
            if (!present)
                out << DiagramCable{want,
                                    CableStatus::Missing,
                                    {RailState::Unknown, RailState::Unknown},
                                    QCoreApplication::translate("railyard::render::DiagramBuilder",
                                                                "Expected by the topology, not present.")};
        }
    }
    return out;
}

} // namespace railyard::render
