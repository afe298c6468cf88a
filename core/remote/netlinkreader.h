// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "probe/ipaddrparser.h"
#include "probe/iplinkparser.h"
#include "probe/ipneighparser.h"
#include "probe/iprouteparser.h"
#include "util/result.h"

namespace railyard::remote {

// The local transport's view of links, addresses, routes and neighbours,
// read over rtnetlink with libnl-3 instead of running `ip -j` and parsing it.
// The results carry exactly what the probe parsers make of `ip -j link`,
// `ip -j addr`, `ip -j route` and `ip -j neigh`, so inventory code does not
// care which source filled them. Each call opens its own netlink socket, so
// the reader is safe on any thread and sees the network namespace of the
// calling thread.
class NetlinkReader
{
public:
    static Result<probe::IpLinkResult> links();
    // Every link, with or without addresses, as `ip addr` lists them.
    static Result<probe::IpAddrResult> addresses();
    // IPv4, main table, as `ip route` shows by default.
    static Result<probe::IpRouteResult> routes();
    // IPv4 and IPv6, without NOARP entries, as `ip neigh` shows by default.
    static Result<probe::IpNeighResult> neighbours();
};

} // namespace railyard::remote
