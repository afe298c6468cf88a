// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cluster.h"

namespace railyard::model {

const Node *Cluster::node(const QString &name) const
{
    for (const Node &n : nodes) {
        if (n.name == name)
            return &n;
    }
    return nullptr;
}

QStringList Cluster::nodeNames() const
{
    QStringList names;
    names.reserve(nodes.size());
    for (const Node &n : nodes)
        names << n.name;
    return names;
}

} // namespace railyard::model
