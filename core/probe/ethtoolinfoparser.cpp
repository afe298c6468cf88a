// SPDX-License-Identifier: GPL-3.0-or-later
#include "ethtoolinfoparser.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

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

std::optional<QString> nonEmpty(const QString &value)
{
    if (value.isEmpty())
        return std::nullopt;
    return value;
}

} // namespace

QJsonObject EthtoolInfo::toJson() const
{
    QJsonObject o{{QStringLiteral("driver"), driver}};
    putOptional(o, "version", version);
    putOptional(o, "firmware_version", firmwareVersion);
    putOptional(o, "firmware_psid", firmwarePsid);
    putOptional(o, "expansion_rom_version", expansionRomVersion);
    putOptional(o, "bus_info", busInfo);
    putOptional(o, "supports_statistics", supportsStatistics);
    putOptional(o, "supports_test", supportsTest);
    putOptional(o, "supports_eeprom_access", supportsEepromAccess);
    putOptional(o, "supports_register_dump", supportsRegisterDump);
    putOptional(o, "supports_priv_flags", supportsPrivFlags);
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<EthtoolInfo> EthtoolInfoParser::parse(const QString &text)
{
    static const QRegularExpression keyValue(QStringLiteral(R"(^\s*([a-z][a-z-]*):[ \t]*(.*?)\s*$)"));
    static const QRegularExpression firmware(QStringLiteral(R"(^(\S+)\s+\(([^)]*)\)$)"));

    const QStringList lines = text.split(QLatin1Char('\n'));
    EthtoolInfo info;
    bool sawDriver = false;
    int firstLine = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (firstLine == 0 && !line.trimmed().isEmpty())
            firstLine = i + 1;
        const auto m = keyValue.match(line);
        if (!m.hasMatch())
            continue;
        const QString key = m.captured(1);
        const QString value = m.captured(2);
        std::optional<bool> *flag = nullptr;
        if (key == QLatin1String("driver")) {
            if (value.isEmpty())
                return Error{
                    QCoreApplication::translate("railyard::probe::EthtoolInfoParser", "empty driver name"),
                    QString(), i + 1};
            info.driver = value;
            sawDriver = true;
        } else if (key == QLatin1String("version")) {
            info.version = nonEmpty(value);
        } else if (key == QLatin1String("firmware-version")) {
            // mlx5 appends the board PSID: "28.45.4028 (NVD0000000087)"
            if (const auto fw = firmware.match(value); fw.hasMatch()) {
                info.firmwareVersion = fw.captured(1);
                info.firmwarePsid = nonEmpty(fw.captured(2));
            } else {
                info.firmwareVersion = nonEmpty(value);
            }
        } else if (key == QLatin1String("expansion-rom-version")) {
            info.expansionRomVersion = nonEmpty(value);
        } else if (key == QLatin1String("bus-info")) {
            info.busInfo = nonEmpty(value);
        } else if (key == QLatin1String("supports-statistics")) {
            flag = &info.supportsStatistics;
        } else if (key == QLatin1String("supports-test")) {
            flag = &info.supportsTest;
        } else if (key == QLatin1String("supports-eeprom-access")) {
            flag = &info.supportsEepromAccess;
        } else if (key == QLatin1String("supports-register-dump")) {
            flag = &info.supportsRegisterDump;
        } else if (key == QLatin1String("supports-priv-flags")) {
            flag = &info.supportsPrivFlags;
        }
        if (flag) {
            if (value == QLatin1String("yes"))
                *flag = true;
            else if (value == QLatin1String("no"))
                *flag = false;
            else
                info.warnings.append({i + 1, line.trimmed(),
                                      QCoreApplication::translate("railyard::probe::EthtoolInfoParser",
                                                                  "expected yes or no for '%1', got '%2'")
                                          .arg(key, value)});
        }
    }
    if (!sawDriver)
        return Error{QCoreApplication::translate("railyard::probe::EthtoolInfoParser",
                                                 "not ethtool -i output: no 'driver:' line"),
                     QString(), firstLine > 0 ? firstLine : 1};
    return info;
}

} // namespace railyard::probe
