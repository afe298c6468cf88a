// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace railyard::plan {

struct NetworkPlan;
struct PlannedNode;

// /etc/netplan/40-railyard.yaml for one node: the cluster interfaces only,
// never the management link.
class NetplanWriter
{
public:
    static QString fileName() { return QStringLiteral("40-railyard.yaml"); }
    static QByteArray render(const NetworkPlan &plan, const PlannedNode &node);
};

} // namespace railyard::plan
