// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"
#include "inventory/discoveredcable.h"
#include "inventory/nodeinventory.h"
#include "probe/ipneighparser.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QStringList>

namespace railyard::inventory {

// What cabling discovery found: the real cables, what is wrong with them,
// the inventories it used and the steps that failed without stopping it.
struct DiscoveryResult
{
    QList<DiscoveredCable> cables;
    QList<diag::Finding> findings;
    QList<NodeInventory> inventories;
    // Every node's neighbour table as read after the pings, by node name
    // (the ARP-flux rule reads which MAC answered for which address).
    QMap<QString, probe::IpNeighResult> neighbours;
    QStringList notes; // e.g. "spark-1: ping -6 ... failed: ..." (translated)

    bool hasErrors() const;
    // {cables[], findings[], notes[]}; schema in docs/cli.md
    QJsonObject toJson() const;
    QString toText() const;
};

} // namespace railyard::inventory

Q_DECLARE_METATYPE(railyard::inventory::DiscoveryResult)
