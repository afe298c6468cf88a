// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <optional>

namespace railyard::probe {

// `ethtool -S IFACE`: every counter, plus the mlx5 per-lane error counters.
struct EthtoolStats
{
    QMap<QString, quint64> counters; // name -> value, every counter line
    // rx_err_lane_N_phy at index N; a lane the output skips is nullopt
    QList<std::optional<quint64>> laneErrors;
    QList<ParseWarning> warnings; // counter lines whose value could not be read

    std::optional<quint64> counter(const QString &name) const;
    // {counters{name: int}, lane_errors[int|null], warnings[]?}; values above 2^53
    // are written as decimal strings because JSON doubles would round them.
    QJsonObject toJson() const;
};

class EthtoolStatsParser
{
public:
    static Result<EthtoolStats> parse(const QString &text);
};

} // namespace railyard::probe
