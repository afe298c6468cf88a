// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/discoveredcable.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace railyard::inventory {

namespace {


QJsonObject endJson(const model::CableEnd &end)
{
    return {{QStringLiteral("node"), end.node}, {QStringLiteral("port"), end.port}};
}

} // namespace

QString DiscoveredCable::farEndName(FarEnd farEnd)
{
    switch (farEnd) {
    case FarEnd::Node:
        return QStringLiteral("node");
    case FarEnd::Switch:
        return QStringLiteral("switch");
    case FarEnd::Outside:
        return QStringLiteral("outside");
    case FarEnd::Silent:
        return QStringLiteral("silent");
    }
    return {};
}

QString DiscoveredCable::toString() const
{
    QStringList rails;
    for (int r : railsUp)
        rails << QString::number(r);
    const QString railText =
        railsUp.isEmpty() ? QCoreApplication::translate("railyard::inventory::DiscoveredCable", "no rail answered") : QCoreApplication::translate("railyard::inventory::DiscoveredCable", "rails up: %1").arg(rails.join(QLatin1Char(',')));
    QString far;
    switch (farEnd) {
    case FarEnd::Node:
        far = b->toString();
        break;
    case FarEnd::Switch:
        far = QCoreApplication::translate("railyard::inventory::DiscoveredCable", "switch");
        break;
    case FarEnd::Outside:
        far = QCoreApplication::translate("railyard::inventory::DiscoveredCable", "outside the cluster (%1)").arg(farDevices.join(QStringLiteral(", ")));
        break;
    case FarEnd::Silent:
        far = QCoreApplication::translate("railyard::inventory::DiscoveredCable", "nothing answers");
        break;
    }
    return QStringLiteral("%1 <-> %2 (%3)").arg(a.toString(), far, railText);
}

QJsonObject DiscoveredCable::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("a"), endJson(a));
    o.insert(QStringLiteral("b"), b ? QJsonValue(endJson(*b)) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("far_end"), farEndName(farEnd));
    o.insert(QStringLiteral("far_devices"), QJsonArray::fromStringList(farDevices));
    o.insert(QStringLiteral("rails_up"), int(railsUp.size()));
    QJsonArray rails;
    for (int r : railsUp)
        rails.append(r);
    o.insert(QStringLiteral("rails"), rails);
    o.insert(QStringLiteral("evidence"), QJsonArray::fromStringList(evidence));
    return o;
}

} // namespace railyard::inventory
