// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/rdmarules.h"

#include "diag/observations.h"
#include "diag/raillookup.h"
#include "diag/thresholds.h"

#include <QCoreApplication>

namespace railyard::diag {

namespace {


QString gbps(double v)
{
    return QString::number(v, 'f', 2) + QStringLiteral(" Gb/s");
}

QString percent(double v)
{
    return QString::number(v / Thresholds::NodeLimitGbps * 100.0, 'f', 0);
}

FindingObject railObject(const QString &node, const QString &rdmaDevice)
{
    if (const auto rail = RailLookup::fromRdmaDevice(rdmaDevice))
        return FindingObject::forRail(node, rail->port(), rail->index());
    return FindingObject::forNode(node);
}

void checkFailed(const NodeObservations &n, const QString &device, const probe::PerftestResult &r,
                 const QString &command, QList<Finding> &out)
{
    if (!r.error)
        return;
    out.append({QStringLiteral("rdma-test-failed"),
                model::Severity::Error,
                railObject(n.node, device),
                {{n.source(command), probe::PerftestError::kindName(r.error->kind), r.error->message}},
                QCoreApplication::translate("railyard::diag::RdmaRules", "The RDMA test on %1 failed: %2").arg(device, r.error->message),
                QCoreApplication::translate("railyard::diag::RdmaRules", "Start the server side first, use the server's rail address, and run the same perftest "
                   "version and flags on both ends.")});
}

void checkLoopback(const NodeObservations &n, QList<Finding> &out)
{
    for (auto it = n.loopback.constBegin(); it != n.loopback.constEnd(); ++it) {
        const QString command = QStringLiteral("ib_write_bw loopback -d ") + it.key();
        checkFailed(n, it.key(), it.value(), command, out);
        const auto bw = RdmaRules::averageGbps(it.value());
        if (!bw)
            continue;
        const QList<Evidence> ev{{n.source(command), QStringLiteral("BW average"), gbps(*bw)}};
        if (*bw < Thresholds::LoopbackThrottledBelowGbps) {
            out.append(
                {QStringLiteral("card-throttled"), model::Severity::Error, FindingObject::forNode(n.node), ev,
                 QCoreApplication::translate("railyard::diag::RdmaRules", "Loopback RDMA on %1 reached %2 Gb/s; a healthy card gives about %3 Gb/s. The "
                    "ConnectX-7 is throttled, which happens after a cable swap or a kernel update while "
                    "ethtool still reports 200G.")
                     .arg(it.key())
                     .arg(*bw, 0, 'f', 2)
                     .arg(Thresholds::LoopbackHealthyGbps, 0, 'f', 0),
                 QCoreApplication::translate("railyard::diag::RdmaRules", "Reboot both nodes; if loopback is still slow, reboot again or cut the power for 60 "
                    "seconds. The dmesg line '27W insufficient power' shows in both states and is not "
                    "the cause.")});
        } else if (*bw < Thresholds::LoopbackLowBelowGbps) {
            out.append(
                {QStringLiteral("loopback-low"), model::Severity::Warning, FindingObject::forNode(n.node), ev,
                 QCoreApplication::translate("railyard::diag::RdmaRules", "Loopback RDMA on %1 reached %2 Gb/s, below the %3 Gb/s of a healthy card but above "
                    "the throttled state.")
                     .arg(it.key())
                     .arg(*bw, 0, 'f', 2)
                     .arg(Thresholds::LoopbackHealthyGbps, 0, 'f', 0),
                 QCoreApplication::translate("railyard::diag::RdmaRules", "Rerun with the GPUs idle and nothing else on the link; check the PCIe link "
                    "(lspci) and the message size (65536 bytes is the reference).")});
        }
    }
}

// A leg that left nothing to parse (connection lost, unreadable output)
// is still a failed test, named by the node and rail it ran from.
void checkUnparsed(const NodeObservations &n, QList<Finding> &out)
{
    for (auto it = n.perftestFailed.constBegin(); it != n.perftestFailed.constEnd(); ++it) {
        const QString command = QStringLiteral("ib_write_bw -d ") + it.key();
        out.append({QStringLiteral("rdma-test-failed"),
                    model::Severity::Error,
                    railObject(n.node, it.key()),
                    {{n.source(command), QStringLiteral("error"), it.value()}},
                    QCoreApplication::translate("railyard::diag::RdmaRules", "The RDMA test on %1 failed: %2")
                        .arg(it.key(), it.value()),
                    QCoreApplication::translate("railyard::diag::RdmaRules",
                                                "Check that the node is reachable and perftest runs on it, then "
                                                "run the test again.")});
    }
}

void checkThroughput(const Observations &o, const NodeObservations &n, QList<Finding> &out)
{
    for (int p = 0; p < model::Port::Count; ++p) {
        double sum = 0;
        int measured = 0;
        QList<Evidence> ev;
        for (const model::Rail &rail : model::Port(p).rails()) {
            const auto it = n.perftest.constFind(rail.rdmaDevice());
            if (it == n.perftest.constEnd())
                continue;
            const QString command = QStringLiteral("ib_write_bw -d ") + rail.rdmaDevice();
            checkFailed(n, rail.rdmaDevice(), it.value(), command, out);
            const auto bw = RdmaRules::averageGbps(it.value());
            if (!bw)
                continue;
            ++measured;
            sum += *bw;
            const Evidence e{n.source(command), QStringLiteral("BW average"), gbps(*bw)};
            ev.append(e);
            if (*bw < Thresholds::RailMinGbps) {
                out.append(
                    {QStringLiteral("rdma-rail-low"),
                     model::Severity::Warning,
                     FindingObject::forRail(n.node, p, rail.index()),
                     {e},
                     QCoreApplication::translate("railyard::diag::RdmaRules", "RDMA over %1 reached %2 Gb/s (%3 % of the %4 Gb/s node limit); one healthy rail "
                        "gives about 92-112 Gb/s.")
                         .arg(rail.rdmaDevice())
                         .arg(*bw, 0, 'f', 2)
                         .arg(percent(*bw))
                         .arg(Thresholds::NodeLimitGbps, 0, 'f', 0),
                     QCoreApplication::translate("railyard::diag::RdmaRules", "Run the loopback test on both nodes to rule out a throttled card, check the link "
                        "speed and the error counters of this rail, and use the same perftest flags on "
                        "both ends.")});
            }
        }
        if (measured != model::Rail::Count || sum >= Thresholds::CableMinGbps)
            continue;
        FindingObject object = FindingObject::forPort(n.node, p);
        for (const model::Cable &c : o.effectiveCables()) {
            if (c.touches(n.node) && c.endAt(n.node).port == p)
                object = FindingObject::forCable(c);
        }
        out.append(
            {QStringLiteral("rdma-cable-low"), model::Severity::Warning, object, ev,
             QCoreApplication::translate("railyard::diag::RdmaRules", "Both rails of port %1 together reached %2 Gb/s (%3 % of the %4 Gb/s node limit); a "
                "healthy cable gives 185-190 Gb/s.")
                 .arg(p)
                 .arg(sum, 0, 'f', 2)
                 .arg(percent(sum))
                 .arg(Thresholds::NodeLimitGbps, 0, 'f', 0),
             QCoreApplication::translate("railyard::diag::RdmaRules", "Run both rails at the same time (results of sequential runs must not be added); if it "
                "stays low, check the loopback result, the lane errors and the PCIe link.")});
    }
}

} // namespace

std::optional<double> RdmaRules::averageGbps(const probe::PerftestResult &result)
{
    if (result.bwRows.isEmpty())
        return std::nullopt;
    double sum = 0;
    for (const probe::PerftestBwRow &row : result.bwRows)
        sum += row.bwAvgGbps;
    return sum / double(result.bwRows.size());
}

namespace {

void checkAbsent(const NodeObservations &n, QList<Finding> &out)
{
    if (n.rdmaAbsent.isEmpty())
        return;
    out.append(
        {QStringLiteral("rdma-device-absent"),
         model::Severity::Error,
         FindingObject::forNode(n.node),
         {{n.source(QStringLiteral("rdma devices")), QStringLiteral("devices"), n.rdmaAbsent}},
         QCoreApplication::translate("railyard::diag::RdmaRules",
                                     "%1 has no RDMA device (%2): RDMA and NCCL tests cannot run on it.")
             .arg(n.node, n.rdmaAbsent),
         QCoreApplication::translate("railyard::diag::RdmaRules",
                                     "Check that this is a Spark and that the ConnectX driver is loaded "
                                     "(lsmod | grep mlx5_ib); DGX OS loads it at boot.")});
}

} // namespace

QList<Finding> RdmaRules::evaluate(const Observations &observations)
{
    QList<Finding> out;
    for (const NodeObservations &n : observations.nodes) {
        checkAbsent(n, out);
        checkLoopback(n, out);
        checkThroughput(observations, n, out);
        checkUnparsed(n, out);
    }
    return out;
}

} // namespace railyard::diag
