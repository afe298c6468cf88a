// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"
#include "model/cable.h"
#include "model/cluster.h"
#include "plan/networkplan.h"
#include "probe/dmesgparser.h"
#include "probe/ethtoolfecparser.h"
#include "probe/ethtoolinfoparser.h"
#include "probe/ethtoollinkparser.h"
#include "probe/ethtoolmoduleparser.h"
#include "probe/ethtoolstatsparser.h"
#include "probe/ibdev2netdevparser.h"
#include "probe/ibstatparser.h"
#include "probe/ibvdevinfoparser.h"
#include "probe/ipaddrparser.h"
#include "probe/iplinkparser.h"
#include "probe/ipneighparser.h"
#include "probe/iprouteparser.h"
#include "probe/lspciparser.h"
#include "probe/nccllogparser.h"
#include "probe/nccltestsparser.h"
#include "probe/nvidiasmiparser.h"
#include "probe/perftestparser.h"

#include <QList>
#include <QMap>
#include <QString>
#include <optional>

namespace railyard::diag {

// One `ethtool -S` reading. Samples are kept in time order; the time is
// optional because a bundle may not record it (then no rate is computed).
struct EthtoolSample
{
    probe::EthtoolStats stats;
    std::optional<double> timeS; // seconds, any common origin
    int sample = 0;              // a bundle's sample number (NAME.N.txt), 0 when read live
};

// Everything known about one node, keyed by netdev or RDMA device name.
struct NodeObservations
{
    QString node;
    std::optional<probe::RdmaNetdevLinks> rdmaLinks; // ibdev2netdev, else rdma link
    std::optional<probe::IbstatResult> ibstat;       // port state by RDMA device, where rdmaLinks has none
    std::optional<probe::IpLinkResult> ipLinks;
    std::optional<probe::IpAddrResult> addresses;
    std::optional<probe::IpRouteResult> routes;
    std::optional<probe::IpNeighResult> neighbours;
    QMap<QString, probe::EthtoolLinkSettings> ethtoolLink; // by netdev, newest reading
    QMap<QString, probe::EthtoolInfo> ethtoolInfo;
    QMap<QString, QList<EthtoolSample>> ethtoolStats; // by netdev, oldest first
    QMap<QString, probe::EthtoolModule> modules;
    QMap<QString, probe::EthtoolFecSettings> fec;
    // ib_write_bw client runs over the cable, by RDMA device. Runs of both
    // rails of one port are taken as one parallel run (how the reference
    // figure is measured); sequential results must not be added up.
    QMap<QString, probe::PerftestResult> perftest;
    // Legs of that parallel run that left no result to parse (tool missing,
    // cancelled, unreadable output), by RDMA device, with the reason.
    QMap<QString, QString> perftestFailed;
    QMap<QString, probe::PerftestResult> loopback; // by RDMA device, both ends on this node
    std::optional<probe::NcclLogResult> ncclLog;
    std::optional<probe::NcclTestsResult> ncclTests;
    QMap<QString, QString> ncclEnv; // NCCL_* as set for the run (env file or the log's echo)
    std::optional<probe::LspciResult> lspci;
    std::optional<probe::DmesgResult> dmesg;
    std::optional<probe::NvidiaSmiResult> nvidiaSmi;
    std::optional<probe::IbvDevinfoResult> ibvDevinfo;
    // /etc/netplan by file name, secrets blanked by structure.
    QMap<QString, QByteArray> netplanFiles;
    // Set when the node has no RDMA device at all: why (from the kernel
    // on the local node, from `rdma link` over SSH).
    QString rdmaAbsent;

    // Takes every reading `newer` holds in place of this node's older one
    // of the same tool; what `newer` did not read stays. A tool that reads
    // every netdev in one pass (ethtool, ethtool -i/-m, FEC) is replaced
    // whole, not merged per netdev: a module gone from the newer `ethtool
    // -m` (cable pulled) must not linger from the older one. Perftest and
    // loopback results are kept per RDMA device (each leg is its own run);
    // ethtool -S samples are appended (rates need the history). Not the
    // netplan files: that directory is replaced whole by whoever read it.
    void takeNewer(const NodeObservations &newer);

    // Up/Down of one rail netdev: rdma link state first, then ethtool's
    // "Link detected"; nullopt when nothing says.
    std::optional<bool> railUp(const QString &netdev) const;
    // MTU of a netdev from ip addr or ip link; nullopt when unknown.
    std::optional<int> mtu(const QString &netdev) const;
    // Ports with at least one rail up.
    QList<int> cabledPorts() const;
    // "spark-1: ethtool -S enp1s0f0np0"
    QString source(const QString &command) const { return node + QStringLiteral(": ") + command; }
};

struct Observations
{
    QList<NodeObservations> nodes;
    std::optional<model::Cluster> cluster;
    std::optional<plan::NetworkPlan> plan;
    std::optional<QList<model::Cable>> discoveredCables;
    // Findings about the inputs themselves (unreadable bundle files).
    QList<Finding> inputFindings;

    const NodeObservations *node(const QString &name) const;
    // Judges what was observed against `c`: sets the cluster and plans its
    // addresses. A cluster that cannot be planned leaves no plan (not the
    // previous cluster's), so the plan rules stay silent rather than wrong.
    void judgeAgainst(const model::Cluster &c);
    // The cables to reason about: discovered ones, else the cluster's
    // (declared or expected), else, for a bundle of two nodes with one
    // cabled port each, the direct cable between those ports.
    QList<model::Cable> effectiveCables() const;
    // Whether effectiveCables() was guessed from link state alone.
    bool cablesInferred() const;
};

} // namespace railyard::diag
