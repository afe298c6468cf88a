// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/errorcounterrules.h"

#include "diag/observations.h"
#include "diag/raillookup.h"
#include "diag/thresholds.h"

#include <QCoreApplication>
#include <algorithm>

namespace railyard::diag {

namespace {


const QString CrcKey = QStringLiteral("rx_crc_errors_phy");
const QString CorrectedKey = QStringLiteral("rx_corrected_bits_phy");
const QString RxBitsKey = QStringLiteral("rx_bits_phy");

struct Context
{
    const NodeObservations &n;
    QString netdev;
    std::optional<model::Rail> rail;
    QString source;
    const QList<EthtoolSample> &samples;

    FindingObject object() const
    {
        return rail ? FindingObject::forRail(n.node, rail->port(), rail->index())
                    : FindingObject::forNode(n.node);
    }
    QString sampleSource(qsizetype i) const
    {
        return samples.size() > 1 ? source + QStringLiteral(" (sample %1)").arg(i + 1) : source;
    }
};

void checkCrc(const Context &c, QList<Finding> &out)
{
    const auto crc = c.samples.last().stats.counter(CrcKey);
    if (!crc || *crc == 0)
        return;
    QList<Evidence> ev;
    for (qsizetype i = 0; i < c.samples.size(); ++i) {
        if (const auto v = c.samples[i].stats.counter(CrcKey))
            ev.append({c.sampleSource(i), CrcKey, QString::number(*v)});
    }
    out.append(
        {QStringLiteral("crc-errors"), model::Severity::Error, c.object(), ev,
         QCoreApplication::translate("railyard::diag::ErrorCounterRules", "%1 counted %2 CRC error(s). FEC corrects bit errors on a healthy cable; a CRC error is a "
            "frame FEC could not repair, and there must be none.")
             .arg(c.netdev)
             .arg(*crc),
         QCoreApplication::translate("railyard::diag::ErrorCounterRules", "Reseat the cable at both ends and watch the counter under load; if it keeps rising, replace "
            "the cable (check the per-lane errors to see whether one lane is failing).")});
}

quint64 median(QList<quint64> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    if (n == 0)
        return 0;
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// The lanes the link runs on: ethtool's `Lanes` when known (a 200G link
// over a QSFP112 cable uses 2 of the 4; the idle two count nothing and
// must not make a busy lane look like an outlier), else every lane the
// counters list.
int lanesInUse(const Context &c, qsizetype listed)
{
    const auto it = c.n.ethtoolLink.constFind(c.netdev);
    if (it != c.n.ethtoolLink.constEnd() && it->lanes && *it->lanes > 0)
        return int(std::min<qsizetype>(*it->lanes, listed));
    return int(listed);
}

void checkLanes(const Context &c, QList<Finding> &out)
{
    const EthtoolSample &firstSample = c.samples.first();
    const EthtoolSample &lastSample = c.samples.last();
    const QList<std::optional<quint64>> &lanes = lastSample.stats.laneErrors;
    const bool two = c.samples.size() > 1;
    // With two samples a lane is judged by what it counted between them
    // (what it does now), else by its total.
    QList<int> present;
    QList<quint64> counted; // by lane index, for the present lanes
    for (int i = 0; i < lanesInUse(c, lanes.size()); ++i) {
        counted << 0;
        if (!lanes[i])
            continue;
        std::optional<quint64> before;
        if (two && i < firstSample.stats.laneErrors.size())
            before = firstSample.stats.laneErrors[i];
        if (two && !before)
            continue; // not comparable
        present.append(i);
        counted[i] = *lanes[i] - std::min(*lanes[i], before.value_or(0));
    }
    if (present.size() < 2)
        return;
    // "One lane with ~1000x the errors of the others": only the worst lane
    // can be that lane, so a second busy lane does not read as an outlier.
    int lane = present.first();
    for (int i : present) {
        if (counted[i] > counted[lane])
            lane = i;
    }
    QList<quint64> others;
    for (int j : present) {
        if (j != lane)
            others.append(counted[j]);
    }
    const quint64 med = median(others);
    const quint64 value = counted[lane];
    // A median of zero would make any single error an outlier; one error
    // per lane is the smallest base the ratio means something for.
    if (double(value) < Thresholds::LaneOutlierFactor * double(std::max<quint64>(med, 1)))
        return;
    // A timed pair also gives the rate: a failing lane counts millions per
    // second, a healthy one thousands, whatever its idle neighbours count.
    std::optional<double> perS;
    if (two && firstSample.timeS && lastSample.timeS && *lastSample.timeS > *firstSample.timeS)
        perS = double(value) / (*lastSample.timeS - *firstSample.timeS);
    if (perS && *perS < Thresholds::LaneOutlierFloorPerS)
        return;
    const QString key = QStringLiteral("rx_err_lane_%1_phy").arg(lane);
    QList<Evidence> ev;
    if (two)
        ev.append({c.sampleSource(0), key, QString::number(*firstSample.stats.laneErrors[lane])});
    ev.append({c.sampleSource(c.samples.size() - 1), key, QString::number(*lanes[lane])});
    if (perS)
        ev.append({QStringLiteral("computed"), key + QStringLiteral(" per second"),
                   QString::number(*perS, 'f', 0)});
    ev.append({two ? QStringLiteral("computed") : c.sampleSource(0),
               two ? QStringLiteral("median of the other lanes between the samples")
                   : QStringLiteral("median of the other lanes"),
               QString::number(med)});
    const FindingObject object = c.rail
                                     ? FindingObject::forLane(c.n.node, c.rail->port(), c.rail->index(), lane)
                                     : FindingObject::forNode(c.n.node);
    // Both wordings name the same facts in the same order.
    const auto facts = [&](const QString &text) {
        return text.arg(lane).arg(c.netdev).arg(value).arg(Thresholds::LaneOutlierFactor, 0, 'f', 0).arg(med);
    };
    if (two) {
        out.append({QStringLiteral("lane-error-outlier"), model::Severity::Error, object, ev,
                    facts(QCoreApplication::translate(
                        "railyard::diag::ErrorCounterRules",
                        "Lane %1 of %2 counted %3 errors between the samples, at least %4x the "
                        "median of the other lanes (%5). This is how a failing cable shows "
                        "before the link drops.")),
                    QCoreApplication::translate(
                        "railyard::diag::ErrorCounterRules",
                        "Replace the cable. To confirm first, soak it at full link load with the GPUs loaded "
                        "on both nodes and watch rx_err_lane_N_phy on both receivers; idle-GPU tests miss "
                        "it.")});
    } else {
        out.append({QStringLiteral("lane-error-outlier-candidate"), model::Severity::Info, object, ev,
                    facts(QCoreApplication::translate(
                        "railyard::diag::ErrorCounterRules",
                        "Lane %1 of %2 has %3 errors, at least %4x the median of the other lanes (%5). One "
                        "sample cannot tell whether the count is still rising.")),
                    QCoreApplication::translate(
                        "railyard::diag::ErrorCounterRules",
                        "Take a second ethtool -S sample under load (add it to the bundle as "
                        "ethtool-S-%1.2.txt); a rising lane means the cable is failing.")
                        .arg(c.netdev)});
    }
}

// Pre-FEC BER needs the number of bits received: rx_bits_phy when the
// driver exposes it, else link speed x time between two timed samples.
// Frame byte counters are not used: on an idle link they undercount the
// bits on the wire by orders of magnitude and would inflate the BER.
void checkBer(const Context &c, QList<Finding> &out)
{
    const EthtoolSample &last = c.samples.last();
    const auto corrected = last.stats.counter(CorrectedKey);
    if (!corrected)
        return;
    double bits = 0;
    double errors = 0;
    QList<Evidence> ev;
    const EthtoolSample &first = c.samples.first();
    const bool two = c.samples.size() > 1;
    if (const auto rxBits = last.stats.counter(RxBitsKey)) {
        const auto firstBits = first.stats.counter(RxBitsKey);
        const auto firstCorrected = first.stats.counter(CorrectedKey);
        if (two && firstBits && firstCorrected && *rxBits > *firstBits) {
            bits = double(*rxBits - *firstBits);
            errors = double(*corrected - std::min(*corrected, *firstCorrected));
            ev.append({c.sampleSource(0), RxBitsKey, QString::number(*firstBits)});
            ev.append({c.sampleSource(0), CorrectedKey, QString::number(*firstCorrected)});
        } else {
            bits = double(*rxBits);
            errors = double(*corrected);
        }
        ev.append({c.sampleSource(c.samples.size() - 1), RxBitsKey, QString::number(*rxBits)});
    } else if (two && first.timeS && last.timeS && *last.timeS > *first.timeS) {
        const auto firstCorrected = first.stats.counter(CorrectedKey);
        if (!firstCorrected)
            return;
        qint64 speed = Thresholds::FullSpeedMbps;
        const auto it = c.n.ethtoolLink.constFind(c.netdev);
        if (it != c.n.ethtoolLink.constEnd() && it->speedMbps)
            speed = *it->speedMbps;
        bits = double(speed) * 1e6 * (*last.timeS - *first.timeS);
        errors = double(*corrected - std::min(*corrected, *firstCorrected));
        ev.append({c.sampleSource(0), CorrectedKey, QString::number(*firstCorrected)});
        ev.append({c.source, QStringLiteral("interval"),
                   QString::number(*last.timeS - *first.timeS) + QStringLiteral(" s")});
        ev.append({c.n.source(QStringLiteral("ethtool ") + c.netdev), QStringLiteral("Speed"),
                   QString::number(speed) + QStringLiteral("Mb/s")});
    } else {
        return;
    }
    if (bits <= 0)
        return;
    ev.append({c.sampleSource(c.samples.size() - 1), CorrectedKey, QString::number(*corrected)});
    const double ber = errors / bits;
    ev.append({QStringLiteral("computed"), QStringLiteral("pre-FEC BER"), QString::number(ber, 'e', 2)});
    if (ber > Thresholds::FecBerLimit) {
        out.append(
            {QStringLiteral("fec-ber-high"), model::Severity::Error, c.object(), ev,
             QCoreApplication::translate("railyard::diag::ErrorCounterRules", "The pre-FEC bit error rate of %1 is %2, above the RS-FEC limit of about %3: FEC can no "
                "longer correct every error.")
                 .arg(c.netdev, QString::number(ber, 'e', 2),
                      QString::number(Thresholds::FecBerLimit, 'e', 0)),
             QCoreApplication::translate("railyard::diag::ErrorCounterRules", "Replace the cable (or the module); reseating may help if the connector was not fully "
                "latched.")});
    } else if (ber > Thresholds::FecBerWarn) {
        out.append(
            {QStringLiteral("fec-ber-approaching"), model::Severity::Warning, c.object(), ev,
             QCoreApplication::translate("railyard::diag::ErrorCounterRules", "The pre-FEC bit error rate of %1 is %2, approaching the RS-FEC limit of about %3. "
                "Healthy cables stay far below it.")
                 .arg(c.netdev, QString::number(ber, 'e', 2),
                      QString::number(Thresholds::FecBerLimit, 'e', 0)),
             QCoreApplication::translate("railyard::diag::ErrorCounterRules", "Soak the cable at full load with the GPUs busy and watch the per-lane errors; plan to "
                "replace it if the rate grows.")});
    }
}

} // namespace

QList<Finding> ErrorCounterRules::evaluate(const Observations &observations)
{
    QList<Finding> out;
    for (const NodeObservations &n : observations.nodes) {
        for (auto it = n.ethtoolStats.constBegin(); it != n.ethtoolStats.constEnd(); ++it) {
            if (it.value().isEmpty())
                continue;
            const Context c{n, it.key(), RailLookup::fromNetdev(it.key()),
                            n.source(QStringLiteral("ethtool -S ") + it.key()), it.value()};
            checkCrc(c, out);
            checkLanes(c, out);
            checkBer(c, out);
        }
    }
    return out;
}

} // namespace railyard::diag
