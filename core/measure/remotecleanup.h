// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/remotecommand.h"
#include "util/result.h"

#include <QObject>
#include <QStringList>
#include <functional>

namespace railyard::remote {
class CommandRunner;
}
namespace railyard::report {
class ReportItem;
}

namespace railyard::measure {

// Ends measurement processes a cancelled or broken run left behind (an
// ib_write_bw server still listening blocks the next run's port) — only
// those in sessions Railyard's own commands opened. A process of the same
// name that Railyard did not start is the user's: it is left running and
// named in the report, since it may hold a port the test needs.
class RemoteCleanup
{
public:
    struct Process
    {
        qint64 session = 0;
        qint64 pid = 0;
        QString program;
    };

    // `pkill -x PROGRAM -s SID,...`: the exact name, and only in these sessions.
    static Result<remote::RemoteCommand> killCommand(const QString &program, const QList<qint64> &sessions);
    // `ps -o sid=,pid=,comm= -C PROGRAM,...`: who runs these programs.
    static Result<remote::RemoteCommand> listCommand(const QStringList &programs);
    // The rows of listCommand's output; lines that are not rows are skipped.
    static QList<Process> parseList(const QByteArray &psOutput);

    // Per node: kills what the runner's unended sessions left of `programs`,
    // then lists who else runs them and adds a warning item per foreign
    // process to `report`. `done` is called once all have answered.
    static void run(remote::CommandRunner *runner, const QStringList &nodes, const QStringList &programs,
                    report::ReportItem *report, QObject *context, std::function<void()> done);
};

} // namespace railyard::measure
