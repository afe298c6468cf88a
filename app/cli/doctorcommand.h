// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/diagnosisengine.h"
#include "diag/finding.h"

#include <QList>
#include <QStringList>

namespace railyard::cli {

// railyard-cli doctor --bundle DIR [--project FILE] [--format text|json]
class DoctorCommand
{
public:
    static int run(const QStringList &arguments);
    // Findings grouped by severity with evidence, fix and cause, then the
    // summary line: how every command that diagnoses prints them as text.
    static QString renderText(const QList<diag::Finding> &findings,
                              const diag::DiagnosisEngine::Summary &summary);
};

} // namespace railyard::cli
