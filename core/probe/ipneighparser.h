// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::probe {

struct IpNeighbour
{
    QString dst;
    std::optional<QString> dev; // iproute2 6.1 omits it with `ip -j neigh show dev X`
    std::optional<QString> lladdr;
    QStringList state; // "REACHABLE", "STALE", "FAILED", "PERMANENT", ...
    bool router = false;

    // {dst, dev?, lladdr?, state[], router}
    QJsonObject toJson() const;
};

struct IpNeighResult
{
    QList<IpNeighbour> neighbours;

    // {neighbours[]}
    QJsonObject toJson() const;
};

// `ip -j neigh [show]` JSON only.
class IpNeighParser
{
public:
    static Result<IpNeighResult> parse(const QString &text);
};

} // namespace railyard::probe
