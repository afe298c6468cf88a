// SPDX-License-Identifier: GPL-3.0-or-later
// Every refusal before a change: the management interface, a subnet that
// overlaps an address or route, missing tools, sudo, a netplan file that
// mixes the LAN with cluster links. Each names the node and the cause.
#include "apply/preflight.h"
#include "model/cluster.h"
#include "plan/networkplanner.h"

#include <QTest>

using namespace railyard;
using namespace railyard::apply;

namespace {

model::Cluster pair()
{
    model::Cluster c;
    for (int i = 0; i < 2; ++i)
        c.nodes.append(model::Node{QStringLiteral("spark-%1").arg(i + 1),
                                   QStringLiteral("10.0.0.%1").arg(i + 1),
                                   QStringLiteral("nvidia"),
                                   22,
                                   {}});
    return c;
}

QList<NodeSnapshot> snapshots()
{
    QList<NodeSnapshot> out;
    for (int i = 0; i < 2; ++i) {
        NodeSnapshot s;
        s.inventory.node = QStringLiteral("spark-%1").arg(i + 1);
        s.inventory.managementAddress = QStringLiteral("10.0.0.%1").arg(i + 1);
        s.inventory.managementInterface = QStringLiteral("enP7s7");
        s.inventory.managementReason = QStringLiteral("holds the management address");
        for (inventory::NetdevInventory &n : s.inventory.netdevs)
            n.present = true;
        probe::IpRoute lan;
        lan.dst = QStringLiteral("10.0.0.0/24");
        lan.dev = QStringLiteral("enP7s7");
        s.inventory.routes << lan;
        out << s;
    }
    return out;
}

} // namespace

class TestPreflight : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refusals_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("text");
        QTest::newRow("healthy") << ""
                                 << ""
                                 << "";
        QTest::newRow("management interface planned") << "management"
                                                      << "preflight-management-interface"
                                                      << "spark-2: the plan would change enP7s7";
        QTest::newRow("planned netdev carries the SSH session")
            << "session"
            << "preflight-management-interface"
            << "spark-1: the plan would change enp1s0f0np0";
        QTest::newRow("subnet overlaps a route") << "route"
                                                 << "preflight-subnet-conflict"
                                                 << "overlaps route 10.231.0.0/16 via wlan0";
        QTest::newRow("subnet overlaps an address on an unplanned netdev")
            << "address"
            << "preflight-subnet-conflict"
            << "overlaps address 10.231.0.77/24 on enp1s0f1np1";
        QTest::newRow("tool missing") << "tool"
                                      << "preflight-tool-missing"
                                      << "spark-2 has no 'netplan'";
        QTest::newRow("sudo refused") << "sudo"
                                      << "preflight-sudo"
                                      << "spark-2: root commands do not work: sudo refused the password";
        QTest::newRow("netplan file mixes LAN and cluster")
            << "mixed"
            << "preflight-netplan-mixed-file"
            << "50-cloud-init.yaml defines cluster interfaces together with others (enP7s7, enp1s0f0np0)";
        QTest::newRow("unreachable node") << "unreachable"
                                          << "preflight-unreachable"
                                          << "spark-2 could not be read";
        QTest::newRow("interface missing") << "missing"
                                           << "preflight-netdev-missing"
                                           << "spark-1 has no interface enp1s0f0np0";
        QTest::newRow("netplan directory on a full disk")
            << "full"
            << "preflight-disk-full"
            << "spark-2: the file system holding /etc/netplan is full (4096 bytes free, the apply needs "
               "65536)";
        QTest::newRow("no host key to trust") << "hostkeys"
                                              << "preflight-ssh-host-keys"
                                              << "spark-1 has no readable host key in /etc/ssh";
        QTest::newRow("~/.ssh unreadable")
            << "sshdir"
            << "preflight-ssh-unreadable"
            << "spark-2: the SSH user's ~/.ssh cannot be read: Permission denied";
    }

    void refusals()
    {
        QFETCH(QString, fault);
        QFETCH(QString, id);
        QFETCH(QString, text);
        plan::NetworkPlan plan = plan::NetworkPlanner::plan(pair()).value();
        QList<NodeSnapshot> snaps = snapshots();
        QMap<QString, QStringList> tools;
        QMap<QString, QString> sudo;
        if (fault == QLatin1String("management"))
            plan.nodes[1].interfaces[0].netdev = QStringLiteral("enP7s7");
        else if (fault == QLatin1String("session"))
            snaps[0].inventory.netdev(QStringLiteral("enp1s0f0np0"))->ipv4 = {QStringLiteral("10.0.0.1/24")};
        else if (fault == QLatin1String("route")) {
            probe::IpRoute vpn;
            vpn.dst = QStringLiteral("10.231.0.0/16");
            vpn.dev = QStringLiteral("wlan0");
            snaps[0].inventory.routes << vpn;
        } else if (fault == QLatin1String("address"))
            snaps[0].inventory.netdev(QStringLiteral("enp1s0f1np1"))->ipv4 = {
                QStringLiteral("10.231.0.77/24")};
        else if (fault == QLatin1String("tool"))
            tools.insert(QStringLiteral("spark-2"), {QStringLiteral("netplan")});
        else if (fault == QLatin1String("sudo"))
            sudo.insert(QStringLiteral("spark-2"), QStringLiteral("sudo refused the password"));
        else if (fault == QLatin1String("mixed"))
            snaps[1].netplanFiles.insert(
                QStringLiteral("50-cloud-init.yaml"),
                "network:\n  ethernets:\n    enP7s7: {dhcp4: true}\n    enp1s0f0np0: {dhcp4: true}\n");
        else if (fault == QLatin1String("unreachable"))
            snaps[1].inventory.reachable = false;
        else if (fault == QLatin1String("missing"))
            snaps[0].inventory.netdev(QStringLiteral("enp1s0f0np0"))->present = false;
        else if (fault == QLatin1String("full"))
            snaps[1].netplanFreeBytes = 4096;
        else if (fault == QLatin1String("hostkeys"))
            snaps[0].sshRead = true; // read, and no ssh_host_*_key.pub found
        else if (fault == QLatin1String("sshdir"))
            snaps[1].sshReadError = QStringLiteral("Permission denied");
        for (NodeSnapshot &s : snaps) {
            if (s.netplanFreeBytes < 0)
                s.netplanFreeBytes = 1 << 30;
        }
        // The plan's own addresses on the planned netdevs are no conflict (a re-apply finds them).
        for (int n = 0; n < 2 && fault.isEmpty(); ++n)
            snaps[n].inventory.netdev(plan.nodes[n].interfaces[0].netdev)->ipv4 = {
                plan.nodes[n].interfaces[0].cidr()};

        const QList<diag::Finding> found = Preflight::check(plan, snaps, ApplyOptions{}, tools, sudo);
        if (id.isEmpty()) {
            QVERIFY(found.isEmpty());
            return;
        }
        QVERIFY(!found.isEmpty());
        for (const diag::Finding &f : found)
            QCOMPARE(f.id, id);
        QCOMPARE(found.first().severity, model::Severity::Error);
        QVERIFY2(found.first().explanation.contains(text), qPrintable(found.first().explanation));
        QVERIFY(!found.first().fix.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPreflight)
#include "tst_preflight.moc"
