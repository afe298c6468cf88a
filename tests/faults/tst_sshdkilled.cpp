// SPDX-License-Identifier: GPL-3.0-or-later
// sshd of one node dies (SIGKILL to the listener and its sessions) while
// railyard-cli inventory or railyard-cli test is working on it, against the
// namespace cluster: the run ends with a message naming that node and the
// lost connection, the other nodes' results are complete, nothing is left
// running on any node and no configuration changed. Needs root.
#include "faultcluster.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace railyard::testing;

class TestSshdKilled : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // nvidia-smi of spark-2 is held open until sshd is dead, so the kill
    // lands in the middle of its inventory every time, not by timing luck.
    void duringInventory()
    {
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        NamespaceCluster cluster(QStringLiteral("healthy-triangle"), QStringLiteral("fk"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 3));
        const auto before = configSnapshot(cluster, 3);

        const QString hold = cluster.dir() + QStringLiteral("/hold");
        QVERIFY(QDir().mkpath(hold));
        QVERIFY(QFile::setPermissions(hold, QFileDevice::Permissions(0x7777)));
        // bin/ is first on the node's PATH, before the simulated tool's own place.
        const QString tool = cluster.dir() + QStringLiteral("/bin/nvidia-smi");
        {
            QFile w(tool);
            QVERIFY(w.open(QIODevice::WriteOnly));
            w.write(QStringLiteral("#!/bin/bash\n"
                                   "if [ \"$RAILYARD_SIM_NODE\" = spark-2 ]; then\n"
                                   "  touch %1/spark-2\n"
                                   "  while [ -e %1/spark-2 ]; do sleep 0.1; done\n"
                                   "fi\n"
                                   "exec -a nvidia-smi %2 \"$@\"\n")
                        .arg(hold, kSimtool)
                        .toUtf8());
            w.close();
            QVERIFY(QFile::setPermissions(tool, QFileDevice::Permissions(0x7755)));
        }

        CliProcess cli({QStringLiteral("inventory"), QStringLiteral("--project"), cluster.yaml(),
                        QStringLiteral("--format"), QStringLiteral("json")});
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(hold + QStringLiteral("/spark-2")), 60000);
        QCOMPARE(harness(cluster, QStringLiteral("kill-sshd"), QStringLiteral("spark-2")).exitCode, 0);
        QVERIFY(cli.finish(120000));
        // Let the held command go on: its output now has nowhere to go.
        QVERIFY(QFile::remove(hold + QStringLiteral("/spark-2")));
        QVERIFY(QFile::remove(tool));
        QVERIFY(QFile::link(kSimtool, tool));

        // Exit 1: an inventory with a node answered only in part is not clean.
        QCOMPARE(cli.exitCode(), 1);
        const QJsonArray nodes =
            QJsonDocument::fromJson(cli.out()).object().value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), 3);
        for (const QString &ok : {QStringLiteral("spark-1"), QStringLiteral("spark-3")}) {
            const QJsonObject n = byName(nodes, QStringLiteral("node"), ok);
            QVERIFY(n.value(QStringLiteral("reachable")).toBool());
            QCOMPARE(n.value(QStringLiteral("hostname")).toString(), ok);
            QCOMPARE(n.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("name")).toString(),
                     QStringLiteral("NVIDIA GB10"));
            QCOMPARE(n.value(QStringLiteral("netdevs")).toArray().size(), 4);
            QVERIFY2(issueMessages(n).isEmpty(), qPrintable(issueMessages(n).join(QLatin1Char('\n'))));
        }
        const QJsonObject lost = byName(nodes, QStringLiteral("node"), QStringLiteral("spark-2"));
        const QStringList messages = issueMessages(lost);
        qInfo("spark-2 issues:\n%s", qPrintable(messages.join(QLatin1Char('\n'))));
        QVERIFY(!messages.isEmpty());
        bool sawLost = false;
        for (const QString &m : messages) {
            QVERIFY2(m.startsWith(QLatin1String("spark-2: ")), qPrintable(m));
            sawLost |=
                m.contains(QLatin1String("nvidia-smi")) && m.contains(QLatin1String("connection lost"));
        }
        QVERIFY2(sawLost, qPrintable(messages.join(QLatin1Char('\n'))));
        // What came back before the kill is still there.
        QCOMPARE(lost.value(QStringLiteral("hostname")).toString(), QStringLiteral("spark-2"));

        // Nothing lost: no configuration changed, nothing left running.
        QCOMPARE(configSnapshot(cluster, 3), before);
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 3).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 3).join(QLatin1Char('\n'))),
                                  20000);
        // The node comes back as it was: a fresh inventory is complete.
        QCOMPARE(harness(cluster, QStringLiteral("start-sshd"), QStringLiteral("spark-2")).exitCode, 0);
        const Proc again = run(kCli, {QStringLiteral("inventory"), QStringLiteral("--project"),
                                      cluster.yaml(), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(again.exitCode == 0, again.out.constData());
        QCOMPARE(cluster.down(), 0);
    }

    // spark-3's sshd is down when railyard-cli monitor starts and comes
    // back a little later. The monitor says at once why spark-3 delivers
    // nothing (the refused connection, naming it), keeps streaming from it
    // once it answers (an unreachable node is not one that cannot run the
    // loop: no per-sample fallback), and says that it delivers again.
    void beforeMonitor()
    {
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        NamespaceCluster cluster(QStringLiteral("healthy-triangle"), QStringLiteral("fk"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QCOMPARE(harness(cluster, QStringLiteral("kill-sshd"), QStringLiteral("spark-3")).exitCode, 0);

        CliProcess cli({QStringLiteral("monitor"), QStringLiteral("--project"), cluster.yaml(),
                        QStringLiteral("--seconds"), QStringLiteral("2"), QStringLiteral("--interval-ms"),
                        QStringLiteral("200"), QStringLiteral("--format"), QStringLiteral("json")});
        QTRY_VERIFY2_WITH_TIMEOUT(cli.err().contains("spark-3: cannot connect"), cli.err().constData(),
                                  30000);
        // Several refused starts before it comes back: before, three of them
        // switched the node to per-sample reading for the rest of the run.
        QTest::qWait(5000);
        QCOMPARE(harness(cluster, QStringLiteral("start-sshd"), QStringLiteral("spark-3")).exitCode, 0);
        QVERIFY(cli.finish(120000));
        qInfo("stderr:\n%s", cli.err().constData());
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY2(cli.err().contains("spark-3: samples arrive again"), cli.err().constData());
        const QList<QByteArray> lines = cli.out().trimmed().split('\n');
        const QJsonObject summary =
            QJsonDocument::fromJson(lines.last()).object().value(QStringLiteral("summary")).toObject();
        qInfo("summary: %s", lines.last().constData());
        const QJsonObject spark3 = byName(summary.value(QStringLiteral("nodes")).toArray(),
                                          QStringLiteral("node"), QStringLiteral("spark-3"));
        QCOMPARE(spark3.value(QStringLiteral("mode")).toString(), QStringLiteral("streaming"));
        QVERIFY(spark3.value(QStringLiteral("samples")).toInt() > 0);
        QVERIFY(spark3.value(QStringLiteral("stream_restarts")).toInt() >= 3);
        QVERIFY(!spark3.contains(QStringLiteral("problem")));
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 3).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 3).join(QLatin1Char('\n'))),
                                  20000);
        QCOMPARE(cluster.down(), 0);
    }

    // The triangle's RDMA test: spark-3's sshd dies while its first
    // perftest runs. The cable between spark-1 and spark-2 keeps its full
    // figure; the two cables of spark-3 fail naming it.
    void duringTest()
    {
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        NamespaceCluster cluster(QStringLiteral("healthy-triangle"), QStringLiteral("fk"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 3));
        const auto before = configSnapshot(cluster, 3);

        CliProcess cli({QStringLiteral("test"), QStringLiteral("rdma"), QStringLiteral("--project"),
                        cluster.yaml(), QStringLiteral("--duration"), QStringLiteral("3"),
                        QStringLiteral("--format"), QStringLiteral("json")});
        QTRY_VERIFY_WITH_TIMEOUT(
            leftoverProcesses(cluster, 3).join(QLatin1Char('\n')).contains(QLatin1String("ib_write_bw")),
            120000);
        qInfo("killing sshd of spark-3 while it runs:\n%s",
              qPrintable(leftoverProcesses(cluster, 3).join(QLatin1Char('\n'))));
        QCOMPARE(harness(cluster, QStringLiteral("kill-sshd"), QStringLiteral("spark-3")).exitCode, 0);
        QVERIFY(cli.finish(180000));
        QCOMPARE(cli.exitCode(), 1);
        const QJsonObject out = QJsonDocument::fromJson(cli.out()).object();
        const QJsonArray cables =
            out.value(QStringLiteral("rdma")).toObject().value(QStringLiteral("cables")).toArray();
        QCOMPARE(cables.size(), 3);
        const QJsonObject good =
            byName(cables, QStringLiteral("cable"), QStringLiteral("spark-1 port 0 \u2192 spark-2 port 1"));
        QVERIFY(!good.isEmpty());
        QVERIFY2(good.value(QStringLiteral("errors")).toArray().isEmpty(),
                 QJsonDocument(good).toJson().constData());
        QCOMPARE(good.value(QStringLiteral("rails")).toArray().size(), 2);
        qInfo("spark-1 - spark-2: %.2f Gb/s", good.value(QStringLiteral("total_gbps")).toDouble());
        QVERIFY(good.value(QStringLiteral("total_gbps")).toDouble() > 150.0);

        // The cable whose run was cut: the lost connection, named.
        const QJsonObject cut =
            byName(cables, QStringLiteral("cable"), QStringLiteral("spark-2 port 0 \u2192 spark-3 port 1"));
        QStringList errors;
        for (const QJsonValue &v : cut.value(QStringLiteral("errors")).toArray())
            errors << v.toString();
        qInfo("spark-2 - spark-3 errors:\n%s", qPrintable(errors.join(QLatin1Char('\n'))));
        QVERIFY2(errors.join(QLatin1Char('\n'))
                     .contains(QLatin1String("spark-3: connection lost while running ib_write_bw")),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(cut.value(QStringLiteral("total_gbps")).toDouble(), 0.0);
        // The cable not yet started: no figure is made up for it, and each
        // rail says why, naming the unreachable node.
        const QJsonObject later =
            byName(cables, QStringLiteral("cable"), QStringLiteral("spark-3 port 0 \u2192 spark-1 port 1"));
        QVERIFY(!later.isEmpty());
        QCOMPARE(later.value(QStringLiteral("total_gbps")).toDouble(), 0.0);
        for (const QJsonValue &rail : later.value(QStringLiteral("rails")).toArray()) {
            QCOMPARE(rail.toObject().value(QStringLiteral("gbps")).toDouble(), 0.0);
            QVERIFY2(
                rail.toObject().value(QStringLiteral("error")).toString().contains(QLatin1String("spark-3")),
                QJsonDocument(later).toJson().constData());
        }
        QStringList findings;
        for (const QJsonValue &f : out.value(QStringLiteral("findings")).toArray())
            findings << f.toObject().value(QStringLiteral("id")).toString() + QStringLiteral(" ") +
                            f.toObject().value(QStringLiteral("explanation")).toString();
        qInfo("findings:\n%s", qPrintable(findings.join(QLatin1Char('\n'))));
        QVERIFY2(findings.join(QLatin1Char('\n')).contains(QLatin1String("spark-3")),
                 qPrintable(findings.join(QLatin1Char('\n'))));
        // A lost connection is not a missing program.
        QVERIFY2(!findings.join(QLatin1Char('\n')).contains(QLatin1String("not installed")),
                 qPrintable(findings.join(QLatin1Char('\n'))));

        // Nothing lost: no configuration changed, no perftest left anywhere.
        QCOMPARE(configSnapshot(cluster, 3), before);
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 3).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 3).join(QLatin1Char('\n'))),
                                  30000);
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSshdKilled)
#include "tst_sshdkilled.moc"
