// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace railyard::plan {

struct NetworkPlan;

// The MPI hostfile: one GPU (slot) per Spark, nodes by name so the SSH
// config Railyard writes decides how they are reached.
class HostfileWriter
{
public:
    static QByteArray render(const NetworkPlan &plan);
};

} // namespace railyard::plan
