// SPDX-License-Identifier: GPL-3.0-or-later
// One node's tool misbehaves, against the namespace cluster over real SSH:
// it prints random bytes, prints 100 MB, or is not installed. Through
// railyard-cli inventory (nvidia-smi of spark-2) and railyard-cli test rdma
// (ib_write_bw of spark-3 in the triangle): no crash, the message names the
// node and the tool, the other nodes' results are complete, nothing is left
// running, no configuration changed. Needs root.
#include "faultcluster.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace railyard::testing;

namespace {

void addRows()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("inventorySays");
    QTest::addColumn<QString>("testSays");
    QTest::newRow("random bytes") << QStringLiteral("head -c 65536 /dev/urandom; exit 0")
                                  << QStringLiteral("not nvidia-smi output")
                                  << QStringLiteral("not perftest output");
    QTest::newRow("100 MB of output")
        << QStringLiteral("yes 'a tool that does not stop talking' | head -c 104857600; exit 0")
        << QStringLiteral("not nvidia-smi output") << QStringLiteral("not perftest output");
    // What the remote shell says when the program is not on PATH.
    QTest::newRow("not installed")
        << QStringLiteral("echo \"env: '$(basename \"$0\")': No such file or directory\" >&2; exit 127")
        << QStringLiteral("exit code 127: env: 'nvidia-smi': No such file or directory")
        << QStringLiteral(
               "ib_write_bw is not installed on spark-3; install it with: sudo apt install perftest");
}

} // namespace

class TestToolFaults : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void inventory_data() { addRows(); }
    void inventory()
    {
        QFETCH(QString, body);
        QFETCH(QString, inventorySays);
        const QString mentions = inventorySays;
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        NamespaceCluster cluster(QStringLiteral("healthy-triangle"), QStringLiteral("ft"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 3));
        const auto before = configSnapshot(cluster, 3);
        QVERIFY(replaceTool(cluster, QStringLiteral("nvidia-smi"), QStringLiteral("spark-2"), body));

        const Proc r = run(kCli,
                           {QStringLiteral("inventory"), QStringLiteral("--project"), cluster.yaml(),
                            QStringLiteral("--format"), QStringLiteral("json")},
                           300000);
        QCOMPARE(r.exitCode, 1);
        const QJsonArray nodes =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), 3);
        for (const QString &ok : {QStringLiteral("spark-1"), QStringLiteral("spark-3")}) {
            const QJsonObject n = byName(nodes, QStringLiteral("node"), ok);
            QVERIFY2(issueMessages(n).isEmpty(), qPrintable(issueMessages(n).join(QLatin1Char('\n'))));
            QCOMPARE(n.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("name")).toString(),
                     QStringLiteral("NVIDIA GB10"));
        }
        const QJsonObject bad = byName(nodes, QStringLiteral("node"), QStringLiteral("spark-2"));
        const QStringList messages = issueMessages(bad);
        qInfo("spark-2 issues: %s", qPrintable(messages.join(QStringLiteral(" | ")).left(600)));
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages.first().startsWith(QLatin1String("spark-2: nvidia-smi: ")),
                 qPrintable(messages.first()));
        QVERIFY2(messages.first().contains(mentions), qPrintable(messages.first()));
        QVERIFY(messages.first().size() < 2000); // a message, not the tool's output
        // The rest of spark-2's inventory came through.
        QCOMPARE(bad.value(QStringLiteral("hostname")).toString(), QStringLiteral("spark-2"));
        QCOMPARE(bad.value(QStringLiteral("netdevs")).toArray().size(), 4);
        QVERIFY(
            bad.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("name")).toString().isEmpty());

        QCOMPARE(configSnapshot(cluster, 3), before);
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 3).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 3).join(QLatin1Char('\n'))),
                                  20000);
        QCOMPARE(cluster.down(), 0);
    }

    void test_data() { addRows(); }
    void test()
    {
        QFETCH(QString, body);
        QFETCH(QString, testSays);
        const QString mentions = testSays;
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        NamespaceCluster cluster(QStringLiteral("healthy-triangle"), QStringLiteral("ft"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 3));
        const auto before = configSnapshot(cluster, 3);
        QVERIFY(replaceTool(cluster, QStringLiteral("ib_write_bw"), QStringLiteral("spark-3"), body));

        const Proc r = run(kCli,
                           {QStringLiteral("test"), QStringLiteral("rdma"), QStringLiteral("--project"),
                            cluster.yaml(), QStringLiteral("--duration"), QStringLiteral("3"),
                            QStringLiteral("--format"), QStringLiteral("json")},
                           300000);
        QCOMPARE(r.exitCode, 1);
        const QJsonObject out = QJsonDocument::fromJson(r.out).object();
        const QJsonArray cables =
            out.value(QStringLiteral("rdma")).toObject().value(QStringLiteral("cables")).toArray();
        QCOMPARE(cables.size(), 3);
        const QJsonObject good =
            byName(cables, QStringLiteral("cable"), QStringLiteral("spark-1 port 0 \u2192 spark-2 port 1"));
        QVERIFY2(good.value(QStringLiteral("errors")).toArray().isEmpty(),
                 QJsonDocument(good).toJson().constData());
        QVERIFY(good.value(QStringLiteral("total_gbps")).toDouble() > 150.0);
        QStringList errors;
        for (const QJsonValue &c : cables) {
            const QJsonObject o = c.toObject();
            if (!o.value(QStringLiteral("cable")).toString().contains(QLatin1String("spark-3")))
                continue;
            QCOMPARE(o.value(QStringLiteral("total_gbps")).toDouble(), 0.0);
            for (const QJsonValue &e : o.value(QStringLiteral("errors")).toArray())
                errors << o.value(QStringLiteral("cable")).toString() + QStringLiteral(": ") + e.toString();
        }
        QStringList findings;
        for (const QJsonValue &f : out.value(QStringLiteral("findings")).toArray())
            findings << f.toObject().value(QStringLiteral("id")).toString() + QStringLiteral(" [") +
                            f.toObject()
                                .value(QStringLiteral("object"))
                                .toObject()
                                .value(QStringLiteral("text"))
                                .toString() +
                            QStringLiteral("] ") +
                            f.toObject().value(QStringLiteral("explanation")).toString();
        qInfo("spark-3 cable errors: %s", qPrintable(errors.join(QStringLiteral(" | ")).left(800)));
        qInfo("findings: %s", qPrintable(findings.join(QStringLiteral(" | ")).left(800)));
        QVERIFY(!errors.isEmpty() || !findings.isEmpty());
        const QString all =
            errors.join(QLatin1Char('\n')) + QLatin1Char('\n') + findings.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("spark-3")), qPrintable(all));
        QVERIFY2(all.contains(mentions), qPrintable(all));
        // Every complaint is about a cable of spark-3 or names it.
        for (const QString &e : errors)
            QVERIFY2(e.contains(QLatin1String("spark-3")), qPrintable(e));
        bool findingsNameIt = true;
        for (const QString &f : findings)
            findingsNameIt = findingsNameIt && f.contains(QLatin1String("spark-3"));
        // Including the legs where spark-3 is the server: its peer's client
        // only fails to connect, but the finding is about spark-3's tool.
        QVERIFY2(findingsNameIt, qPrintable(findings.join(QLatin1Char('\n'))));
        for (const QString &f : findings)
            QVERIFY2(!f.contains(QLatin1String("[spark-1")) && !f.contains(QLatin1String("[spark-2")),
                     qPrintable(f));
        QVERIFY(all.size() < 20000);

        QCOMPARE(configSnapshot(cluster, 3), before);
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 3).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 3).join(QLatin1Char('\n'))),
                                  30000);
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TestToolFaults)
#include "tst_toolfaults.moc"
