// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"
#include "inventory/discoveryresult.h"
#include "measure/testsuite.h"
#include "plan/networkplan.h"
#include "report/reportitem.h"

#include <QList>
#include <QStringList>
#include <memory>
#include <optional>

namespace railyard::model {
struct Cluster;
}

namespace railyard::facts {

// What one ClusterSurvey learnt; the report tree holds every command it ran.
struct SurveyResult
{
    std::unique_ptr<report::ReportItem> log;
    report::ReportItem *discoveryItem = nullptr;
    // The test suite's stages (null when a stage did not run).
    report::ReportItem *loopbackItem = nullptr;
    report::ReportItem *rdmaItem = nullptr;
    report::ReportItem *ncclItem = nullptr;
    std::optional<plan::NetworkPlan> plan;
    inventory::DiscoveryResult discovery;
    measure::TestSuiteResults tests;
    QStringList notes; // what could not run, translated

    // What every rule finds in it (ClusterFacts, as the wizard's session
    // builds them from the same steps), causes first.
    QList<diag::Finding> findings(const model::Cluster &cluster) const;
};

} // namespace railyard::facts
