// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/networkplan.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace railyard::plan {

namespace {

QJsonObject endJson(const model::CableEnd &end)
{
    return QJsonObject{{QStringLiteral("node"), end.node}, {QStringLiteral("port"), end.port}};
}

} // namespace

const PlannedNode *NetworkPlan::node(const QString &name) const
{
    for (const PlannedNode &n : nodes) {
        if (n.name == name)
            return &n;
    }
    return nullptr;
}

QJsonObject NetworkPlan::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("topology")] = model::topologyName(topology);
    o[QStringLiteral("mtu")] = mtu;
    o[QStringLiteral("mtu_reason")] = mtuReason;
    QJsonArray cablesJson;
    for (const model::Cable &c : cables) {
        cablesJson.append(QJsonObject{
            {QStringLiteral("a"), endJson(c.a)},
            {QStringLiteral("b"), c.b ? QJsonValue(endJson(*c.b)) : QJsonValue(QStringLiteral("switch"))}});
    }
    o[QStringLiteral("cables")] = cablesJson;
    QJsonArray subnetsJson;
    for (const PlannedSubnet &s : subnets) {
        QJsonObject so{{QStringLiteral("cidr"), s.subnet.toString()}, {QStringLiteral("rail"), s.rail}};
        so[QStringLiteral("cable")] =
            s.cable >= 0 ? QJsonValue(s.cable) : QJsonValue(QStringLiteral("switch"));
        subnetsJson.append(so);
    }
    o[QStringLiteral("subnets")] = subnetsJson;
    QJsonArray nodesJson;
    QJsonObject envJson;
    for (const PlannedNode &n : nodes) {
        QJsonArray ifaces;
        for (const PlannedInterface &i : n.interfaces) {
            ifaces.append(QJsonObject{{QStringLiteral("netdev"), i.netdev},
                                      {QStringLiteral("rdma_device"), i.rdmaDevice},
                                      {QStringLiteral("port"), i.port},
                                      {QStringLiteral("rail"), i.rail},
                                      {QStringLiteral("address"), i.addressText()},
                                      {QStringLiteral("prefix"), i.prefix},
                                      {QStringLiteral("peer"), i.peer}});
        }
        QJsonObject env;
        for (const auto &[k, v] : n.ncclEnv)
            env[k] = v;
        envJson[n.name] = env;
        nodesJson.append(QJsonObject{{QStringLiteral("name"), n.name},
                                     {QStringLiteral("management_address"), n.managementAddress},
                                     {QStringLiteral("interfaces"), ifaces}});
    }
    o[QStringLiteral("nodes")] = nodesJson;
    o[QStringLiteral("nccl_env")] = envJson;
    QJsonArray warningsJson;
    for (const model::CablingProblem &p : warnings)
        warningsJson.append(QJsonObject{{QStringLiteral("id"), p.id},
                                        {QStringLiteral("object"), p.object},
                                        {QStringLiteral("explanation"), p.explanation},
                                        {QStringLiteral("fix"), p.fix}});
    o[QStringLiteral("warnings")] = warningsJson;
    if (!rackTip.isEmpty())
        o[QStringLiteral("rack_tip")] = rackTip;
    return o;
}

QString NetworkPlan::toText() const
{
    QString out;
    out += QCoreApplication::translate("railyard::plan::NetworkPlan", "Topology: %1, MTU %2 (%3)\n")
               .arg(model::topologyName(topology))
               .arg(mtu)
               .arg(mtuReason);
    out += QCoreApplication::translate("railyard::plan::NetworkPlan", "\nCables to connect:\n");
    for (const model::Cable &c : cables)
        out += QStringLiteral("  ") + c.toString() + QLatin1Char('\n');
    if (!rackTip.isEmpty())
        out += QCoreApplication::translate("railyard::plan::NetworkPlan", "  Tip: %1\n").arg(rackTip);
    for (const PlannedNode &n : nodes) {
        out += QLatin1Char('\n') +
               QCoreApplication::translate("railyard::plan::NetworkPlan", "%1 (management %2)\n")
                   .arg(n.name, n.managementAddress);
        out += QStringLiteral("  %1 %2 %3 %4 %5\n")
                   .arg(QCoreApplication::translate("railyard::plan::NetworkPlan", "port"), -5)
                   .arg(QCoreApplication::translate("railyard::plan::NetworkPlan", "rail"), -5)
                   .arg(QCoreApplication::translate("railyard::plan::NetworkPlan", "netdev"), -15)
                   .arg(QCoreApplication::translate("railyard::plan::NetworkPlan", "rdma"), -13)
                   .arg(QCoreApplication::translate("railyard::plan::NetworkPlan", "address"));
        for (const PlannedInterface &i : n.interfaces) {
            out += QStringLiteral("  %1 %2 %3 %4 %5  → %6\n")
                       .arg(i.port, -5)
                       .arg(i.rail, -5)
                       .arg(i.netdev, -15)
                       .arg(i.rdmaDevice, -13)
                       .arg(i.cidr(), -16)
                       .arg(i.peer);
        }
        for (const auto &[k, v] : n.ncclEnv)
            out += QStringLiteral("  ") + k + QLatin1Char('=') + v + QLatin1Char('\n');
    }
    if (!warnings.isEmpty()) {
        out += QCoreApplication::translate("railyard::plan::NetworkPlan", "\nWarnings:\n");
        for (const model::CablingProblem &p : warnings)
            out += QStringLiteral("  ") + p.toString() + QLatin1Char('\n');
    }
    return out;
}

} // namespace railyard::plan
