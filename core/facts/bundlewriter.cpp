// SPDX-License-Identifier: GPL-3.0-or-later
#include "facts/bundlewriter.h"

#include "facts/surveyresult.h"
#include "inventory/nodeinventory.h"
#include "report/commandrecord.h"
#include "report/redactor.h"
#include "report/reportitem.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace railyard::facts {

void BundleWriter::collect(const report::ReportItem &item, diag::ToolTable::Stage stage, Files &files)
{
    using Tool = diag::ToolTable::Tool;
    using Content = diag::ToolTable::Content;
    for (const report::CommandRecord *c : item.commands()) {
        if (!diag::ToolTable::isSafeName(c->node))
            continue;
        for (const diag::ToolTable::Match &m : diag::ToolTable::forCommand(c->program, c->arguments, stage)) {
            const QString name = diag::ToolTable::fileName(m.row->tool, m.device);
            QMap<QString, QByteArray> &node = files[c->node];
            QByteArray content;
            switch (m.row->content) {
            case Content::Stdout:
                content = c->stdoutData;
                break;
            case Content::StdoutAndStderr:
                content = c->stdoutData + c->stderrData;
                break;
            case Content::NcclEnvArguments:
                for (const QString &arg : c->arguments) {
                    if (arg.startsWith(QLatin1String("NCCL_")) && arg.contains(QLatin1Char('=')))
                        content += arg.toUtf8() + '\n';
                }
                break;
            }
            if (stage == diag::ToolTable::Stage::Nccl) {
                // The last collective wins, as in the findings (one nccl-tests.txt per node).
                if (!content.isEmpty())
                    node.insert(name, content);
                continue;
            }
            // A failed perftest still tells why it failed; any other failed
            // command has nothing the parsers could read.
            const bool perftest = m.row->tool == Tool::PerftestRdma || m.row->tool == Tool::PerftestLoopback;
            if (!perftest && !c->succeeded())
                continue;
            if (node.contains(name)) {
                // Several PCIe functions are read one by one: one lspci file holds them all.
                if (m.row->tool == Tool::Lspci)
                    node[name] += content;
                continue;
            }
            node.insert(name, content);
        }
    }
}

BundleWriter::Files BundleWriter::collect(const SurveyResult &survey)
{
    using Stage = diag::ToolTable::Stage;
    Files files;
    collect(*survey.discoveryItem, Stage::Inventory, files);
    // A stage that never ran (the run ended before it) has no commands to keep.
    if (survey.loopbackItem)
        collect(*survey.loopbackItem, Stage::Loopback, files);
    if (survey.rdmaItem)
        collect(*survey.rdmaItem, Stage::Rdma, files);
    if (survey.ncclItem)
        collect(*survey.ncclItem, Stage::Nccl, files);
    collectNetplan(survey.discovery.inventories, files);
    return files;
}

void BundleWriter::collectNetplan(const QList<inventory::NodeInventory> &inventories, Files &files)
{
    for (const inventory::NodeInventory &inv : inventories) {
        if (!inv.netplanContentsRead || !diag::ToolTable::isSafeName(inv.node))
            continue;
        for (auto it = inv.netplanFiles.cbegin(); it != inv.netplanFiles.cend(); ++it) {
            if (diag::ToolTable::isSafeName(it.key()))
                files[inv.node].insert(QStringLiteral("netplan-") + it.key(), it.value());
        }
    }
}

Result<void> BundleWriter::write(const Files &files, const QString &dir, const report::Redactor &redactor)
{
    for (auto node = files.begin(); node != files.end(); ++node) {
        const QString folder = QDir(dir).filePath(node.key());
        if (!QDir().mkpath(folder))
            return Error{
                QCoreApplication::translate("railyard::facts::BundleWriter", "cannot create %1").arg(folder),
                folder};
        for (auto file = node.value().begin(); file != node.value().end(); ++file) {
            QFile out(QDir(folder).filePath(file.key()));
            if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
                out.write(redactor.scrub(QString::fromUtf8(file.value())).toUtf8()) < 0)
                return Error{
                    QCoreApplication::translate("railyard::facts::BundleWriter", "cannot write %1: %2")
                        .arg(out.fileName(), out.errorString()),
                    out.fileName()};
        }
    }
    return {};
}

} // namespace railyard::facts
