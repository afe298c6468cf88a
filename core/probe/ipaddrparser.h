// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "iplinkparser.h"
#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace railyard::probe {

struct IpAddrInfo
{
    QString family; // "inet" or "inet6" (other families as printed)
    QString local;  // the address without prefix, e.g. "192.168.100.10"
    int prefixlen = 0;
    QString scope; // "global", "link", "host"; empty when not printed
    std::optional<QString> broadcast;
    std::optional<QString> label;
    bool dynamic = false;
    bool noprefixroute = false;

    bool isIpv4() const { return family == QLatin1String("inet"); }
    // {family, local, prefixlen, scope, broadcast?, label?, dynamic, noprefixroute}
    QJsonObject toJson() const;
};

struct IpAddrInterface
{
    IpLink link;
    QList<IpAddrInfo> addrInfo;

    // the IpLink fields plus addr_info[]
    QJsonObject toJson() const;
};

struct IpAddrResult
{
    QList<IpAddrInterface> interfaces; // in input order; a capture may repeat one
    QList<ParseWarning> warnings;      // interface or address lines whose values could not be read

    // {interfaces[], warnings[]?}
    QJsonObject toJson() const;
};

// `ip -j addr [show]` JSON and the plain text of `ip addr show`.
class IpAddrParser
{
public:
    static Result<IpAddrResult> parse(const QString &text);
};

} // namespace railyard::probe
