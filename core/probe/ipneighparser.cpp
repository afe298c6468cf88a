// SPDX-License-Identifier: GPL-3.0-or-later
#include "ipneighparser.h"

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
    return QJsonObject{{QStringLiteral("neighbours"), array}};
}

Result<IpNeighResult> IpNeighParser::parse(const QString &input)
{
    const QString text = TerminalText::withoutCommands(input);
    if (!text.trimmed().startsWith(QLatin1Char('[')))
        return Error{
            QCoreApplication::translate("railyard::probe::IpNeighParser",
                                        "not ip -j neigh output: expected a JSON array (run ip -j neigh)"),
            QString(), 1};
    const QByteArray bytes = text.toUtf8();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return Error{
            QCoreApplication::translate("railyard::probe::IpNeighParser", "not ip -j neigh output: %1")
                .arg(error.errorString()),
            QString(), int(bytes.left(error.offset).count('\n')) + 1};
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
