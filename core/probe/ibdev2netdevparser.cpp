// SPDX-License-Identifier: GPL-3.0-or-later
#include "ibdev2netdevparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

namespace railyard::probe {

namespace {

int firstTextLine(const QStringList &lines)
{
    for (int i = 0; i < lines.size(); ++i) {
        if (!lines.at(i).trimmed().isEmpty())
            return i + 1;
    }
    return 1;
}

} // namespace

QJsonObject RdmaNetdevLink::toJson() const
{
    QJsonObject o{{QStringLiteral("rdma_device"), rdmaDevice},
                  {QStringLiteral("port"), port},
                  {QStringLiteral("netdev"), netdev},
                  {QStringLiteral("state"), state},
                  {QStringLiteral("up"), up}};
    if (physicalState)
        o.insert(QStringLiteral("physical_state"), *physicalState);
    if (netdevIndex)
        o.insert(QStringLiteral("netdev_index"), *netdevIndex);
    return o;
}

const RdmaNetdevLink *RdmaNetdevLinks::findByRdmaDevice(const QString &rdmaDevice) const
{
    for (const RdmaNetdevLink &link : links) {
        if (link.rdmaDevice == rdmaDevice)
            return &link;
    }
    return nullptr;
}

const RdmaNetdevLink *RdmaNetdevLinks::findByNetdev(const QString &netdev) const
{
    for (const RdmaNetdevLink &link : links) {
        if (link.netdev == netdev)
            return &link;
    }
    return nullptr;
}

QJsonObject RdmaNetdevLinks::toJson() const
{
    QJsonArray array;
    for (const RdmaNetdevLink &link : links)
        array.append(link.toJson());
    QJsonObject o{{QStringLiteral("links"), array}};
    if (!warnings.isEmpty())
        o[QStringLiteral("warnings")] = ParseWarning::toJson(warnings);
    return o;
}

Result<RdmaNetdevLinks> Ibdev2netdevParser::parse(const QString &text)
{
    // Trailing spaces are real in captured output, hence \s*$ everywhere.
    // A "# note" a person appended after the state is allowed (and dropped).
    static const QRegularExpression plain(
        QStringLiteral(R"(^\s*(\S+)\s+port\s+(\d+)\s+==>\s+(\S+)\s+\(([^)]*)\)\s*(?:#.*)?$)"));
    // -v: "0000:01:00.0 mlx5_0 (MT4129 - NVD...) ... fw 28.45.4028 port 1 (ACTIVE) ==> enp1s0f0np0 (Up)"
    static const QRegularExpression verbose(QStringLiteral(
        R"(^\s*\S+\s+(\S+)\s+\(.*\bport\s+(\d+)\s+\((\w+)\)\s+==>\s+(\S+)\s+\(([^)]*)\)\s*(?:#.*)?$)"));

    const QStringList lines = text.split(QLatin1Char('\n'));
    RdmaNetdevLinks result;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (!line.contains(QLatin1String("==>")))
            continue; // prompts, comments, blank lines between captures
        RdmaNetdevLink link;
        link.line = i + 1;
        if (const auto m = plain.match(line); m.hasMatch()) {
            link.rdmaDevice = m.captured(1);
            link.port = m.captured(2).toInt();
            link.netdev = m.captured(3);
            link.state = m.captured(4).trimmed();
        } else if (const auto v = verbose.match(line); v.hasMatch()) {
            link.rdmaDevice = v.captured(1);
            link.port = v.captured(2).toInt();
            link.netdev = v.captured(4);
            link.state = v.captured(5).trimmed();
        } else {
            result.warnings.append(
                {i + 1, line.trimmed(),
                 QCoreApplication::translate("railyard::probe::Ibdev2netdevParser",
                                             "expected 'DEVICE port N ==> NETDEV (State)', got '%1'")
                     .arg(line.trimmed())});
            continue;
        }
        link.up = link.state.compare(QLatin1String("Up"), Qt::CaseInsensitive) == 0;
        result.links.append(link);
    }
    if (result.links.isEmpty() && !result.warnings.isEmpty())
        return Error{result.warnings.first().reason, QString(), result.warnings.first().line};
    if (result.links.isEmpty())
        return Error{
            QCoreApplication::translate("railyard::probe::Ibdev2netdevParser",
                                        "not ibdev2netdev output: no 'DEVICE port N ==> NETDEV' line"),
            QString(), firstTextLine(lines)};
    return result;
}

} // namespace railyard::probe
