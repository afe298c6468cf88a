// SPDX-License-Identifier: GPL-3.0-or-later
#include "plancommand.h"

#include "clioutput.h"
#include "model/cluster.h"
#include "model/nodespec.h"
#include "model/projectfile.h"
#include "model/tokenrules.h"
#include "plan/hostfilewriter.h"
#include "plan/ncclenvironment.h"
#include "plan/netplanwriter.h"
#include "plan/networkplanner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

namespace railyard::cli {

using namespace railyard::model;

namespace {

// All files are rendered first; a failure while writing removes what this
// run wrote, so --out never leaves half a plan behind.
Result<void> writeFiles(const QString &dir, const QList<QPair<QString, QByteArray>> &files)
{
    QStringList written;
    for (const auto &[relative, content] : files) {
        const QString path = QDir(dir).filePath(relative);
        const QString parent = QFileInfo(path).absolutePath();
        QSaveFile file(path);
        const bool ok = QDir().mkpath(parent) && file.open(QIODevice::WriteOnly) &&
                        file.write(content) == content.size() && file.commit();
        if (!ok) {
            for (const QString &w : written)
                QFile::remove(w);
            return Error{QCoreApplication::translate("railyard::cli::PlanCommand", "cannot write %1: %2")
                             .arg(path, file.errorString()),
                         QStringLiteral("--out")};
        }
        written << path;
    }
    return {};
}

} // namespace

int PlanCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("railyard::cli::PlanCommand", "Compute the network plan for a cluster."));
    const QCommandLineOption topologyOpt(
        QStringLiteral("topology"),
        QCoreApplication::translate("railyard::cli::PlanCommand", "direct, triangle, ring or switch."),
        QStringLiteral("TOPOLOGY"));
    const QCommandLineOption nodeOpt(
        QStringLiteral("node"),
        QCoreApplication::translate("railyard::cli::PlanCommand",
                                    "A node as NAME=MGMT_ADDR; repeat in cabling order."),
        QStringLiteral("NAME=ADDR"));
    const QCommandLineOption portOpt(
        QStringLiteral("port"),
        QCoreApplication::translate("railyard::cli::PlanCommand",
                                    "Port used by direct and switch topologies (0 or 1)."),
        QStringLiteral("PORT"));
    const QCommandLineOption mtuOpt(
        QStringLiteral("mtu"),
        QCoreApplication::translate("railyard::cli::PlanCommand", "Override the recommended MTU."),
        QStringLiteral("N"));
    const QCommandLineOption poolOpt(
        QStringLiteral("subnet-pool"),
        QCoreApplication::translate("railyard::cli::PlanCommand", "Pool the /24 subnets come from."),
        QStringLiteral("CIDR"));
    const QCommandLineOption avoidOpt(
        QStringLiteral("avoid"),
        QCoreApplication::translate("railyard::cli::PlanCommand",
                                    "A CIDR the plan must not overlap; repeatable."),
        QStringLiteral("CIDR"));
    const QCommandLineOption formatOpt(
        QStringLiteral("format"),
        QCoreApplication::translate("railyard::cli::PlanCommand", "text, json or netplan."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption outOpt(
        QStringLiteral("out"),
        QCoreApplication::translate("railyard::cli::PlanCommand", "Write per-node files into DIR."),
        QStringLiteral("DIR"));
    const QCommandLineOption projectOpt(
        QStringLiteral("project"),
        QCoreApplication::translate("railyard::cli::PlanCommand", "Read the cluster from a railyard.yaml."),
        QStringLiteral("FILE"));
    const QCommandLineOption largeRingOpt(
        QStringLiteral("allow-large-ring"),
        QCoreApplication::translate("railyard::cli::PlanCommand", "Allow a ring of more than 8 nodes."));
    parser.addOptions({topologyOpt, nodeOpt, portOpt, mtuOpt, poolOpt, avoidOpt, formatOpt, outOpt,
                       projectOpt, largeRingOpt});
    parser.addHelpOption();

    if (!parser.parse(QStringList{QStringLiteral("railyard-cli plan")} + arguments))
        return CliOutput::usageError(
            parser.errorText() +
            QCoreApplication::translate("railyard::cli::PlanCommand", "; see railyard-cli plan --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::PlanCommand",
                                        "unexpected argument '%1'; see railyard-cli plan --help")
                .arg(parser.positionalArguments().first()));

    const QString format = parser.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json") &&
        format != QLatin1String("netplan"))
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::PlanCommand",
                                        "unknown --format '%1'; use text, json or netplan")
                .arg(format));

    Cluster cluster;
    if (parser.isSet(projectOpt)) {
        if (parser.isSet(topologyOpt) || parser.isSet(nodeOpt))
            return CliOutput::usageError(QCoreApplication::translate(
                "railyard::cli::PlanCommand",
                "--project already names the topology and nodes; drop --topology/--node"));
        auto loaded = ProjectFile::load(parser.value(projectOpt));
        if (!loaded)
            return CliOutput::usageError(loaded.error().toString());
        cluster = *loaded;
    } else {
        if (!parser.isSet(topologyOpt))
            return CliOutput::usageError(QCoreApplication::translate(
                "railyard::cli::PlanCommand",
                "--topology is required (direct, triangle, ring or switch), or --project FILE"));
        const auto topology = topologyFromName(parser.value(topologyOpt));
        if (!topology)
            return CliOutput::usageError(
                QCoreApplication::translate("railyard::cli::PlanCommand",
                                            "unknown topology '%1'; use direct, triangle, ring or switch")
                    .arg(parser.value(topologyOpt)));
        cluster.topology = *topology;
        for (const QString &spec : parser.values(nodeOpt)) {
            Result<Node> node = NodeSpec::parse(spec);
            if (!node)
                return CliOutput::usageError(QStringLiteral("--node: ") + node.error().message);
            cluster.nodes.append(node.value());
        }
        if (cluster.nodes.isEmpty())
            return CliOutput::usageError(QCoreApplication::translate(
                "railyard::cli::PlanCommand", "no nodes given; add --node NAME=MGMT_ADDR for each node"));
    }
    if (parser.isSet(portOpt)) {
        bool ok = false;
        const int port = parser.value(portOpt).toInt(&ok);
        if (!ok || (port != 0 && port != 1))
            return CliOutput::usageError(
                QCoreApplication::translate("railyard::cli::PlanCommand", "--port must be 0 or 1, not '%1'")
                    .arg(parser.value(portOpt)));
        cluster.options.port = port;
    }
    if (parser.isSet(mtuOpt)) {
        bool ok = false;
        const int mtu = parser.value(mtuOpt).toInt(&ok);
        if (!ok)
            return CliOutput::usageError(
                QCoreApplication::translate("railyard::cli::PlanCommand", "--mtu must be a number, not '%1'")
                    .arg(parser.value(mtuOpt)));
        cluster.options.mtu = mtu;
    }
    if (parser.isSet(poolOpt))
        cluster.options.subnetPool = parser.value(poolOpt);
    cluster.options.avoid += parser.values(avoidOpt);
    if (parser.isSet(largeRingOpt))
        cluster.options.allowLargeRing = true;

    auto plan = plan::NetworkPlanner::plan(cluster);
    if (!plan)
        return CliOutput::usageError(plan.error().toString());

    if (parser.isSet(outOpt)) {
        QList<QPair<QString, QByteArray>> files;
        for (const plan::PlannedNode &node : plan->nodes) {
            files.append({node.name + QLatin1Char('/') + plan::NetplanWriter::fileName(),
                          plan::NetplanWriter::render(*plan, node)});
            files.append(
                {node.name + QStringLiteral("/nccl.env"), plan::NcclEnvironment::render(node.ncclEnv)});
        }
        files.append({QStringLiteral("hostfile"), plan::HostfileWriter::render(*plan)});
        if (auto written = writeFiles(parser.value(outOpt), files); !written)
            return CliOutput::usageError(written.error().toString());
    }

    if (format == QLatin1String("json")) {
        CliOutput::json(QJsonDocument(plan->toJson()));
    } else if (format == QLatin1String("netplan")) {
        QString out;
        for (const plan::PlannedNode &node : plan->nodes)
            out += QStringLiteral("# ---- %1: /etc/netplan/%2\n")
                       .arg(node.name, plan::NetplanWriter::fileName()) +
                   QString::fromUtf8(plan::NetplanWriter::render(*plan, node));
        CliOutput::out(out);
    } else {
        CliOutput::out(plan->toText());
    }
    return ExitOk;
}

} // namespace railyard::cli
