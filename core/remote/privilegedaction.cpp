// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/privilegedaction.h"

namespace railyard::remote {

const QList<PrivilegedAction::Entry> &PrivilegedAction::all()
{
    // Kept to what core starts with asRoot(): the apply (netplan files,
    // journal, dead-man guard, peer SSH keys, undo), discovery bringing a
    // cluster port up for its link-local probe, and reading netplan files
    // that only root may read.
    static const QList<Entry> entries = {
        {QStringLiteral("configure-network"),
         {QStringLiteral("netplan"), QStringLiteral("ip"), QStringLiteral("install"), QStringLiteral("cp"),
          QStringLiteral("mkdir"), QStringLiteral("ls"), QStringLiteral("sh"), QStringLiteral("setsid"),
          QStringLiteral("true")}},
        {QStringLiteral("read-network-config"), {QStringLiteral("cat")}},
    };
    return entries;
}

std::optional<PrivilegedAction::Entry> PrivilegedAction::forProgram(const QString &program)
{
    for (const Entry &e : all()) {
        if (e.programs.contains(program))
            return e;
    }
    return std::nullopt;
}

std::optional<PrivilegedAction::Entry> PrivilegedAction::byName(const QString &name)
{
    for (const Entry &e : all()) {
        if (e.name == name)
            return e;
    }
    return std::nullopt;
}

QString PrivilegedAction::polkitId(const QString &name)
{
    return QStringLiteral("org.railyard.railyard.") + name;
}

QString PrivilegedAction::helperPath()
{
    // Fixed, as the .deb installs it (its prefix is /usr): the polkit policy
    // names this path, so a helper elsewhere would match no action.
    return QStringLiteral("/usr/libexec/railyard/railyard-helper");
}

QStringList PrivilegedAction::securePath()
{
    return {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin"), QStringLiteral("/sbin"),
            QStringLiteral("/bin")};
}

} // namespace railyard::remote
