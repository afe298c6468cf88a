// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/shellquote.h"

namespace railyard::remote {

QString ShellQuote::quote(const QString &argument)
{
    static const QString safe = QStringLiteral("-_./:=,@+%");
    const bool plain = !argument.isEmpty() && std::all_of(argument.begin(), argument.end(), [](QChar c) {
        return (c.unicode() < 128 && c.isLetterOrNumber()) || safe.contains(c);
    });
    if (plain)
        return argument;
    QString quoted = argument;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString ShellQuote::join(const QStringList &arguments)
{
    QStringList quoted;
    quoted.reserve(arguments.size());
    for (const QString &a : arguments)
        quoted << quote(a);
    return quoted.join(QLatin1Char(' '));
}

} // namespace railyard::remote
