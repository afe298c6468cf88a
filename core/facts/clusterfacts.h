// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"
#include "diag/observations.h"

#include <QList>
#include <QMap>
#include <QString>
#include <optional>

namespace railyard::inventory {
struct DiscoveryResult;
struct NodeInventory;
} // namespace railyard::inventory

namespace railyard::measure {
struct TestSuiteResults;
enum class TestKind;
} // namespace railyard::measure

namespace railyard::facts {

// Everything one session learnt about the cluster, in the one form the
// rules read, and what they find in it. Results are added as they arrive
// (a node's inventory, a discovery, one test step); findings() runs every
// rule on what is known by then. The GUI's session and the CLI's commands
// build their facts here, so the same run gives the same findings in both;
// a support bundle read back gives the same observations (BundleLoader).
class ClusterFacts
{
public:
    // Forgets everything (another cluster, another demo).
    void clear();
    // The cluster and its address plan the facts are judged against.
    void judgeAgainst(const model::Cluster &cluster);

    // A node's inventory: its readings replace older ones of the same tools.
    void addInventory(const inventory::NodeInventory &inventory);
    // A cabling discovery: every node's inventory, the neighbour tables its
    // pings left, the cables found inside the cluster, and the findings only
    // the live probe could make (a cable on the wrong port, one rail up).
    void addDiscovery(const inventory::DiscoveryResult &result);
    // Cables known from elsewhere (an adopted cluster's recognised topology).
    void setCables(const QList<model::Cable> &cables);
    // The measurements of a test run, or of one of its steps as it ends.
    void addTests(const measure::TestSuiteResults &results);
    void addTests(const measure::TestSuiteResults &results, measure::TestKind kind);

    const diag::Observations &observations() const { return m_observations; }
    // Every rule's findings on the facts, the discovery's own and the tests'
    // missing tools, each once, causes linked and first.
    // Computed once per change of the facts: every page of the wizard asks
    // for them when they change, on the GUI thread.
    QList<diag::Finding> findings() const;

private:
    void changed() { m_findings.reset(); }

    diag::Observations m_observations;
    QList<diag::Finding> m_discoveryFindings;
    QMap<QString, diag::Finding> m_toolFindings; // by node and program
    mutable std::optional<QList<diag::Finding>> m_findings;
};

} // namespace railyard::facts
