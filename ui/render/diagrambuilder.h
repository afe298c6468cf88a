// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/diagramcable.h"

#include <QList>
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
};

} // namespace railyard::render
