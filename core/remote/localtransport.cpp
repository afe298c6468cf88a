// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/localtransport.h"

#include "remote/commandjob.h"
#include "remote/privilegedaction.h"
#include "remote/remotecommand.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>
#include <csignal>
#include <unistd.h>

namespace railyard::remote {

namespace {

class LocalJob : public CommandJob
{
public:
    LocalJob(const QString &node, const RemoteCommand &command, LocalTransport *transport)
        : CommandJob(node, command, transport), m_transport(transport), m_privilege(transport->privilege()),
          m_process(new QProcess(this)), m_timer(new QTimer(this))
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        m_process->setProcessEnvironment(env);
        // A session of its own, as sshd gives a remote command: cleanup and
        // cancel then reach everything the command started, and nothing else.
        m_process->setChildProcessModifier([] { ::setsid(); });
        connect(m_process, &QProcess::readyReadStandardOutput, this,
                [this] { appendOutput(OutputChannel::Stdout, m_process->readAllStandardOutput()); });
        connect(m_process, &QProcess::readyReadStandardError, this,
                [this] { appendOutput(OutputChannel::Stderr, m_process->readAllStandardError()); });
        connect(m_process, &QProcess::started, this, [this] {
            setRemoteSession(m_process->processId());
            markStarted();
            // The password first: `sudo -S` reads one line, the rest is the command's.
            if (m_withPassword) {
                m_process->write(m_transport->sudoPassword().constData(), m_transport->sudoPassword().size());
                m_process->write("\n");
            }
            if (!this->command().stdinData.isEmpty())
                m_process->write(this->command().stdinData);
            m_process->closeWriteChannel();
        });
        connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
            if (error != QProcess::FailedToStart)
                return;
            // A program that is not there ends as it does through the remote
            // shell: exit 127 with "not found", so every transport reports a
            // missing tool the same way and a transport failure never reads
            // as one.
            const QString program = this->command().program;
            if (QStandardPaths::findExecutable(program).isEmpty() &&
                !(program.contains(QLatin1Char('/')) && QFileInfo(program).isExecutable())) {
                appendOutput(OutputChannel::Stderr, QCoreApplication::translate(
                                                        "railyard::remote::LocalTransport", "%1: not found\n")
                                                        .arg(program)
                                                        .toUtf8());
                finish(CommandStatus::Completed, 127);
                return;
            }
            finish(CommandStatus::FailedToStart, -1,
                   QCoreApplication::translate("railyard::remote::LocalTransport", "%1: cannot start %2: %3")
                       .arg(this->node(), program, m_process->errorString()));
        });
        connect(m_process, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus exitStatus) {
            appendOutput(OutputChannel::Stdout, m_process->readAllStandardOutput());
            appendOutput(OutputChannel::Stderr, m_process->readAllStandardError());
            m_timer->stop();
            if (m_stopReason != CommandStatus::Completed)
                finish(m_stopReason, exitCode, m_stopMessage);
            else
                finish(CommandStatus::Completed, exitStatus == QProcess::CrashExit ? 128 + 9 : exitCode);
        });
        m_timer->setSingleShot(true);
        connect(m_timer, &QTimer::timeout, this, [this] {
            stop(CommandStatus::TimedOut, QCoreApplication::translate("railyard::remote::LocalTransport",
                                                                      "%1: %2 timed out after %3 s")
                                              .arg(this->node(), this->command().program)
                                              .arg(this->command().timeoutMs / 1000.0));
        });
    }

    void begin()
    {
        // A sudo password is only ever handed to sudo once `sudo -n true`
        // has failed: with NOPASSWD it would reach the command's stdin.
        const bool mayNeedPassword = command().asRoot && ::geteuid() != 0 &&
                                     m_privilege == LocalTransport::Privilege::Sudo &&
                                     !m_transport->sudoPassword().isEmpty();
        if (!mayNeedPassword || m_transport->sudoNeed() != LocalTransport::SudoNeed::Unknown) {
            startCommand();
            return;
        }
        auto *probe = new QProcess(this);
        probe->setChildProcessModifier([] { ::setsid(); });
        connect(probe, &QProcess::finished, this, [this, probe](int exitCode, QProcess::ExitStatus status) {
            probe->deleteLater();
            m_transport->setSudoNeed(status == QProcess::NormalExit && exitCode == 0
                                         ? LocalTransport::SudoNeed::NoPassword
                                         : LocalTransport::SudoNeed::Password);
            startCommand();
        });
        connect(probe, &QProcess::errorOccurred, this, [this, probe](QProcess::ProcessError error) {
            if (error != QProcess::FailedToStart)
                return;
            probe->deleteLater();
            startCommand(); // no sudo: the command itself says so
        });
        probe->start(QStringLiteral("sudo"), {QStringLiteral("-n"), QStringLiteral("true")});
        probe->closeWriteChannel();
    }

    void startCommand()
    {
        if (isFinished())
            return;
        m_withPassword = command().asRoot && ::geteuid() != 0 &&
                         m_privilege == LocalTransport::Privilege::Sudo &&
                         m_transport->sudoNeed() == LocalTransport::SudoNeed::Password &&
                         !m_transport->sudoPassword().isEmpty();
        const Result<QStringList> line =
            LocalTransport::commandLine(command(), m_privilege, ::geteuid() == 0, m_withPassword);
        if (!line) {
            finish(CommandStatus::FailedToStart, -1,
                   QStringLiteral("%1: %2").arg(node(), line.error().message));
            return;
        }
        const QString program = line->first();
        const QStringList args = line->mid(1);
        if (command().timeoutMs > 0)
            m_timer->start(command().timeoutMs);
        m_process->start(program, args);
    }

    void cancel() override
    {
        stop(CommandStatus::Cancelled,
             QCoreApplication::translate("railyard::remote::LocalTransport", "%1: %2 cancelled")
                 .arg(node(), command().program));
    }

private:
    LocalTransport *m_transport;
    LocalTransport::Privilege m_privilege;
    bool m_withPassword = false;

    void stop(CommandStatus reason, const QString &message)
    {
        if (isFinished())
            return;
        m_stopReason = reason;
        m_stopMessage = message;
        if (m_process->state() == QProcess::NotRunning) {
            finish(reason, -1, message);
            return;
        }
        // The whole session: a shell or mpirun leaves no child behind.
        const qint64 session = m_process->processId();
        if (session > 1)
            ::kill(-pid_t(session), SIGTERM);
        m_process->terminate();
        QTimer::singleShot(2000, m_process, [p = m_process, session] {
            if (p->state() != QProcess::NotRunning) {
                ::kill(-pid_t(session), SIGKILL);
                p->kill();
            }
        });
    }

    QProcess *m_process;
    QTimer *m_timer;
    CommandStatus m_stopReason = CommandStatus::Completed;
    QString m_stopMessage;
};

} // namespace

LocalTransport::LocalTransport(const QString &node, QObject *parent) : CommandTransport(node, parent) {}

Result<QStringList> LocalTransport::commandLine(const RemoteCommand &command, Privilege privilege,
                                                bool runningAsRoot, bool sudoWithPassword)
{
    QStringList line = QStringList{command.program} + command.arguments;
    if (!command.asRoot || runningAsRoot)
        return line;
    line.prepend(QStringLiteral("--"));
    if (privilege == Privilege::Sudo && sudoWithPassword)
        // -k: ask every time, so the password line is always sudo's to read.
        return QStringList{QStringLiteral("sudo"), QStringLiteral("-S"), QStringLiteral("-k"),
                           QStringLiteral("-p"), QString()} +
               line;
    if (privilege == Privilege::Sudo)
        return QStringList{QStringLiteral("sudo"), QStringLiteral("-n")} + line;
    // polkit asks the user (its agent) for the one action this command
    // belongs to; the helper runs nothing outside it.
    const std::optional<PrivilegedAction::Entry> action = PrivilegedAction::forProgram(command.program);
    if (!action)
        return Error{QCoreApplication::translate("railyard::remote::LocalTransport",
                                                 "no privileged action of Railyard runs %1 as root")
                         .arg(command.program),
                     command.program};
    return QStringList{QStringLiteral("pkexec"), PrivilegedAction::helperPath(), action->name} + line;
}

CommandJob *LocalTransport::start(const RemoteCommand &command)
{
    auto *job = new LocalJob(node(), command, this);
    // Deferred so callers can connect to the job's signals first.
    QTimer::singleShot(0, job, [job] { job->begin(); });
    return job;
}

} // namespace railyard::remote
