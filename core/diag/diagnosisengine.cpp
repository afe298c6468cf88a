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

#include <QCoreApplication>
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

QString DiagnosisEngine::toText(const QList<Finding> &findings)
{
    QString out;
    for (const model::Severity s :
         {model::Severity::Error, model::Severity::Warning, model::Severity::Info}) {
        QString section;
        for (const Finding &f : findings) {
            if (f.severity != s)
                continue;
            section += QStringLiteral("\n[%1] %2: %3\n").arg(f.id, f.object.toString(), f.explanation);
            if (f.causedBy)
                section +=
                    QStringLiteral("  %1 [%2] %3\n")
                        .arg(QCoreApplication::translate("railyard::diag::DiagnosisEngine", "Follows from:"),
                             f.causedBy->id, f.causedBy->object.toString());
            for (const Evidence &e : f.evidence)
                section += QStringLiteral("    %1: %2 = %3\n").arg(e.source, e.key, e.value);
            section +=
                QStringLiteral("  %1 %2\n")
                    .arg(QCoreApplication::translate("railyard::diag::DiagnosisEngine", "Fix:"), f.fix);
        }
        if (section.isEmpty())
            continue;
        const QString heading =
            s == model::Severity::Error
                ? QCoreApplication::translate("railyard::diag::DiagnosisEngine", "Errors")
            : s == model::Severity::Warning
                ? QCoreApplication::translate("railyard::diag::DiagnosisEngine", "Warnings")
                : QCoreApplication::translate("railyard::diag::DiagnosisEngine", "Information");
        out += QStringLiteral("== %1 ==\n").arg(heading) + section + QLatin1Char('\n');
    }
    if (findings.isEmpty())
        out += QCoreApplication::translate("railyard::diag::DiagnosisEngine", "No findings.\n");
    const Summary summary = summarize(findings);
    out += QCoreApplication::translate("railyard::diag::DiagnosisEngine",
                                       "%1 error(s), %2 warning(s), %3 info\n")
               .arg(summary.errors)
               .arg(summary.warnings)
               .arg(summary.infos);
    return out;
}

} // namespace railyard::diag
