// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/pingemulator.h"

#include "sim/ipemulator.h"
#include "sim/simcluster.h"

#include <QHostAddress>
#include <algorithm>
#include <cmath>

namespace railyard::sim {

namespace {

struct PingArgs
{
    bool ipv6 = false;
    int count = -1; // -1: until the deadline (or forever)
    double deadline = 0;
    double wait = 0; // -W: seconds to wait for a reply
    QString iface;
    QString target;
    int size = 56;
    bool dontFragment = false;
    bool quiet = false;
};

struct Reply
{
    QString from;
    double rttMs;
};

QString rtt(double ms)
{
    return QString::number(ms, 'f', 3);
}

QByteArray statistics(const QString &target, int sent, int received, int duplicates, double timeMs,
                      const QList<double> &rtts)
{
    QString s = QStringLiteral("\n--- %1 ping statistics ---\n").arg(target);
    const int loss = sent > 0 ? int(std::lround(100.0 * (sent - received) / sent)) : 0;
    s += QStringLiteral("%1 packets transmitted, %2 received, ").arg(sent).arg(received);
    if (duplicates > 0)
        s += QStringLiteral("+%1 duplicates, ").arg(duplicates);
    s += QStringLiteral("%1% packet loss, time %2ms\n").arg(loss).arg(int(timeMs));
    if (!rtts.isEmpty()) {
        const double mn = *std::min_element(rtts.begin(), rtts.end());
        const double mx = *std::max_element(rtts.begin(), rtts.end());
        double sum = 0;
        double sq = 0;
        for (double r : rtts) {
            sum += r;
            sq += r * r;
        }
        const double avg = sum / rtts.size();
        const double mdev = std::sqrt(std::max(0.0, sq / rtts.size() - avg * avg));
        s += QStringLiteral("rtt min/avg/max/mdev = %1/%2/%3/%4 ms\n")
                 .arg(rtt(mn), rtt(avg), rtt(mx), rtt(mdev));
    }
    return s.toUtf8();
}

} // namespace

ToolOutput PingEmulator::run(SimCluster &cluster, const QString &nodeName, const QStringList &argv)
{
    cluster.update();
    SimNode *n = cluster.node(nodeName);
    PingArgs a;
    for (qsizetype i = 0; i < argv.size(); ++i) {
        const QString &x = argv[i];
        const QString next = i + 1 < argv.size() ? argv[i + 1] : QString();
        auto value = [&]() -> const QString & {
            ++i;
            return next;
        };
        if (x == QLatin1String("-6"))
            a.ipv6 = true;
        else if (x == QLatin1String("-4"))
            a.ipv6 = false;
        else if (x == QLatin1String("-c"))
            a.count = value().toInt();
        else if (x == QLatin1String("-w"))
            a.deadline = value().toDouble();
        else if (x == QLatin1String("-W"))
            a.wait = value().toDouble();
        else if (x == QLatin1String("-i") || x == QLatin1String("-t"))
            value();
        else if (x == QLatin1String("-I"))
            a.iface = value();
        else if (x == QLatin1String("-s"))
            a.size = value().toInt();
        else if (x == QLatin1String("-M"))
            a.dontFragment = value() == QLatin1String("do");
        else if (x == QLatin1String("-q"))
            a.quiet = true;
        else if (!x.startsWith(QLatin1Char('-')))
            a.target = x;
    }
    if (a.target.isEmpty())
        return ToolOutput::failure(QByteArrayLiteral("ping: usage error: Destination address required\n"), 2);
    if (a.count <= 0 && a.deadline <= 0)
        a.count = 4; // a ping without -c or -w would run forever: Railyard never sends one
    const QHostAddress target(a.target);
    if (target.isNull())
        return ToolOutput::failure(
            QStringLiteral("ping: %1: Name or service not known\n").arg(a.target).toUtf8(), 2);
    a.ipv6 = target.protocol() == QAbstractSocket::IPv6Protocol;
    RailState *out = nullptr;
    if (!a.iface.isEmpty()) {
        out = n->railByNetdev(a.iface);
        if (!out && a.iface != IpEmulator::managementInterface() && a.iface != QLatin1String("lo"))
            return ToolOutput::failure(
                QStringLiteral("ping: SO_BINDTODEVICE %1: No such device\n").arg(a.iface).toUtf8(), 2);
    }
    const int sent = a.count > 0 ? (a.deadline > 0 ? std::min(a.count, int(a.deadline) + 1) : a.count)
                                 : int(a.deadline) + 1;
    ToolOutput o;
    QList<Reply> perSeq; // replies to one echo request
    QString source;
    QString header;

    if (a.ipv6) {
        if (!target.isMulticast() || !out)
            return ToolOutput::failure(
                QByteArrayLiteral("ping: the simulator answers IPv6 only for ff02::1 with -I IFACE\n"), 2);
        source = out->up ? IpEmulator::linkLocal(out->mac) : QStringLiteral("::");
        header = QStringLiteral("PING %1 (%1) from %2 %3: %4 data bytes\n")
                     .arg(a.target, source, a.iface)
                     .arg(a.size);
        if (out->up) {
            const RailEndpoint here{nodeName, out->rail};
            n->markPinged(a.iface);
            perSeq << Reply{source, 0.041};
            double extra = 0.31;
            for (const RailEndpoint &peer : cluster.neighbours(here)) {
                const RailState &pr = cluster.node(peer.node)->rail(peer.rail);
                if (pr.up) {
                    perSeq << Reply{IpEmulator::linkLocal(pr.mac), extra};
                    extra += 0.027;
                }
            }
            const QString fmac = cluster.foreignMac(here);
            if (!fmac.isEmpty())
                perSeq << Reply{IpEmulator::linkLocal(fmac), 0.392};
        }
    } else {
        // Kernel routing: the first netdev whose subnet holds the target.
        auto routes = [&](const RailState &r) {
            return std::any_of(r.ipv4.begin(), r.ipv4.end(), [&](const QString &c) {
                return target.isInSubnet(QHostAddress::parseSubnet(c));
            });
        };
        if (!out) {
            for (RailState &r : n->rails()) {
                if (routes(r)) {
                    out = &r;
                    break;
                }
            }
        }
        const std::optional<RailEndpoint> owner = cluster.railOwning(a.target);
        const bool local = owner && owner->node == nodeName;
        if (!out && !local)
            return ToolOutput::failure(QByteArrayLiteral("ping: connect: Network is unreachable\n"), 2);
        source = out && !out->ipv4.isEmpty() ? out->ipv4.first().section(QLatin1Char('/'), 0, 0) : a.target;
        const int frame = a.size + 28;
        header =
            out && !a.iface.isEmpty()
                ? QStringLiteral("PING %1 (%1) from %2 %3: %4(%5) bytes of data.\n")
                      .arg(a.target, source, a.iface)
                      .arg(a.size)
                      .arg(frame)
                : QStringLiteral("PING %1 (%1) %2(%3) bytes of data.\n").arg(a.target).arg(a.size).arg(frame);
        if (out && a.dontFragment && frame > out->mtu) {
            o.out = header.toUtf8();
            o.err = QStringLiteral("ping: local error: message too long, mtu=%1\n").arg(out->mtu).toUtf8();
            o.out += statistics(a.target, sent, 0, 0, 0, {});
            o.exitCode = 1;
            return o;
        }
        if (out)
            n->markPinged(out->rail.netdev());
        const std::optional<RailEndpoint> reach = cluster.tcpReach(nodeName, a.target);
        if (reach) {
            const RailState &rr = cluster.node(reach->node)->rail(reach->rail);
            // A frame larger than the receiver's MTU is dropped there: no reply.
            if (local || frame <= rr.mtu)
                perSeq << Reply{a.target, local ? 0.035 : 0.214};
            if (!local)
                cluster.node(reach->node)->markPinged(reach->rail.netdev());
        }
    }

    o.out = header.toUtf8();
    QList<double> rtts;
    int received = 0;
    int duplicates = 0;
    const int bytes = a.size + 8;
    for (int seq = 1; seq <= sent; ++seq) {
        for (qsizetype k = 0; k < perSeq.size(); ++k) {
            const double r = perSeq[k].rttMs * (1.0 + 0.07 * ((seq * 7 + int(k) * 3) % 5 - 2));
            rtts << r;
            if (k == 0)
                ++received;
            else
                ++duplicates;
            if (a.quiet)
                continue;
            o.out += QStringLiteral("%1 bytes from %2%3: icmp_seq=%4 ttl=64 time=%5 ms%6\n")
                         .arg(bytes)
                         .arg(perSeq[k].from, a.ipv6 ? QLatin1Char('%') + a.iface : QString())
                         .arg(seq)
                         .arg(r < 1 ? QString::number(r, 'f', 3) : QString::number(r, 'f', 2),
                              k > 0 ? QStringLiteral(" (DUP!)") : QString())
                         .toUtf8();
        }
        if (perSeq.isEmpty() && !a.ipv6 && !a.quiet && out && seq % 3 == 0)
            o.out += QStringLiteral("From %1 icmp_seq=%2 Destination Host Unreachable\n")
                         .arg(source)
                         .arg(seq)
                         .toUtf8();
    }
    // With replies ping stops after the last request; without, it waits for the deadline.
    const double seconds = received > 0     ? sent - 1 + 0.002
                           : a.deadline > 0 ? a.deadline
                           : a.wait > 0     ? sent - 1 + a.wait
                                            : sent + 2.0;
    o.out += statistics(a.target, sent, received, duplicates,
                        received > 0 ? (sent - 1) * 1000.0 + 2 : seconds * 1000.0, rtts);
    o.exitCode = received > 0 ? 0 : 1;
    o.durationS = seconds;
    return o;
}

} // namespace railyard::sim
