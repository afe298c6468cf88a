// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlecommand.h"

#include "bundlearchive.h"
#include "clicontext.h"
#include "clioutput.h"
#include "inventory/nodeinventory.h"
#include "model/projectfile.h"
#include "report/redactor.h"
#include "report/reportitem.h"
#include "reportcommand.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <utility>

namespace railyard::cli {

namespace {

QString optionValue(const QStringList &args, const QString &flag)
{
    const qsizetype i = args.indexOf(flag);
    return i >= 0 && i + 1 < args.size() ? args[i + 1] : QString();
}

bool isPerftestClient(const QStringList &args)
{
    // The client names the server's address as its last word; the server does not.
    static const QRegularExpression ipv4(QStringLiteral("^\\d{1,3}(\\.\\d{1,3}){3}\\z"));
    return !args.isEmpty() && ipv4.match(args.last()).hasMatch();
}

// A device or netdev name becomes part of a file name: keep it to what the
// layout's names can hold, so a hostile output cannot climb out of DIR.
bool isSafeName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_.:-]+\\z"));
    return re.match(name).hasMatch() && !name.startsWith(QLatin1Char('.'));
}

QJsonValue scrubJson(const QJsonValue &value, const report::Redactor &r)
{
    if (value.isString())
        return r.scrub(value.toString());
    if (value.isArray()) {
        QJsonArray out;
        for (const auto &v : value.toArray())
            out.append(scrubJson(v, r));
        return out;
    }
    if (value.isObject()) {
        QJsonObject out;
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            out.insert(it.key(), scrubJson(it.value(), r));
        return out;
    }
    return value;
}

// The archive's top-level folder: its file name without .tar.gz / .tgz.
QString archiveTopName(const QString &archivePath)
{
    QString name = QFileInfo(archivePath).fileName();
    for (const QLatin1String suffix : {QLatin1String(".tar.gz"), QLatin1String(".tgz")}) {
        if (name.endsWith(suffix, Qt::CaseInsensitive))
            name.chop(suffix.size());
    }
    return isSafeName(name) ? name : QStringLiteral("railyard-bundle");
}

} // namespace

QString BundleCommand::fileName(const report::CommandRecord &c, Stage stage)
{
    const QStringList &a = c.arguments;
    const QString &p = c.program;
    auto dev = [&](const QString &prefix, const QString &name) {
        return isSafeName(name) ? prefix + name + QStringLiteral(".txt") : QString();
    };
    switch (stage) {
    case Stage::Loopback:
        if (p == QLatin1String("ib_write_bw") && isPerftestClient(a))
            return dev(QStringLiteral("loopback-"), optionValue(a, QStringLiteral("-d")));
        return {};
    case Stage::Rdma:
        if (p == QLatin1String("ib_write_bw") && isPerftestClient(a))
            return dev(QStringLiteral("ib_write_bw-"), optionValue(a, QStringLiteral("-d")));
        return {};
    case Stage::Nccl:
        if (p == QLatin1String("mpirun"))
            return QStringLiteral("nccl.log");
        return {};
    case Stage::Inventory:
        break;
    }
    if (p == QLatin1String("ibdev2netdev"))
        return QStringLiteral("ibdev2netdev.txt");
    if (p == QLatin1String("rdma") && a.contains(QStringLiteral("link")))
        return a.contains(QStringLiteral("-j")) ? QStringLiteral("rdma-link.json")
                                                : QStringLiteral("rdma-link.txt");
    if (p == QLatin1String("ip") && a.contains(QStringLiteral("-j")) && !a.contains(QStringLiteral("set"))) {
        for (const QString &what : {QStringLiteral("addr"), QStringLiteral("link"), QStringLiteral("route"),
                                    QStringLiteral("neigh")}) {
            if (a.contains(what))
                return QStringLiteral("ip-") + what + QStringLiteral(".json");
        }
        return {};
    }
    if (p == QLatin1String("ethtool") && !a.isEmpty()) {
        if (a.size() == 1)
            return dev(QStringLiteral("ethtool-"), a.first());
        if (a.size() == 2 && a.first() == QLatin1String("-i"))
            return dev(QStringLiteral("ethtool-i-"), a[1]);
        if (a.size() == 2 && a.first() == QLatin1String("-m"))
            return dev(QStringLiteral("ethtool-m-"), a[1]);
        if (a.size() == 2 && a.first() == QLatin1String("-S"))
            return dev(QStringLiteral("ethtool-S-"), a[1]);
        if (a.size() == 2 && a.first() == QLatin1String("--show-fec"))
            return dev(QStringLiteral("ethtool-fec-"), a[1]);
        return {};
    }
    if (p == QLatin1String("lspci"))
        return QStringLiteral("lspci.txt");
    for (const QString &tool : {QStringLiteral("nvidia-smi"), QStringLiteral("ibv_devinfo"),
                                QStringLiteral("dmesg"), QStringLiteral("ibstat")}) {
        if (p == tool && a.isEmpty())
            return tool + QStringLiteral(".txt");
    }
    return {};
}

void BundleCommand::collect(const report::ReportItem &item, Stage stage, Files &files)
{
    for (const report::CommandRecord *c : item.commands()) {
        const QString name = fileName(*c, stage);
        if (name.isEmpty() || !isSafeName(c->node))
            continue;
        QMap<QString, QByteArray> &node = files[c->node];
        const bool perftest = stage == Stage::Loopback || stage == Stage::Rdma;
        if (stage == Stage::Nccl) {
            // The last collective wins, as in the findings (one nccl-tests.txt per node).
            node.insert(QStringLiteral("nccl.log"), c->stdoutData + c->stderrData);
            node.insert(QStringLiteral("nccl-tests.txt"), c->stdoutData);
            QByteArray env;
            for (const QString &arg : c->arguments) {
                if (arg.startsWith(QLatin1String("NCCL_")) && arg.contains(QLatin1Char('=')))
                    env += arg.toUtf8() + '\n';
            }
            if (!env.isEmpty())
                node.insert(QStringLiteral("nccl.env"), env);
            continue;
        }
        // A failed perftest still tells why it failed; any other failed
        // command has nothing the parsers could read.
        if (!perftest && !c->succeeded())
            continue;
        if (node.contains(name)) {
            // Several PCIe functions are read one by one: one lspci file holds them all.
            if (name == QLatin1String("lspci.txt"))
                node[name] += c->stdoutData;
            continue;
        }
        node.insert(name, perftest ? c->stdoutData + c->stderrData : c->stdoutData);
    }
}

void BundleCommand::collectNetplan(const QList<inventory::NodeInventory> &inventories, Files &files)
{
    for (const inventory::NodeInventory &inv : inventories) {
        if (!inv.netplanContentsRead || !isSafeName(inv.node))
            continue;
        for (auto it = inv.netplanFiles.cbegin(); it != inv.netplanFiles.cend(); ++it) {
            if (isSafeName(it.key()))
                files[inv.node].insert(QStringLiteral("netplan-") + it.key(), it.value());
        }
    }
}

Result<void> BundleCommand::writeNodeFiles(const Files &files, const QString &dir,
                                           const report::Redactor &redactor)
{
    for (auto node = files.begin(); node != files.end(); ++node) {
        const QString folder = QDir(dir).filePath(node.key());
        if (!QDir().mkpath(folder))
            return Error{
                QCoreApplication::translate("railyard::cli::BundleCommand", "cannot create %1").arg(folder),
                folder};
        for (auto file = node.value().begin(); file != node.value().end(); ++file) {
            QFile out(QDir(folder).filePath(file.key()));
            if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
                out.write(redactor.scrub(QString::fromUtf8(file.value())).toUtf8()) < 0)
                return Error{
                    QCoreApplication::translate("railyard::cli::BundleCommand", "cannot write %1: %2")
                        .arg(out.fileName(), out.errorString()),
                    out.fileName()};
        }
    }
    return {};
}

int BundleCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "railyard::cli::BundleCommand",
        "Collect a support bundle: the raw output of every inventory, discovery and test command, per node, "
        "in the layout railyard-cli doctor --bundle reads."));
    CliContext::addOptions(parser);
    CliContext::addDemoClockOption(parser);
    const QCommandLineOption outOpt(
        QStringLiteral("out"),
        QCoreApplication::translate("railyard::cli::BundleCommand",
                                    "The bundle to write: a new folder, or FILE.tar.gz for one archive."),
        QStringLiteral("DIR|FILE.tar.gz"));
    const QCommandLineOption redactOpt(
        QStringLiteral("redact"),
        QCoreApplication::translate("railyard::cli::BundleCommand",
                                    "Also mask user names, IPv4 and MAC addresses."));
    const QCommandLineOption durationOpt(
        QStringLiteral("duration"),
        QCoreApplication::translate(
            "railyard::cli::BundleCommand",
            "Seconds of each perftest run; NCCL runs 4 iterations per second of it (default 5)."),
        QStringLiteral("SECONDS"), QStringLiteral("5"));
    parser.addOptions({outOpt, redactOpt, durationOpt});
    parser.addHelpOption();
    if (!parser.parse(QStringList{QStringLiteral("railyard-cli bundle")} + arguments))
        return CliOutput::usageError(
            parser.errorText() +
            QCoreApplication::translate("railyard::cli::BundleCommand", "; see railyard-cli bundle --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::BundleCommand",
                                        "unexpected argument '%1'; see railyard-cli bundle --help")
                .arg(parser.positionalArguments().first()));
    if (!parser.isSet(outOpt))
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::BundleCommand",
                                        "--out DIR or --out FILE.tar.gz is required (the bundle to write)"));
    bool durationOk = false;
    const int duration = parser.value(durationOpt).toInt(&durationOk);
    if (!durationOk || duration < 1 || duration > 600)
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::BundleCommand",
                                        "--duration '%1' is not a number of seconds from 1 to 600")
                .arg(parser.value(durationOpt)));
    const QString out = parser.value(outOpt);
    const bool archive = BundleArchive::isArchivePath(out);
    // An archive is staged as <name>/ in a temporary folder, then packed.
    QTemporaryDir staging;
    QString dir = out;
    if (archive) {
        if (QFileInfo::exists(out))
            return CliOutput::usageError(QCoreApplication::translate("railyard::cli::BundleCommand",
                                                                     "%1 exists; choose a new file name")
                                             .arg(out));
        if (!QFileInfo(QFileInfo(out).absolutePath()).isDir())
            return CliOutput::usageError(
                QCoreApplication::translate("railyard::cli::BundleCommand", "the folder of %1 does not exist")
                    .arg(out));
        if (!staging.isValid())
            return CliOutput::usageError(QCoreApplication::translate("railyard::cli::BundleCommand",
                                                                     "cannot create a temporary folder"));
        dir = QDir(staging.path()).filePath(archiveTopName(out));
    } else if (QFileInfo(dir).exists() && (!QFileInfo(dir).isDir() || !QDir(dir).isEmpty())) {
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::BundleCommand",
                                        "%1 exists and is not an empty folder; choose a new one")
                .arg(dir));
    }
    if (!QDir().mkpath(dir))
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::BundleCommand", "cannot create %1").arg(dir));

    CliContext context;
    context.compressDemoClock();
    if (Result<void> ok = context.setUp(parser); !ok)
        return CliOutput::usageError(ok.error().message);
    const bool redact = parser.isSet(redactOpt);

    auto written = [&](ReportCommand::Gathered &g) {
        report::Redactor redactor;
        redactor.setMaskAddresses(redact);
        if (redact) {
            for (const model::Node &n : context.cluster().nodes) {
                redactor.addIdentity(n.sshUser);
                redactor.addIdentity(n.managementAddress);
            }
        }
        Files files;
        collect(*g.discoveryItem, Stage::Inventory, files);
        if (g.loopbackItem)
            collect(*g.loopbackItem, Stage::Loopback, files);
        if (g.rdmaItem)
            collect(*g.rdmaItem, Stage::Rdma, files);
        if (g.ncclItem)
            collect(*g.ncclItem, Stage::Nccl, files);
        collectNetplan(g.discovery.inventories, files);
        if (Result<void> ok = writeNodeFiles(files, dir, redactor); !ok) {
            CliOutput::usageError(ok.error().message);
            context.finish(ExitUsage);
            return;
        }
        const QList<diag::Finding> findings = ReportCommand::findings(g, context.cluster(), dir);
        // The project makes `doctor --project` check cabling and plan as the report did.
        model::Cluster project = context.cluster();
        if (redact) {
            for (model::Node &n : project.nodes) {
                n.sshUser.clear();
                n.managementAddress = redactor.scrub(n.managementAddress);
            }
        }
        const QByteArray yaml =
            redactor.scrub(QString::fromUtf8(model::ProjectFile::serialize(project))).toUtf8();
        QJsonArray list;
        for (const diag::Finding &f : findings)
            list.append(f.toJson());
        const QString title =
            parser.isSet(QStringLiteral("demo"))
                ? QCoreApplication::translate("railyard::cli::ReportCommand",
                                              "Railyard cluster report: demo %1")
                      .arg(parser.value(QStringLiteral("demo")))
                : QCoreApplication::translate("railyard::cli::ReportCommand", "Railyard cluster report: %1")
                      .arg(QFileInfo(parser.value(QStringLiteral("project"))).fileName());
        // What only the live run knew (inventory, cables as measured, the
        // result tables and charts), so `report --bundle` prints the same report.
        const QJsonObject content =
            ReportCommand::contentToJson(ReportCommand::content(g, context.cluster(), findings, title));
        QJsonArray discoveryList;
        for (const diag::Finding &f : g.discovery.findings)
            discoveryList.append(f.toJson());
        const QJsonObject json{{QStringLiteral("findings"), list},
                               {QStringLiteral("discovery_findings"), discoveryList},
                               {QStringLiteral("notes"), QJsonArray::fromStringList(g.notes)},
                               {QStringLiteral("report"), g.log->toJson()},
                               {QStringLiteral("content"), content}};
        // Written and closed before the archive reads them back.
        for (const auto &[name, data] :
             {std::pair{QStringLiteral("railyard.yaml"), yaml},
              std::pair{QStringLiteral("report.json"),
                        QJsonDocument(scrubJson(json, redactor).toObject()).toJson()}}) {
            QFile file(QDir(dir).filePath(name));
            if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size() ||
                !file.flush()) {
                CliOutput::usageError(
                    QCoreApplication::translate("railyard::cli::BundleCommand", "cannot write %1: %2")
                        .arg(file.fileName(), file.errorString()));
                context.finish(ExitUsage);
                return;
            }
        }
        int errors = 0;
        for (const diag::Finding &f : findings)
            errors += f.severity == model::Severity::Error ? 1 : 0;
        if (archive) {
            if (Result<void> ok = BundleArchive::write(dir, archiveTopName(out), out); !ok) {
                CliOutput::usageError(ok.error().message);
                context.finish(ExitUsage);
                return;
            }
        }
        CliOutput::out(
            QCoreApplication::translate("railyard::cli::BundleCommand",
                                        "Wrote %1: %2 node folder(s), %3 finding(s), %4 error(s).\n")
                .arg(out)
                .arg(files.size())
                .arg(findings.size())
                .arg(errors));
        context.finish(errors > 0 ? ExitFindings : ExitOk);
    };
    return context.exec([&] { ReportCommand::gather(context, duration, written); });
}

} // namespace railyard::cli
