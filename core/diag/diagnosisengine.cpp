// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/diagnosisengine.h"

#include "diag/addressingrules.h"
#include "diag/cablerailrules.h"
#include "diag/cablingchecks.h"
#include "diag/causelinker.h"
#include "diag/eepromrules.h"
#include "diag/errorcounterrules.h"
#include "diag/linkrules.h"
#include "diag/ncclrules.h"
#include "diag/netplanrules.h"
#include "diag/observations.h"
#include "diag/pcierules.h"
#include "diag/rdmarules.h"

#include <QJsonArray>
#include <algorithm>

namespace railyard::diag {

QList<Finding> DiagnosisEngine::evaluate(const Observations &observations)
{
    QList<Finding> all = observations.inputFindings;
    all += CablingChecks::evaluate(observations);
    all += LinkRules::evaluate(observations);
    all += AddressingRules::evaluate(observations);
    all += NetplanRules::evaluate(observations);
    all += PcieRules::evaluate(observations);
    all += RdmaRules::evaluate(observations);
    all += CableRailRules::evaluate(observations);
    all += ErrorCounterRules::evaluate(observations);
    all += EepromRules::evaluate(observations);
    all += NcclRules::evaluate(observations);
    CauseLinker::link(all, &observations);
    return all;
}

DiagnosisEngine::Summary DiagnosisEngine::summarize(const QList<Finding> &findings)
{
    Summary s;
    for (const Finding &f : findings) {
        switch (f.severity) {
        case model::Severity::Error:
            ++s.errors;
            break;
        case model::Severity::Warning:
            ++s.warnings;
            break;
        case model::Severity::Info:
            ++s.infos;
            break;
        }
    }
    return s;
}

QJsonObject DiagnosisEngine::toJson(const QList<Finding> &findings)
{
    QJsonArray list;
    for (const Finding &f : findings)
        list.append(f.toJson());
    const Summary summary = summarize(findings);
    return {{QStringLiteral("findings"), list},
            {QStringLiteral("summary"), QJsonObject{{QStringLiteral("errors"), summary.errors},
                                                    {QStringLiteral("warnings"), summary.warnings},
                                                    {QStringLiteral("infos"), summary.infos}}}};
}

} // namespace railyard::diag
