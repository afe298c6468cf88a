// SPDX-License-Identifier: GPL-3.0-or-later
#include "parsewarning.h"

#include <QJsonObject>

namespace railyard::probe {

QJsonArray ParseWarning::toJson(const QList<ParseWarning> &warnings)
{
    QJsonArray out;
    for (const ParseWarning &w : warnings)
        out.append(QJsonObject{{QStringLiteral("line"), w.line},
                               {QStringLiteral("text"), w.text},
                               {QStringLiteral("reason"), w.reason}});
    return out;
}

} // namespace railyard::probe
