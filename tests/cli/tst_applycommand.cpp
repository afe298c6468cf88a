// SPDX-License-Identifier: GPL-3.0-or-later
// railyard-cli apply / verify / undo: usage errors, the in-process demo
// (refused before any change: the simulator has no file system), and, as
// root, the whole round trip against a namespace cluster.
#include "../inventory/namespacecluster.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTest>
#include <unistd.h>

namespace {

const QString kHarness = QStringLiteral(RAILYARD_SOURCE_DIR "/tests/sim/simcluster");
const QString kSimtool = QStringLiteral(RAILYARD_BINARY_DIR "/app/simtool/railyard-simtool");

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runProgram(const QString &program, const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RAILYARD_SIMTOOL"), kSimtool);
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(180000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

Run runCli(const QStringList &args, const QByteArray &input = {})
{
    return runProgram(QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli"), args, input);
}

} // namespace

class TstApplyCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no target") << QStringList{"apply"} << "give either --project FILE or --demo SCENARIO";
        QTest::newRow("timeout not a number")
            << QStringList{"apply", "--demo", "healthy-pair", "--confirm-timeout", "soon"}
            << "--confirm-timeout must be a number of seconds from 5 to 3600";
        QTest::newRow("timeout too short")
            << QStringList{"apply", "--demo", "healthy-pair", "--confirm-timeout", "1"}
            << "--confirm-timeout must be a number of seconds from 5 to 3600";
        QTest::newRow("relative journal root")
            << QStringList{"undo", "--demo", "healthy-pair", "--journal-root", "journal"}
            << "--journal-root must be an absolute path";
        QTest::newRow("unknown node") << QStringList{"undo", "--demo", "healthy-pair", "--node", "spark-9"}
                                      << "--node 'spark-9' is not in the cluster";
        QTest::newRow("verify format") << QStringList{"verify", "--demo", "healthy-pair", "--format", "xml"}
                                       << "unknown --format 'xml'; use text or json";
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    }

    void withoutYesNothingChanges()
    {
        const Run r = runCli({"apply", "--demo", "healthy-pair"}, "no\n");
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.contains("Nothing changed."));
    }

    // The in-process simulator has no /etc/netplan and no sudo tools, so the
    // preflight refuses; nothing is attempted.
    void demoAppliesAndVerifies()
    {
        // The in-process simulator emulates every tool the apply runs: the demo goes live and confirms.
        const Run r = runCli({"apply", "--demo", "healthy-pair", "--yes", "--format", "json"});
        QVERIFY2(r.exitCode == 0, r.out.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("success").toBool(), true);
        QCOMPARE(o.value("dry_run").toBool(), false);
        QVERIFY(o.value("findings").toArray().isEmpty());
        const QJsonArray nodes = o.value("nodes").toArray();
        QCOMPARE(nodes.size(), 2);
        for (const QJsonValue &n : nodes) {
            QCOMPARE(n.toObject().value("outcome").toString(), QStringLiteral("applied"));
            QVERIFY(n.toObject().value("journal").toString().startsWith("/var/lib/railyard/journal/"));
            QVERIFY(n.toObject().value("diff").toString().contains("+++ b/etc/netplan/40-railyard.yaml"));
        }
        // The demo's verify (a fresh simulator: no node-to-node SSH yet, so without the login check) passes.
        const Run v = runCli({"verify", "--demo", "healthy-pair", "--no-ssh", "--format", "json"});
        QVERIFY2(v.exitCode == 0, v.out.constData());
        const QJsonObject vo = QJsonDocument::fromJson(v.out).object();
        QCOMPARE(vo.value("success").toBool(), true);
        QCOMPARE(vo.value("mtu").toInt(), 9000);
        QCOMPARE(vo.value("matrix").toArray().size(), 4);
        for (const QJsonValue &c : vo.value("matrix").toArray())
            QVERIFY(c.toObject().value("reachable").toBool() && c.toObject().value("mtu_ok").toBool());
    }

    // --verify checks the apply from the nodes in the same run, node-to-node SSH included (a
    // demo's state lives only as long as its process, so a separate verify has no peer keys).
    void applyWithVerify_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("verify"); // "passed", "failed" or "" (none ran)
        QTest::newRow("healthy pair") << "healthy-pair" << QStringList{} << 0 << "passed";
        // Applied fine, but one cable carries both rails: the check fails, and so does the run.
        QTest::newRow("one rail") << "one-rail-pair" << QStringList{} << 1 << "failed";
        QTest::newRow("dry run checks nothing") << "healthy-pair" << QStringList{"--dry-run"} << 0 << "";
    }
    void applyWithVerify()
    {
        QFETCH(QString, scenario);
        QFETCH(QStringList, extra);
        QFETCH(int, exitCode);
        QFETCH(QString, verify);
        const Run r =
            runCli(QStringList{"apply", "--demo", scenario, "--yes", "--verify", "--format", "json"} + extra);
        QVERIFY2(r.exitCode == exitCode, r.out.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("success").toBool(), true);
        QCOMPARE(o.contains("verify"), !verify.isEmpty());
        if (verify.isEmpty())
            return;
        const QJsonObject v = o.value("verify").toObject();
        QCOMPARE(v.value("success").toBool(), verify == QLatin1String("passed"));
        QCOMPARE(v.value("findings").toArray().isEmpty(), verify == QLatin1String("passed"));
        const QJsonArray matrix = v.value("matrix").toArray();
        QCOMPARE(matrix.size(), 4);
        if (verify == QLatin1String("passed")) {
            for (const QJsonValue &c : matrix)
                QVERIFY(c.toObject().value("reachable").toBool() && c.toObject().value("mtu_ok").toBool());
        }
        // The text form ends with the verify's verdict.
        const Run text = runCli(QStringList{"apply", "--demo", scenario, "--yes", "--verify"} + extra);
        QCOMPARE(text.exitCode, exitCode);
        QVERIFY2(text.out.contains(verify == QLatin1String("passed") ? "Verify passed." : "Verify failed"),
                 text.out.right(400).constData());
    }

    // The CLI's verify on a cluster NVIDIA's helper configured: the same
    // cause as the GUI's Verify button, not "unreachable, check the cabling".
    void verifyNamesMissingAddresses()
    {
        const Run v = runCli({"verify", "--demo", "nvidia-helper-pair", "--no-ssh", "--format", "json"});
        QCOMPARE(v.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(v.out).object();
        QStringList ids;
        for (const QJsonValue &f : o.value("findings").toArray())
            ids << f.toObject().value("id").toString();
        QCOMPARE(ids, QStringList(4, QStringLiteral("verify-address-missing"))
                          << QStringLiteral("twins-same-subnet") << QStringLiteral("twins-same-subnet"));
        const Run text = runCli({"verify", "--demo", "nvidia-helper-pair", "--no-ssh"});
        QVERIFY2(text.out.contains(
                     "enp1s0f0np0 on spark-1 does not carry its planned address 10.231.0.1/24; it has "
                     "192.168.0.1/24."),
                 text.out.constData());
        QVERIFY2(text.out.contains("40-cx7.yaml"), text.out.constData());
    }

    void roundTripOnNamespaceCluster()
    {
        if (::geteuid() != 0)
            QSKIP(
                "the namespace cluster needs root (network namespaces, veth pairs, sshd): run ctest as root");
        if (!QFileInfo(kSimtool).isExecutable())
            QSKIP("railyard-simtool is not built");
        // The scaffolding also puts the nodes' host keys into a managed
        // known_hosts of this run (a project's own is never trusted).
        railyard::testing::NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("rk"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        const QString yaml = cluster.yaml();
        const QString dir = cluster.dir();
        const QStringList common{
            "--project",     yaml, "--sudo-password-file", dir + "/sudo_password", "--journal-root",
            dir + "/journal"};

        const Run dry = runCli(QStringList{"apply", "--dry-run"} + common);
        QVERIFY2(dry.exitCode == 0, dry.out.constData());
        QVERIFY(dry.out.contains("+++ b/etc/netplan/40-railyard.yaml"));
        QVERIFY(dry.out.contains("$ sudo netplan apply"));
        QVERIFY(!QFileInfo::exists(dir + "/spark-1/netplan/40-railyard.yaml"));

        const Run applied = runCli(QStringList{"apply", "--yes", "--format", "json"} + common);
        QVERIFY2(applied.exitCode == 0, applied.out.constData());
        const QJsonObject a = QJsonDocument::fromJson(applied.out).object();
        QCOMPARE(a.value("success").toBool(), true);
        QCOMPARE(a.value("nodes").toArray().at(1).toObject().value("outcome").toString(),
                 QStringLiteral("applied"));
        QVERIFY(QFileInfo::exists(dir + "/spark-2/netplan/40-railyard.yaml"));

        const Run verified = runCli({"verify", "--project", yaml, "--format", "json"});
        QVERIFY2(verified.exitCode == 0, verified.out.constData());
        const QJsonObject v = QJsonDocument::fromJson(verified.out).object();
        QCOMPARE(v.value("matrix").toArray().size(), 4); // 2 nodes x 1 peer x 2 rails
        QCOMPARE(v.value("matrix").toArray().first().toObject().value("mtu_ok").toBool(), true);

        const Run again = runCli(QStringList{"apply", "--yes"} + common);
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.out.contains("Nothing to do"));

        const Run undone = runCli(QStringList{"undo"} + common);
        QVERIFY2(undone.exitCode == 0, undone.out.constData());
        QVERIFY(undone.out.contains("spark-1: restored journal"));
        QVERIFY(!QFileInfo::exists(dir + "/spark-2/netplan/40-railyard.yaml"));
    }
};

QTEST_GUILESS_MAIN(TstApplyCommand)
#include "tst_applycommand.moc"
