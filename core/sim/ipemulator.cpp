// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/ipemulator.h"

#include "sim/simcluster.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace railyard::sim {

namespace {

struct Iface
{
    int index;
    QString name;
    QString mac;
    int mtu;
    bool up;
    bool loopback;
    QStringList ipv4;
    const RailState *rail;
};

QList<Iface> interfaces(const SimNode *n)
{
    QList<Iface> out;
    out.append({1,
                QStringLiteral("lo"),
                QStringLiteral("00:00:00:00:00:00"),
                65536,
                true,
                true,
                {QStringLiteral("127.0.0.1/8")},
                nullptr});
    out.append({2,
                IpEmulator::managementInterface(),
                n->managementMac(),
                1500,
                true,
                false,
                {n->managementAddress() + QStringLiteral("/24")},
                nullptr});
    for (const model::Rail &r :
         {model::Rail(0, 1), model::Rail(1, 1), model::Rail(0, 2), model::Rail(1, 2)}) {
        const RailState &st = n->rail(r);
        out.append({IpEmulator::ifindex(r), r.netdev(), st.mac, st.mtu, st.up, false, st.ipv4, &st});
    }
    return out;
}

QJsonObject linkJson(const Iface &i)
{
    QJsonObject o;
    o.insert(QStringLiteral("ifindex"), i.index);
    o.insert(QStringLiteral("ifname"), i.name);
    QJsonArray flags;
    if (i.loopback) {
        flags = {QStringLiteral("LOOPBACK"), QStringLiteral("UP"), QStringLiteral("LOWER_UP")};
    } else if (i.up) {
        flags = {QStringLiteral("BROADCAST"), QStringLiteral("MULTICAST"), QStringLiteral("UP"),
                 QStringLiteral("LOWER_UP")};
    } else {
        flags = {QStringLiteral("NO-CARRIER"), QStringLiteral("BROADCAST"), QStringLiteral("MULTICAST"),
                 QStringLiteral("UP")};
    }
    o.insert(QStringLiteral("flags"), flags);
    o.insert(QStringLiteral("mtu"), i.mtu);
    o.insert(QStringLiteral("qdisc"), i.loopback ? QStringLiteral("noqueue") : QStringLiteral("mq"));
    o.insert(QStringLiteral("operstate"), i.loopback ? QStringLiteral("UNKNOWN")
                                          : i.up     ? QStringLiteral("UP")
                                                     : QStringLiteral("DOWN"));
    o.insert(QStringLiteral("linkmode"), QStringLiteral("DEFAULT"));
    o.insert(QStringLiteral("group"), QStringLiteral("default"));
    o.insert(QStringLiteral("txqlen"), 1000);
    o.insert(QStringLiteral("link_type"), i.loopback ? QStringLiteral("loopback") : QStringLiteral("ether"));
    o.insert(QStringLiteral("address"), i.mac);
    o.insert(QStringLiteral("broadcast"),
             i.loopback ? QStringLiteral("00:00:00:00:00:00") : QStringLiteral("ff:ff:ff:ff:ff:ff"));
    return o;
}

QString broadcastOf(const QString &cidr)
{
    const QPair<QHostAddress, int> s = QHostAddress::parseSubnet(cidr);
    const quint32 mask = s.second <= 0 ? 0 : (0xffffffffU << (32 - s.second));
    return QHostAddress((QHostAddress(cidr.section(QLatin1Char('/'), 0, 0)).toIPv4Address() & mask) | ~mask)
        .toString();
}

QString networkOf(const QString &cidr)
{
    const QPair<QHostAddress, int> s = QHostAddress::parseSubnet(cidr);
    return s.first.toString() + QLatin1Char('/') + QString::number(s.second);
}

} // namespace

int IpEmulator::ifindex(const model::Rail &rail)
{
    return rail.index() == 1 ? 3 + rail.port() : 5 + rail.port();
}

QString IpEmulator::linkLocal(const QString &mac)
{
    QStringList b = mac.split(QLatin1Char(':'));
    if (b.size() != 6)
        return {};
    const int first = b[0].toInt(nullptr, 16) ^ 0x02;
    return QStringLiteral("fe80::%1:%2ff:fe%3:%4")
        .arg(QString::number((first << 8) | b[1].toInt(nullptr, 16), 16),
             QString::number(b[2].toInt(nullptr, 16), 16), b[3],
             QString::number((b[4].toInt(nullptr, 16) << 8) | b[5].toInt(nullptr, 16), 16));
}

ToolOutput IpEmulator::run(SimCluster &cluster, const QString &nodeName, const QStringList &argsIn)
{
    cluster.update();
    const SimNode *n = cluster.node(nodeName);
    QStringList args;
    bool json = false;
    for (const QString &a : argsIn) {
        if (a == QLatin1String("-j") || a == QLatin1String("-json") || a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("-d") || a == QLatin1String("-details") || a == QLatin1String("-4") ||
                 a == QLatin1String("-p"))
            continue;
        else
            args << a;
    }
    if (args.isEmpty())
        return ToolOutput::failure(QByteArrayLiteral("Usage: ip [ OPTIONS ] OBJECT { COMMAND | help }\n"),
                                   255);
    const QString object = args.takeFirst();
    QString dev;
    for (qsizetype i = 0; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("dev"))
            dev = args[i + 1];
    }
    const QList<Iface> ifaces = interfaces(n);
    if (!dev.isEmpty() &&
        std::none_of(ifaces.begin(), ifaces.end(), [&](const Iface &i) { return i.name == dev; }))
        return ToolOutput::failure(QStringLiteral("Device \"%1\" does not exist.\n").arg(dev).toUtf8(), 1);
    QJsonArray out;
    QString text;
    if (object.startsWith(QLatin1String("l"))) {
        for (const Iface &i : ifaces) {
            if (!dev.isEmpty() && i.name != dev)
                continue;
            out.append(linkJson(i));
            text +=
                QStringLiteral("%1: %2: <%3> mtu %4 qdisc %5 state %6 mode DEFAULT group default qlen 1000\n"
                               "    link/%7 %8 brd %9\n")
                    .arg(i.index)
                    .arg(i.name)
                    .arg(linkJson(i)
                             .value(QStringLiteral("flags"))
                             .toVariant()
                             .toStringList()
                             .join(QLatin1Char(',')))
                    .arg(i.mtu)
                    .arg(i.loopback ? QStringLiteral("noqueue") : QStringLiteral("mq"))
                    .arg(linkJson(i).value(QStringLiteral("operstate")).toString())
                    .arg(i.loopback ? QStringLiteral("loopback") : QStringLiteral("ether"))
                    .arg(i.mac)
                    .arg(i.loopback ? QStringLiteral("00:00:00:00:00:00")
                                    : QStringLiteral("ff:ff:ff:ff:ff:ff"));
        }
    } else if (object.startsWith(QLatin1String("a"))) {
        for (const Iface &i : ifaces) {
            if (!dev.isEmpty() && i.name != dev)
                continue;
            QJsonObject o = linkJson(i);
            QJsonArray info;
            for (const QString &cidr : i.ipv4) {
                QJsonObject a;
                a.insert(QStringLiteral("family"), QStringLiteral("inet"));
                a.insert(QStringLiteral("local"), cidr.section(QLatin1Char('/'), 0, 0));
                a.insert(QStringLiteral("prefixlen"), cidr.section(QLatin1Char('/'), 1).toInt());
                if (!i.loopback)
                    a.insert(QStringLiteral("broadcast"), broadcastOf(cidr));
                a.insert(QStringLiteral("scope"),
                         i.loopback ? QStringLiteral("host") : QStringLiteral("global"));
                a.insert(QStringLiteral("label"), i.name);
                a.insert(QStringLiteral("valid_life_time"), 4294967295.0);
                a.insert(QStringLiteral("preferred_life_time"), 4294967295.0);
                info.append(a);
            }
            if (!i.loopback && i.up) {
                QJsonObject a;
                a.insert(QStringLiteral("family"), QStringLiteral("inet6"));
                a.insert(QStringLiteral("local"), linkLocal(i.mac));
                a.insert(QStringLiteral("prefixlen"), 64);
                a.insert(QStringLiteral("scope"), QStringLiteral("link"));
                a.insert(QStringLiteral("valid_life_time"), 4294967295.0);
                a.insert(QStringLiteral("preferred_life_time"), 4294967295.0);
                info.append(a);
            }
            o.insert(QStringLiteral("addr_info"), info);
            out.append(o);
        }
    } else if (object.startsWith(QLatin1String("r"))) {
        const QString mgmt = n->managementAddress();
        QJsonObject def;
        def.insert(QStringLiteral("dst"), QStringLiteral("default"));
        def.insert(QStringLiteral("gateway"), QStringLiteral("10.255.0.1"));
        def.insert(QStringLiteral("dev"), managementInterface());
        def.insert(QStringLiteral("protocol"), QStringLiteral("dhcp"));
        def.insert(QStringLiteral("prefsrc"), mgmt);
        def.insert(QStringLiteral("metric"), 100);
        def.insert(QStringLiteral("flags"), QJsonArray());
        out.append(def);
        QStringList lan = {QStringLiteral("10.255.0.0/24")};
        if (!n->faults().lanRoute.isEmpty())
            lan << n->faults().lanRoute;
        for (const QString &dst : lan) {
            QJsonObject r;
            r.insert(QStringLiteral("dst"), dst);
            r.insert(QStringLiteral("dev"), managementInterface());
            r.insert(QStringLiteral("protocol"), QStringLiteral("kernel"));
            r.insert(QStringLiteral("scope"), QStringLiteral("link"));
            r.insert(QStringLiteral("prefsrc"), mgmt);
            r.insert(QStringLiteral("metric"), 100);
            r.insert(QStringLiteral("flags"), QJsonArray());
            out.append(r);
        }
        for (const Iface &i : ifaces) {
            if (!i.rail)
                continue;
            for (const QString &cidr : i.ipv4) {
                QJsonObject r;
                r.insert(QStringLiteral("dst"), networkOf(cidr));
                r.insert(QStringLiteral("dev"), i.name);
                r.insert(QStringLiteral("protocol"), QStringLiteral("kernel"));
                r.insert(QStringLiteral("scope"), QStringLiteral("link"));
                r.insert(QStringLiteral("prefsrc"), cidr.section(QLatin1Char('/'), 0, 0));
                r.insert(QStringLiteral("flags"),
                         i.up ? QJsonArray() : QJsonArray{QStringLiteral("linkdown")});
                out.append(r);
            }
        }
        if (!dev.isEmpty()) {
            QJsonArray filtered;
            for (const QJsonValue &v : out) {
                if (v.toObject().value(QStringLiteral("dev")).toString() == dev)
                    filtered.append(v);
            }
            out = filtered;
        }
    } else if (object.startsWith(QLatin1String("n"))) {
        for (const Iface &i : ifaces) {
            if (!i.rail || !i.up || (!dev.isEmpty() && i.name != dev))
                continue;
            for (const RailEndpoint &peer : cluster.neighbours(RailEndpoint{nodeName, i.rail->rail})) {
                const RailState &pr = cluster.node(peer.node)->rail(peer.rail);
                if (!pr.up)
                    continue;
                for (const QString &pc : pr.ipv4) {
                    const QString ip = pc.section(QLatin1Char('/'), 0, 0);
                    const bool sameSubnet = std::any_of(i.ipv4.begin(), i.ipv4.end(), [&](const QString &c) {
                        return QHostAddress(ip).isInSubnet(QHostAddress::parseSubnet(c));
                    });
                    if (!sameSubnet)
                        continue;
                    QJsonObject o;
                    o.insert(QStringLiteral("dst"), ip);
                    o.insert(QStringLiteral("dev"), i.name);
                    o.insert(QStringLiteral("lladdr"), pr.mac);
                    o.insert(QStringLiteral("state"), QJsonArray{QStringLiteral("REACHABLE")});
                    out.append(o);
                }
                QJsonObject o6;
                o6.insert(QStringLiteral("dst"), linkLocal(pr.mac));
                o6.insert(QStringLiteral("dev"), i.name);
                o6.insert(QStringLiteral("lladdr"), pr.mac);
                o6.insert(QStringLiteral("state"), QJsonArray{QStringLiteral("STALE")});
                out.append(o6);
            }
        }
    } else {
        return ToolOutput::failure(
            QStringLiteral("Object \"%1\" is unknown, try \"ip help\".\n").arg(object).toUtf8(), 255);
    }
    ToolOutput o;
    if (json || text.isEmpty())
        o.out = QJsonDocument(out).toJson(QJsonDocument::Compact) + "\n";
    else
        o.out = text.toUtf8();
    return o;
}

} // namespace railyard::sim
