// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/loopbacktest.h"

#include "action/actionplan.h"
#include "diag/thresholds.h"
#include "measure/measurestep.h"
#include "measure/perftestrun.h"
#include "measure/remotecleanup.h"
#include "model/cablingrules.h"
#include "model/rail.h"

#include <QCoreApplication>

namespace railyard::measure {

namespace {


const QString Program = QStringLiteral("ib_write_bw");

int cabledPort(const model::Cluster &cluster, const QString &node)
{
    for (const model::Cable &c : model::CablingRules::effectiveCables(cluster)) {
        if (c.touches(node))
            return c.endAt(node).port;
    }
    return cluster.options.port;
}

} // namespace

CardHealth LoopbackResult::classify(double gbps)
{
    using diag::Thresholds;
    if (gbps <= 0)
        return CardHealth::Failed;
    if (gbps < Thresholds::LoopbackThrottledBelowGbps)
        return CardHealth::Throttled;
    if (gbps < Thresholds::LoopbackLowBelowGbps)
        return CardHealth::Low;
    return CardHealth::Healthy;
}

QString LoopbackResult::healthName(CardHealth health)
{
    switch (health) {
    case CardHealth::Healthy:
        return QStringLiteral("healthy");
    case CardHealth::Throttled:
        return QStringLiteral("throttled");
    case CardHealth::Low:
        return QStringLiteral("low");
    case CardHealth::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

QString LoopbackTest::advice(const LoopbackResult &out)
{
    switch (out.health) {
    case CardHealth::Throttled:
        return QCoreApplication::translate("railyard::measure::LoopbackTest",
                                           "The ConnectX-7 of %1 is throttled (%2 Gb/s in loopback, ~106 "
                                           "expected) although "
                                           "ethtool may still report 200G. Reboot both nodes; if it "
                                           "persists, reboot again or "
                                           "cut the power for 60 s. The '27W insufficient power' dmesg line "
                                           "appears either "
                                           "way: ignore it.")
            .arg(out.node)
            .arg(out.run.gbps, 0, 'f', 1);
    case CardHealth::Low:
        return QCoreApplication::translate("railyard::measure::LoopbackTest",
                                           "Loopback on %1 reaches %2 Gb/s, below the ~106 of a healthy "
                                           "card: check the PCIe "
                                           "links (lspci) and the firmware.")
            .arg(out.node)
            .arg(out.run.gbps, 0, 'f', 1);
    default:
        return {};
    }
}

LoopbackTest::LoopbackTest(const MeasureContext &context, const PerftestFlags &flags,
                           report::ReportItem *reportRoot, int rail, QObject *parent)
    : QObject(parent), m_context(context), m_flags(flags),
      m_plan(new action::ActionPlan(QCoreApplication::translate("railyard::measure::LoopbackTest", "Card health (loopback)"), reportRoot, this))
{
    m_plan->setRollbackOnFailure(false);
    // Every node at once: a loopback stays inside its node's card, so the
    // nodes do not disturb each other, and the step takes one perftest run
    // whatever the cluster's size (one node after the other took a run per
    // node: 8 s on eight nodes, 32 on a 32-node lab).
    QList<PerftestLeg> legs;
    QStringList devices;
    for (const QString &node : m_context.cluster.nodeNames()) {
        const model::Rail r(cabledPort(m_context.cluster, node), rail);
        m_results << LoopbackResult{node, {}, CardHealth::Failed, {}};
        const model::CableEnd end{node, r.port()};
        legs << PerftestLeg::between(end, end, r.index(), m_context.addresses, 0);
        devices << QStringLiteral("%1 %2").arg(node, r.rdmaDevice());
    }
    auto run = [this, legs](MeasureStep &step) {
        auto *perftest = new PerftestRun(m_context.runner, Program, m_flags, legs, step.reportItem(), this);
        m_run = perftest;
        connect(perftest, &PerftestRun::finished, &step, [this, perftest, s = QPointer<MeasureStep>(&step)] {
            perftest->deleteLater();
            bool allHealthy = true;
            for (int i = 0; i < m_results.size(); ++i) {
                LoopbackResult &out = m_results[i];
                out.run = perftest->results().value(i);
                out.health = out.run.ok() ? LoopbackResult::classify(out.run.gbps) : CardHealth::Failed;
                out.advice = advice(out);
                allHealthy = allHealthy && out.health == CardHealth::Healthy;
            }
            if (!s)
                return;
            if (const std::optional<ToolMissing> missing = perftest->toolMissing()) {
                s->complete(Error{missing->message(), missing->node});
                return;
            }
            s->complete({}, !allHealthy);
        });
        perftest->start();
    };
    auto cancel = [this] {
        if (m_run)
            m_run->cancel();
    };
    if (!legs.isEmpty())
        m_plan->addStep(new MeasureStep(
            QCoreApplication::translate("railyard::measure::LoopbackTest", "Loopback on every node at once"),
            QCoreApplication::translate("railyard::measure::LoopbackTest",
                                        "ib_write_bw server and client on the same card: %1")
                .arg(devices.join(QStringLiteral(", "))),
            run, cancel));
    auto cleanup = [this](MeasureStep &step) {
        RemoteCleanup::run(m_context.runner, m_context.cluster.nodeNames(), {Program}, step.reportItem(),
                           &step, [s = QPointer<MeasureStep>(&step)] {
                               if (s)
                                   s->complete();
                           });
    };
    m_plan->addStep(
        new MeasureStep(QCoreApplication::translate("railyard::measure::LoopbackTest", "Clean up"), QCoreApplication::translate("railyard::measure::LoopbackTest", "end any perftest process left on the nodes"), cleanup, {}));
    auto finish = [this] {
        if (m_run)
            m_run->cancel();
        Q_EMIT done();
    };
    connect(m_plan, &action::ActionPlan::finished, this, finish);
    connect(m_plan, &action::ActionPlan::cancelled, this, finish);
    connect(m_plan, &action::ActionPlan::failed, this, finish);
}

const LoopbackResult *LoopbackTest::result(const QString &node) const
{
    for (const LoopbackResult &r : m_results) {
        if (r.node == node)
            return &r;
    }
    return nullptr;
}

int LoopbackTest::runningJobs() const
{
    return m_run ? m_run->runningJobs() : 0;
}

} // namespace railyard::measure
