// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace railyard {

// An expected failure: bad input, an unreachable node, a rule violated.
// The message is already translated and names the object it is about.
struct Error
{
    QString message;
    QString object; // e.g. "spark-1", "spark-1:port0", "railyard.yaml"
    int line = 0;   // 1-based; 0 when not tied to a position
    int column = 0; // 1-based; 0 when unknown

    QString toString() const
    {
        QString out;
        if (!object.isEmpty())
            out += object;
        if (line > 0) {
            out += (out.isEmpty() ? QString() : QStringLiteral(":")) + QString::number(line);
            if (column > 0)
                out += QStringLiteral(":") + QString::number(column);
        }
        return out.isEmpty() ? message : out + QStringLiteral(": ") + message;
    }
};

} // namespace railyard

#include <QMetaType>
Q_DECLARE_METATYPE(railyard::Error)
