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

struct IpRoute
{
    QString dst;                 // "default" or "192.168.100.0/24" / "10.0.0.1" as printed
    std::optional<QString> type; // "unicast" is omitted by ip; "local", "broadcast", ...
    std::optional<QString> gateway;
    std::optional<QString> dev;
    std::optional<QString> protocol; // "kernel", "dhcp", "static", ...
    std::optional<QString> scope;    // "link", "host"; absent means global
    std::optional<QString> prefsrc;
    std::optional<int> metric;
    std::optional<QString> table;
    QStringList flags; // "linkdown", "onlink", ...

    bool isDefault() const { return dst == QLatin1String("default"); }
    // {dst, type?, gateway?, dev?, protocol?, scope?, prefsrc?, metric?, table?, flags[]}
    QJsonObject toJson() const;
};

struct IpRouteResult
{
    QList<IpRoute> routes;
    QList<ParseWarning> warnings; // text lines shaped like a route that could not be read

    // {routes[], warnings[]?}
    QJsonObject toJson() const;
};

// `ip -j route [show]` JSON, which is what Railyard collects, or the text
// `ip route` prints for a person ("default via 10.0.0.1 dev eth0 proto
// dhcp metric 100"), read word by word the way iproute2 writes it: the
// route type before the destination when it is not unicast, then keyword
// and value pairs, then flags.
class IpRouteParser
{
public:
    static Result<IpRouteResult> parse(const QString &text);
};

} // namespace railyard::probe
