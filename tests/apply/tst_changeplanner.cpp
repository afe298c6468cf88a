// SPDX-License-Identifier: GPL-3.0-or-later
// What an apply would run on one node, as data: no file content or secret
// in an argument, validation before the live file, the guard before any
// change, moved files, the restore script, and the no-op detection.
#include "apply/changeplanner.h"
#include "model/cluster.h"
#include "plan/netplanwriter.h"
#include "plan/networkplanner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <cmath>

using namespace railyard;
using namespace railyard::apply;

namespace {

model::Cluster pair()
{
    model::Cluster c;
    c.topology = model::Topology::Direct;
    for (int i = 0; i < 2; ++i)
        c.nodes.append(model::Node{QStringLiteral("spark-%1").arg(i + 1),
                                   QStringLiteral("10.0.0.%1").arg(i + 1),
                                   QStringLiteral("nvidia"),
                                   22,
                                   {}});
    return c;
}

NodeSnapshot fresh(const QString &node)
{
    NodeSnapshot s;
    s.inventory.node = node;
    s.inventory.managementAddress = QStringLiteral("10.0.0.1");
    s.inventory.managementInterface = QStringLiteral("enP7s7");
    for (inventory::NetdevInventory &n : s.inventory.netdevs) {
        n.present = true;
        n.adminUp = true;
        n.mtu = 1500;
        n.ipv4 = {QStringLiteral("192.168.100.11/24")};
    }
    return s;
}

// The guard's whole wait in one phase ("write": before go-live, "live":
// the confirm window): its step length (`S=` of that phase) times the
// number of steps before the decision.
int guardSleepSeconds(const QByteArray &script, const QByteArray &phase = "live")
{
    static const QRegularExpression steps(
        QStringLiteral("^if \\[ \"\\$1\" = write \\]; then S=([0-9.]+); else S=([0-9.]+); fi$"));
    double step = -1;
    int count = 0;
    for (const QByteArray &line : script.split('\n')) {
        const QRegularExpressionMatch m = steps.match(QString::fromUtf8(line));
        if (m.hasMatch())
            step = m.captured(phase == "write" ? 1 : 2).toDouble();
        else if (line == "sleep $S")
            ++count;
        else if (line == "if [ \"$1\" = write ]; then")
            break; // the decision itself follows; its own short recheck is not the wait
        else if (line.startsWith("sleep "))
            return -1; // a sleep of its own would not be counted
    }
    return step < 0 ? -1 : int(std::lround(step * count));
}

QStringList displays(const QList<Result<remote::RemoteCommand>> &commands)
{
    QStringList out;
    for (const auto &c : commands)
        // Every one runs as root; the "sudo " of display() is checked once below.
        out << (c ? c->display().mid(c->asRoot ? 5 : 0) : QStringLiteral("ERROR ") + c.error().message);
    return out;
}

} // namespace

class TestChangePlanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void persistentCommands()
    {
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(pair()).value();
        NodeSnapshot snap = fresh(QStringLiteral("spark-1"));
        snap.netplanFiles.insert(QStringLiteral("30-old.yaml"),
                                 "network:\n  ethernets:\n    enp1s0f0np0: {dhcp4: true}\n");
        snap.netplanFiles.insert(QStringLiteral("01-lan.yaml"),
                                 "network:\n  ethernets:\n    enP7s7: {dhcp4: true}\n");
        ApplyOptions o;
        const NodeChange c = ChangePlanner::compute(plan, plan.nodes.first(), snap, o,
                                                    QStringLiteral("20261201T000000000-abcd"));
        QVERIFY(!c.noop);
        QCOMPARE(c.journalDir, QStringLiteral("/var/lib/railyard/journal/spark-1/20261201T000000000-abcd"));
        QCOMPARE(c.backedUpFiles, QStringList{QStringLiteral("30-old.yaml")});
        QCOMPARE(c.movedFiles, QStringList{QStringLiteral("30-old.yaml")});
        QCOMPARE(c.movedDefines, QList<QStringList>{QStringList{QStringLiteral("enp1s0f0np0")}});
        QCOMPARE(c.netplan, plan::NetplanWriter::render(plan, plan.nodes.first()));

        QList<Result<remote::RemoteCommand>> all;
        all << c.journalCommands << c.guardCommands << c.writeCommands << c.liveCommands << c.confirmCommands;
        for (const auto &cmd : all) {
            QVERIFY2(cmd, qPrintable(cmd ? QString() : cmd.error().message));
            QVERIFY(cmd->asRoot);
            for (const QString &a : cmd->arguments) {
                QVERIFY2(!a.contains(QLatin1Char('\n')) && !a.contains(QLatin1String("network")),
                         qPrintable(a));
                QVERIFY(!a.contains(QLatin1Char(' ')));
            }
        }
        const QStringList write = displays(c.writeCommands);
        const QString j = c.journalDir;
        // The write step only stages and validates: nothing under /etc/netplan changes.
        const int staged = int(write.indexOf(
            QStringLiteral("install -m 0600 /dev/stdin %1/root/etc/netplan/40-railyard.yaml").arg(j)));
        const int generate = int(write.indexOf(QStringLiteral("netplan generate --root-dir %1/root").arg(j)));
        QVERIFY2(staged >= 0 && generate > staged, qPrintable(write.join(QLatin1Char('\n'))));
        QCOMPARE(c.writeCommands.at(staged)->stdinData, c.netplan);
        QVERIFY(write.contains(
            QStringLiteral("cp -a /etc/netplan/01-lan.yaml %1/root/etc/netplan/01-lan.yaml").arg(j)));
        for (const QString &w : write)
            QVERIFY2(!w.contains(QLatin1String(" /etc/netplan/")) ||
                         w.startsWith(QLatin1String("cp -a /etc/netplan/")),
                     qPrintable(w));
        // Like netplan try: in place for netplan apply only; persistent once confirmed.
        const QString commit = QString::fromUtf8(c.commitScript);
        QVERIFY(commit.contains(QStringLiteral("rm -f \"$N/\"30-old.yaml || exit 1")));
        QVERIFY(commit.contains(
            QStringLiteral("cp -a %1/root/etc/netplan/40-railyard.yaml \"$N/\"40-railyard.yaml").arg(j)));
        const QString revert = QString::fromUtf8(c.revertScript);
        QVERIFY(revert.contains(QStringLiteral("cp -a \"$J/files/\"30-old.yaml \"$N/\"30-old.yaml")));
        QVERIFY(revert.contains(QStringLiteral("rm -f \"$N/\"40-railyard.yaml")));
        QVERIFY(!revert.contains(QStringLiteral("netplan apply")));
        QVERIFY(QString::fromUtf8(c.decideScript)
                    .contains(QStringLiteral("if sh \"$J/commit.sh\"; then touch \"$J/confirmed\"")));
        QCOMPARE(displays(c.guardCommands),
                 QStringList{QStringLiteral("setsid -f sh %1/guard.sh write").arg(j)});
        // Every step after the journal first asks the node whether its guard decided.
        QCOMPARE(write.first(), QStringLiteral("sh %1/decide.sh gate").arg(j));
        const QStringList journal = displays(c.journalCommands);
        // The journal directories, parents first, in one process.
        QVERIFY(journal.first().startsWith(QStringLiteral("install -d -m 0700 /var/lib/railyard/journal ")));
        QVERIFY2(journal.first().endsWith(QStringLiteral(" %1 %1/files").arg(j)),
                 qPrintable(journal.first()));
        QVERIFY(
            journal.contains(QStringLiteral("cp -a /etc/netplan/30-old.yaml %1/files/30-old.yaml").arg(j)));
        // Go-live starts the live guard (the confirm window counts from here),
        // then takes the node from the write guard, then changes it.
        QCOMPARE(displays(c.liveCommands).mid(0, 5),
                 (QStringList{QStringLiteral("setsid -f sh %1/guard.sh live").arg(j),
                              QStringLiteral("sh %1/decide.sh live").arg(j),
                              QStringLiteral("sh %1/commit.sh").arg(j), QStringLiteral("netplan apply"),
                              QStringLiteral("sh %1/revert.sh").arg(j)}));
        QCOMPARE(c.liveCommands.at(3)->display(), QStringLiteral("sudo netplan apply"));
        QVERIFY(c.commandList().contains(QStringLiteral("sudo netplan apply")));
        QVERIFY(displays(c.liveCommands)
                    .contains(QStringLiteral("ip addr add %1 dev %2")
                                  .arg(plan.nodes.first().interfaces.first().cidr(),
                                       plan.nodes.first().interfaces.first().netdev)));
        // Claims are single commands on the node: a lost connection cannot
        // leave a claim without its work (decide.sh claims and restores).
        QCOMPARE(displays(c.confirmCommands), QStringList{QStringLiteral("sh %1/decide.sh confirm").arg(j)});
        QCOMPARE(displays(c.rollbackCommands),
                 QStringList{QStringLiteral("sh %1/decide.sh rollback").arg(j)});
        QCOMPARE(c.rollbackCommands.first()->timeoutMs, ChangePlanner::RollbackTimeoutMs);
        QVERIFY(displays(c.journalCommands)
                    .contains(QStringLiteral("install -m 0700 /dev/stdin %1/decide.sh").arg(j)));

        // restore.sh puts the moved file back, removes ours, restores the planned netdevs only.
        const QString restore = QString::fromUtf8(c.restoreScript);
        QVERIFY(restore.contains(QStringLiteral("cp -a \"$J/files/\"30-old.yaml \"$N/\"30-old.yaml")));
        QVERIFY(restore.contains(QStringLiteral("rm -f \"$N/\"40-railyard.yaml")));
        QStringList planned;
        for (const plan::PlannedInterface &i : plan.nodes.first().interfaces)
            planned << i.netdev;
        for (const inventory::NetdevInventory &n : snap.inventory.netdevs) {
            const bool touched = restore.contains(QStringLiteral("dev %1 ").arg(n.netdev));
            QVERIFY2(touched == planned.contains(n.netdev), qPrintable(n.netdev));
        }
        QVERIFY(restore.contains(QStringLiteral("ip link set dev enp1s0f0np0 mtu 1500")));
        QVERIFY(restore.contains(QStringLiteral("ip addr add 192.168.100.11/24 dev enp1s0f0np0")));
        QVERIFY(!restore.contains(QStringLiteral("enP7s7")));
        QCOMPARE(guardSleepSeconds(c.guardScript), 60);
        // Before go-live its own, longer window (a slow write on a loaded
        // node is not a reason to restore it).
        QCOMPARE(guardSleepSeconds(c.guardScript, "write"), 300);
        QVERIFY(c.diff().contains(QStringLiteral("--- a/etc/netplan/30-old.yaml\n+++ /dev/null")));
    }

    // The launch node also gets the NCCL environment and the MPI hostfile,
    // as the SSH user, journaled: an existing file is copied, a new one removed on restore.
    void launchFiles()
    {
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(pair()).value();
        NodeSnapshot snap = fresh(QStringLiteral("spark-1"));
        snap.home = QStringLiteral("/home/nvidia");
        snap.launchFiles.insert(QStringLiteral("/home/nvidia/.railyard/hostfile"), "old slots=1\n");
        snap.launchDirExisted = true;
        const NodeChange c =
            ChangePlanner::compute(plan, plan.nodes.first(), snap, ApplyOptions{}, QStringLiteral("x"));
        // The gate (root: the journal is root-only), then the files as the SSH user.
        QCOMPARE(c.launchCommands.size(), 4);
        QCOMPARE(c.launchCommands.at(0)->display(),
                 QStringLiteral("sudo sh %1/decide.sh gate").arg(c.journalDir));
        for (const auto &cmd : c.launchCommands.mid(1))
            QVERIFY(!cmd->asRoot);
        QCOMPARE(c.launchCommands.at(2)->display(),
                 QStringLiteral("install -m 0644 /dev/stdin /home/nvidia/.railyard/hostfile"));
        QCOMPARE(c.launchCommands.at(2)->stdinData, QByteArray("spark-1 slots=1\nspark-2 slots=1\n"));
        QCOMPARE(c.launchCommands.at(3)->display(),
                 QStringLiteral("install -m 0644 /dev/stdin /home/nvidia/.railyard/nccl.env"));
        QVERIFY(c.launchCommands.at(3)->stdinData.contains("NCCL_IB_HCA=rocep1s0f0,roceP2p1s0f0\n"));
        const QString restore = QString::fromUtf8(c.restoreScript);
        QVERIFY(restore.contains(QStringLiteral("cp -a \"$J/user/0\" /home/nvidia/.railyard/hostfile")));
        QVERIFY(restore.contains(QStringLiteral("rm -f /home/nvidia/.railyard/nccl.env")));
        QVERIFY(displays(c.journalCommands)
                    .contains(
                        QStringLiteral("cp -a /home/nvidia/.railyard/hostfile %1/user/0").arg(c.journalDir)));
        QVERIFY(c.diff().contains(QStringLiteral("-old slots=1\n+spark-1 slots=1\n+spark-2 slots=1\n")));
        // The user's directory was there: it stays.
        QVERIFY2(!restore.contains(QStringLiteral("rmdir")), qPrintable(restore));

        // A directory the apply creates goes again on restore, if nobody put anything in it.
        NodeSnapshot bare = fresh(QStringLiteral("spark-1"));
        bare.home = QStringLiteral("/home/nvidia");
        const QString restoreBare = QString::fromUtf8(
            ChangePlanner::compute(plan, plan.nodes.first(), bare, ApplyOptions{}, QStringLiteral("x"))
                .restoreScript);
        const qsizetype lastRm = restoreBare.lastIndexOf(QStringLiteral("rm -f /home/nvidia/.railyard/"));
        const qsizetype rmdir =
            restoreBare.indexOf(QStringLiteral("rmdir /home/nvidia/.railyard 2>/dev/null || :\n"));
        QVERIFY2(lastRm >= 0 && rmdir > lastRm, qPrintable(restoreBare));
    }

    // Routes through a changed netdev are journaled and come back in their
    // order; kernel routes (they return with the addresses), routes of other
    // netdevs and of the management link are left alone.
    void restoreKeepsRoutes()
    {
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(pair()).value();
        NodeSnapshot snap = fresh(QStringLiteral("spark-1"));
        const QString planned = plan.nodes.first().interfaces.first().netdev;
        QString other;
        for (const inventory::NetdevInventory &n : snap.inventory.netdevs) {
            bool inPlan = false;
            for (const plan::PlannedInterface &i : plan.nodes.first().interfaces)
                inPlan |= i.netdev == n.netdev;
            if (!inPlan)
                other = n.netdev;
        }
        QVERIFY(!other.isEmpty());
        auto route = [](const QString &dst, const QString &dev, const QString &proto) {
            probe::IpRoute r;
            r.dst = dst;
            r.dev = dev;
            r.protocol = proto;
            return r;
        };
        probe::IpRoute viaGw = route(QStringLiteral("10.99.0.0/16"), planned, QStringLiteral("static"));
        viaGw.gateway = QStringLiteral("192.168.100.254");
        viaGw.metric = 20;
        snap.inventory.routes = {
            route(QStringLiteral("192.168.100.0/24"), planned, QStringLiteral("kernel")), viaGw,
            route(QStringLiteral("10.98.0.0/16"), planned, QStringLiteral("boot")),
            route(QStringLiteral("10.97.0.0/16"), other, QStringLiteral("static")),
            route(QStringLiteral("default"), QStringLiteral("enP7s7"), QStringLiteral("dhcp"))};
        const NodeChange c =
            ChangePlanner::compute(plan, plan.nodes.first(), snap, ApplyOptions{}, QStringLiteral("x"));
        const QString restore = QString::fromUtf8(c.restoreScript);
        const qsizetype first = restore.indexOf(
            QStringLiteral(
                "ip route replace 10.99.0.0/16 via 192.168.100.254 dev %1 proto static metric 20 || rc=1")
                .arg(planned));
        const qsizetype second = restore.indexOf(
            QStringLiteral("ip route replace 10.98.0.0/16 dev %1 proto boot || rc=1").arg(planned));
        QVERIFY2(first > 0 && second > first, qPrintable(restore));
        // After the addresses they need.
        QVERIFY(restore.indexOf(QStringLiteral("ip addr add 192.168.100.11/24 dev %1").arg(planned)) < first);
        QVERIFY(!restore.contains(QStringLiteral("192.168.100.0/24")));
        QVERIFY(!restore.contains(QStringLiteral("10.97.0.0/16")));
        QVERIFY(!restore.contains(QStringLiteral("default")));
        QCOMPARE(QJsonDocument::fromJson(c.journalRecord)
                     .object()
                     .value(QStringLiteral("routes"))
                     .toArray()
                     .size(),
                 2);
    }

    // Two planned netdevs on one subnet (NVIDIA's helper puts both rails of
    // a port in one /24): the kernel lists the prefix route of the netdev
    // whose address came first first, and traffic for the subnet leaves by
    // it. restore.sh flushes every netdev before it adds any address, then
    // adds them in the recorded route order (here the second netdev first),
    // so an undo does not swap the two routes.
    void restoreKeepsTheOrderOfTwinRoutes()
    {
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(pair()).value();
        NodeSnapshot snap = fresh(QStringLiteral("spark-1"));
        QStringList planned;
        for (const plan::PlannedInterface &i : plan.nodes.first().interfaces)
            planned << i.netdev;
        QVERIFY(planned.size() >= 2);
        // In inventory order, so the old per-netdev restore would add a's first.
        QStringList inOrder;
        for (const inventory::NetdevInventory &n : snap.inventory.netdevs) {
            if (planned.contains(n.netdev))
                inOrder << n.netdev;
        }
        QVERIFY(inOrder.size() >= 2);
        const QString a = inOrder.at(0);
        const QString b = inOrder.at(1);
        // Each has a subnet of its own and one they share (as the namespace
        // cluster's seeded pair plus a helper's /24); b's address in the
        // shared subnet came first, so its route leads there.
        for (inventory::NetdevInventory &n : snap.inventory.netdevs) {
            if (n.netdev == a)
                n.ipv4 = {QStringLiteral("10.231.0.1/24"), QStringLiteral("192.168.0.2/24")};
            if (n.netdev == b)
                n.ipv4 = {QStringLiteral("10.231.1.1/24"), QStringLiteral("192.168.0.1/24")};
        }
        auto kernel = [](const QString &dst, const QString &dev, const QString &src) {
            probe::IpRoute r;
            r.dst = dst;
            r.dev = dev;
            r.protocol = QStringLiteral("kernel");
            r.prefsrc = src;
            return r;
        };
        snap.inventory.routes = {kernel(QStringLiteral("10.231.0.0/24"), a, QStringLiteral("10.231.0.1")),
                                 kernel(QStringLiteral("10.231.1.0/24"), b, QStringLiteral("10.231.1.1")),
                                 kernel(QStringLiteral("192.168.0.0/24"), b, QStringLiteral("192.168.0.1")),
                                 kernel(QStringLiteral("192.168.0.0/24"), a, QStringLiteral("192.168.0.2"))};
        const NodeChange c =
            ChangePlanner::compute(plan, plan.nodes.first(), snap, ApplyOptions{}, QStringLiteral("x"));
        const QString restore = QString::fromUtf8(c.restoreScript);
        QStringList adds;
        for (const QString &line : restore.split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("ip addr add ")))
                adds << line.section(QLatin1Char(' '), 3, 5);
        }
        // Per netdev its own order; in the shared subnet b before a.
        QCOMPARE(adds, (QStringList{QStringLiteral("10.231.0.1/24 dev ") + a,
                                    QStringLiteral("10.231.1.1/24 dev ") + b,
                                    QStringLiteral("192.168.0.1/24 dev ") + b,
                                    QStringLiteral("192.168.0.2/24 dev ") + a}));
        // Every netdev flushed and up before the first address comes back.
        const qsizetype firstAdd = restore.indexOf(QStringLiteral("ip addr add "));
        for (const QString &dev : {a, b}) {
            const qsizetype flush = restore.indexOf(QStringLiteral("ip -4 addr flush dev %1 ").arg(dev));
            const qsizetype up = restore.indexOf(QStringLiteral("ip link set dev %1 up").arg(dev));
            QVERIFY2(flush > 0 && up > flush && up < firstAdd, qPrintable(restore));
        }
    }

    void temporaryTouchesNoFile()
    {
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(pair()).value();
        ApplyOptions o;
        o.mode = ApplyOptions::Mode::Temporary;
        o.confirmTimeoutSeconds = 7;
        NodeSnapshot snap = fresh(QStringLiteral("spark-2"));
        snap.netplanFiles.insert(QStringLiteral("30-old.yaml"),
                                 "network:\n  ethernets:\n    enp1s0f0np0: {dhcp4: true}\n");
        const NodeChange c = ChangePlanner::compute(plan, plan.nodes.at(1), snap, o, QStringLiteral("x1"));
        QVERIFY(c.writeCommands.isEmpty());
        QVERIFY(c.movedFiles.isEmpty());
        QVERIFY(c.files.isEmpty());
        QVERIFY(!displays(c.liveCommands).join(QLatin1Char('\n')).contains(QStringLiteral("netplan")));
        QVERIFY(!QString::fromUtf8(c.restoreScript).contains(QStringLiteral("netplan apply")));
        QCOMPARE(guardSleepSeconds(c.guardScript), 7);
        QCOMPARE(guardSleepSeconds(c.guardScript, "write"), 300);
        o.prepareTimeoutSeconds = 9;
        const NodeChange shortPrepare =
            ChangePlanner::compute(plan, plan.nodes.at(1), snap, o, QStringLiteral("x2"));
        QCOMPARE(guardSleepSeconds(shortPrepare.guardScript, "write"), 9);
        QCOMPARE(guardSleepSeconds(shortPrepare.guardScript), 7);
    }

    void noop_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<bool>("noop");
        QTest::newRow("file and runtime as planned") << "" << true;
        QTest::newRow("MTU differs") << "mtu" << false;
        QTest::newRow("an extra address") << "address" << false;
        QTest::newRow("interface down") << "down" << false;
        QTest::newRow("file differs") << "file" << false;
        QTest::newRow("another file still defines a cluster link") << "other" << false;
    }

    void noop()
    {
        QFETCH(QString, change);
        QFETCH(bool, noop);
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(pair()).value();
        const plan::PlannedNode &pn = plan.nodes.first();
        NodeSnapshot snap = fresh(pn.name);
        snap.netplanFiles.insert(QStringLiteral("40-railyard.yaml"), plan::NetplanWriter::render(plan, pn));
        for (const plan::PlannedInterface &i : pn.interfaces) {
            inventory::NetdevInventory *n = snap.inventory.netdev(i.netdev);
            n->ipv4 = {i.cidr()};
            n->mtu = plan.mtu;
        }
        inventory::NetdevInventory *first = snap.inventory.netdev(pn.interfaces.first().netdev);
        if (change == QLatin1String("mtu"))
            first->mtu = 1500;
        else if (change == QLatin1String("address"))
            first->ipv4 << QStringLiteral("192.168.5.1/24");
        else if (change == QLatin1String("down"))
            first->adminUp = false;
        else if (change == QLatin1String("file"))
            snap.netplanFiles[QStringLiteral("40-railyard.yaml")] += "# edited\n";
        else if (change == QLatin1String("other"))
            snap.netplanFiles.insert(QStringLiteral("30-old.yaml"),
                                     "network:\n  ethernets:\n    enp1s0f0np0: {}\n");
        QCOMPARE(ChangePlanner::compute(plan, pn, snap, ApplyOptions{}, QStringLiteral("x")).noop, noop);
    }
};

QTEST_GUILESS_MAIN(TestChangePlanner)
#include "tst_changeplanner.moc"
