// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QString>

namespace railyard::remote {

enum class CommandStatus {
    Completed,      // the program ran and exited (any exit code)
    FailedToStart,  // not found, not executable, session refused the channel
    TimedOut,
    Cancelled,
    ConnectionLost,
};

QString commandStatusName(CommandStatus status);

struct CommandResult
{
    CommandStatus status = CommandStatus::Completed;
    int exitCode = -1;
    QByteArray stdoutData;
    QByteArray stderrData;
    qint64 stdoutBytes = 0; // total seen, including what the cap dropped
    qint64 stderrBytes = 0;
    bool stdoutTruncated = false;
    bool stderrTruncated = false;
    qint64 durationMs = 0;
    QString errorMessage; // transport-level, names the node

    bool succeeded() const { return status == CommandStatus::Completed && exitCode == 0; }
};

} // namespace railyard::remote

Q_DECLARE_METATYPE(railyard::remote::CommandResult)
