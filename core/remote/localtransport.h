// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandtransport.h"
#include "util/result.h"
#include "util/secretbytes.h"

#include <QStringList>

namespace railyard::remote {

// Runs commands on this machine (Railyard running on a Spark), without a shell.
class LocalTransport : public CommandTransport
{
    Q_OBJECT
public:
    // How a command that needs root runs when Railyard itself is not root.
    enum class Privilege
    {
        Sudo,   // sudo -n: the command line (a cached sudo ticket, or NOPASSWD)
        Pkexec, // pkexec railyard-helper ACTION: the GUI, through polkit's agent
    };

    explicit LocalTransport(const QString &node, QObject *parent = nullptr);

    void setPrivilege(Privilege privilege) { m_privilege = privilege; }
    Privilege privilege() const { return m_privilege; }
    // The user's sudo password (--sudo-password-file): when `sudo -n true`
    // says sudo wants one, root commands get it on stdin (`sudo -S -k`,
    // never a cached ticket, so it can never reach the command instead).
    void setSudoPassword(const util::SecretBytes &password) { m_sudoPassword = password; }
    const util::SecretBytes &sudoPassword() const { return m_sudoPassword; }
    // What the first probe found; Unknown until a root command ran.
    enum class SudoNeed
    {
        Unknown,
        NoPassword,
        Password,
    };
    SudoNeed sudoNeed() const { return m_sudoNeed; }
    void setSudoNeed(SudoNeed need) { m_sudoNeed = need; }

    CommandJob *start(const RemoteCommand &command) override;

    // The program and arguments a command is started as: itself, or behind
    // `sudo -n --` or `pkexec railyard-helper ACTION --` when it needs root
    // and this process is not root. An error when no helper action allows it.
    // `sudoWithPassword`: sudo reads the password from stdin first.
    static Result<QStringList> commandLine(const RemoteCommand &command, Privilege privilege,
                                           bool runningAsRoot, bool sudoWithPassword = false);

private:
    Privilege m_privilege = Privilege::Sudo;
    util::SecretBytes m_sudoPassword;
    SudoNeed m_sudoNeed = SudoNeed::Unknown;
};

} // namespace railyard::remote
