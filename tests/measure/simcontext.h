// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test helper: a simulated cluster with the context the measurements need.
// Addresses are discovered with `ip -j addr` because the simulator numbers
// its rails itself rather than as the planner would.

#include "measure/measurecontext.h"
#include "measure/railaddresslookup.h"
#include "plan/networkplanner.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "report/reportitem.h"
#include "sim/simbackendfactory.h"

#include <QSignalSpy>
#include <QTest>

namespace railyard::test {

inline bool discoverAddresses(measure::MeasureContext &ctx)
{
    measure::RailAddressLookup lookup(ctx.runner, ctx.cluster.nodeNames(), nullptr, nullptr);
    QSignalSpy spy(&lookup, &measure::RailAddressLookup::finished);
    lookup.start();
    if (!spy.wait(15000) || !lookup.errors().isEmpty())
        return false;
    ctx.addresses = lookup.book();
    return true;
}

inline measure::MeasureContext simContext(const sim::SimBackend &b)
{
    measure::MeasureContext ctx;
    ctx.runner = b.runner;
    ctx.cluster = b.model;
    auto plan = plan::NetworkPlanner::plan(b.model);
    if (plan)
        ctx.plan = plan.value();
    return ctx;
}

// Worst status of the plan's steps; command items are left out because
// the simulator answers the cleanup's pkill with 127 (not emulated).
inline report::ItemStatus worstStepStatus(const report::ReportItem &item)
{
    report::ItemStatus worst = item.kind() == report::ItemKind::Step ? item.status() : report::ItemStatus::Ok;
    for (const auto &child : item.children()) {
        if (child->kind() == report::ItemKind::Command)
            continue;
        const report::ItemStatus s = worstStepStatus(*child);
        if (int(s) > int(worst))
            worst = s;
    }
    return worst;
}

// Counts the commands the runner started and finished.
struct JobCounter
{
    int started = 0;
    int finished = 0;
    explicit JobCounter(remote::CommandRunner *runner)
    {
        QObject::connect(runner, &remote::CommandRunner::commandStarted, runner, [this] { ++started; });
        QObject::connect(runner, &remote::CommandRunner::commandFinished, runner, [this] { ++finished; });
    }
    int running() const { return started - finished; }
};

} // namespace railyard::test
