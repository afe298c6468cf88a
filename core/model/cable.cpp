// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cable.h"

namespace railyard::model {

QString Cable::toString() const
{
    // Port words stay untranslated: they match the labels printed on the chassis diagram.
    const QString left = a.node + QStringLiteral(" port ") + QString::number(a.port);
    if (!b)
        return left + QStringLiteral(" → switch");
    return left + QStringLiteral(" → ") + b->node + QStringLiteral(" port ") + QString::number(b->port);
}

} // namespace railyard::model
