// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/thresholds.h"
#include "measure/measurecontext.h"
#include "measure/perftestflags.h"
#include "measure/railbandwidth.h"
#include "measure/toolmissing.h"
#include "telemetry/countersample.h"
#include "telemetry/ratesample.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <functional>
#include <optional>

namespace railyard::action {
class ActionPlan;
}
namespace railyard::remote {
class CommandJob;
}
namespace railyard::report {
class ReportItem;
}
namespace railyard::telemetry {
class TelemetrySampler;
}

namespace railyard::measure {

class PerftestRun;

struct SoakOptions
{
    int cable = 0;                                       // index into the measured paths
    int durationS = 600;                                 // load duration (perftest -D and the GPU load)
    bool loadGpus = true;                                // false: idle-GPU soak, known to miss heat faults
    QString gpuLoadProgram = QStringLiteral("gpu_burn"); // gets the duration in seconds as its argument
    int sampleIntervalMs = 1000; // on the clock below (simulated ms in a demo); real: at least 100
    // The rules' own bounds, so the soak flags live what they find after it.
    double laneOutlierFactor = diag::Thresholds::LaneOutlierFactor;
    double laneOutlierFloorPerS = diag::Thresholds::LaneOutlierFloorPerS;
    PerftestFlags flags;
    // Seconds on a common clock for the event times; default: real time
    // since the soak started. Tests pass the simulator's clock.
    std::function<double()> clock;
    double clockUnitsPerSecond = 1.0;
};

struct LaneOutlierEvent
{
    QString node;
    QString netdev;
    int port = 0;
    int lane = 0;
    double timeS = 0; // since the load started
    double errorsPerS = 0;
    double othersMedianPerS = 0;
};

struct LinkDropEvent
{
    QString node;
    QString netdev;
    double timeS = 0; // since the load started
};

struct SoakResult
{
    model::Cable cable;
    bool gpusLoaded = true;
    // Translated: idle-GPU soaks passed a cable that failed once the GPUs got hot.
    QString strengthNote;
    QList<telemetry::RateSample> samples; // both receivers, in arrival order
    // Each receiver's counters as first read and as last read (same order
    // in both lists): what the findings rules judge, like two `ethtool -S`
    // samples of a bundle (ObservationsExport::addSoak).
    QList<telemetry::CounterSample> firstCounters;
    QList<telemetry::CounterSample> lastCounters;
    std::optional<LaneOutlierEvent> firstOutlier;
    std::optional<LinkDropEvent> linkDrop;
    double maxModuleTempC = 0;
    double maxCrcErrorsPerS = 0;
    QList<RailBandwidth> load; // the perftest legs that carried the load
    std::optional<ToolMissing> toolMissing;
    QStringList errors;

    bool passed() const { return !firstOutlier && !linkDrop && maxCrcErrorsPerS == 0 && errors.isEmpty(); }
};

// Cable burn-in: both rails loaded in both directions for the duration,
// the GPUs of both ends loaded, while the per-lane error counters, FEC,
// CRC, link-down events and module temperature of both receivers are
// sampled. The outlier lane is reported as soon as it shows.
class SoakTest : public QObject
{
    Q_OBJECT
public:
    SoakTest(const MeasureContext &context, const SoakOptions &options, report::ReportItem *reportRoot,
             QObject *parent = nullptr);
    ~SoakTest() override;

    action::ActionPlan *plan() const { return m_plan; }
    const SoakResult &result() const { return m_result; }
    int runningJobs() const;

Q_SIGNALS:
    void outlierDetected(const railyard::measure::LaneOutlierEvent &event);
    void linkDropped(const railyard::measure::LinkDropEvent &event);
    void done();

private:
    void startLoad(class MeasureStep &step);
    void onRate(const telemetry::RateSample &sample);
    void onCounters(const telemetry::CounterSample &sample);
    void stopAll();
    void maybeFinish();
    bool awaitsClosingSample() const;
    double now() const;

    MeasureContext m_context;
    SoakOptions m_options;
    action::ActionPlan *m_plan;
    SoakResult m_result;
    QPointer<PerftestRun> m_run;
    QList<QPointer<remote::CommandJob>> m_gpuJobs;
    QList<telemetry::TelemetrySampler *> m_samplers;
    QPointer<MeasureStep> m_loadStep;
    QTimer *m_closingWait = nullptr; // bounds the wait for the closing ethtool -S sample
    bool m_loadCompleted = false;
    double m_start = 0;
};

} // namespace railyard::measure
