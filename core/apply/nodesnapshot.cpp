// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/nodesnapshot.h"

#include "model/port.h"
#include "model/rail.h"

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

QStringList NodeSnapshot::mentionedClusterNetdevs(const QByteArray &content)
{
    // A quoted key may spell the name with escapes ("enp1s0f0np\x30"); a file
    // that defines a cluster netdev must count as mentioning it, or the
    // planner would neither back it up nor move it aside.
    const QStringList defined = definedInterfaces(content).value_or(QStringList{});
    QStringList found;
    for (const QString &name : clusterNetdevs()) {
        if (content.contains(name.toUtf8()) || defined.contains(name))
            found << name;
    }
    return found;
}

std::optional<QStringList> NodeSnapshot::definedInterfaces(const QByteArray &content)
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
                if (!name.isEmpty())
                    names << name;
            }
        }
        return names;
    } catch (const YAML::Exception &) {
        return std::nullopt;
    }
}

} // namespace railyard::apply
