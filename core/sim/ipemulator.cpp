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
    bool admin;
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
                true,
                {QStringLiteral("127.0.0.1/8")},
                nullptr});
    out.append({2,
                IpEmulator::managementInterface(),
                n->managementMac(),
                1500,
                true,
                true,
                false,
                {n->managementAddress() + QStringLiteral("/24")},
                nullptr});
    for (const model::Rail &r :
         {model::Rail(0, 1), model::Rail(1, 1), model::Rail(0, 2), model::Rail(1, 2)}) {
        const RailState &st = n->rail(r);
        out.append(
            {IpEmulator::ifindex(r), r.netdev(), st.mac, st.mtu, st.up, st.adminUp, false, st.ipv4, &st});
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
    } else if (!i.admin) {
        flags = {QStringLiteral("BROADCAST"), QStringLiteral("MULTICAST")};
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

QByteArray rtnetlink(const char *what)
{
    return QByteArrayLiteral("RTNETLINK answers: ") + what + '\n';
}

// ip addr add|del|flush, ip link set: the commands a setup step runs as root.
ToolOutput change(SimCluster &cluster, const QString &nodeName, const QString &object, QStringList args,
                  bool root)
{
    SimNode *n = cluster.node(nodeName);
    const QString verb = args.takeFirst();
    QString dev;
    QString cidr;
    QString state;
    int mtu = 0;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        const QString next = i + 1 < args.size() ? args[i + 1] : QString();
        if (a == QLatin1String("dev")) {
            dev = next;
            ++i;
        } else if (a == QLatin1String("mtu")) {
            mtu = next.toInt();
            ++i;
            if (mtu <= 0)
                return ToolOutput::failure(
                    QStringLiteral("Error: argument \"%1\" is wrong: Invalid \"mtu\" value\n")
                        .arg(next)
                        .toUtf8(),
                    255);
        } else if (a == QLatin1String("up") || a == QLatin1String("down")) {
            state = a;
        } else if (object.startsWith(QLatin1String("a")) && cidr.isEmpty() && a.contains(QLatin1Char('.'))) {
            cidr = a;
        } else if (object.startsWith(QLatin1String("l")) && dev.isEmpty()) {
            dev = a; // `ip link set X up` without the dev keyword
        }
    }
    if (dev.isEmpty())
        return ToolOutput::failure(
            QByteArrayLiteral("Not enough information: \"dev\" argument is required.\n"), 1);
    const bool known =
        dev == QLatin1String("lo") || dev == IpEmulator::managementInterface() || n->railByNetdev(dev);
    if (!known)
        return ToolOutput::failure(QStringLiteral("Cannot find device \"%1\"\n").arg(dev).toUtf8(), 1);
    if (!root)
        return ToolOutput::failure(rtnetlink("Operation not permitted"), 2);
    RailState *r = n->railByNetdev(dev);
    ToolOutput o;
    if (!r)
        return o; // lo and the management NIC: accepted, not modelled (the session would be at stake)
    if (object.startsWith(QLatin1String("l"))) {
        if (verb != QLatin1String("set"))
            return ToolOutput::failure(
                QStringLiteral("Command \"%1\" is unknown, try \"ip link help\".\n").arg(verb).toUtf8(), 255);
        if (mtu > 0) {
            if (mtu < 68 || mtu > 9978)
                return ToolOutput::failure(
                    QStringLiteral("Error: mtu greater than device maximum.\n").toUtf8(), 2);
            cluster.setMtu(nodeName, dev, mtu);
        }
        if (!state.isEmpty())
            cluster.setAdminUp(nodeName, dev, state == QLatin1String("up"));
        return o;
    }
    if (verb == QLatin1String("flush")) {
        cluster.setAddresses(nodeName, dev, {});
        return o;
    }
    if (!cidr.contains(QLatin1Char('/')))
        cidr += QStringLiteral("/32");
    const QPair<QHostAddress, int> parsed = QHostAddress::parseSubnet(cidr);
    if (parsed.second < 0 || QHostAddress(cidr.section(QLatin1Char('/'), 0, 0)).isNull())
        return ToolOutput::failure(
            QStringLiteral("Error: any valid prefix is expected rather than \"%1\".\n").arg(cidr).toUtf8(),
            1);
    QStringList addrs = r->ipv4;
    const auto same = [&](const QString &c) {
        return c.section(QLatin1Char('/'), 0, 0) == cidr.section(QLatin1Char('/'), 0, 0);
    };
    const bool present = std::any_of(addrs.begin(), addrs.end(), same);
    if (verb == QLatin1String("add") || verb == QLatin1String("replace")) {
        if (present && verb == QLatin1String("add"))
            return ToolOutput::failure(rtnetlink("File exists"), 2);
        addrs.removeIf(same);
        addrs << cidr;
    } else if (verb == QLatin1String("del") || verb == QLatin1String("delete")) {
        if (!present)
            return ToolOutput::failure(rtnetlink("Cannot assign requested address"), 2);
        addrs.removeIf(same);
    } else {
        return ToolOutput::failure(
            QStringLiteral("Command \"%1\" is unknown, try \"ip address help\".\n").arg(verb).toUtf8(), 255);
    }
    cluster.setAddresses(nodeName, dev, addrs);
    return o;
}

// `ip route get ADDR`: the kernel's choice, longest prefix first, over the
// connected routes of the netdevs that are administratively up.
ToolOutput routeGet(const SimNode *n, const QStringList &args, bool json)
{
    QString target;
    for (const QString &a : args) {
        if (!QHostAddress(a).isNull()) {
            target = a;
            break;
        }
    }
    const QHostAddress t(target);
    if (t.isNull() || t.protocol() != QAbstractSocket::IPv4Protocol)
        return ToolOutput::failure(QStringLiteral("Error: any valid prefix is expected rather than \"%1\".\n")
                                       .arg(args.isEmpty() ? QString() : args.first())
                                       .toUtf8(),
                                   1);
    QJsonObject r;
    r.insert(QStringLiteral("dst"), target);
    QString dev;
    QString src;
    QString gateway;
    int best = -1;
    for (const RailState &rs : n->rails()) {
        for (const QString &cidr : rs.ipv4) {
            if (cidr.section(QLatin1Char('/'), 0, 0) == target) {
                r.insert(QStringLiteral("type"), QStringLiteral("local"));
                dev = QStringLiteral("lo");
                src = target;
                best = 33;
            }
        }
    }
    if (best < 0) {
        for (const RailState &rs : n->rails()) {
            if (!rs.adminUp)
                continue;
            for (const QString &cidr : rs.ipv4) {
                const QPair<QHostAddress, int> subnet = QHostAddress::parseSubnet(cidr);
                if (t.isInSubnet(subnet) && subnet.second > best) {
                    best = subnet.second;
                    dev = rs.rail.netdev();
                    src = cidr.section(QLatin1Char('/'), 0, 0);
                }
            }
        }
    }
    if (best < 0) {
        dev = IpEmulator::managementInterface();
        src = n->managementAddress();
        if (!t.isInSubnet(QHostAddress::parseSubnet(QStringLiteral("10.255.0.0/24"))))
            gateway = QStringLiteral("10.255.0.1");
    }
    if (!gateway.isEmpty())
        r.insert(QStringLiteral("gateway"), gateway);
    r.insert(QStringLiteral("dev"), dev);
    r.insert(QStringLiteral("prefsrc"), src);
    r.insert(QStringLiteral("flags"), QJsonArray());
    r.insert(QStringLiteral("uid"), 1000);
    r.insert(QStringLiteral("cache"), QJsonArray());
    ToolOutput o;
    if (json) {
        o.out = QJsonDocument(QJsonArray{r}).toJson(QJsonDocument::Compact) + "\n";
    } else {
        QString text = r.contains(QStringLiteral("type")) ? QStringLiteral("local ") + target : target;
        if (!gateway.isEmpty())
            text += QStringLiteral(" via ") + gateway;
        text += QStringLiteral(" dev %1 src %2 uid 1000 \n    cache \n").arg(dev, src);
        o.out = text.toUtf8();
    }
    return o;
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

// `ip [-force] -batch FILE`: one command per line with the global options,
// each printing what it would alone; a failing line says so on stderr and,
// without -force, ends the batch (exit 1 either way, as iproute2 does).
ToolOutput IpEmulator::batch(SimCluster &cluster, const QString &nodeName, const QStringList &globals,
                             const QString &file, bool force, bool root, const QByteArray &stdinData)
{
    if (file != QLatin1String("-") && file != QLatin1String("/dev/stdin"))
        return ToolOutput::failure(
            QStringLiteral("Cannot open file \"%1\" for reading: No such file or directory\n")
                .arg(file)
                .toUtf8(),
            1);
    ToolOutput all;
    const QList<QByteArray> lines = stdinData.split('\n');
    for (qsizetype k = 0; k < lines.size(); ++k) {
        const QString line = QString::fromUtf8(lines.at(k)).section(QLatin1Char('#'), 0, 0).simplified();
        if (line.isEmpty())
            continue;
        const ToolOutput o =
            run(cluster, nodeName, globals + line.split(QLatin1Char(' '), Qt::SkipEmptyParts), root);
        all.out += o.out;
        all.err += o.err;
        if (o.exitCode == 0)
            continue;
        all.err += QStringLiteral("Command failed %1:%2\n").arg(file).arg(k + 1).toUtf8();
        all.exitCode = 1;
        if (!force)
            break;
    }
    return all;
}

ToolOutput IpEmulator::run(SimCluster &cluster, const QString &nodeName, const QStringList &argsIn, bool root,
                           const QByteArray &stdinData)
{
    cluster.update();
    const SimNode *n = cluster.node(nodeName);
    QStringList args;
    QStringList globals;
    QString batchFile;
    bool force = false;
    bool json = false;
    for (qsizetype k = 0; k < argsIn.size(); ++k) {
        const QString &a = argsIn.at(k);
        if (!args.isEmpty()) {
            args << a; // past the object: arguments of the command
            continue;
        }
        if (a == QLatin1String("-force")) {
            force = true;
            continue;
        }
        if (a == QLatin1String("-batch") || a == QLatin1String("-b")) {
            if (k + 1 >= argsIn.size())
                return ToolOutput::failure(QByteArrayLiteral("Option \"-batch\" requires an argument\n"),
                                           255);
            batchFile = argsIn.at(++k);
            continue;
        }
        if (a.startsWith(QLatin1Char('-')))
            globals << a;
        if (a == QLatin1String("-j") || a == QLatin1String("-json") || a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("-d") || a == QLatin1String("-details") || a == QLatin1String("-4") ||
                 a == QLatin1String("-p"))
            continue;
        else
            args << a;
    }
    if (!batchFile.isEmpty())
        return batch(cluster, nodeName, globals, batchFile, force, root, stdinData);
    if (args.isEmpty())
        return ToolOutput::failure(QByteArrayLiteral("Usage: ip [ OPTIONS ] OBJECT { COMMAND | help }\n"),
                                   255);
    const QString object = args.takeFirst();
    if (!args.isEmpty() && (object.startsWith(QLatin1String("a")) || object.startsWith(QLatin1String("l")))) {
        static const QStringList verbs = {QStringLiteral("add"),    QStringLiteral("del"),
                                          QStringLiteral("delete"), QStringLiteral("replace"),
                                          QStringLiteral("flush"),  QStringLiteral("set")};
        if (verbs.contains(args.first()))
            return change(cluster, nodeName, object, args, root);
    }
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
    } else if (object.startsWith(QLatin1String("r")) && !args.isEmpty() &&
               args.first() == QLatin1String("get")) {
        return routeGet(n, args.mid(1), json);
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
            for (const auto &v : out) {
                if (v.toObject().value(QStringLiteral("dev")).toString() == dev)
                    filtered.append(v);
            }
            out = filtered;
        }
    } else if (object.startsWith(QLatin1String("n"))) {
        for (const Iface &i : ifaces) {
            if (!i.rail || !i.up || (!dev.isEmpty() && i.name != dev))
                continue;
            const RailEndpoint here{nodeName, i.rail->rail};
            if (n->pinged(i.name)) {
                // A host outside the cluster answers neighbour discovery too.
                const QString fmac = cluster.foreignMac(here);
                if (!fmac.isEmpty()) {
                    QJsonObject o6;
                    o6.insert(QStringLiteral("dst"), linkLocal(fmac));
                    o6.insert(QStringLiteral("dev"), i.name);
                    o6.insert(QStringLiteral("lladdr"), fmac);
                    o6.insert(QStringLiteral("state"), QJsonArray{QStringLiteral("STALE")});
                    out.append(o6);
                }
            }
            for (const RailEndpoint &peer : cluster.neighbours(here)) {
                const RailState &pr = cluster.node(peer.node)->rail(peer.rail);
                if (!pr.up)
                    continue;
                // Entries exist once either side sent something on the link
                // (the pinger learns the replies, the peer learns the pinger).
                if (!n->pinged(i.name) && !cluster.node(peer.node)->pinged(peer.rail.netdev()))
                    continue;
                // IPv4 goes out through the first of this node's netdevs that
                // holds the destination's subnet (the first prefix route);
                // only there does the kernel learn a neighbour for it.
                auto sender = [&ifaces](const QString &ip) {
                    for (const Iface &s : ifaces) {
                        if (s.rail && std::any_of(s.ipv4.begin(), s.ipv4.end(), [&](const QString &c) {
                                return QHostAddress(ip).isInSubnet(QHostAddress::parseSubnet(c));
                            }))
                            return s.name;
                    }
                    return QString();
                };
                // Every address of the peer node that this netdev sends to:
                // the cabled rail's own, and, with ARP flux as Linux does it
                // by default (arp_ignore=0), those of the peer's other rails
                // in the same subnet, which the cabled rail `pr` answers for
                // with its own MAC.
                for (const RailState &target : cluster.node(peer.node)->rails()) {
                    const bool cabled =
                        target.rail.index() == pr.rail.index() && target.rail.port() == pr.rail.port();
                    for (const QString &tc : target.ipv4) {
                        const QString ip = tc.section(QLatin1Char('/'), 0, 0);
                        if (sender(ip) != i.name)
                            continue;
                        if (!cabled && !target.up)
                            continue;
                        QJsonObject o;
                        o.insert(QStringLiteral("dst"), ip);
                        o.insert(QStringLiteral("dev"), i.name);
                        o.insert(QStringLiteral("lladdr"), pr.mac);
                        o.insert(QStringLiteral("state"), QJsonArray{QStringLiteral("REACHABLE")});
                        out.append(o);
                    }
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
