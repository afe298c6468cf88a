// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/tooloutput.h"

#include <QString>
#include <QStringList>

namespace railyard::sim {

class SimCluster;

// iputils ping: `ping -6 -c N -w S -I IFACE ff02::1` (all-nodes multicast:
// this host and every neighbour on the link answer) and
// `ping [-c N] [-w S] [-W S] [-I IFACE] [-M do] [-s SIZE] [-q] IPV4` over
// the real wiring. A ping marks its interface as pinged: the neighbour
// table (`ip neigh`) only shows peers of links that carried traffic.
class PingEmulator
{
public:
    static ToolOutput run(SimCluster &cluster, const QString &node, const QStringList &args);
};

} // namespace railyard::sim
