// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandtransport.h"
#include "util/result.h"

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

    CommandJob *start(const RemoteCommand &command) override;

    // The program and arguments a command is started as: itself, or behind
    // `sudo -n --` or `pkexec railyard-helper ACTION --` when it needs root
    // and this process is not root. An error when no helper action allows it.
    static Result<QStringList> commandLine(const RemoteCommand &command, Privilege privilege,
                                           bool runningAsRoot);

private:
    Privilege m_privilege = Privilege::Sudo;
};

} // namespace railyard::remote
