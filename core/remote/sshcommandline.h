// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

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
// The marker carries a nonce fresh per command and is printed on stdout
// and on stderr: whatever comes before it on either stream was printed by
// the login shell (a ~/.bashrc that echoes, which Ubuntu sources for
// `ssh host cmd`), never by the command, and is dropped.
class SshCommandLine
{
public:
    static QString build(const RemoteCommand &command, SudoMode sudo, const QByteArray &nonce);
    // A fresh nonce for build(): 16 hex digits.
    static QByteArray newNonce();
    // What stdout said so far, head: nullopt until the marker line
    // "RYPID:<nonce>:<pid>" has arrived; then the bytes after it (the
    // command's own output), with *pid set.
    static std::optional<QByteArray> afterStdoutMarker(const QByteArray &head, const QByteArray &nonce,
                                                       qint64 *pid);
    // The same for stderr, whose marker line is "RYPID:<nonce>".
    static std::optional<QByteArray> afterStderrMarker(const QByteArray &head, const QByteArray &nonce);
    // Beyond this many bytes without a marker the stream is delivered as is.
    static constexpr qsizetype MaxPreamble = 256 * 1024;
    // Terminates the process group (TERM, then KILL after a second).
    static QString killGroup(qint64 pid, SudoMode sudo);
    static QString sudoProbe(SudoMode sudo); // `sudo -n true` / `sudo -S ... true`

    // "RYPID:" starts the marker line of every command.
    static QByteArray pidMarker();
    static bool isPasswordRequired(const QByteArray &sudoStderr);

private:
    static QString sudoPrefix(SudoMode sudo);
};

} // namespace railyard::remote
