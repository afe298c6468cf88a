// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/remotecleanup.h"

#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"

#include <memory>

namespace railyard::measure {

Result<remote::RemoteCommand> RemoteCleanup::killCommand(const QString &program)
{
    return remote::CommandBuilder(QStringLiteral("pkill"))
        .flag(QStringLiteral("-x"))
        .word(program)
        .timeout(10000)
        .build();
}

void RemoteCleanup::run(remote::CommandRunner *runner, const QStringList &nodes, const QStringList &programs,
                        report::ReportItem *report, QObject *context, std::function<void()> done)
{
    auto pending = std::make_shared<int>(0);
    auto finish = std::make_shared<std::function<void()>>(std::move(done));
    for (const QString &node : nodes) {
        for (const QString &program : programs) {
            const Result<remote::RemoteCommand> cmd = killCommand(program);
            if (!cmd)
                continue;
            Result<remote::CommandJob *> job = runner->run(node, cmd.value(), report);
            if (!job)
                continue;
            ++*pending;
            QObject::connect(job.value(), &remote::CommandJob::finished, context, [pending, finish] {
                if (--*pending == 0 && *finish)
                    (*finish)();
            });
        }
    }
    if (*pending == 0 && *finish)
        QMetaObject::invokeMethod(
            context, [finish] { (*finish)(); }, Qt::QueuedConnection);
}

} // namespace railyard::measure
