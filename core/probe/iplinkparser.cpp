// SPDX-License-Identifier: GPL-3.0-or-later
#include "iplinkparser.h"

#include "ipaddrparser.h"

#include <QJsonArray>

namespace railyard::probe {

namespace {

void putOptional(QJsonObject &o, const char *key, const std::optional<QString> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

} // namespace

QJsonObject IpLink::toJson() const
{
    QJsonObject o{{QStringLiteral("ifindex"), ifindex},
                  {QStringLiteral("ifname"), ifname},
                  {QStringLiteral("flags"), QJsonArray::fromStringList(flags)},
                  {QStringLiteral("operstate"), operstate}};
    putOptional(o, "parent", parent);
    if (mtu)
        o.insert(QStringLiteral("mtu"), *mtu);
    putOptional(o, "qdisc", qdisc);
    putOptional(o, "master", master);
    putOptional(o, "link_type", linkType);
    putOptional(o, "address", address);
    putOptional(o, "broadcast", broadcast);
    putOptional(o, "parentbus", parentBus);
    putOptional(o, "parentdev", parentDev);
    return o;
}

QJsonObject IpLinkResult::toJson() const
{
    QJsonArray array;
    for (const IpLink &link : links)
        array.append(link.toJson());
    QJsonObject o{{QStringLiteral("links"), array}};
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<IpLinkResult> IpLinkParser::parse(const QString &text)
{
    // `ip link` is `ip addr` without the address lines, in both forms, so
    // one grammar serves both and this keeps only the link half.
    Result<IpAddrResult> parsed = IpAddrParser::parse(text);
    if (!parsed)
        return parsed.error();
    IpLinkResult result;
    for (const IpAddrInterface &interface : parsed->interfaces)
        result.links.append(interface.link);
    result.warnings = parsed->warnings;
    return result;
}

} // namespace railyard::probe
