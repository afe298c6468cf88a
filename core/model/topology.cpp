// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/topology.h"

#include <QCoreApplication>

namespace railyard::model {

QString topologyName(Topology topology)
{
    switch (topology) {
    case Topology::Direct:
        return QStringLiteral("direct");
    case Topology::Triangle:
        return QStringLiteral("triangle");
    case Topology::Ring:
        return QStringLiteral("ring");
    case Topology::Switch:
        return QStringLiteral("switch");
    }
    return {};
}

std::optional<Topology> topologyFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("direct"))
        return Topology::Direct;
    if (n == QLatin1String("triangle") || n == QLatin1String("mesh"))
        return Topology::Triangle;
    if (n == QLatin1String("ring"))
        return Topology::Ring;
    if (n == QLatin1String("switch"))
        return Topology::Switch;
    return std::nullopt;
}

QStringList topologyNames()
{
    return {QStringLiteral("direct"), QStringLiteral("triangle"), QStringLiteral("ring"),
            QStringLiteral("switch")};
}

QString topologyLabel(Topology topology)
{
    switch (topology) {
    case Topology::Direct:
        return QCoreApplication::translate("railyard::model", "Direct pair (2 nodes, 1 cable)");
    case Topology::Triangle:
        return QCoreApplication::translate("railyard::model", "Triangle (3 nodes, 3 cables)");
    case Topology::Ring:
        return QCoreApplication::translate("railyard::model", "Ring (4 or more nodes, one cable per node)");
    case Topology::Switch:
        return QCoreApplication::translate("railyard::model", "Switch (one cable per node to a switch)");
    }
    return {};
}

} // namespace railyard::model
