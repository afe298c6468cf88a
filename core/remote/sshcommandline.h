// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace railyard::remote {

struct RemoteCommand;

enum class SudoMode
{
    None,           // not a root command
    NonInteractive, // sudo -n: NOPASSWD or cached rights
    Password,       // sudo -S: the password is the first line of stdin
};

// The single line handed to the remote shell for an SSH exec. The shell
// first prints its PID (it becomes the process group leader, since sshd
// calls setsid()) so a cancelled command's whole group can be killed; then
// it execs `[sudo ...] env LC_ALL=C <quoted program and arguments>`.
class SshCommandLine
{
public:
    static QString build(const RemoteCommand &command, SudoMode sudo);
    // Terminates the process group (TERM, then KILL after a second).
    static QString killGroup(qint64 pid, SudoMode sudo);
    static QString sudoProbe(SudoMode sudo); // `sudo -n true` / `sudo -S ... true`

    // "RYPID:<pid>\n" is the first stdout line of every command.
    static QByteArray pidMarker();
    static bool isPasswordRequired(const QByteArray &sudoStderr);

private:
    static QString sudoPrefix(SudoMode sudo);
};

} // namespace railyard::remote
