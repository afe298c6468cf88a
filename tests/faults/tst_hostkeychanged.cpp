// SPDX-License-Identifier: GPL-3.0-or-later
// A node's host key changes between two runs (reinstall, or a machine in
// the middle): railyard-cli inventory refuses that node, naming it with the
// old and the new fingerprint, even when told to accept the new one; the
// known_hosts file stays byte for byte as it was and the other node's
// inventory is complete. tst_sshtransport::changedHostKeyIsRefused proves
// the transport; this proves what the CLI user sees. Needs root.
#include "faultcluster.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard::testing;

namespace {

QString fingerprintOf(const QString &pubKey)
{
    // "256 SHA256:... comment (ED25519)"
    const Proc r = run(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), pubKey});
    return QString::fromUtf8(r.out).section(QLatin1Char(' '), 1, 1);
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(unreadable)");
}

} // namespace

class TestHostKeyChanged : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refusedNamingBothFingerprints()
    {
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fh"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        // A HOME whose ~/.ssh is empty: only Railyard's managed known_hosts
        // (the harness put the keys there, as if confirmed before) vouches.
        QTemporaryDir home;
        QVERIFY(QDir(home.path()).mkpath(QStringLiteral(".ssh")));
        QProcessEnvironment env;
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), QString());
        const QStringList inventory = {QStringLiteral("inventory"), QStringLiteral("--project"),
                                       cluster.yaml(), QStringLiteral("--format"), QStringLiteral("json")};
        const Proc first = run(kCli, inventory, 120000, env);
        QVERIFY2(first.exitCode == 0, first.err.constData());

        const QString knownHosts = cluster.dataHome() + QStringLiteral("/railyard/known_hosts");
        const QByteArray knownBefore = bytesOf(knownHosts);
        QCOMPARE(knownBefore.count('\n'), 2);
        const QString projectKnownHosts = cluster.dir() + QStringLiteral("/known_hosts");
        const QByteArray projectKnownBefore = bytesOf(projectKnownHosts);
        const auto configBefore = configSnapshot(cluster, 2);
        const QString key = cluster.dir() + QStringLiteral("/spark-2/ssh_host_ed25519_key");
        const QString oldFp = fingerprintOf(key + QStringLiteral(".pub"));

        // spark-2 comes back with a new host key.
        QCOMPARE(harness(cluster, QStringLiteral("kill-sshd"), QStringLiteral("spark-2")).exitCode, 0);
        QVERIFY(QFile::remove(key) && QFile::remove(key + QStringLiteral(".pub")));
        QCOMPARE(
            run(QStringLiteral("ssh-keygen"),
                {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                 QString(), QStringLiteral("-C"), QStringLiteral("spark-2"), QStringLiteral("-f"), key})
                .exitCode,
            0);
        const QString etc = cluster.dir() + QStringLiteral("/spark-2/etcssh/ssh_host_ed25519_key.pub");
        QFile::remove(etc);
        QVERIFY(QFile::copy(key + QStringLiteral(".pub"), etc));
        QCOMPARE(harness(cluster, QStringLiteral("start-sshd"), QStringLiteral("spark-2")).exitCode, 0);
        const QString newFp = fingerprintOf(key + QStringLiteral(".pub"));
        QVERIFY(newFp.startsWith(QLatin1String("SHA256:")) && newFp != oldFp);

        const QList<QStringList> attempts = {
            inventory,
            // Not even an explicit fingerprint accepts a changed key.
            inventory + QStringList{QStringLiteral("--accept-host-key"), QStringLiteral("spark-2=") + newFp},
        };
        for (const QStringList &args : attempts) {
            const Proc r = run(kCli, args, 120000, env);
            QCOMPARE(r.exitCode, 1);
            const QJsonArray nodes =
                QJsonDocument::fromJson(r.out).object().value(QStringLiteral("nodes")).toArray();
            QCOMPARE(nodes.size(), 2);
            const QJsonObject ok = nodes.at(0).toObject();
            QCOMPARE(ok.value(QStringLiteral("node")).toString(), QStringLiteral("spark-1"));
            QVERIFY(ok.value(QStringLiteral("reachable")).toBool());
            QVERIFY(ok.value(QStringLiteral("issues")).toArray().isEmpty());
            QCOMPARE(ok.value(QStringLiteral("netdevs")).toArray().size(), 4);
            const QJsonObject changed = nodes.at(1).toObject();
            QVERIFY(!changed.value(QStringLiteral("reachable")).toBool());
            const QString message = issueMessages(changed).value(0);
            qInfo("%s", qPrintable(message));
            QVERIFY2(message.startsWith(QLatin1String("spark-2: ")), qPrintable(message));
            QVERIFY2(message.contains(QLatin1String("has CHANGED")), qPrintable(message));
            QVERIFY2(message.contains(oldFp) && message.contains(newFp), qPrintable(message));
            // Nothing lost: the known hosts and the nodes' configuration as they were.
            QCOMPARE(bytesOf(knownHosts), knownBefore);
            QCOMPARE(bytesOf(projectKnownHosts), projectKnownBefore);
            QCOMPARE(configSnapshot(cluster, 2), configBefore);
        }
        QVERIFY(QDir(home.filePath(QStringLiteral(".ssh"))).isEmpty());
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  20000);
        QCOMPARE(cluster.down(), 0);
    }

    // Issue #15, item 16: a project's `cluster.known_hosts` lists both
    // nodes' keys, Railyard's managed file knows none. The CLI, which cannot
    // ask, refuses each node naming the fingerprint and the project's file;
    // once the user accepts them on the command line, the keys are in the
    // managed file the GUI reads too, and the next run needs no flag.
    // Before: the project's file was trusted without a question.
    void projectKnownHostsAreOnlyOffered()
    {
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fj"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QTemporaryDir home, data;
        QVERIFY(QDir(home.path()).mkpath(QStringLiteral(".ssh")));
        QProcessEnvironment env;
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), QString());
        env.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
        const QString managed = data.filePath(QStringLiteral("railyard/known_hosts"));
        const QString projectKnownHosts = cluster.dir() + QStringLiteral("/known_hosts");
        const QByteArray projectKnownBefore = bytesOf(projectKnownHosts);
        QCOMPARE(projectKnownBefore.count('\n'), 2);
        const QStringList inventory = {QStringLiteral("inventory"), QStringLiteral("--project"),
                                       cluster.yaml(), QStringLiteral("--format"), QStringLiteral("json")};

        const Proc refused = run(kCli, inventory, 120000, env);
        QCOMPARE(refused.exitCode, 1);
        const QJsonArray nodes =
            QJsonDocument::fromJson(refused.out).object().value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), 2);
        QStringList accept;
        for (int i = 0; i < 2; ++i) {
            const QString node = QStringLiteral("spark-%1").arg(i + 1);
            const QString fp = fingerprintOf(cluster.dir() + QLatin1Char('/') + node +
                                             QStringLiteral("/ssh_host_ed25519_key.pub"));
            const QJsonObject n = nodes.at(i).toObject();
            QCOMPARE(n.value(QStringLiteral("node")).toString(), node);
            QVERIFY(!n.value(QStringLiteral("reachable")).toBool());
            const QString message = issueMessages(n).value(0);
            qInfo("%s", qPrintable(message));
            QVERIFY2(message.startsWith(node + QStringLiteral(": ")) &&
                         message.contains(QLatin1String(": the host key of")),
                     qPrintable(message));
            QVERIFY2(message.contains(QLatin1String("is not known")) && message.contains(fp),
                     qPrintable(message));
            QVERIFY2(message.contains(QStringLiteral("The project's known_hosts file %1 lists this key")
                                          .arg(projectKnownHosts)),
                     qPrintable(message));
            accept << QStringLiteral("--accept-host-key") << node + QLatin1Char('=') + fp;
        }
        QVERIFY(!QFile::exists(managed));

        const Proc accepted = run(kCli, inventory + accept, 120000, env);
        QVERIFY2(accepted.exitCode == 0, accepted.out.constData());
        QCOMPARE(bytesOf(managed).count('\n'), 2);
        // The next run, without the flag: the managed file vouches.
        const Proc again = run(kCli, inventory, 120000, env);
        QVERIFY2(again.exitCode == 0, again.out.constData());
        QCOMPARE(bytesOf(managed).count('\n'), 2);
        // The project's file is read, never written.
        QCOMPARE(bytesOf(projectKnownHosts), projectKnownBefore);
        QVERIFY(QDir(home.filePath(QStringLiteral(".ssh"))).isEmpty());
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  20000);
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TestHostKeyChanged)
#include "tst_hostkeychanged.moc"
