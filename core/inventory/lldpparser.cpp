// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/lldpparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace railyard::inventory {

namespace {


// {"type": "mac", "value": "..."} or a bare string.
void readId(const QJsonValue &v, QString &value, QString *type = nullptr)
{
    if (v.isString()) {
        value = v.toString();
        return;
    }
    const QJsonObject o = v.toObject();
    value = o.value(QStringLiteral("value")).toString();
    if (type)
        *type = o.value(QStringLiteral("type")).toString();
}

LldpNeighbour readInterface(const QString &name, const QJsonObject &o)
{
    LldpNeighbour n;
    n.localInterface = name;
    const QJsonObject chassis = o.value(QStringLiteral("chassis")).toObject();
    if (chassis.contains(QStringLiteral("id"))) {
        readId(chassis.value(QStringLiteral("id")), n.chassisId);
        const QJsonValue nm = chassis.value(QStringLiteral("name"));
        n.chassisName =
            nm.isString() ? nm.toString() : nm.toObject().value(QStringLiteral("value")).toString();
    } else if (!chassis.isEmpty()) {
        n.chassisName = chassis.constBegin().key();
        readId(chassis.constBegin().value().toObject().value(QStringLiteral("id")), n.chassisId);
    }
    const QJsonObject port = o.value(QStringLiteral("port")).toObject();
    readId(port.value(QStringLiteral("id")), n.portId, &n.portIdType);
    const QJsonValue descr = port.value(QStringLiteral("descr"));
    n.portDescription =
        descr.isString() ? descr.toString() : descr.toObject().value(QStringLiteral("value")).toString();
    return n;
}

} // namespace

Result<QList<LldpNeighbour>> LldpParser::parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Error{QCoreApplication::translate("railyard::inventory::LldpParser", "lldpctl output is not JSON: %1").arg(error.errorString()), QString(), 0,
                     int(error.offset)};
    const QJsonValue ifaces =
        doc.object().value(QStringLiteral("lldp")).toObject().value(QStringLiteral("interface"));
    QList<LldpNeighbour> out;
    auto addAll = [&out](const QJsonObject &o) {
        for (auto it = o.constBegin(); it != o.constEnd(); ++it)
            out.append(readInterface(it.key(), it.value().toObject()));
    };
    if (ifaces.isArray()) {
        for (const auto &v : ifaces.toArray())
            addAll(v.toObject());
    } else if (ifaces.isObject()) {
        addAll(ifaces.toObject());
    }
    return out;
}

} // namespace railyard::inventory
