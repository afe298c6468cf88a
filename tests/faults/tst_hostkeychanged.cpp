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
        // A HOME whose ~/.ssh is empty: only the project's known_hosts vouches.
        QTemporaryDir home;
        QVERIFY(QDir(home.path()).mkpath(QStringLiteral(".ssh")));
        QProcessEnvironment env;
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), QString());
        const QStringList inventory = {QStringLiteral("inventory"), QStringLiteral("--project"),
                                       cluster.yaml(), QStringLiteral("--format"), QStringLiteral("json")};
        const Proc first = run(kCli, inventory, 120000, env);
        QVERIFY2(first.exitCode == 0, first.err.constData());

        const QString knownHosts = cluster.dir() + QStringLiteral("/known_hosts");
        const QByteArray knownBefore = bytesOf(knownHosts);
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
            const QString message = changed.value(QStringLiteral("issues"))
                                        .toArray()
                                        .first()
                                        .toObject()
                                        .value(QStringLiteral("message"))
                                        .toString();
            qInfo("%s", qPrintable(message));
            QVERIFY2(message.startsWith(QLatin1String("spark-2: ")), qPrintable(message));
            QVERIFY2(message.contains(QLatin1String("has CHANGED")), qPrintable(message));
            QVERIFY2(message.contains(oldFp) && message.contains(newFp), qPrintable(message));
            // Nothing lost: the known hosts and the nodes' configuration as they were.
            QCOMPARE(bytesOf(knownHosts), knownBefore);
            QCOMPARE(configSnapshot(cluster, 2), configBefore);
        }
        QVERIFY(QDir(home.filePath(QStringLiteral(".ssh"))).isEmpty());
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  20000);
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TestHostKeyChanged)
#include "tst_hostkeychanged.moc"
