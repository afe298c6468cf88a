// SPDX-License-Identifier: GPL-3.0-or-later
#include "ethtoollinkparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace railyard::probe {

namespace {

void putOptional(QJsonObject &o, const char *key, const std::optional<QString> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

void putOptional(QJsonObject &o, const char *key, const std::optional<bool> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

QStringList modeList(const QString &value)
{
    if (value.compare(QLatin1String("Not reported"), Qt::CaseInsensitive) == 0)
        return {};
    return value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

struct Block
{
    EthtoolLinkSettings settings;
    bool hasFields = false;
};

} // namespace

QJsonObject EthtoolLinkSettings::toJson() const
{
    QJsonObject o{{QStringLiteral("interface"), interface},
                  {QStringLiteral("supported_ports"), QJsonArray::fromStringList(supportedPorts)},
                  {QStringLiteral("supported_link_modes"), QJsonArray::fromStringList(supportedLinkModes)},
                  {QStringLiteral("advertised_link_modes"), QJsonArray::fromStringList(advertisedLinkModes)},
                  {QStringLiteral("supported_fec_modes"), QJsonArray::fromStringList(supportedFecModes)},
                  {QStringLiteral("advertised_fec_modes"), QJsonArray::fromStringList(advertisedFecModes)}};
    if (speedMbps)
        o.insert(QStringLiteral("speed_mbps"), *speedMbps);
    if (lanes)
        o.insert(QStringLiteral("lanes"), *lanes);
    putOptional(o, "duplex", duplex);
    putOptional(o, "link_detected", linkDetected);
    putOptional(o, "link_ext_state", linkExtState);
    putOptional(o, "link_ext_substate", linkExtSubstate);
    putOptional(o, "auto_negotiation", autoNegotiation);
    putOptional(o, "port", port);
    putOptional(o, "transceiver", transceiver);
    return o;
}

const EthtoolLinkSettings *EthtoolLinkResult::last(const QString &interface) const
{
    for (auto it = interfaces.crbegin(); it != interfaces.crend(); ++it) {
        if (it->interface == interface)
            return &*it;
    }
    return nullptr;
}

QJsonObject EthtoolLinkResult::toJson() const
{
    QJsonArray array;
    for (const EthtoolLinkSettings &settings : interfaces)
        array.append(settings.toJson());
    QJsonObject o{{QStringLiteral("interfaces"), array}};
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<EthtoolLinkResult> EthtoolLinkParser::parse(const QString &text)
{
    static const QRegularExpression settingsFor(QStringLiteral(R"(Settings for ([^\s:]+):)"));
    // The command line of a capture names the interface even when grep
    // removed the "Settings for" header.
    static const QRegularExpression command(
        QStringLiteral(R"((?:^|[\s$#])ethtool\s+([A-Za-z0-9][\w.@:-]*))"));
    static const QRegularExpression keyValue(
        QStringLiteral(R"(^\s*([A-Za-z][A-Za-z0-9 /-]*?):\s*(.*?)\s*$)"));
    static const QRegularExpression speedValue(QStringLiteral(R"(^(\d+)\s*Mb/s$)"));
    static const QRegularExpression detectedValue(
        QStringLiteral(R"(^(yes|no)(?:\s*\(([^,)]*)(?:,\s*([^)]*))?\))?$)"),
        QRegularExpression::CaseInsensitiveOption);

    const QStringList lines = text.split(QLatin1Char('\n'));
    QList<Block> blocks;
    QList<ParseWarning> warnings;
    QString listKey; // the multi-line key a bare continuation line extends
    int firstLine = 0;

    const auto startBlock = [&](const QString &interface, int lineNo) {
        if (!blocks.isEmpty() && !blocks.last().hasFields &&
            (blocks.last().settings.interface.isEmpty() || blocks.last().settings.interface == interface)) {
            blocks.last().settings.interface = interface;
            return;
        }
        Block block;
        block.settings.interface = interface;
        block.settings.line = lineNo;
        blocks.append(block);
    };
    const auto current = [&](int lineNo) -> Block & {
        if (blocks.isEmpty())
            startBlock(QString(), lineNo);
        blocks.last().hasFields = true;
        return blocks.last();
    };

    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const int lineNo = i + 1;
        if (line.trimmed().isEmpty()) {
            listKey.clear();
            continue;
        }
        if (firstLine == 0)
            firstLine = lineNo;
        if (const auto m = settingsFor.match(line); m.hasMatch()) {
            startBlock(m.captured(1), lineNo);
            listKey.clear();
            continue;
        }
        const auto kv = keyValue.match(line);
        if (!kv.hasMatch()) {
            if (const auto c = command.match(line); c.hasMatch()) {
                startBlock(c.captured(1), lineNo);
                listKey.clear();
            } else if (!listKey.isEmpty() && line.at(0).isSpace()) {
                EthtoolLinkSettings &s = current(lineNo).settings;
                const QStringList more = modeList(line.trimmed());
                if (listKey == QLatin1String("Supported link modes"))
                    s.supportedLinkModes += more;
                else
                    s.advertisedLinkModes += more;
            } else {
                listKey.clear();
            }
            continue;
        }
        const QString key = kv.captured(1);
        const QString value = kv.captured(2);
        listKey.clear();
        // A known key with a value this parser cannot read is kept aside;
        // the block goes on with its other lines.
        const auto badValue = [&]() {
            warnings.append({lineNo, line.trimmed(),
                             QCoreApplication::translate("railyard::probe::EthtoolLinkParser",
                                                         "unexpected value '%1' for '%2'")
                                 .arg(value, key)});
        };
        const auto yesNo = [&](const char *yes, const char *no) -> std::optional<bool> {
            if (value.compare(QLatin1String(yes), Qt::CaseInsensitive) == 0)
                return true;
            if (value.compare(QLatin1String(no), Qt::CaseInsensitive) == 0)
                return false;
            return std::nullopt;
        };

        if (key == QLatin1String("Speed")) {
            if (!blocks.isEmpty() && blocks.last().settings.speedMbps) {
                Block next;
                next.settings.interface = blocks.last().settings.interface;
                next.settings.line = lineNo;
                blocks.append(next);
            }
            const auto m = speedValue.match(value);
            if (m.hasMatch()) {
                bool ok = false;
                const qint64 speed = m.captured(1).toLongLong(&ok);
                if (ok)
                    current(lineNo).settings.speedMbps = speed;
                else
                    badValue();
            } else if (value.startsWith(QLatin1String("Unknown"), Qt::CaseInsensitive)) {
                current(lineNo); // a known line with no speed: the link is down
            } else {
                badValue();
            }
        } else if (key == QLatin1String("Lanes")) {
            bool ok = false;
            const int lanes = value.toInt(&ok);
            if (!ok || lanes < 0)
                badValue();
            else
                current(lineNo).settings.lanes = lanes;
        } else if (key == QLatin1String("Duplex")) {
            current(lineNo).settings.duplex = value;
        } else if (key == QLatin1String("Link detected")) {
            const auto m = detectedValue.match(value);
            if (!m.hasMatch()) {
                badValue();
            } else {
                EthtoolLinkSettings &s = current(lineNo).settings;
                s.linkDetected = m.captured(1).compare(QLatin1String("yes"), Qt::CaseInsensitive) == 0;
                if (!m.captured(2).trimmed().isEmpty())
                    s.linkExtState = m.captured(2).trimmed();
                if (!m.captured(3).trimmed().isEmpty())
                    s.linkExtSubstate = m.captured(3).trimmed();
            }
        } else if (key == QLatin1String("Auto-negotiation")) {
            const auto autoneg = yesNo("on", "off");
            if (!autoneg)
                badValue();
            else
                current(lineNo).settings.autoNegotiation = autoneg;
        } else if (key == QLatin1String("Port")) {
            current(lineNo).settings.port = value;
        } else if (key == QLatin1String("Transceiver")) {
            current(lineNo).settings.transceiver = value;
        } else if (key == QLatin1String("Supported ports")) {
            QString ports = value;
            ports.remove(QLatin1Char('[')).remove(QLatin1Char(']'));
            current(lineNo).settings.supportedPorts = ports.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        } else if (key == QLatin1String("Supported link modes")) {
            current(lineNo).settings.supportedLinkModes = modeList(value);
            listKey = key;
        } else if (key == QLatin1String("Advertised link modes")) {
            current(lineNo).settings.advertisedLinkModes = modeList(value);
            listKey = key;
        } else if (key == QLatin1String("Supported FEC modes")) {
            current(lineNo).settings.supportedFecModes = modeList(value);
        } else if (key == QLatin1String("Advertised FEC modes")) {
            current(lineNo).settings.advertisedFecModes = modeList(value);
        }
    }

    EthtoolLinkResult result;
    result.warnings = warnings;
    for (const Block &block : blocks) {
        if (block.hasFields)
            result.interfaces.append(block.settings);
    }
    // Nothing readable, but a known key with a bad value: name that line.
    if (result.interfaces.isEmpty() && !warnings.isEmpty())
        return Error{warnings.first().reason, QString(), warnings.first().line};
    if (result.interfaces.isEmpty())
        return Error{
            QCoreApplication::translate("railyard::probe::EthtoolLinkParser",
                                        "not ethtool output: no Speed, Duplex or Link detected line"),
            QString(), firstLine > 0 ? firstLine : 1};
    return result;
}

} // namespace railyard::probe
