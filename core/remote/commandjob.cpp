// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/commandjob.h"

namespace railyard::remote {

CommandJob::CommandJob(const QString &node, const RemoteCommand &command, QObject *parent)
    : QObject(parent), m_node(node), m_command(command)
{
    m_clock.start();
}

void CommandJob::markStarted()
{
    m_clock.restart();
    Q_EMIT started();
}

void CommandJob::appendOutput(OutputChannel channel, const QByteArray &chunk)
{
    if (m_finished || chunk.isEmpty())
        return;
    const bool isOut = channel == OutputChannel::Stdout;
    QByteArray &data = isOut ? m_result.stdoutData : m_result.stderrData;
    qint64 &total = isOut ? m_result.stdoutBytes : m_result.stderrBytes;
    bool &truncated = isOut ? m_result.stdoutTruncated : m_result.stderrTruncated;
    total += chunk.size();
    const qint64 room = m_command.outputCap - data.size();
    if (room >= chunk.size()) {
        data.append(chunk);
    } else {
        if (room > 0)
            data.append(chunk.left(room));
        truncated = true;
    }
    if (!m_command.streaming)
        return;
    // Line splitting only for streams: a 100 MB dump must not become 10^6 signals.
    QByteArray &partial = m_partialLine[isOut ? 0 : 1];
    partial.append(chunk);
    qsizetype start = 0;
    while (true) {
        const qsizetype nl = partial.indexOf('\n', start);
        if (nl < 0)
            break;
        Q_EMIT outputLine(QString::fromUtf8(partial.constData() + start, nl - start), channel);
        start = nl + 1;
    }
    partial.remove(0, start);
    if (partial.size() > m_command.outputCap)
        partial.clear();
}

void CommandJob::finish(CommandStatus status, int exitCode, const QString &errorMessage)
{
    if (m_finished)
        return;
    for (int i = 0; i < 2; ++i) {
        if (m_command.streaming && !m_partialLine[i].isEmpty())
            Q_EMIT outputLine(QString::fromUtf8(m_partialLine[i]), i == 0 ? OutputChannel::Stdout : OutputChannel::Stderr);
        m_partialLine[i].clear();
    }
    m_finished = true;
    m_result.status = status;
    m_result.exitCode = exitCode;
    m_result.errorMessage = errorMessage;
    m_result.durationMs = m_clock.elapsed();
    Q_EMIT finished(m_result);
}

} // namespace railyard::remote
