// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/reportcontent.h"
#include "util/result.h"

#include <QPageSize>
#include <QStringList>

namespace railyard::report {
class ReportItem;
}

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
        // A log of more commands than this (a lab of many nodes) goes to a
        // second PDF beside the report (appendixPath()); the report says so.
        int inlineCommandLimit = 1500; // 8 nodes stay inline (~900), 32 (~3600) do not
        QString commandLogFile;        // set by write() when it splits; html() refers to it
    };

    static QString verdict(const QList<diag::Finding> &findings);
    // The document as HTML; the diagram is the marker diagramMarker(), chart
    // N the marker chartMarker(N). `sectionPages` are the page numbers the
    // contents list shows, one per numbered section (empty: placeholders).
    static QString html(const ReportContent &content, const Options &options,
                        const QList<int> &sectionPages = {});
    // Writes the report, and the command log to appendixPath(path) when it
    // has more than inlineCommandLimit commands (a stale one is removed).
    static Result<void> write(const ReportContent &content, const QString &path, const Options &options);
    // "report.pdf" -> "report-commands.pdf", in the same folder.
    static QString appendixPath(const QString &path);
    static int commandCount(const report::ReportItem &item);
    static QString diagramMarker() { return QStringLiteral("[[railyard-cabling-diagram]]"); }
    static QString chartMarker(int index) { return QStringLiteral("[[railyard-chart-%1]]").arg(index); }
    static constexpr int SectionCount = 8;
};

} // namespace railyard::render
