// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QMap>
#include <QStringList>

namespace railyard::inventory {
struct NodeInventory;
}

namespace railyard::report {
class Redactor;
class ReportItem;
struct CommandRecord;
} // namespace railyard::report

namespace railyard::cli {

// `railyard-cli bundle`: the raw outputs of every inventory, discovery and
// test command, per node, in the layout `doctor --bundle` reads, plus the
// project and the report's JSON, redacted like the report.
class BundleCommand
{
public:
    // What a stage's commands ran as, for naming their output.
    enum class Stage
    {
        Inventory,
        Loopback,
        Rdma,
        Nccl
    };
    // node -> file name -> content
    using Files = QMap<QString, QMap<QString, QByteArray>>;

    static int run(const QStringList &arguments);

    // The bundle file a command's output belongs in, or empty when the
    // layout has no place for it (e.g. `hostname`, perftest servers).
    static QString fileName(const report::CommandRecord &record, Stage stage);
    // Adds the outputs of every command under `item`; the first output
    // kept for a file wins (for RDMA that is the both-rails run).
    static void collect(const report::ReportItem &item, Stage stage, Files &files);
    // Adds netplan-NAME.yaml for every netplan file whose content the
    // inventory read (secrets already blanked by structure).
    static void collectNetplan(const QList<inventory::NodeInventory> &inventories, Files &files);
    // Writes DIR/<node>/<file>, every file through the redactor.
    static Result<void> writeNodeFiles(const Files &files, const QString &dir,
                                       const report::Redactor &redactor);
};

} // namespace railyard::cli
