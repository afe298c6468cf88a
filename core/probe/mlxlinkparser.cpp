// SPDX-License-Identifier: GPL-3.0-or-later
#include "mlxlinkparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <cmath>

namespace railyard::probe {

namespace {

// Largest integer a JSON number (an IEEE double) holds exactly.
constexpr quint64 kMaxExactJsonInteger = quint64(1) << 53;

// A longer "key" is prose from a notes page, not an mlxlink field.
constexpr int kMaxKeyLength = 48;

QJsonValue counterToJson(quint64 value)
{
    if (value <= kMaxExactJsonInteger)
        return QJsonValue(qint64(value));
    return QJsonValue(QString::number(value));
}

bool notAvailable(const QString &value)
{
    return value.isEmpty() || value.compare(QLatin1String("N/A"), Qt::CaseInsensitive) == 0;
}

std::optional<QString> text(const QString &value)
{
    if (notAvailable(value))
        return std::nullopt;
    return value;
}

// Lane rate in Gb/s of an InfiniBand speed name.
std::optional<double> ibLaneRate(const QString &name)
{
    static const QMap<QString, double> rates{
        {QStringLiteral("SDR"), 2.5},    {QStringLiteral("DDR"), 5.0},   {QStringLiteral("QDR"), 10.0},
        {QStringLiteral("FDR10"), 10.0}, {QStringLiteral("FDR"), 14.0},  {QStringLiteral("EDR"), 25.0},
        {QStringLiteral("HDR"), 50.0},   {QStringLiteral("NDR"), 100.0}, {QStringLiteral("XDR"), 200.0},
    };
    const auto it = rates.constFind(name.toUpper());
    if (it == rates.cend())
        return std::nullopt;
    return *it;
}

// mlxlink adds speed names with new hardware, so a name it does not know
// leaves the rate out instead of failing the whole capture.
std::optional<double> speedGbps(const QString &speed, std::optional<int> width)
{
    static const QRegularExpression eth(
        QStringLiteral(R"(^(\d+(?:\.\d+)?)\s*([GM])(?:bE|b/s|bps)?(?:_\d+X)?$)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression ib(QStringLiteral(R"(^(?:IB-)?([A-Z]{3}(?:10)?)$)"),
                                       QRegularExpression::CaseInsensitiveOption);
    if (const auto m = eth.match(speed); m.hasMatch()) {
        const double value = m.captured(1).toDouble();
        return m.captured(2).compare(QLatin1String("M"), Qt::CaseInsensitive) == 0 ? value / 1000.0 : value;
    }
    if (const auto m = ib.match(speed); m.hasMatch() && width) {
        if (const auto lane = ibLaneRate(m.captured(1)))
            return *lane * *width;
    }
    return std::nullopt;
}

// `expected` is a QT_TRANSLATE_NOOP in the parser's context.
Error valueError(const QString &key, const QString &value, const char *expected, int lineNo)
{
    return Error{
        QCoreApplication::translate("railyard::probe::MlxlinkParser", "'%1' has a value that is not %2: '%3'")
            .arg(key, QCoreApplication::translate("railyard::probe::MlxlinkParser", expected), value),
        QString(), lineNo};
}

Result<std::optional<quint64>> counter(const QString &key, const QString &value, int lineNo)
{
    if (notAvailable(value))
        return std::optional<quint64>();
    bool ok = false;
    const quint64 n = value.toULongLong(&ok);
    if (!ok)
        return valueError(key, value,
                          QT_TRANSLATE_NOOP("railyard::probe::MlxlinkParser", "a 64-bit unsigned integer"),
                          lineNo);
    return std::optional<quint64>(n);
}

Result<std::optional<double>> ber(const QString &key, const QString &value, int lineNo)
{
    if (notAvailable(value))
        return std::optional<double>();
    bool ok = false;
    const double d = value.toDouble(&ok);
    if (!ok || !std::isfinite(d) || d < 0 || d > 1)
        return valueError(
            key, value, QT_TRANSLATE_NOOP("railyard::probe::MlxlinkParser", "a bit error ratio such as 1E-8"),
            lineNo);
    return std::optional<double>(d);
}

// Keys only mlxlink prints; "State : Active" alone could be any tool.
bool isMlxlinkKey(const QString &lowerKey)
{
    static const QSet<QString> keys{
        QStringLiteral("physical state"),
        QStringLiteral("loopback mode"),
        QStringLiteral("status opcode"),
        QStringLiteral("group opcode"),
        QStringLiteral("recommendation"),
        QStringLiteral("amber version"),
        QStringLiteral("mft version"),
        QStringLiteral("raw physical ber"),
        QStringLiteral("effective physical ber"),
        QStringLiteral("effective physical errors"),
        QStringLiteral("raw physical errors per lane"),
        QStringLiteral("symbol ber"),
        QStringLiteral("link error recovery counter"),
    };
    return keys.contains(lowerKey);
}

bool isMlxlinkSection(const QString &title)
{
    static const QSet<QString> titles{
        QStringLiteral("Operational Info"),
        QStringLiteral("Supported Info"),
        QStringLiteral("Troubleshooting Info"),
        QStringLiteral("Tool Information"),
        QStringLiteral("Physical Counters and BER Info"),
    };
    return titles.contains(title);
}

// The PCIe and module sections reuse names such as "Speed" for other things.
bool isLinkSection(const QString &section)
{
    return !section.startsWith(QLatin1String("PCIe"), Qt::CaseInsensitive) &&
           !section.startsWith(QLatin1String("Module"), Qt::CaseInsensitive);
}

Result<void> applyTypedField(MlxlinkDevice &device, const QString &key, const QString &value, int lineNo)
{
    static const QRegularExpression widthValue(QStringLiteral(R"(^(?:(\d+)\s*[xX]|[xX](\d+))$)"));
    static const QRegularExpression sinceClear(QStringLiteral(R"(^time since last clear\s*(?:\[(\w+)\])?$)"));
    static const QRegularExpression mftPrefix(QStringLiteral(R"(^mft\s+)"),
                                              QRegularExpression::CaseInsensitiveOption);
    const QString k = key.toLower();

    const auto setCounter = [&](std::optional<quint64> &member) -> Result<void> {
        auto n = counter(key, value, lineNo);
        if (!n)
            return n.error();
        member = *n;
        return {};
    };
    const auto setBer = [&](std::optional<double> &member,
                            std::optional<QString> &textMember) -> Result<void> {
        auto d = ber(key, value, lineNo);
        if (!d)
            return d.error();
        member = *d;
        textMember = text(value);
        return {};
    };

    if (k == QLatin1String("state")) {
        device.state = text(value);
    } else if (k == QLatin1String("physical state")) {
        device.physicalState = text(value);
    } else if (k == QLatin1String("speed")) {
        device.speed = text(value);
    } else if (k == QLatin1String("width")) {
        if (notAvailable(value)) {
            device.width.reset();
        } else {
            const auto m = widthValue.match(value);
            if (!m.hasMatch())
                return valueError(
                    key, value,
                    QT_TRANSLATE_NOOP("railyard::probe::MlxlinkParser", "a lane count such as 4x"), lineNo);
            device.width = (m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)).toInt();
        }
    } else if (k == QLatin1String("fec")) {
        device.fec = text(value);
    } else if (k == QLatin1String("raw physical ber")) {
        return setBer(device.rawBer, device.rawBerText);
    } else if (k == QLatin1String("effective physical ber")) {
        return setBer(device.effectiveBer, device.effectiveBerText);
    } else if (k == QLatin1String("symbol ber")) {
        return setBer(device.symbolBer, device.symbolBerText);
    } else if (k == QLatin1String("raw physical errors per lane")) {
        device.rawErrorsPerLane.clear();
        if (notAvailable(value))
            return {};
        for (const QString &part : value.split(QLatin1Char(','))) {
            bool ok = false;
            const quint64 n = part.trimmed().toULongLong(&ok);
            if (!ok)
                return valueError(
                    key, value,
                    QT_TRANSLATE_NOOP("railyard::probe::MlxlinkParser", "a comma-separated list of integers"),
                    lineNo);
            device.rawErrorsPerLane.append(n);
        }
    } else if (k == QLatin1String("effective physical errors")) {
        return setCounter(device.effectiveErrors);
    } else if (k == QLatin1String("symbol errors")) {
        return setCounter(device.symbolErrors);
    } else if (k == QLatin1String("link down counter")) {
        return setCounter(device.linkDownCounter);
    } else if (k == QLatin1String("link error recovery counter")) {
        return setCounter(device.linkErrorRecoveryCounter);
    } else if (const auto m = sinceClear.match(k); m.hasMatch()) {
        if (notAvailable(value)) {
            device.timeSinceLastClearMin.reset();
            return {};
        }
        bool ok = false;
        const double t = value.toDouble(&ok);
        if (!ok || !std::isfinite(t) || t < 0)
            return valueError(key, value, QT_TRANSLATE_NOOP("railyard::probe::MlxlinkParser", "a duration"),
                              lineNo);
        const QString unit = m.captured(1);
        if (unit.startsWith(QLatin1String("sec")))
            device.timeSinceLastClearMin = t / 60.0;
        else if (unit.startsWith(QLatin1String("hour")))
            device.timeSinceLastClearMin = t * 60.0;
        else
            device.timeSinceLastClearMin = t;
    } else if (k == QLatin1String("status opcode")) {
        if (notAvailable(value)) {
            device.statusOpcode.reset();
            return {};
        }
        bool ok = false;
        const int code = value.toInt(&ok);
        if (!ok)
            return valueError(key, value, QT_TRANSLATE_NOOP("railyard::probe::MlxlinkParser", "an integer"),
                              lineNo);
        device.statusOpcode = code;
    } else if (k == QLatin1String("recommendation")) {
        device.recommendation = text(value);
    } else if (k == QLatin1String("firmware version")) {
        device.firmwareVersion = text(value);
    } else if (k == QLatin1String("mft version")) {
        device.mftVersion = text(QString(value).remove(mftPrefix));
    }
    return {};
}

} // namespace

std::optional<QString> MlxlinkDevice::field(const QString &section, const QString &key) const
{
    const auto s = fields.constFind(section);
    if (s == fields.cend())
        return std::nullopt;
    const auto it = s->constFind(key);
    if (it == s->cend())
        return std::nullopt;
    return *it;
}

bool MlxlinkDevice::isEmpty() const
{
    return fields.isEmpty() && errors.isEmpty() && warnings.isEmpty();
}

QJsonObject MlxlinkDevice::toJson() const
{
    QJsonObject o;
    const auto putText = [&o](const char *name, const std::optional<QString> &value) {
        if (value)
            o.insert(QLatin1String(name), *value);
    };
    const auto putDouble = [&o](const char *name, const std::optional<double> &value) {
        if (value)
            o.insert(QLatin1String(name), *value);
    };
    const auto putCounter = [&o](const char *name, const std::optional<quint64> &value) {
        if (value)
            o.insert(QLatin1String(name), counterToJson(*value));
    };
    putText("device", device);
    putText("port", port);
    putText("state", state);
    putText("physical_state", physicalState);
    putText("speed", speed);
    putDouble("speed_gbps", speedGbps);
    if (width)
        o.insert(QStringLiteral("width"), *width);
    putText("fec", fec);
    putDouble("raw_ber", rawBer);
    putText("raw_ber_text", rawBerText);
    putDouble("effective_ber", effectiveBer);
    putText("effective_ber_text", effectiveBerText);
    putDouble("symbol_ber", symbolBer);
    putText("symbol_ber_text", symbolBerText);
    QJsonArray lanes;
    for (quint64 n : rawErrorsPerLane)
        lanes.append(counterToJson(n));
    o.insert(QStringLiteral("raw_errors_per_lane"), lanes);
    putCounter("effective_errors", effectiveErrors);
    putCounter("symbol_errors", symbolErrors);
    putCounter("link_down_counter", linkDownCounter);
    putCounter("link_error_recovery_counter", linkErrorRecoveryCounter);
    putDouble("time_since_last_clear_min", timeSinceLastClearMin);
    if (statusOpcode)
        o.insert(QStringLiteral("status_opcode"), *statusOpcode);
    putText("recommendation", recommendation);
    putText("firmware_version", firmwareVersion);
    putText("mft_version", mftVersion);
    QJsonObject sections;
    for (auto s = fields.cbegin(); s != fields.cend(); ++s) {
        QJsonObject keys;
        for (auto it = s->cbegin(); it != s->cend(); ++it)
            keys.insert(it.key(), it.value());
        sections.insert(s.key(), keys);
    }
    o.insert(QStringLiteral("fields"), sections);
    o.insert(QStringLiteral("errors"), QJsonArray::fromStringList(errors));
    o.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(warnings));
    return o;
}

const MlxlinkDevice *MlxlinkResult::find(const QString &device) const
{
    // "-d /dev/mst/mt4123_pciconf0" and a separator "mt4123_pciconf0" name the same device.
    const auto baseName = [](const QString &name) { return name.section(QLatin1Char('/'), -1); };
    for (const MlxlinkDevice &d : devices) {
        if (d.device && (*d.device == device || baseName(*d.device) == baseName(device)))
            return &d;
    }
    return nullptr;
}

QJsonObject MlxlinkResult::toJson() const
{
    QJsonArray array;
    for (const MlxlinkDevice &d : devices)
        array.append(d.toJson());
    QJsonObject o{{QStringLiteral("devices"), array}};
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<MlxlinkResult> MlxlinkParser::parse(const QString &input)
{
    static const QRegularExpression ansi(QStringLiteral(R"(\x1B\[[0-?]*[ -/]*[@-~])"));
    static const QRegularExpression separator(
        QStringLiteral(R"(^\s*(?:={3,}|-{3,})\s*([^\s=-][^=]*?)\s*(?:={3,}|-{3,})\s*$)"));
    static const QRegularExpression command(QStringLiteral(R"((?:^|[^\w-])mlxlink(?:\s|$))"));
    static const QRegularExpression deviceArg(QStringLiteral(R"(\s(?:-d|--device)(?:\s+|=)(\S+))"));
    static const QRegularExpression portArg(QStringLiteral(R"(\s(?:-p|--port)(?:\s+|=)(\S+))"));
    static const QRegularExpression message(QStringLiteral(R"(^\s*-([EW])-\s*(.*?)\s*$)"));
    static const QRegularExpression underline(QStringLiteral(R"(^\s*-{3,}\s*$)"));
    // A grep drops the underline; these titles are still recognisable.
    static const QRegularExpression bareTitle(
        QStringLiteral(R"(^[A-Z][A-Za-z0-9 ()/&.,-]* Info(?:rmation)?$)"));
    // "Key<padding> : value"; a colon directly followed by text is a prompt
    // ("root@host:~#") or a URL, not a field.
    static const QRegularExpression keyValue(QStringLiteral(R"(^\s*([A-Za-z][^:]*?)\s*:(?:\s+(.*?))?\s*$)"));

    QString clean = input;
    clean.remove(ansi);
    QStringList lines = clean.split(QLatin1Char('\n'));
    for (QString &line : lines) {
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
    }

    MlxlinkResult result;
    int current = -1;
    QString section;
    bool sawMlxlink = false;
    int firstLine = 0;

    const auto startBlock = [&](const QString &name, const QString &port) {
        if (current < 0 || !result.devices.at(current).isEmpty()) {
            result.devices.append(MlxlinkDevice());
            current = int(result.devices.size() - 1);
        }
        MlxlinkDevice &d = result.devices[current];
        d = MlxlinkDevice();
        d.device = name;
        if (!port.isEmpty())
            d.port = port;
        section.clear();
    };
    const auto block = [&]() -> MlxlinkDevice & {
        if (current < 0) {
            result.devices.append(MlxlinkDevice());
            current = int(result.devices.size() - 1);
        }
        return result.devices[current];
    };

    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const QString trimmed = line.trimmed();
        const int lineNo = i + 1;
        if (trimmed.isEmpty())
            continue;
        if (firstLine == 0)
            firstLine = lineNo;
        if (trimmed.startsWith(QLatin1Char('#')) || trimmed.startsWith(QLatin1String("[...")))
            continue; // collector markers
        if (const auto m = message.match(line); m.hasMatch()) {
            (m.captured(1) == QLatin1String("E") ? block().errors : block().warnings).append(m.captured(2));
            continue;
        }
        if (const auto m = separator.match(line); m.hasMatch()) {
            startBlock(m.captured(1).section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty), QString());
            continue;
        }
        if (command.match(line).hasMatch()) {
            sawMlxlink = true;
            const QString dev = deviceArg.match(line).captured(1);
            // A shell loop ("-d /dev/mst/mt4123_pciconf$i") names no device yet.
            if (!dev.isEmpty() && !dev.contains(QLatin1Char('$')))
                startBlock(dev, portArg.match(line).captured(1));
            continue;
        }
        if (i + 1 < lines.size() && underline.match(lines.at(i + 1)).hasMatch() &&
            !trimmed.contains(QLatin1Char(':'))) {
            section = trimmed;
            sawMlxlink = sawMlxlink || isMlxlinkSection(section);
            ++i;
            continue;
        }
        if (bareTitle.match(trimmed).hasMatch()) {
            section = trimmed;
            sawMlxlink = sawMlxlink || isMlxlinkSection(section);
            continue;
        }
        const auto kv = keyValue.match(line);
        if (!kv.hasMatch() || kv.captured(1).size() > kMaxKeyLength)
            continue; // prompts, shell loops, prose
        const QString key = kv.captured(1);
        const QString value = kv.captured(2);
        MlxlinkDevice &d = block();
        d.fields[section].insert(key, value);
        sawMlxlink = sawMlxlink || isMlxlinkKey(key.toLower());
        if (isLinkSection(section)) {
            // The raw text stays in fields[]; only the typed value is lost.
            const auto applied = applyTypedField(d, key, value, lineNo);
            if (!applied)
                result.warnings.append({lineNo, trimmed, applied.error().message});
        }
    }

    // The collector cut some loops right after a separator: nothing to keep.
    result.devices.removeIf([](const MlxlinkDevice &d) { return d.isEmpty(); });
    if (!sawMlxlink || result.devices.isEmpty())
        return Error{
            QCoreApplication::translate("railyard::probe::MlxlinkParser",
                                        "not mlxlink output: no mlxlink section, field or error line"),
            QString(), firstLine > 0 ? firstLine : 1};
    for (MlxlinkDevice &d : result.devices) {
        if (d.speed)
            d.speedGbps = speedGbps(*d.speed, d.width);
    }
    return result;
}

} // namespace railyard::probe
