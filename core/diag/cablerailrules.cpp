// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/cablerailrules.h"

#include "diag/observations.h"
#include "diag/rdmarules.h"
#include "diag/thresholds.h"

#include <QCoreApplication>
#include <optional>

namespace railyard::diag {

namespace {

// What one rail's leg of the parallel run measured: nullopt when the rail
// was not part of the run, 0 when it ran and measured nothing.
std::optional<double> legGbps(const NodeObservations &n, const QString &rdmaDevice)
{
    if (n.perftestFailed.contains(rdmaDevice))
        return 0.0;
    const auto it = n.perftest.constFind(rdmaDevice);
    if (it == n.perftest.constEnd())
        return std::nullopt;
    if (it->error)
        return 0.0;
    return RdmaRules::averageGbps(*it).value_or(0.0);
}

void checkPort(const Observations &o, const NodeObservations &n, int port, QList<Finding> &out)
{
    double total = 0;
    QStringList dead;
    int carrying = 0;
    for (const model::Rail &rail : model::Port(port).rails()) {
        const std::optional<double> bw = legGbps(n, rail.rdmaDevice());
        if (!bw)
            return; // a rail alone, or not measured: nothing to compare
        if (*bw < Thresholds::RailDeadBelowGbps) {
            dead << rail.netdev();
        } else {
            ++carrying;
            total += *bw;
        }
    }
    // Both dead is a failed test (rdma-test-failed), not one rail carrying the cable.
    if (carrying != 1)
        return;
    FindingObject object = FindingObject::forPort(n.node, port);
    QString name = object.toString();
    for (const model::Cable &c : o.effectiveCables()) {
        if (c.touches(n.node) && c.endAt(n.node).port == port) {
            object = FindingObject::forCable(c);
            name = c.toString();
        }
    }
    const QString totalText = QString::number(total, 'f', 2);
    out.append({QStringLiteral("rdma-one-rail"),
                model::Severity::Error,
                object,
                {{n.source(QStringLiteral("ib_write_bw")), QStringLiteral("total_gbps"), totalText}},
                QCoreApplication::translate("railyard::diag::CableRailRules",
                                            "Only one rail of cable %1 carries RDMA (%2 Gb/s in total; %3 "
                                            "measured nothing): the cable gives half its 200 Gb/s.")
                    .arg(name, totalText, dead.join(QStringLiteral(", "))),
                QCoreApplication::translate("railyard::diag::CableRailRules",
                                            "Check that both netdevs of the cabled port are Up with an "
                                            "address (ibdev2netdev, ip addr), then reseat or replace the "
                                            "cable.")});
}

} // namespace

QList<Finding> CableRailRules::evaluate(const Observations &observations)
{
    QList<Finding> out;
    for (const NodeObservations &n : observations.nodes) {
        for (int p = 0; p < model::Port::Count; ++p)
            checkPort(observations, n, p, out);
    }
    return out;
}

} // namespace railyard::diag
