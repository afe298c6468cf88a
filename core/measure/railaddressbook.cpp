// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/railaddressbook.h"

#include "model/port.h"
#include "plan/networkplan.h"
#include "probe/ipaddrparser.h"

namespace railyard::measure {

namespace {

QString key(const QString &node, const QString &netdev)
{
    return node + QLatin1Char('/') + netdev;
}

bool isClusterNetdev(const QString &name)
{
    for (int port = 0; port < model::Port::Count; ++port) {
        for (const model::Rail &r : model::Port(port).rails()) {
            if (r.netdev() == name)
                return true;
        }
    }
    return false;
}

} // namespace

void RailAddressBook::set(const QString &node, const QString &netdev, const QString &address)
{
    m_addresses.insert(key(node, netdev), address);
}

QString RailAddressBook::address(const QString &node, const QString &netdev) const
{
    return m_addresses.value(key(node, netdev));
}

RailAddressBook RailAddressBook::fromPlan(const plan::NetworkPlan &plan)
{
    RailAddressBook book;
    for (const plan::PlannedNode &n : plan.nodes) {
        for (const plan::PlannedInterface &i : n.interfaces)
            book.set(n.name, i.netdev, i.addressText());
    }
    return book;
}

void RailAddressBook::addDiscovered(const QString &node, const probe::IpAddrResult &addresses)
{
    for (const probe::IpAddrInterface &i : addresses.interfaces) {
        if (!isClusterNetdev(i.link.ifname))
            continue;
        for (const probe::IpAddrInfo &a : i.addrInfo) {
            if (a.isIpv4()) {
                set(node, i.link.ifname, a.local);
                break;
            }
        }
    }
}

} // namespace railyard::measure
