// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/netplanparser.h"

#include <QRegularExpression>
#include <functional>
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

namespace {

// Calls `visit` with the interfaces each definition stands for and the
// definition itself; false if the content is not YAML.
bool forEachDefinition(const QByteArray &content, const QList<NetplanParser::Netdev> &candidates,
                       const std::function<void(const QStringList &, const YAML::Node &)> &visit)
{
    try {
        const YAML::Node root = YAML::Load(content.toStdString());
        if (!root || !root.IsMap() || !root["network"])
            return true;
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
                visit(sel.isEmpty() ? QStringList{name} : sel, it->second);
            }
        }
        return true;
    } catch (const YAML::Exception &) {
        return false;
    }
}

} // namespace

std::optional<QStringList> NetplanParser::definedInterfaces(const QByteArray &content,
                                                            const QList<Netdev> &candidates)
{
    QStringList names;
    const bool yaml = forEachDefinition(content, candidates, [&](const QStringList &ids, const YAML::Node &) {
        for (const QString &n : ids) {
            if (!names.contains(n))
                names << n;
        }
    });
    return yaml ? std::optional<QStringList>(names) : std::nullopt;
}

std::optional<QStringList> NetplanParser::withoutMtu(const QByteArray &content,
                                                     const QList<Netdev> &candidates)
{
    QStringList names;
    const bool yaml =
        forEachDefinition(content, candidates, [&](const QStringList &ids, const YAML::Node &def) {
            if (def && def.IsMap() && def["mtu"])
                return;
            for (const QString &n : ids) {
                if (!names.contains(n))
                    names << n;
            }
        });
    return yaml ? std::optional<QStringList>(names) : std::nullopt;
}

} // namespace railyard::probe
