// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "remote/localtransport.h"
#include "report/reportitem.h"

#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace railyard;
using namespace railyard::remote;

namespace {

RemoteCommand cmd(const QString &program, const QStringList &args, int timeoutMs = 10000)
{
    RemoteCommand c;
    c.program = program;
    c.arguments = args;
    c.timeoutMs = timeoutMs;
    return c;
}

} // namespace

class TstLocalTransport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<CommandResult>(); }

    void runsWithCLocaleAndRecords()
    {
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("local"));
        CommandRunner runner;
        runner.setTransport(QStringLiteral("here"), new LocalTransport(QStringLiteral("here")));
        auto job =
            runner.run(QStringLiteral("here"),
                       cmd(QStringLiteral("/bin/sh"),
                           {QStringLiteral("-c"), QStringLiteral("echo $LC_ALL; echo err >&2; exit 3")}),
                       root.nodeItem(QStringLiteral("here")));
        QVERIFY(job);
        QSignalSpy finished(*job, &CommandJob::finished);
        QTRY_COMPARE(finished.count(), 1);
        const auto result = finished.first().first().value<CommandResult>();
        QCOMPARE(result.status, CommandStatus::Completed);
        QCOMPARE(result.exitCode, 3);
        QCOMPARE(result.stdoutData, QByteArray("C\n"));
        QCOMPARE(result.stderrData, QByteArray("err\n"));
        QTRY_COMPARE(root.commands().size(), size_t(1));
        QCOMPARE(root.commands()[0]->exitCode, 3);
        QCOMPARE(root.commands()[0]->node, QStringLiteral("here"));
    }

    void unknownNodeIsAnError()
    {
        CommandRunner runner;
        const auto job = runner.run(QStringLiteral("ghost"), cmd(QStringLiteral("true"), {}), nullptr);
        QVERIFY(!job);
        QVERIFY(job.error().message.contains(QStringLiteral("ghost")));
    }

    void missingProgram()
    {
        LocalTransport t(QStringLiteral("here"));
        CommandJob *job = t.start(cmd(QStringLiteral("/nonexistent/railyard-tool"), {}));
        QSignalSpy finished(job, &CommandJob::finished);
        QTRY_COMPARE(finished.count(), 1);
        // Like the remote shell: exit 127 and "not found", not a transport failure.
        QCOMPARE(job->result().status, CommandStatus::Completed);
        QCOMPARE(job->result().exitCode, 127);
        QVERIFY(job->result().stderrData.contains("/nonexistent/railyard-tool: not found"));
    }

    void timeoutAndCancel()
    {
        LocalTransport t(QStringLiteral("here"));
        CommandJob *slow = t.start(cmd(QStringLiteral("sleep"), {QStringLiteral("30")}, 300));
        QSignalSpy slowDone(slow, &CommandJob::finished);
        QTRY_COMPARE_WITH_TIMEOUT(slowDone.count(), 1, 10000);
        QCOMPARE(slow->result().status, CommandStatus::TimedOut);

        CommandJob *cancelled = t.start(cmd(QStringLiteral("sleep"), {QStringLiteral("30")}, 0));
        QSignalSpy started(cancelled, &CommandJob::started);
        QSignalSpy done(cancelled, &CommandJob::finished);
        QTRY_COMPARE(started.count(), 1);
        cancelled->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
        QCOMPARE(cancelled->result().status, CommandStatus::Cancelled);
    }

    // Cancel ends the command's whole session (issue #15, item 8): a child
    // the shell started in the background goes too, and the job names the
    // session it ran in. Before, only the shell got SIGTERM.
    void cancelEndsTheSession()
    {
        LocalTransport t(QStringLiteral("here"));
        RemoteCommand c = cmd(QStringLiteral("/bin/sh"),
                              {QStringLiteral("-c"), QStringLiteral("sleep 300 & echo $!; wait")}, 0);
        c.streaming = true;
        CommandJob *job = t.start(c);
        QString child;
        connect(job, &CommandJob::outputLine, this,
                [&child](const QString &line, OutputChannel) { child = line.trimmed(); });
        QSignalSpy done(job, &CommandJob::finished);
        QTRY_VERIFY(!child.isEmpty());
        QVERIFY(job->remoteSession() > 1);
        QVERIFY(QFile::exists(QStringLiteral("/proc/") + child));
        job->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
        // Gone, or a zombie until init reaps it: not sleeping any more.
        const auto alive = [&child] {
            QFile stat(QStringLiteral("/proc/") + child + QStringLiteral("/stat"));
            return stat.open(QIODevice::ReadOnly) && !stat.readAll().contains(") Z ");
        };
        QTRY_VERIFY_WITH_TIMEOUT(!alive(), 10000);
    }

    void streamingAndCap()
    {
        LocalTransport t(QStringLiteral("here"));
        RemoteCommand c =
            cmd(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("for i in 1 2 3; do echo line$i; done; head -c 3000000 /dev/zero")});
        c.streaming = true;
        c.outputCap = 1000;
        CommandJob *job = t.start(c);
        QSignalSpy lines(job, &CommandJob::outputLine);
        QSignalSpy done(job, &CommandJob::finished);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        QVERIFY(lines.count() >= 3);
        QCOMPARE(lines.at(0).at(0).toString(), QStringLiteral("line1"));
        QCOMPARE(job->result().stdoutData.size(), 1000);
        QVERIFY(job->result().stdoutTruncated);
        QCOMPARE(job->result().stdoutBytes, qint64(3000000 + 18));
    }

    void stdinIsFedButNotRecorded()
    {
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("local"));
        CommandRunner runner;
        runner.setTransport(QStringLiteral("here"), new LocalTransport(QStringLiteral("here")));
        RemoteCommand c =
            cmd(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("read x; echo ${#x}")});
        c.stdinData = "s3cret-password\n";
        auto job = runner.run(QStringLiteral("here"), c, &root);
        QVERIFY(job);
        QSignalSpy done(*job, &CommandJob::finished);
        QTRY_COMPARE(done.count(), 1);
        QTRY_COMPARE(root.commands().size(), size_t(1));
        QVERIFY(root.commands()[0]->hadStdin);
        QCOMPARE(root.commands()[0]->stdoutData, QByteArray("15\n"));
        QVERIFY(!QJsonDocument(root.toJson()).toJson().contains("s3cret"));
    }
};

QTEST_GUILESS_MAIN(TstLocalTransport)
#include "tst_localtransport.moc"
