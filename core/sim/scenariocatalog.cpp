// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/scenariocatalog.h"

#include "model/expectedcabling.h"
#include "sim/scenariofile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace railyard::sim {

namespace {

// Distinct serial numbers make a swapped cable recognisable in reports.
void numberCables(Scenario &s)
{
    for (qsizetype i = 0; i < s.cables.size(); ++i)
        s.cables[i].module.vendorSn = QStringLiteral("APF2411%1").arg(1000 + i * 37, 7, 10, QLatin1Char('0'));
}

ModuleEeprom qsfp56Dac()
{
    ModuleEeprom m;
    m.family = CableFamily::Qsfp56;
    m.vendorName = QStringLiteral("Mellanox");
    m.vendorOui = QStringLiteral("00:02:c9");
    m.vendorPn = QStringLiteral("MCP1650-V001E30");
    m.vendorRev = QStringLiteral("A3");
    m.vendorSn = QStringLiteral("MT2234VS01234");
    m.dateCode = QStringLiteral("220823");
    m.lengthM = 1;
    m.attenuationDb = {{QStringLiteral("2.5"), 3},
                       {QStringLiteral("5.0"), 5},
                       {QStringLiteral("7.0"), 6},
                       {QStringLiteral("12.9"), 9}};
    return m;
}

} // namespace

QStringList ScenarioCatalog::names()
{
    return {QStringLiteral("healthy-pair"),
            QStringLiteral("healthy-triangle"),
            QStringLiteral("healthy-ring4"),
            QStringLiteral("healthy-switch8"),
            QStringLiteral("crossed-pair"),
            QStringLiteral("one-rail-pair"),
            QStringLiteral("missing-cable-ring4"),
            QStringLiteral("wrong-order-ring4"),
            QStringLiteral("throttled-pair"),
            QStringLiteral("hot-lane-pair"),
            QStringLiteral("placeholder-eeprom-pair"),
            QStringLiteral("breakout-pair"),
            QStringLiteral("mtu-mismatch-pair"),
            QStringLiteral("pcie-x2-pair"),
            QStringLiteral("route-conflict-pair"),
            QStringLiteral("nccl-one-hca-pair"),
            QStringLiteral("nccl-socket-pair"),
            QStringLiteral("no-offload-switch4"),
            QStringLiteral("pfc-stall-switch4"),
            QStringLiteral("demo-ring4"),
            QStringLiteral("healthy-switch2"),
            QStringLiteral("admin-down-pair"),
            QStringLiteral("bare-pair"),
            QStringLiteral("lldp-pair"),
            QStringLiteral("foreign-cable-pair"),
            QStringLiteral("tools-missing-pair"),
            QStringLiteral("sudo-password-pair"),
            QStringLiteral("nvidia-helper-pair"),
            QStringLiteral("nvidia-helper-triangle"),
            QStringLiteral("nvidia-helper-switch4"),
            QStringLiteral("link-local-pair"),
            QStringLiteral("twin-subnet-pair"),
            QStringLiteral("double-cable-pair")};
}

Scenario ScenarioCatalog::healthy(model::Topology topology, int nodeCount, int port)
{
    Scenario s;
    s.topology = topology;
    s.port = port;
    for (int i = 1; i <= nodeCount; ++i)
        s.nodes << QStringLiteral("spark-%1").arg(i);
    for (const model::Cable &c : model::ExpectedCabling::forTopology(topology, s.nodes, port)) {
        SimCable sc;
        sc.cable = c;
        sc.module.attenuationDb = {{QStringLiteral("5"), 2.8},
                                   {QStringLiteral("7"), 3.4},
                                   {QStringLiteral("12.9"), 4.9},
                                   {QStringLiteral("25.8"), 7.6}};
        s.cables.append(sc);
    }
    numberCables(s);
    return s;
}

Result<Scenario> ScenarioCatalog::byName(const QString &name)
{
    using model::Topology;
    Scenario s;
    if (name == QLatin1String("healthy-pair")) {
        s = healthy(Topology::Direct, 2);
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two Sparks, one QSFP112 cable port 0 to port 0, everything healthy.");
    } else if (name == QLatin1String("healthy-triangle")) {
        s = healthy(Topology::Triangle, 3);
        s.description =
            QCoreApplication::translate("railyard::sim::ScenarioCatalog",
                                        "Three Sparks in a triangle, port 0 to port 1 of the next node.");
    } else if (name == QLatin1String("healthy-ring4")) {
        s = healthy(Topology::Ring, 4);
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog", "Four Sparks in a ring, port 0 to port 1 of the next node.");
    } else if (static const QRegularExpression lab(QStringLiteral("^healthy-switch(\\d{1,2})$"));
               lab.match(name).hasMatch() && name != QLatin1String("healthy-switch8") &&
               name != QLatin1String("healthy-switch2")) {
        // A lab of any size on one switch (healthy-switch32): not in names(),
        // so the per-scenario suites stay the size they are; the 32-node
        // flow test and the scale benches name it.
        const int n = lab.match(name).captured(1).toInt();
        if (n < 2 || n > 64)
            return Error{QCoreApplication::translate("railyard::sim::ScenarioCatalog",
                                                     "a switch lab has 2 to 64 nodes, not %1")
                             .arg(n),
                         name};
        s = healthy(Topology::Switch, n);
        s.description =
            QCoreApplication::translate("railyard::sim::ScenarioCatalog",
                                        "%1 Sparks on a switch with hardware offload, port 0 on every node.")
                .arg(n);
    } else if (name == QLatin1String("healthy-switch8")) {
        s = healthy(Topology::Switch, 8);
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Eight Sparks on a switch with hardware offload, port 0 on every node.");
    } else if (name == QLatin1String("crossed-pair")) {
        s = healthy(Topology::Direct, 2);
        s.cables[0].cable.b->port = 1;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two Sparks; the cable goes from port 0 of spark-1 to port 1 of spark-2.");
    } else if (name == QLatin1String("one-rail-pair")) {
        s = healthy(Topology::Direct, 2);
        s.cables[0].faults.oneRail = true;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two Sparks; only rail 1 of the port carries the link, rail 2 stays down.");
    } else if (name == QLatin1String("missing-cable-ring4")) {
        s = healthy(Topology::Ring, 4);
        s.cables.removeAt(2); // spark-3 port 0 -> spark-4 port 1
        s.description =
            QCoreApplication::translate("railyard::sim::ScenarioCatalog",
                                        "A ring of four with the cable from spark-3 to spark-4 missing.");
    } else if (name == QLatin1String("wrong-order-ring4")) {
        s = healthy(Topology::Ring, 4);
        // Really cabled 1 -> 3 -> 2 -> 4 -> 1 while the plan lists 1, 2, 3, 4.
        const QStringList real = {s.nodes[0], s.nodes[2], s.nodes[1], s.nodes[3]};
        const QList<model::Cable> cables = model::ExpectedCabling::forTopology(Topology::Ring, real, 0);
        for (qsizetype i = 0; i < cables.size(); ++i)
            s.cables[i].cable = cables[i];
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog", "A ring of four cabled 1-3-2-4 while the plan says 1-2-3-4.");
    } else if (name == QLatin1String("throttled-pair")) {
        s = healthy(Topology::Direct, 2);
        s.faults[s.nodes[1]].throttled = true;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two Sparks; the ConnectX-7 of spark-2 is throttled (loopback ~13 Gb/s).");
    } else if (name == QLatin1String("hot-lane-pair")) {
        s = healthy(Topology::Direct, 2);
        s.cables[0].faults.hotLane = 1;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two Sparks; clean with idle GPUs, but under GPU load lane 1 of the cable "
            "shows ~1000x the errors of lane 0 and the link drops after ~3 minutes.");
    } else if (name == QLatin1String("placeholder-eeprom-pair")) {
        s = healthy(Topology::Direct, 2);
        s.cables[0].faults.placeholderEeprom = true;
        s.cables[0].module.vendorName = QStringLiteral("OEM");
        s.cables[0].module.vendorPn = QStringLiteral("QSFP112-200G-CU1");
        s.cables[0].module.vendorOui = QStringLiteral("00:00:00");
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two Sparks; the cable's EEPROM reports 0 dB attenuation (a placeholder).");
    } else if (name == QLatin1String("breakout-pair")) {
        s = healthy(Topology::Direct, 2);
        s.cables[0].faults.breakout = true;
        s.cables[0].module = qsfp56Dac();
        s.cables[0].module.vendorPn = QStringLiteral("MCP7H50-V001R30");
        s.cables[0].module.vendorSn = QStringLiteral("MT2240VS05521");
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two Sparks joined by a 200G to 2x100G breakout on the Spark side: one leg "
            "links at 100G, the other stays dead.");
    } else if (name == QLatin1String("mtu-mismatch-pair")) {
        s = healthy(Topology::Direct, 2);
        s.faults[s.nodes[1]].mtu = 1500;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two Sparks; spark-1 uses MTU 9000 on the cluster link, spark-2 still 1500.");
    } else if (name == QLatin1String("pcie-x2-pair")) {
        s = healthy(Topology::Direct, 2);
        // The PCIe function of rail 2 trained at x2 (a reseated riser, a
        // marginal slot): lspci's LnkSta says so, the rail's RDMA share halves.
        s.faults[s.nodes[1]].pcie.insert(2, PcieLinkSpec{5, 2});
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two Sparks; on spark-2 the PCIe link of rail 2 trained at Gen5 x2 instead of x4.");
    } else if (name == QLatin1String("route-conflict-pair")) {
        s = healthy(Topology::Direct, 2);
        s.faults[s.nodes[0]].lanRoute = QStringLiteral("10.224.0.0/12");
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two Sparks; spark-1's LAN route 10.224.0.0/12 overlaps the default cluster pool 10.231.0.0/19.");
    } else if (name == QLatin1String("nccl-one-hca-pair")) {
        s = healthy(Topology::Direct, 2);
        for (const QString &n : s.nodes)
            s.faults[n].ncclIbHca = QStringLiteral("rocep1s0f0");
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two Sparks; NCCL_IB_HCA names one RDMA device, NCCL uses one rail (~13.9 GB/s).");
    } else if (name == QLatin1String("nccl-socket-pair")) {
        s = healthy(Topology::Direct, 2);
        for (const QString &n : s.nodes)
            s.faults[n].ncclSocket = true;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two Sparks; NCCL finds no RDMA device and silently moves the data to sockets.");
    } else if (name == QLatin1String("no-offload-switch4")) {
        s = healthy(Topology::Switch, 4);
        s.switchSpec.offload = false;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Four Sparks on a switch whose bridge is not hardware offloaded (~10 Gb/s per rail).");
    } else if (name == QLatin1String("pfc-stall-switch4")) {
        s = healthy(Topology::Switch, 4);
        s.switchSpec.pfcStall = true;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Four Sparks on a switch where PFC pauses halt RoCE: connections up, no data.");
    } else if (name == QLatin1String("demo-ring4")) {
        s = healthy(Topology::Ring, 4);
        s.faults[s.nodes[2]].throttled = true;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "A healthy-looking ring of four in which the ConnectX-7 of spark-3 is throttled.");
    } else if (name == QLatin1String("healthy-switch2")) {
        s = healthy(Topology::Switch, 2);
        s.description =
            QCoreApplication::translate("railyard::sim::ScenarioCatalog",
                                        "Two Sparks on a switch with hardware offload, port 0 on both.");
    } else if (name == QLatin1String("admin-down-pair")) {
        s = healthy(Topology::Direct, 2);
        s.addressing = RailAddressing::Bare;
        for (const QString &n : s.nodes)
            s.faults[n].adminDown = true;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Two freshly installed Sparks, cabled port 0 to port 0: the cluster netdevs are administratively "
            "down and have no addresses until bring-up.");
    } else if (name == QLatin1String("bare-pair")) {
        s = healthy(Topology::Direct, 2);
        s.addressing = RailAddressing::Bare;
        s.description =
            QCoreApplication::translate("railyard::sim::ScenarioCatalog",
                                        "Two Sparks, cabled and linked, with no addresses on the rails yet.");
    } else if (name == QLatin1String("lldp-pair")) {
        s = healthy(Topology::Direct, 2);
        s.lldpd = true;
        s.description = QCoreApplication::translate("railyard::sim::ScenarioCatalog",
                                                    "Two healthy Sparks running lldpd (lldpctl installed).");
    } else if (name == QLatin1String("foreign-cable-pair")) {
        s = healthy(Topology::Direct, 2);
        s.lldpd = true;
        SimCable sc = s.cables[0];
        sc.cable = model::Cable{model::CableEnd{s.nodes[1], 1}, std::nullopt};
        sc.foreign = ForeignPeer{QStringLiteral("lab-ws-07"), QStringLiteral("0c:42:a1:5b:7e:20")};
        sc.module.vendorSn = QStringLiteral("APF24119990001");
        s.cables.append(sc);
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "A healthy pair; port 1 of spark-2 is also cabled to lab-ws-07, a machine outside the cluster.");
    } else if (name == QLatin1String("tools-missing-pair")) {
        s = healthy(Topology::Direct, 2);
        s.faults[s.nodes[1]].missingTools = {QStringLiteral("perftest"), QStringLiteral("nccl-tests")};
        s.description =
            QCoreApplication::translate("railyard::sim::ScenarioCatalog",
                                        "Two Sparks; perftest and nccl-tests are not installed on spark-2.");
    } else if (name == QLatin1String("sudo-password-pair")) {
        s = healthy(Topology::Direct, 2);
        s.faults[s.nodes[1]].sudoPassword = true;
        s.description = QCoreApplication::translate("railyard::sim::ScenarioCatalog",
                                                    "Two Sparks; sudo on spark-2 asks for a password.");
    } else if (name == QLatin1String("nvidia-helper-pair")) {
        s = healthy(Topology::Direct, 2);
        s.addressing = RailAddressing::NvidiaHelper;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "A pair configured by NVIDIA's setup helper: /etc/netplan/40-cx7.yaml puts both rails of port 0 "
            "in 192.168.0.0/24 (.1 and .2 on spark-1, .3 and .4 on spark-2); Railyard's plan is not "
            "applied.");
    } else if (name == QLatin1String("nvidia-helper-triangle")) {
        s = healthy(Topology::Triangle, 3);
        s.addressing = RailAddressing::NvidiaHelper;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "A triangle configured by NVIDIA's setup helper: each cable's two rails share one /24 "
            "(192.168.0.0/24, .1.0/24, .2.0/24) in /etc/netplan/40-cx7.yaml; Railyard's plan is not "
            "applied.");
    } else if (name == QLatin1String("nvidia-helper-switch4")) {
        s = healthy(Topology::Switch, 4);
        s.addressing = RailAddressing::NvidiaHelper;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "Four Sparks on a switch configured by NVIDIA's setup helper: both rails of every node in "
            "192.168.0.0/24 (/etc/netplan/40-cx7.yaml); Railyard's plan is not applied.");
    } else if (name == QLatin1String("link-local-pair")) {
        s = healthy(Topology::Direct, 2);
        s.addressing = RailAddressing::LinkLocal;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "A pair set up as NVIDIA's earlier playbook did: /etc/netplan/40-cx7.yaml asks for link-local "
            "IPv4 only, so every rail has a 169.254.0.0/16 address.");
    } else if (name == QLatin1String("twin-subnet-pair")) {
        s = healthy(Topology::Direct, 2);
        s.addressing = RailAddressing::HandWrittenShared;
        s.description = QCoreApplication::translate(
            "railyard::sim::ScenarioCatalog",
            "A pair configured by hand in /etc/netplan/50-cluster.yaml with both rails of the cable in "
            "10.10.0.0/24 and no MTU (1500): the neighbour tables show ARP flux once the nodes have talked.");
    } else if (name == QLatin1String("double-cable-pair")) {
        s = healthy(Topology::Direct, 2);
        SimCable second = s.cables.first();
        second.cable.a.port = 1;
        second.cable.b->port = 1;
        s.cables.append(second);
        numberCables(s);
        s.description = QCoreApplication::translate("railyard::sim::ScenarioCatalog",
                                                    "Two Sparks with two cables, port 0 to port 0 and port 1 "
                                                    "to port 1; the second adds no bandwidth.");
    } else {
        return Error{QCoreApplication::translate("railyard::sim::ScenarioCatalog",
                                                 "unknown scenario \"%1\"; known: %2")
                         .arg(name, names().join(QStringLiteral(", "))),
                     name};
    }
    s.name = name;
    return s;
}

Result<Scenario> ScenarioCatalog::load(const QString &nameOrFile)
{
    if (names().contains(nameOrFile))
        return byName(nameOrFile);
    if (QFileInfo::exists(nameOrFile))
        return ScenarioFile::load(nameOrFile);
    return byName(nameOrFile); // the error lists the names
}

} // namespace railyard::sim
