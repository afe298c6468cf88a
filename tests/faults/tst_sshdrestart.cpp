// SPDX-License-Identifier: GPL-3.0-or-later
// A node reboots while railyard-cli monitor samples the cluster: every
// process of spark-2 dies (sshd, sessions, the sampler), the node is silent
// for three seconds, then sshd listens again. The monitor marks the gap on
// spark-2's samples, resumes on the new connection, and the other nodes'
// series go on with no gap and nothing lost. Needs root.
#include "faultcluster.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace railyard::testing;

class TestSshdRestart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void duringMonitor()
    {
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        NamespaceCluster cluster(QStringLiteral("healthy-triangle"), QStringLiteral("fr"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 3));
        const auto before = configSnapshot(cluster, 3);

        CliProcess cli({QStringLiteral("monitor"), QStringLiteral("--project"), cluster.yaml(),
                        QStringLiteral("--seconds"), QStringLiteral("24"), QStringLiteral("--interval-ms"),
                        QStringLiteral("200"), QStringLiteral("--format"), QStringLiteral("json")});
        // Samples of one node in the order the monitor printed them, from a
        // byte offset of its output on. The window "while spark-2 was down"
        // is taken on the controller's side (what had been printed when the
        // reboot started and when it ended), not from the nodes' stamps: a
        // stalled 2-core machine marks late ticks on every node, and a stamp
        // cannot tell such a tick from the reboot.
        auto samplesOf = [&cli](const QString &node, qsizetype from = 0, qsizetype to = -1) {
            QList<QJsonObject> out;
            QByteArray all = cli.out();
            if (to >= 0)
                all.truncate(to);
            // Only whole lines from the offset on.
            qsizetype begin = from == 0 ? 0 : all.indexOf('\n', from - 1) + 1;
            if (begin <= 0 && from > 0)
                return out;
            for (const QByteArray &line : all.mid(begin).split('\n')) {
                const QJsonObject o = QJsonDocument::fromJson(line).object();
                if (o.value(QStringLiteral("node")).toString() == node)
                    out << o;
            }
            return out;
        };
        QTRY_VERIFY_WITH_TIMEOUT(samplesOf(QStringLiteral("spark-2")).size() >= 20, 60000);

        // Asynchronously, so the monitor's output keeps being read.
        const qsizetype rebootFrom = cli.out().size();
        QProcess reboot;
        reboot.start(kHarness,
                     {QStringLiteral("restart-sshd"), QStringLiteral("--name"), cluster.prefix(),
                      QStringLiteral("spark-2"), QStringLiteral("--down-seconds"), QStringLiteral("3")});
        QTRY_VERIFY_WITH_TIMEOUT(reboot.state() == QProcess::NotRunning, 60000);
        QCOMPARE(reboot.exitCode(), 0);
        const qsizetype rebootTo = cli.out().size();
        QVERIFY(cli.finish(120000));
        QCOMPARE(cli.exitCode(), 0);

        // Every spark-2 sample printed after the reboot ended comes from the
        // new stream (the old one died before sshd went away); the first of
        // them follows the gap and says so.
        const QList<QJsonObject> resumed = samplesOf(QStringLiteral("spark-2"), rebootTo);
        qInfo("spark-2: %lld samples in all, %lld while it was down, %lld after it came back",
              qint64(samplesOf(QStringLiteral("spark-2")).size()),
              qint64(samplesOf(QStringLiteral("spark-2"), rebootFrom, rebootTo).size()),
              qint64(resumed.size()));
        // Enough to see the stream going again; how many fit into the rest
        // of the 24 s depends on how long a loaded machine took to get here.
        QVERIFY2(resumed.size() >= 5, qPrintable(QString::number(resumed.size())));
        int marked = 0;
        for (const QJsonObject &s : resumed)
            marked += s.value(QStringLiteral("after_gap")).toBool() ? 1 : 0;
        QVERIFY2(marked > 0, "no sample after the reboot is marked as following a gap");

        for (const QString &node : {QStringLiteral("spark-1"), QStringLiteral("spark-3")}) {
            // Three seconds down at 200 ms: the others go on printing all
            // through it (a late tick on a loaded machine is fine, silence
            // is not).
            const int during = samplesOf(node, rebootFrom, rebootTo).size();
            double widest = 0;
            double previous = -1;
            for (const QJsonObject &o : samplesOf(node)) {
                const double t = o.value(QStringLiteral("time_s")).toDouble();
                if (previous >= 0)
                    widest = std::max(widest, t - previous);
                previous = t;
            }
            qInfo("%s: %lld samples, %d printed while spark-2 was down, widest spacing %.2f s",
                  qPrintable(node), qint64(samplesOf(node).size()), during, widest);
            QVERIFY(during > 0);
        }

        const QList<QByteArray> lines = cli.out().trimmed().split('\n');
        const QJsonObject summary =
            QJsonDocument::fromJson(lines.last()).object().value(QStringLiteral("summary")).toObject();
        qInfo("summary: %s", lines.last().constData());
        QVERIFY(summary.value(QStringLiteral("gaps")).toInt() >= 4); // one per netdev of spark-2
        for (const QJsonValue &v : summary.value(QStringLiteral("nodes")).toArray()) {
            const QJsonObject n = v.toObject();
            const QString node = n.value(QStringLiteral("node")).toString();
            if (node == QLatin1String("spark-2")) {
                QVERIFY(n.value(QStringLiteral("stream_restarts")).toInt() >= 1);
            } else {
                QCOMPARE(n.value(QStringLiteral("lost")).toInt(), 0);
                QCOMPARE(n.value(QStringLiteral("stream_restarts")).toInt(), 0);
            }
        }

        // Nothing lost: configuration untouched, no sampler left on any node.
        QCOMPARE(configSnapshot(cluster, 3), before);
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 3).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 3).join(QLatin1Char('\n'))),
                                  20000);
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSshdRestart)
#include "tst_sshdrestart.moc"
