// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace railyard::report {

class ReportItem;

// Text for the terminal and logs, HTML for the details view and the PDF.
class ReportRenderer
{
public:
    struct Options
    {
        int maxOutputLines = 40; // per stream, per command
        bool includeOutput = true;
    };

    static QString toText(const ReportItem &root, const Options &options);
    static QString toText(const ReportItem &root) { return toText(root, Options{}); }
    static QString toHtml(const ReportItem &root, const Options &options);
    static QString toHtml(const ReportItem &root) { return toHtml(root, Options{}); }
};

} // namespace railyard::report
