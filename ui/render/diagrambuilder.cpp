// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/diagrambuilder.h"

#include "diag/finding.h"
#include "inventory/discoveryresult.h"
#include "measure/cablebandwidth.h"
#include "measure/rdmabandwidthtest.h"
#include "model/cablingrules.h"
#include "model/cluster.h"
#include "model/expectedcabling.h"

#include <QCoreApplication>
#include <algorithm>

namespace railyard::render {

using namespace railyard::model;

namespace {

// A problem (error or warning) about a cable, or about a port, rail or lane at one of its ends.
bool flags(const diag::Finding &f, const Cable &cable)
{
    if (f.severity != Severity::Error && f.severity != Severity::Warning)
        return false;
    if (f.object.kind == diag::FindingObject::Kind::Cable)
        return f.object.cable && f.object.cable->sameAs(cable);
    auto at = [&](const CableEnd &end) {
        return f.object.node == end.node && f.object.port && *f.object.port == end.port;
    };
    return at(cable.a) || (cable.b && at(*cable.b));
}

} // namespace

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

QList<DiagramCable> DiagramBuilder::found(const Cluster &cluster,
                                          const std::optional<inventory::DiscoveryResult> &discovery,
                                          const QList<diag::Finding> &findings,
                                          const QList<measure::CableMeasurement> &rdma)
{
    QList<DiagramCable> out;
    const QList<inventory::DiscoveredCable> discovered =
        discovery ? discovery->cables : QList<inventory::DiscoveredCable>{};

    // Cables as found by discovery, then the ones the topology expects that
    // discovery did not see. A both-rails RDMA run over an expected cable
    // proves it is there even when nothing answered the neighbour probe.
    auto endFlagged = [&](const model::Cable &cable) {
        return std::any_of(findings.begin(), findings.end(),
                           [&](const diag::Finding &f) { return flags(f, cable); });
    };
    const QList<model::Cable> expected = model::CablingRules::effectiveCables(cluster);
    auto expectedAt = [&](const model::CableEnd &end) {
        return std::any_of(expected.begin(), expected.end(),
                           [&](const model::Cable &e) { return e.a == end || (e.b && *e.b == end); });
    };
    const bool switched = cluster.topology == model::Topology::Switch;
    for (const inventory::DiscoveredCable &d : discovered) {
        // Silence on a port the topology cables is told by the expected cable below.
        if (!d.insideCluster() && d.farEnd == inventory::DiscoveredCable::FarEnd::Silent && expectedAt(d.a))
            continue;
        // A port answered by strangers has nothing to join on a diagram
        // without a switch; its finding says why.
        if (!d.b && !switched)
            continue;
        DiagramCable dc;
        dc.cable = d.toCable();
        for (int rail = 1; rail <= 2; ++rail)
            dc.rails[rail - 1] = d.railsUp.contains(rail) ? RailState::Up : RailState::Down;
        dc.status = !d.insideCluster() || d.railsUp.size() < 2 || endFlagged(dc.cable) ? CableStatus::Problem
                                                                                       : CableStatus::Ok;
        QStringList problems;
        for (const diag::Finding &f : findings) {
            if (flags(f, dc.cable))
                problems << f.explanation;
        }
        problems.removeDuplicates();
        dc.detail =
            problems.isEmpty() ? d.evidence.join(QLatin1Char('\n')) : problems.join(QLatin1Char('\n'));
        out << dc;
    }
    for (const model::Cable &want : expected) {
        if (std::any_of(out.begin(), out.end(),
                        [&](const DiagramCable &dc) { return dc.cable.sameAs(want); }))
            continue;
        DiagramCable dc{want,
                        CableStatus::Missing,
                        {RailState::Unknown, RailState::Unknown},
                        QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                                    "Expected by the topology; no link was found.")};
        const bool silent = std::any_of(discovered.begin(), discovered.end(), [&](const auto &d) {
            return d.farEnd == inventory::DiscoveredCable::FarEnd::Silent &&
                   (d.a == want.a || (want.b && d.a == *want.b));
        });
        for (const measure::CableMeasurement &m : rdma) {
            if (!m.bothRails || !m.cable.sameAs(want))
                continue;
            for (const measure::RailBandwidth &r : m.bothRails->rails()) {
                if (r.rail >= 1 && r.rail <= 2)
                    dc.rails[r.rail - 1] = r.gbps > 0 ? RailState::Up : RailState::Down;
            }
        }
        const bool measured = dc.rails[0] == RailState::Up || dc.rails[1] == RailState::Up;
        if (measured) {
            const bool both = dc.rails[0] == RailState::Up && dc.rails[1] == RailState::Up;
            dc.status = both && !endFlagged(want) ? CableStatus::Ok : CableStatus::Problem;
            dc.detail =
                QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                            "Present: RDMA ran over it (discovery saw no neighbour).");
        } else if (silent) {
            dc.status = CableStatus::Planned;
            dc.detail =
                QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                            "Unconfirmed: the ports have a link but nothing answered.");
        } else if (!discovery) {
            // Nobody looked: not missing, only not checked yet.
            dc.status = CableStatus::Planned;
            dc.detail = QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                                    "Not checked: cabling discovery has not run.");
        }
        out << dc;
    }
    return out;
}

void DiagramBuilder::applyLiveLinks(QList<DiagramCable> &cables, const LiveLinks &links)
{
    if (links.isEmpty())
        return;
    for (DiagramCable &dc : cables) {
        QStringList down;
        for (const std::optional<CableEnd> &end : {std::optional(dc.cable.a), dc.cable.b}) {
            if (!end)
                continue;
            const auto node = links.constFind(end->node);
            if (node == links.constEnd())
                continue;
            for (const Rail &rail : Port(end->port).rails()) {
                const auto state = node->constFind(rail.netdev());
                if (state == node->constEnd() || *state)
                    continue;
                dc.rails[rail.index() - 1] = RailState::Down;
                down << QCoreApplication::translate("railyard::render::DiagramBuilder",
                                                    "%1 on %2 went down (reported by the kernel just now).")
                            .arg(rail.netdev(), end->node);
            }
        }
        if (down.isEmpty())
            continue;
        dc.status = CableStatus::Problem;
        dc.detail =
            down.join(QLatin1Char('\n')) + (dc.detail.isEmpty() ? QString() : QLatin1Char('\n') + dc.detail);
    }
}

} // namespace railyard::render
