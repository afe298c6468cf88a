// SPDX-License-Identifier: GPL-3.0-or-later
#include "lspciparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

namespace railyard::probe {

namespace {

// lspci leaves out the domain when every device is in domain 0; the DGX
// Spark has domain 0002 as well, so addresses are kept in the long form.
QString withDomain(const QString &address)
{
    const QString lower = address.toLower();
    return lower.count(QLatin1Char(':')) == 1 ? QStringLiteral("0000:") + lower : lower;
}

Result<PciLink> parseLink(const QString &value, int lineNo)
{
    static const QRegularExpression speed(QStringLiteral(R"(\bSpeed\s+(?:([\d.]+)GT/s|(unknown)))"));
    static const QRegularExpression width(QStringLiteral(R"(\bWidth\s+x(\d+))"));
    PciLink link;
    const auto s = speed.match(value);
    const auto w = width.match(value);
    if (!s.hasMatch() && !w.hasMatch())
        return Error{QCoreApplication::translate("railyard::probe::LspciParser",
                                                 "expected 'Speed NGT/s, Width xN', got '%1'")
                         .arg(value.trimmed()),
                     QString(), lineNo};
    if (s.hasMatch() && !s.captured(1).isEmpty()) {
        bool ok = false;
        const double gts = s.captured(1).toDouble(&ok);
        if (!ok)
            return Error{QCoreApplication::translate("railyard::probe::LspciParser", "bad link speed '%1'")
                             .arg(s.captured(1)),
                         QString(), lineNo};
        link.speedGts = gts;
    }
    if (w.hasMatch())
        link.width = w.captured(1).toInt();
    link.downgraded = value.contains(QLatin1String("downgraded"));
    return link;
}

} // namespace

QJsonObject PciLink::toJson() const
{
    QJsonObject o{{QStringLiteral("downgraded"), downgraded}};
    if (speedGts)
        o.insert(QStringLiteral("speed_gts"), *speedGts);
    if (width)
        o.insert(QStringLiteral("width"), *width);
    return o;
}

QJsonObject LspciDevice::toJson() const
{
    QJsonObject o{{QStringLiteral("address"), address}, {QStringLiteral("description"), description}};
    if (linkCap)
        o.insert(QStringLiteral("lnk_cap"), linkCap->toJson());
    if (linkSta)
        o.insert(QStringLiteral("lnk_sta"), linkSta->toJson());
    return o;
}

const LspciDevice *LspciResult::find(const QString &address) const
{
    const QString wanted = withDomain(address);
    for (const LspciDevice &device : devices) {
        if (device.address == wanted)
            return &device;
    }
    return nullptr;
}

QJsonObject LspciResult::toJson() const
{
    QJsonArray array;
    for (const LspciDevice &device : devices)
        array.append(device.toJson());
    QJsonObject o{{QStringLiteral("devices"), array}};
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<LspciResult> LspciParser::parse(const QString &text)
{
    static const QRegularExpression device(
        QStringLiteral(R"(^((?:[0-9a-fA-F]{4}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7])\s+(.+?)\s*$)"));
    static const QRegularExpression selector(
        QStringLiteral(R"(\blspci\b.*\s-s\s*((?:[0-9a-fA-F]{4}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]))"));
    static const QRegularExpression linkLine(QStringLiteral(R"(^\s*(LnkCap|LnkSta):\s*(.*)$)"));

    const QStringList lines = text.split(QLatin1Char('\n'));
    LspciResult result;
    int current = -1; // index into result.devices
    QString selected; // "-s ADDR" of the last lspci command line
    int firstLine = 0;

    const auto deviceIndex = [&](const QString &address) {
        for (int d = 0; d < result.devices.size(); ++d) {
            if (result.devices.at(d).address == address)
                return d;
        }
        LspciDevice created;
        created.address = address;
        result.devices.append(created);
        return int(result.devices.size() - 1);
    };

    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const int lineNo = i + 1;
        if (line.trimmed().isEmpty())
            continue;
        if (firstLine == 0)
            firstLine = lineNo;
        if (const auto sel = selector.match(line); sel.hasMatch()) {
            selected = withDomain(sel.captured(1));
            current = -1;
            continue;
        }
        if (const auto d = device.match(line); d.hasMatch()) {
            current = deviceIndex(withDomain(d.captured(1)));
            result.devices[current].description = d.captured(2);
            continue;
        }
        const auto l = linkLine.match(line);
        if (!l.hasMatch())
            continue; // other lspci -vv detail, sysfs values, prompts
        Result<PciLink> link = parseLink(l.captured(2), lineNo);
        if (!link) {
            result.warnings.append({lineNo, line.trimmed(), link.error().message});
            continue;
        }
        if (current < 0)
            current = deviceIndex(selected);
        if (l.captured(1) == QLatin1String("LnkCap"))
            result.devices[current].linkCap = *link;
        else
            result.devices[current].linkSta = *link;
    }
    if (result.devices.isEmpty() && !result.warnings.isEmpty())
        return Error{result.warnings.first().reason, QString(), result.warnings.first().line};
    if (result.devices.isEmpty())
        return Error{
            QCoreApplication::translate("railyard::probe::LspciParser",
                                        "not lspci output: no device line and no LnkCap/LnkSta line"),
            QString(), firstLine > 0 ? firstLine : 1};
    return result;
}

} // namespace railyard::probe
