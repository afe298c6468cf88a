// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/nodesnapshot.h"

#include "model/port.h"
#include "model/rail.h"

#include <QRegularExpression>
#include <yaml-cpp/yaml.h>

namespace railyard::apply {

QStringList NodeSnapshot::clusterNetdevs()
{
    QStringList names;
    for (int port = 0; port < 2; ++port) {
        for (int rail = 1; rail <= model::Rail::Count; ++rail)
            names << model::Rail(port, rail).netdev();
    }
    return names;
}

QStringList NodeSnapshot::mentionedClusterNetdevs(const QByteArray &content,
                                                  const inventory::NodeInventory *inventory)
{
    // A quoted key may spell the name with escapes ("enp1s0f0np\x30"); a file
    // that defines a cluster netdev must count as mentioning it, or the
    // planner would neither back it up nor move it aside.
    const QStringList defined = definedInterfaces(content, inventory).value_or(QStringList{});
    QStringList found;
    for (const QString &name : clusterNetdevs()) {
        if (content.contains(name.toUtf8()) || defined.contains(name))
            found << name;
    }
    return found;
}

namespace {

QString scalar(const YAML::Node &n)
{
    return n && n.IsScalar() ? QString::fromStdString(n.as<std::string>()) : QString();
}

bool globMatches(const QString &glob, const QString &value)
{
    const QRegularExpression re(QRegularExpression::wildcardToRegularExpression(glob));
    return re.match(value).hasMatch();
}

// The cluster netdevs a definition selects (netplan's match: every given
// criterion must hold; set-name names the result).
QStringList selected(const YAML::Node &def, const inventory::NodeInventory *inventory)
{
    QStringList out;
    if (!def || !def.IsMap())
        return out;
    const YAML::Node match = def["match"];
    if (match && match.IsMap()) {
        const QString name = scalar(match["name"]);
        const QString mac = scalar(match["macaddress"]).toLower();
        const QString driver = scalar(match["driver"]);
        for (const QString &netdev : NodeSnapshot::clusterNetdevs()) {
            const inventory::NetdevInventory *inv = inventory ? inventory->netdev(netdev) : nullptr;
            if (!name.isEmpty() && !globMatches(name, netdev))
                continue;
            if (!mac.isEmpty() && (!inv || inv->mac.toLower() != mac))
                continue;
            if (!driver.isEmpty() && (!inv || !globMatches(driver, inv->driver)))
                continue;
            if (name.isEmpty() && mac.isEmpty() && driver.isEmpty())
                continue; // an empty match selects nothing Railyard can name
            out << netdev;
        }
    }
    const QString setName = scalar(def["set-name"]);
    if (NodeSnapshot::clusterNetdevs().contains(setName) && !out.contains(setName))
        out << setName;
    return out;
}

} // namespace

std::optional<QStringList> NodeSnapshot::definedInterfaces(const QByteArray &content,
                                                           const inventory::NodeInventory *inventory)
{
    try {
        const YAML::Node root = YAML::Load(content.toStdString());
        QStringList names;
        if (!root || !root.IsMap() || !root["network"])
            return names;
        const YAML::Node network = root["network"];
        for (const char *section : {"ethernets", "bonds", "bridges", "vlans", "wifis"}) {
            const YAML::Node s = network[section];
            if (!s || !s.IsMap())
                continue;
            for (auto it = s.begin(); it != s.end(); ++it) {
                // An empty key names no interface; listed, it would make
                // preflight refuse the file for a "mixed" definition.
                const QString name = QString::fromStdString(it->first.as<std::string>());
                if (name.isEmpty())
                    continue;
                const QStringList sel = selected(it->second, inventory);
                for (const QString &n : sel.isEmpty() ? QStringList{name} : sel) {
                    if (!names.contains(n))
                        names << n;
                }
            }
        }
        return names;
    } catch (const YAML::Exception &) {
        return std::nullopt;
    }
}

} // namespace railyard::apply
