// SPDX-License-Identifier: GPL-3.0-or-later
#include "ipneighparser.h"

#include "ipaddresstext.h"
#include "terminaltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace railyard::probe {

QJsonObject IpNeighbour::toJson() const
{
    QJsonObject o{{QStringLiteral("dst"), dst},
                  {QStringLiteral("state"), QJsonArray::fromStringList(state)},
                  {QStringLiteral("router"), router}};
    if (dev)
        o.insert(QStringLiteral("dev"), *dev);
    if (lladdr)
        o.insert(QStringLiteral("lladdr"), *lladdr);
    return o;
}

QJsonObject IpNeighResult::toJson() const
{
    QJsonArray array;
    for (const IpNeighbour &neighbour : neighbours)
        array.append(neighbour.toJson());
    QJsonObject o{{QStringLiteral("neighbours"), array}};
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

namespace {

// The text form, as iproute2's print_neigh() writes it: the destination,
// then "dev X", "lladdr Y", flags (router, proxy, extern_learn, offload,
// managed, extern_valid), "used a/b/c", "probes N", and the NUD states.
Result<IpNeighResult> parseText(const QString &text)
{
    static const QStringList states{
        QStringLiteral("INCOMPLETE"), QStringLiteral("REACHABLE"), QStringLiteral("STALE"),
        QStringLiteral("DELAY"),      QStringLiteral("PROBE"),     QStringLiteral("FAILED"),
        QStringLiteral("NOARP"),      QStringLiteral("PERMANENT"), QStringLiteral("NONE")};
    static const QStringList flags{QStringLiteral("proxy"), QStringLiteral("extern_learn"),
                                   QStringLiteral("offload"), QStringLiteral("managed"),
                                   QStringLiteral("extern_valid")};
    static const QStringList withValue{QStringLiteral("used"), QStringLiteral("probes"),
                                       QStringLiteral("vrf"), QStringLiteral("protocol"),
                                       QStringLiteral("nomaster")};
    IpNeighResult result;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QStringList words = lines.at(i).simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.size() < 2)
            continue;
        const QString &dst = words.first();
        if (!IpAddressText::isAddress(dst, IpAddressText::Suffix::Scope))
            continue; // a prompt, a heading, a note a person added
        IpNeighbour n;
        n.dst = dst;
        QStringList unknown;
        for (int w = 1; w < words.size(); ++w) {
            const QString &word = words.at(w);
            if (word == QLatin1String("dev") && w + 1 < words.size())
                n.dev = words.at(++w);
            else if (word == QLatin1String("lladdr") && w + 1 < words.size())
                n.lladdr = words.at(++w);
            else if (word == QLatin1String("router"))
                n.router = true;
            else if (states.contains(word))
                n.state.append(word);
            else if (flags.contains(word))
                continue;
            else if (withValue.contains(word))
                ++w;
            else
                unknown.append(word);
        }
        // An address followed by words that are none of these is prose
        // that happens to start with an address.
        if (n.state.isEmpty() && !n.dev && !n.lladdr)
            continue;
        if (!unknown.isEmpty()) {
            result.warnings.append(
                {i + 1, lines.at(i).trimmed(),
                 QCoreApplication::translate("railyard::probe::IpNeighParser", "unknown word(s) '%1' ignored")
                     .arg(unknown.join(QLatin1Char(' ')))});
        }
        result.neighbours.append(n);
    }
    if (result.neighbours.isEmpty())
        return Error{
            QCoreApplication::translate("railyard::probe::IpNeighParser",
                                        "not ip neigh output: no 'ADDRESS dev IFACE lladdr MAC STATE' "
                                        "line and no ip -j neigh JSON array"),
            QString(), 1};
    return result;
}

} // namespace

Result<IpNeighResult> IpNeighParser::parse(const QString &input)
{
    const QString text = TerminalText::withoutCommands(input);
    if (!text.trimmed().startsWith(QLatin1Char('[')))
        return parseText(input);
    const QByteArray bytes = text.toUtf8();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        // "[user@host ~]$ ip neigh" opens with a bracket too.
        if (auto asText = parseText(input))
            return asText;
        return Error{
            QCoreApplication::translate("railyard::probe::IpNeighParser", "not ip -j neigh output: %1")
                .arg(error.errorString()),
            QString(), int(bytes.left(error.offset).count('\n')) + 1};
    }
    IpNeighResult result;
    for (const auto &value : doc.array()) {
        const QJsonObject o = value.toObject();
        if (!o.value(QLatin1String("dst")).isString())
            return Error{QCoreApplication::translate("railyard::probe::IpNeighParser",
                                                     "not ip -j neigh output: an entry lacks dst"),
                         QString(), 1};
        IpNeighbour neighbour;
        neighbour.dst = o.value(QLatin1String("dst")).toString();
        if (o.value(QLatin1String("dev")).isString())
            neighbour.dev = o.value(QLatin1String("dev")).toString();
        if (o.value(QLatin1String("lladdr")).isString())
            neighbour.lladdr = o.value(QLatin1String("lladdr")).toString();
        for (const auto &state : o.value(QLatin1String("state")).toArray())
            neighbour.state.append(state.toString());
        // ip prints "router": null, so the key itself is the flag.
        neighbour.router = o.contains(QLatin1String("router"));
        result.neighbours.append(neighbour);
    }
    return result;
}

} // namespace railyard::probe
