// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/rdmabandwidthtest.h"

#include "action/actionplan.h"
#include "measure/cableschedule.h"
#include "measure/measurestep.h"
#include "measure/perftestrun.h"
#include "measure/remotecleanup.h"
#include "model/cablingrules.h"
#include "model/rail.h"
#include "report/reportitem.h"

#include <QCoreApplication>

namespace railyard::measure {

namespace {


enum Kind
{
    BothRails = 0,
    SingleRail = 1,
    Latency = 2
};

const QString BwProgram = QStringLiteral("ib_write_bw");
const QString LatProgram = QStringLiteral("ib_write_lat");

} // namespace

QList<model::Cable> RdmaBandwidthTest::measuredPaths(const model::Cluster &cluster, bool *viaSwitch)
{
    QList<model::Cable> cables = model::CablingRules::effectiveCables(cluster);
    const bool switched = !cables.isEmpty() && cables.first().toSwitch();
    if (viaSwitch)
        *viaSwitch = switched;
    if (!switched)
        return cables;
    // Through a switch every node reaches every other: measure a ring of
    // pairs so each node's port is loaded by one partner at a time.
    QList<model::Cable> paths;
    const qsizetype n = cables.size();
    const qsizetype count = n == 2 ? 1 : (n > 2 ? n : 0);
    for (qsizetype i = 0; i < count; ++i) {
        model::Cable path;
        path.a = cables[i].a;
        path.b = cables[(i + 1) % n].a;
        paths << path;
    }
    return paths;
}

RdmaBandwidthTest::RdmaBandwidthTest(const MeasureContext &context, const RdmaTestOptions &options,
                                     report::ReportItem *reportRoot, QObject *parent)
    : QObject(parent), m_context(context), m_options(options), m_root(reportRoot),
      m_plan(new action::ActionPlan(QCoreApplication::translate("railyard::measure::RdmaBandwidthTest", "RDMA bandwidth"), reportRoot, this))
{
    // A measurement changes nothing: there is nothing to roll back.
    m_plan->setRollbackOnFailure(false);
    bool viaSwitch = false;
    const QList<model::Cable> paths = measuredPaths(m_context.cluster, &viaSwitch);
    for (const model::Cable &c : paths)
        m_results << CableMeasurement{c, viaSwitch, std::nullopt, std::nullopt, {}, {}};
    const QList<QList<int>> rounds = CableSchedule::rounds(paths, m_options.allowNeighbourLoad);
    auto names = [&](const QList<int> &round) {
        QStringList out;
        for (int i : round)
            out << paths[i].toString();
        return out.join(QStringLiteral(", "));
    };
    for (const QList<int> &round : rounds) {
        if (m_options.bothRails)
            addRunStep(QCoreApplication::translate("railyard::measure::RdmaBandwidthTest", "Both rails at once: %1").arg(names(round)), round, {1, 2}, BwProgram, BothRails);
        if (m_options.singleRail)
            addRunStep(QCoreApplication::translate("railyard::measure::RdmaBandwidthTest", "Rail %1 alone: %2").arg(m_options.singleRailIndex).arg(names(round)), round,
                       {m_options.singleRailIndex}, BwProgram, SingleRail);
        if (m_options.latency) {
            for (int rail = 1; rail <= model::Rail::Count; ++rail)
                addRunStep(QCoreApplication::translate("railyard::measure::RdmaBandwidthTest", "Latency, rail %1: %2").arg(rail).arg(names(round)), round, {rail}, LatProgram,
                           Latency);
        }
    }
    auto *cleanup = new MeasureStep(QCoreApplication::translate("railyard::measure::RdmaBandwidthTest", "Clean up"), QCoreApplication::translate("railyard::measure::RdmaBandwidthTest", "end any perftest process left on the nodes"),
                                    [this](MeasureStep &step) {
                                        RemoteCleanup::run(m_context.runner, m_context.cluster.nodeNames(),
                                                           {BwProgram, LatProgram}, step.reportItem(), &step,
                                                           [this, s = QPointer<MeasureStep>(&step)] {
                                                               m_cleanupDone = true;
                                                               if (s)
                                                                   s->complete();
                                                           });
                                    },
                                    {});
    m_plan->addStep(cleanup);
    connect(m_plan, &action::ActionPlan::finished, this, [this] { Q_EMIT done(); });
    connect(m_plan, &action::ActionPlan::cancelled, this, [this] { cleanupAfter(false); });
    connect(m_plan, &action::ActionPlan::failed, this, [this] { cleanupAfter(false); });
}

int RdmaBandwidthTest::runningJobs() const
{
    return m_run ? m_run->runningJobs() : 0;
}

void RdmaBandwidthTest::cleanupAfter(bool)
{
    if (m_run)
        m_run->cancel();
    report::ReportItem *item =
        m_root ? m_root->addChild(report::ItemKind::Step, QCoreApplication::translate("railyard::measure::RdmaBandwidthTest", "Clean up after an interrupted run")) : nullptr;
    RemoteCleanup::run(m_context.runner, m_context.cluster.nodeNames(), {BwProgram, LatProgram}, item, this,
                       [this, item] {
                           if (item)
                               item->setStatus(report::ItemStatus::Ok);
                           m_cleanupDone = true;
                           Q_EMIT done();
                       });
}

void RdmaBandwidthTest::addRunStep(const QString &title, const QList<int> &cables, const QList<int> &rails,
                                   const QString &program, int kind)
{
    QStringList preview;
    for (int ci : cables) {
        const model::Cable &c = m_results[ci].cable;
        for (int rail : rails) {
            const model::Rail server(c.a.port, rail);
            const model::Rail client(c.b->port, rail);
            preview << QCoreApplication::translate("railyard::measure::RdmaBandwidthTest", "%1 %2 server on %3 (%4), client on %5 (%6)")
                           .arg(program, server.label(), c.a.node, server.rdmaDevice(), c.b->node,
                                client.rdmaDevice());
        }
    }
    auto run = [this, cables, rails, program, kind](MeasureStep &step) {
        QList<PerftestLeg> legs;
        int slot = 0;
        for (int ci : cables) {
            const model::Cable &c = m_results[ci].cable;
            for (int rail : rails) {
                // Distinct TCP ports: several servers may listen on one node.
                legs << PerftestLeg::between(c.a, *c.b, rail, m_context.addresses, slot++,
                                             m_options.baseTcpPort);
            }
        }
        auto *perftest =
            new PerftestRun(m_context.runner, program, m_options.flags, legs, step.reportItem(), this);
        m_run = perftest;
        connect(perftest, &PerftestRun::finished, &step,
                [this, perftest, cables, kind, s = QPointer<MeasureStep>(&step)] {
                    perftest->deleteLater();
                    bool problem = false;
                    for (int ci : cables) {
                        CableMeasurement &m = m_results[ci];
                        QList<RailBandwidth> mine;
                        for (const RailBandwidth &r : perftest->results()) {
                            if (r.clientNode == m.cable.b->node && r.serverNode == m.cable.a.node &&
                                r.port == m.cable.b->port)
                                mine << r;
                        }
                        for (const RailBandwidth &r : mine) {
                            if (!r.ok()) {
                                problem = true;
                                m.errors << r.error;
                            }
                        }
                        if (kind == BothRails) {
                            Result<CableBandwidth> cb = CableBandwidth::fromSimultaneousRun(m.cable, mine);
                            if (cb)
                                m.bothRails = cb.value();
                            else
                                m.errors << cb.error().toString();
                        } else if (kind == SingleRail && !mine.isEmpty()) {
                            m.singleRail = mine.first();
                        } else if (kind == Latency) {
                            m.latency << mine;
                        }
                    }
                    if (!s)
                        return;
                    if (const std::optional<ToolMissing> missing = perftest->toolMissing()) {
                        m_toolMissing = missing;
                        s->complete(Error{missing->message(), missing->node});
                        return;
                    }
                    s->complete({}, problem);
                });
        perftest->start();
    };
    auto cancel = [this] {
        if (m_run)
            m_run->cancel();
    };
    m_plan->addStep(new MeasureStep(title, preview.join(QStringLiteral("; ")), run, cancel));
}

} // namespace railyard::measure
