// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cluster.h"
#include "plan/netplanwriter.h"
#include "plan/networkplanner.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard::model;
using namespace railyard::plan;

// The generated YAML is fed to the real netplan (package netplan.io) with a
// private root, so "accepted by netplan" is netplan's verdict, not ours.
class TstNetplanWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void acceptedByNetplanGenerate_data()
    {
        QTest::addColumn<int>("topology");
        QTest::addColumn<int>("nodes");
        QTest::newRow("direct-2") << int(Topology::Direct) << 2;
        QTest::newRow("triangle-3") << int(Topology::Triangle) << 3;
        QTest::newRow("ring-4") << int(Topology::Ring) << 4;
        QTest::newRow("ring-8") << int(Topology::Ring) << 8;
        QTest::newRow("switch-8") << int(Topology::Switch) << 8;
    }
    void acceptedByNetplanGenerate()
    {
        const QString netplan = QStandardPaths::findExecutable(QStringLiteral("netplan"),
                                                               {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"),
                                                                QStringLiteral("/usr/bin")});
        if (netplan.isEmpty())
            QSKIP("netplan is not installed (package netplan.io); scripts/test.sh installs it");
        QFETCH(int, topology);
        QFETCH(int, nodes);
        Cluster c;
        c.topology = Topology(topology);
        for (int i = 0; i < nodes; ++i)
            c.nodes.append(Node{QStringLiteral("n%1").arg(i), QStringLiteral("10.0.0.%1").arg(i + 1), {}, 22, {}});
        const auto plan = NetworkPlanner::plan(c);
        QVERIFY(plan);
        for (const PlannedNode &node : plan->nodes) {
            QTemporaryDir root;
            QVERIFY(QDir(root.path()).mkpath(QStringLiteral("etc/netplan")));
            QFile file(root.filePath(QStringLiteral("etc/netplan/") + NetplanWriter::fileName()));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(NetplanWriter::render(*plan, node));
            file.close();
            file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
            QProcess proc;
            proc.start(netplan, {QStringLiteral("generate"), QStringLiteral("--root-dir"), root.path()});
            QVERIFY(proc.waitForFinished(60000));
            QVERIFY2(proc.exitCode() == 0, proc.readAllStandardError().constData());
            for (const PlannedInterface &i : node.interfaces) {
                QFile unit(root.filePath(QStringLiteral("run/systemd/network/10-netplan-%1.network").arg(i.netdev)));
                QVERIFY2(unit.open(QIODevice::ReadOnly), qPrintable(unit.fileName()));
                const QByteArray text = unit.readAll();
                QVERIFY(text.contains(QByteArray("Address=" + i.cidr().toUtf8())));
                QVERIFY(text.contains("LinkLocalAddressing=no"));
                QFile link(root.filePath(QStringLiteral("run/systemd/network/10-netplan-%1.link").arg(i.netdev)));
                QVERIFY(link.open(QIODevice::ReadOnly));
                QVERIFY(link.readAll().contains(QByteArray("MTUBytes=" + QByteArray::number(plan->mtu))));
            }
        }
    }

    void onlyClusterInterfaces()
    {
        Cluster c;
        c.topology = Topology::Direct;
        c.nodes = {Node{QStringLiteral("a"), QStringLiteral("10.0.0.1"), {}, 22, {}},
                   Node{QStringLiteral("b"), QStringLiteral("10.0.0.2"), {}, 22, {}}};
        const auto plan = NetworkPlanner::plan(c);
        QVERIFY(plan);
        const QByteArray yaml = NetplanWriter::render(*plan, plan->nodes[0]);
        QVERIFY(yaml.contains("enp1s0f0np0:"));
        QVERIFY(yaml.contains("enP2p1s0f0np0:"));
        QVERIFY(!yaml.contains("enp1s0f1np1")); // the uncabled port is left alone
        QVERIFY(yaml.contains("link-local: []"));
        QVERIFY(yaml.contains("dhcp4: false"));
    }
};

QTEST_GUILESS_MAIN(TstNetplanWriter)
#include "tst_netplanwriter.moc"
