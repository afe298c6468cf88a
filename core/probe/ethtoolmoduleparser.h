// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::probe {

enum class ModuleLayout
{
    Unknown,
    Sff8636,
    Cmis,
    Sff8472 // SFP/SFP+ (identifier 0x03)
};

// `ethtool -m IFACE` (module EEPROM, SFF-8636 or CMIS decoding).
struct EthtoolModule
{
    ModuleLayout layout = ModuleLayout::Unknown;
    std::optional<QString> identifier; // as printed: "0x11 (QSFP28)"
    std::optional<int> identifierCode; // 0x11; 0x18/0x19/0x1e are CMIS
    std::optional<QString> connector;
    QStringList transceiverTypes; // one per "Transceiver type" line
    std::optional<QString> encoding;
    std::optional<QString> vendorName;
    std::optional<QString> vendorOui;
    std::optional<QString> vendorPn;
    std::optional<QString> vendorSn;
    std::optional<QString> vendorRev;
    std::optional<QString> dateCode;
    std::optional<QString> revisionCompliance;
    // Copper/active cable length; SFF-8636 stores whole metres (0.5 m reads 1 m)
    std::optional<double> lengthM;
    std::optional<QString> transmitterTechnology; // "Copper cable unequalized"
    // GHz as printed without a trailing ".0" ("2.5", "5", "7", "12.9", "25.8") -> dB
    QMap<QString, double> attenuationDb;
    std::optional<double> temperatureC;
    std::optional<double> voltageV;
    std::optional<QString> activeFec; // trimmed outputs sometimes carry "Active FEC"
    // Every "Length (X)" line in metres, keyed by X ("SMF,km", "OM3 50um",
    // "Copper or Active cable"); "20km" becomes 20000.
    QMap<QString, double> lengthsM;
    std::optional<double> wavelengthNm;    // "Laser wavelength : 850.000nm"
    std::optional<double> nominalRateMbps; // "BR, Nominal : 25500Mbps" / "10000MBd" / "...Gbps"
    // A line that is recognisably ethtool's but holds a value or unit that
    // cannot be read: kept aside, the rest is parsed.
    QList<ParseWarning> warnings;

    static QString layoutName(ModuleLayout layout); // "sff8636", "cmis", "sff8472", "unknown"
    // {layout, identifier?, identifier_code?, connector?, transceiver_types[],
    //  encoding?, vendor_name?, vendor_oui?, vendor_pn?, vendor_sn?,
    //  vendor_rev?, date_code?, revision_compliance?, length_m?,
    //  transmitter_technology?, attenuation_db{}, temperature_c?, voltage_v?, active_fec?,
    //  lengths_m{}, wavelength_nm?, nominal_rate_mbps?, warnings[]?}
    QJsonObject toJson() const;
};

// Lines wrapped by a web page (no "key : value" shape) are joined to the
// previous value.
class EthtoolModuleParser
{
public:
    static Result<EthtoolModule> parse(const QString &text);
};

} // namespace railyard::probe
