// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"
#include "inventory/discoveryresult.h"
#include "inventory/nodeinventory.h"
#include "measure/testsuite.h"
#include "model/cluster.h"
#include "plan/networkplan.h"
#include "render/reportcontent.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::report {
class ReportItem;
}
namespace railyard::facts {
struct SurveyResult;
}

namespace railyard::render {

// What a support report shows, built one way for the GUI's PDF and
// railyard-cli's: node facts from the inventory, the cables as discovery
// and the RDMA runs found them, the measurement tables and charts, the
// findings. Neither front end lays out a section itself.
class ReportContentBuilder
{
public:
    struct Input
    {
        QString title;
        model::Cluster cluster;
        std::optional<plan::NetworkPlan> plan;
        // The newest reading of each node; nodes without one get no section.
        QList<inventory::NodeInventory> inventories;
        // Cabling discovery, when it ran; without it the expected cables are
        // drawn as planned (or present, where RDMA ran over them).
        std::optional<inventory::DiscoveryResult> discovery;
        measure::TestSuiteResults tests;
        QList<diag::Finding> findings;
        QStringList notes; // steps that could not run, each naming its object
        const report::ReportItem *log = nullptr;
    };

    static ReportContent build(const Input &input);
    // What a survey (railyard-cli report and bundle) gathered, as input.
    static Input fromSurvey(const facts::SurveyResult &survey, const model::Cluster &cluster,
                            const QList<diag::Finding> &findings, const QString &title);
    // One node's facts as the report lists them (model, OS, kernel, GPU,
    // each rail's link, driver, firmware and PCIe link, each port's cable EEPROM).
    static QList<QPair<QString, QString>> nodeFacts(const inventory::NodeInventory &inventory);
};

} // namespace railyard::render
