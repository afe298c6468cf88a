// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>

namespace railyard::probe {

// A line that is recognisably the parser's kind but holds a value it cannot
// read: kept aside with the reason, and the rest of the file is parsed.
// Only a file with nothing of its kind in it is an error.
struct ParseWarning
{
    int line = 0; // 1-based, in the text given to the parser
    QString text; // the line, trimmed
    QString reason;

    // [{line, text, reason}]
    static QJsonArray toJson(const QList<ParseWarning> &warnings);
};

} // namespace railyard::probe
