// SPDX-License-Identifier: GPL-3.0-or-later
// The dead-man guard, the apply, undo and cancel must never disagree about
// what a node runs (issue #15, items 1, 2, 3, 4, 5, 6, 7, 8 and 9). Each row runs the real
// railyard-cli against the namespace cluster and compares the full state
// before and after: netplan files with bytes and modes, ~/.ssh, addresses,
// MTU, up/down and routes (clusterState), and the processes left on the
// nodes. The moments are made exact with wrappers in the cluster's bin/
// (first on every node's PATH), not with timing. Needs root.
#include "faultcluster.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>
#include <signal.h>

using namespace railyard::testing;

namespace {

// The window before go-live is the default (300 s) unless a test is about it:
// eight loaded nodes may take longer than a short confirm window to get there.
QStringList applyArgs(const NamespaceCluster &c, int confirmTimeout, int prepareTimeout = 300)
{
    return {QStringLiteral("--prepare-timeout"),
            QString::number(prepareTimeout),
            QStringLiteral("--project"),
            c.yaml(),
            QStringLiteral("--yes"),
            QStringLiteral("--sudo-password-file"),
            c.dir() + QStringLiteral("/sudo_password"),
            QStringLiteral("--journal-root"),
            c.dir() + QStringLiteral("/journal"),
            QStringLiteral("--confirm-timeout"),
            QString::number(confirmTimeout)};
}

QStringList nodeArgs(const NamespaceCluster &c)
{
    return {QStringLiteral("--project"),
            c.yaml(),
            QStringLiteral("--sudo-password-file"),
            c.dir() + QStringLiteral("/sudo_password"),
            QStringLiteral("--journal-root"),
            c.dir() + QStringLiteral("/journal")};
}

QString journalIdOf(const QByteArray &applyOut)
{
    static const QRegularExpression re(QStringLiteral("journal ([0-9]{8}T[0-9]{9}-[0-9a-f]{4})"));
    return re.match(QString::fromUtf8(applyOut)).captured(1);
}

QStringList journalsOf(const NamespaceCluster &c, const QString &node)
{
    return QDir(c.dir() + QStringLiteral("/journal/") + node).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
}

// The node's netdevs that the plan configures (they get 10.231.x addresses).
QStringList plannedNetdevs(const NamespaceCluster &c, const QString &node)
{
    const Proc p = run(kCli, {QStringLiteral("plan"), QStringLiteral("--project"), c.yaml(),
                              QStringLiteral("--format"), QStringLiteral("json")});
    QStringList out;
    const QJsonObject plan = QJsonDocument::fromJson(p.out).object();
    for (const QJsonValue &n : plan.value(QStringLiteral("nodes")).toArray()) {
        if (n.toObject().value(QStringLiteral("name")).toString() != node)
            continue;
        for (const QJsonValue &i : n.toObject().value(QStringLiteral("interfaces")).toArray())
            out << i.toObject().value(QStringLiteral("netdev")).toString();
    }
    return out;
}

QStringList netdevsOf(const NamespaceCluster &c, int node)
{
    const Proc ip =
        run(QStringLiteral("ip"), {QStringLiteral("-n"), c.nodeNamespace(node), QStringLiteral("-j"),
                                   QStringLiteral("link"), QStringLiteral("show")});
    QStringList out;
    for (const QJsonValue &v : QJsonDocument::fromJson(ip.out).array()) {
        const QString name = v.toObject().value(QStringLiteral("ifname")).toString();
        if (name.startsWith(QLatin1String("enp1")) || name.startsWith(QLatin1String("enP2")))
            out << name;
    }
    return out;
}

bool ipIn(const NamespaceCluster &c, int node, const QStringList &args)
{
    return run(QStringLiteral("ip"), QStringList{QStringLiteral("-n"), c.nodeNamespace(node)} + args)
               .exitCode == 0;
}

} // namespace

class TestApplySafety : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
    }

    // Item 1: `netplan generate` is held on spark-3 of eight switch nodes
    // beyond the window before go-live (--prepare-timeout 8), so spark-3's guard decides while the
    // apply is still writing. Go-live must refuse that node, the whole
    // apply roll back, every node end exactly as before, and the result
    // say that spark-3's guard restored it; undo then has nothing left.
    void guardFiresDuringSlowWrite()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-switch8"), QStringLiteral("fs"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 8));
        const QString before = clusterState(cluster, 8);
        const QString held = cluster.dir() + QStringLiteral("/generate-held");
        QVERIFY(
            replaceTool(cluster, QStringLiteral("netplan"), QStringLiteral("spark-3"),
                        QStringLiteral("if [ \"$1\" = generate ]; then touch %1; sleep 24; fi").arg(held)));
        const int timeout = 8;
        const Proc r =
            run(kCli, QStringList{QStringLiteral("apply")} + applyArgs(cluster, timeout, timeout), 400000);
        const QString text = QString::fromUtf8(r.out);
        qInfo("%s", qPrintable(text.left(3000)));
        QVERIFY2(QFile::exists(held), "the apply never reached netplan generate on spark-3");
        QCOMPARE(r.exitCode, 1);
        const QString spark3 =
            text.split(QLatin1Char('\n')).filter(QRegularExpression(QStringLiteral("^spark-3: "))).value(0);
        QVERIFY2(spark3.contains(QLatin1String("guard")), qPrintable(spark3));
        QVERIFY2(spark3.contains(QLatin1String("previous configuration")), qPrintable(spark3));
        QVERIFY2(!text.contains(QLatin1String(": applied")), qPrintable(text));

        // Wait out every guard, then: nothing lost anywhere, nothing running.
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 8).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 8).join(QLatin1Char('\n'))),
                                  (timeout + 60) * 1000);
        QVERIFY2(clusterState(cluster, 8) == before, qPrintable(stateDiff(clusterState(cluster, 8), before)));
        const QStringList journals = journalsOf(cluster, QStringLiteral("spark-3"));
        QCOMPARE(journals.size(), 1);
        const Proc u =
            run(kCli,
                QStringList{QStringLiteral("undo"), QStringLiteral("--journal"), journals.first()} +
                    nodeArgs(cluster),
                300000);
        QVERIFY2(u.exitCode == 0, u.out.constData());
        QVERIFY2(!u.out.contains("restored journal"), u.out.constData());
        QVERIFY2(clusterState(cluster, 8) == before, qPrintable(stateDiff(clusterState(cluster, 8), before)));
        QCOMPARE(cluster.down(), 0);
    }

    // The other side of item 1 (found by CI on a loaded 2-core machine):
    // steps before go-live that take longer than the confirm window are
    // slow, not dead. `netplan generate` is held 26 s on spark-1 with a 20 s
    // confirm window; the apply must go live, confirm and stay, and no
    // guard may restore anything afterwards.
    void slowWriteWithinPrepareWindow()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fp"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        const QString before = clusterState(cluster, 2);
        const QString held = cluster.dir() + QStringLiteral("/generate-held");
        QVERIFY(
            replaceTool(cluster, QStringLiteral("netplan"), QStringLiteral("spark-1"),
                        QStringLiteral("if [ \"$1\" = generate ]; then touch %1; sleep 26; fi").arg(held)));
        // Longer than a loaded machine needs from go-live to confirm, shorter
        // than the hold before go-live.
        const int confirm = 20;
        const Proc r = run(kCli, QStringList{QStringLiteral("apply")} + applyArgs(cluster, confirm), 300000);
        QVERIFY2(QFile::exists(held), "the apply never reached netplan generate on spark-1");
        QVERIFY2(r.exitCode == 0, r.out.constData());
        QVERIFY2(r.out.contains("spark-1: applied"), r.out.constData());
        const QString after = clusterState(cluster, 2);
        QVERIFY(after != before);
        // Past the confirm window with a margin: every guard saw the decision.
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  30000);
        QTest::qWait((confirm + 4) * 1000);
        QVERIFY2(clusterState(cluster, 2) == after, qPrintable(stateDiff(clusterState(cluster, 2), after)));
        QCOMPARE(cluster.down(), 0);
    }

    // Item 3: the guard starts on spark-1 but not on spark-2. The failed
    // first step must stand spark-1's guard down: a later, successful apply
    // is still in place after the first guard's timeout has passed.
    void failedGuardStartStandsDown()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fg"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        const QString before = clusterState(cluster, 2);
        QVERIFY(replaceTool(
            cluster, QStringLiteral("setsid"), QStringLiteral("spark-2"),
            QStringLiteral("case \"$*\" in *guard.sh*) echo 'setsid: cannot fork' >&2; exit 1;; esac")));
        const int timeout = 8;
        const Proc failed =
            run(kCli, QStringList{QStringLiteral("apply")} + applyArgs(cluster, timeout, timeout), 300000);
        QVERIFY2(failed.exitCode == 1, failed.out.constData());
        QVERIFY2(clusterState(cluster, 2) == before, qPrintable(stateDiff(clusterState(cluster, 2), before)));
        QVERIFY(QFile::remove(cluster.dir() + QStringLiteral("/bin/setsid")));

        // Its own confirm window is long: it only has to succeed, also on a
        // loaded machine (8 s was too short for its steps in a fresh root).
        const Proc applied =
            run(kCli, QStringList{QStringLiteral("apply")} + applyArgs(cluster, 120), 300000);
        QVERIFY2(applied.exitCode == 0, applied.out.constData());
        const QString after = clusterState(cluster, 2);
        QVERIFY(after != before);
        // Past the first guard's deadline, with a margin for its last step.
        QTest::qWait((timeout + 6) * 1000);
        QVERIFY2(clusterState(cluster, 2) == after, qPrintable(stateDiff(clusterState(cluster, 2), after)));
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  20000);
        QCOMPARE(cluster.down(), 0);
    }

    // Item 4: undo acts on the journal of the apply in question. A second
    // apply changes only spark-1 (its MTU drifted) and is rolled back;
    // undo of that apply must touch nothing, the first apply stays.
    void undoIsTiedToItsApply()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fu"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        const Proc first = run(kCli, QStringList{QStringLiteral("apply")} + applyArgs(cluster, 30), 300000);
        QVERIFY2(first.exitCode == 0, first.out.constData());
        const QString firstId = journalIdOf(first.out);
        QVERIFY2(!firstId.isEmpty(), first.out.constData());

        const QStringList planned = plannedNetdevs(cluster, QStringLiteral("spark-1"));
        QVERIFY(!planned.isEmpty());
        QVERIFY(ipIn(cluster, 1,
                     {QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("dev"), planned.first(),
                      QStringLiteral("mtu"), QStringLiteral("1400")}));
        QVERIFY(replaceTool(cluster, QStringLiteral("netplan"), QStringLiteral("spark-1"),
                            QStringLiteral("if [ \"$1\" = apply ] && [ ! -e %1 ]; then touch %1; exit 1; fi")
                                .arg(cluster.dir() + QStringLiteral("/apply-failed-once"))));
        const Proc second = run(kCli, QStringList{QStringLiteral("apply")} + applyArgs(cluster, 30), 300000);
        QVERIFY2(second.exitCode == 1, second.out.constData());
        QVERIFY2(second.out.contains("spark-2: unchanged"), second.out.constData());
        const QStringList spark1 = journalsOf(cluster, QStringLiteral("spark-1"));
        QCOMPARE(spark1.size(), 2);
        const QString secondId = spark1.last();
        QVERIFY(secondId != firstId);
        const QString drifted = clusterState(cluster, 2);

        const Proc list =
            run(kCli, QStringList{QStringLiteral("undo"), QStringLiteral("--list")} + nodeArgs(cluster));
        QVERIFY2(list.exitCode == 0, list.out.constData());
        QVERIFY2(list.out.contains(QStringLiteral("%1 restored").arg(secondId).toUtf8()),
                 list.out.constData());
        QVERIFY2(list.out.contains(QStringLiteral("%1 confirmed").arg(firstId).toUtf8()),
                 list.out.constData());
        QVERIFY2(clusterState(cluster, 2) == drifted,
                 qPrintable(stateDiff(clusterState(cluster, 2), drifted)));

        const Proc undo =
            run(kCli, QStringList{QStringLiteral("undo"), QStringLiteral("--journal"), secondId} +
                          nodeArgs(cluster));
        QVERIFY2(undo.exitCode == 0, undo.out.constData());
        QVERIFY2(undo.out.contains("spark-2: nothing to undo"), undo.out.constData());
        QVERIFY2(undo.out.contains("spark-1: nothing to undo"), undo.out.constData());
        QVERIFY2(clusterState(cluster, 2) == drifted,
                 qPrintable(stateDiff(clusterState(cluster, 2), drifted)));

        QCOMPARE(cluster.down(), 0);
    }

    // Item 5: undo restores a static route through a cluster netdev (the
    // apply's flush took it along) and leaves a netdev outside the plan
    // alone, also when the user configured it after the apply.
    void undoKeepsRoutesAndOtherPorts()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fr"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        const QStringList planned = plannedNetdevs(cluster, QStringLiteral("spark-1"));
        QStringList others = netdevsOf(cluster, 1);
        for (const QString &p : planned)
            others.removeAll(p);
        QVERIFY2(!planned.isEmpty() && !others.isEmpty(),
                 qPrintable(netdevsOf(cluster, 1).join(QLatin1Char(' '))));
        const QString dev = planned.first();
        QVERIFY(ipIn(cluster, 1,
                     {QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("dev"), dev,
                      QStringLiteral("up")}));
        QVERIFY(ipIn(cluster, 1,
                     {QStringLiteral("addr"), QStringLiteral("add"), QStringLiteral("192.168.50.1/24"),
                      QStringLiteral("dev"), dev}));
        QVERIFY(ipIn(cluster, 1,
                     {QStringLiteral("route"), QStringLiteral("add"), QStringLiteral("10.99.0.0/16"),
                      QStringLiteral("via"), QStringLiteral("192.168.50.254"), QStringLiteral("dev"), dev,
                      QStringLiteral("metric"), QStringLiteral("20")}));
        const QString before = clusterState(cluster, 2);
        QVERIFY(before.contains(QLatin1String("route 10.99.0.0/16 via 192.168.50.254")));

        const Proc applied = run(kCli, QStringList{QStringLiteral("apply")} + applyArgs(cluster, 30), 300000);
        QVERIFY2(applied.exitCode == 0, applied.out.constData());
        QVERIFY(!clusterState(cluster, 2).contains(QLatin1String("route 10.99.0.0/16")));
        // Afterwards the user gives the free port an address of its own.
        QVERIFY(ipIn(cluster, 1,
                     {QStringLiteral("addr"), QStringLiteral("add"), QStringLiteral("192.168.60.1/24"),
                      QStringLiteral("dev"), others.first()}));

        const Proc undo = run(kCli, QStringList{QStringLiteral("undo")} + nodeArgs(cluster), 300000);
        QVERIFY2(undo.exitCode == 0, undo.out.constData());
        const Proc kept =
            run(QStringLiteral("ip"),
                {QStringLiteral("-n"), cluster.nodeNamespace(1), QStringLiteral("-4"), QStringLiteral("addr"),
                 QStringLiteral("show"), QStringLiteral("dev"), others.first()});
        QVERIFY2(kept.out.contains("192.168.60.1/24"), kept.out.constData());
        QVERIFY(ipIn(cluster, 1,
                     {QStringLiteral("addr"), QStringLiteral("del"), QStringLiteral("192.168.60.1/24"),
                      QStringLiteral("dev"), others.first()}));
        QVERIFY2(clusterState(cluster, 2) == before, qPrintable(stateDiff(clusterState(cluster, 2), before)));
        QCOMPARE(cluster.down(), 0);
    }

    // Issue #20's finding on item 5: both rails of a port on one /24 (as
    // NVIDIA's helper configures a pair) give two kernel routes to it, and
    // traffic for the subnet leaves by the one listed first. Undo must bring
    // them back in that order (the state comparison covers route order);
    // flushing and re-adding one netdev at a time swapped them.
    void undoKeepsTwinRouteOrder()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("ft"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        const QStringList planned = plannedNetdevs(cluster, QStringLiteral("spark-1"));
        QVERIFY2(planned.size() >= 2, qPrintable(planned.join(QLatin1Char(' '))));
        // The second planned netdev gets its address first: its route leads.
        const QStringList order{planned.at(1), planned.at(0)};
        int host = 1;
        for (const QString &dev : order) {
            QVERIFY(ipIn(cluster, 1,
                         {QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("dev"), dev,
                          QStringLiteral("up")}));
            QVERIFY(ipIn(cluster, 1,
                         {QStringLiteral("addr"), QStringLiteral("add"),
                          QStringLiteral("192.168.0.%1/24").arg(host++), QStringLiteral("dev"), dev}));
        }
        const QString before = clusterState(cluster, 2);
        const qsizetype first = before.indexOf(QStringLiteral("192.168.0.0/24 dev %1").arg(order.at(0)));
        const qsizetype second = before.indexOf(QStringLiteral("192.168.0.0/24 dev %1").arg(order.at(1)));
        QVERIFY2(first >= 0 && second > first, qPrintable(before));

        const Proc applied = run(kCli, QStringList{QStringLiteral("apply")} + applyArgs(cluster, 30), 300000);
        QVERIFY2(applied.exitCode == 0, applied.out.constData());
        QVERIFY(!clusterState(cluster, 2).contains(QLatin1String("192.168.0.0/24")));
        const Proc undo = run(kCli, QStringList{QStringLiteral("undo")} + nodeArgs(cluster), 300000);
        QVERIFY2(undo.exitCode == 0, undo.out.constData());
        QVERIFY2(clusterState(cluster, 2) == before, qPrintable(stateDiff(clusterState(cluster, 2), before)));
        QCOMPARE(cluster.down(), 0);
    }

    // Item 6: a file of another tool selects the cluster netdevs with
    // match: (a name glob) instead of naming them. It must be backed up and
    // set aside like a file that names them, and come back byte for byte.
    void matchSelectedFileIsSetAside()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fm"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        const QString file = cluster.dir() + QStringLiteral("/spark-1/netplan/30-cx7-match.yaml");
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("network:\n  version: 2\n  ethernets:\n    cx7-port0:\n      match:\n        name: "
                    "\"enp1s0f0*\"\n"
                    "      mtu: 1500\n      dhcp4: false\n");
            f.close();
            QVERIFY(f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        }
        const QString before = clusterState(cluster, 2);
        const Proc applied = run(kCli, QStringList{QStringLiteral("apply")} + applyArgs(cluster, 30), 300000);
        QVERIFY2(applied.exitCode == 0, applied.out.constData());
        QVERIFY2(!QFile::exists(file), "the file selecting enp1s0f0np0 by match: was left in place");
        const QStringList journals = journalsOf(cluster, QStringLiteral("spark-1"));
        QCOMPARE(journals.size(), 1);
        QVERIFY(QFile::exists(cluster.dir() + QStringLiteral("/journal/spark-1/") + journals.first() +
                              QStringLiteral("/files/30-cx7-match.yaml")));
        const Proc undo = run(kCli, QStringList{QStringLiteral("undo")} + nodeArgs(cluster), 300000);
        QVERIFY2(undo.exitCode == 0, undo.out.constData());
        QVERIFY2(clusterState(cluster, 2) == before, qPrintable(stateDiff(clusterState(cluster, 2), before)));
        QCOMPARE(cluster.down(), 0);
    }

    // Item 7: the node reboots inside the confirm window. Like `netplan
    // try`, the new configuration is live but not yet persistent: with the
    // controller gone after go-live and every process of the nodes killed
    // (what a reboot does to the guards), /etc/netplan holds exactly what
    // it held before, so the node boots its old configuration.
    void rebootInConfirmWindow()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fk"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        const auto filesBefore = configSnapshot(cluster, 2);
        const QString before = clusterState(cluster, 2);
        const QString hold = cluster.dir() + QStringLiteral("/hold");
        QVERIFY(QDir().mkpath(hold));
        QVERIFY(QFile::setPermissions(hold, QFileDevice::Permissions(0x7777)));
        // Confirm's claim (`sh …/decide.sh confirm`) waits on every node:
        // the moment right after go-live, exact rather than timed.
        {
            QFile armed(hold + QStringLiteral("/armed"));
            QVERIFY(armed.open(QIODevice::WriteOnly));
        }
        QVERIFY(replaceTool(
            cluster, QStringLiteral("sh"), QStringLiteral("spark-*"),
            QStringLiteral("if [ -e %1/armed ] && [ \"$2\" = confirm ]; then "
                           "touch %1/$RAILYARD_SIM_NODE; while [ -e %1/armed ]; do sleep 0.1; done; fi")
                .arg(hold)));
        CliProcess cli(QStringList{QStringLiteral("apply")} + applyArgs(cluster, 60));
        QTRY_VERIFY2_WITH_TIMEOUT(QFile::exists(hold + QStringLiteral("/spark-1")) &&
                                      QFile::exists(hold + QStringLiteral("/spark-2")),
                                  qPrintable(QString::fromUtf8(cli.out() + cli.err())), 50000);
        QVERIFY2(clusterState(cluster, 2) != before, "not live yet");
        QVERIFY(cli.kill(SIGKILL));
        // The reboot: every process of the nodes but sshd ends, guards included.
        for (int n = 1; n <= 2; ++n) {
            for (const QString &p : leftoverProcesses(cluster, n))
                ::kill(p.section(QLatin1Char(' '), 0, 0).toInt(), SIGKILL);
        }
        QVERIFY(QFile::remove(hold + QStringLiteral("/armed")));
        // The network configuration the node boots from; ~/.ssh (node-to-node
        // SSH, written before go-live) stays for undo to restore.
        const auto filesAfter = configSnapshot(cluster, 2);
        QStringList changed;
        for (auto it = filesAfter.cbegin(); it != filesAfter.cend(); ++it) {
            if (it.key().contains(QLatin1String("/netplan/")) && filesBefore.value(it.key()) != it.value())
                changed << it.key();
        }
        for (auto it = filesBefore.cbegin(); it != filesBefore.cend(); ++it) {
            if (it.key().contains(QLatin1String("/netplan/")) && !filesAfter.contains(it.key()))
                changed << it.key() + QStringLiteral(" (gone)");
        }
        // The comparison had files to compare: the seeded one on each node
        // (besides DGX OS's own two).
        QCOMPARE(filesBefore.keys().filter(QStringLiteral("/netplan/01-management.yaml")).size(), 2);
        QVERIFY2(changed.isEmpty(), qPrintable(changed.join(QLatin1Char('\n'))));
        QCOMPARE(cluster.down(), 0);
    }

    // Item 2: a rollback dies halfway (its `netplan apply` is held on
    // spark-1, then the restore is killed there and the controller with
    // it). The claim was taken, so nobody else may think the node is done:
    // the node's guard finishes the restore on its own. spark-2's go-live
    // fails, which is what starts the rollback.
    void rollbackDiesHalfway()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fh"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        const QString before = clusterState(cluster, 2);
        const QString count = cluster.dir() + QStringLiteral("/applies");
        const QString held = cluster.dir() + QStringLiteral("/restore-held");
        // spark-1: the first apply (go-live) passes, the second (the
        // rollback's restore) waits; spark-2: go-live fails.
        QVERIFY(replaceTool(cluster, QStringLiteral("netplan"), QStringLiteral("spark-1"),
                            QStringLiteral("if [ \"$1\" = apply ]; then echo x >> %1;"
                                           " if [ $(wc -l < %1) = 2 ]; then touch %2; sleep 300; fi; fi")
                                .arg(count, held)));
        QVERIFY(replaceTool(
            cluster, QStringLiteral("netplan"), QStringLiteral("spark-2"),
            QStringLiteral("if [ \"$1\" = apply ] && [ ! -e %1/failed-once ]; then touch %1/failed-once;"
                           " echo 'netplan: failed' >&2; exit 1; fi")
                .arg(cluster.dir())));
        const int timeout = 20;
        CliProcess cli(QStringList{QStringLiteral("apply")} + applyArgs(cluster, timeout));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(held), 120000);
        // The link drops: the controller is gone, and the restore on spark-1 with it.
        QVERIFY(cli.kill(SIGKILL));
        const Proc pids = run(QStringLiteral("ip"),
                              {QStringLiteral("netns"), QStringLiteral("pids"), cluster.nodeNamespace(1)});
        int killed = 0;
        for (const QString &pid : QString::fromUtf8(pids.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            QFile cmd(QStringLiteral("/proc/%1/cmdline").arg(pid));
            if (!cmd.open(QIODevice::ReadOnly))
                continue;
            const QByteArray line = cmd.readAll().replace('\0', ' ');
            if (line.contains("restore.sh") || line.contains("decide.sh") || line.startsWith("sleep 300")) {
                ::kill(pid.toInt(), SIGKILL);
                ++killed;
            }
        }
        QVERIFY(killed >= 2);
        QVERIFY(QFile::remove(held));
        // Nobody is connected now; the guard (20 s after go-live) finishes the
        // restore and marks it done. Wait for that mark first, on the guard's
        // own clock plus room for a loaded machine (a CI run under load
        // needed 21.4 s after the state first matched), then the state must
        // be exactly the one before: the mark is written after the last step.
        const QStringList journals = journalsOf(cluster, QStringLiteral("spark-1"));
        QCOMPARE(journals.size(), 1);
        const QString undone =
            cluster.dir() + QStringLiteral("/journal/spark-1/") + journals.first() + QStringLiteral("/undone");
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(undone), (timeout + 90) * 1000);
        QTRY_VERIFY2_WITH_TIMEOUT(clusterState(cluster, 2) == before,
                                  qPrintable(stateDiff(clusterState(cluster, 2), before)), 60000);
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  30000);
        QCOMPARE(cluster.down(), 0);
    }

    // Item 9: Ubuntu's bash sources ~/.bashrc for `ssh host cmd`, and many
    // print something. spark-1's prints on both streams (with a line that
    // looks like a PID marker): the inventory must read every output as on
    // spark-2, and apply, confirm and undo must work as if it were silent.
    // Item 2, the other half: confirm's claim and commit ran on spark-2,
    // but the connection died before its reply came back (the wrapper runs
    // the real `decide.sh confirm`, holds its output back and kills the
    // session's sshd). The apply must ask the node (`decide.sh status`) and
    // report what it runs, the new configuration, confirmed; not a guard
    // restore, and no rollback of a node that has committed.
    void lostConfirmReply()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fl"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        const QString before = clusterState(cluster, 2);
        const QString hold = cluster.dir() + QStringLiteral("/hold");
        QVERIFY(QDir().mkpath(hold));
        QVERIFY(QFile::setPermissions(hold, QFileDevice::Permissions(0x7777)));
        {
            QFile armed(hold + QStringLiteral("/armed"));
            QVERIFY(armed.open(QIODevice::WriteOnly));
        }
        // Once: the real confirm, then this session's sshd dies before the
        // reply is written (the first sshd among the ancestors).
        QVERIFY(replaceTool(
            cluster, QStringLiteral("sh"), QStringLiteral("spark-2"),
            QStringLiteral("if [ \"$2\" = confirm ] && rm %1/armed 2>/dev/null; then\n"
                           "out=$(/bin/sh \"$@\" 2>&1); rc=$?\n"
                           "echo \"$rc $out\" > %1/confirm-ran\n"
                           "p=$$\n"
                           "while [ \"$p\" -gt 1 ]; do\n"
                           "  if [ \"$(cat /proc/$p/comm)\" = sshd ]; then kill -9 $p; break; fi\n"
                           "  p=$(sed 's/.*) [A-Za-z] \\([0-9]*\\) .*/\\1/' /proc/$p/stat)\n"
                           "done\n"
                           "sleep 30; exit $rc\nfi")
                .arg(hold)));
        const Proc applied = run(kCli, QStringList{QStringLiteral("apply")} + applyArgs(cluster, 20), 300000);
        QFile ran(hold + QStringLiteral("/confirm-ran"));
        QVERIFY2(ran.open(QIODevice::ReadOnly), applied.out.constData()); // the row did what it says
        QCOMPARE(ran.readAll().trimmed(), QByteArray("0 confirmed"));
        QVERIFY2(applied.exitCode == 0, QByteArray(applied.out + applied.err).constData());
        QVERIFY2(!applied.out.contains("guard") && !applied.out.contains("rolled"), applied.out.constData());
        const QString journal = journalIdOf(applied.out);
        QVERIFY2(!journal.isEmpty(), applied.out.constData());
        const QString live = clusterState(cluster, 2);
        QVERIFY(live != before);

        // Past the confirm timeout: spark-2's guard saw the decision and did nothing.
        QTest::qWait(25000);
        QVERIFY2(clusterState(cluster, 2) == live, qPrintable(stateDiff(clusterState(cluster, 2), live)));
        const Proc list =
            run(kCli, QStringList{QStringLiteral("undo"), QStringLiteral("--list")} + nodeArgs(cluster));
        QVERIFY2(list.exitCode == 0, list.out.constData());
        QVERIFY2(list.out.count(QStringLiteral("%1 confirmed").arg(journal).toUtf8()) == 2,
                 list.out.constData());
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  40000);
        // And it can still be undone like any confirmed apply.
        const Proc undo =
            run(kCli,
                QStringList{QStringLiteral("undo"), QStringLiteral("--journal"), journal} + nodeArgs(cluster),
                300000);
        QVERIFY2(undo.exitCode == 0, undo.out.constData());
        QVERIFY2(clusterState(cluster, 2) == before, qPrintable(stateDiff(clusterState(cluster, 2), before)));
        QCOMPARE(cluster.down(), 0);
    }

    // Item 8: the user's own ib_write_bw on spark-2 (a program of that name
    // Railyard did not start) outlives a whole RDMA test, and the result
    // names it. Before: the cleanup ran `pkill -x ib_write_bw` on every node.
    void usersOwnPerftestLeftAlone()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fo"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        const QString before = clusterState(cluster, 2);
        QVERIFY(QDir().mkpath(cluster.dir() + QStringLiteral("/users-own")));
        const QString program = cluster.dir() + QStringLiteral("/users-own/ib_write_bw");
        QVERIFY(QFile::copy(QStringLiteral("/bin/sleep"), program));
        // As the node's user, whom Railyard logs in as: its pkill could reach it.
        QFile userFile(cluster.dir() + QStringLiteral("/user"));
        QVERIFY(userFile.open(QIODevice::ReadOnly));
        const QString user = QString::fromUtf8(userFile.readAll()).trimmed();
        QVERIFY(!user.isEmpty());
        const uint uid = run(QStringLiteral("id"), {QStringLiteral("-u"), user}).out.trimmed().toUInt();
        const uint gid = run(QStringLiteral("id"), {QStringLiteral("-g"), user}).out.trimmed().toUInt();
        QVERIFY(uid > 0);
        // setpriv execs (runuser would stay behind as root, waiting).
        QCOMPARE(run(QStringLiteral("ip"),
                     {QStringLiteral("netns"), QStringLiteral("exec"), cluster.nodeNamespace(2),
                      QStringLiteral("setsid"), QStringLiteral("-f"), QStringLiteral("setpriv"),
                      QStringLiteral("--reuid=%1").arg(uid), QStringLiteral("--regid=%1").arg(gid),
                      QStringLiteral("--clear-groups"), program, QStringLiteral("600")})
                     .exitCode,
                 0);
        QString users;
        QTRY_VERIFY_WITH_TIMEOUT(!(users = leftoverProcesses(cluster, 2).join(QLatin1Char('\n'))).isEmpty(),
                                 20000);
        const qint64 pid = users.section(QLatin1Char(' '), 0, 0).toLongLong();
        QVERIFY2(pid > 1 && users.contains(program), qPrintable(users));
        // setpriv may not have dropped to the user yet when the process is
        // first seen (its command line already names the program): wait for
        // it rather than catch it as root (seen in a loaded fresh root).
        QTRY_COMPARE_WITH_TIMEOUT(QFileInfo(QStringLiteral("/proc/%1").arg(pid)).ownerId(), uid, 20000);

        const Proc test = run(kCli,
                              {QStringLiteral("test"), QStringLiteral("rdma"), QStringLiteral("--project"),
                               cluster.yaml(), QStringLiteral("--duration"), QStringLiteral("2"),
                               QStringLiteral("--format"), QStringLiteral("json")},
                              300000);
        QVERIFY2(test.exitCode == 0, test.out.constData());
        // Still there, the same process.
        QVERIFY2(::kill(pid_t(pid), 0) == 0, "the user's ib_write_bw was killed");
        QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
        QVERIFY(comm.open(QIODevice::ReadOnly));
        QCOMPARE(comm.readAll().trimmed(), QByteArray("ib_write_bw"));
        // Named in the result, with its PID.
        QStringList notes;
        for (const QJsonValue &v :
             QJsonDocument::fromJson(test.out).object().value(QStringLiteral("report_warnings")).toArray())
            notes << v.toObject().value(QStringLiteral("title")).toString();
        QVERIFY2(notes.contains(QStringLiteral("spark-2: ib_write_bw (PID %1) left running").arg(pid)),
                 qPrintable(notes.join(QLatin1Char('\n'))));

        // Railyard's own left nothing; only the user's process is there.
        QCOMPARE(leftoverProcessesAnywhere(cluster, 2), QStringList{QStringLiteral("spark-2: ") + users});
        QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  20000);
        QVERIFY2(clusterState(cluster, 2) == before, qPrintable(stateDiff(clusterState(cluster, 2), before)));
        QCOMPARE(cluster.down(), 0);
    }

    void bashrcThatEchoes()
    {
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fb"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        {
            QFile rc(cluster.dir() + QStringLiteral("/spark-1/home/.bashrc"));
            QVERIFY(rc.open(QIODevice::WriteOnly));
            rc.write("echo 'Welcome to DGX OS'\necho 'RYPID:1:1'\necho 'motd: 3 updates' >&2\nprintf 'no "
                     "newline'\n");
        }
        // Really sourced for a command over SSH (else this row proves nothing).
        const Proc inv = run(kCli, {QStringLiteral("inventory"), QStringLiteral("--project"), cluster.yaml(),
                                    QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(inv.exitCode == 0, inv.err.constData());
        const QJsonArray nodes =
            QJsonDocument::fromJson(inv.out).object().value(QStringLiteral("nodes")).toArray();
        const QJsonObject one = byName(nodes, QStringLiteral("node"), QStringLiteral("spark-1"));
        const QJsonObject two = byName(nodes, QStringLiteral("node"), QStringLiteral("spark-2"));
        QVERIFY(!one.isEmpty() && !two.isEmpty());
        QCOMPARE(issueMessages(one), issueMessages(two));
        QCOMPARE(one.value(QStringLiteral("netdevs")).toArray().size(),
                 two.value(QStringLiteral("netdevs")).toArray().size());
        QVERIFY(!one.value(QStringLiteral("hostname")).toString().contains(QLatin1String("Welcome")));
        QVERIFY(!inv.out.contains("RYPID"));

        const QString before = clusterState(cluster, 2);
        const Proc applied = run(kCli, QStringList{QStringLiteral("apply")} + applyArgs(cluster, 30), 300000);
        QVERIFY2(applied.exitCode == 0, applied.out.constData());
        const Proc undo = run(kCli, QStringList{QStringLiteral("undo")} + nodeArgs(cluster), 300000);
        QVERIFY2(undo.exitCode == 0, undo.out.constData());
        QVERIFY2(clusterState(cluster, 2) == before, qPrintable(stateDiff(clusterState(cluster, 2), before)));
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  20000);
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TestApplySafety)
#include "tst_applysafety.moc"
