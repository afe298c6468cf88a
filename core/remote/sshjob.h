// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandjob.h"

#include <functional>

namespace railyard::remote {

// A command run by SshTransport. Lives on the transport's thread; the
// worker's results reach it through the transport.
class SshJob : public CommandJob
{
    Q_OBJECT
public:
    SshJob(const QString &node, const RemoteCommand &command, quint64 id,
           std::function<void(quint64)> onCancel, QObject *parent);

    quint64 id() const { return m_id; }
    void cancel() override;

    void deliverStarted() { markStarted(); }
    void deliverOutput(bool isStderr, const QByteArray &chunk)
    {
        appendOutput(isStderr ? OutputChannel::Stderr : OutputChannel::Stdout, chunk);
    }
    void deliverSession(qint64 sessionId) { setRemoteSession(sessionId); }
    void deliverFinished(CommandStatus status, int exitCode, const QString &message)
    {
        finish(status, exitCode, message);
    }

private:
    quint64 m_id;
    std::function<void(quint64)> m_onCancel;
};

} // namespace railyard::remote
