// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace railyard::plan {

struct NetworkPlan;
struct PlannedNode;

// NCCL_IB_HCA names the RDMA devices NCCL may use (both rails of every
// cabled port, or NCCL runs on one rail at half speed); NCCL_SOCKET_IFNAME
// names the bootstrap interface. They are different things and both set.
class NcclEnvironment
{
public:
    // The interface DGX OS gives the RJ-45 management port; discovery
    // replaces it with the interface that actually carries the SSH session.
    static QString defaultManagementInterface() { return QStringLiteral("enP7s7"); }
    static constexpr int RoceV2Ipv4GidIndex = 3;

    static QList<QPair<QString, QString>> forNode(const NetworkPlan &plan, const PlannedNode &node);
    static QByteArray render(const QList<QPair<QString, QString>> &environment);
};

} // namespace railyard::plan
