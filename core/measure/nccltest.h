// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/measurecontext.h"
#include "measure/toolmissing.h"
#include "probe/nccllogparser.h"
#include "probe/nccltestsparser.h"
#include "remote/remotecommand.h"
#include "util/result.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
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

namespace railyard::measure {

struct NcclOptions
{
    QStringList collectives = {QStringLiteral("all_gather_perf"), QStringLiteral("all_reduce_perf")};
    QString binaryDir; // absolute directory of the nccl-tests binaries; empty: on PATH
    QString minBytes = QStringLiteral("256M");
    QString maxBytes = QStringLiteral("1G");
    int factor = 2;
    int iterations = 20;
    QString launchNode; // empty: the first node
    int timeoutS = 600;
};

// One nccl-tests run: bus bandwidth and the devices NCCL used.
struct NcclRunResult
{
    QString collective; // "all_gather_perf"
    std::optional<probe::NcclTestsResult> tests;
    std::optional<probe::NcclLogResult> log;
    std::optional<double> avgBusbwGBs;
    double peakBusbwGBs = 0;
    QStringList ibDevices; // every RDMA device any rank named
    bool socketFallback = false;
    bool singleHca = false; // NCCL ran on one device: one rail, half speed
    std::optional<ToolMissing> toolMissing;
    QString error;

    bool ok() const { return error.isEmpty(); }
};

// nccl-tests through mpirun with the plan's hosts and NCCL environment,
// NCCL_DEBUG=INFO, so the log tells which devices carried the data.
class NcclTest : public QObject
{
    Q_OBJECT
public:
    NcclTest(const MeasureContext &context, const NcclOptions &options, report::ReportItem *reportRoot,
             QObject *parent = nullptr);

    action::ActionPlan *plan() const { return m_plan; }
    const QList<NcclRunResult> &results() const { return m_results; }
    int runningJobs() const;
    // The mpirun command for one collective (for the preview and tests).
    Result<remote::RemoteCommand> command(const QString &collective) const;

Q_SIGNALS:
    void done();

private:
    MeasureContext m_context;
    NcclOptions m_options;
    action::ActionPlan *m_plan;
    QList<NcclRunResult> m_results;
    QPointer<remote::CommandJob> m_job;
};

} // namespace railyard::measure
