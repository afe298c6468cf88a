// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/privilegedaction.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <sys/stat.h>

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

Result<void> PrivilegedAction::checkArguments(const QString &program, const QStringList &arguments)
{
    auto refuse = [&](const QString &why) {
        return Error{QCoreApplication::translate("railyard::remote::PrivilegedAction", "%1 refused: %2")
                         .arg(program, why),
                     program};
    };
    QStringList args = arguments;
    if (program == QLatin1String("setsid")) {
        // setsid -f sh SCRIPT ...: the apply's dead-man guard.
        if (args.value(0) != QLatin1String("-f") || args.value(1) != QLatin1String("sh"))
            return refuse(QStringLiteral("setsid only starts a journal script (setsid -f sh SCRIPT)"));
        args = args.mid(2);
    } else if (program != QLatin1String("sh")) {
        return {};
    }
    static const QStringList scripts{QStringLiteral("guard.sh"), QStringLiteral("decide.sh"),
                                     QStringLiteral("commit.sh"), QStringLiteral("revert.sh"),
                                     QStringLiteral("restore.sh")};
    const QString script = args.value(0);
    const QFileInfo info(script);
    if (!info.isAbsolute() || script.contains(QStringLiteral("/../")) || !scripts.contains(info.fileName()))
        return refuse(QStringLiteral("a shell only runs a journal script (%1), not '%2'")
                          .arg(scripts.join(QStringLiteral(", ")), script.left(80)));
    struct stat st
    {
    };
    if (::lstat(QFile::encodeName(script).constData(), &st) != 0 || !S_ISREG(st.st_mode))
        return refuse(QStringLiteral("%1 is not a regular file").arg(script));
    if (st.st_uid != 0 || (st.st_mode & (S_IWGRP | S_IWOTH)))
        return refuse(QStringLiteral("%1 is not root's alone (owner %2, mode %3)")
                          .arg(script)
                          .arg(st.st_uid)
                          .arg(st.st_mode & 07777, 4, 8, QLatin1Char('0')));
    return {};
}

} // namespace railyard::remote
