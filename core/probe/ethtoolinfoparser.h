// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace railyard::probe {

// `ethtool -i IFACE`.
struct EthtoolInfo
{
    QString driver; // "mlx5_core"
    std::optional<QString> version;
    std::optional<QString> firmwareVersion; // "28.45.4028", without the PSID
    std::optional<QString> firmwarePsid;    // "NVD0000000087" from "28.45.4028 (NVD0000000087)"
    std::optional<QString> expansionRomVersion;
    std::optional<QString> busInfo; // "0000:01:00.0"
    std::optional<bool> supportsStatistics;
    std::optional<bool> supportsTest;
    std::optional<bool> supportsEepromAccess;
    std::optional<bool> supportsRegisterDump;
    std::optional<bool> supportsPrivFlags;
    QList<ParseWarning> warnings; // a supports-* line that is neither yes nor no

    // {driver, version?, firmware_version?, firmware_psid?,
    //  expansion_rom_version?, bus_info?, supports_statistics?, ..., warnings[]?}
    QJsonObject toJson() const;
};

class EthtoolInfoParser
{
public:
    static Result<EthtoolInfo> parse(const QString &text);
};

} // namespace railyard::probe
