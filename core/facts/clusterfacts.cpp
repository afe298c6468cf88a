// SPDX-License-Identifier: GPL-3.0-or-later
#include "facts/clusterfacts.h"

#include "diag/causelinker.h"
#include "diag/diagnosisengine.h"
#include "inventory/discoveryresult.h"
#include "inventory/nodeinventory.h"
#include "measure/testsuite.h"

#include <algorithm>

namespace railyard::facts {

namespace {

void addOnce(QList<diag::Finding> &list, const diag::Finding &f)
{
    if (std::none_of(list.begin(), list.end(), [&](const diag::Finding &o) { return o.sameAs(f.ref()); }))
        list.append(f);
}

} // namespace

void ClusterFacts::clear()
{
    m_observations = diag::Observations();
    m_discoveryFindings.clear();
    m_toolFindings.clear();
    changed();
}

void ClusterFacts::judgeAgainst(const model::Cluster &cluster)
{
    m_observations.judgeAgainst(cluster);
    changed();
}

void ClusterFacts::addInventory(const inventory::NodeInventory &inventory)
{
    // A node that could not be reached read nothing; its older readings stay.
    if (inventory.reachable)
        inventory.addTo(m_observations);
    changed();
}

void ClusterFacts::addDiscovery(const inventory::DiscoveryResult &result)
{
    for (const inventory::NodeInventory &inv : result.inventories)
        addInventory(inv);
    for (auto it = result.neighbours.begin(); it != result.neighbours.end(); ++it) {
        for (diag::NodeObservations &n : m_observations.nodes) {
            if (n.node == it.key())
                n.neighbours = it.value();
        }
    }
    QList<model::Cable> inside;
    for (const inventory::DiscoveredCable &c : result.cables) {
        if (c.insideCluster())
            inside << c.toCable();
    }
    // The rules compare what is plugged where with the link state, not the
    // plan's cabling: the discovery already said where they differ.
    m_observations.discoveredCables = inside;
    m_discoveryFindings = result.findings;
    changed();
}

void ClusterFacts::setCables(const QList<model::Cable> &cables)
{
    m_observations.discoveredCables = cables;
    changed();
}

void ClusterFacts::addTests(const measure::TestSuiteResults &results)
{
    for (const measure::TestKind kind : {measure::TestKind::Loopback, measure::TestKind::Rdma,
                                         measure::TestKind::Nccl, measure::TestKind::Soak})
        addTests(results, kind);
}

void ClusterFacts::addTests(const measure::TestSuiteResults &results, measure::TestKind kind)
{
    results.addTo(m_observations, kind);
    for (const diag::Finding &f : results.toolFindings())
        m_toolFindings.insert(f.object.node + QLatin1Char('/') + f.evidence.value(0).value, f);
    changed();
}

QList<diag::Finding> ClusterFacts::findings() const
{
    if (m_findings)
        return *m_findings;
    QList<diag::Finding> out = diag::DiagnosisEngine::evaluate(m_observations);
    for (const diag::Finding &f : m_discoveryFindings)
        addOnce(out, f);
    // One per node and program already; two programs missing on one node
    // are two findings on the same object.
    out += m_toolFindings.values();
    diag::CauseLinker::link(out, &m_observations);
    m_findings = out;
    return out;
}

} // namespace railyard::facts
