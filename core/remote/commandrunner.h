// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace railyard::report {
class ReportItem;
struct CommandRecord;
} // namespace railyard::report

namespace railyard::remote {

class CommandJob;
class CommandTransport;
struct RemoteCommand;

// The single place commands are started: picks the node's transport and
// records every run (program, arguments, exit code, duration, output) in the
// report under the item given. Transports are owned by the runner.
class CommandRunner : public QObject
{
    Q_OBJECT
public:
    explicit CommandRunner(QObject *parent = nullptr);

    void setTransport(const QString &node, CommandTransport *transport);
    CommandTransport *transport(const QString &node) const;
    QStringList nodes() const;

    // The job is started; it is deleted after finished() has been delivered.
    // `reportParent` may be null (no record), e.g. for a telemetry stream.
    Result<CommandJob *> run(const QString &node, const RemoteCommand &command,
                             report::ReportItem *reportParent);

    // Remote sessions of the commands this runner started on `node`:
    // still running, or ended without the runner seeing the program exit
    // (cancelled, timed out, connection lost), so processes of theirs may
    // be left. Cleanup ends only these, never a program by name.
    QList<qint64> runningSessions(const QString &node) const;
    QList<qint64> unendedSessions(const QString &node) const;
    // Cleanup ended them.
    void forgetSessions(const QString &node, const QList<qint64> &sessions);

Q_SIGNALS:
    void commandStarted(const QString &node, const QString &display);
    void commandFinished(const QString &node, const railyard::report::CommandRecord &record);

private:
    QHash<QString, QPointer<CommandTransport>> m_transports;
    QMultiHash<QString, QPointer<CommandJob>> m_running;
    QHash<QString, QList<qint64>> m_unended;
};

} // namespace railyard::remote
