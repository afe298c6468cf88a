// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
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
    QList<ParseWarning> warnings; // text lines that start like an entry but hold an unknown word

    // {neighbours[], warnings[]?}
    QJsonObject toJson() const;
};

// `ip -j neigh [show]` JSON, or the text `ip neigh` prints
// ("10.0.0.2 dev eth0 lladdr 52:54:00:12:35:02 REACHABLE"; no dev field
// under `ip neigh show dev X`; "FAILED" entries without lladdr).
class IpNeighParser
{
public:
    static Result<IpNeighResult> parse(const QString &text);
};

} // namespace railyard::probe
