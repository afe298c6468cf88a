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

// One mlxlink run (or one device block of a capture that loops over devices).
// Typed members are absent when mlxlink did not print them or printed "N/A";
// `fields` keeps every `Key : Value` line as printed, typed ones included.
struct MlxlinkDevice
{
    std::optional<QString> device;        // "-d" argument or separator name: "mlx5_1", "mt4123_pciconf0"
    std::optional<QString> port;          // "-p" argument: "0x2"
    std::optional<QString> state;         // "Active"
    std::optional<QString> physicalState; // "LinkUp", "ETH_AN_FSM_ENABLE"
    std::optional<QString> speed;         // as printed: "100G", "IB-HDR", "25GbE"
    // Whole link: Ethernet names carry it ("100G"); IB names are a lane rate,
    // multiplied by Width here ("IB-HDR" x 2 = 100).
    std::optional<double> speedGbps;
    std::optional<int> width;   // lanes, "4x" gives 4
    std::optional<QString> fec; // "Standard RS-FEC - RS(528,514)"
    // mlxlink prints a zero BER as "15E-255": the double is what it says
    // (1.5e-254), the text is kept so a caller can tell that case apart.
    std::optional<double> rawBer;
    std::optional<QString> rawBerText;
    std::optional<double> effectiveBer;
    std::optional<QString> effectiveBerText;
    std::optional<double> symbolBer;
    std::optional<QString> symbolBerText;
    QList<quint64> rawErrorsPerLane; // "3183333,242074"; empty when not printed
    std::optional<quint64> effectiveErrors;
    std::optional<quint64> symbolErrors;
    std::optional<quint64> linkDownCounter;
    std::optional<quint64> linkErrorRecoveryCounter;
    std::optional<double> timeSinceLastClearMin; // "Time Since Last Clear [Min]"
    std::optional<int> statusOpcode;             // 0 = no issue
    std::optional<QString> recommendation;
    std::optional<QString> firmwareVersion; // "22.36.1010"
    std::optional<QString> mftVersion;      // "4.22.1-520", the "mft " prefix dropped
    // section title -> key -> value; keys seen before any title (greps) are
    // under the section "".
    QMap<QString, QMap<QString, QString>> fields;
    QStringList errors;   // "-E- ..." lines, without the prefix
    QStringList warnings; // "-W- ..." lines, without the prefix

    std::optional<QString> field(const QString &section, const QString &key) const;
    bool isEmpty() const;
    // {device?, port?, state?, physical_state?, speed?, speed_gbps?, width?,
    //  fec?, raw_ber?, raw_ber_text?, effective_ber?, effective_ber_text?,
    //  symbol_ber?, symbol_ber_text?, raw_errors_per_lane[], effective_errors?,
    //  symbol_errors?, link_down_counter?, link_error_recovery_counter?,
    //  time_since_last_clear_min?, status_opcode?, recommendation?,
    //  firmware_version?, mft_version?, fields{section{key: value}}, errors[],
    //  warnings[]}; counters above 2^53 are decimal strings.
    QJsonObject toJson() const;
};

struct MlxlinkResult
{
    QList<MlxlinkDevice> devices; // in capture order; blocks the capture cut empty are dropped
    QList<ParseWarning> warnings; // link fields whose value could not be read (kept as text in fields)

    const MlxlinkDevice *find(const QString &device) const;
    // {devices[], warnings[]?}
    QJsonObject toJson() const;
};

// `mlxlink -d DEV [-p PORT] [--show_counters ...]`, also greps of it and
// loops over devices. A new block starts at each separator line
// ("===== NAME =====") and at each mlxlink command line naming a device.
// ANSI colour codes are stripped. "-E-" lines are kept as errors of their
// block, not a parse failure.
class MlxlinkParser
{
public:
    static Result<MlxlinkResult> parse(const QString &text);
};

} // namespace railyard::probe
