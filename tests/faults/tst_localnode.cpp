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

#include <QDirIterator>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
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

// What someone at a node's desk has: their own folders (the managed
// known_hosts as trusted from outside, the journal root, their key and a
// project naming it, spark-2's sudo password) and the environment a login
// there gives (sshd's SetEnv). inside() runs railyard-cli in that node's
// network, mount and UTS namespaces as that user.
class Desk
{
public:
    explicit Desk(const NamespaceCluster &cluster, const QString &node = QStringLiteral("spark-1"))
        : m_cluster(cluster), m_node(node)
    {}

    QString prepare()
    {
        QStringList accept;
        if (const QString why = fingerprintArgs(m_cluster, &accept); !why.isEmpty())
            return why;
        const NamespaceCluster &cluster = m_cluster;
        m_outsideProject = QStringList{QStringLiteral("--project"), cluster.yaml()} + accept;
        QFile userFile(cluster.dir() + QStringLiteral("/user"));
        if (!userFile.open(QIODevice::ReadOnly))
            return QStringLiteral("no user file");
        const QString user = QString::fromUtf8(userFile.readAll().trimmed());
        const QString mine = m_mine.path();
        const QString xdg = mine + QStringLiteral("/xdg");
        QFile yamlIn(cluster.yaml());
        QFile realNetplan(cluster.dir() + QStringLiteral("/realnetplan"));
        if (!QDir().mkpath(xdg + QStringLiteral("/railyard")) ||
            !QDir().mkpath(mine + QStringLiteral("/journal")) ||
            !QFile::copy(cluster.dataHome() + QStringLiteral("/railyard/known_hosts"),
                         xdg + QStringLiteral("/railyard/known_hosts")) ||
            !QFile::copy(cluster.dir() + QStringLiteral("/id_ed25519"),
                         mine + QStringLiteral("/id_ed25519")) ||
            !QFile::copy(cluster.dir() + QStringLiteral("/sudo_password"),
                         mine + QStringLiteral("/sudo_password")) ||
            !yamlIn.open(QIODevice::ReadOnly) || !realNetplan.open(QIODevice::ReadOnly))
            return QStringLiteral("cannot set up the user's folder ") + mine;
        QFile yamlMine(mine + QStringLiteral("/railyard.yaml"));
        if (!yamlMine.open(QIODevice::WriteOnly))
            return yamlMine.errorString();
        yamlMine.write(yamlIn.readAll().replace((cluster.dir() + QStringLiteral("/id_ed25519")).toUtf8(),
                                                (mine + QStringLiteral("/id_ed25519")).toUtf8()));
        yamlMine.close();
        if (run(QStringLiteral("chown"), {QStringLiteral("-R"), user, mine}).exitCode != 0 ||
            !QFile::setPermissions(mine, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                             QFileDevice::ExeOwner | QFileDevice::ExeOther |
                                             QFileDevice::ReadOther))
            return QStringLiteral("cannot hand ") + mine + QStringLiteral(" to ") + user;
        m_project =
            QStringList{QStringLiteral("--project"), mine + QStringLiteral("/railyard.yaml")} + accept;
        m_withSudo = m_project + QStringList{QStringLiteral("--sudo-password-file"),
                                             mine + QStringLiteral("/sudo_password"),
                                             QStringLiteral("--journal-root"), journalRoot()};
        m_command = {QStringLiteral("exec"),
                     QStringLiteral("--name"),
                     cluster.prefix(),
                     m_node,
                     QStringLiteral("--user"),
                     QStringLiteral("--"),
                     QStringLiteral("env"),
                     QStringLiteral("XDG_DATA_HOME=") + xdg,
                     QStringLiteral("RAILYARD_SIM_DIR=") + cluster.dir(),
                     QStringLiteral("RAILYARD_SIM_NODE=") + m_node,
                     QStringLiteral("RAILYARD_SIM_NETPLAN=") +
                         QString::fromUtf8(realNetplan.readAll().trimmed()),
                     QStringLiteral("PATH=") + cluster.dir() +
                         QStringLiteral("/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"),
                     kCli};
        return {};
    }

    // The project as the user at spark-1 names it; with the sudo password
    // file and the journal root for apply and undo.
    const QStringList &project() const { return m_project; }
    const QStringList &withSudo() const { return m_withSudo; }
    // The same cluster read from outside, over SSH, as root.
    const QStringList &outsideProject() const { return m_outsideProject; }
    QString journalRoot() const { return m_mine.path() + QStringLiteral("/journal"); }
    // harness + arguments that start railyard-cli inside spark-1.
    QStringList command(const QStringList &args) const { return m_command + args; }
    Proc inside(const QStringList &args, int timeoutMs = 300000) const
    {
        return run(kHarness, command(args), timeoutMs);
    }

private:
    const NamespaceCluster &m_cluster;
    QString m_node;
    QTemporaryDir m_mine;
    QStringList m_outsideProject, m_project, m_withSudo, m_command;
};

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
        Desk desk(cluster);
        const QString why = desk.prepare();
        QVERIFY2(why.isEmpty(), qPrintable(why));
        const QStringList &project = desk.outsideProject();
        const QStringList &localProject = desk.project();
        const QStringList &localSudo = desk.withSudo();
        auto inside = [&desk](const QStringList &args) { return desk.inside(args); };

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

    // The dead-man guard of the machine Railyard runs on is as detached as
    // a remote node's: railyard-cli on spark-1 gets SIGKILL between going
    // live and confirming (the confirm step's address read-back is held, as
    // in tst_controllerkilled), and both guards put their nodes back alone.
    void guardRestoresWhenKilledOnTheNode()
    {
        const QString realIp = QStandardPaths::findExecutable(QStringLiteral("ip"));
        QVERIFY(!realIp.isEmpty());
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("lk"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        Desk desk(cluster);
        const QString why = desk.prepare();
        QVERIFY2(why.isEmpty(), qPrintable(why));
        const QString before = clusterState(cluster, 2);

        const QString hold = holdAddressReadBack(cluster, realIp);
        QVERIFY(!hold.isEmpty());
        QProcess cli;
        cli.setProcessChannelMode(QProcess::MergedChannels);
        cli.start(kHarness,
                  desk.command(QStringList{QStringLiteral("apply"), QStringLiteral("--yes"),
                                           QStringLiteral("--confirm-timeout"), QStringLiteral("45")} +
                               desk.withSudo()));
        QByteArray out;
        auto said = [&](const char *text) {
            out += cli.readAll();
            return out.contains(text);
        };
        QTRY_VERIFY_WITH_TIMEOUT(said("spark-2: Go live") && said("spark-1: Go live"), 120000);
        {
            QFile armed(hold + QStringLiteral("/armed"));
            QVERIFY(armed.open(QIODevice::WriteOnly));
        }
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(hold + QStringLiteral("/spark-1")) ||
                                     QFile::exists(hold + QStringLiteral("/spark-2")),
                                 60000);
        QVERIFY2(clusterState(cluster, 2) != before,
                 "not live yet (or already restored: the window was too short)");
        // railyard-cli itself, inside spark-1 (the harness, nsenter and
        // runuser in front of it would leave it running).
        QCOMPARE(run(QStringLiteral("pkill"), {QStringLiteral("-KILL"), QStringLiteral("-f"),
                                               QStringLiteral("railyard-cli apply .*") + desk.journalRoot()})
                     .exitCode,
                 0);
        QVERIFY(QFile::remove(hold + QStringLiteral("/armed")));
        cli.waitForFinished(30000);
        qInfo("killed; it had said:\n%s", out.constData());

        for (const QString &node : {QStringLiteral("spark-1"), QStringLiteral("spark-2")}) {
            const QString root = desk.journalRoot() + QLatin1Char('/') + node;
            const QStringList journals = QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
            QCOMPARE(journals.size(), 1);
            QTRY_VERIFY_WITH_TIMEOUT(
                QFile::exists(root + QLatin1Char('/') + journals.first() + QStringLiteral("/undone")),
                150000);
            QFile by(root + QLatin1Char('/') + journals.first() + QStringLiteral("/decided/by"));
            QVERIFY2(by.open(QIODevice::ReadOnly), qPrintable(by.fileName()));
            QCOMPARE(by.readAll().trimmed(), QByteArray("guard"));
        }
        QVERIFY2(clusterState(cluster, 2) == before, qPrintable(stateDiff(clusterState(cluster, 2), before)));
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  30000);
        QCOMPARE(cluster.down(), 0);
    }

    // On spark-2 sudo wants the user's password (as DGX OS's first user):
    // railyard-cli there hands --sudo-password-file to sudo on stdin, only
    // after `sudo -n true` failed, and never to a command.
    void sudoWithPasswordOnTheNode()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("lp"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        Desk desk(cluster, QStringLiteral("spark-2"));
        const QString why = desk.prepare();
        QVERIFY2(why.isEmpty(), qPrintable(why));
        const QString before = clusterState(cluster, 2);
        QFile passwordFile(cluster.dir() + QStringLiteral("/sudo_password"));
        QVERIFY(passwordFile.open(QIODevice::ReadOnly));
        const QByteArray password = passwordFile.readAll().trimmed();
        QVERIFY(!password.isEmpty());

        // Without the password: refused before anything changes, and says why.
        const Proc refused =
            desk.inside(QStringList{QStringLiteral("apply"), QStringLiteral("--yes")} + desk.project());
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.out.contains("spark-2"), refused.out.constData());
        QCOMPARE(clusterState(cluster, 2), before);

        const Proc apply =
            desk.inside(QStringList{QStringLiteral("apply"), QStringLiteral("--yes"),
                                    QStringLiteral("--confirm-timeout"), QStringLiteral("30")} +
                        desk.withSudo());
        QVERIFY2(apply.exitCode == 0, QByteArray(apply.out + "\n" + apply.err).constData());
        QVERIFY2(apply.err.contains("spark-2 is this machine"), apply.err.constData());
        const QString live = clusterState(cluster, 2);
        QVERIFY(live != before);
        QVERIFY2(!live.toUtf8().contains(password), "the sudo password reached a file");
        const Proc undo = desk.inside(QStringList{QStringLiteral("undo")} + desk.withSudo());
        QVERIFY2(undo.exitCode == 0, QByteArray(undo.out + "\n" + undo.err).constData());
        QVERIFY2(clusterState(cluster, 2) == before, qPrintable(stateDiff(clusterState(cluster, 2), before)));
        // Nor into the journal both nodes keep.
        QDirIterator it(desk.journalRoot(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly) || !f.exists());
            QVERIFY2(!f.readAll().contains(password), qPrintable(f.fileName()));
        }
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TstLocalNode)
#include "tst_localnode.moc"
