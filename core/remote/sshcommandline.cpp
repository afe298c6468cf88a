// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/sshcommandline.h"

#include "remote/remotecommand.h"
#include "remote/shellquote.h"

#include <QRandomGenerator>

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

QString SshCommandLine::build(const RemoteCommand &command, SudoMode sudo, const QByteArray &nonce)
{
    Q_ASSERT(!nonce.isEmpty() && nonce.toHex().size() == nonce.size() * 2);
    const QString n = QString::fromLatin1(nonce);
    return QStringLiteral("echo RYPID:%1:$$; echo RYPID:%1 >&2; exec ").arg(n) + sudoPrefix(sudo) +
           QStringLiteral("env LC_ALL=C ") +
           ShellQuote::join(QStringList{command.program} + command.arguments);
}

QByteArray SshCommandLine::newNonce()
{
    const quint64 v = QRandomGenerator::global()->generate64();
    return QByteArray::number(v, 16).rightJustified(16, '0');
}

namespace {

// The end of the line that holds `marker`, and where the marker starts;
// -1 while no complete such line is there. The nonce makes the marker
// unique, so it need not stand at a line start (a login script may print
// without a final newline).
qsizetype markerLine(const QByteArray &head, const QByteArray &marker, qsizetype *start)
{
    const qsizetype at = head.indexOf(marker);
    if (at < 0)
        return -1;
    *start = at;
    return head.indexOf('\n', at);
}

} // namespace

std::optional<QByteArray> SshCommandLine::afterStdoutMarker(const QByteArray &head, const QByteArray &nonce,
                                                            qint64 *pid)
{
    const QByteArray marker = pidMarker() + nonce + ':';
    qsizetype start = 0;
    const qsizetype nl = markerLine(head, marker, &start);
    if (nl < 0)
        return std::nullopt;
    bool ok = false;
    const qint64 value =
        head.mid(start + marker.size(), nl - start - marker.size()).trimmed().toLongLong(&ok);
    if (pid)
        *pid = ok ? value : 0;
    return head.mid(nl + 1);
}

std::optional<QByteArray> SshCommandLine::afterStderrMarker(const QByteArray &head, const QByteArray &nonce)
{
    const QByteArray marker = pidMarker() + nonce;
    qsizetype start = 0;
    const qsizetype nl = markerLine(head, marker, &start);
    if (nl < 0)
        return std::nullopt;
    return head.mid(nl + 1);
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
