// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/nodeinventory.h"

#include "diag/observations.h"
#include "model/port.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace railyard::inventory {

namespace {

int slot(const model::Rail &rail)
{
    return rail.port() * model::Rail::Count + (rail.index() - 1);
}

QString orUnknown(const QString &value)
{
    return value.isEmpty() ? QCoreApplication::translate("railyard::inventory::NodeInventory", "unknown")
                           : value;
}

QString pciText(const std::optional<probe::PciLink> &link)
{
    if (!link)
        return QCoreApplication::translate("railyard::inventory::NodeInventory", "unknown");
    QString s = link->speedGts ? QStringLiteral("%1 GT/s").arg(*link->speedGts)
                               : QCoreApplication::translate("railyard::inventory::NodeInventory", "? GT/s");
    s += link->width ? QStringLiteral(" x%1").arg(*link->width) : QStringLiteral(" x?");
    if (link->downgraded)
        s += QCoreApplication::translate("railyard::inventory::NodeInventory", " (downgraded)");
    return s;
}

} // namespace

QJsonObject InventoryIssue::toJson() const
{
    return {{QStringLiteral("field"), field}, {QStringLiteral("message"), message}};
}

QJsonObject NetdevInventory::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("netdev"), netdev);
    o.insert(QStringLiteral("port"), rail.port());
    o.insert(QStringLiteral("rail"), rail.index());
    o.insert(QStringLiteral("present"), present);
    o.insert(QStringLiteral("rdma_device"), rdmaDevice);
    if (rdmaUp)
        o.insert(QStringLiteral("rdma_up"), *rdmaUp);
    o.insert(QStringLiteral("mac"), mac);
    o.insert(QStringLiteral("state"), operstate);
    o.insert(QStringLiteral("admin_up"), adminUp);
    if (carrier)
        o.insert(QStringLiteral("carrier"), *carrier);
    if (speedMbps)
        o.insert(QStringLiteral("speed_mbps"), double(*speedMbps));
    if (lanes)
        o.insert(QStringLiteral("lanes"), *lanes);
    if (mtu)
        o.insert(QStringLiteral("mtu"), *mtu);
    o.insert(QStringLiteral("ipv4"), QJsonArray::fromStringList(ipv4));
    o.insert(QStringLiteral("ipv6"), QJsonArray::fromStringList(ipv6));
    o.insert(QStringLiteral("driver"), driver);
    o.insert(QStringLiteral("driver_version"), driverVersion);
    o.insert(QStringLiteral("firmware"), firmware);
    o.insert(QStringLiteral("bus_info"), busInfo);
    if (pcieCap)
        o.insert(QStringLiteral("pcie_cap"), pcieCap->toJson());
    if (pcieSta)
        o.insert(QStringLiteral("pcie_sta"), pcieSta->toJson());
    return o;
}

QJsonObject PortInventory::toJson() const
{
    QJsonObject o{{QStringLiteral("port"), port}};
    if (module)
        o.insert(QStringLiteral("module"), module->toJson());
    return o;
}

NodeInventory::NodeInventory()
{
    for (int p = 0; p < model::Port::Count; ++p) {
        for (const model::Rail &r : model::Port(p).rails()) {
            NetdevInventory n;
            n.rail = r;
            n.netdev = r.netdev();
            n.rdmaDevice = r.rdmaDevice();
            netdevs.append(n);
        }
        ports.append(PortInventory{p, std::nullopt});
    }
}

const NetdevInventory *NodeInventory::netdev(const QString &name) const
{
    for (const NetdevInventory &n : netdevs) {
        if (n.netdev == name)
            return &n;
    }
    return nullptr;
}

NetdevInventory *NodeInventory::netdev(const QString &name)
{
    return const_cast<NetdevInventory *>(std::as_const(*this).netdev(name));
}

const NetdevInventory &NodeInventory::rail(const model::Rail &r) const
{
    return netdevs[slot(r)];
}

NetdevInventory &NodeInventory::rail(const model::Rail &r)
{
    return netdevs[slot(r)];
}

const NetdevInventory *NodeInventory::netdevByMac(const QString &mac) const
{
    if (mac.isEmpty())
        return nullptr;
    for (const NetdevInventory &n : netdevs) {
        if (n.mac.compare(mac, Qt::CaseInsensitive) == 0)
            return &n;
    }
    return nullptr;
}

QStringList NodeInventory::toolNames()
{
    return {QStringLiteral("ib_write_bw"), QStringLiteral("all_reduce_perf"), QStringLiteral("mpirun"),
            QStringLiteral("netplan"), QStringLiteral("lldpctl")};
}

QJsonObject NodeInventory::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("node"), node);
    o.insert(QStringLiteral("management_address"), managementAddress);
    o.insert(QStringLiteral("reachable"), reachable);
    o.insert(QStringLiteral("hostname"), hostname);
    o.insert(QStringLiteral("os"), osName);
    o.insert(QStringLiteral("dgx_release"), dgxRelease);
    o.insert(QStringLiteral("kernel"), kernel);
    o.insert(QStringLiteral("machine_id"), machineId);
    if (!rdmaAbsent.isEmpty())
        o.insert(QStringLiteral("rdma_absent"), rdmaAbsent);
    o.insert(QStringLiteral("management_interface"),
             QJsonObject{{QStringLiteral("name"), managementInterface},
                         {QStringLiteral("untouchable"), true},
                         {QStringLiteral("reason"), managementReason}});
    QJsonArray nd;
    for (const NetdevInventory &n : netdevs)
        nd.append(n.toJson());
    o.insert(QStringLiteral("netdevs"), nd);
    QJsonArray pa;
    for (const PortInventory &p : ports)
        pa.append(p.toJson());
    o.insert(QStringLiteral("ports"), pa);
    QJsonArray ra;
    for (const probe::IpRoute &r : routes)
        ra.append(r.toJson());
    o.insert(QStringLiteral("routes"), ra);
    o.insert(QStringLiteral("gpu"), QJsonObject{{QStringLiteral("name"), gpuName},
                                                {QStringLiteral("driver"), gpuDriver},
                                                {QStringLiteral("cuda"), cudaVersion}});
    QJsonObject t;
    for (auto it = tools.cbegin(); it != tools.cend(); ++it)
        t.insert(it.key(), it.value());
    o.insert(QStringLiteral("tools"), t);
    if (passwordlessSudo)
        o.insert(QStringLiteral("passwordless_sudo"), *passwordlessSudo);
    else
        o.insert(QStringLiteral("passwordless_sudo"), QJsonValue::Null);
    o.insert(QStringLiteral("netplan"),
             QJsonObject{{QStringLiteral("files"), QJsonArray::fromStringList(netplanFiles.keys())},
                         {QStringLiteral("contents_read"), netplanContentsRead}});
    QJsonArray ia;
    for (const InventoryIssue &i : issues)
        ia.append(i.toJson());
    o.insert(QStringLiteral("issues"), ia);
    return o;
}

void NodeInventory::addTo(diag::Observations &observations) const
{
    if (!reachable)
        return;
    auto it = std::find_if(observations.nodes.begin(), observations.nodes.end(),
                           [this](const diag::NodeObservations &n) { return n.node == node; });
    if (it == observations.nodes.end()) {
        diag::NodeObservations n;
        n.node = node;
        observations.nodes.append(n);
        it = observations.nodes.end() - 1;
    }
    // The inventory is the newest reading: it replaces an older one.
    it->takeNewer(readings);
    it->rdmaAbsent = rdmaAbsent;
    if (addresses)
        it->addresses = addresses;
    if (!routes.isEmpty())
        it->routes = probe::IpRouteResult{routes, {}};
    if (netplanContentsRead)
        it->netplanFiles = netplanFiles;
}

QString NodeInventory::toText() const
{
    QString s = QStringLiteral("%1 (%2)\n").arg(node, managementAddress);
    if (!reachable) {
        for (const InventoryIssue &i : issues)
            s += QStringLiteral("  ") +
                 QCoreApplication::translate("railyard::inventory::NodeInventory", "error: %1")
                     .arg(i.message) +
                 QLatin1Char('\n');
        return s;
    }
    auto line = [&s](const QString &label, const QString &value) {
        s += QStringLiteral("  %1 %2\n").arg(label + QLatin1Char(':'), -14).arg(value);
    };
    line(QCoreApplication::translate("railyard::inventory::NodeInventory", "hostname"), orUnknown(hostname));
    if (!rdmaAbsent.isEmpty())
        line(QCoreApplication::translate("railyard::inventory::NodeInventory", "rdma"), rdmaAbsent);
    line(QCoreApplication::translate("railyard::inventory::NodeInventory", "os"),
         orUnknown(dgxRelease.isEmpty() ? osName : dgxRelease + QStringLiteral(" / ") + osName));
    line(QCoreApplication::translate("railyard::inventory::NodeInventory", "kernel"), orUnknown(kernel));
    line(QCoreApplication::translate("railyard::inventory::NodeInventory", "management"),
         QCoreApplication::translate("railyard::inventory::NodeInventory", "%1 (untouchable; %2)")
             .arg(orUnknown(managementInterface), managementReason));
    line(QCoreApplication::translate("railyard::inventory::NodeInventory", "gpu"),
         gpuName.isEmpty()
             ? QCoreApplication::translate("railyard::inventory::NodeInventory", "unknown")
             : QCoreApplication::translate("railyard::inventory::NodeInventory", "%1, driver %2, CUDA %3")
                   .arg(gpuName, orUnknown(gpuDriver), orUnknown(cudaVersion)));
    QStringList have, missing;
    for (auto it = tools.cbegin(); it != tools.cend(); ++it)
        (it.value() ? have : missing) << it.key();
    line(QCoreApplication::translate("railyard::inventory::NodeInventory", "tools"),
         tools.isEmpty()
             ? QCoreApplication::translate("railyard::inventory::NodeInventory", "unknown")
             : QCoreApplication::translate("railyard::inventory::NodeInventory", "installed: %1; missing: %2")
                   .arg(have.isEmpty()
                            ? QCoreApplication::translate("railyard::inventory::NodeInventory", "none")
                            : have.join(QStringLiteral(", ")),
                        missing.isEmpty()
                            ? QCoreApplication::translate("railyard::inventory::NodeInventory", "none")
                            : missing.join(QStringLiteral(", "))));
    line(QCoreApplication::translate("railyard::inventory::NodeInventory", "sudo"),
         !passwordlessSudo ? QCoreApplication::translate("railyard::inventory::NodeInventory", "unknown")
         : *passwordlessSudo
             ? QCoreApplication::translate("railyard::inventory::NodeInventory", "passwordless")
             : QCoreApplication::translate("railyard::inventory::NodeInventory", "needs a password"));
    if (!netplanFiles.isEmpty())
        line(QCoreApplication::translate("railyard::inventory::NodeInventory", "netplan"),
             netplanContentsRead ? netplanFiles.keys().join(QStringLiteral(", "))
                                 : QCoreApplication::translate("railyard::inventory::NodeInventory",
                                                               "%1 (names only: reading them needs root)")
                                       .arg(netplanFiles.keys().join(QStringLiteral(", "))));
    for (const NetdevInventory &n : netdevs) {
        s += QStringLiteral("  %1 (%2, %3)\n").arg(n.netdev, n.rail.label(), n.rdmaDevice);
        if (!n.present) {
            s += QStringLiteral("    ") +
                 QCoreApplication::translate("railyard::inventory::NodeInventory", "not present") +
                 QLatin1Char('\n');
            continue;
        }
        s +=
            QStringLiteral("    ") +
            QCoreApplication::translate("railyard::inventory::NodeInventory",
                                        "mac %1, state %2, carrier %3, speed %4, mtu %5")
                .arg(orUnknown(n.mac), orUnknown(n.operstate),
                     !n.carrier ? QCoreApplication::translate("railyard::inventory::NodeInventory", "unknown")
                     : *n.carrier ? QCoreApplication::translate("railyard::inventory::NodeInventory", "yes")
                                  : QCoreApplication::translate("railyard::inventory::NodeInventory", "no"),
                     n.speedMbps
                         ? QStringLiteral("%1 Mb/s").arg(*n.speedMbps)
                         : QCoreApplication::translate("railyard::inventory::NodeInventory", "unknown"),
                     n.mtu ? QString::number(*n.mtu)
                           : QCoreApplication::translate("railyard::inventory::NodeInventory", "unknown")) +
            QLatin1Char('\n');
        const QStringList addrs = n.ipv4 + n.ipv6;
        s += QStringLiteral("    ") +
             QCoreApplication::translate("railyard::inventory::NodeInventory", "addresses %1")
                 .arg(addrs.isEmpty()
                          ? QCoreApplication::translate("railyard::inventory::NodeInventory", "none")
                          : addrs.join(QStringLiteral(", "))) +
             QLatin1Char('\n');
        s += QStringLiteral("    ") +
             QCoreApplication::translate("railyard::inventory::NodeInventory",
                                         "driver %1 %2, firmware %3, pci %4, link %5")
                 .arg(orUnknown(n.driver), n.driverVersion, orUnknown(n.firmware), orUnknown(n.busInfo),
                      pciText(n.pcieSta)) +
             QLatin1Char('\n');
    }
    for (const PortInventory &p : ports) {
        QString cable = QCoreApplication::translate("railyard::inventory::NodeInventory", "no module read");
        if (p.module) {
            cable = QCoreApplication::translate("railyard::inventory::NodeInventory", "%1 %2 sn %3")
                        .arg(p.module->vendorName.value_or(QString()), p.module->vendorPn.value_or(QString()),
                             p.module->vendorSn.value_or(QString()));
            if (p.module->lengthM)
                cable += QCoreApplication::translate("railyard::inventory::NodeInventory", ", %1 m")
                             .arg(*p.module->lengthM);
        }
        line(QCoreApplication::translate("railyard::inventory::NodeInventory", "port %1 cable").arg(p.port),
             cable);
    }
    line(QCoreApplication::translate("railyard::inventory::NodeInventory", "routes"),
         QString::number(routes.size()));
    for (const InventoryIssue &i : issues)
        s += QStringLiteral("  ") +
             QCoreApplication::translate("railyard::inventory::NodeInventory", "warning: %1").arg(i.message) +
             QLatin1Char('\n');
    return s;
}

} // namespace railyard::inventory
