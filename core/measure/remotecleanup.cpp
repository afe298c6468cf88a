// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/remotecleanup.h"

#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "report/reportitem.h"

#include <QCoreApplication>
#include <QPointer>
#include <memory>

namespace railyard::measure {

Result<remote::RemoteCommand> RemoteCleanup::killCommand(const QString &program,
                                                         const QList<qint64> &sessions)
{
    QStringList ids;
    for (qint64 sid : sessions) {
        // Session 0 means pkill's own session, 1 is init's: never ours.
        if (sid > 1)
            ids << QString::number(sid);
    }
    if (ids.isEmpty())
        return Error{QCoreApplication::translate("railyard::measure::RemoteCleanup",
                                                 "no session of Railyard's to end %1 in")
                         .arg(program)};
    return remote::CommandBuilder(QStringLiteral("pkill"))
        .flag(QStringLiteral("-x"))
        .flag(QStringLiteral("-s"))
        .word(ids.join(QLatin1Char(',')))
        .word(program)
        .timeout(10000)
        .build();
}

Result<remote::RemoteCommand> RemoteCleanup::listCommand(const QStringList &programs)
{
    return remote::CommandBuilder(QStringLiteral("ps"))
        .flag(QStringLiteral("-o"))
        .word(QStringLiteral("sid=,pid=,comm="))
        .flag(QStringLiteral("-C"))
        .word(programs.join(QLatin1Char(',')))
        .timeout(10000)
        .build();
}

QList<RemoteCleanup::Process> RemoteCleanup::parseList(const QByteArray &psOutput)
{
    QList<Process> out;
    for (const QByteArray &raw : psOutput.split('\n')) {
        const QList<QByteArray> f = raw.simplified().split(' ');
        if (f.size() != 3)
            continue;
        bool okS = false, okP = false;
        Process p{f[0].toLongLong(&okS), f[1].toLongLong(&okP), QString::fromUtf8(f[2])};
        if (okS && okP && p.pid > 0)
            out << p;
    }
    return out;
}

void RemoteCleanup::run(remote::CommandRunner *runner, const QStringList &nodes, const QStringList &programs,
                        report::ReportItem *report, QObject *context, std::function<void()> done)
{
    auto pending = std::make_shared<int>(0);
    auto finish = std::make_shared<std::function<void()>>(std::move(done));
    auto answered = [pending, finish] {
        if (--*pending == 0 && *finish)
            (*finish)();
    };
    QPointer<remote::CommandRunner> guard(runner);
    for (const QString &node : nodes) {
        const QList<qint64> unended = runner->unendedSessions(node);
        for (const QString &program : programs) {
            const Result<remote::RemoteCommand> cmd = killCommand(program, unended);
            if (!cmd)
                continue; // nothing of ours can be left on this node
            Result<remote::CommandJob *> job = runner->run(node, cmd.value(), report);
            if (!job)
                continue;
            ++*pending;
            QObject::connect(job.value(), &remote::CommandJob::finished, context,
                             [answered, guard, node, unended](const remote::CommandResult &r) {
                                 // pkill exits 1 when nothing matched: the
                                 // normal case, and the session is done too.
                                 if (guard && r.status == remote::CommandStatus::Completed &&
                                     (r.exitCode == 0 || r.exitCode == 1))
                                     guard->forgetSessions(node, unended);
                                 answered();
                             });
        }
        const Result<remote::RemoteCommand> list = listCommand(programs);
        if (!list)
            continue;
        Result<remote::CommandJob *> job = runner->run(node, list.value(), report);
        if (!job)
            continue;
        ++*pending;
        // Sessions running now count as ours too: one that ends before the
        // reply comes back was still in the list ps printed.
        const QList<qint64> ours = unended + runner->runningSessions(node);
        QObject::connect(job.value(), &remote::CommandJob::finished, context,
                         [answered, guard, node, ours, report](const remote::CommandResult &r) {
                             if (r.status == remote::CommandStatus::Completed && r.exitCode == 0 && report) {
                                 QList<qint64> mine = ours;
                                 if (guard)
                                     mine << guard->runningSessions(node);
                                 for (const Process &p : parseList(r.stdoutData)) {
                                     if (mine.contains(p.session))
                                         continue;
                                     report::ReportItem *item = report->addChild(
                                         report::ItemKind::Step,
                                         QCoreApplication::translate("railyard::measure::RemoteCleanup",
                                                                     "%1: %2 (PID %3) left running")
                                             .arg(node, p.program)
                                             .arg(p.pid));
                                     item->setMessage(QCoreApplication::translate(
                                                          "railyard::measure::RemoteCleanup",
                                                          "%1 on %2 was not started by Railyard, so it "
                                                          "was not stopped; it may hold a port or the "
                                                          "card a test needs.")
                                                          .arg(p.program, node));
                                     item->setStatus(report::ItemStatus::Warning);
                                 }
                             }
                             answered();
                         });
    }
    if (*pending == 0 && *finish)
        QMetaObject::invokeMethod(
            context, [finish] { (*finish)(); }, Qt::QueuedConnection);
}

} // namespace railyard::measure
