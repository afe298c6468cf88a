// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/cablebandwidth.h"
#include "measure/measurecontext.h"
#include "measure/perftestflags.h"
#include "measure/perftestrun.h"
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

struct RdmaTestOptions
{
    PerftestFlags flags;
    bool bothRails = true;  // the cable figure
    bool singleRail = true; // one rail alone, reported on its own
    int singleRailIndex = 1;
    bool latency = false; // ib_write_lat on each rail, one at a time
    bool allowNeighbourLoad = false;
    int baseTcpPort = PerftestLeg::BaseTcpPort;
};

// Everything measured over one cable. The both-rails figure and the
// single-rail figure come from different runs and stay separate values.
struct CableMeasurement
{
    model::Cable cable; // for a switch: the path between two nodes' ports
    bool viaSwitch = false;
    std::optional<CableBandwidth> bothRails;
    std::optional<RailBandwidth> singleRail;
    QList<RailBandwidth> latency; // one per rail, sequential runs
    QStringList errors;
};

// RDMA bandwidth per rail and per cable, and latency, over every cable of
// the topology: `ib_write_bw` servers on the a end, clients on the b end
// aimed at the server's rail address, identical flags on both ends.
class RdmaBandwidthTest : public QObject
{
    Q_OBJECT
public:
    RdmaBandwidthTest(const MeasureContext &context, const RdmaTestOptions &options,
                      report::ReportItem *reportRoot, QObject *parent = nullptr);

    action::ActionPlan *plan() const { return m_plan; }
    const QList<CableMeasurement> &results() const { return m_results; }
    std::optional<ToolMissing> toolMissing() const { return m_toolMissing; }
    int runningJobs() const;
    bool cleanupDone() const { return m_cleanupDone; }

    // The pairs measured: cables of a direct/triangle/ring topology, or
    // consecutive nodes on the switch.
    static QList<model::Cable> measuredPaths(const model::Cluster &cluster, bool *viaSwitch = nullptr);

Q_SIGNALS:
    // After the plan ended and stale processes were cleaned up.
    void done();

private:
    void addRunStep(const QString &title, const QList<int> &cables, const QList<int> &rails,
                    const QString &program, int kind);
    void cleanupAfter(bool endOfPlan);

    MeasureContext m_context;
    RdmaTestOptions m_options;
    report::ReportItem *m_root;
    action::ActionPlan *m_plan;
    QList<CableMeasurement> m_results;
    QPointer<PerftestRun> m_run;
    std::optional<ToolMissing> m_toolMissing;
    bool m_cleanupDone = false;
};

} // namespace railyard::measure
