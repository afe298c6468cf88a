// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/ncclenvscanner.h"

#include <QRegularExpression>

namespace railyard::diag {

QMap<QString, QString> NcclEnvScanner::scan(const QString &text)
{
    static const QRegularExpression assignment(
        QStringLiteral("(?:^|\\s)(?:-x\\s+|export\\s+)?(NCCL_[A-Z0-9_]+)=(\"[^\"]*\"|'[^']*'|[^\\s\\\\]+)"));
    static const QRegularExpression echo(
        QStringLiteral("\\b(NCCL_[A-Z0-9_]+) set (?:by environment )?to (\\S+)"));
    QMap<QString, QString> env;
    for (const QString &raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.startsWith(QLatin1Char('#')))
            continue;
        if (const auto m = echo.match(line); m.hasMatch()) {
            env.insert(m.captured(1), m.captured(2));
            continue;
        }
        auto it = assignment.globalMatch(line);
        while (it.hasNext()) {
            const auto m = it.next();
            QString value = m.captured(2);
            if (value.size() >= 2 &&
                (value.startsWith(QLatin1Char('"')) || value.startsWith(QLatin1Char('\''))))
                value = value.mid(1, value.size() - 2);
            env.insert(m.captured(1), value);
        }
    }
    return env;
}

} // namespace railyard::diag
