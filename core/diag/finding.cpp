// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/finding.h"

#include "model/rail.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace railyard::diag {

FindingObject FindingObject::cluster()
{
    return {};
}

FindingObject FindingObject::forNode(const QString &node)
{
    FindingObject o;
    o.kind = Kind::Node;
    o.node = node;
    return o;
}

FindingObject FindingObject::forPort(const QString &node, int port)
{
    FindingObject o = forNode(node);
    o.kind = Kind::Port;
    o.port = port;
    return o;
}

FindingObject FindingObject::forRail(const QString &node, int port, int rail)
{
    FindingObject o = forPort(node, port);
    o.kind = Kind::Rail;
    o.rail = rail;
    o.netdev = model::Rail(port, rail).netdev();
    return o;
}

FindingObject FindingObject::forLane(const QString &node, int port, int rail, int lane)
{
    FindingObject o = forRail(node, port, rail);
    o.kind = Kind::Lane;
    o.lane = lane;
    return o;
}

FindingObject FindingObject::forCable(const model::Cable &cable)
{
    FindingObject o;
    o.kind = Kind::Cable;
    o.cable = cable;
    return o;
}

FindingObject FindingObject::forFile(const QString &node, const QString &file)
{
    FindingObject o;
    o.kind = Kind::File;
    o.node = node;
    o.file = file;
    return o;
}

QString FindingObject::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Cluster:
        return QStringLiteral("cluster");
    case Kind::Node:
        return QStringLiteral("node");
    case Kind::Port:
        return QStringLiteral("port");
    case Kind::Rail:
        return QStringLiteral("rail");
    case Kind::Cable:
        return QStringLiteral("cable");
    case Kind::Lane:
        return QStringLiteral("lane");
    case Kind::File:
        return QStringLiteral("file");
    }
    return {};
}

QString FindingObject::toString() const
{
    switch (kind) {
    case Kind::Cluster:
        return QCoreApplication::translate("railyard::diag::Finding", "cluster");
    case Kind::Node:
        return node;
    case Kind::Port:
        return QCoreApplication::translate("railyard::diag::Finding", "%1 port %2").arg(node).arg(port.value_or(0));
    case Kind::Rail:
        return QCoreApplication::translate("railyard::diag::Finding", "%1 port %2 rail %3 (%4)")
            .arg(node)
            .arg(port.value_or(0))
            .arg(rail.value_or(1))
            .arg(netdev);
    case Kind::Lane:
        return QCoreApplication::translate("railyard::diag::Finding", "%1 port %2 rail %3 (%4) lane %5")
            .arg(node)
            .arg(port.value_or(0))
            .arg(rail.value_or(1))
            .arg(netdev)
            .arg(lane.value_or(0));
    case Kind::Cable:
        return QCoreApplication::translate("railyard::diag::Finding", "cable %1")
            .arg(cable ? cable->toString() : QString());
    case Kind::File:
        return node.isEmpty() ? file : node + QLatin1Char('/') + file;
    }
    return {};
}

QJsonObject FindingObject::toJson() const
{
    QJsonObject o{{QStringLiteral("text"), toString()}, {QStringLiteral("kind"), kindName(kind)}};
    if (!node.isEmpty())
        o.insert(QStringLiteral("node"), node);
    if (port)
        o.insert(QStringLiteral("port"), *port);
    if (rail)
        o.insert(QStringLiteral("rail"), *rail);
    if (!netdev.isEmpty())
        o.insert(QStringLiteral("netdev"), netdev);
    if (lane)
        o.insert(QStringLiteral("lane"), *lane);
    if (cable) {
        auto end = [](const model::CableEnd &e) {
            return QJsonObject{{QStringLiteral("node"), e.node}, {QStringLiteral("port"), e.port}};
        };
        QJsonObject ends{{QStringLiteral("a"), end(cable->a)}};
        if (cable->b)
            ends.insert(QStringLiteral("b"), end(*cable->b));
        o.insert(QStringLiteral("cable"), cable->toString());
        o.insert(QStringLiteral("ends"), ends);
    }
    if (!file.isEmpty())
        o.insert(QStringLiteral("file"), file);
    return o;
}

QJsonObject Evidence::toJson() const
{
    return {
        {QStringLiteral("source"), source}, {QStringLiteral("key"), key}, {QStringLiteral("value"), value}};
}

QJsonObject Finding::toJson() const
{
    QJsonArray ev;
    for (const Evidence &e : evidence)
        ev.append(e.toJson());
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("severity"), model::severityName(severity)},
                  {QStringLiteral("object"), object.toJson()},
                  {QStringLiteral("evidence"), ev},
                  {QStringLiteral("explanation"), explanation},
                  {QStringLiteral("fix"), fix}};
    if (causedBy)
        o.insert(QStringLiteral("caused_by"), causedBy->toJson());
    return o;
}

namespace {

// The cable of a finding's JSON: its ends, or, from a report written before
// they were recorded, its text ("a port 0 → b port 1", "a:0 <-> b:1").
std::optional<model::Cable> cableFromJson(const QJsonObject &o)
{
    auto end = [](const QJsonValue &v) -> std::optional<model::CableEnd> {
        const QJsonObject e = v.toObject();
        if (!e.value(QStringLiteral("node")).isString() || !e.value(QStringLiteral("port")).isDouble())
            return std::nullopt;
        return model::CableEnd{e.value(QStringLiteral("node")).toString(),
                               e.value(QStringLiteral("port")).toInt()};
    };
    const QJsonObject ends = o.value(QStringLiteral("ends")).toObject();
    if (const auto a = end(ends.value(QStringLiteral("a"))))
        return model::Cable{*a, end(ends.value(QStringLiteral("b")))};
    static const QRegularExpression text(QStringLiteral(
        "^(\\S+?)(?: port |:)(\\d+) (?:→|<->) (?:switch|the switch|(\\S+?)(?: port |:)(\\d+))$"));
    const auto m = text.match(o.value(QStringLiteral("cable")).toString());
    if (!m.hasMatch())
        return std::nullopt;
    model::Cable c{{m.captured(1), m.captured(2).toInt()}, std::nullopt};
    if (m.hasCaptured(3) && !m.captured(3).isEmpty())
        c.b = model::CableEnd{m.captured(3), m.captured(4).toInt()};
    return c;
}

} // namespace

FindingObject FindingObject::fromJson(const QJsonObject &o)
{
    FindingObject f;
    const QString kind = o.value(QStringLiteral("kind")).toString();
    for (int k = int(Kind::Cluster); k <= int(Kind::File); ++k) {
        if (kindName(Kind(k)) == kind)
            f.kind = Kind(k);
    }
    f.node = o.value(QStringLiteral("node")).toString();
    auto optInt = [&](const char *key) {
        const QJsonValue v = o.value(QLatin1String(key));
        return v.isDouble() ? std::optional<int>(v.toInt()) : std::nullopt;
    };
    f.port = optInt("port");
    f.rail = optInt("rail");
    f.lane = optInt("lane");
    f.netdev = o.value(QStringLiteral("netdev")).toString();
    f.cable = cableFromJson(o);
    f.file = o.value(QStringLiteral("file")).toString();
    return f;
}

QJsonObject FindingRef::toJson() const
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("object"), object.toJson()}};
}

std::optional<Finding> Finding::fromJson(const QJsonObject &json)
{
    Finding f;
    f.id = json.value(QStringLiteral("id")).toString();
    if (f.id.isEmpty())
        return std::nullopt;
    const QString severity = json.value(QStringLiteral("severity")).toString();
    bool known = false;
    for (const model::Severity s :
         {model::Severity::Info, model::Severity::Warning, model::Severity::Error}) {
        if (model::severityName(s) == severity) {
            f.severity = s;
            known = true;
        }
    }
    if (!known)
        return std::nullopt;
    f.object = FindingObject::fromJson(json.value(QStringLiteral("object")).toObject());
    for (const QJsonValue &v : json.value(QStringLiteral("evidence")).toArray()) {
        const QJsonObject e = v.toObject();
        f.evidence << Evidence{e.value(QStringLiteral("source")).toString(),
                               e.value(QStringLiteral("key")).toString(),
                               e.value(QStringLiteral("value")).toString()};
    }
    f.explanation = json.value(QStringLiteral("explanation")).toString();
    f.fix = json.value(QStringLiteral("fix")).toString();
    const QJsonObject cause = json.value(QStringLiteral("caused_by")).toObject();
    if (!cause.value(QStringLiteral("id")).toString().isEmpty())
        f.causedBy = FindingRef{cause.value(QStringLiteral("id")).toString(),
                                FindingObject::fromJson(cause.value(QStringLiteral("object")).toObject())};
    return f;
}

} // namespace railyard::diag
