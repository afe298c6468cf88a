// SPDX-License-Identifier: GPL-3.0-or-later
#include "netlinkreader.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>
#include <arpa/inet.h>
#include <linux/if_arp.h>
#include <linux/neighbour.h>
#include <linux/rtnetlink.h>
#include <memory>
#include <netlink/addr.h>
#include <netlink/cache.h>
#include <netlink/errno.h>
#include <netlink/msg.h>
#include <netlink/netlink.h>
#include <netlink/route/addr.h>
#include <netlink/route/link.h>
#include <netlink/route/neighbour.h>
#include <netlink/route/route.h>
#include <netlink/route/rtnl.h>
#include <vector>

// linux/if.h (through libnl's link.h) has the IFF_ flags above 0x8000 that net/if.h lacks.

namespace railyard::remote {

namespace {

using Socket = std::unique_ptr<nl_sock, decltype(&nl_socket_free)>;
using Cache = std::unique_ptr<nl_cache, decltype(&nl_cache_free)>;

Error netlinkError(const char *what, int code)
{
    return Error{
        QCoreApplication::translate("railyard::remote::NetlinkReader", "reading %1 over netlink failed: %2")
            .arg(QString::fromLatin1(what), QString::fromLocal8Bit(nl_geterror(code))),
        QStringLiteral("netlink")};
}

Result<Socket> connectRoute()
{
    Socket sock(nl_socket_alloc(), &nl_socket_free);
    if (!sock)
        return netlinkError("the socket", NLE_NOMEM);
    if (const int rc = nl_connect(sock.get(), NETLINK_ROUTE); rc < 0)
        return netlinkError("the socket", rc);
    return sock;
}

template <typename Alloc> Result<Cache> fill(const char *what, Alloc alloc)
{
    nl_cache *raw = nullptr;
    if (const int rc = alloc(&raw); rc < 0)
        return netlinkError(what, rc);
    return Cache(raw, &nl_cache_free);
}

template <typename T, typename F> void forEach(nl_cache *cache, F f)
{
    for (nl_object *o = nl_cache_get_first(cache); o; o = nl_cache_get_next(o))
        f(reinterpret_cast<T *>(o));
}

// As iproute2 prints hardware addresses: lower-case hex pairs, also when all
// zero (libnl's own formatting would say "none" there).
std::optional<QString> hardwareAddress(nl_addr *addr)
{
    if (!addr || nl_addr_get_len(addr) == 0)
        return std::nullopt;
    const auto *bytes = static_cast<const unsigned char *>(nl_addr_get_binary_addr(addr));
    QStringList parts;
    for (unsigned i = 0; i < nl_addr_get_len(addr); ++i)
        parts << QStringLiteral("%1").arg(bytes[i], 2, 16, QLatin1Char('0'));
    return parts.join(QLatin1Char(':'));
}

QString ipAddress(nl_addr *addr)
{
    if (!addr)
        return {};
    char buf[INET6_ADDRSTRLEN] = {};
    const int family = nl_addr_get_family(addr);
    if ((family == AF_INET && nl_addr_get_len(addr) == 4) ||
        (family == AF_INET6 && nl_addr_get_len(addr) == 16))
        inet_ntop(family, nl_addr_get_binary_addr(addr), buf, sizeof buf);
    return QString::fromLatin1(buf);
}

QStringList linkFlags(unsigned flags)
{
    struct Name
    {
        unsigned bit;
        const char *name;
    };
    // iproute2's order, so both sources list the same strings the same way.
    static const Name names[] = {
        {IFF_LOOPBACK, "LOOPBACK"},   {IFF_BROADCAST, "BROADCAST"},   {IFF_POINTOPOINT, "POINTOPOINT"},
        {IFF_MULTICAST, "MULTICAST"}, {IFF_NOARP, "NOARP"},           {IFF_ALLMULTI, "ALLMULTI"},
        {IFF_PROMISC, "PROMISC"},     {IFF_MASTER, "MASTER"},         {IFF_SLAVE, "SLAVE"},
        {IFF_DEBUG, "DEBUG"},         {IFF_DYNAMIC, "DYNAMIC"},       {IFF_AUTOMEDIA, "AUTOMEDIA"},
        {IFF_PORTSEL, "PORTSEL"},     {IFF_NOTRAILERS, "NOTRAILERS"}, {IFF_UP, "UP"},
        {IFF_LOWER_UP, "LOWER_UP"},   {IFF_DORMANT, "DORMANT"},       {IFF_ECHO, "ECHO"}};
    QStringList out;
    if ((flags & IFF_UP) && !(flags & IFF_RUNNING))
        out << QStringLiteral("NO-CARRIER");
    for (const Name &n : names) {
        if (flags & n.bit)
            out << QLatin1String(n.name);
    }
    return out;
}

QString operState(uint8_t state)
{
    static const char *names[] = {"UNKNOWN", "NOTPRESENT", "DOWN", "LOWERLAYERDOWN",
                                  "TESTING", "DORMANT",    "UP"};
    if (state < std::size(names))
        return QLatin1String(names[state]);
    return QString::number(state);
}

QString linkType(unsigned arptype)
{
    switch (arptype) {
    case ARPHRD_ETHER:
        return QStringLiteral("ether");
    case ARPHRD_LOOPBACK:
        return QStringLiteral("loopback");
    case ARPHRD_NONE:
        return QStringLiteral("none");
    case ARPHRD_INFINIBAND:
        return QStringLiteral("infiniband");
    case ARPHRD_TUNNEL:
        return QStringLiteral("ipip");
    case ARPHRD_SIT:
        return QStringLiteral("sit");
    case ARPHRD_IPGRE:
        return QStringLiteral("gre");
    case ARPHRD_TUNNEL6:
        return QStringLiteral("tunnel6");
    case ARPHRD_IP6GRE:
        return QStringLiteral("gre6");
    case ARPHRD_VOID:
        return QStringLiteral("void");
    default:
        break;
    }
    char buf[64] = {};
    nl_llproto2str(int(arptype), buf, sizeof buf);
    return QString::fromLatin1(buf);
}

QString scopeName(int scope)
{
    switch (scope) {
    case RT_SCOPE_UNIVERSE:
        return QStringLiteral("global");
    case RT_SCOPE_SITE:
        return QStringLiteral("site");
    case RT_SCOPE_LINK:
        return QStringLiteral("link");
    case RT_SCOPE_HOST:
        return QStringLiteral("host");
    case RT_SCOPE_NOWHERE:
        return QStringLiteral("nowhere");
    default:
        return QString::number(scope);
    }
}

QString protocolName(int protocol)
{
    static const QHash<int, QString> names = {{RTPROT_UNSPEC, QStringLiteral("unspec")},
                                              {RTPROT_REDIRECT, QStringLiteral("redirect")},
                                              {RTPROT_KERNEL, QStringLiteral("kernel")},
                                              {RTPROT_BOOT, QStringLiteral("boot")},
                                              {RTPROT_STATIC, QStringLiteral("static")},
                                              {8, QStringLiteral("gated")},
                                              {9, QStringLiteral("ra")},
                                              {10, QStringLiteral("mrt")},
                                              {11, QStringLiteral("zebra")},
                                              {12, QStringLiteral("bird")},
                                              {13, QStringLiteral("dnrouted")},
                                              {14, QStringLiteral("xorp")},
                                              {15, QStringLiteral("ntk")},
                                              {16, QStringLiteral("dhcp")},
                                              {18, QStringLiteral("keepalived")},
                                              {42, QStringLiteral("babel")},
                                              {99, QStringLiteral("openr")},
                                              {186, QStringLiteral("bgp")},
                                              {187, QStringLiteral("isis")},
                                              {188, QStringLiteral("ospf")},
                                              {189, QStringLiteral("rip")},
                                              {192, QStringLiteral("eigrp")}};
    return names.value(protocol, QString::number(protocol));
}

QString routeType(int type)
{
    static const char *names[] = {"none",      "unicast",     "local",    "broadcast", "anycast", "multicast",
                                  "blackhole", "unreachable", "prohibit", "throw",     "nat",     "xresolve"};
    if (type >= 0 && size_t(type) < std::size(names))
        return QLatin1String(names[type]);
    return QString::number(type);
}

probe::IpLink toIpLink(rtnl_link *l, const QHash<int, QString> &names, const QHash<int, unsigned> &flagsOf)
{
    probe::IpLink link;
    link.ifindex = rtnl_link_get_ifindex(l);
    link.ifname = QString::fromLocal8Bit(rtnl_link_get_name(l));
    // As iproute2: the parent's name when it lives in this namespace,
    // nothing when it is elsewhere (ip then prints only its index).
    const int iflink = rtnl_link_get_link(l);
    int32_t netnsid = 0;
    if (iflink != 0 && iflink != link.ifindex && rtnl_link_get_link_netnsid(l, &netnsid) != 0)
        link.parent = names.value(iflink, QStringLiteral("if%1").arg(iflink));
    link.flags = linkFlags(rtnl_link_get_flags(l));
    // iproute2 appends M-DOWN when the parent (a veth peer, a VLAN's lower
    // device) is administratively down.
    if (link.parent && flagsOf.contains(iflink) && !(flagsOf.value(iflink) & IFF_UP))
        link.flags << QStringLiteral("M-DOWN");
    link.mtu = int(rtnl_link_get_mtu(l));
    if (const char *qdisc = rtnl_link_get_qdisc(l))
        link.qdisc = QString::fromLatin1(qdisc);
    if (const int master = rtnl_link_get_master(l); master > 0)
        link.master = names.value(master, QStringLiteral("if%1").arg(master));
    link.operstate = operState(rtnl_link_get_operstate(l));
    link.linkType = linkType(rtnl_link_get_arptype(l));
    link.address = hardwareAddress(rtnl_link_get_addr(l));
    link.broadcast = hardwareAddress(rtnl_link_get_broadcast(l));
    return link;
}

struct Links
{
    QList<probe::IpLink> links; // by ifindex, as the kernel dumps them
    QHash<int, QString> names;
    QHash<int, unsigned> flags;
};

Result<Links> readLinks(nl_sock *sock)
{
    Result<Cache> cache =
        fill("links", [&](nl_cache **c) { return rtnl_link_alloc_cache(sock, AF_UNSPEC, c); });
    if (!cache)
        return cache.error();
    Links out;
    forEach<rtnl_link>(cache->get(), [&](rtnl_link *l) {
        out.names.insert(rtnl_link_get_ifindex(l), QString::fromLocal8Bit(rtnl_link_get_name(l)));
        out.flags.insert(rtnl_link_get_ifindex(l), rtnl_link_get_flags(l));
    });
    forEach<rtnl_link>(cache->get(),
                       [&](rtnl_link *l) { out.links.append(toIpLink(l, out.names, out.flags)); });
    std::stable_sort(out.links.begin(), out.links.end(),
                     [](const probe::IpLink &a, const probe::IpLink &b) { return a.ifindex < b.ifindex; });
    return out;
}

// Every reader needs the socket and the interface names (routes, addresses
// and neighbours name their device by index).
struct Session
{
    Socket sock;
    Links links;
};

Result<Session> openSession()
{
    Result<Socket> sock = connectRoute();
    if (!sock)
        return sock.error();
    Result<Links> links = readLinks(sock->get());
    if (!links)
        return links.error();
    return Session{std::move(*sock), std::move(*links)};
}

} // namespace

Result<probe::IpLinkResult> NetlinkReader::links()
{
    Result<Session> session = openSession();
    if (!session)
        return session.error();
    return probe::IpLinkResult{session->links.links};
}

Result<probe::IpAddrResult> NetlinkReader::addresses()
{
    Result<Session> session = openSession();
    if (!session)
        return session.error();
    nl_sock *sock = session->sock.get();
    const Links &links = session->links;
    Result<Cache> cache = fill("addresses", [&](nl_cache **c) { return rtnl_addr_alloc_cache(sock, c); });
    if (!cache)
        return cache.error();

    QHash<int, QList<probe::IpAddrInfo>> byIndex;
    forEach<rtnl_addr>(cache->get(), [&](rtnl_addr *a) {
        probe::IpAddrInfo info;
        const int family = rtnl_addr_get_family(a);
        if (family == AF_INET)
            info.family = QStringLiteral("inet");
        else if (family == AF_INET6)
            info.family = QStringLiteral("inet6");
        else
            return;
        info.local = ipAddress(rtnl_addr_get_local(a));
        info.prefixlen = rtnl_addr_get_prefixlen(a);
        info.scope = scopeName(rtnl_addr_get_scope(a));
        if (nl_addr *brd = rtnl_addr_get_broadcast(a); brd && family == AF_INET)
            info.broadcast = ipAddress(brd);
        if (const char *label = rtnl_addr_get_label(a); label && family == AF_INET)
            info.label = QString::fromLocal8Bit(label);
        const unsigned flags = rtnl_addr_get_flags(a);
        info.dynamic = !(flags & IFA_F_PERMANENT);
        info.noprefixroute = flags & IFA_F_NOPREFIXROUTE;
        byIndex[rtnl_addr_get_ifindex(a)].append(info);
    });

    probe::IpAddrResult result;
    for (const probe::IpLink &link : links.links) {
        QList<probe::IpAddrInfo> infos = byIndex.value(link.ifindex);
        // The kernel dumps IPv4 before IPv6; the cache need not keep that order.
        std::stable_sort(
            infos.begin(), infos.end(),
            [](const probe::IpAddrInfo &a, const probe::IpAddrInfo &b) { return a.isIpv4() && !b.isIpv4(); });
        result.interfaces.append(probe::IpAddrInterface{link, infos});
    }
    return result;
}

Result<probe::IpRouteResult> NetlinkReader::routes()
{
    Result<Session> session = openSession();
    if (!session)
        return session.error();
    nl_sock *sock = session->sock.get();
    const Links &links = session->links;
    // Not a cache: libnl's route cache keys on destination, table, TOS and
    // priority, so two connected routes to one subnet on two rails (exactly
    // the ARP-flux case the conflict checks look for) would merge into one.
    std::vector<std::unique_ptr<rtnl_route, decltype(&rtnl_route_put)>> dumped;
    if (const int rc = nl_rtgen_request(sock, RTM_GETROUTE, AF_INET, NLM_F_DUMP); rc < 0)
        return netlinkError("routes", rc);
    auto collect = [](nl_msg *msg, void *arg) -> int {
        rtnl_route *route = nullptr;
        if (rtnl_route_parse(nlmsg_hdr(msg), &route) >= 0 && route)
            static_cast<decltype(dumped) *>(arg)->emplace_back(route, &rtnl_route_put);
        return NL_OK;
    };
    nl_socket_modify_cb(sock, NL_CB_VALID, NL_CB_CUSTOM, collect, &dumped);
    if (const int rc = nl_recvmsgs_default(sock); rc < 0)
        return netlinkError("routes", rc);

    probe::IpRouteResult result;
    for (const auto &owned : dumped) {
        rtnl_route *r = owned.get();
        if (rtnl_route_get_table(r) != RT_TABLE_MAIN || (rtnl_route_get_flags(r) & RTM_F_CLONED))
            continue;
        probe::IpRoute route;
        nl_addr *dst = rtnl_route_get_dst(r);
        const unsigned prefix = dst ? nl_addr_get_prefixlen(dst) : 0;
        if (!dst || prefix == 0)
            route.dst = QStringLiteral("default");
        else if (prefix == 8 * nl_addr_get_len(dst))
            route.dst = ipAddress(dst);
        else
            route.dst = ipAddress(dst) + QLatin1Char('/') + QString::number(prefix);
        // Omitted where iproute2 omits them, so both sources compare equal.
        if (const int type = rtnl_route_get_type(r); type != RTN_UNICAST)
            route.type = routeType(type);
        unsigned nhFlags = rtnl_route_get_flags(r);
        if (rtnl_route_get_nnexthops(r) > 0) {
            rtnl_nexthop *nh = rtnl_route_nexthop_n(r, 0);
            if (nl_addr *gw = rtnl_route_nh_get_gateway(nh))
                route.gateway = ipAddress(gw);
            if (const int ifindex = rtnl_route_nh_get_ifindex(nh); ifindex > 0)
                route.dev = links.names.value(ifindex, QStringLiteral("if%1").arg(ifindex));
            nhFlags |= rtnl_route_nh_get_flags(nh);
        }
        if (const int protocol = rtnl_route_get_protocol(r); protocol != RTPROT_BOOT)
            route.protocol = protocolName(protocol);
        if (const int scope = rtnl_route_get_scope(r); scope != RT_SCOPE_UNIVERSE)
            route.scope = scopeName(scope);
        if (nl_addr *src = rtnl_route_get_pref_src(r))
            route.prefsrc = ipAddress(src);
        if (const uint32_t metric = rtnl_route_get_priority(r); metric > 0)
            route.metric = int(metric);
        static const struct
        {
            unsigned bit;
            const char *name;
        } flagNames[] = {{RTNH_F_DEAD, "dead"},           {RTNH_F_ONLINK, "onlink"},
                         {RTNH_F_PERVASIVE, "pervasive"}, {RTNH_F_OFFLOAD, "offload"},
                         {RTNH_F_LINKDOWN, "linkdown"},   {RTNH_F_UNRESOLVED, "unresolved"}};
        for (const auto &f : flagNames) {
            if (nhFlags & f.bit)
                route.flags << QLatin1String(f.name);
        }
        result.routes.append(route);
    }
    return result;
}

Result<probe::IpNeighResult> NetlinkReader::neighbours()
{
    Result<Session> session = openSession();
    if (!session)
        return session.error();
    nl_sock *sock = session->sock.get();
    const Links &links = session->links;
    Result<Cache> cache = fill("neighbours", [&](nl_cache **c) { return rtnl_neigh_alloc_cache(sock, c); });
    if (!cache)
        return cache.error();

    static const struct
    {
        int bit;
        const char *name;
    } stateNames[] = {{NUD_INCOMPLETE, "INCOMPLETE"}, {NUD_REACHABLE, "REACHABLE"}, {NUD_STALE, "STALE"},
                      {NUD_DELAY, "DELAY"},           {NUD_PROBE, "PROBE"},         {NUD_FAILED, "FAILED"},
                      {NUD_NOARP, "NOARP"},           {NUD_PERMANENT, "PERMANENT"}};
    probe::IpNeighResult result;
    forEach<rtnl_neigh>(cache->get(), [&](rtnl_neigh *n) {
        const int family = rtnl_neigh_get_family(n);
        if (family != AF_INET && family != AF_INET6)
            return;                                             // bridge FDB entries share the dump
        const int state = std::max(0, rtnl_neigh_get_state(n)); // -1 when the kernel sent none
        const unsigned flags = rtnl_neigh_get_flags(n);
        // `ip neigh` hides NOARP and NONE entries (multicast, loopback) unless asked.
        if (!(state & ~NUD_NOARP & 0xff) && !(flags & (NTF_PROXY | NTF_EXT_LEARNED)))
            return;
        probe::IpNeighbour neighbour;
        neighbour.dst = ipAddress(rtnl_neigh_get_dst(n));
        if (const int ifindex = rtnl_neigh_get_ifindex(n); ifindex > 0)
            neighbour.dev = links.names.value(ifindex, QStringLiteral("if%1").arg(ifindex));
        neighbour.lladdr = hardwareAddress(rtnl_neigh_get_lladdr(n));
        for (const auto &s : stateNames) {
            if (state & s.bit)
                neighbour.state << QLatin1String(s.name);
        }
        neighbour.router = flags & NTF_ROUTER;
        result.neighbours.append(neighbour);
    });
    return result;
}

} // namespace railyard::remote
