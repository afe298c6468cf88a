// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/rail.h"

#include <QString>
#include <optional>

namespace railyard::diag {

// Tool outputs name rails by netdev or RDMA device; the rules reason in
// ports and rails. Names are fixed on every Spark, so a lookup suffices.
class RailLookup
{
public:
    static std::optional<model::Rail> fromNetdev(const QString &netdev);
    static std::optional<model::Rail> fromRdmaDevice(const QString &rdmaDevice);
    static model::Rail twin(const model::Rail &rail)
    {
        return model::Rail(rail.port(), rail.index() == 1 ? 2 : 1);
    }
    // A name that looks like an RDMA device (rocep1s0f0, mlx5_0, ibp...).
    static bool looksLikeRdmaDevice(const QString &name);
    // A name that looks like a netdev (enp1s0f0np0, eth0, bond0, ...).
    static bool looksLikeNetdev(const QString &name);
};

} // namespace railyard::diag
