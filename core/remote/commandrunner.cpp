// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/commandrunner.h"

#include "remote/commandjob.h"
#include "remote/commandtransport.h"
#include "remote/remotecommand.h"
#include "report/commandrecord.h"
#include "report/reportitem.h"

#include <QCoreApplication>
#include <QDateTime>

namespace railyard::remote {

CommandRunner::CommandRunner(QObject *parent) : QObject(parent) {}

void CommandRunner::setTransport(const QString &node, CommandTransport *transport)
{
    if (auto old = m_transports.value(node); old && old != transport)
        old->deleteLater();
    transport->setParent(this);
    m_transports.insert(node, transport);
}

CommandTransport *CommandRunner::transport(const QString &node) const
{
    return m_transports.value(node);
}

QStringList CommandRunner::nodes() const
{
    return m_transports.keys();
}

Result<CommandJob *> CommandRunner::run(const QString &node, const RemoteCommand &command,
                                        report::ReportItem *reportParent)
{
    CommandTransport *t = m_transports.value(node);
    if (!t)
        return Error{
            QCoreApplication::translate("railyard::remote::CommandRunner", "no connection to node '%1'")
                .arg(node),
            node};
    CommandJob *job = t->start(command);
    const QDateTime started = QDateTime::currentDateTimeUtc();
    Q_EMIT commandStarted(node, command.display());
    m_running.insert(node, job);
    connect(job, &CommandJob::finished, this,
            [this, job, node, started, reportParent](const CommandResult &r) {
                m_running.remove(node, job);
                if (const qint64 sid = job->remoteSession();
                    sid > 1 && r.status != CommandStatus::Completed && !m_unended[node].contains(sid))
                    m_unended[node] << sid;
                report::CommandRecord record;
                record.node = node;
                record.program = job->command().program;
                record.arguments = job->command().arguments;
                record.asRoot = job->command().asRoot;
                record.hadStdin = !job->command().stdinData.isEmpty();
                record.exitCode = r.exitCode;
                record.durationMs = r.durationMs;
                record.started = started;
                // A file Railyard does not own never reaches the report, the PDF or a bundle.
                record.stdoutData =
                    job->command().secretOutput
                        ? QCoreApplication::translate("railyard::remote::CommandRunner",
                                                      "[%n byte(s) not recorded: a file that may hold "
                                                      "passwords or keys]",
                                                      nullptr, int(r.stdoutData.size()))
                              .toUtf8()
                        : r.stdoutData;
                record.stderrData = r.stderrData;
                record.stdoutTruncated = r.stdoutTruncated;
                record.stderrTruncated = r.stderrTruncated;
                if (r.status != CommandStatus::Completed)
                    record.error = r.errorMessage.isEmpty() ? commandStatusName(r.status) : r.errorMessage;
                if (reportParent)
                    reportParent->addCommand(record);
                Q_EMIT commandFinished(node, record);
                job->deleteLater();
            });
    return job;
}

QList<qint64> CommandRunner::runningSessions(const QString &node) const
{
    QList<qint64> out;
    for (auto it = m_running.constFind(node); it != m_running.cend() && it.key() == node; ++it) {
        if (*it && (*it)->remoteSession() > 1)
            out << (*it)->remoteSession();
    }
    return out;
}

QList<qint64> CommandRunner::unendedSessions(const QString &node) const
{
    return m_unended.value(node);
}

void CommandRunner::forgetSessions(const QString &node, const QList<qint64> &sessions)
{
    auto it = m_unended.find(node);
    if (it == m_unended.end())
        return;
    it->removeIf([&sessions](qint64 sid) { return sessions.contains(sid); });
}

} // namespace railyard::remote
