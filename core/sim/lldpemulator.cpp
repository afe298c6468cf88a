// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/lldpemulator.h"

#include "sim/simcluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace railyard::sim {

namespace {

QJsonObject idOf(const QString &type, const QString &value)
{
    return QJsonObject{{QStringLiteral("type"), type}, {QStringLiteral("value"), value}};
}

QJsonObject neighbour(const QString &chassisName, const QString &chassisMac, const QString &descr,
                      const QString &mgmtIp, bool bridge, const QJsonObject &portId, const QString &portDescr)
{
    QJsonObject chassis{{QStringLiteral("id"), idOf(QStringLiteral("mac"), chassisMac)},
                        {QStringLiteral("descr"), descr},
                        {QStringLiteral("capability"),
                         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Bridge")},
                                                {QStringLiteral("enabled"), bridge}},
                                    QJsonObject{{QStringLiteral("type"), QStringLiteral("Router")},
                                                {QStringLiteral("enabled"), false}},
                                    QJsonObject{{QStringLiteral("type"), QStringLiteral("Station")},
                                                {QStringLiteral("enabled"), !bridge}}}}};
    if (!mgmtIp.isEmpty())
        chassis.insert(QStringLiteral("mgmt-ip"), mgmtIp);
    return QJsonObject{{QStringLiteral("via"), QStringLiteral("LLDP")},
                       {QStringLiteral("rid"), QStringLiteral("1")},
                       {QStringLiteral("age"), QStringLiteral("0 day, 00:01:35")},
                       {QStringLiteral("chassis"), QJsonObject{{chassisName, chassis}}},
                       {QStringLiteral("port"), QJsonObject{{QStringLiteral("id"), portId},
                                                            {QStringLiteral("descr"), portDescr},
                                                            {QStringLiteral("ttl"), QStringLiteral("120")}}}};
}

} // namespace

ToolOutput LldpEmulator::run(const SimCluster &cluster, const QString &nodeName, const QStringList &args)
{
    const bool json = args.join(QLatin1Char(' ')).contains(QLatin1String("json"));
    if (!json)
        return ToolOutput::failure(QByteArrayLiteral("lldpctl: the simulator prints only -f json\n"), 1);
    const SimNode *n = cluster.node(nodeName);
    const QString sparkDescr =
        QStringLiteral("Ubuntu 24.04.3 LTS Linux 6.17.0-1008-nvidia #8-Ubuntu SMP PREEMPT_DYNAMIC aarch64");
    QJsonArray entries;
    for (const RailState &r : n->rails()) {
        if (!r.up)
            continue;
        const RailEndpoint here{nodeName, r.rail};
        const QString ifname = r.rail.netdev();
        if (const std::optional<RailEndpoint> p = cluster.directPeer(here)) {
            if (!cluster.scenario().lldpd)
                continue;
            const SimNode *pn = cluster.node(p->node);
            entries.append(QJsonObject{
                {ifname,
                 neighbour(pn->name(), pn->managementMac(), sparkDescr, pn->managementAddress(), false,
                           idOf(QStringLiteral("mac"), pn->rail(p->rail).mac), p->rail.netdev())}});
        } else if (cluster.onSwitch(here)) {
            // One switch port per Spark port; both rails of the port see it.
            const QString swp = QStringLiteral("swp%1").arg(cluster.scenario().nodes.indexOf(nodeName) * 2 +
                                                            r.rail.port() + 1);
            entries.append(
                QJsonObject{{ifname, neighbour(switchName(), switchChassisMac(),
                                               QStringLiteral("Cumulus Linux version 5.9.1"), QString(), true,
                                               idOf(QStringLiteral("ifname"), swp), swp)}});
        } else if (const ForeignPeer *f = cluster.foreignPeer(here)) {
            entries.append(QJsonObject{
                {ifname,
                 neighbour(f->hostname, f->mac, QStringLiteral("Ubuntu 22.04.5 LTS Linux 5.15.0-131-generic"),
                           QString(), false, idOf(QStringLiteral("mac"), cluster.foreignMac(here)),
                           QStringLiteral("eth%1").arg(r.rail.index()))}});
        }
    }
    QJsonObject lldp;
    if (entries.size() == 1)
        lldp.insert(QStringLiteral("interface"), entries.first().toObject());
    else if (!entries.isEmpty())
        lldp.insert(QStringLiteral("interface"), entries);
    ToolOutput o;
    o.out = QJsonDocument(QJsonObject{{QStringLiteral("lldp"), lldp}}).toJson(QJsonDocument::Indented);
    return o;
}

} // namespace railyard::sim
