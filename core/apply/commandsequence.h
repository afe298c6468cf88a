// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandresult.h"
#include "remote/remotecommand.h"
#include "util/result.h"

#include <QList>
#include <QObject>
#include <functional>

namespace railyard::report {
class ReportItem;
}

namespace railyard::remote {
class CommandRunner;
}

namespace railyard::apply {

// Runs commands on one node one after another through the runner and stops
// at the first that fails (transport failure or non-zero exit). `done`
// receives an empty Error on success and the results of the commands that ran.
class CommandSequence
{
public:
    using Done = std::function<void(const Error &, const QList<remote::CommandResult> &)>;

    static void run(remote::CommandRunner *runner, const QString &node,
                    const QList<Result<remote::RemoteCommand>> &commands, report::ReportItem *reportParent,
                    QObject *context, Done done);
    // The reason a finished command failed, naming node and command.
    static QString failureText(const QString &node, const remote::RemoteCommand &command,
                               const remote::CommandResult &result);
};

} // namespace railyard::apply
