// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cable.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::inventory {

// A cable as the neighbour tables show it: which port answers at the far
// end, and over which rails.
struct DiscoveredCable
{
    enum class FarEnd
    {
        Node,    // a port of a cluster node (b is set)
        Switch,  // several cluster nodes answer through it
        Outside, // only devices that are not in the cluster answer
        Silent,  // the link is up but nothing answered
    };

    model::CableEnd a;
    std::optional<model::CableEnd> b;
    FarEnd farEnd = FarEnd::Node;
    QStringList farDevices; // MACs / LLDP names of devices outside the cluster
    QList<int> railsUp;     // rails (1, 2) over which the far end answered, sorted
    QStringList evidence;   // "spark-1 enp1s0f0np0: neighbour 30:c5:... = spark-2 enp1s0f1np1"

    static QString farEndName(FarEnd farEnd);
    bool insideCluster() const { return farEnd == FarEnd::Node || farEnd == FarEnd::Switch; }
    // The cable as the model's cabling rules see it (b unset for a switch).
    model::Cable toCable() const { return model::Cable{a, b}; }
    QString toString() const;

    // {a:{node, port}, b:{node, port}|null, far_end, far_devices[], rails_up, rails[], evidence[]}
    QJsonObject toJson() const;
};

} // namespace railyard::inventory
