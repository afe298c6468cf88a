// SPDX-License-Identifier: GPL-3.0-or-later
// `railyard-cli discover` and `inventory` over real SSH against the
// namespace cluster: a healthy pair reproduces its wiring with no finding,
// a crossed pair reports the port mismatch. Needs root; skips otherwise.
#include "namespacecluster.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace railyard::testing;

class TestDiscoverSsh : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void discover_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("cable");
        QTest::addColumn<QString>("finding");
        QTest::newRow("healthy pair: port 0 to port 0, no finding")
            << "healthy-pair" << 0 << "spark-1:0 <-> spark-2:0" << QString();
        QTest::newRow("crossed pair: port 0 to port 1") << "crossed-pair" << 1 << "spark-1:0 <-> spark-2:1"
                                                        << "cabling-direct-port-mismatch";
    }

    void discover()
    {
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        QFETCH(QString, scenario);
        QFETCH(int, exitCode);
        QFETCH(QString, cable);
        QFETCH(QString, finding);
        NamespaceCluster cluster(scenario, QStringLiteral("rd"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());

        const Proc r = run(kCli, {QStringLiteral("discover"), QStringLiteral("--project"), cluster.yaml(),
                                  QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        const QJsonArray cables = doc.value(QStringLiteral("cables")).toArray();
        QCOMPARE(cables.size(), 1);
        const QJsonObject c = cables.first().toObject();
        const QJsonObject a = c.value(QStringLiteral("a")).toObject();
        const QJsonObject b = c.value(QStringLiteral("b")).toObject();
        QCOMPARE(QStringLiteral("%1:%2 <-> %3:%4")
                     .arg(a.value(QStringLiteral("node")).toString())
                     .arg(a.value(QStringLiteral("port")).toInt())
                     .arg(b.value(QStringLiteral("node")).toString())
                     .arg(b.value(QStringLiteral("port")).toInt()),
                 cable);
        QCOMPARE(c.value(QStringLiteral("rails_up")).toInt(), 2);
        QStringList ids;
        for (const QJsonValue &f : doc.value(QStringLiteral("findings")).toArray())
            ids << f.toObject().value(QStringLiteral("id")).toString();
        if (finding.isEmpty()) {
            QVERIFY2(ids.isEmpty(), qPrintable(ids.join(QLatin1Char(','))));
        } else {
            QVERIFY2(ids.contains(finding), qPrintable(ids.join(QLatin1Char(','))));
            QVERIFY(!ids.contains(QStringLiteral("discovery-node-failed")));
        }

        // The inventory over the same sessions' path: both nodes read, real hostnames.
        const Proc inv = run(kCli, {QStringLiteral("inventory"), QStringLiteral("--project"), cluster.yaml(),
                                    QStringLiteral("--format"), QStringLiteral("json")});
        const QJsonArray nodes =
            QJsonDocument::fromJson(inv.out).object().value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), 2);
        for (const QJsonValue &n : nodes) {
            const QJsonObject o = n.toObject();
            QVERIFY2(o.value(QStringLiteral("reachable")).toBool(), inv.err.constData());
            QCOMPARE(o.value(QStringLiteral("hostname")).toString(),
                     o.value(QStringLiteral("node")).toString());
            const QJsonArray issues = o.value(QStringLiteral("issues")).toArray();
            // OpenSSH refuses an 11th concurrent session per connection
            // (MaxSessions 10, also the DGX OS default); the transport must
            // queue commands rather than fail them with "Channel opening failure".
            QVERIFY2(issues.isEmpty(),
                     qPrintable(issues.isEmpty()
                                    ? QString()
                                    : issues.first().toObject().value(QStringLiteral("message")).toString()));
        }
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TestDiscoverSsh)
#include "tst_discoverssh.moc"
