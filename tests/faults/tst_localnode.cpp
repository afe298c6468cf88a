// SPDX-License-Identifier: GPL-3.0-or-later
// Railyard on a Spark (issue #18): railyard-cli runs *inside* spark-1 of the
// namespace cluster (its network, mount and UTS namespaces, through
// `simcluster exec --user`), as the node's own user the way someone at the
// Spark's desk runs it (root work through sudo), against a project naming
// spark-1 and spark-2. spark-1
// must be served without SSH: no login in its sshd log while inventory,
// discover, apply, verify, test rdma and undo run there; its inventory must
// equal the one read over SSH from outside, field for field; apply and undo
// must leave both nodes as they were, byte for byte (the fault matrix's
// clusterState: netplan files with modes, ~/.ssh, addresses, MTU, links,
// routes), with no process left behind. Needs root; skips otherwise.
#include "faultcluster.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard::testing;

namespace {

// The source addresses of the logins sshd accepted on a node.
QStringList sshdLogins(const NamespaceCluster &c, int node)
{
    QFile log(c.dir() + QStringLiteral("/spark-%1/sshd.log").arg(node));
    QStringList from;
    if (!log.open(QIODevice::ReadOnly))
        return {QStringLiteral("(no log)")};
    static const QRegularExpression accepted(QStringLiteral("Accepted \\S+ for \\S+ from (\\S+) port"));
    for (const QString &line : QString::fromUtf8(log.readAll()).split(QLatin1Char('\n'))) {
        const auto m = accepted.match(line);
        if (m.hasMatch())
            from << m.captured(1);
    }
    return from;
}

QStringList addressesOf(const NamespaceCluster &c, int node)
{
    const Proc r =
        run(QStringLiteral("ip"), {QStringLiteral("-n"), c.nodeNamespace(node), QStringLiteral("-o"),
                                   QStringLiteral("addr"), QStringLiteral("show")});
    QStringList out;
    for (const QString &line : QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        out << line.section(QLatin1Char(' '), 3, 3, QString::SectionSkipEmpty)
                   .section(QLatin1Char('/'), 0, 0);
    return out;
}

QString fingerprintArgs(const NamespaceCluster &c, QStringList *args)
{
    const Proc keys =
        run(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), c.dir() + QStringLiteral("/known_hosts")});
    if (keys.exitCode != 0)
        return QString::fromUtf8(keys.err);
    QFile nodes(c.dir() + QStringLiteral("/nodes"));
    if (!nodes.open(QIODevice::ReadOnly))
        return QStringLiteral("no nodes file");
    QHash<QString, QString> byAddress;
    for (const QString &line :
         QString::fromUtf8(nodes.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        byAddress.insert(line.section(QLatin1Char(' '), 1, 1), line.section(QLatin1Char(' '), 0, 0));
    for (const QString &line : QString::fromUtf8(keys.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList f = line.split(QLatin1Char(' '));
        if (f.size() >= 3 && byAddress.contains(f[2]))
            *args << QStringLiteral("--accept-host-key") << byAddress.value(f[2]) + QLatin1Char('=') + f[1];
    }
    return args->size() == 4 ? QString() : QStringLiteral("fingerprints: ") + QString::fromUtf8(keys.out);
}

} // namespace

class TstLocalNode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        const QString skip = namespaceClusterSkipReason();
        if (!skip.isEmpty())
            QSKIP(qPrintable(skip));
    }

    void cliInsideANode()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("lo"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        QStringList accept;
        const QString why = fingerprintArgs(cluster, &accept);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        const QStringList project = QStringList{QStringLiteral("--project"), cluster.yaml()} + accept;
        // The user's own folders: the managed known_hosts (as trusted from
        // outside) and the controller's journal copies.
        QFile userFile(cluster.dir() + QStringLiteral("/user"));
        QVERIFY(userFile.open(QIODevice::ReadOnly));
        const QString user = QString::fromUtf8(userFile.readAll().trimmed());
        QTemporaryDir mine;
        const QString xdg = mine.path() + QStringLiteral("/xdg");
        QVERIFY(QDir().mkpath(xdg + QStringLiteral("/railyard")));
        QVERIFY(QFile::copy(cluster.dataHome() + QStringLiteral("/railyard/known_hosts"),
                            xdg + QStringLiteral("/railyard/known_hosts")));
        QVERIFY(QDir().mkpath(mine.path() + QStringLiteral("/journal")));
        // The user's key and a project that names it (the run's key is root's).
        QVERIFY(QFile::copy(cluster.dir() + QStringLiteral("/id_ed25519"),
                            mine.path() + QStringLiteral("/id_ed25519")));
        QFile yamlIn(cluster.yaml());
        QVERIFY(yamlIn.open(QIODevice::ReadOnly));
        QFile yamlMine(mine.path() + QStringLiteral("/railyard.yaml"));
        QVERIFY(yamlMine.open(QIODevice::WriteOnly));
        yamlMine.write(yamlIn.readAll().replace((cluster.dir() + QStringLiteral("/id_ed25519")).toUtf8(),
                                                (mine.path() + QStringLiteral("/id_ed25519")).toUtf8()));
        yamlMine.close();
        // spark-2 asks its sudo password over SSH; spark-1 (this machine) has sudo without one.
        QVERIFY(QFile::copy(cluster.dir() + QStringLiteral("/sudo_password"),
                            mine.path() + QStringLiteral("/sudo_password")));
        QCOMPARE(run(QStringLiteral("chown"), {QStringLiteral("-R"), user, mine.path()}).exitCode, 0);
        QVERIFY(QFile::setPermissions(mine.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                       QFileDevice::ExeOwner | QFileDevice::ExeOther |
                                                       QFileDevice::ReadOther));
        const QStringList localProject =
            QStringList{QStringLiteral("--project"), mine.path() + QStringLiteral("/railyard.yaml")} + accept;
        const QStringList localSudo =
            localProject + QStringList{QStringLiteral("--sudo-password-file"),
                                       mine.path() + QStringLiteral("/sudo_password"),
                                       QStringLiteral("--journal-root"),
                                       mine.path() + QStringLiteral("/journal")};
        QFile realNetplan(cluster.dir() + QStringLiteral("/realnetplan"));
        QVERIFY(realNetplan.open(QIODevice::ReadOnly));
        // What a login to spark-1 would give a command there (sshd's SetEnv).
        const QStringList env = {
            QStringLiteral("env"),
            QStringLiteral("XDG_DATA_HOME=") + xdg,
            QStringLiteral("RAILYARD_SIM_DIR=") + cluster.dir(),
            QStringLiteral("RAILYARD_SIM_NODE=spark-1"),
            QStringLiteral("RAILYARD_SIM_NETPLAN=") + QString::fromUtf8(realNetplan.readAll().trimmed()),
            QStringLiteral("PATH=") + cluster.dir() +
                QStringLiteral("/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"),
            kCli};
        auto inside = [&](const QStringList &args, int timeoutMs = 300000) {
            return run(kHarness,
                       QStringList{QStringLiteral("exec"), QStringLiteral("--name"), cluster.prefix(),
                                   QStringLiteral("spark-1"), QStringLiteral("--user"),
                                   QStringLiteral("--")} +
                           env + args,
                       timeoutMs);
        };

        // From outside, over SSH: the reference inventory.
        const Proc outside = run(kCli, QStringList{QStringLiteral("inventory"), QStringLiteral("--format"),
                                                   QStringLiteral("json")} +
                                           project);
        QVERIFY2(outside.exitCode == 0, outside.err.constData());
        const QStringList loginsBefore = sshdLogins(cluster, 1);
        QVERIFY(!loginsBefore.isEmpty()); // the outside run did sign in: the log shows it

        const Proc inv = inside(
            QStringList{QStringLiteral("inventory"), QStringLiteral("--format"), QStringLiteral("json")} +
            localProject);
        QVERIFY2(inv.exitCode == 0, QByteArray(inv.out + "\n" + inv.err).constData());
        QVERIFY2(inv.err.contains("spark-1 is this machine (its management address"), inv.err.constData());
        const QJsonObject a = QJsonDocument::fromJson(outside.out).object();
        const QJsonObject b = QJsonDocument::fromJson(inv.out).object();
        QVERIFY(!a.isEmpty());
        const QJsonObject ssh = byName(a.value(QStringLiteral("nodes")).toArray(), QStringLiteral("node"),
                                       QStringLiteral("spark-1"));
        const QJsonObject local = byName(b.value(QStringLiteral("nodes")).toArray(), QStringLiteral("node"),
                                         QStringLiteral("spark-1"));
        QVERIFY(!ssh.isEmpty());
        // Field for field, the RDMA devices (sysfs here, `rdma link` there) included.
        for (const QString &key : ssh.keys())
            QVERIFY2(
                ssh.value(key) == local.value(key),
                qPrintable(
                    key + QStringLiteral(":\nSSH:   ") +
                    QString::fromUtf8(
                        QJsonDocument(QJsonObject{{key, ssh.value(key)}}).toJson(QJsonDocument::Compact)) +
                    QStringLiteral("\nlocal: ") +
                    QString::fromUtf8(
                        QJsonDocument(QJsonObject{{key, local.value(key)}}).toJson(QJsonDocument::Compact))));
        QCOMPARE(local.keys(), ssh.keys());
        QVERIFY(local.value(QStringLiteral("netdevs"))
                    .toArray()
                    .at(0)
                    .toObject()
                    .value(QStringLiteral("rdma_up"))
                    .toBool());

        const QString before = clusterState(cluster, 2);
        QStringList ownAddresses = addressesOf(cluster, 1);
        QVERIFY(!ownAddresses.isEmpty());

        const Proc discover = inside(QStringList{QStringLiteral("discover")} + localProject);
        QVERIFY2(discover.exitCode == 0, discover.out.constData());
        QVERIFY2(discover.out.contains("spark-1:0 <-> spark-2:0 (rails up: 1,2)"), discover.out.constData());

        const Proc apply = inside(QStringList{QStringLiteral("apply"), QStringLiteral("--yes"),
                                              QStringLiteral("--confirm-timeout"), QStringLiteral("30")} +
                                  localSudo);
        QVERIFY2(apply.exitCode == 0, QByteArray(apply.out + "\n" + apply.err).constData());
        QVERIFY2(apply.out.contains("spark-1: applied"), apply.out.constData());
        QVERIFY(clusterState(cluster, 2) != before);
        ownAddresses += addressesOf(cluster, 1);

        const Proc verify = inside(QStringList{QStringLiteral("verify")} + localProject);
        QVERIFY2(verify.exitCode == 0, QByteArray(verify.out + "\n" + verify.err).constData());

        // The local end of each leg is a process of this machine.
        const Proc rdma = inside(QStringList{QStringLiteral("test"), QStringLiteral("rdma"),
                                             QStringLiteral("--duration"), QStringLiteral("2")} +
                                 localProject);
        QVERIFY2(rdma.exitCode == 0, QByteArray(rdma.out + "\n" + rdma.err).constData());
        const QRegularExpression both(QStringLiteral("both rails: ([0-9.]+) Gb/s"));
        const auto m = both.match(QString::fromUtf8(rdma.out));
        QVERIFY2(m.hasMatch() && m.captured(1).toDouble() > 150, rdma.out.constData());

        const Proc undo = inside(QStringList{QStringLiteral("undo")} + localSudo);
        QVERIFY2(undo.exitCode == 0, QByteArray(undo.out + "\n" + undo.err).constData());
        const QString after = clusterState(cluster, 2);
        QVERIFY2(after == before, qPrintable(stateDiff(after, before)));

        // Railyard on spark-1 never signed in to spark-1: every login there
        // since came from spark-2 (verify's node-to-node check over the
        // cables), none from an address of spark-1 itself.
        const QStringList since = sshdLogins(cluster, 1).mid(loginsBefore.size());
        const QStringList own = ownAddresses + addressesOf(cluster, 1);
        for (const QString &from : since)
            QVERIFY2(!own.contains(from),
                     qPrintable(QStringLiteral("spark-1 accepted a login from its own address ") + from +
                                QStringLiteral(" (all since: ") + since.join(QStringLiteral(", ")) +
                                QLatin1Char(')')));
        QVERIFY2(!since.isEmpty(),
                 "verify's node-to-node check signs in to spark-1 from spark-2: the log shows logins");
        QVERIFY2(!sshdLogins(cluster, 2).isEmpty(), "spark-2 is reached over SSH");
        const QStringList left = leftoverProcessesAnywhere(cluster, 2);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TstLocalNode)
#include "tst_localnode.moc"
