// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/commandsequence.h"

#include "remote/commandjob.h"
#include "remote/commandrunner.h"

#include <QCoreApplication>
#include <QPointer>
#include <memory>

namespace railyard::apply {

namespace {

struct SequenceState
{
    remote::CommandRunner *runner = nullptr;
    QString node;
    QList<Result<remote::RemoteCommand>> commands;
    report::ReportItem *report = nullptr;
    QPointer<QObject> context;
    CommandSequence::Done done;
    QList<remote::CommandResult> results;
    int next = 0;
};

void step(const std::shared_ptr<SequenceState> &s)
{
    if (!s->context)
        return;
    if (s->next >= s->commands.size()) {
        s->done(Error{}, s->results);
        return;
    }
    const Result<remote::RemoteCommand> &command = s->commands.at(s->next++);
    if (!command) {
        s->done(Error{QCoreApplication::translate("railyard::apply::CommandSequence", "%1: %2")
                          .arg(s->node, command.error().message)},
                s->results);
        return;
    }
    Result<remote::CommandJob *> job = s->runner->run(s->node, command.value(), s->report);
    if (!job) {
        s->done(Error{job.error().message}, s->results);
        return;
    }
    const remote::RemoteCommand cmd = command.value();
    QObject::connect(job.value(), &remote::CommandJob::finished, s->context.data(),
                     [s, cmd](const remote::CommandResult &r) {
                         s->results << r;
                         if (!r.succeeded()) {
                             s->done(Error{CommandSequence::failureText(s->node, cmd, r)}, s->results);
                             return;
                         }
                         step(s);
                     });
}

} // namespace

void CommandSequence::run(remote::CommandRunner *runner, const QString &node,
                          const QList<Result<remote::RemoteCommand>> &commands,
                          report::ReportItem *reportParent, QObject *context, Done done)
{
    auto s = std::make_shared<SequenceState>();
    s->runner = runner;
    s->node = node;
    s->commands = commands;
    s->report = reportParent;
    s->context = context;
    s->done = std::move(done);
    step(s);
}

QString CommandSequence::failureText(const QString &node, const remote::RemoteCommand &command,
                                     const remote::CommandResult &result)
{
    if (result.status != remote::CommandStatus::Completed) {
        const QString why =
            result.errorMessage.isEmpty() ? remote::commandStatusName(result.status) : result.errorMessage;
        return QCoreApplication::translate("railyard::apply::CommandSequence", "%1: '%2' did not run: %3")
            .arg(node, command.display(), why);
    }
    QString err = QString::fromUtf8(result.stderrData).trimmed();
    if (err.size() > 300)
        err = err.left(300) + QStringLiteral("...");
    return QCoreApplication::translate("railyard::apply::CommandSequence", "%1: '%2' exited with %3%4")
        .arg(node, command.display(), QString::number(result.exitCode),
             err.isEmpty() ? QString() : QStringLiteral(": ") + err);
}

} // namespace railyard::apply
