// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/netplanemulator.h"

#include "model/rail.h"
#include "sim/ipemulator.h"
#include "sim/simcluster.h"

#include <QHostAddress>
#include <yaml-cpp/yaml.h>

namespace railyard::sim {

namespace {

QString where(const QString &file, const YAML::Mark &mark)
{
    // netplan counts lines and columns from 1.
    return QStringLiteral("%1:%2:%3: ").arg(file).arg(mark.line + 1).arg(mark.column + 1);
}

ToolOutput definitionError(const QString &file, const YAML::Mark &mark, const QString &text)
{
    return ToolOutput::failure(
        (where(file, mark) + QStringLiteral("Error in network definition: ") + text + QLatin1Char('\n'))
            .toUtf8(),
        1);
}

bool validCidr(const QString &text)
{
    if (!text.contains(QLatin1Char('/')))
        return false;
    const QHostAddress a(text.section(QLatin1Char('/'), 0, 0));
    bool ok = false;
    const int prefix = text.section(QLatin1Char('/'), 1).toInt(&ok);
    if (a.isNull() || !ok || prefix < 0)
        return false;
    return prefix <= (a.protocol() == QAbstractSocket::IPv4Protocol ? 32 : 128);
}

} // namespace

QStringList NetplanEmulator::knownInterfaces()
{
    QStringList names{QStringLiteral("lo"), IpEmulator::managementInterface()};
    for (int port = 0; port < 2; ++port) {
        for (int rail = 1; rail <= model::Rail::Count; ++rail)
            names << model::Rail(port, rail).netdev();
    }
    return names;
}

ToolOutput NetplanEmulator::parse(const SimFileSystem &fs, const QString &rootDir,
                                  QMap<QString, NetplanEthernet> *ethernets)
{
    const QString dir = SimFileSystem::normalise(rootDir + QStringLiteral("/etc/netplan"));
    for (const QString &name : fs.list(dir)) {
        if (!name.endsWith(QLatin1String(".yaml")))
            continue;
        const QString file = dir + QLatin1Char('/') + name;
        QByteArray content;
        if (const QString err = fs.read(file, 0, &content); !err.isEmpty())
            return ToolOutput::failure(QStringLiteral("Cannot open %1: %2\n").arg(file, err).toUtf8(), 1);
        YAML::Node root;
        try {
            root = YAML::Load(content.toStdString());
        } catch (const YAML::ParserException &e) {
            return ToolOutput::failure((where(file, e.mark) + QStringLiteral("Invalid YAML: ") +
                                        QString::fromStdString(e.msg) + QLatin1Char('\n'))
                                           .toUtf8(),
                                       1);
        }
        if (!root || root.IsNull())
            continue; // an empty file is allowed
        if (!root.IsMap())
            return definitionError(file, root.Mark(), QStringLiteral("expected mapping"));
        const YAML::Node network = root["network"];
        if (!network)
            continue;
        if (!network.IsMap())
            return definitionError(file, network.Mark(), QStringLiteral("expected mapping"));
        if (const YAML::Node v = network["version"]; v && (!v.IsScalar() || v.Scalar() != "2"))
            return definitionError(file, v.Mark(), QStringLiteral("Only version 2 is supported"));
        if (const YAML::Node r = network["renderer"];
            r && (!r.IsScalar() || (r.Scalar() != "networkd" && r.Scalar() != "NetworkManager")))
            return definitionError(file, r.Mark(),
                                   QStringLiteral("unknown renderer '%1'")
                                       .arg(QString::fromStdString(r.IsScalar() ? r.Scalar() : "")));
        const YAML::Node eths = network["ethernets"];
        if (!eths)
            continue;
        if (!eths.IsMap())
            return definitionError(file, eths.Mark(), QStringLiteral("expected mapping"));
        for (auto it = eths.begin(); it != eths.end(); ++it) {
            const YAML::Node def = it->second;
            if (def && !def.IsNull() && !def.IsMap())
                return definitionError(file, def.Mark(), QStringLiteral("expected mapping"));
            // An id with `match: name:` (NetworkManager writes NM-<uuid>)
            // configures the netdev it matches; one that matches nothing on
            // this node configures nothing, as with netplan.
            const YAML::Node match = def && def.IsMap() ? def["match"] : YAML::Node();
            const YAML::Node matchName = match && match.IsMap() ? match["name"] : YAML::Node();
            const bool matched = matchName && matchName.IsScalar();
            const QString ifname = QString::fromStdString(matched ? matchName.Scalar() : it->first.Scalar());
            if (!knownInterfaces().contains(ifname)) {
                if (matched)
                    continue;
                return definitionError(file, it->first.Mark(),
                                       QStringLiteral("unknown interface '%1' (this Spark has %2)")
                                           .arg(ifname, knownInterfaces().join(QStringLiteral(", "))));
            }
            NetplanEthernet &e = (*ethernets)[ifname];
            if (!def || def.IsNull())
                continue;
            if (const YAML::Node mtu = def["mtu"]) {
                bool ok = false;
                const int v = mtu.IsScalar() ? QString::fromStdString(mtu.Scalar()).toInt(&ok) : 0;
                if (!ok || v <= 0)
                    return definitionError(
                        file, mtu.Mark(),
                        QStringLiteral("invalid unsigned int value '%1'")
                            .arg(QString::fromStdString(mtu.IsScalar() ? mtu.Scalar() : "")));
                e.mtu = v;
            }
            if (const YAML::Node addrs = def["addresses"]) {
                if (!addrs.IsSequence())
                    return definitionError(file, addrs.Mark(), QStringLiteral("expected sequence"));
                for (const YAML::Node &a : addrs) {
                    const QString text = QString::fromStdString(a.IsScalar() ? a.Scalar() : "");
                    if (!validCidr(text))
                        return definitionError(
                            file, a.Mark(),
                            QStringLiteral("malformed address '%1', must be X.X.X.X/NN or X:X:X:X:X:X:X:X/NN")
                                .arg(text));
                    if (!text.contains(QLatin1Char(':')) && !e.addresses.contains(text))
                        e.addresses << text;
                }
            }
        }
    }
    return {};
}

ToolOutput NetplanEmulator::run(SimCluster &cluster, const QString &node, const QStringList &args, bool root)
{
    SimNode *n = cluster.node(node);
    if (!n)
        return ToolOutput::failure(QStringLiteral("unknown node %1\n").arg(node).toUtf8(), 255);
    if (args.isEmpty())
        return ToolOutput::failure(QByteArrayLiteral("You need to specify a command\n"), 1);
    const QString verb = args.first();
    QString rootDir = QStringLiteral("/");
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--root-dir") && i + 1 < args.size())
            rootDir = args[++i];
        else if (args[i].startsWith(QLatin1String("--root-dir=")))
            rootDir = args[i].section(QLatin1Char('='), 1);
    }
    if (verb != QLatin1String("generate") && verb != QLatin1String("apply"))
        return ToolOutput::failure(
            QStringLiteral("netplan: error: argument : invalid choice: '%1'\n").arg(verb).toUtf8(), 2);
    if (!root)
        return ToolOutput::failure(
            QByteArrayLiteral("Permission denied: netplan needs root to write its configuration\n"), 1);
    QMap<QString, NetplanEthernet> ethernets;
    const ToolOutput parsed =
        parse(n->fileSystem(), verb == QLatin1String("apply") ? QStringLiteral("/") : rootDir, &ethernets);
    if (parsed.exitCode != 0 || verb == QLatin1String("generate"))
        return parsed;
    for (auto it = ethernets.cbegin(); it != ethernets.cend(); ++it) {
        if (!n->railByNetdev(it.key()))
            continue; // lo and the management NIC: kept as they are (the session runs over it)
        cluster.setAddresses(node, it.key(), it->addresses);
        if (it->mtu)
            cluster.setMtu(node, it.key(), *it->mtu);
        cluster.setAdminUp(node, it.key(), true);
    }
    return {};
}

} // namespace railyard::sim
