// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

namespace railyard::plan {
struct NetworkPlan;
}
namespace railyard::probe {
struct IpAddrResult;
}

namespace railyard::measure {

// The IPv4 address of every rail netdev. Filled from the plan (what should
// be configured) or from `ip -j addr` (what is configured); a perftest
// client aims at the server's entry.
class RailAddressBook
{
public:
    void set(const QString &node, const QString &netdev, const QString &address);
    // Empty when unknown.
    QString address(const QString &node, const QString &netdev) const;
    bool isEmpty() const { return m_addresses.isEmpty(); }

    static RailAddressBook fromPlan(const plan::NetworkPlan &plan);
    // The first IPv4 address of each cluster netdev in the `ip addr` result.
    void addDiscovered(const QString &node, const probe::IpAddrResult &addresses);

private:
    QHash<QString, QString> m_addresses; // "node/netdev" -> address
};

} // namespace railyard::measure
