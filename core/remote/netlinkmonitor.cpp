// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/netlinkmonitor.h"

#include <QCoreApplication>
#include <QSocketNotifier>
#include <linux/if.h>
#include <linux/rtnetlink.h>
#include <netlink/errno.h>
#include <netlink/msg.h>
#include <netlink/netlink.h>
#include <netlink/object.h>
#include <netlink/route/addr.h>
#include <netlink/route/link.h>
#include <netlink/route/neighbour.h>
#include <netlink/socket.h>

namespace railyard::remote {

struct NetlinkMonitorAccess
{
    static void parsed(nl_object *object, void *arg)
    {
        auto *self = static_cast<NetlinkMonitor *>(arg);
        const QLatin1String type(nl_object_get_type(object));
        const int msgtype = nl_object_get_msgtype(object);
        if (type == QLatin1String("route/link")) {
            auto *link = reinterpret_cast<rtnl_link *>(object);
            LinkEvent e;
            e.ifindex = rtnl_link_get_ifindex(link);
            if (const char *name = rtnl_link_get_name(link))
                e.netdev = QString::fromUtf8(name);
            const unsigned flags = rtnl_link_get_flags(link);
            e.adminUp = flags & IFF_UP;
            e.carrier = flags & IFF_LOWER_UP;
            e.removed = msgtype == RTM_DELLINK;
            char buf[32];
            e.operstate =
                QString::fromLatin1(rtnl_link_operstate2str(rtnl_link_get_operstate(link), buf, sizeof buf))
                    .toUpper();
            if (e.removed)
                self->m_names.remove(e.ifindex);
            else
                self->m_names.insert(e.ifindex, e.netdev);
            Q_EMIT self->linkChanged(e);
        } else if (type == QLatin1String("route/addr")) {
            auto *addr = reinterpret_cast<rtnl_addr *>(object);
            const int ifindex = rtnl_addr_get_ifindex(addr);
            QString name = self->m_names.value(ifindex);
            if (name.isEmpty()) {
                if (const char *label = rtnl_addr_get_label(addr))
                    name = QString::fromUtf8(label);
            }
            Q_EMIT self->addressChanged(ifindex, name);
        } else if (type == QLatin1String("route/neigh")) {
            Q_EMIT self->neighbourChanged(rtnl_neigh_get_ifindex(reinterpret_cast<rtnl_neigh *>(object)));
        }
    }

    static int message(nl_msg *msg, void *arg)
    {
        nl_msg_parse(msg, &parsed, arg);
        return NL_OK;
    }
};

NetlinkMonitor::NetlinkMonitor(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<LinkEvent>();
}

NetlinkMonitor::~NetlinkMonitor()
{
    stop();
}

void NetlinkMonitor::stop()
{
    delete m_notifier;
    m_notifier = nullptr;
    if (m_sock)
        nl_socket_free(m_sock);
    m_sock = nullptr;
}

Result<void> NetlinkMonitor::start()
{
    if (m_sock)
        return {};
    auto fail = [this](const char *what, int rc) {
        stop();
        return Error{QCoreApplication::translate("railyard::remote::NetlinkMonitor",
                                                 "cannot watch the network over netlink (%1): %2")
                         .arg(QString::fromLatin1(what), QString::fromLocal8Bit(nl_geterror(rc))),
                     QStringLiteral("netlink")};
    };
    m_sock = nl_socket_alloc();
    if (!m_sock)
        return fail("socket", NLE_NOMEM);
    // Events are not answers to requests: no sequence numbers to check.
    nl_socket_disable_seq_check(m_sock);
    nl_socket_modify_cb(m_sock, NL_CB_VALID, NL_CB_CUSTOM, &NetlinkMonitorAccess::message, this);
    if (const int rc = nl_connect(m_sock, NETLINK_ROUTE); rc < 0)
        return fail("connect", rc);
    if (const int rc = nl_socket_add_memberships(m_sock, RTNLGRP_LINK, RTNLGRP_IPV4_IFADDR,
                                                 RTNLGRP_IPV6_IFADDR, RTNLGRP_NEIGH, 0);
        rc < 0)
        return fail("subscribe", rc);
    if (const int rc = nl_socket_set_nonblocking(m_sock); rc < 0)
        return fail("nonblocking", rc);
    m_notifier = new QSocketNotifier(nl_socket_get_fd(m_sock), QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &NetlinkMonitor::readEvents);
    return {};
}

void NetlinkMonitor::readEvents()
{
    // Until the socket is drained: one notification may stand for many messages.
    for (int i = 0; i < 1024 && m_sock; ++i) {
        const int rc = nl_recvmsgs_default(m_sock);
        if (rc >= 0)
            continue;
        if (rc == -NLE_AGAIN)
            return;
        if (rc == -NLE_NOMEM || rc == -NLE_MSG_OVERFLOW) {
            Q_EMIT overrun();
            continue;
        }
        return;
    }
}

} // namespace railyard::remote
