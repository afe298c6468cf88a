// SPDX-License-Identifier: GPL-3.0-or-later
// railyard-helper ACTION -- PROGRAM [ARGUMENT...]: the root side of the GUI
// on the machine it runs on. pkexec starts it after polkit allowed the
// action org.railyard.railyard.ACTION (the policy names this file and
// ACTION as its first argument); it runs PROGRAM only when that action
// allows it (remote::PrivilegedAction), found in the system folders only,
// with a clean environment and LC_ALL=C, replacing itself (no shell, no
// child left behind).
#include "remote/privilegedaction.h"

#include <QByteArray>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>
#include <cstdio>
#include <unistd.h>
#include <vector>

using railyard::remote::PrivilegedAction;

namespace {

int refuse(const QString &why, int code)
{
    std::fprintf(stderr, "railyard-helper: %s\n", qPrintable(why));
    return code;
}

} // namespace

int main(int argc, char **argv)
{
    // No QCoreApplication: nothing here needs an event loop, plugins or
    // the caller's environment (pkexec has cleared it already).
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (args.size() < 3 || args[1] != QLatin1String("--"))
        return refuse(QStringLiteral("usage: railyard-helper ACTION -- PROGRAM [ARGUMENT...]"), 2);
    if (::geteuid() != 0)
        return refuse(QStringLiteral("must run as root (started through pkexec)"), 126);
    const auto action = PrivilegedAction::byName(args[0]);
    if (!action)
        return refuse(QStringLiteral("unknown action '%1'").arg(args[0]), 126);
    const QString program = args[2];
    // A bare name only: a path would let the caller pick the binary.
    if (program.contains(QLatin1Char('/')) || !action->programs.contains(program))
        return refuse(QStringLiteral("action %1 does not run '%2'").arg(action->name, program), 126);
    if (const auto checked = PrivilegedAction::checkArguments(program, args.mid(3)); !checked)
        return refuse(checked.error().message, 126);
    QString path;
    for (const QString &dir : PrivilegedAction::securePath()) {
        const QFileInfo candidate(dir + QLatin1Char('/') + program);
        if (candidate.isFile() && candidate.isExecutable()) {
            path = candidate.filePath();
            break;
        }
    }
    if (path.isEmpty())
        return refuse(QStringLiteral("%1: not found").arg(program), 127);

    std::vector<QByteArray> storage;
    storage.push_back(QFile::encodeName(path));
    for (qsizetype i = 3; i < args.size(); ++i)
        storage.push_back(args[i].toLocal8Bit());
    std::vector<char *> argvOut;
    for (QByteArray &a : storage)
        argvOut.push_back(a.data());
    argvOut.push_back(nullptr);
    const QByteArray pathVar = "PATH=" + PrivilegedAction::securePath().join(QLatin1Char(':')).toLocal8Bit();
    char lcAll[] = "LC_ALL=C";
    std::vector<char *> env{lcAll, const_cast<char *>(pathVar.constData()), nullptr};
    ::execve(argvOut[0], argvOut.data(), env.data());
    return refuse(QStringLiteral("cannot start %1").arg(path), 126);
}
