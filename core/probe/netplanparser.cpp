// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/netplanparser.h"

#include <QRegularExpression>
#include <yaml-cpp/yaml.h>

namespace railyard::probe {

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

// The candidates a definition selects (netplan's match: every given
// criterion must hold; set-name names the result).
QStringList selected(const YAML::Node &def, const QList<NetplanParser::Netdev> &candidates)
{
    QStringList out;
    if (!def || !def.IsMap())
        return out;
    const YAML::Node match = def["match"];
    if (match && match.IsMap()) {
        const QString name = scalar(match["name"]);
        const QString mac = scalar(match["macaddress"]).toLower();
        const QString driver = scalar(match["driver"]);
        for (const NetplanParser::Netdev &c : candidates) {
            if (!name.isEmpty() && !globMatches(name, c.name))
                continue;
            if (!mac.isEmpty() && (c.mac.isEmpty() || c.mac.toLower() != mac))
                continue;
            if (!driver.isEmpty() && (c.driver.isEmpty() || !globMatches(driver, c.driver)))
                continue;
            if (name.isEmpty() && mac.isEmpty() && driver.isEmpty())
                continue; // an empty match selects nothing that can be named
            out << c.name;
        }
    }
    const QString setName = scalar(def["set-name"]);
    for (const NetplanParser::Netdev &c : candidates) {
        if (c.name == setName && !out.contains(setName))
            out << setName;
    }
    return out;
}

} // namespace

std::optional<QStringList> NetplanParser::definedInterfaces(const QByteArray &content,
                                                            const QList<Netdev> &candidates)
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
                const QStringList sel = selected(it->second, candidates);
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

} // namespace railyard::probe
