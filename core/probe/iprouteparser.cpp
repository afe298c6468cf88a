// SPDX-License-Identifier: GPL-3.0-or-later
#include "iprouteparser.h"

#include "ipaddresstext.h"
#include "terminaltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace railyard::probe {

namespace {

std::optional<QString> optionalString(const QJsonObject &o, const char *key)
{
    const QJsonValue value = o.value(QLatin1String(key));
    if (value.isString())
        return value.toString();
    return std::nullopt;
}

void putOptional(QJsonObject &o, const char *key, const std::optional<QString> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

} // namespace

QJsonObject IpRoute::toJson() const
{
    QJsonObject o{{QStringLiteral("dst"), dst}, {QStringLiteral("flags"), QJsonArray::fromStringList(flags)}};
    putOptional(o, "type", type);
    putOptional(o, "gateway", gateway);
    putOptional(o, "dev", dev);
    putOptional(o, "protocol", protocol);
    putOptional(o, "scope", scope);
    putOptional(o, "prefsrc", prefsrc);
    if (metric)
        o.insert(QStringLiteral("metric"), *metric);
    putOptional(o, "table", table);
    return o;
}

QJsonObject IpRouteResult::toJson() const
{
    QJsonArray array;
    for (const IpRoute &route : routes)
        array.append(route.toJson());
    QJsonObject o{{QStringLiteral("routes"), array}};
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

namespace {

Result<IpRouteResult> parseText(const QString &text)
{
    static const QStringList types{QStringLiteral("local"),       QStringLiteral("broadcast"),
                                   QStringLiteral("anycast"),     QStringLiteral("multicast"),
                                   QStringLiteral("unreachable"), QStringLiteral("blackhole"),
                                   QStringLiteral("prohibit"),    QStringLiteral("throw"),
                                   QStringLiteral("nat"),         QStringLiteral("unicast")};
    // Keywords iproute2 follows with one value that this model does not keep.
    static const QStringList skipValue{
        QStringLiteral("expires"),  QStringLiteral("pref"),     QStringLiteral("mtu"),
        QStringLiteral("advmss"),   QStringLiteral("rtt"),      QStringLiteral("rttvar"),
        QStringLiteral("hoplimit"), QStringLiteral("initcwnd"), QStringLiteral("initrwnd"),
        QStringLiteral("nhid"),     QStringLiteral("weight"),   QStringLiteral("realm"),
        QStringLiteral("tos"),      QStringLiteral("dsfield"),  QStringLiteral("congctl"),
        QStringLiteral("quickack")};
    static const QStringList knownFlags{QStringLiteral("linkdown"), QStringLiteral("onlink"),
                                        QStringLiteral("dead"),     QStringLiteral("pervasive"),
                                        QStringLiteral("offload"),  QStringLiteral("trap"),
                                        QStringLiteral("notify"),   QStringLiteral("rt_offload"),
                                        QStringLiteral("rt_trap"),  QStringLiteral("rt_offload_failed")};
    const auto tr = [](const char *s) {
        return QCoreApplication::translate("railyard::probe::IpRouteParser", s);
    };
    IpRouteResult result;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString trimmed = lines.at(i).simplified();
        QStringList words = trimmed.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.size() < 2)
            continue;
        IpRoute route;
        int w = 0;
        if (types.contains(words.at(0)) && words.size() > 2) {
            route.type = words.at(0);
            ++w;
        }
        const QString &dst = words.at(w);
        const bool looksLikeRoute =
            words.contains(QLatin1String("dev")) || words.contains(QLatin1String("via"));
        if (dst != QLatin1String("default") &&
            !IpAddressText::isAddress(dst, IpAddressText::Suffix::Prefix)) {
            // "x.y.z.16/28 dev eth0 proto kernel": shaped like a route, but
            // the destination was masked or mangled.
            if (looksLikeRoute &&
                (words.contains(QLatin1String("proto")) || words.contains(QLatin1String("scope")) ||
                 words.contains(QLatin1String("via"))))
                result.warnings.append({i + 1, trimmed, tr("destination '%1' is not an address").arg(dst)});
            continue;
        }
        if (!looksLikeRoute && !route.type)
            continue; // prose that starts with an address
        route.dst = dst;
        QStringList unknown;
        for (++w; w < words.size(); ++w) {
            const QString &word = words.at(w);
            const bool hasValue = w + 1 < words.size();
            if (word == QLatin1String("via") && hasValue) {
                if (words.at(w + 1) == QLatin1String("inet6") || words.at(w + 1) == QLatin1String("inet"))
                    ++w;
                if (w + 1 < words.size())
                    route.gateway = words.at(++w);
            } else if (word == QLatin1String("dev") && hasValue) {
                route.dev = words.at(++w);
            } else if (word == QLatin1String("proto") && hasValue) {
                route.protocol = words.at(++w);
            } else if (word == QLatin1String("scope") && hasValue) {
                route.scope = words.at(++w);
            } else if (word == QLatin1String("src") && hasValue) {
                route.prefsrc = words.at(++w);
            } else if (word == QLatin1String("table") && hasValue) {
                route.table = words.at(++w);
            } else if (word == QLatin1String("metric") && hasValue) {
                bool ok = false;
                const int m = words.at(++w).toInt(&ok);
                if (ok)
                    route.metric = m;
                else
                    unknown << QStringLiteral("metric ") + words.at(w);
            } else if (skipValue.contains(word) && hasValue) {
                ++w;
            } else if (knownFlags.contains(word)) {
                route.flags.append(word);
            } else {
                unknown << word;
            }
        }
        if (!unknown.isEmpty())
            result.warnings.append(
                {i + 1, trimmed, tr("unknown word(s) '%1' ignored").arg(unknown.join(QLatin1Char(' ')))});
        // ip -j omits the scope of a global route; the text omits it too.
        result.routes.append(route);
    }
    if (result.routes.isEmpty() && !result.warnings.isEmpty())
        return Error{result.warnings.first().reason, QString(), result.warnings.first().line};
    if (result.routes.isEmpty())
        return Error{tr("not ip route output: no 'DESTINATION [via GATEWAY] dev IFACE ...' line and no "
                        "ip -j route JSON array"),
                     QString(), 1};
    return result;
}

} // namespace

Result<IpRouteResult> IpRouteParser::parse(const QString &input)
{
    const QString text = TerminalText::withoutCommands(input);
    if (!text.trimmed().startsWith(QLatin1Char('[')))
        return parseText(input);
    const QByteArray bytes = text.toUtf8();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        // "[user@host ~]$ ip route" opens with a bracket too.
        if (auto asText = parseText(input))
            return asText;
        return Error{
            QCoreApplication::translate("railyard::probe::IpRouteParser", "not ip -j route output: %1")
                .arg(error.errorString()),
            QString(), int(bytes.left(error.offset).count('\n')) + 1};
    }
    IpRouteResult result;
    for (const auto &value : doc.array()) {
        const QJsonObject o = value.toObject();
        if (!o.value(QLatin1String("dst")).isString())
            return Error{QCoreApplication::translate("railyard::probe::IpRouteParser",
                                                     "not ip -j route output: an entry lacks dst"),
                         QString(), 1};
        IpRoute route;
        route.dst = o.value(QLatin1String("dst")).toString();
        route.type = optionalString(o, "type");
        route.gateway = optionalString(o, "gateway");
        route.dev = optionalString(o, "dev");
        route.protocol = optionalString(o, "protocol");
        route.scope = optionalString(o, "scope");
        route.prefsrc = optionalString(o, "prefsrc");
        if (o.value(QLatin1String("metric")).isDouble())
            route.metric = o.value(QLatin1String("metric")).toInt();
        const QJsonValue table = o.value(QLatin1String("table"));
        if (table.isString())
            route.table = table.toString();
        else if (table.isDouble())
            route.table = QString::number(table.toInt());
        for (const auto &flag : o.value(QLatin1String("flags")).toArray())
            route.flags.append(flag.toString());
        result.routes.append(route);
    }
    return result;
}

} // namespace railyard::probe
