// SPDX-License-Identifier: GPL-3.0-or-later
// Host keys through railyard-cli over real SSH: with an empty known-hosts
// file the CLI (non-interactive) refuses each node and prints its SHA256
// fingerprint; `--accept-host-key NODE=SHA256:...` with the fingerprint
// ssh-keygen reads from the node's own host key lets it in and records the
// key, so the next run needs no flag; a wrong fingerprint is still refused.
// Needs root; skips otherwise.
#include "namespacecluster.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
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

QJsonArray inventoryNodes(const Proc &r)
{
    return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("nodes")).toArray();
}

} // namespace

class TestHostKeyCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void unknownKeyRefusedThenAccepted()
    {
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("rk"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());

        // The same project, but its known_hosts lists nobody, the managed
        // known_hosts (XDG_DATA_HOME) does not exist yet, and HOME's ~/.ssh is
        // empty, so no file vouches for the keys.
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString projectKnownHosts = tmp.filePath(QStringLiteral("known_hosts"));
        QFile(projectKnownHosts).open(QIODevice::WriteOnly);
        const QString knownHosts = tmp.filePath(QStringLiteral("data/railyard/known_hosts"));
        QFile in(cluster.yaml());
        QVERIFY(in.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(in.readAll());
        QVERIFY(text.contains(cluster.dir() + QStringLiteral("/known_hosts")));
        text.replace(cluster.dir() + QStringLiteral("/known_hosts"), projectKnownHosts);
        const QString project = tmp.filePath(QStringLiteral("railyard.yaml"));
        QFile out(project);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text.toUtf8());
        out.close();
        QDir(tmp.path()).mkpath(QStringLiteral("home/.ssh"));
        QProcessEnvironment env;
        env.insert(QStringLiteral("HOME"), tmp.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), QString());
        env.insert(QStringLiteral("XDG_DATA_HOME"), tmp.filePath(QStringLiteral("data")));

        const QString fp1 =
            fingerprintOf(cluster.dir() + QStringLiteral("/spark-1/ssh_host_ed25519_key.pub"));
        const QString fp2 =
            fingerprintOf(cluster.dir() + QStringLiteral("/spark-2/ssh_host_ed25519_key.pub"));
        QVERIFY(fp1.startsWith(QLatin1String("SHA256:")));
        QVERIFY(fp1 != fp2);
        const QStringList base = {QStringLiteral("inventory"), QStringLiteral("--project"), project,
                                  QStringLiteral("--format"), QStringLiteral("json")};

        // 1. Refused, each node named with its fingerprint; nothing recorded.
        const Proc refused = run(kCli, base, 120000, env);
        QCOMPARE(refused.exitCode, 1);
        const QString all = QString::fromUtf8(refused.out + refused.err);
        for (const auto &[node, fp] :
             {std::pair{QStringLiteral("spark-1"), fp1}, std::pair{QStringLiteral("spark-2"), fp2}}) {
            // "<node>: <field>: the host key of ...": the node named once, in front.
            QVERIFY2(all.contains(QRegularExpression(QRegularExpression::escape(node) +
                                                     QStringLiteral(": [a-z -]+: the host key of"))),
                     qPrintable(all));
            QVERIFY2(!all.contains(node + QStringLiteral(": ") + node), qPrintable(all));
            QVERIFY2(all.contains(fp), qPrintable(all));
        }
        for (const QJsonValue &n : inventoryNodes(refused))
            QVERIFY(!n.toObject().value(QStringLiteral("reachable")).toBool());
        QCOMPARE(QFileInfo(knownHosts).size(), 0);

        // 2. A wrong fingerprint (spark-2's key offered for spark-1) changes nothing.
        const Proc wrong = run(
            kCli, base + QStringList{QStringLiteral("--accept-host-key"), QStringLiteral("spark-1=") + fp2},
            120000, env);
        QCOMPARE(wrong.exitCode, 1);
        QCOMPARE(QFileInfo(knownHosts).size(), 0);

        // 3. Accepted with the fingerprints read from the nodes' own keys.
        const Proc accepted =
            run(kCli,
                base + QStringList{QStringLiteral("--accept-host-key"), QStringLiteral("spark-1=") + fp1,
                                   QStringLiteral("--accept-host-key"), QStringLiteral("spark-2=") + fp2},
                120000, env);
        QVERIFY2(accepted.exitCode == 0, accepted.err.constData());
        const QJsonArray nodes = inventoryNodes(accepted);
        QCOMPARE(nodes.size(), 2);
        for (const QJsonValue &n : nodes)
            QVERIFY(n.toObject().value(QStringLiteral("reachable")).toBool());
        QVERIFY(QFileInfo(knownHosts).size() > 0);

        // 4. Recorded: the next run trusts them without the flag.
        const Proc again = run(kCli, base, 120000, env);
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QCOMPARE(QFileInfo(projectKnownHosts).size(), 0); // read, never written
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TestHostKeyCli)
#include "tst_hostkeycli.moc"
