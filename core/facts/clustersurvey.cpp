// SPDX-License-Identifier: GPL-3.0-or-later
#include "facts/clustersurvey.h"

#include "inventory/cablingdiscovery.h"
#include "measure/measurecontext.h"
#include "plan/networkplanner.h"

#include <QCoreApplication>
#include <algorithm>

namespace railyard::facts {

ClusterSurvey::ClusterSurvey(remote::CommandRunner *runner, const model::Cluster &cluster,
                             int perftestSeconds, QObject *parent)
    : QObject(parent), m_runner(runner), m_cluster(cluster), m_perftestSeconds(perftestSeconds)
{}

void ClusterSurvey::start()
{
    SurveyResult &g = m_result;
    g.log = std::make_unique<report::ReportItem>(
        report::ItemKind::Cluster,
        QCoreApplication::translate("railyard::facts::ClusterSurvey", "Railyard report"));
    g.discoveryItem = g.log->addChild(
        report::ItemKind::Step,
        QCoreApplication::translate("railyard::facts::ClusterSurvey", "Inventory and cabling discovery"));
    if (auto plan = plan::NetworkPlanner::plan(m_cluster))
        g.plan = plan.value();
    else
        g.notes << QCoreApplication::translate("railyard::facts::ClusterSurvey", "No address plan: %1")
                       .arg(plan.error().message);

    Q_EMIT discoveryStarted(g.discoveryItem->title());
    auto *discovery = new inventory::CablingDiscovery(m_runner, this);
    connect(discovery, &inventory::CablingDiscovery::finished, this,
            [this, discovery](const inventory::DiscoveryResult &result) {
                discovery->deleteLater();
                m_result.discovery = result;
                m_result.notes << result.notes;
                report::ItemStatus worst = report::ItemStatus::Ok;
                for (const auto &child : m_result.discoveryItem->children()) {
                    if (child->kind() != report::ItemKind::Command && int(child->status()) > int(worst))
                        worst = child->status();
                }
                m_result.discoveryItem->setStatus(worst);
                runTests();
            });
    discovery->start(m_cluster, g.discoveryItem);
}

void ClusterSurvey::runTests()
{
    measure::MeasureContext ctx;
    ctx.runner = m_runner;
    ctx.cluster = m_cluster;
    ctx.plan = m_result.plan;
    measure::TestSuiteOptions options;
    options.perftestSeconds = m_perftestSeconds;
    options.ncclIterations = std::max(2, 4 * m_perftestSeconds);
    auto *suite = new measure::TestSuite(ctx, options, m_result.log.get(), this);
    Q_EMIT testsStarted(suite->plan());
    connect(suite, &measure::TestSuite::done, this, [this, suite] {
        m_result.tests = suite->results();
        m_result.loopbackItem = suite->stepItem(measure::TestSuite::Kind::Loopback);
        m_result.rdmaItem = suite->stepItem(measure::TestSuite::Kind::Rdma);
        m_result.ncclItem = suite->stepItem(measure::TestSuite::Kind::Nccl);
        suite->deleteLater();
        Q_EMIT finished();
    });
    suite->start();
}

} // namespace railyard::facts
