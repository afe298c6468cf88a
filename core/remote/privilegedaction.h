// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::remote {

// The root work Railyard does on the machine it runs on, in named actions:
// the GUI asks polkit for one of them (pkexec of railyard-helper ACTION),
// never runs itself as root. Each action allows exactly the programs its
// commands start; railyard-helper refuses anything else. The shipped polkit
// policy (installer/org.railyard.railyard.policy) has one action per entry,
// and tst_privilegedaction checks the two agree.
class PrivilegedAction
{
public:
    struct Entry
    {
        QString name; // argv[1] of the helper; the polkit action is org.railyard.railyard.<name>
        QStringList programs;
    };

    static const QList<Entry> &all();
    // The action whose programs include `program`, if any.
    static std::optional<Entry> forProgram(const QString &program);
    static std::optional<Entry> byName(const QString &name);
    static QString polkitId(const QString &name);
    // Where the .deb installs the helper; pkexec matches the policy by it.
    static QString helperPath();
    // The only folders the helper starts programs from (no user PATH).
    static QStringList securePath();
    // What the helper checks beyond the program's name: a shell only runs
    // one of the apply journal's own scripts (guard, decide, commit,
    // revert, restore), never `-c`, and only when that file belongs to root
    // and nobody else may write it; setsid only starts such a shell.
    static Result<void> checkArguments(const QString &program, const QStringList &arguments);
};

} // namespace railyard::remote
