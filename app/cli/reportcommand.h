// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"
#include "inventory/discoveryresult.h"
#include "measure/testsuite.h"
#include "plan/networkplan.h"
#include "render/reportcontent.h"
#include "report/reportitem.h"

#include <QJsonObject>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>

namespace railyard::cli {

class CliContext;

// `railyard-cli report`: reads the cluster (inventory, cabling discovery),
// measures it (loopback, RDMA per cable, NCCL), diagnoses the results and
// writes the PDF for support. `bundle` runs the same gathering.
class ReportCommand
{
public:
    // What one gathering run learnt; the report tree holds every command.
    struct Gathered
    {
        std::unique_ptr<report::ReportItem> log;
        report::ReportItem *discoveryItem = nullptr;
        // The test suite's stages (null when a stage did not run).
        report::ReportItem *loopbackItem = nullptr;
        report::ReportItem *rdmaItem = nullptr;
        report::ReportItem *ncclItem = nullptr;
        std::optional<plan::NetworkPlan> plan;
        inventory::DiscoveryResult discovery;
        measure::TestSuiteResults tests;
        QStringList notes; // stages that could not run, translated
    };

    static int run(const QStringList &arguments);

    // Runs every stage on the context's cluster, one after the other (they
    // would disturb each other's figures), then calls `done` on the event loop.
    static void gather(CliContext &context, int perftestSeconds, const std::function<void(Gathered &)> &done);
    // The findings of the engine over `bundleDir` (the raw outputs as
    // BundleCommand::writeNodeFiles wrote them) plus the measured results,
    // merged with the discovery's own findings; errors first.
    static QList<diag::Finding> findings(const Gathered &gathered, const model::Cluster &cluster,
                                         const QString &bundleDir);
    static render::ReportContent content(const Gathered &gathered, const model::Cluster &cluster,
                                         const QList<diag::Finding> &findings, const QString &title);
    // The parts of the content only a live run knows (inventory, cables,
    // tables, charts), as the bundle's report.json keeps them under "content".
    static QJsonObject contentToJson(const render::ReportContent &content);
    static void contentFromJson(const QJsonObject &json, render::ReportContent &content);
    // A finding as Finding::toJson wrote it; nullopt when it is not one.
    static std::optional<diag::Finding> findingFromJson(const QJsonObject &json);
};

} // namespace railyard::cli
