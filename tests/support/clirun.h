// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

// One railyard-cli command of the build under test, run to its end: what
// the CLI tests compare (exit code -1 when it crashed or did not finish).
namespace railyard::testsupport {

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline CliRun runCliCommand(const QString &command, const QStringList &args, int timeoutMs = 60000)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli"), QStringList{command} + args);
    p.waitForFinished(timeoutMs);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// The progress lines of a run's stderr ("[  0.1 s] spark-1 read (1 of 2)"),
// without their times; lines of other kinds (a Qt warning about the
// environment) are not progress.
inline QStringList progressLines(const QByteArray &err)
{
    static const QRegularExpression re(QStringLiteral("^\\[ *[0-9]+\\.[0-9] s\\] (.+)$"));
    QStringList found;
    for (const QByteArray &line : err.split('\n')) {
        const QRegularExpressionMatch m = re.match(QString::fromUtf8(line));
        if (m.hasMatch())
            found << m.captured(1);
    }
    return found;
}

} // namespace railyard::testsupport
