// SPDX-License-Identifier: GPL-3.0-or-later
// The system tools around the Spark tools: cat of known files, which,
// ping and the neighbour table, ip changes as root, lldpctl, the rail
// addressing modes, mpirun's hostfile and missing binaries, the clock.
#include "inventory/lldpparser.h"
#include "model/rail.h"
#include "plan/networkplanner.h"
#include "probe/ipneighparser.h"
#include "sim/scenariocatalog.h"
#include "sim/scenariofile.h"
#include "sim/simcluster.h"
#include "sim/toolemulator.h"

#include <QTest>

using namespace railyard;
using namespace railyard::sim;

namespace {

Scenario load(const QString &name)
{
    return ScenarioCatalog::byName(name).value();
}

QStringList pingArgs(const QString &iface)
{
    return {QStringLiteral("-6"),
            QStringLiteral("-c"),
            QStringLiteral("2"),
            QStringLiteral("-w"),
            QStringLiteral("3"),
            QStringLiteral("-I"),
            iface,
            QStringLiteral("ff02::1")};
}

QStringList neighMacs(ToolEmulator &t, const QString &node, const QString &dev)
{
    const ToolOutput o = t.run(
        node, QStringLiteral("ip"),
        {QStringLiteral("-j"), QStringLiteral("neigh"), QStringLiteral("show"), QStringLiteral("dev"), dev});
    const auto parsed = probe::IpNeighParser::parse(QString::fromUtf8(o.out));
    QStringList macs;
    for (const probe::IpNeighbour &n : parsed->neighbours) {
        if (n.dst.startsWith(QLatin1String("fe80")))
            macs << n.lladdr.value_or(QString());
    }
    return macs;
}

} // namespace

class TestSystemTools : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void catReleaseFiles()
    {
        SimCluster c(load(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        const ToolOutput o = t.run(QStringLiteral("spark-2"), QStringLiteral("cat"),
                                   {QStringLiteral("/etc/dgx-release"), QStringLiteral("/etc/os-release")});
        QCOMPARE(o.exitCode, 0);
        const QString out = QString::fromUtf8(o.out);
        QVERIFY(
            out.startsWith(QLatin1String("DGX_NAME=\"DGX Spark\"\nDGX_PRETTY_NAME=\"NVIDIA DGX Spark\"\n")));
        QVERIFY(out.contains(QLatin1String("\nDGX_SWBUILD_VERSION=\"7.2.3\"\n")));
        QVERIFY(out.contains(
            QStringLiteral("DGX_SERIAL_NUMBER=\"%1\"").arg(c.node(QStringLiteral("spark-2"))->serial())));
        QVERIFY(out.contains(QLatin1String("\nPRETTY_NAME=\"Ubuntu 24.04.3 LTS\"\n")));
        QVERIFY(out.contains(QLatin1String("\nVERSION_ID=\"24.04\"\n")));
        QVERIFY(out.contains(QLatin1String("\nVERSION_CODENAME=noble\n")));
    }

    void catMissingFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown path") << "/etc/shadow-of-doubt"
                                      << "No such file or directory";
        QTest::newRow("no nccl.conf without override") << "/etc/nccl.conf"
                                                       << "No such file or directory";
        QTest::newRow("not a netdev") << "/sys/class/net/eth9/mtu"
                                      << "No such file or directory";
    }

    void catMissingFiles()
    {
        QFETCH(QString, path);
        QFETCH(QString, reason);
        SimCluster c(load(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        const ToolOutput o = t.run(QStringLiteral("spark-1"), QStringLiteral("cat"), {path});
        QCOMPARE(o.exitCode, 1);
        QVERIFY(o.out.isEmpty());
        QCOMPARE(QString::fromUtf8(o.err), QStringLiteral("cat: %1: %2\n").arg(path, reason));
    }

    void catOemWithoutDgxRelease()
    {
        Scenario s = load(QStringLiteral("healthy-pair"));
        s.faults[QStringLiteral("spark-1")].dgxRelease = false;
        SimCluster c(s);
        ToolEmulator t(c);
        const ToolOutput o = t.run(QStringLiteral("spark-1"), QStringLiteral("cat"),
                                   {QStringLiteral("/etc/dgx-release"), QStringLiteral("/etc/os-release")});
        QCOMPARE(o.exitCode, 1); // cat still prints the file it found
        QVERIFY(o.out.startsWith("PRETTY_NAME=\"Ubuntu 24.04.3 LTS\"\n"));
        QCOMPARE(o.err, QByteArray("cat: /etc/dgx-release: No such file or directory\n"));
    }

    void catSysfs()
    {
        SimCluster c(load(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        auto cat = [&](const QString &p) {
            return t.run(QStringLiteral("spark-1"), QStringLiteral("cat"), {p});
        };
        QCOMPARE(cat(QStringLiteral("/sys/class/net/enp1s0f0np0/mtu")).out, QByteArray("9000\n"));
        QCOMPARE(cat(QStringLiteral("/sys/class/net/enp1s0f0np0/carrier")).out, QByteArray("1\n"));
        QCOMPARE(cat(QStringLiteral("/sys/class/net/enp1s0f1np1/carrier")).out, QByteArray("0\n"));
        QCOMPARE(cat(QStringLiteral("/sys/class/net/enp1s0f0np0/speed")).out, QByteArray("200000\n"));
        QCOMPARE(cat(QStringLiteral("/etc/hostname")).out, QByteArray("spark-1\n"));
        QVERIFY(t.run(QStringLiteral("spark-1"), QStringLiteral("ip"),
                      {QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("dev"),
                       QStringLiteral("enp1s0f0np0"), QStringLiteral("down")},
                      {}, true)
                    .exitCode == 0);
        const ToolOutput down = cat(QStringLiteral("/sys/class/net/enp1s0f0np0/carrier"));
        QCOMPARE(down.exitCode, 1);
        QCOMPARE(down.err, QByteArray("cat: /sys/class/net/enp1s0f0np0/carrier: Invalid argument\n"));
    }

    void which_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("node");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("all installed, no lldpd")
            << "healthy-pair"
            << "spark-2"
            << "/usr/bin/ib_write_bw\n/usr/local/bin/all_reduce_perf\n/usr/bin/mpirun\n/usr/sbin/netplan\n"
            << 1;
        QTest::newRow("lldpd installed") << "lldp-pair"
                                         << "spark-1"
                                         << "/usr/bin/ib_write_bw\n/usr/local/bin/all_reduce_perf\n/usr/bin/"
                                            "mpirun\n/usr/sbin/netplan\n/usr/sbin/lldpctl\n"
                                         << 0;
        QTest::newRow("perftest and nccl-tests missing") << "tools-missing-pair"
                                                         << "spark-2"
                                                         << "/usr/bin/mpirun\n/usr/sbin/netplan\n"
                                                         << 1;
        QTest::newRow("other node complete")
            << "tools-missing-pair"
            << "spark-1"
            << "/usr/bin/ib_write_bw\n/usr/local/bin/all_reduce_perf\n/usr/bin/"
               "mpirun\n/usr/sbin/netplan\n"
            << 1;
    }

    void which()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, node);
        QFETCH(QString, expected);
        QFETCH(int, exitCode);
        SimCluster c(load(scenario));
        ToolEmulator t(c);
        const ToolOutput o =
            t.run(node, QStringLiteral("which"),
                  {QStringLiteral("ib_write_bw"), QStringLiteral("all_reduce_perf"), QStringLiteral("mpirun"),
                   QStringLiteral("netplan"), QStringLiteral("lldpctl")});
        QCOMPARE(QString::fromUtf8(o.out), expected);
        QCOMPARE(o.exitCode, exitCode);
        QVERIFY(o.err.isEmpty());
    }

    void missingToolsExit127()
    {
        SimCluster c(load(QStringLiteral("tools-missing-pair")));
        ToolEmulator t(c);
        const ToolOutput o =
            t.run(QStringLiteral("spark-2"), QStringLiteral("ib_write_bw"),
                  {QStringLiteral("-d"), QStringLiteral("rocep1s0f0"), QStringLiteral("10.231.0.1")});
        QCOMPARE(o.exitCode, 127);
        QCOMPARE(o.err, QByteArray("bash: line 1: ib_write_bw: command not found\n"));
        QCOMPARE(t.run(QStringLiteral("spark-2"), QStringLiteral("/opt/nccl-tests/build/all_reduce_perf"), {})
                     .exitCode,
                 127);
        QCOMPARE(t.run(QStringLiteral("spark-2"), QStringLiteral("lldpctl"),
                       {QStringLiteral("-f"), QStringLiteral("json")})
                     .exitCode,
                 127);
    }

    void mpirunRankBinaryMissing()
    {
        SimCluster c(load(QStringLiteral("tools-missing-pair")));
        ToolEmulator t(c);
        const ToolOutput o = t.run(QStringLiteral("spark-1"), QStringLiteral("mpirun"),
                                   {QStringLiteral("-np"), QStringLiteral("2"), QStringLiteral("-H"),
                                    QStringLiteral("spark-1,spark-2"), QStringLiteral("all_reduce_perf"),
                                    QStringLiteral("-b"), QStringLiteral("1G")});
        QCOMPARE(o.exitCode, 1);
        QVERIFY(o.out.isEmpty());
        const QString err = QString::fromUtf8(o.err);
        QVERIFY(err.contains(
            QLatin1String("mpirun was unable to launch the specified application as it could not access\n"
                          "or execute an executable:\n\nExecutable: all_reduce_perf\nNode: spark-2\n\n"
                          "while attempting to start process rank 1.\n")));
        QVERIFY(err.endsWith(QLatin1String("2 total processes failed to start\n")));
    }

    void mpirunHostfile()
    {
        SimCluster c(load(QStringLiteral("healthy-ring4")));
        ToolEmulator t(c);
        const ToolOutput o =
            t.run(QStringLiteral("spark-1"), QStringLiteral("mpirun"),
                  {QStringLiteral("--hostfile"), QStringLiteral("/home/nvidia/.railyard/hostfile"),
                   QStringLiteral("-x"), QStringLiteral("NCCL_DEBUG=INFO"), QStringLiteral("all_gather_perf"),
                   QStringLiteral("-b"), QStringLiteral("1G"), QStringLiteral("-e"), QStringLiteral("1G")});
        QCOMPARE(o.exitCode, 0);
        // One rank per node of the scenario.
        QVERIFY(o.out.contains("#  Rank  3 Group  0 Pid"));
        QVERIFY(!o.out.contains("#  Rank  4 "));
        QVERIFY(o.out.contains("on spark-4 device"));
    }

    void pingFillsNeighbourTable()
    {
        SimCluster c(load(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        const QString dev = QStringLiteral("enp1s0f0np0");
        const QString peerMac = c.node(QStringLiteral("spark-2"))->rail(model::Rail(0, 1)).mac;
        QVERIFY(neighMacs(t, QStringLiteral("spark-1"), dev).isEmpty());
        QVERIFY(neighMacs(t, QStringLiteral("spark-2"), dev).isEmpty());
        const ToolOutput o = t.run(QStringLiteral("spark-1"), QStringLiteral("ping"), pingArgs(dev));
        QCOMPARE(o.exitCode, 0);
        const QStringList lines = QString::fromUtf8(o.out).split(QLatin1Char('\n'));
        const QString self = QStringLiteral("fe80::32c5:99ff:fe3e:113");
        QCOMPARE(lines[0],
                 QStringLiteral("PING ff02::1 (ff02::1) from %1 enp1s0f0np0: 56 data bytes").arg(self));
        QVERIFY(lines[1].startsWith(
            QStringLiteral("64 bytes from %1%enp1s0f0np0: icmp_seq=1 ttl=64 time=").arg(self)));
        QVERIFY(lines[2].startsWith(
            QLatin1String("64 bytes from fe80::32c5:99ff:fe3e:213%enp1s0f0np0: icmp_seq=1 ttl=64")));
        QVERIFY(lines[2].endsWith(QLatin1String(" ms (DUP!)")));
        QVERIFY(o.out.contains(
            "\n--- ff02::1 ping statistics ---\n2 packets transmitted, 2 received, +2 duplicates, "
            "0% packet loss, time 1002ms\nrtt min/avg/max/mdev = "));
        QCOMPARE(o.durationS, 1.002);
        QCOMPARE(neighMacs(t, QStringLiteral("spark-1"), dev), QStringList{peerMac});
        // The peer answered, so it learned the pinger too.
        QCOMPARE(neighMacs(t, QStringLiteral("spark-2"), dev),
                 QStringList{c.node(QStringLiteral("spark-1"))->rail(model::Rail(0, 1)).mac});
        // Another rail stays unknown until it is pinged.
        QVERIFY(neighMacs(t, QStringLiteral("spark-1"), QStringLiteral("enP2p1s0f0np0")).isEmpty());
    }

    void pingUncabledFails()
    {
        SimCluster c(load(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        const ToolOutput o =
            t.run(QStringLiteral("spark-1"), QStringLiteral("ping"), pingArgs(QStringLiteral("enp1s0f1np1")));
        QCOMPARE(o.exitCode, 1);
        QVERIFY(o.out.contains("2 packets transmitted, 0 received, 100% packet loss, time 3000ms\n"));
        QCOMPARE(o.durationS, 3.0);
    }

    void pingIpv4AndMtu()
    {
        SimCluster c(load(QStringLiteral("mtu-mismatch-pair")));
        ToolEmulator t(c);
        auto ping = [&](int size) {
            return t.run(QStringLiteral("spark-1"), QStringLiteral("ping"),
                         {QStringLiteral("-c"), QStringLiteral("2"), QStringLiteral("-M"),
                          QStringLiteral("do"), QStringLiteral("-s"), QString::number(size),
                          QStringLiteral("10.231.0.2")});
        };
        const ToolOutput small = ping(1472);
        QCOMPARE(small.exitCode, 0);
        QVERIFY(small.out.startsWith("PING 10.231.0.2 (10.231.0.2) 1472(1500) bytes of data.\n"
                                     "1480 bytes from 10.231.0.2: icmp_seq=1 ttl=64 time="));
        // spark-1 sends 9000-byte frames, spark-2 (MTU 1500) drops them.
        const ToolOutput big = ping(8972);
        QCOMPARE(big.exitCode, 1);
        QVERIFY(big.out.contains("2 packets transmitted, 0 received, 100% packet loss"));
        const ToolOutput tooBig = ping(9000);
        QCOMPARE(tooBig.err, QByteArray("ping: local error: message too long, mtu=9000\n"));
    }

    void adminDownBringUp()
    {
        SimCluster c(load(QStringLiteral("admin-down-pair")));
        ToolEmulator t(c);
        const QString dev = QStringLiteral("enp1s0f0np0");
        for (const QString &n : c.nodeNames()) {
            for (const RailState &r : c.node(n)->rails()) {
                QVERIFY(!r.adminUp);
                QVERIFY(!r.up);
                QVERIFY(r.ipv4.isEmpty());
            }
        }
        const ToolOutput link =
            t.run(QStringLiteral("spark-1"), QStringLiteral("ip"),
                  {QStringLiteral("link"), QStringLiteral("show"), QStringLiteral("dev"), dev});
        QVERIFY(link.out.startsWith("3: enp1s0f0np0: <BROADCAST,MULTICAST> mtu 9000 qdisc mq state DOWN"));
        const QStringList up = {QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("dev"), dev,
                                QStringLiteral("up")};
        const ToolOutput denied = t.run(QStringLiteral("spark-1"), QStringLiteral("ip"), up);
        QCOMPARE(denied.exitCode, 2);
        QCOMPARE(denied.err, QByteArray("RTNETLINK answers: Operation not permitted\n"));
        QCOMPARE(t.run(QStringLiteral("spark-1"), QStringLiteral("ip"), up, {}, true).exitCode, 0);
        // One end up is not a link: the peer is still down.
        QVERIFY(!c.node(QStringLiteral("spark-1"))->railByNetdev(dev)->up);
        QCOMPARE(t.run(QStringLiteral("spark-1"), QStringLiteral("ping"), pingArgs(dev)).exitCode, 1);
        QCOMPARE(t.run(QStringLiteral("spark-2"), QStringLiteral("ip"), up, {}, true).exitCode, 0);
        QVERIFY(c.node(QStringLiteral("spark-1"))->railByNetdev(dev)->up);
        QCOMPARE(t.run(QStringLiteral("spark-1"), QStringLiteral("ping"), pingArgs(dev)).exitCode, 0);
        QVERIFY(t.dmesg(QStringLiteral("spark-1")).contains("enp1s0f0np0: Link up"));
    }

    void addressAndMtuChanges()
    {
        SimCluster c(load(QStringLiteral("bare-pair")));
        ToolEmulator t(c);
        const QString dev = QStringLiteral("enp1s0f0np0");
        auto ip = [&](const QString &node, const QStringList &args) {
            return t.run(node, QStringLiteral("ip"), args, {}, true);
        };
        QVERIFY(!c.tcpReach(QStringLiteral("spark-1"), QStringLiteral("10.231.0.2")));
        QCOMPARE(ip(QStringLiteral("spark-1"), {"addr", "add", "10.231.0.1/24", "dev", dev}).exitCode, 0);
        QCOMPARE(ip(QStringLiteral("spark-2"), {"addr", "add", "10.231.0.2/24", "dev", dev}).exitCode, 0);
        const ToolOutput again = ip(QStringLiteral("spark-2"), {"addr", "add", "10.231.0.2/24", "dev", dev});
        QCOMPARE(again.exitCode, 2);
        QCOMPARE(again.err, QByteArray("RTNETLINK answers: File exists\n"));
        QCOMPARE(c.tcpReach(QStringLiteral("spark-1"), QStringLiteral("10.231.0.2"))->node,
                 QStringLiteral("spark-2"));
        QCOMPARE(ip(QStringLiteral("spark-1"), {"link", "set", "dev", dev, "mtu", "4000"}).exitCode, 0);
        QCOMPARE(c.node(QStringLiteral("spark-1"))->railByNetdev(dev)->mtu, 4000);
        QCOMPARE(ip(QStringLiteral("spark-2"), {"addr", "del", "10.231.0.2/24", "dev", dev}).exitCode, 0);
        QVERIFY(c.node(QStringLiteral("spark-2"))->railByNetdev(dev)->ipv4.isEmpty());
        const ToolOutput gone = ip(QStringLiteral("spark-2"), {"addr", "del", "10.231.0.2/24", "dev", dev});
        QCOMPARE(gone.err, QByteArray("RTNETLINK answers: Cannot assign requested address\n"));
        QCOMPARE(ip(QStringLiteral("spark-2"), {"addr", "add", "10.0.0.1/24", "dev", "eth7"}).err,
                 QByteArray("Cannot find device \"eth7\"\n"));
    }

    void addressingModes()
    {
        // Default: exactly the network planner's addresses.
        const Scenario ring = load(QStringLiteral("healthy-ring4"));
        const plan::NetworkPlan p = plan::NetworkPlanner::plan(ring.intendedCluster()).value();
        SimCluster c(ring);
        int checked = 0;
        for (const plan::PlannedNode &n : p.nodes) {
            for (const plan::PlannedInterface &i : n.interfaces) {
                QCOMPARE(c.node(n.name)->railByNetdev(i.netdev)->ipv4, QStringList{i.cidr()});
                ++checked;
            }
        }
        QCOMPARE(checked, 16);
        QCOMPARE(c.node(QStringLiteral("spark-2"))->rail(model::Rail(1, 1)).ipv4,
                 QStringList{QStringLiteral("10.231.0.2/24")});
        Scenario legacy = ring;
        legacy.addressing = RailAddressing::Legacy;
        QCOMPARE(SimCluster(legacy).node(QStringLiteral("spark-1"))->rail(model::Rail(0, 1)).ipv4,
                 QStringList{QStringLiteral("192.168.100.10/24")});
        const Result<Scenario> bare =
            ScenarioFile::parse(QStringLiteral("base: healthy-pair\naddresses: bare\n"));
        QVERIFY(bare);
        QVERIFY(
            SimCluster(bare.value()).node(QStringLiteral("spark-1"))->rail(model::Rail(0, 1)).ipv4.isEmpty());
        const Result<Scenario> wrong = ScenarioFile::parse(
            QStringLiteral("base: healthy-pair\naddresses: dhcp\n"), QStringLiteral("x.yaml"));
        QVERIFY(!wrong);
        QCOMPARE(wrong.error().line, 2);
        // Wiring faults keep their meaning with the plan's addresses.
        SimCluster crossed(load(QStringLiteral("crossed-pair")));
        QVERIFY(!crossed.tcpReach(QStringLiteral("spark-1"), QStringLiteral("10.231.0.2")));
        SimCluster switched(load(QStringLiteral("healthy-switch2")));
        QCOMPARE(switched.node(QStringLiteral("spark-2"))->rail(model::Rail(0, 2)).ipv4,
                 QStringList{QStringLiteral("10.231.1.2/24")});
        QCOMPARE(switched.tcpReach(QStringLiteral("spark-1"), QStringLiteral("10.231.1.2"))->node,
                 QStringLiteral("spark-2"));
    }

    void scenarioFileKeys()
    {
        const Result<Scenario> s = ScenarioFile::parse(
            QStringLiteral("base: healthy-pair\nlldpd: true\ncables:\n  - {a: spark-1:0, b: spark-2:0}\n"
                           "  - {a: spark-1:1, b: 'foreign:lab-ws', foreign_mac: '0c:42:a1:00:00:30'}\n"
                           "faults:\n  spark-2: {missing_tools: [mpirun], sudo_password: true, admin_down: "
                           "true, dgx_release: false}\n"));
        QVERIFY2(s, qPrintable(s ? QString() : s.error().toString()));
        QVERIFY(s->lldpd);
        QCOMPARE(s->cables[1].foreign->hostname, QStringLiteral("lab-ws"));
        const NodeFaults f = s->nodeFaults(QStringLiteral("spark-2"));
        QCOMPARE(f.missingTools, QStringList{QStringLiteral("mpirun")});
        QVERIFY(f.sudoPassword && f.adminDown && !f.dgxRelease);
        QVERIFY(!s->hasTool(QStringLiteral("spark-2"), QStringLiteral("mpirun")));
        QVERIFY(s->hasTool(QStringLiteral("spark-1"), QStringLiteral("mpirun")));
    }

    void lldpNeighbours()
    {
        SimCluster c(load(QStringLiteral("foreign-cable-pair")));
        ToolEmulator t(c);
        const ToolOutput o = t.run(QStringLiteral("spark-2"), QStringLiteral("lldpctl"),
                                   {QStringLiteral("-f"), QStringLiteral("json")});
        QCOMPARE(o.exitCode, 0);
        const auto parsed = inventory::LldpParser::parse(o.out);
        QVERIFY(parsed);
        QCOMPARE(parsed->size(), 4); // port 0 (two rails) to spark-1, port 1 (two rails) to lab-ws-07
        QMap<QString, inventory::LldpNeighbour> byIface;
        for (const inventory::LldpNeighbour &n : parsed.value())
            byIface.insert(n.localInterface, n);
        QCOMPARE(byIface.value(QStringLiteral("enp1s0f0np0")).chassisName, QStringLiteral("spark-1"));
        QCOMPARE(byIface.value(QStringLiteral("enp1s0f0np0")).portId,
                 c.node(QStringLiteral("spark-1"))->rail(model::Rail(0, 1)).mac);
        QCOMPARE(byIface.value(QStringLiteral("enp1s0f0np0")).portDescription, QStringLiteral("enp1s0f0np0"));
        QCOMPARE(byIface.value(QStringLiteral("enp1s0f1np1")).chassisName, QStringLiteral("lab-ws-07"));
        QCOMPARE(byIface.value(QStringLiteral("enp1s0f1np1")).portId, QStringLiteral("0c:42:a1:5b:7e:20"));
        QCOMPARE(byIface.value(QStringLiteral("enP2p1s0f1np1")).portId, QStringLiteral("0c:42:a1:5b:7e:21"));
        // The foreign MAC answers neighbour discovery.
        QCOMPARE(
            t.run(QStringLiteral("spark-2"), QStringLiteral("ping"), pingArgs(QStringLiteral("enp1s0f1np1")))
                .exitCode,
            0);
        QCOMPARE(neighMacs(t, QStringLiteral("spark-2"), QStringLiteral("enp1s0f1np1")),
                 QStringList{QStringLiteral("0c:42:a1:5b:7e:20")});
        QVERIFY(c.node(QStringLiteral("spark-2"))->rail(model::Rail(1, 1)).up);
        // A single neighbour is an object under "interface", not a list.
        SimCluster pair(load(QStringLiteral("lldp-pair")));
        ToolEmulator tp(pair);
        const ToolOutput one = tp.run(QStringLiteral("spark-1"), QStringLiteral("lldpctl"),
                                      {QStringLiteral("-f"), QStringLiteral("json")});
        QCOMPARE(inventory::LldpParser::parse(one.out)->size(), 2);
    }

    void lldpSwitch()
    {
        Scenario s = load(QStringLiteral("healthy-switch2"));
        s.lldpd = true;
        SimCluster c(s);
        ToolEmulator t(c);
        const auto parsed =
            inventory::LldpParser::parse(t.run(QStringLiteral("spark-2"), QStringLiteral("lldpctl"),
                                               {QStringLiteral("-f"), QStringLiteral("json")})
                                             .out);
        QCOMPARE(parsed->size(), 2);
        QCOMPARE(parsed->first().chassisName, QStringLiteral("sim-switch"));
        QCOMPARE(parsed->first().portId, QStringLiteral("swp3"));
        QCOMPARE(parsed->first().portIdType, QStringLiteral("ifname"));
    }

    void clockHasNanoseconds()
    {
        SimClock clock(1.0);
        const double a = clock.now();
        double b = a;
        for (int i = 0; i < 1000000 && b == a; ++i)
            b = clock.now();
        QVERIFY(b > a);
        QVERIFY(b - a < 0.0005); // a millisecond clock could only step by 0.001
    }
};

QTEST_GUILESS_MAIN(TestSystemTools)
#include "tst_systemtools.moc"
