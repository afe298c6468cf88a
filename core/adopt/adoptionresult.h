// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "adopt/nodelayout.h"
#include "adopt/topologyrecognizer.h"
#include "diag/finding.h"
#include "inventory/discoveryresult.h"
#include "model/cluster.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QStringList>

namespace railyard::adopt {

// An existing cluster as Railyard found it: the project describing it as it
// is, what its topology and each node's layout are and why, and what the
// rules say about it.
struct AdoptionResult
{
    model::Cluster cluster; // nodes in cabling order, the recognised topology, cables unless as expected
    RecognizedTopology topology;
    QList<NodeLayout> layouts;
    QList<diag::Finding> findings; // errors first
    QStringList notes;             // steps that failed without stopping the adoption (translated)
    QStringList unreachable;       // nodes whose inventory could not be read
    QStringList unreachableWhy;    // for each of them, what the transport said (translated)
    // What was read (inventories, neighbour tables, cables, notes), with the
    // discovery findings judged against the cluster as found: a front end
    // that keeps a session hands these to it, so later rules see them too.
    inventory::DiscoveryResult discovery;

    bool hasErrors() const;
    // The project file: a comment header saying where each node's layout
    // comes from, then ProjectFile's YAML of `cluster`.
    QByteArray projectYaml() const;
    // {topology{name, recognised, reason, node_order[], port, cables[], as_expected},
    //  nodes[NodeLayout], findings[], notes[], unreachable[], unreachable_why[]}
    QJsonObject toJson() const;
    QString toText() const;
};

} // namespace railyard::adopt

Q_DECLARE_METATYPE(railyard::adopt::AdoptionResult)
