// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QJsonObject>
#include <QList>

namespace railyard::diag {

struct Observations;

// Runs every rule over the observations. Pure: no I/O, the same input
// always gives the same findings in the same order: causes by severity
// (errors first), each followed by the findings it explains (CauseLinker).
class DiagnosisEngine
{
public:
    static QList<Finding> evaluate(const Observations &observations);
    // {errors, warnings, infos}
    struct Summary
    {
        int errors = 0;
        int warnings = 0;
        int infos = 0;
    };
    static Summary summarize(const QList<Finding> &findings);
    // {findings[...], summary{errors, warnings, infos}}: how every command
    // that diagnoses prints its findings as JSON (more keys may be added).
    static QJsonObject toJson(const QList<Finding> &findings);
    // Grouped by severity with cause, evidence and fix, then the summary
    // line: how every command that diagnoses prints its findings as text.
    static QString toText(const QList<Finding> &findings);
};

} // namespace railyard::diag
