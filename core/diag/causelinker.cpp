// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/causelinker.h"

#include "diag/observations.h"
#include "model/cable.h"

#include <algorithm>
#include <optional>

namespace railyard::diag {

namespace {

// What a cause is about: a whole node (the card), one rail of a node (its
// PCIe link), one port, or one cable.
enum class Scope
{
    Node,
    Rail,
    Port,
    Cable
};

struct Explains
{
    QStringList causes;
    Scope scope;
    QStringList consequences;
};

// One row per kind of root cause. A consequence is linked to the first
// cause (by severity, then list order) whose row names it and whose object
// it touches.
const QList<Explains> &table()
{
    static const QList<Explains> rows{
        // A slow card slows every rail and cable through it, at both ends
        // of those cables, and the collective over them.
        {{QStringLiteral("card-throttled")},
         Scope::Node,
         {QStringLiteral("rdma-rail-low"), QStringLiteral("rdma-cable-low"), QStringLiteral("nccl-busbw-low"),
          QStringLiteral("loopback-low")}},
        // A PCIe link that trained slow slows its rail (on both ports), the
        // cables whose total that rail is part of, and the collective; the
        // other rail of the node is not its doing.
        {{QStringLiteral("pcie-link-degraded")},
         Scope::Rail,
         {QStringLiteral("rdma-rail-low"), QStringLiteral("rdma-cable-low"), QStringLiteral("nccl-busbw-low"),
          QStringLiteral("loopback-low")}},
        // A dead rail (or a breakout leg) is why the cable carries one rail.
        {{QStringLiteral("port-one-rail-up"), QStringLiteral("spark-side-breakout")},
         Scope::Port,
         {QStringLiteral("cable-one-rail"), QStringLiteral("rdma-one-rail"), QStringLiteral("rdma-rail-low"),
          QStringLiteral("rdma-cable-low")}},
        // A breakout leg is also why the rail that is up links below 200G
        // (a dead twin rail is not).
        {{QStringLiteral("spark-side-breakout")}, Scope::Port, {QStringLiteral("rail-speed-low")}},
        // No cable: nothing answers at its ends.
        {{QStringLiteral("cable-missing"), QStringLiteral("cable-not-found")},
         Scope::Cable,
         {QStringLiteral("neighbour-silent")}},
    };
    return rows;
}

// The row by which `cause` could explain a finding with id `consequence`.
const Explains *rowFor(const Finding &cause, const QString &consequence)
{
    for (const Explains &row : table()) {
        if (row.causes.contains(cause.id) && row.consequences.contains(consequence))
            return &row;
    }
    return nullptr;
}

class Cables
{
public:
    explicit Cables(const Observations *o)
    {
        if (o)
            m_cables = o->effectiveCables();
    }

    // The cable a cable object names (the same text the rules write).
    std::optional<model::Cable> named(const FindingObject &object) const
    {
        for (const model::Cable &c : m_cables) {
            if (object.cable && c.sameAs(*object.cable))
                return c;
        }
        return std::nullopt;
    }

    // The cable plugged into a node's port.
    std::optional<model::Cable> at(const QString &node, int port) const
    {
        for (const model::Cable &c : m_cables) {
            if (c.hasEnd(node, port))
                return c;
        }
        return std::nullopt;
    }

    // The cable a finding's object is on: named, or through its port.
    std::optional<model::Cable> of(const FindingObject &object) const
    {
        if (object.kind == FindingObject::Kind::Cable)
            return named(object);
        if (object.port && !object.node.isEmpty())
            return at(object.node, *object.port);
        return std::nullopt;
    }

private:
    QList<model::Cable> m_cables;
};

bool explains(const Finding &cause, Scope scope, const Finding &f, const Cables &cables)
{
    const FindingObject &co = cause.object;
    const FindingObject &fo = f.object;
    switch (scope) {
    case Scope::Node: {
        if (fo.kind == FindingObject::Kind::Cluster)
            return true;
        if (!fo.node.isEmpty() && fo.node == co.node)
            return true;
        const auto cable = cables.of(fo);
        return cable && cable->touches(co.node);
    }
    case Scope::Rail:
        // As for the node, but what names a rail must name the cause's (a
        // rail has the same index at both ends of its cable). A cause found
        // without a rail (no bus address to go by) stands for the node.
        if (co.rail && fo.rail && *fo.rail != *co.rail)
            return false;
        return explains(cause, Scope::Node, f, cables);
    case Scope::Port: {
        if (!co.port)
            return false;
        if (fo.node == co.node && fo.port == co.port)
            return true;
        const auto cable = cables.of(fo);
        return cable && cable->hasEnd(co.node, *co.port);
    }
    case Scope::Cable: {
        const auto missing = cables.named(co);
        if (!missing || !fo.port)
            return false;
        return missing->hasEnd(fo.node, *fo.port);
    }
    }
    return false;
}

} // namespace

void CauseLinker::link(QList<Finding> &findings, const Observations *observations)
{
    const Cables cables(observations);
    std::stable_sort(findings.begin(), findings.end(),
                     [](const Finding &a, const Finding &b) { return int(a.severity) > int(b.severity); });
    for (Finding &f : findings)
        f.causedBy.reset();
    for (Finding &f : findings) {
        for (const Finding &cause : findings) {
            const Explains *row = rowFor(cause, f.id);
            if (&cause == &f || !row)
                continue;
            if (explains(cause, row->scope, f, cables)) {
                f.causedBy = cause.ref();
                break;
            }
        }
    }
    order(findings);
}

void CauseLinker::order(QList<Finding> &findings)
{
    std::stable_sort(findings.begin(), findings.end(),
                     [](const Finding &a, const Finding &b) { return int(a.severity) > int(b.severity); });
    // A consequence goes under its cause only when that cause is a top
    // finding of this list; otherwise (a report edited by hand) no group
    // would take it and it would be lost, so it stands on its own. First
    // the causes the list lacks, then those that are themselves explained,
    // judged against the tops after the first pass so that the order of
    // the list does not decide.
    const auto named = [](const QList<Finding> &list, const FindingRef &ref, bool topsOnly) {
        return std::any_of(list.cbegin(), list.cend(),
                           [&](const Finding &t) { return (!topsOnly || !t.causedBy) && t.sameAs(ref); });
    };
    for (Finding &f : findings) {
        if (f.causedBy && !named(findings, *f.causedBy, false))
            f.causedBy.reset();
    }
    const QList<Finding> before = findings;
    for (Finding &f : findings) {
        if (f.causedBy && !named(before, *f.causedBy, true))
            f.causedBy.reset();
    }
    // Each cause (and every finding nothing explains) followed by what it
    // explains; a consequence goes under the first top finding it names.
    QList<Finding> ordered;
    ordered.reserve(findings.size());
    QList<bool> placed(findings.size(), false);
    for (qsizetype t = 0; t < findings.size(); ++t) {
        if (findings.at(t).causedBy)
            continue;
        ordered.append(findings.at(t));
        for (qsizetype i = 0; i < findings.size(); ++i) {
            const Finding &f = findings.at(i);
            if (!placed.at(i) && f.causedBy && findings.at(t).sameAs(*f.causedBy)) {
                ordered.append(f);
                placed[i] = true;
            }
        }
    }
    findings = ordered;
}

} // namespace railyard::diag
