// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandresult.h"
#include "remote/remotecommand.h"

#include <QElapsedTimer>
#include <QObject>

namespace railyard::remote {

enum class OutputChannel
{
    Stdout,
    Stderr
};

// One running command. Transports subclass it; users connect to the
// signals. finished() is emitted exactly once, also after cancel().
class CommandJob : public QObject
{
    Q_OBJECT
public:
    CommandJob(const QString &node, const RemoteCommand &command, QObject *parent = nullptr);

    QString node() const { return m_node; }
    const RemoteCommand &command() const { return m_command; }
    bool isFinished() const { return m_finished; }
    const CommandResult &result() const { return m_result; }

    // The session the command runs in on its node (every process it
    // started belongs to it unless it called setsid itself); 0 until the
    // transport knows it. Cleanup kills only these sessions, never a
    // program by name, so the user's own jobs are left alone.
    qint64 remoteSession() const { return m_remoteSession; }

    // Stops the command (and its remote process); finished() follows with status Cancelled.
    virtual void cancel() = 0;

Q_SIGNALS:
    void started();
    void outputLine(const QString &line, railyard::remote::OutputChannel channel);
    void finished(const railyard::remote::CommandResult &result);

protected:
    void markStarted();
    void setRemoteSession(qint64 sessionId) { m_remoteSession = sessionId; }
    // Keeps up to the command's cap per stream, splits lines for outputLine().
    void appendOutput(OutputChannel channel, const QByteArray &chunk);
    // Completes the result (output, duration) and emits finished() once.
    void finish(CommandStatus status, int exitCode, const QString &errorMessage = {});

private:
    QString m_node;
    RemoteCommand m_command;
    CommandResult m_result;
    QByteArray m_partialLine[2];
    QElapsedTimer m_clock;
    bool m_finished = false;
    qint64 m_remoteSession = 0;
};

} // namespace railyard::remote
