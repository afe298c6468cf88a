// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/nodesnapshot.h"

#include "model/port.h"
#include "model/rail.h"
#include "probe/netplanparser.h"

namespace railyard::apply {

QStringList NodeSnapshot::clusterNetdevs()
{
    QStringList names;
    for (int port = 0; port < 2; ++port) {
        for (int rail = 1; rail <= model::Rail::Count; ++rail)
            names << model::Rail(port, rail).netdev();
    }
    return names;
}

QStringList NodeSnapshot::mentionedClusterNetdevs(const QByteArray &content,
                                                  const inventory::NodeInventory *inventory)
{
    // A quoted key may spell the name with escapes ("enp1s0f0np\x30"); a file
    // that defines a cluster netdev must count as mentioning it, or the
    // planner would neither back it up nor move it aside.
    const QStringList defined = definedInterfaces(content, inventory).value_or(QStringList{});
    QStringList found;
    for (const QString &name : clusterNetdevs()) {
        if (content.contains(name.toUtf8()) || defined.contains(name))
            found << name;
    }
    return found;
}

std::optional<QStringList> NodeSnapshot::definedInterfaces(const QByteArray &content,
                                                           const inventory::NodeInventory *inventory)
{
    // A match: selects among the cluster netdevs (MAC and driver from the inventory).
    QList<probe::NetplanParser::Netdev> candidates;
    for (const QString &netdev : clusterNetdevs()) {
        const inventory::NetdevInventory *inv = inventory ? inventory->netdev(netdev) : nullptr;
        candidates.append({netdev, inv ? inv->mac : QString(), inv ? inv->driver : QString()});
    }
    return probe::NetplanParser::definedInterfaces(content, candidates);
}

} // namespace railyard::apply
