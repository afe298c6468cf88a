// SPDX-License-Identifier: GPL-3.0-or-later
// A node that answers slowly: every packet it sends on its management veth
// is held back by tc netem inside its namespace. Its inventory must end
// with an error that names it, within the SSH timeouts (not hang), while
// the other node's inventory completes. Needs root and tc; skips otherwise.
#include "namespacecluster.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace railyard::testing;

class TestSlowNode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void slowNodeFailsAloneWithinItsTimeout()
    {
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        if (QStandardPaths::findExecutable(QStringLiteral("tc")).isEmpty())
            QSKIP("tc (iproute2) is not installed: no traffic shaping");
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("rs"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());

        // 3 s on every packet spark-2 sends: the key exchange alone needs
        // several round trips, more than the 10 s connect timeout allows.
        const Proc tc = run(QStringLiteral("ip"),
                            {QStringLiteral("netns"), QStringLiteral("exec"), cluster.nodeNamespace(2),
                             QStringLiteral("tc"), QStringLiteral("qdisc"), QStringLiteral("add"),
                             QStringLiteral("dev"), QStringLiteral("enP7s7"), QStringLiteral("root"),
                             QStringLiteral("netem"), QStringLiteral("delay"), QStringLiteral("3000ms")});
        QVERIFY2(tc.exitCode == 0, tc.err.constData());

        const Proc r = run(kCli,
                           {QStringLiteral("inventory"), QStringLiteral("--project"), cluster.yaml(),
                            QStringLiteral("--format"), QStringLiteral("json")},
                           180000);
        QCOMPARE(r.exitCode, 1);
        // Connect timeout (10 s) plus one node's inventory; far from the 180 s kill.
        QVERIFY2(r.elapsedMs < 60000, qPrintable(QString::number(r.elapsedMs)));
        const QJsonArray nodes =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), 2);
        const QJsonObject fast = nodes.at(0).toObject();
        const QJsonObject slow = nodes.at(1).toObject();
        QCOMPARE(fast.value(QStringLiteral("node")).toString(), QStringLiteral("spark-1"));
        QVERIFY(fast.value(QStringLiteral("reachable")).toBool());
        QCOMPARE(fast.value(QStringLiteral("hostname")).toString(), QStringLiteral("spark-1"));
        QVERIFY(fast.value(QStringLiteral("issues")).toArray().isEmpty());
        QCOMPARE(slow.value(QStringLiteral("node")).toString(), QStringLiteral("spark-2"));
        QVERIFY(!slow.value(QStringLiteral("reachable")).toBool());
        const QJsonArray issues = slow.value(QStringLiteral("issues")).toArray();
        QVERIFY(!issues.isEmpty());
        const QString message = issues.first().toObject().value(QStringLiteral("message")).toString();
        QVERIFY2(message.startsWith(QLatin1String("spark-2")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("timed out"), Qt::CaseInsensitive) ||
                     message.contains(QLatin1String("timeout"), Qt::CaseInsensitive),
                 qPrintable(message));
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSlowNode)
#include "tst_slownode.moc"
