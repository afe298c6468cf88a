// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace railyard::report {

// One command as it ran: what, where, how it ended. Secrets never get here:
// stdin is not recorded, only whether there was any.
struct CommandRecord
{
    QString node;
    QString program;
    QStringList arguments;
    bool hadStdin = false;
    bool asRoot = false; // ran through sudo
    int exitCode = -1;
    qint64 durationMs = 0;
    QDateTime started;
    QByteArray stdoutData;
    QByteArray stderrData;
    bool stdoutTruncated = false;
    bool stderrTruncated = false;
    QString error; // transport-level failure (timeout, connection lost, ...)

    QString commandLine() const; // for display only, never for execution
    bool succeeded() const { return error.isEmpty() && exitCode == 0; }
    QJsonObject toJson() const;
    static CommandRecord fromJson(const QJsonObject &object);
};

} // namespace railyard::report
