// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace railyard::probe {

// PCIe link as "Speed 32GT/s, Width x4" in LnkCap or LnkSta.
struct PciLink
{
    std::optional<double> speedGts; // absent for "unknown"
    std::optional<int> width;
    bool downgraded = false; // LnkSta "(downgraded)"

    // {speed_gts?, width?, downgraded}
    QJsonObject toJson() const;
};

struct LspciDevice
{
    QString address;     // always with the domain: "0000:01:00.0"
    QString description; // "Ethernet controller: Mellanox Technologies MT2910 Family [ConnectX-7]"
    std::optional<PciLink> linkCap;
    std::optional<PciLink> linkSta;

    // {address, description, lnk_cap?, lnk_sta?}
    QJsonObject toJson() const;
};

struct LspciResult
{
    QList<LspciDevice> devices; // in order of first appearance, merged by address
    QList<ParseWarning> warnings; // LnkCap/LnkSta lines whose speed or width could not be read

    const LspciDevice *find(const QString &address) const;
    // {devices[], warnings[]?}
    QJsonObject toJson() const;
};

// `lspci`, `lspci -vv` and greps of it. LnkCap/LnkSta lines seen before any
// device header belong to the device named by `-s ADDR` on the command line,
// else to a device with an empty address. Lines that are not lspci are ignored.
class LspciParser
{
public:
    static Result<LspciResult> parse(const QString &text);
};

} // namespace railyard::probe
