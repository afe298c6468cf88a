// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/tooloutput.h"

#include <QString>
#include <QStringList>

namespace railyard::sim {

class SimCluster;

// `lldpctl -f json` (lldpd 1.0): one entry per cluster netdev whose link is
// up with an LLDP speaker on the far end: a Spark of the scenario (when the
// scenario runs lldpd), the switch, or a foreign host. Like lldpd, a single
// neighbour is an object under "interface", several are a list.
class LldpEmulator
{
public:
    static ToolOutput run(const SimCluster &cluster, const QString &node, const QStringList &args);
    static QString switchChassisMac() { return QStringLiteral("b8:59:9f:a0:00:01"); }
    static QString switchName() { return QStringLiteral("sim-switch"); }
};

} // namespace railyard::sim
