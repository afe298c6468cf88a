// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cable.h"
#include "model/topology.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace railyard::inventory {
struct DiscoveredCable;
}

namespace railyard::adopt {

// What the cables found say the cluster is.
struct RecognizedTopology
{
    model::Topology topology = model::Topology::Direct;
    bool recognised = false;    // false: the topology is a guess from the node count
    QStringList nodeOrder;      // the order the topology's expected cabling needs
    int port = 0;               // direct and switch: the port in use
    QList<model::Cable> cables; // the cables found, deduplicated
    // True when the cables are exactly what the topology expects for
    // nodeOrder and port (a project file then needs no cable list).
    bool asExpected = false;
    QString reason; // translated: why this topology
};

// Names a cluster's topology from the cables discovery found: a port that
// reaches several nodes hangs on a switch; two nodes with cables between them
// are a direct pair; three or more nodes, each with exactly two direct
// neighbours in one cycle, are a triangle (three) or a ring. Pure.
// A pair behind a switch looks like a direct pair without LLDP from the switch.
class TopologyRecognizer
{
public:
    static RecognizedTopology recognize(const QStringList &nodes,
                                        const QList<inventory::DiscoveredCable> &found);
};

} // namespace railyard::adopt
