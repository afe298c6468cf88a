// SPDX-License-Identifier: GPL-3.0-or-later
// The controller dies between going live and confirming: railyard-cli apply
// gets SIGKILL after every node went live, before any confirmation reached
// a node. The guard on each node must put it back on its own: netplan
// files, ~/.ssh, addresses, MTU and link state as before, journal decided
// by the guard. The moment is made exact, not timed: `ip -j addr show` (the
// confirm step's read-back) is held on the nodes once the CLI said "Go
// live". tst_clusterapply::guardRestoresWithoutConfirm does the same in
// process; this one kills the real process. Needs root.
#include "faultcluster.h"

#include <QTest>
#include <signal.h>

using namespace railyard::testing;

class TestControllerKilled : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void betweenLiveAndConfirm()
    {
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        const QString realIp = QStandardPaths::findExecutable(QStringLiteral("ip"));
        QVERIFY(!realIp.isEmpty());
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fc"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        auto state = [&cluster] { return clusterState(cluster, 2); };
        const QString before = state();

        const QString hold = holdAddressReadBack(cluster, realIp);
        QVERIFY(!hold.isEmpty());

        CliProcess cli({QStringLiteral("apply"), QStringLiteral("--project"), cluster.yaml(),
                        QStringLiteral("--yes"), QStringLiteral("--sudo-password-file"),
                        cluster.dir() + QStringLiteral("/sudo_password"), QStringLiteral("--journal-root"),
                        cluster.dir() + QStringLiteral("/journal"), QStringLiteral("--confirm-timeout"),
                        QStringLiteral("45")});
        QTRY_VERIFY_WITH_TIMEOUT(
            cli.err().contains("spark-2: Go live") && cli.err().contains("spark-1: Go live"), 120000);
        {
            QFile armed(hold + QStringLiteral("/armed"));
            QVERIFY(armed.open(QIODevice::WriteOnly));
        }
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(hold + QStringLiteral("/spark-1")) ||
                                     QFile::exists(hold + QStringLiteral("/spark-2")),
                                 60000);
        const QString live = state();
        // With a confirm window shorter than go-live plus reading the state
        // on a loaded machine (seen in CI with 15 s), the guard restores
        // first and the node is back to "before": say so rather than "not
        // live".
        QVERIFY2(live != before,
                 "not live yet (or its guard has already restored it: the confirm window was too short)");
        qInfo("live, killing the controller; stderr so far:\n%s", cli.err().constData());
        QVERIFY(cli.kill(SIGKILL));
        QVERIFY(QFile::remove(hold + QStringLiteral("/armed")));

        // The guards (45 s from go-live) restore every node with nobody connected; a
        // guard's restore has finished when it marks the journal undone.
        for (const QString &node : {QStringLiteral("spark-1"), QStringLiteral("spark-2")}) {
            const QString root = cluster.dir() + QStringLiteral("/journal/") + node;
            const QStringList journals = QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
            QCOMPARE(journals.size(), 1);
            QTRY_VERIFY_WITH_TIMEOUT(
                QFile::exists(root + QLatin1Char('/') + journals.first() + QStringLiteral("/undone")),
                150000);
        }
        QVERIFY2(state() == before, qPrintable(stateDiff(state(), before)));
        for (const QString &node : {QStringLiteral("spark-1"), QStringLiteral("spark-2")}) {
            const QString root = cluster.dir() + QStringLiteral("/journal/") + node;
            const QStringList journals = QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
            QFile by(root + QLatin1Char('/') + journals.first() + QStringLiteral("/decided/by"));
            QVERIFY2(by.open(QIODevice::ReadOnly), qPrintable(by.fileName()));
            QCOMPARE(by.readAll().trimmed(), QByteArray("guard"));
        }
        // Nothing left running: the guards ended after restoring.
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  30000);
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TestControllerKilled)
#include "tst_controllerkilled.moc"
