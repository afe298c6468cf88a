// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace railyard::remote {

// POSIX sh quoting for transports that must hand a single line to a remote
// shell (SSH exec). Arguments are always quoted, so no text is interpreted.
class ShellQuote
{
public:
    static QString quote(const QString &argument);
    static QString join(const QStringList &arguments);
};

} // namespace railyard::remote
