// SPDX-License-Identifier: GPL-3.0-or-later
// Cleanup after a measurement ends what Railyard's own commands left, and
// nothing else (issue #15, item 8): a process of the same name that the user
// started is left running and named in the report.
#include "action/actionplan.h"
#include "measure/rdmabandwidthtest.h"
#include "measure/remotecleanup.h"
#include "sim/simcluster.h"
#include "simcontext.h"

#include <QSignalSpy>
#include <QTest>

using namespace railyard;
using namespace railyard::measure;

namespace {

QString titles(const report::ReportItem &root)
{
    QStringList out;
    for (const report::ReportItem *w : root.warnings())
        out << w->title() + QStringLiteral(": ") + w->message();
    return out.join(QLatin1Char('\n'));
}

bool alive(const sim::SimCluster &cluster, const QString &node, int pid)
{
    for (const sim::SimProcess &p : cluster.processes(node)) {
        if (p.pid == pid)
            return true;
    }
    return false;
}

} // namespace

class TestRemoteCleanup : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killCommand_data()
    {
        QTest::addColumn<QList<qint64>>("sessions");
        QTest::addColumn<QStringList>("arguments"); // empty: refused
        QTest::newRow("none") << QList<qint64>{} << QStringList{};
        // 0 is pkill's "my own session", 1 is init's: never a session of ours.
        QTest::newRow("only-0-and-1") << QList<qint64>{0, 1} << QStringList{};
        QTest::newRow("one") << QList<qint64>{4242} << QStringList{"-x", "-s", "4242", "ib_write_bw"};
        QTest::newRow("several") << QList<qint64>{4242, 1, 90817}
                                 << QStringList{"-x", "-s", "4242,90817", "ib_write_bw"};
    }
    void killCommand()
    {
        QFETCH(QList<qint64>, sessions);
        QFETCH(QStringList, arguments);
        const Result<remote::RemoteCommand> cmd =
            RemoteCleanup::killCommand(QStringLiteral("ib_write_bw"), sessions);
        QCOMPARE(bool(cmd), !arguments.isEmpty());
        if (cmd) {
            QCOMPARE(cmd.value().program, QStringLiteral("pkill"));
            QCOMPARE(cmd.value().arguments, arguments);
        }
    }

    void parseList_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<QString>("rows"); // sid/pid/program;...
        // procps 4.0.2's `ps -o sid=,pid=,comm= -C ib_write_bw,sleep`, as printed here.
        QTest::newRow("procps") << QByteArray("   1211    6003 sleep\n 388120  388133 ib_write_bw\n")
                                << QStringLiteral("1211/6003/sleep;388120/388133/ib_write_bw");
        QTest::newRow("nothing") << QByteArray() << QString();
        QTest::newRow("noise") << QByteArray("Welcome to DGX OS\n  12   40 a b\n 7 9 ib_write_lat\r\n")
                               << QStringLiteral("7/9/ib_write_lat");
    }
    void parseList()
    {
        QFETCH(QByteArray, output);
        QFETCH(QString, rows);
        QStringList got;
        for (const RemoteCleanup::Process &p : RemoteCleanup::parseList(output))
            got << QStringLiteral("%1/%2/%3").arg(p.session).arg(p.pid).arg(p.program);
        QCOMPARE(got.join(QLatin1Char(';')), rows);
    }

    // A user's own ib_write_bw on spark-2 outlives a whole RDMA test, and
    // the report names it. Before: `pkill -x ib_write_bw` on every node.
    void usersOwnProcessIsLeftAlone()
    {
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 50.0, &owner);
        QVERIFY(backend);
        bool killed = false;
        const int pid = backend->cluster->addProcess(QStringLiteral("spark-2"), QStringLiteral("ib_write_bw"),
                                                     QStringLiteral("ib_write_bw -d rocep1s0f0 -p 20000"),
                                                     [&killed] { killed = true; });
        MeasureContext ctx = test::simContext(backend.value());
        QVERIFY(test::discoverAddresses(ctx));
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        RdmaTestOptions options;
        RdmaBandwidthTest t(ctx, options, &root);
        QSignalSpy done(&t, &RdmaBandwidthTest::done);
        t.plan()->start();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        QVERIFY(t.cleanupDone());
        QCoreApplication::processEvents(); // a kill lands queued
        QVERIFY(!killed);
        QVERIFY(alive(*backend->cluster, QStringLiteral("spark-2"), pid));
        const QString w = titles(root);
        QVERIFY2(w.contains(QStringLiteral("spark-2: ib_write_bw (PID %1) left running").arg(pid)),
                 qPrintable(w));
        QVERIFY2(w.contains(QLatin1String("not started by Railyard")), qPrintable(w));
        QCOMPARE(root.warnings().size(), size_t(1));
    }

    // A process left in the session of a command that ended without its
    // exit being seen (cancelled) is ended; one in another session is not.
    void leftoverOfOwnSessionIsEnded()
    {
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 1.0, &owner);
        QVERIFY(backend);
        remote::CommandRunner *runner = backend->runner;
        const auto server = remote::CommandBuilder(QStringLiteral("ib_write_bw"))
                                .flag(QStringLiteral("-d"))
                                .interface(QStringLiteral("rocep1s0f0"))
                                .flag(QStringLiteral("-D"))
                                .number(60)
                                .build();
        QVERIFY(server);
        auto job = runner->run(QStringLiteral("spark-1"), server.value(), nullptr);
        QVERIFY(job);
        QTRY_VERIFY(job.value()->remoteSession() > 1);
        const qint64 sid = job.value()->remoteSession();
        QCOMPARE(runner->runningSessions(QStringLiteral("spark-1")), QList<qint64>{sid});
        // A child of the command that outlives it, and the user's own.
        bool childKilled = false, usersKilled = false;
        const int child = backend->cluster->addProcess(
            QStringLiteral("spark-1"), QStringLiteral("ib_write_bw"), QStringLiteral("ib_write_bw"),
            [&childKilled] { childKilled = true; }, int(sid));
        const int users = backend->cluster->addProcess(
            QStringLiteral("spark-1"), QStringLiteral("ib_write_bw"), QStringLiteral("ib_write_bw"),
            [&usersKilled] { usersKilled = true; });
        QSignalSpy finished(job.value(), &remote::CommandJob::finished);
        job.value()->cancel();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(runner->runningSessions(QStringLiteral("spark-1")), QList<qint64>{});
        QCOMPARE(runner->unendedSessions(QStringLiteral("spark-1")), QList<qint64>{sid});
        QVERIFY(alive(*backend->cluster, QStringLiteral("spark-1"), child));

        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("cleanup"));
        bool done = false;
        RemoteCleanup::run(runner, {QStringLiteral("spark-1"), QStringLiteral("spark-2")},
                           {QStringLiteral("ib_write_bw")}, &root, &owner, [&done] { done = true; });
        QTRY_VERIFY(done);
        QTRY_VERIFY(childKilled);
        QVERIFY(!alive(*backend->cluster, QStringLiteral("spark-1"), child));
        QVERIFY(alive(*backend->cluster, QStringLiteral("spark-1"), users));
        QVERIFY(!usersKilled);
        // The kill was by session, never by name alone; spark-2 had nothing of ours.
        const auto cmds = root.commands();
        QStringList kills;
        for (const report::CommandRecord *c : cmds) {
            if (c->program == QLatin1String("pkill"))
                kills << c->node + QLatin1Char(' ') + c->arguments.join(QLatin1Char(' '));
        }
        QCOMPARE(kills, QStringList{QStringLiteral("spark-1 -x -s %1 ib_write_bw").arg(sid)});
        QCOMPARE(runner->unendedSessions(QStringLiteral("spark-1")), QList<qint64>{});
        const QString w = titles(root);
        QVERIFY2(w.contains(QStringLiteral("spark-1: ib_write_bw (PID %1) left running").arg(users)),
                 qPrintable(w));
        QVERIFY2(!w.contains(QStringLiteral("PID %1)").arg(child)), qPrintable(w));
    }
};

QTEST_GUILESS_MAIN(TestRemoteCleanup)
#include "tst_remotecleanup.moc"
