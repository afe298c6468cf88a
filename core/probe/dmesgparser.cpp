// SPDX-License-Identifier: GPL-3.0-or-later
#include "dmesgparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>
#include <algorithm>

namespace railyard::probe {

namespace {

struct LogicalLine
{
    QString text;
    std::optional<double> timestamp;
    int line = 0; // where the message starts
};

template <typename T> void putOptional(QJsonObject &o, const char *key, const std::optional<T> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

template <typename T> QJsonArray toArray(const QList<T> &items)
{
    QJsonArray array;
    for (const T &item : items)
        array.append(item.toJson());
    return array;
}

} // namespace

QJsonObject DmesgPcieBandwidth::toJson() const
{
    QJsonObject o{{QStringLiteral("pci_address"), pciAddress},
                  {QStringLiteral("available_gbps"), availableGbps},
                  {QStringLiteral("speed_gts"), speedGts},
                  {QStringLiteral("width"), width},
                  {QStringLiteral("line"), line}};
    putOptional(o, "limited_by", limitedBy);
    putOptional(o, "capable_gbps", capableGbps);
    putOptional(o, "capable_speed_gts", capableSpeedGts);
    putOptional(o, "capable_width", capableWidth);
    putOptional(o, "timestamp", timestamp);
    return o;
}

QJsonObject DmesgPowerNotice::toJson() const
{
    QJsonObject o{{QStringLiteral("pci_address"), pciAddress},
                  {QStringLiteral("sufficient"), sufficient},
                  {QStringLiteral("line"), line}};
    putOptional(o, "watts", watts);
    putOptional(o, "timestamp", timestamp);
    return o;
}

QJsonObject DmesgLinkEvent::toJson() const
{
    QJsonObject o{{QStringLiteral("pci_address"), pciAddress},
                  {QStringLiteral("netdev"), netdev},
                  {QStringLiteral("up"), up},
                  {QStringLiteral("line"), line}};
    putOptional(o, "timestamp", timestamp);
    return o;
}

QJsonObject DmesgResult::toJson() const
{
    QJsonObject o{{QStringLiteral("pcie_bandwidth"), toArray(pcieBandwidth)},
                  {QStringLiteral("power_notices"), toArray(powerNotices)},
                  {QStringLiteral("link_events"), toArray(linkEvents)}};
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<DmesgResult> DmesgParser::parse(const QString &text)
{
    static const QRegularExpression stamp(QStringLiteral(R"(^\s*\[\s*(\d+(?:\.\d+)?)\]\s*)"));
#define RY_PCI R"(([0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]))"
    // drivers/pci/pci.c __pcie_print_link_status(), both forms
    static const QRegularExpression bandwidth(QStringLiteral(
        R"(mlx5_core\s+)" RY_PCI R"(:\s+([\d.]+) Gb/s available PCIe bandwidth)"
        R"((?:, limited by ([\d.]+) GT/s PCIe x(\d+) link at )" RY_PCI
        R"( \(capable of ([\d.]+) Gb/s with ([\d.]+) GT/s PCIe x(\d+) link\)| \(([\d.]+) GT/s PCIe x(\d+) link\)))"));
    static const QRegularExpression power(QStringLiteral(
        R"(mlx5_core\s+)" RY_PCI R"(:.*(?:Detected (insufficient|sufficient) power on the PCIe slot|)"
        R"(PCIe slot advertised (sufficient) power)(?:\s*\((\d+)W\))?)"));
    static const QRegularExpression link(
        QStringLiteral(R"(mlx5_core\s+)" RY_PCI R"(\s+([^\s:]+):\s+Link (up|down)\b)"));
#undef RY_PCI

    // A message wrapped onto an indented line (as web pages do) continues
    // the previous one; an indented line with its own timestamp does not.
    const QStringList lines = text.split(QLatin1Char('\n'));
    QList<LogicalLine> logical;
    int firstLine = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &raw = lines.at(i);
        if (raw.trimmed().isEmpty())
            continue;
        if (firstLine == 0)
            firstLine = i + 1;
        const auto s = stamp.match(raw);
        if (!s.hasMatch() && raw.at(0).isSpace() && !logical.isEmpty()) {
            logical.last().text += QLatin1Char(' ') + raw.trimmed();
            continue;
        }
        LogicalLine entry;
        entry.line = i + 1;
        if (s.hasMatch()) {
            entry.timestamp = s.captured(1).toDouble();
            entry.text = raw.mid(s.capturedLength()).trimmed();
        } else {
            entry.text = raw.trimmed();
        }
        logical.append(entry);
    }

    DmesgResult result;
    for (const LogicalLine &entry : logical) {
        if (!entry.text.contains(QLatin1String("mlx5")))
            continue;
        if (const auto b = bandwidth.match(entry.text); b.hasMatch()) {
            DmesgPcieBandwidth event;
            event.pciAddress = b.captured(1);
            event.availableGbps = b.captured(2).toDouble();
            if (!b.captured(3).isEmpty()) {
                event.speedGts = b.captured(3).toDouble();
                event.width = b.captured(4).toInt();
                event.limitedBy = b.captured(5);
                event.capableGbps = b.captured(6).toDouble();
                event.capableSpeedGts = b.captured(7).toDouble();
                event.capableWidth = b.captured(8).toInt();
            } else {
                event.speedGts = b.captured(9).toDouble();
                event.width = b.captured(10).toInt();
            }
            event.timestamp = entry.timestamp;
            event.line = entry.line;
            result.pcieBandwidth.append(event);
        } else if (entry.text.contains(QLatin1String("available PCIe bandwidth"))) {
            result.warnings.append({entry.line, entry.text,
                                    QCoreApplication::translate("railyard::probe::DmesgParser",
                                                                "unrecognised PCIe bandwidth message")});
        } else if (const auto p = power.match(entry.text); p.hasMatch()) {
            DmesgPowerNotice notice;
            notice.pciAddress = p.captured(1);
            notice.sufficient = p.captured(2) == QLatin1String("sufficient") || !p.captured(3).isEmpty();
            if (!p.captured(4).isEmpty())
                notice.watts = p.captured(4).toInt();
            notice.timestamp = entry.timestamp;
            notice.line = entry.line;
            result.powerNotices.append(notice);
        } else if (const auto l = link.match(entry.text); l.hasMatch()) {
            DmesgLinkEvent event;
            event.pciAddress = l.captured(1);
            event.netdev = l.captured(2);
            event.up = l.captured(3) == QLatin1String("up");
            event.timestamp = entry.timestamp;
            event.line = entry.line;
            result.linkEvents.append(event);
        }
    }
    const bool nothing =
        result.pcieBandwidth.isEmpty() && result.powerNotices.isEmpty() && result.linkEvents.isEmpty();
    if (nothing && !result.warnings.isEmpty())
        return Error{QCoreApplication::translate("railyard::probe::DmesgParser",
                                                 "unrecognised PCIe bandwidth message: '%1'")
                         .arg(result.warnings.first().text),
                     QString(), result.warnings.first().line};
    // A kernel log with nothing from mlx5 in it is a reading, not garbage:
    // on a machine up for weeks the ring buffer has long dropped the boot
    // messages (found reading a real host's dmesg of 2500 lines). Only
    // text that is no kernel log at all (no timestamp, no journal "kernel:"
    // line) is an error, so a wrong file still says so.
    const bool kernelLog = std::any_of(logical.cbegin(), logical.cend(), [](const LogicalLine &l) {
        return l.timestamp.has_value() || l.text.contains(QLatin1String(" kernel: "));
    });
    if (nothing && !kernelLog)
        return Error{QCoreApplication::translate("railyard::probe::DmesgParser",
                                                 "not a kernel log: no timestamped line and no mlx5 "
                                                 "PCIe bandwidth, power or link message"),
                     QString(), firstLine > 0 ? firstLine : 1};
    return result;
}

} // namespace railyard::probe
