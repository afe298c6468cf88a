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

// Ends measurement processes a cancelled or crashed run left behind (an
// ib_write_bw server still listening blocks the next run's port).
class RemoteCleanup
{
public:
    // `pkill -x PROGRAM`: exact process name, never a pattern.
    static Result<remote::RemoteCommand> killCommand(const QString &program);
    // Runs the kill command for every program on every node; `done` is
    // called once all have answered. pkill exits 1 when nothing matched,
    // which is the normal case.
    static void run(remote::CommandRunner *runner, const QStringList &nodes, const QStringList &programs,
                    report::ReportItem *report, QObject *context, std::function<void()> done);
};

} // namespace railyard::measure
