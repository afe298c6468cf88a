// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/mtupolicy.h"

#include <QCoreApplication>

namespace railyard::plan {

int MtuPolicy::recommended(model::Topology topology)
{
    return topology == model::Topology::Direct ? 9000 : 1500;
}

QString MtuPolicy::reason(model::Topology topology)
{
    switch (topology) {
    case model::Topology::Direct:
        return QCoreApplication::translate("railyard::plan::MtuPolicy",
                                           "NVIDIA's guidance for a directly cabled pair: jumbo frames on both ends.");
    case model::Topology::Triangle:
    case model::Topology::Ring:
        return QCoreApplication::translate(
            "railyard::plan::MtuPolicy",
            "NVIDIA's guidance for a triangle or ring: standard frames, the same on every link.");
    case model::Topology::Switch:
        return QCoreApplication::translate(
            "railyard::plan::MtuPolicy",
            "The switch's default frame size; raise it only after every Spark-facing switch port is set higher.");
    }
    return {};
}

} // namespace railyard::plan
