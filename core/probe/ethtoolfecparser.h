// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::probe {

// One "FEC parameters for IFACE:" block of `ethtool --show-fec`.
struct EthtoolFecSettings
{
    QString interface;
    QStringList configured;        // "Auto", "RS", "BaseR", "Off", "None"
    std::optional<QString> active; // "RS", "None", "BaseR", "LLRS"
    int line = 0;                  // 1-based line of the block header
    // `ethtool -I --show-fec` (5.13+): FEC block counters, the total and,
    // where the driver reports them, one value per lane. A lane whose
    // corrected count runs far ahead of its siblings is a failing lane.
    std::optional<qint64> correctedBlocks;
    std::optional<qint64> uncorrectableBlocks;
    QList<qint64> correctedPerLane;
    QList<qint64> uncorrectablePerLane;

    bool activeIsRs() const
    {
        return active && active->compare(QLatin1String("RS"), Qt::CaseInsensitive) == 0;
    }
    // {interface, configured[], active?, corrected_blocks?,
    //  uncorrectable_blocks?, corrected_per_lane[]?, uncorrectable_per_lane[]?}
    QJsonObject toJson() const;
};

struct EthtoolFecResult
{
    QList<EthtoolFecSettings> interfaces; // every block, in order
    QList<ParseWarning> warnings;         // known lines whose value could not be read

    // The last block for that interface (the newest reading), or nullptr.
    const EthtoolFecSettings *last(const QString &interface) const;
    // {interfaces[], warnings[]?}
    QJsonObject toJson() const;
};

class EthtoolFecParser
{
public:
    static Result<EthtoolFecResult> parse(const QString &text);
};

} // namespace railyard::probe
