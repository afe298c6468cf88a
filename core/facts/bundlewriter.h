// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/tooltable.h"
#include "util/result.h"

#include <QByteArray>
#include <QMap>
#include <QString>

namespace railyard::inventory {
struct NodeInventory;
}
namespace railyard::report {
class Redactor;
class ReportItem;
} // namespace railyard::report
namespace railyard::facts {
struct SurveyResult;
}

namespace railyard::facts {

// The support bundle's node folders: the raw output of every command a
// survey ran that diag::ToolTable has a file for, in the layout
// diag::BundleLoader reads back (`doctor --bundle`, `report --bundle`).
class BundleWriter
{
public:
    // node -> file name -> content
    using Files = QMap<QString, QMap<QString, QByteArray>>;

    // Adds the outputs of every command under `item`; the first output
    // kept for a file wins (for RDMA that is the both-rails run).
    static void collect(const report::ReportItem &item, diag::ToolTable::Stage stage, Files &files);
    // Adds netplan-NAME.yaml for every netplan file whose content the
    // inventory read (secrets already blanked by structure).
    static void collectNetplan(const QList<inventory::NodeInventory> &inventories, Files &files);
    // Every stage of a survey, and the netplan files its inventory read.
    static Files collect(const SurveyResult &survey);
    // Writes DIR/<node>/<file>, every file through the redactor.
    static Result<void> write(const Files &files, const QString &dir, const report::Redactor &redactor);
};

} // namespace railyard::facts
