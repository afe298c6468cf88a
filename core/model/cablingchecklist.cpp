// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cablingchecklist.h"

#include <QCoreApplication>

namespace railyard::model {

QString CablingChecklist::endName(const CableEnd &end)
{
    // As Cable::toString: the port word matches the chassis labels, untranslated.
    return end.node + QStringLiteral(" port ") + QString::number(end.port);
}

QList<ChecklistEntry> CablingChecklist::entries(const QList<Cable> &cables)
{
    QList<ChecklistEntry> out;
    for (const Cable &c : cables)
        out << ChecklistEntry{int(out.size()) + 1, endName(c.a),
                              c.b ? endName(*c.b)
                                  : QCoreApplication::translate("railyard::model::CablingChecklist", "switch")};
    return out;
}

QString CablingChecklist::line(const ChecklistEntry &entry)
{
    return QStringLiteral("%1. %2 → %3").arg(entry.number).arg(entry.from, entry.to);
}

} // namespace railyard::model
