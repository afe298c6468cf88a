// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/diagramcable.h"

#include <QHash>
#include <QList>
#include <QString>
#include <optional>

namespace railyard::model {
struct Cluster;
}
namespace railyard::diag {
struct Finding;
}
namespace railyard::inventory {
struct DiscoveryResult;
}
namespace railyard::measure {
struct CableMeasurement;
}

namespace railyard::render {

// Link states the kernel reported since the cables were judged (the local
// node's netlink events): node -> netdev -> linked (admin up with carrier).
using LiveLinks = QHash<QString, QHash<QString, bool>>;

class DiagramBuilder
{
public:
    // The cables as the user listed them (or as the topology expects),
    // checked against the cabling rules: problem cables red, expected but
    // absent ones grey and dashed.
    static QList<DiagramCable> fromCluster(const model::Cluster &cluster);
    // The cables as found: each discovered one with its rails, a problem
    // when a rail is down, it leaves the cluster or a finding names it or
    // its ends (the finding's explanation is its detail); then each cable
    // the topology expects that discovery did not see: present where an
    // RDMA run over both rails proves it, unconfirmed where its ports have
    // a link but nothing answered, not checked without a discovery, missing
    // otherwise. The Cabling page and the report draw the same list.
    static QList<DiagramCable> found(const model::Cluster &cluster,
                                     const std::optional<inventory::DiscoveryResult> &discovery,
                                     const QList<diag::Finding> &findings,
                                     const QList<measure::CableMeasurement> &rdma);
    // Lays the newest link states over cables already judged: a rail whose
    // netdev went down at either end is down and its cable a problem that
    // says so; a link that came back restores nothing by itself (the cable
    // is judged again on the next discovery or finding).
    static void applyLiveLinks(QList<DiagramCable> &cables, const LiveLinks &links);
};

} // namespace railyard::render
