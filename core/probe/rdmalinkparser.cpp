// SPDX-License-Identifier: GPL-3.0-or-later
#include "rdmalinkparser.h"

#include "terminaltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QStringList>

namespace railyard::probe {

namespace {

int lineOfOffset(const QByteArray &bytes, qsizetype offset)
{
    return int(bytes.left(offset).count('\n')) + 1;
}

bool stateIsUp(const QString &state)
{
    return state.compare(QLatin1String("ACTIVE"), Qt::CaseInsensitive) == 0;
}

Result<RdmaNetdevLinks> parseJson(const QString &text)
{
    QJsonParseError error;
    const QByteArray bytes = text.toUtf8();
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return Error{
            QCoreApplication::translate("railyard::probe::RdmaLinkParser", "not rdma -j link output: %1")
                .arg(error.errorString()),
            QString(), lineOfOffset(bytes, error.offset)};
    if (!doc.isArray())
        return Error{QCoreApplication::translate("railyard::probe::RdmaLinkParser",
                                                 "not rdma -j link output: expected a JSON array"),
                     QString(), 1};
    RdmaNetdevLinks result;
    for (const auto &value : doc.array()) {
        const QJsonObject o = value.toObject();
        if (!o.contains(QLatin1String("ifname")) || !o.value(QLatin1String("port")).isDouble())
            return Error{
                QCoreApplication::translate("railyard::probe::RdmaLinkParser",
                                            "not rdma -j link output: an entry lacks ifname or port"),
                QString(), 1};
        RdmaNetdevLink link;
        link.rdmaDevice = o.value(QLatin1String("ifname")).toString();
        link.port = o.value(QLatin1String("port")).toInt();
        link.netdev = o.value(QLatin1String("netdev")).toString();
        link.state = o.value(QLatin1String("state")).toString();
        link.up = stateIsUp(link.state);
        if (o.contains(QLatin1String("physical_state")))
            link.physicalState = o.value(QLatin1String("physical_state")).toString();
        if (o.value(QLatin1String("netdev_index")).isDouble())
            link.netdevIndex = o.value(QLatin1String("netdev_index")).toInt();
        result.links.append(link);
    }
    if (result.links.isEmpty())
        return Error{QCoreApplication::translate("railyard::probe::RdmaLinkParser",
                                                 "rdma -j link output lists no link"),
                     QString(), 1};
    return result;
}

} // namespace

Result<RdmaNetdevLinks> RdmaLinkParser::parse(const QString &text)
{
    const QString json = TerminalText::withoutCommands(text);
    const QString trimmed = json.trimmed();
    if (trimmed.startsWith(QLatin1Char('[')) || trimmed.startsWith(QLatin1Char('{')))
        return parseJson(trimmed.startsWith(QLatin1Char('{')) ? QLatin1Char('[') + trimmed + QLatin1Char(']')
                                                              : json);

    // "link rocep1s0f0/1 state ACTIVE physical_state LINK_UP netdev enp1s0f0np0 "
    static const QRegularExpression head(QStringLiteral(R"(^\s*link\s+(\S+)/(\d+)(?:\s+(.*))?$)"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    RdmaNetdevLinks result;
    int firstLine = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (firstLine == 0 && !line.trimmed().isEmpty())
            firstLine = i + 1;
        if (!line.trimmed().startsWith(QLatin1String("link ")))
            continue;
        const auto m = head.match(line);
        // A "link ..." line of another shape is kept aside; the others are read.
        if (!m.hasMatch()) {
            result.warnings.append({i + 1, line.trimmed(),
                                    QCoreApplication::translate("railyard::probe::RdmaLinkParser",
                                                                "expected 'link DEVICE/PORT state ...'")});
            continue;
        }
        RdmaNetdevLink link;
        link.line = i + 1;
        link.rdmaDevice = m.captured(1);
        link.port = m.captured(2).toInt();
        const QStringList words = m.captured(3).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (int w = 0; w + 1 < words.size(); w += 2) {
            const QString &key = words.at(w);
            const QString value = words.at(w + 1).trimmed();
            if (key == QLatin1String("state"))
                link.state = value;
            else if (key == QLatin1String("physical_state"))
                link.physicalState = value;
            else if (key == QLatin1String("netdev"))
                link.netdev = value;
            else if (key == QLatin1String("netdev_index")) {
                bool ok = false;
                const int index = value.toInt(&ok);
                if (ok)
                    link.netdevIndex = index;
                else
                    result.warnings.append({i + 1, line.trimmed(),
                                            QCoreApplication::translate("railyard::probe::RdmaLinkParser",
                                                                        "netdev_index '%1' is not a number")
                                                .arg(value)});
            }
        }
        if (link.state.isEmpty()) {
            result.warnings.append({i + 1, line.trimmed(),
                                    QCoreApplication::translate("railyard::probe::RdmaLinkParser",
                                                                "rdma link line without a state")});
            continue;
        }
        link.up = stateIsUp(link.state);
        result.links.append(link);
    }
    if (result.links.isEmpty() && !result.warnings.isEmpty())
        return Error{result.warnings.first().reason, QString(), result.warnings.first().line};
    if (result.links.isEmpty())
        return Error{QCoreApplication::translate("railyard::probe::RdmaLinkParser",
                                                 "not rdma link output: no 'link DEVICE/PORT' line"),
                     QString(), firstLine > 0 ? firstLine : 1};
    return result;
}

} // namespace railyard::probe
