// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cable.h"
#include "model/cluster.h"
#include "model/topology.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::sim {

// QSFP112 (2 lanes x 100G, CMIS EEPROM) or QSFP56 (4 lanes x 50G, SFF-8636).
enum class CableFamily
{
    Qsfp112,
    Qsfp56
};

// What `ethtool -m` reads from the cable's EEPROM.
struct ModuleEeprom
{
    CableFamily family = CableFamily::Qsfp112;
    QString vendorName = QStringLiteral("Amphenol");
    QString vendorOui = QStringLiteral("78:a7:14");
    QString vendorPn = QStringLiteral("NJAAKK-N911");
    QString vendorRev = QStringLiteral("A");
    QString vendorSn = QStringLiteral("APF24110012345");
    QString dateCode = QStringLiteral("240311");
    double lengthM = 0.5;
    // GHz as ethtool prints it -> dB; CMIS reports 5/7/12.9/25.8, SFF-8636 2.5/5.0/7.0/12.9
    QMap<QString, double> attenuationDb;
};

struct CableFaults
{
    bool oneRail = false;           // only rail 1 of each end is wired
    std::optional<int> hotLane;     // this lane's errors explode under GPU load, then the link drops
    bool placeholderEeprom = false; // attenuation 0 dB at 7 and 12.9 GHz
    bool breakout = false;          // 200G -> 2x100G breakout on the Spark side: one leg at 100G
};

// A cable as it is really plugged in (which may differ from the plan).
// A machine outside the cluster at the far end of a cable (a lab host,
// another team's Spark): the link comes up, its MAC answers neighbour
// discovery and LLDP, but it is no node of the scenario.
struct ForeignPeer
{
    QString hostname;
    QString mac; // of its netdev; the second rail uses mac + 1 in the last byte
};

// A cable as it is really plugged in (which may differ from the plan).
// cable.b empty: to the switch, or to `foreign` when that is set.
struct SimCable
{
    model::Cable cable;
    ModuleEeprom module;
    CableFaults faults;
    std::optional<ForeignPeer> foreign;

    bool toSwitch() const { return !cable.b && !foreign; }
};

struct PcieLinkSpec
{
    int gen = 5;
    int width = 4;
};

struct NodeFaults
{
    bool throttled = false;       // card runs at ~13 Gb/s, ethtool still says 200G
    QMap<int, PcieLinkSpec> pcie; // rail -> degraded link; absent: Gen5 x4
    std::optional<int> mtu;       // cluster netdev MTU; absent: the topology's
    QString lanRoute;             // an extra LAN route (CIDR) on the management NIC
    QString ncclIbHca;            // /etc/nccl.conf NCCL_IB_HCA override
    bool ncclSocket = false;      // NCCL cannot open the RDMA devices, data falls back to sockets
    // Programs that are not installed: a package name ("perftest", "nccl-tests",
    // "mpirun"/"openmpi", "lldpd") or a program name. Running one exits 127.
    QStringList missingTools;
    bool sudoPassword = false; // sudo -n fails: "a password is required"
    bool adminDown = false;    // the four cluster netdevs start administratively down
    bool dgxRelease = true;    // false: an OEM system without /etc/dgx-release
};

struct SwitchSpec
{
    bool offload = true;   // false: the bridge forwards in the switch CPU (~10 Gb/s per rail)
    bool pfcStall = false; // PFC pauses halt RoCE: connections up, no data
};

// Where the rail addresses at start come from.
enum class RailAddressing
{
    Plan,   // plan::NetworkPlanner for the intended cluster (the default)
    Legacy, // the simulator's own 192.168.(100 + 2k + rail - 1).(10 + node index)/24
    Bare,   // none: the rails start without IPv4 addresses, as before a first setup
    // As NVIDIA's setup helper leaves a cluster: both rails of a cabled port
    // in one /24 (192.168.k.0/24 for cable k; one shared /24 on a switch),
    // written to /etc/netplan/40-cx7.yaml. Both rails answer ARP for either
    // address (ARP flux) and Railyard's plan is not applied.
    NvidiaHelper,
    // A person's netplan file (/etc/netplan/50-cluster.yaml) with the same
    // mistake: both rails of a cable in one /24 (10.10.k.0/24), so ARP flux.
    HandWrittenShared,
    // NVIDIA's earlier two-node playbook: 40-cx7.yaml asks for link-local
    // IPv4 only, so every rail picks a 169.254.0.0/16 address.
    LinkLocal
};

// The intended cluster (topology, node order, port) and the actual, possibly
// faulty, hardware behind it.
struct Scenario
{
    QString name;
    QString description;
    model::Topology topology = model::Topology::Direct;
    int port = 0;
    QStringList nodes;
    QList<SimCable> cables; // actual wiring
    QMap<QString, NodeFaults> faults;
    SwitchSpec switchSpec;
    RailAddressing addressing = RailAddressing::Plan;
    bool lldpd = false; // lldpd runs on every node (lldpctl installed)
    // `sh -c SCRIPT railyard-sampler ...` (core/telemetry's streaming sampler)
    // streams; off: `sh` is "command not found" (127) and the telemetry
    // sampler falls back to one ethtool run per sample.
    bool shellSampler = false;

    NodeFaults nodeFaults(const QString &node) const { return faults.value(node); }
    // Whether `program` is installed on `node` (NodeFaults::missingTools, lldpd).
    bool hasTool(const QString &node, const QString &program) const;
    QList<model::Cable> intendedCables() const;
    int clusterMtu(const QString &node) const;
    // The cluster as the user describes it; management addresses are placeholders.
    model::Cluster intendedCluster() const;
};

} // namespace railyard::sim
