// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/sshcommandline.h"

#include "remote/remotecommand.h"
#include "remote/shellquote.h"

namespace railyard::remote {

QByteArray SshCommandLine::pidMarker()
{
    return QByteArrayLiteral("RYPID:");
}

QString SshCommandLine::sudoPrefix(SudoMode sudo)
{
    switch (sudo) {
    case SudoMode::None:
        return {};
    case SudoMode::NonInteractive:
        return QStringLiteral("sudo -n -- ");
    case SudoMode::Password:
        // -k: always read the password, so it can never fall through to the
        // program's stdin because of cached credentials. -p '': no prompt text.
        return QStringLiteral("sudo -S -k -p '' -- ");
    }
    return {};
}

QString SshCommandLine::build(const RemoteCommand &command, SudoMode sudo)
{
    return QStringLiteral("echo RYPID:$$; exec ") + sudoPrefix(sudo) + QStringLiteral("env LC_ALL=C ") +
           ShellQuote::join(QStringList{command.program} + command.arguments);
}

QString SshCommandLine::killGroup(qint64 pid, SudoMode sudo)
{
    const QString group = QStringLiteral("-") + QString::number(pid);
    QString script =
        QStringLiteral("kill -TERM %1 2>/dev/null; sleep 1; kill -KILL %1 2>/dev/null; true").arg(group);
    if (sudo == SudoMode::None)
        return script;
    return sudoPrefix(sudo) + QStringLiteral("sh -c ") + ShellQuote::quote(script);
}

QString SshCommandLine::sudoProbe(SudoMode sudo)
{
    return sudoPrefix(sudo) + QStringLiteral("true");
}

bool SshCommandLine::isPasswordRequired(const QByteArray &sudoStderr)
{
    return sudoStderr.contains("password is required");
}

} // namespace railyard::remote
