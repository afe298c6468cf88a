// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

    bool activeIsRs() const
    {
        return active && active->compare(QLatin1String("RS"), Qt::CaseInsensitive) == 0;
    }
    // {interface, configured[], active?}
    QJsonObject toJson() const;
};

struct EthtoolFecResult
{
    QList<EthtoolFecSettings> interfaces; // every block, in order

    // The last block for that interface (the newest reading), or nullptr.
    const EthtoolFecSettings *last(const QString &interface) const;
    // {interfaces[]}
    QJsonObject toJson() const;
};

class EthtoolFecParser
{
public:
    static Result<EthtoolFecResult> parse(const QString &text);
};

} // namespace railyard::probe
