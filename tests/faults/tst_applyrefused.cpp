// SPDX-License-Identifier: GPL-3.0-or-later
// railyard-cli apply against a node that cannot take the change: the sudo
// password given is wrong (spark-2 is the node that asks for one), or
// spark-2's /etc/netplan is on a full file system. The apply is refused
// before anything changes on any node, naming the node and the cause:
// netplan files, ~/.ssh, addresses and MTU of both nodes as before, no
// journal written. tst_clusterapply proves the same in process
// (refusedBeforeAnyChange, fullDiskOnNetplan); this is the CLI the user
// runs. Needs root.
#include "faultcluster.h"

#include <QTemporaryDir>
#include <QTest>

using namespace railyard::testing;

class TestApplyRefused : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refused_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QStringList>("says");
        QTest::newRow("wrong sudo password")
            << QStringLiteral("sudo")
            << QStringList{QStringLiteral("spark-2: sudo refused the password of user")};
        QTest::newRow("disk full under /etc/netplan")
            << QStringLiteral("disk") << QStringList{QStringLiteral("spark-2"), QStringLiteral("full")};
    }

    void refused()
    {
        QFETCH(QString, fault);
        QFETCH(QStringList, says);
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fa"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        QTemporaryDir tmp;
        QString password = cluster.dir() + QStringLiteral("/sudo_password");
        if (fault == QLatin1String("sudo")) {
            password = tmp.filePath(QStringLiteral("wrong"));
            QFile f(password);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("not-the-password\n");
        } else {
            QCOMPARE(harness(cluster, QStringLiteral("fill-disk"), QStringLiteral("spark-2")).exitCode, 0);
        }
        // The node's own view of /etc/netplan (the full tmpfs only it sees).
        auto nodeView = [&cluster]() -> QByteArray {
            const Proc p = run(kHarness, {QStringLiteral("exec"), QStringLiteral("--name"), cluster.prefix(),
                                          QStringLiteral("spark-2"), QStringLiteral("--"),
                                          QStringLiteral("sh"), QStringLiteral("-c"),
                                          QStringLiteral("cd /etc/netplan && ls -la --time-style=+ . && "
                                                         "cat 01-management.yaml")});
            return p.out + p.err;
        };
        auto state = [&cluster] { return clusterState(cluster, 2); };
        const QString before = state();
        const QByteArray viewBefore = nodeView();
        QVERIFY2(viewBefore.contains("01-management.yaml"), viewBefore.constData());

        const QString journal = cluster.dir() + QStringLiteral("/journal");
        const Proc r = run(kCli,
                           {QStringLiteral("apply"), QStringLiteral("--project"), cluster.yaml(),
                            QStringLiteral("--yes"), QStringLiteral("--sudo-password-file"), password,
                            QStringLiteral("--journal-root"), journal, QStringLiteral("--confirm-timeout"),
                            QStringLiteral("15")},
                           300000);
        QCOMPARE(r.exitCode, 1);
        // The first line of the result says why, naming the node.
        QString text = QString::fromUtf8(r.out);
        qInfo("%s", qPrintable(text.left(1500)));
        for (const QString &s : says)
            QVERIFY2(text.contains(s), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("spark-1: applied")), qPrintable(text));

        // Nothing lost: no node changed, no journal, the full file system as it was.
        QCOMPARE(state(), before);
        QCOMPARE(nodeView(), viewBefore);
        for (const QString &node : {QStringLiteral("spark-1"), QStringLiteral("spark-2")})
            QVERIFY(QDir(journal + QLatin1Char('/') + node).isEmpty());
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  20000);
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TestApplyRefused)
#include "tst_applyrefused.moc"
