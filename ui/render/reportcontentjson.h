// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

namespace railyard::render {

struct ReportContent;

// The parts of a report only a live run knows (node facts, cables with
// their status, result tables, charts) as JSON: a support bundle keeps them
// in report.json under "content", so `report --bundle` prints the report the
// live run would have.
class ReportContentJson
{
public:
    // {inventory[{node, facts[[key, value]]}], cables[{a, b?, status, rails, detail}],
    //  results[{title, headers, rows, note}], charts[{title, unit, bars, reference, ...}]}
    static QJsonObject toJson(const ReportContent &content);
    // Adds what `json` holds to `content`; what is missing or malformed is left out.
    static void read(const QJsonObject &json, ReportContent &content);
};

} // namespace railyard::render
