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

// One interface as `ip link` reports it.
struct IpLink
{
    int ifindex = 0;
    QString ifname;                // without the "@parent" suffix
    std::optional<QString> parent; // "@eth0" part of "vlan10@eth0", or "link" in JSON
    QStringList flags;             // "BROADCAST", "UP", "LOWER_UP", ...
    std::optional<int> mtu;
    std::optional<QString> qdisc;
    std::optional<QString> master;   // bond or bridge this link is enslaved to
    QString operstate;               // "UP", "DOWN", "UNKNOWN", ...; empty when not printed
    std::optional<QString> linkType; // "ether", "loopback", "none", ...
    std::optional<QString> address;  // MAC (or tunnel endpoint for sit)
    std::optional<QString> broadcast;
    std::optional<QString> parentBus; // "pci" (ip -d)
    std::optional<QString> parentDev; // "0000:01:00.0" (ip -d)

    bool hasFlag(const QString &flag) const { return flags.contains(flag); }
    // {ifindex, ifname, flags[], operstate, parent?, mtu?, qdisc?, master?,
    //  link_type?, address?, broadcast?, parentbus?, parentdev?}
    QJsonObject toJson() const;
};

struct IpLinkResult
{
    QList<IpLink> links;
    QList<ParseWarning> warnings; // as IpAddrResult's

    // {links[], warnings[]?}
    QJsonObject toJson() const;
};

// `ip -j link [show]` JSON, and the plain text of `ip link show` (indentation
// and markdown `**` emphasis from documentation pages are tolerated).
class IpLinkParser
{
public:
    static Result<IpLinkResult> parse(const QString &text);
};

} // namespace railyard::probe
