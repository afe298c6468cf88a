// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace railyard::model {

struct CableEnd
{
    QString node;
    int port = 0;

    QString toString() const { return node + QStringLiteral(":") + QString::number(port); }
    bool operator==(const CableEnd &other) const = default;
};

// One QSFP cable. A cable to a switch has no far end node.
struct Cable
{
    CableEnd a;
    std::optional<CableEnd> b; // nullopt: the far end is the switch

    bool toSwitch() const { return !b.has_value(); }
    bool touches(const QString &node) const { return a.node == node || (b && b->node == node); }
    // Whether one of its ends is this node's port (a switch end never is).
    bool hasEnd(const QString &node, int port) const
    {
        return (a.node == node && a.port == port) || (b && b->node == node && b->port == port);
    }
    // The end at `node`, or the a end if the cable does not touch it.
    CableEnd endAt(const QString &node) const { return (b && b->node == node) ? *b : a; }
    std::optional<CableEnd> otherEnd(const QString &node) const
    {
        if (a.node == node)
            return b;
        return a;
    }
    QString toString() const;
    // The same cable seen from either end (a discovery may name it from b).
    bool sameAs(const Cable &other) const
    {
        if (toSwitch() || other.toSwitch())
            return toSwitch() && other.toSwitch() && a == other.a;
        return (a == other.a && *b == *other.b) || (a == *other.b && *b == other.a);
    }

    bool operator==(const Cable &other) const = default;
};

} // namespace railyard::model
