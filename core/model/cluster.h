// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cable.h"
#include "model/node.h"
#include "model/topology.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace railyard::model {

struct ClusterOptions
{
    // The port used by direct and switch topologies (same number on every node).
    int port = 0;
    std::optional<int> mtu;  // unset: the topology's recommended MTU
    QString subnetPool;      // empty: the planner's default pool
    QStringList avoid;       // CIDRs the plan must not overlap
    bool allowLargeRing = false;
    QString knownHostsFile;  // Railyard-managed known_hosts, optional

    bool operator==(const ClusterOptions &other) const = default;
};

struct Cluster
{
    QList<Node> nodes;
    Topology topology = Topology::Direct;
    // Empty: the cabling the topology expects for the node order.
    QList<Cable> cables;
    ClusterOptions options;

    const Node *node(const QString &name) const;
    QStringList nodeNames() const;

    bool operator==(const Cluster &other) const = default;
};

} // namespace railyard::model
