// SPDX-License-Identifier: GPL-3.0-or-later
#include "facts/surveyresult.h"

#include "facts/clusterfacts.h"

namespace railyard::facts {

QList<diag::Finding> SurveyResult::findings(const model::Cluster &cluster) const
{
    ClusterFacts facts;
    facts.judgeAgainst(cluster);
    facts.addDiscovery(discovery);
    facts.addTests(tests);
    return facts.findings();
}

} // namespace railyard::facts
