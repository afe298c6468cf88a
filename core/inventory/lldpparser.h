// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QList>
#include <QString>

namespace railyard::inventory {

// What the far end of one local interface announces over LLDP.
struct LldpNeighbour
{
    QString localInterface;
    QString chassisName; // system name, e.g. "spark-2" or the switch's name
    QString chassisId;   // usually a MAC
    QString portId;      // a MAC or an interface name, per portIdType
    QString portIdType;  // "mac", "ifname", "local", ...
    QString portDescription;
};

// `lldpctl -f json` (lldpd 1.x). lldpd prints "interface" as an object for
// one neighbour and as a list of one-key objects for several, and keys the
// chassis by system name when it has one; all shapes are accepted.
class LldpParser
{
public:
    static Result<QList<LldpNeighbour>> parse(const QByteArray &json);
};

} // namespace railyard::inventory
