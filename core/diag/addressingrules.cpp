// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/addressingrules.h"

#include "diag/observations.h"
#include "diag/raillookup.h"
#include "model/ipv4subnet.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QSet>
#include <algorithm>

namespace railyard::diag {

namespace {

struct RailAddress
{
    model::Rail rail;
    QString cidr;
    quint32 address = 0;
    model::Ipv4Subnet subnet;
};

QList<RailAddress> railAddresses(const NodeObservations &n)
{
    QList<RailAddress> out;
    if (!n.addresses)
        return out;
    for (const probe::IpAddrInterface &iface : n.addresses->interfaces) {
        const auto rail = RailLookup::fromNetdev(iface.link.ifname);
        if (!rail)
            continue;
        for (const probe::IpAddrInfo &info : iface.addrInfo) {
            if (!info.isIpv4())
                continue;
            const auto address = model::Ipv4Subnet::parseAddress(info.local);
            if (!address)
                continue;
            const auto subnet = model::Ipv4Subnet::parse(
                info.local + QLatin1Char('/') + QString::number(info.prefixlen), true);
            if (!subnet)
                continue;
            const model::Ipv4Subnet network(*address & subnet->mask(), info.prefixlen);
            out.append(
                {*rail, info.local + QLatin1Char('/') + QString::number(info.prefixlen), *address, network});
        }
    }
    return out;
}

void checkAddresses(const NodeObservations &n, QList<Finding> &out)
{
    const QList<RailAddress> addrs = railAddresses(n);
    const QString src = n.source(QStringLiteral("ip -j addr"));
    QSet<QString> reportedPairs;
    for (qsizetype i = 0; i < addrs.size(); ++i) {
        for (qsizetype j = i + 1; j < addrs.size(); ++j) {
            const RailAddress &a = addrs[i];
            const RailAddress &b = addrs[j];
            if (a.rail == b.rail)
                continue;
            const QString pair = a.rail.netdev() + QLatin1Char('/') + b.rail.netdev();
            if (a.address == b.address) {
                reportedPairs.insert(pair);
                out.append(
                    {QStringLiteral("duplicate-rail-address"),
                     model::Severity::Error,
                     FindingObject::forNode(n.node),
                     {{src, a.rail.netdev(), a.cidr}, {src, b.rail.netdev(), b.cidr}},
                     QCoreApplication::translate(
                         "railyard::diag::AddressingRules",
                         "%1 and %2 carry the same address %3. Both answer ARP for it (ARP flux), so "
                         "traffic for one rail lands on the other.")
                         .arg(a.rail.netdev(), b.rail.netdev(),
                              model::Ipv4Subnet::addressToString(a.address)),
                     QCoreApplication::translate(
                         "railyard::diag::AddressingRules",
                         "Give every rail its own address in its own subnet (railyard-cli plan computes "
                         "one), and remove the duplicate from netplan.")});
                continue;
            }
            const bool twins = a.rail.port() == b.rail.port();
            if (twins && !reportedPairs.contains(pair) && a.subnet.overlaps(b.subnet)) {
                reportedPairs.insert(pair);
                out.append(
                    {QStringLiteral("twins-same-subnet"),
                     model::Severity::Error,
                     FindingObject::forPort(n.node, a.rail.port()),
                     {{src, a.rail.netdev(), a.cidr}, {src, b.rail.netdev(), b.cidr}},
                     QCoreApplication::translate(
                         "railyard::diag::AddressingRules",
                         "Both rails of port %1 (%2 and %3) are in one subnet %4. The kernel then routes "
                         "the traffic of both rails over one of them and answers ARP on either.")
                         .arg(a.rail.port())
                         .arg(a.rail.netdev(), b.rail.netdev(), a.subnet.toString()),
                     QCoreApplication::translate("railyard::diag::AddressingRules",
                                                 "Put each rail in its own subnet (one /24 per rail).")});
            }
        }
    }
}

// A planned subnet collides with something already on the node, unless it
// is the very interface the plan puts there (the plan already applied).
void checkPlanOverlap(const Observations &o, const NodeObservations &n, QList<Finding> &out)
{
    const plan::PlannedNode *planned = o.plan->node(n.node);
    for (qsizetype s = 0; s < o.plan->subnets.size(); ++s) {
        const model::Ipv4Subnet &subnet = o.plan->subnets[s].subnet;
        QSet<QString> owners;
        if (planned) {
            for (const plan::PlannedInterface &pi : planned->interfaces) {
                if (pi.subnet == s)
                    owners.insert(pi.netdev);
            }
        }
        auto report = [&](const QString &source, const QString &key, const QString &value) {
            out.append(
                {QStringLiteral("plan-subnet-overlap"),
                 model::Severity::Error,
                 FindingObject::forNode(n.node),
                 {{source, key, value},
                  {QStringLiteral("plan"), QStringLiteral("subnet"), subnet.toString()}},
                 QCoreApplication::translate("railyard::diag::AddressingRules",
                                             "The planned subnet %1 overlaps %2 already present on %3 (%4).")
                     .arg(subnet.toString(), value, n.node, key),
                 QCoreApplication::translate(
                     "railyard::diag::AddressingRules",
                     "Choose another subnet pool (railyard-cli plan --subnet-pool CIDR) or add %1 to the "
                     "avoid list (--avoid), so the cluster network cannot capture LAN or VPN traffic.")
                     .arg(value)});
        };
        if (n.addresses) {
            for (const probe::IpAddrInterface &iface : n.addresses->interfaces) {
                if (owners.contains(iface.link.ifname))
                    continue;
                for (const probe::IpAddrInfo &info : iface.addrInfo) {
                    if (!info.isIpv4())
                        continue;
                    const auto sub = model::Ipv4Subnet::parse(
                        info.local + QLatin1Char('/') + QString::number(info.prefixlen), true);
                    if (!sub)
                        continue;
                    const model::Ipv4Subnet network(sub->network() & sub->mask(), sub->prefix());
                    if (network.overlaps(subnet))
                        report(n.source(QStringLiteral("ip -j addr")), iface.link.ifname,
                               info.local + QLatin1Char('/') + QString::number(info.prefixlen));
                }
            }
        }
        if (n.routes) {
            for (const probe::IpRoute &route : n.routes->routes) {
                if (route.isDefault() || (route.dev && owners.contains(*route.dev)))
                    continue;
                const QString dst =
                    route.dst.contains(QLatin1Char('/')) ? route.dst : route.dst + QStringLiteral("/32");
                const auto sub = model::Ipv4Subnet::parse(dst, true);
                if (!sub)
                    continue;
                const model::Ipv4Subnet network(sub->network() & sub->mask(), sub->prefix());
                if (network.overlaps(subnet))
                    report(n.source(QStringLiteral("ip -j route")),
                           route.dev ? QStringLiteral("route dev ") + *route.dev : QStringLiteral("route"),
                           route.dst);
            }
        }
    }
}

void checkMtu(const Observations &o, QList<Finding> &out)
{
    for (const model::Cable &cable : o.effectiveCables()) {
        if (!cable.b)
            continue;
        const NodeObservations *a = o.node(cable.a.node);
        const NodeObservations *b = o.node(cable.b->node);
        if (!a || !b)
            continue;
        for (int r = 1; r <= model::Rail::Count; ++r) {
            const model::Rail ra(cable.a.port, r);
            const model::Rail rb(cable.b->port, r);
            const auto ma = a->mtu(ra.netdev());
            const auto mb = b->mtu(rb.netdev());
            if (!ma || !mb || *ma == *mb)
                continue;
            out.append(
                {QStringLiteral("mtu-mismatch"),
                 model::Severity::Error,
                 FindingObject::forCable(cable),
                 {{a->source(QStringLiteral("ip -j addr")), ra.netdev() + QStringLiteral(" mtu"),
                   QString::number(*ma)},
                  {b->source(QStringLiteral("ip -j addr")), rb.netdev() + QStringLiteral(" mtu"),
                   QString::number(*mb)}},
                 QCoreApplication::translate(
                     "railyard::diag::AddressingRules",
                     "Rail %1 of this cable has MTU %2 on %3 but %4 on %5. Large packets from one end are "
                     "dropped at the other.")
                     .arg(r)
                     .arg(*ma)
                     .arg(a->node)
                     .arg(*mb)
                     .arg(b->node),
                 QCoreApplication::translate(
                     "railyard::diag::AddressingRules",
                     "Set the same MTU on both ends (netplan 'mtu:'), then check with a don't-fragment "
                     "ping at the planned size.")});
        }
    }
    if (!o.plan)
        return;
    for (const plan::PlannedNode &pn : o.plan->nodes) {
        const NodeObservations *n = o.node(pn.name);
        if (!n)
            continue;
        for (const plan::PlannedInterface &pi : pn.interfaces) {
            const auto mtu = n->mtu(pi.netdev);
            if (!mtu || *mtu == o.plan->mtu)
                continue;
            out.append(
                {QStringLiteral("mtu-plan-mismatch"),
                 model::Severity::Warning,
                 FindingObject::forRail(pn.name, pi.port, pi.rail),
                 {{n->source(QStringLiteral("ip -j addr")), pi.netdev + QStringLiteral(" mtu"),
                   QString::number(*mtu)},
                  {QStringLiteral("plan"), QStringLiteral("mtu"), QString::number(o.plan->mtu)}},
                 QCoreApplication::translate("railyard::diag::AddressingRules",
                                             "%1 has MTU %2; the plan sets %3.")
                     .arg(pi.netdev)
                     .arg(*mtu)
                     .arg(o.plan->mtu),
                 QCoreApplication::translate(
                     "railyard::diag::AddressingRules",
                     "Apply the plan's netplan file on %1 (or change the plan's MTU if %2 is intended on "
                     "every node).")
                     .arg(pn.name)
                     .arg(*mtu)});
        }
    }
}

// ARP flux caught in the act: a node's neighbour table holds a peer's rail
// address with the MAC of another rail of that peer. Linux answers ARP for
// any local address on any interface (arp_ignore=0), so with both rails of
// a port in one subnet the request for one rail's address, sent through the
// first prefix route, is answered by the other rail: its traffic takes the
// wrong rail. One finding per peer rail whose address is answered so.
void checkArpFlux(const Observations &o, QList<Finding> &out)
{
    struct Owner
    {
        QString node;
        model::Rail rail = model::Rail(0, 1); // QHash needs a default
        QString mac;
    };
    QHash<QString, Owner> byAddress; // rail IPv4 -> its node, rail and MAC
    QHash<QString, Owner> byMac;     // rail MAC (lower case) -> its node and rail
    for (const NodeObservations &n : o.nodes) {
        if (!n.addresses)
            continue;
        for (const probe::IpAddrInterface &iface : n.addresses->interfaces) {
            const auto rail = RailLookup::fromNetdev(iface.link.ifname);
            if (!rail || !iface.link.address)
                continue;
            const Owner owner{n.node, *rail, iface.link.address->toLower()};
            byMac.insert(owner.mac, owner);
            for (const probe::IpAddrInfo &info : iface.addrInfo) {
                if (info.isIpv4())
                    byAddress.insert(info.local, owner);
            }
        }
    }
    QSet<QString> reported;
    for (const NodeObservations &n : o.nodes) {
        if (!n.neighbours)
            continue;
        for (const probe::IpNeighbour &e : n.neighbours->neighbours) {
            if (!e.lladdr || !byAddress.contains(e.dst))
                continue;
            const Owner owner = byAddress.value(e.dst);
            const QString mac = e.lladdr->toLower();
            if (owner.node == n.node || mac == owner.mac || !byMac.contains(mac))
                continue;
            const Owner answering = byMac.value(mac);
            if (answering.node != owner.node)
                continue;
            const QString key = owner.node + QLatin1Char('/') + owner.rail.netdev();
            if (reported.contains(key))
                continue;
            reported.insert(key);
            out.append(
                {QStringLiteral("arp-flux"),
                 model::Severity::Error,
                 FindingObject::forRail(owner.node, owner.rail.port(), owner.rail.index()),
                 {{n.source(QStringLiteral("ip -j neigh")), e.dst,
                   QStringLiteral("%1 dev %2").arg(mac, e.dev.value_or(QStringLiteral("?")))},
                  {QStringLiteral("%1: ip -j addr").arg(owner.node), owner.rail.netdev(), owner.mac},
                  {QStringLiteral("%1: ip -j addr").arg(owner.node), answering.rail.netdev(), answering.mac}},
                 QCoreApplication::translate(
                     "railyard::diag::AddressingRules",
                     "ARP flux is happening: %1 reaches %2 (%3's %4) at %5, the MAC of "
                     "%3's %6, so traffic meant for %4 arrives on %6.")
                     .arg(n.node, e.dst, owner.node, owner.rail.netdev(), mac, answering.rail.netdev()),
                 QCoreApplication::translate("railyard::diag::AddressingRules",
                                             "Put each rail in its own subnet (one /24 per rail, as "
                                             "railyard-cli plan computes), then apply.")});
        }
    }
}

// Rails whose only IPv4 addresses are IPv4LL (169.254.0.0/16, what
// netplan's `link-local: [ ipv4 ]` gives): picked anew when the link comes
// up, so a hostfile or NCCL setting naming one breaks later, and every rail
// of the node shares one /16.
void checkLinkLocal(const NodeObservations &n, QList<Finding> &out)
{
    const model::Ipv4Subnet linkLocal = *model::Ipv4Subnet::parse(QStringLiteral("169.254.0.0/16"));
    QMap<QString, QStringList> byNetdev; // netdev -> its IPv4 CIDRs
    for (const RailAddress &a : railAddresses(n))
        byNetdev[a.rail.netdev()] << a.cidr;
    QStringList only;
    QList<Evidence> evidence;
    for (auto it = byNetdev.cbegin(); it != byNetdev.cend(); ++it) {
        const bool allLinkLocal =
            std::all_of(it.value().cbegin(), it.value().cend(), [&](const QString &cidr) {
                const auto address = model::Ipv4Subnet::parseAddress(cidr.section(QLatin1Char('/'), 0, 0));
                return address && linkLocal.contains(*address);
            });
        if (!allLinkLocal)
            continue;
        only << it.key();
        evidence.append(
            {n.source(QStringLiteral("ip -j addr")), it.key(), it.value().join(QStringLiteral(", "))});
    }
    if (only.isEmpty())
        return;
    out.append(
        {QStringLiteral("link-local-only"), model::Severity::Warning, FindingObject::forNode(n.node),
         evidence,
         QCoreApplication::translate("railyard::diag::AddressingRules",
                                     "%1 reaches the cluster over %2 with link-local addresses only "
                                     "(169.254.0.0/16). They are picked anew when a link comes up, so "
                                     "hostfiles and NCCL settings naming them break, and all rails share "
                                     "one subnet.")
             .arg(n.node, only.join(QStringLiteral(", "))),
         QCoreApplication::translate("railyard::diag::AddressingRules",
                                     "Give each rail a fixed address in its own subnet: railyard-cli plan, "
                                     "then apply (the preview names the file it sets aside).")});
}

} // namespace

QList<Finding> AddressingRules::evaluate(const Observations &observations)
{
    QList<Finding> out;
    for (const NodeObservations &n : observations.nodes) {
        checkAddresses(n, out);
        checkLinkLocal(n, out);
        if (observations.plan)
            checkPlanOverlap(observations, n, out);
    }
    checkMtu(observations, out);
    checkArpFlux(observations, out);
    return out;
}

} // namespace railyard::diag
