// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/reportcontent.h"
#include "util/result.h"

#include <QPageSize>
#include <QStringList>

namespace railyard::render {

// The report for vendor support: a one-line verdict first, then the
// cluster, inventory, cabling diagram (vector), address plan, results,
// every finding with evidence and fix, and the command log.
class PdfReport
{
public:
    struct Options
    {
        QPageSize::PageSizeId pageSize = QPageSize::A4;
        bool redactIdentities = false; // mask user names and addresses
        QStringList secrets;           // always removed (passwords the session knew)
        int maxOutputLines = 30;       // per command in the appendix
    };

    static QString verdict(const QList<diag::Finding> &findings);
    // The document as HTML; the diagram is the marker diagramMarker().
    static QString html(const ReportContent &content, const Options &options);
    static Result<void> write(const ReportContent &content, const QString &path, const Options &options);
    static QString diagramMarker() { return QStringLiteral("[[railyard-cabling-diagram]]"); }
};

} // namespace railyard::render
