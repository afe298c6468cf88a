// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ipv4subnet.h"
#include "util/result.h"

#include <QList>

namespace railyard::plan {

// Hands out /24s from a pool, skipping every one that overlaps a CIDR to
// avoid (the LAN, a VPN, a route already on a node).
class SubnetPool
{
public:
    // Documented default: 32 /24s, enough for a 16-node ring, far from the
    // 192.168.0.0/24 and 192.168.1.0/24 that home routers use.
    static QString defaultPool() { return QStringLiteral("10.231.0.0/19"); }

    static Result<QList<model::Ipv4Subnet>> allocate(const QString &pool, const QStringList &avoid, int count);
};

} // namespace railyard::plan
