// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/diagramcable.h"

#include <QList>

namespace railyard::model {
struct Cluster;
}

namespace railyard::render {

class DiagramBuilder
{
public:
    // The cables as the user listed them (or as the topology expects),
    // checked against the cabling rules: problem cables red, expected but
    // absent ones grey and dashed.
    static QList<DiagramCable> fromCluster(const model::Cluster &cluster);
};

} // namespace railyard::render
