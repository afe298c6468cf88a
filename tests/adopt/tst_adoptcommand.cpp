// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"
#include "model/projectfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard;

namespace {

using Run = railyard::testsupport::CliRun;

Run runCli(const QStringList &args)
{
    return railyard::testsupport::runCliCommand(QStringLiteral("adopt"), args, 120000);
}

} // namespace

class TstAdoptCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no source") << QStringList{} << "--node NAME=ADDR";
        QTest::newRow("nodes and demo")
            << QStringList{"--node", "a=10.0.0.1", "--demo", "healthy-pair"} << "--node NAME=ADDR";
        QTest::newRow("shell in a name")
            << QStringList{"--node", "$(reboot)=10.0.0.1"} << "NAME=[USER@]ADDRESS";
        QTest::newRow("bad address") << QStringList{"--node", "a=10.0.0.300"} << "not an IP address";
        QTest::newRow("bad user") << QStringList{"--node", "a=ro;ot@10.0.0.1"} << "not a user name";
        QTest::newRow("bad port") << QStringList{"--node", "a=10.0.0.1:99999"} << "not a TCP port";
        QTest::newRow("twice") << QStringList{"--node", "a=10.0.0.1", "--node", "a=10.0.0.2"}
                               << "given twice";
        QTest::newRow("format") << QStringList{"--demo", "healthy-pair", "--format", "xml"} << "--format";
        QTest::newRow("positional") << QStringList{"--demo", "healthy-pair", "extra"}
                                    << "unexpected argument";
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // The JSON names the topology, each node's origin and the findings;
    // progress goes to stderr only.
    void demoJson()
    {
        const Run r = runCli({"--demo", "nvidia-helper-triangle", "--format", "json"});
        QCOMPARE(r.exitCode, 1); // ARP flux is an error
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.value("topology").toObject().value("name").toString(), QStringLiteral("triangle"));
        QVERIFY(o.value("topology").toObject().value("recognised").toBool());
        const QJsonArray nodes = o.value("nodes").toArray();
        QCOMPARE(nodes.size(), 3);
        for (const QJsonValue &n : nodes)
            QCOMPARE(n.toObject().value("origin").toString(), QStringLiteral("nvidia-helper"));
        QStringList ids;
        for (const QJsonValue &f : o.value("findings").toArray())
            ids << f.toObject().value("id").toString();
        QVERIFY(ids.contains("twins-same-subnet"));
        QVERIFY(ids.contains("arp-flux"));
        QVERIFY(!r.err.isEmpty());
    }

    // --out writes the as-is project; an existing file is kept unless --force.
    void outFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("railyard.yaml"));
        Run r = runCli({"--demo", "wrong-order-ring4", "--out", path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(path.toUtf8()));
        const Result<model::Cluster> loaded = model::ProjectFile::load(path);
        QVERIFY(loaded);
        QCOMPARE(loaded->topology, model::Topology::Ring);
        QCOMPARE(loaded->nodeNames(), (QStringList{"spark-1", "spark-3", "spark-2", "spark-4"}));
        QVERIFY(loaded->cables.isEmpty()); // as the ring expects for that order

        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("mine\n");
        f.close();
        r = runCli({"--demo", "healthy-pair", "--out", path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--force"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("mine\n"));
        f.close();
        r = runCli({"--demo", "healthy-pair", "--out", path, "--force"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(model::ProjectFile::load(path)->topology, model::Topology::Direct);
    }
};

QTEST_GUILESS_MAIN(TstAdoptCommand)
#include "tst_adoptcommand.moc"
