// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/measurecontext.h"
#include "measure/perftestflags.h"
#include "measure/railbandwidth.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <optional>

namespace railyard::action {
class ActionPlan;
}
namespace railyard::report {
class ReportItem;
}

namespace railyard::measure {

class PerftestRun;

enum class CardHealth
{
    Healthy,
    Throttled,
    Low,
    Failed
};

// Loopback ib_write_bw with both ends on one node: no cable involved, so
// it shows the card itself (~106 Gb/s fine, ~13 Gb/s throttled).
struct LoopbackResult
{
    QString node;
    RailBandwidth run;
    CardHealth health = CardHealth::Failed;
    QString advice; // translated; empty when healthy

    static CardHealth classify(double gbps);
    static QString healthName(CardHealth health); // "healthy", "throttled", "low", "failed"
};

class LoopbackTest : public QObject
{
    Q_OBJECT
public:
    // `rail`: which rail of the node's cabled port carries the loopback.
    LoopbackTest(const MeasureContext &context, const PerftestFlags &flags, report::ReportItem *reportRoot,
                 int rail = 1, QObject *parent = nullptr);

    action::ActionPlan *plan() const { return m_plan; }
    const QList<LoopbackResult> &results() const { return m_results; }
    const LoopbackResult *result(const QString &node) const;
    int runningJobs() const;

Q_SIGNALS:
    void done();

private:
    // What to do about an unhealthy card, translated; empty when healthy.
    static QString advice(const LoopbackResult &result);

    MeasureContext m_context;
    PerftestFlags m_flags;
    action::ActionPlan *m_plan;
    QList<LoopbackResult> m_results;
    QPointer<PerftestRun> m_run;
};

} // namespace railyard::measure
