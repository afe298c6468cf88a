// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QHash>
#include <QObject>
#include <QString>

struct nl_sock;
class QSocketNotifier;

namespace railyard::remote {

// A link's state as an rtnetlink event tells it.
struct LinkEvent
{
    int ifindex = 0;
    QString netdev;
    bool adminUp = false; // IFF_UP
    bool carrier = false; // IFF_LOWER_UP
    bool removed = false; // RTM_DELLINK
    QString operstate;    // "UP", "DOWN", "LOWERLAYERDOWN", ...

    bool linked() const { return !removed && adminUp && carrier; }
};

// The kernel's link, address and neighbour changes on the machine Railyard
// runs on, the moment they happen: a socket subscribed to rtnetlink's
// multicast groups, read from the event loop through a QSocketNotifier (no
// polling, no thread). The socket belongs to the network namespace of the
// thread that calls start().
class NetlinkMonitor : public QObject
{
    Q_OBJECT
public:
    explicit NetlinkMonitor(QObject *parent = nullptr);
    ~NetlinkMonitor() override;

    Result<void> start();
    bool isRunning() const { return m_sock != nullptr; }

Q_SIGNALS:
    void linkChanged(const railyard::remote::LinkEvent &event);
    // An IPv4 or IPv6 address was added or removed on the link.
    void addressChanged(int ifindex, const QString &netdev);
    void neighbourChanged(int ifindex);
    // The kernel dropped events (the socket's buffer overflowed): what is
    // known may be stale, read it again.
    void overrun();

private:
    void readEvents();
    void stop();

    nl_sock *m_sock = nullptr;
    QSocketNotifier *m_notifier = nullptr;
    QHash<int, QString> m_names; // ifindex -> name, from link events

    friend struct NetlinkMonitorAccess;
};

} // namespace railyard::remote

Q_DECLARE_METATYPE(railyard::remote::LinkEvent)
