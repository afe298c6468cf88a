// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cable.h"
#include "model/severity.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace railyard::diag {

// What a finding is about. The readable text is derived so that the JSON
// and the text output can never disagree.
struct FindingObject
{
    enum class Kind
    {
        Cluster,
        Node,
        Port,
        Rail,
        Cable,
        Lane,
        File
    };

    Kind kind = Kind::Cluster;
    QString node;
    std::optional<int> port;
    std::optional<int> rail; // 1 or 2
    std::optional<int> lane;
    QString netdev; // the rail's netdev when the object is a rail or lane
    std::optional<model::Cable> cable; // the cable itself, for cables
    QString file;   // bundle-relative path for unreadable inputs

    static FindingObject cluster();
    static FindingObject forNode(const QString &node);
    static FindingObject forPort(const QString &node, int port);
    static FindingObject forRail(const QString &node, int port, int rail);
    static FindingObject forLane(const QString &node, int port, int rail, int lane);
    static FindingObject forCable(const model::Cable &cable);
    static FindingObject forFile(const QString &node, const QString &file);

    static QString kindName(Kind kind);
    QString toString() const;
    // {text, kind, node?, port?, rail?, netdev?, lane?, cable?, ends?{a{node, port}, b?}, file?}
    // ("cable" is the cable's text, "ends" the cable itself)
    QJsonObject toJson() const;
    // The inverse of toJson (text is derived, not read); an unknown kind
    // reads as Cluster.
    static FindingObject fromJson(const QJsonObject &json);

    bool operator==(const FindingObject &other) const = default;
};

// One value a rule looked at, and where it came from.
struct Evidence
{
    QString source; // "spark-1: ethtool -S enP2p1s0f0np0"
    QString key;    // "rx_crc_errors_phy"
    QString value;  // "386"

    QJsonObject toJson() const;
};

// Names another finding of the same list: its id and object.
struct FindingRef
{
    QString id;
    FindingObject object;

    // {id, object{...}}
    QJsonObject toJson() const;
};

struct Finding
{
    QString id; // stable, kebab-case; documented in docs/cli.md
    model::Severity severity = model::Severity::Warning;
    FindingObject object;
    QList<Evidence> evidence;
    QString explanation; // translated
    QString fix;         // translated
    // The root cause this finding follows from, when another finding of
    // the list explains it (CauseLinker): a throttled card explains the
    // low rails of the cables that touch it.
    std::optional<FindingRef> causedBy;

    bool sameAs(const FindingRef &ref) const { return id == ref.id && object == ref.object; }
    FindingRef ref() const { return {id, object}; }

    // {id, severity, object{...}, evidence[{source, key, value}], explanation, fix,
    //  caused_by{id, object}?}
    QJsonObject toJson() const;
    // The inverse of toJson; nullopt when `json` is not a finding (no id,
    // an unknown severity).
    static std::optional<Finding> fromJson(const QJsonObject &json);
};

} // namespace railyard::diag
