// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli"), QStringList{QStringLiteral("plan")} + args);
    p.waitForFinished(30000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QStringList nodes(int n)
{
    QStringList args;
    for (int i = 0; i < n; ++i)
        args << QStringLiteral("--node") << QStringLiteral("n%1=10.0.0.%2").arg(i).arg(i + 1);
    return args;
}

} // namespace

class TstPlanCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ringOfFourJson()
    {
        const Run r = runCli({"--topology", "ring", "--node", "a=10.0.0.1", "--node", "b=10.0.0.2", "--node",
                              "c=10.0.0.3", "--node", "d=10.0.0.4", "--format", "json"});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.value("topology").toString(), QStringLiteral("ring"));
        QCOMPARE(o.value("mtu").toInt(), 1500);
        QSet<QString> subnets;
        for (const auto &s : o.value("subnets").toArray()) {
            QVERIFY(s.toObject().value("cidr").toString().endsWith(QStringLiteral("/24")));
            subnets.insert(s.toObject().value("cidr").toString());
        }
        QCOMPARE(subnets.size(), 8);
        const QJsonArray cables = o.value("cables").toArray();
        QCOMPARE(cables.size(), 4);
        const QStringList names{"a", "b", "c", "d"};
        for (int i = 0; i < 4; ++i) {
            const QJsonObject c = cables[i].toObject();
            QCOMPARE(c.value("a").toObject().value("node").toString(), names[i]);
            QCOMPARE(c.value("a").toObject().value("port").toInt(), 0);
            QCOMPARE(c.value("b").toObject().value("node").toString(), names[(i + 1) % 4]);
            QCOMPARE(c.value("b").toObject().value("port").toInt(), 1);
        }
        QSet<QString> addresses;
        for (const auto &n : o.value("nodes").toArray()) {
            for (const auto &i : n.toObject().value("interfaces").toArray()) {
                const QJsonObject iface = i.toObject();
                QVERIFY(!iface.value("netdev").toString().isEmpty());
                QVERIFY(!iface.value("rdma_device").toString().isEmpty());
                QCOMPARE(iface.value("prefix").toInt(), 24);
                addresses.insert(iface.value("address").toString());
            }
        }
        QCOMPARE(addresses.size(), 16);
        QCOMPARE(o.value("nccl_env").toObject().value("a").toObject().value("NCCL_IB_HCA").toString(),
                 QStringLiteral("rocep1s0f0,roceP2p1s0f0,rocep1s0f1,roceP2p1s0f1"));
    }

    void invalidInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown-topology") << (QStringList{"--topology", "star"} + nodes(2)) << "unknown topology 'star'";
        QTest::newRow("triangle-of-four") << (QStringList{"--topology", "triangle"} + nodes(4)) << "full mesh of four";
        QTest::newRow("ring-of-nine") << (QStringList{"--topology", "ring"} + nodes(9)) << "--allow-large-ring";
        QTest::newRow("pool-too-small") << (QStringList{"--topology", "ring", "--subnet-pool", "10.9.0.0/23"} + nodes(4))
                                        << "needs 8";
        QTest::newRow("avoid-overlaps-pool")
            << (QStringList{"--topology", "direct", "--subnet-pool", "10.9.0.0/24", "--avoid", "10.9.0.0/16"} + nodes(2))
            << "overlap a CIDR to avoid";
        QTest::newRow("bad-address") << QStringList{"--topology", "direct", "--node", "a=10.0.0.300", "--node", "b=10.0.0.2"}
                                     << "not an IP address";
        QTest::newRow("shell-in-name") << QStringList{"--topology", "direct", "--node", "$(touch /tmp/x)=10.0.0.1", "--node",
                                                      "b=10.0.0.2"}
                                       << "must be NAME=[USER@]ADDRESS";
        QTest::newRow("no-topology") << nodes(2) << "--topology is required";
        QTest::newRow("bad-format") << (QStringList{"--topology", "direct", "--format", "xml"} + nodes(2)) << "--format";
        QTest::newRow("unknown-option") << (QStringList{"--topology", "direct", "--bogus"} + nodes(2)) << "bogus";
        QTest::newRow("crossed-project-and-nodes") << (QStringList{"--project", "x.yaml", "--topology", "ring"})
                                                   << "--project already names";
        QTest::newRow("missing-project") << QStringList{"--project", "/nonexistent/railyard.yaml"} << "cannot open";
    }
    void invalidInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const Run r = runCli(args + QStringList{"--out", dir.filePath("out")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line, no stack trace
        QVERIFY2(err.contains(mentions), qPrintable(err));
        QVERIFY(!QDir(dir.filePath("out")).exists()); // no partial write
    }

    void outWritesEveryFile()
    {
        QTemporaryDir dir;
        const Run r = runCli(QStringList{"--topology", "triangle", "--format", "netplan", "--out", dir.path()} + nodes(3));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("# ---- n0: /etc/netplan/40-railyard.yaml"));
        for (const QString &n : {"n0", "n1", "n2"}) {
            QFile netplan(dir.filePath(n + "/40-railyard.yaml"));
            QVERIFY(netplan.open(QIODevice::ReadOnly));
            QCOMPARE(netplan.readAll().count("addresses:"), 4);
            QFile env(dir.filePath(n + "/nccl.env"));
            QVERIFY(env.open(QIODevice::ReadOnly));
            QVERIFY(env.readAll().contains("NCCL_IB_HCA="));
        }
        QFile hostfile(dir.filePath("hostfile"));
        QVERIFY(hostfile.open(QIODevice::ReadOnly));
        QCOMPARE(hostfile.readAll(), QByteArray("n0 slots=1\nn1 slots=1\nn2 slots=1\n"));
    }

    void projectFile()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath("railyard.yaml"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("version: 1\ncluster:\n  topology: switch\n  port: 1\n  nodes:\n");
        for (int i = 0; i < 8; ++i)
            f.write(QStringLiteral("    - {name: s%1, address: 10.0.0.%2}\n").arg(i).arg(i + 1).toUtf8());
        f.close();
        const Run r = runCli({"--project", f.fileName(), "--format", "json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("subnets").toArray().size(), 2);
        QCOMPARE(o.value("cables").toArray().size(), 8);
        QCOMPARE(o.value("cables").toArray()[0].toObject().value("b").toString(), QStringLiteral("switch"));
        QCOMPARE(o.value("nodes").toArray()[7].toObject().value("interfaces").toArray()[0].toObject().value("netdev").toString(),
                 QStringLiteral("enp1s0f1np1"));

        QFile bad(dir.filePath("bad.yaml"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("version: 1\ncluster:\n  topology: ring\n  nodes: 5\n");
        bad.close();
        const Run e = runCli({"--project", bad.fileName()});
        QCOMPARE(e.exitCode, 2);
        QVERIFY2(e.err.contains("bad.yaml:4:"), e.err.constData());
    }
};

QTEST_GUILESS_MAIN(TstPlanCommand)
#include "tst_plancommand.moc"
