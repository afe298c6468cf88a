// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ibdev2netdevparser.h"
#include "util/result.h"

#include <QString>

namespace railyard::probe {

// `rdma link [show]` text and `rdma -j link` JSON, into the same shape as
// ibdev2netdev (RdmaNetdevLinks, with physical_state filled in).
class RdmaLinkParser
{
public:
    static Result<RdmaNetdevLinks> parse(const QString &text);
};

} // namespace railyard::probe
