// SPDX-License-Identifier: GPL-3.0-or-later
#include "ipaddrparser.h"

#include "terminaltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QStringList>

namespace railyard::probe {

namespace {

std::optional<QString> optionalString(const QJsonObject &o, const char *key)
{
    const QJsonValue value = o.value(QLatin1String(key));
    if (value.isString())
        return value.toString();
    return std::nullopt;
}

IpLink linkFromJson(const QJsonObject &o)
{
    IpLink link;
    link.ifindex = o.value(QLatin1String("ifindex")).toInt();
    link.ifname = o.value(QLatin1String("ifname")).toString();
    link.parent = optionalString(o, "link");
    for (const auto &flag : o.value(QLatin1String("flags")).toArray())
        link.flags.append(flag.toString());
    if (o.value(QLatin1String("mtu")).isDouble())
        link.mtu = o.value(QLatin1String("mtu")).toInt();
    link.qdisc = optionalString(o, "qdisc");
    link.master = optionalString(o, "master");
    link.operstate = o.value(QLatin1String("operstate")).toString();
    link.linkType = optionalString(o, "link_type");
    link.address = optionalString(o, "address");
    link.broadcast = optionalString(o, "broadcast");
    link.parentBus = optionalString(o, "parentbus");
    link.parentDev = optionalString(o, "parentdev");
    return link;
}

IpAddrInfo addrFromJson(const QJsonObject &o)
{
    IpAddrInfo info;
    info.family = o.value(QLatin1String("family")).toString();
    info.local = o.value(QLatin1String("local")).toString();
    info.prefixlen = o.value(QLatin1String("prefixlen")).toInt();
    info.scope = o.value(QLatin1String("scope")).toString();
    info.broadcast = optionalString(o, "broadcast");
    info.label = optionalString(o, "label");
    info.dynamic = o.value(QLatin1String("dynamic")).toBool();
    info.noprefixroute = o.value(QLatin1String("noprefixroute")).toBool();
    return info;
}

Result<IpAddrResult> parseJson(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return Error{QCoreApplication::translate("railyard::probe::IpAddrParser", "not ip -j output: %1")
                         .arg(error.errorString()),
                     QString(), int(bytes.left(error.offset).count('\n')) + 1};
    if (!doc.isArray())
        return Error{QCoreApplication::translate("railyard::probe::IpAddrParser",
                                                 "not ip -j link/addr output: expected a JSON array"),
                     QString(), 1};
    IpAddrResult result;
    for (const auto &value : doc.array()) {
        const QJsonObject o = value.toObject();
        if (!o.value(QLatin1String("ifindex")).isDouble() || !o.value(QLatin1String("ifname")).isString())
            return Error{
                QCoreApplication::translate("railyard::probe::IpAddrParser",
                                            "not ip -j link/addr output: an entry lacks ifindex or ifname"),
                QString(), 1};
        IpAddrInterface interface;
        interface.link = linkFromJson(o);
        for (const auto &addr : o.value(QLatin1String("addr_info")).toArray())
            interface.addrInfo.append(addrFromJson(addr.toObject()));
        result.interfaces.append(interface);
    }
    return result;
}

// Words that `ip addr` prints after an address and that are not its label.
bool isAddressFlag(const QString &word)
{
    static const QStringList flags{
        QStringLiteral("dynamic"),    QStringLiteral("noprefixroute"), QStringLiteral("permanent"),
        QStringLiteral("secondary"),  QStringLiteral("primary"),       QStringLiteral("temporary"),
        QStringLiteral("mngtmpaddr"), QStringLiteral("tentative"),     QStringLiteral("deprecated"),
        QStringLiteral("dadfailed"),  QStringLiteral("nodad"),         QStringLiteral("optimistic"),
        QStringLiteral("home"),       QStringLiteral("stable-privacy")};
    return flags.contains(word);
}

Result<IpAddrResult> parseText(const QString &text)
{
    static const QRegularExpression header(
        QStringLiteral(R"(^\s*(\d+):\s+([^\s:@]+)(?:@([^\s:]+))?:\s+<([^>]*)>\s*(.*)$)"));
    static const QRegularExpression looksLikeHeader(QStringLiteral(R"(^\s*\d+:\s+\S+:)"));

    const QStringList lines = text.split(QLatin1Char('\n'));
    IpAddrResult result;
    int firstLine = 0;
    for (int i = 0; i < lines.size(); ++i) {
        // Documentation pages wrap the interesting address in markdown bold.
        QString line = lines.at(i);
        line.remove(QStringLiteral("**"));
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty())
            continue;
        if (firstLine == 0)
            firstLine = i + 1;
        const int lineNo = i + 1;
        // A line of a known kind whose value cannot be read is kept aside.
        const auto badLine = [&](const QString &why) { result.warnings.append({lineNo, trimmed, why}); };

        if (const auto m = header.match(line); m.hasMatch()) {
            IpAddrInterface interface;
            interface.link.ifindex = m.captured(1).toInt();
            interface.link.ifname = m.captured(2);
            if (!m.captured(3).isEmpty())
                interface.link.parent = m.captured(3);
            interface.link.flags = m.captured(4).split(QLatin1Char(','), Qt::SkipEmptyParts);
            const QStringList words = m.captured(5).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            for (int w = 0; w + 1 < words.size(); ++w) {
                const QString &key = words.at(w);
                const QString &value = words.at(w + 1);
                if (key == QLatin1String("mtu")) {
                    bool ok = false;
                    const int mtu = value.toInt(&ok);
                    if (ok)
                        interface.link.mtu = mtu;
                    else
                        badLine(QCoreApplication::translate("railyard::probe::IpAddrParser",
                                                            "mtu is not a number"));
                    ++w;
                } else if (key == QLatin1String("qdisc")) {
                    interface.link.qdisc = value;
                    ++w;
                } else if (key == QLatin1String("master")) {
                    interface.link.master = value;
                    ++w;
                } else if (key == QLatin1String("state")) {
                    interface.link.operstate = value;
                    ++w;
                } else if (key == QLatin1String("mode") || key == QLatin1String("group") ||
                           key == QLatin1String("qlen")) {
                    ++w;
                }
            }
            result.interfaces.append(interface);
            continue;
        }
        if (looksLikeHeader.match(line).hasMatch()) {
            badLine(QCoreApplication::translate("railyard::probe::IpAddrParser", "malformed interface line"));
            continue;
        }
        if (result.interfaces.isEmpty())
            continue; // prompts and prose before the first interface

        IpAddrInterface &current = result.interfaces.last();
        const QStringList words = trimmed.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QString &first = words.first();
        if (first.startsWith(QLatin1String("link/"))) {
            current.link.linkType = first.mid(5);
            for (int w = 1; w < words.size(); ++w) {
                if (words.at(w) == QLatin1String("brd") && w + 1 < words.size()) {
                    current.link.broadcast = words.at(++w);
                } else if (!current.link.address && words.at(w) != QLatin1String("peer")) {
                    current.link.address = words.at(w);
                }
            }
        } else if (first == QLatin1String("inet") || first == QLatin1String("inet6")) {
            if (words.size() < 2) {
                badLine(QCoreApplication::translate("railyard::probe::IpAddrParser",
                                                    "address line without an address"));
                continue;
            }
            IpAddrInfo info;
            info.family = first;
            const QString &cidr = words.at(1);
            const qsizetype slash = cidr.indexOf(QLatin1Char('/'));
            bool ok = slash > 0;
            if (ok) {
                info.local = cidr.left(slash);
                info.prefixlen = cidr.mid(slash + 1).toInt(&ok);
            }
            const int maxPrefix = first == QLatin1String("inet") ? 32 : 128;
            if (!ok || info.prefixlen < 0 || info.prefixlen > maxPrefix) {
                badLine(QCoreApplication::translate("railyard::probe::IpAddrParser",
                                                    "expected ADDRESS/PREFIX after %1")
                            .arg(first));
                continue;
            }
            for (int w = 2; w < words.size(); ++w) {
                const QString &word = words.at(w);
                const bool hasValue = w + 1 < words.size();
                if (word == QLatin1String("brd") && hasValue) {
                    info.broadcast = words.at(++w);
                } else if (word == QLatin1String("scope") && hasValue) {
                    info.scope = words.at(++w);
                } else if ((word == QLatin1String("peer") || word == QLatin1String("metric")) && hasValue) {
                    ++w;
                } else if (word == QLatin1String("dynamic")) {
                    info.dynamic = true;
                } else if (word == QLatin1String("noprefixroute")) {
                    info.noprefixroute = true;
                } else if (!isAddressFlag(word) && info.isIpv4()) {
                    info.label = word;
                }
            }
            current.addrInfo.append(info);
        }
        // valid_lft, altname, vlan details and the like carry nothing we use.
    }
    if (result.interfaces.isEmpty() && !result.warnings.isEmpty())
        return Error{QCoreApplication::translate("railyard::probe::IpAddrParser", "%1: '%2'")
                         .arg(result.warnings.first().reason, result.warnings.first().text),
                     QString(), result.warnings.first().line};
    if (result.interfaces.isEmpty())
        return Error{QCoreApplication::translate("railyard::probe::IpAddrParser",
                                                 "not ip link/addr output: no 'N: IFNAME: <FLAGS>' line"),
                     QString(), firstLine > 0 ? firstLine : 1};
    return result;
}

} // namespace

QJsonObject IpAddrInfo::toJson() const
{
    QJsonObject o{{QStringLiteral("family"), family},       {QStringLiteral("local"), local},
                  {QStringLiteral("prefixlen"), prefixlen}, {QStringLiteral("scope"), scope},
                  {QStringLiteral("dynamic"), dynamic},     {QStringLiteral("noprefixroute"), noprefixroute}};
    if (broadcast)
        o.insert(QStringLiteral("broadcast"), *broadcast);
    if (label)
        o.insert(QStringLiteral("label"), *label);
    return o;
}

QJsonObject IpAddrInterface::toJson() const
{
    QJsonObject o = link.toJson();
    QJsonArray array;
    for (const IpAddrInfo &info : addrInfo)
        array.append(info.toJson());
    o.insert(QStringLiteral("addr_info"), array);
    return o;
}

QJsonObject IpAddrResult::toJson() const
{
    QJsonArray array;
    for (const IpAddrInterface &interface : interfaces)
        array.append(interface.toJson());
    QJsonObject o{{QStringLiteral("interfaces"), array}};
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<IpAddrResult> IpAddrParser::parse(const QString &text)
{
    if (const QString json = TerminalText::withoutCommands(text); json.trimmed().startsWith(QLatin1Char('[')))
        return parseJson(json);
    return parseText(text);
}

} // namespace railyard::probe
