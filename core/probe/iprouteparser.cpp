// SPDX-License-Identifier: GPL-3.0-or-later
#include "iprouteparser.h"

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
    return QJsonObject{{QStringLiteral("routes"), array}};
}

Result<IpRouteResult> IpRouteParser::parse(const QString &input)
{
    const QString text = TerminalText::withoutCommands(input);
    if (!text.trimmed().startsWith(QLatin1Char('[')))
        return Error{
            QCoreApplication::translate("railyard::probe::IpRouteParser",
                                        "not ip -j route output: expected a JSON array (run ip -j route)"),
            QString(), 1};
    const QByteArray bytes = text.toUtf8();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return Error{
            QCoreApplication::translate("railyard::probe::IpRouteParser", "not ip -j route output: %1")
                .arg(error.errorString()),
            QString(), int(bytes.left(error.offset).count('\n')) + 1};
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
