// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cable.h"
#include "model/cablingproblem.h"
#include "model/ipv4subnet.h"
#include "model/topology.h"

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

namespace railyard::plan {

struct PlannedSubnet
{
    model::Ipv4Subnet subnet;
    int rail = 1;   // 1 or 2
    int cable = -1; // index into NetworkPlan::cables; -1 for a switch's shared subnet
};

struct PlannedInterface
{
    QString netdev;
    QString rdmaDevice;
    int port = 0;
    int rail = 1;
    quint32 address = 0;
    int prefix = 24;
    int subnet = -1;  // index into NetworkPlan::subnets
    QString peer;     // the node at the other end, or "switch"

    QString addressText() const { return model::Ipv4Subnet::addressToString(address); }
    QString cidr() const { return addressText() + QLatin1Char('/') + QString::number(prefix); }
};

struct PlannedNode
{
    QString name;
    QString managementAddress;
    QList<PlannedInterface> interfaces;
    QList<QPair<QString, QString>> ncclEnv; // ordered NAME=value
};

// Everything one plan decided, in one value the CLI, the apply step and
// the report read.
struct NetworkPlan
{
    model::Topology topology = model::Topology::Direct;
    int mtu = 1500;
    QString mtuReason;
    QList<model::Cable> cables;
    QList<PlannedSubnet> subnets;
    QList<PlannedNode> nodes;
    QList<model::CablingProblem> warnings;
    QString rackTip;

    const PlannedNode *node(const QString &name) const;
    QJsonObject toJson() const;
    QString toText() const;
};

} // namespace railyard::plan
