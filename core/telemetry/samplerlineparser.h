// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "telemetry/countersample.h"
#include "util/result.h"

#include <QHash>
#include <QString>
#include <QStringView>

namespace railyard::telemetry {

// One line of the streaming sampler (SamplerScript), already split.
struct SamplerLine
{
    qint64 tick = 0;
    double timeS = 0; // seconds since the epoch, as the node's clock says
    QString netdev;
    bool missing = false; // the netdev does not exist on the node
    bool phy = false;     // this tick read `ethtool -S`
    QHash<QString, quint64> counters;

    // The counters in the sampler's shape. port_*_data count 4-octet words.
    CounterSample toSample(const QString &node) const;
};

// Parses "RY1 <tick> <time> <netdev> key=value ...". Unknown keys are kept
// (a later script may add counters), a value that is not a number is
// skipped ("carrier=x" when the carrier file cannot be read), anything
// else that does not fit the layout is an error naming the column.
class SamplerLineParser
{
public:
    static Result<SamplerLine> parse(QStringView line);
};

} // namespace railyard::telemetry
