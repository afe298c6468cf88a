// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "probe/ibdev2netdevparser.h"
#include "util/result.h"

namespace railyard::remote {

// The local transport's RDMA device map, from libibverbs instead of running
// `rdma -j link` or ibdev2netdev: one entry per device port with the netdev
// behind it, state and physical state spelled as `rdma link` spells them, so
// consumers see the same RdmaNetdevLinks whichever source filled it.
// A machine without RDMA devices gets an error that says so, not an empty
// map that would read as "nothing cabled".
class RdmaDeviceLister
{
public:
    static Result<probe::RdmaNetdevLinks> list();
};

} // namespace railyard::remote
