// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/tooltable.h"

#include "diag/finding.h"
#include "diag/ncclenvscanner.h"
#include "diag/observations.h"
#include "probe/rdmalinkparser.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>

namespace railyard::diag {

namespace {

using Tool = ToolTable::Tool;
using Stage = ToolTable::Stage;
using Content = ToolTable::Content;
using remote::CommandBuilder;

const QString Dev = QStringLiteral("{dev}");

// Rows in the order a bundle lists them; a prefix row ("ethtool-{dev}")
// after the longer ones that share its prefix, so forFile takes the longest.
const QList<ToolTable::Row> &table()
{
    static const QList<ToolTable::Row> rows{
        {Tool::Ibdev2netdev, QStringLiteral("ibdev2netdev"), Stage::Inventory,
         QStringLiteral("ibdev2netdev.txt"), Content::Stdout, QStringLiteral("ibdev2netdev")},
        {Tool::RdmaLink, QStringLiteral("rdma"), Stage::Inventory, QStringLiteral("rdma-link.json"),
         Content::Stdout, QStringLiteral("rdma-link")},
        {Tool::Ibstat, QStringLiteral("ibstat"), Stage::Inventory, QStringLiteral("ibstat.txt"),
         Content::Stdout, QStringLiteral("ibstat")},
        {Tool::IpAddr, QStringLiteral("ip"), Stage::Inventory, QStringLiteral("ip-addr.json"),
         Content::Stdout, QStringLiteral("ip-addr")},
        {Tool::IpLink, QStringLiteral("ip"), Stage::Inventory, QStringLiteral("ip-link.json"),
         Content::Stdout, QStringLiteral("ip-link")},
        {Tool::IpRoute, QStringLiteral("ip"), Stage::Inventory, QStringLiteral("ip-route.json"),
         Content::Stdout, QStringLiteral("ip-route")},
        {Tool::IpNeigh, QStringLiteral("ip"), Stage::Inventory, QStringLiteral("ip-neigh.json"),
         Content::Stdout, QStringLiteral("ip-neigh")},
        {Tool::EthtoolFec, QStringLiteral("ethtool"), Stage::Inventory,
         QStringLiteral("ethtool-fec-{dev}.txt"), Content::Stdout, QStringLiteral("ethtool-fec")},
        {Tool::EthtoolStats, QStringLiteral("ethtool"), Stage::Inventory,
         QStringLiteral("ethtool-S-{dev}.txt"), Content::Stdout, QStringLiteral("ethtool-stats")},
        {Tool::EthtoolInfo, QStringLiteral("ethtool"), Stage::Inventory,
         QStringLiteral("ethtool-i-{dev}.txt"), Content::Stdout, QStringLiteral("ethtool-info")},
        {Tool::EthtoolModule, QStringLiteral("ethtool"), Stage::Inventory,
         QStringLiteral("ethtool-m-{dev}.txt"), Content::Stdout, QStringLiteral("ethtool-module")},
        {Tool::EthtoolLink, QStringLiteral("ethtool"), Stage::Inventory, QStringLiteral("ethtool-{dev}.txt"),
         Content::Stdout, QStringLiteral("ethtool-link")},
        {Tool::Lspci, QStringLiteral("lspci"), Stage::Inventory, QStringLiteral("lspci.txt"), Content::Stdout,
         QStringLiteral("lspci")},
        {Tool::Dmesg, QStringLiteral("dmesg"), Stage::Inventory, QStringLiteral("dmesg.txt"), Content::Stdout,
         QStringLiteral("dmesg")},
        {Tool::NvidiaSmi, QStringLiteral("nvidia-smi"), Stage::Inventory, QStringLiteral("nvidia-smi.txt"),
         Content::Stdout, QStringLiteral("nvidia-smi")},
        {Tool::IbvDevinfo, QStringLiteral("ibv_devinfo"), Stage::Inventory, QStringLiteral("ibv_devinfo.txt"),
         Content::Stdout, QStringLiteral("ibv-devinfo")},
        {Tool::PerftestRdma, QStringLiteral("ib_write_bw"), Stage::Rdma,
         QStringLiteral("ib_write_bw-{dev}.txt"), Content::StdoutAndStderr, QStringLiteral("ib-write-bw")},
        {Tool::PerftestLoopback, QStringLiteral("ib_write_bw"), Stage::Loopback,
         QStringLiteral("loopback-{dev}.txt"), Content::StdoutAndStderr, QStringLiteral("ib-write-bw")},
        {Tool::NcclLog, QStringLiteral("mpirun"), Stage::Nccl, QStringLiteral("nccl.log"),
         Content::StdoutAndStderr, QStringLiteral("nccl-log")},
        {Tool::NcclTests, QStringLiteral("mpirun"), Stage::Nccl, QStringLiteral("nccl-tests.txt"),
         Content::Stdout, QStringLiteral("nccl-tests")},
        {Tool::NcclEnv, QStringLiteral("mpirun"), Stage::Nccl, QStringLiteral("nccl.env"),
         Content::NcclEnvArguments, QString()},
    };
    return rows;
}

// Files a user may have saved in the tool's plain-text form: read by the
// same parser as the JSON the inventory collects.
const QList<QPair<QString, Tool>> TextForms{
    {QStringLiteral("rdma-link.txt"), Tool::RdmaLink},
    {QStringLiteral("ip-addr.txt"), Tool::IpAddr},
    {QStringLiteral("ip-link.txt"), Tool::IpLink},
};

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

QString rel(const QString &node, const QString &file)
{
    return node + QLatin1Char('/') + file;
}

// A tool that printed its own failure ("ibpanic: ...", "Failed to get IB
// devices list: ..."): shown with the line, so the user sees why the rules
// that need the tool said nothing.
Finding toolError(const QString &tool, const QString &node, const QString &file, int line,
                  const QString &text)
{
    return {
        QStringLiteral("rdma-tool-error"),
        model::Severity::Warning,
        FindingObject::forFile(node, file),
        {{rel(node, file), line > 0 ? QStringLiteral("line %1").arg(line) : QStringLiteral("output"), text}},
        QCoreApplication::translate("railyard::diag::BundleLoader", "%1 on %2 reported an error: %3")
            .arg(tool, node, text),
        QCoreApplication::translate(
            "railyard::diag::BundleLoader",
            "Check that the RDMA stack is loaded (mlx5_ib, ib_umad; rdma link lists "
            "the devices) and that the device named is present, then collect %1 again.")
            .arg(tool)};
}

template <typename T>
std::optional<T> parse(Result<T> (*parser)(const QString &), const QString &text, const QString &node,
                       const QString &file, QList<Finding> &findings)
{
    Result<T> r = parser(text);
    if (r)
        return std::move(r).value();
    const Error &e = r.error();
    QList<Evidence> ev{{rel(node, file), QStringLiteral("error"), e.message}};
    if (e.line > 0)
        ev.append({rel(node, file), QStringLiteral("line"), QString::number(e.line)});
    findings.append({QStringLiteral("bundle-file-unparsed"), model::Severity::Warning,
                     FindingObject::forFile(node, file), ev,
                     e.line > 0 ? QCoreApplication::translate(
                                      "railyard::diag::BundleLoader",
                                      "%1 line %2 does not parse: %3; the rules that need it were skipped.")
                                      .arg(rel(node, file))
                                      .arg(e.line)
                                      .arg(e.message)
                                : QCoreApplication::translate(
                                      "railyard::diag::BundleLoader",
                                      "%1 does not parse: %2; the rules that need it were skipped.")
                                      .arg(rel(node, file), e.message),
                     QCoreApplication::translate(
                         "railyard::diag::BundleLoader",
                         "Check that the file holds the raw output of the command it is named after (see "
                         "docs/cli.md, doctor), then collect it again.")});
    return std::nullopt;
}

std::optional<double> sampleTime(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^#\\s*t\\s*=\\s*([0-9]+(?:\\.[0-9]+)?)\\s*$"),
                                       QRegularExpression::MultilineOption);
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toDouble();
}

} // namespace

bool ToolTable::isSafeName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_.:-]+\\z"));
    return re.match(name).hasMatch() && !name.startsWith(QLatin1Char('.'));
}

const QList<ToolTable::Row> &ToolTable::rows()
{
    return table();
}

const ToolTable::Row &ToolTable::row(Tool tool)
{
    const auto &rows = table();
    const auto it = std::find_if(rows.begin(), rows.end(), [tool](const Row &r) { return r.tool == tool; });
    Q_ASSERT(it != rows.end());
    return *it;
}

std::optional<CommandBuilder> ToolTable::command(Tool tool, const QString &device)
{
    const Row &r = row(tool);
    CommandBuilder b(r.program);
    switch (tool) {
    case Tool::Ibdev2netdev:
    case Tool::Ibstat:
    case Tool::Dmesg:
    case Tool::NvidiaSmi:
    case Tool::IbvDevinfo:
        return b;
    case Tool::RdmaLink:
        return b.flag(QStringLiteral("-j")).word(QStringLiteral("link"));
    case Tool::IpAddr:
        return b.flag(QStringLiteral("-j")).word(QStringLiteral("addr")).word(QStringLiteral("show"));
    case Tool::IpLink:
        return b.flag(QStringLiteral("-j")).word(QStringLiteral("link")).word(QStringLiteral("show"));
    case Tool::IpRoute:
        return b.flag(QStringLiteral("-j")).word(QStringLiteral("route")).word(QStringLiteral("show"));
    case Tool::IpNeigh:
        return b.flag(QStringLiteral("-j")).word(QStringLiteral("neigh")).word(QStringLiteral("show"));
    case Tool::EthtoolLink:
        return b.interface(device);
    case Tool::EthtoolInfo:
        return b.flag(QStringLiteral("-i")).interface(device);
    case Tool::EthtoolModule:
        return b.flag(QStringLiteral("-m")).interface(device);
    case Tool::EthtoolStats:
        return b.flag(QStringLiteral("-S")).interface(device);
    case Tool::EthtoolFec:
        return b.flag(QStringLiteral("--show-fec")).interface(device);
    case Tool::Lspci:
        // One PCIe function (its bus address) with its capabilities.
        return b.flag(QStringLiteral("-vv")).flag(QStringLiteral("-s")).word(device);
    case Tool::PerftestRdma:
    case Tool::PerftestLoopback:
    case Tool::NcclLog:
    case Tool::NcclTests:
    case Tool::NcclEnv:
        break;
    }
    return std::nullopt;
}

QString ToolTable::fileName(Tool tool, const QString &device)
{
    QString name = row(tool).file;
    return name.replace(Dev, device);
}

std::optional<ToolTable::Match> ToolTable::forFile(const QString &fileName)
{
    for (const auto &[name, tool] : TextForms) {
        if (fileName == name)
            return Match{&row(tool), {}, 1};
    }
    static const QRegularExpression sample(QStringLiteral("^(.+?)\\.([0-9]+)\\z"));
    for (const Row &r : table()) {
        if (!r.perDevice()) {
            if (fileName == r.file)
                return Match{&r, {}, 1};
            continue;
        }
        const qsizetype at = r.file.indexOf(Dev);
        const QString prefix = r.file.left(at);
        const QString suffix = r.file.mid(at + Dev.size());
        if (!fileName.startsWith(prefix) || !fileName.endsWith(suffix) ||
            fileName.size() <= prefix.size() + suffix.size())
            continue;
        Match m{&r, fileName.mid(prefix.size(), fileName.size() - prefix.size() - suffix.size()), 1};
        // ethtool -S samples: NAME.txt is the first, NAME.N.txt the N-th.
        if (r.tool == Tool::EthtoolStats) {
            if (const auto s = sample.match(m.device); s.hasMatch()) {
                m.device = s.captured(1);
                m.sample = s.captured(2).toInt();
            }
        }
        return m;
    }
    return std::nullopt;
}

QList<ToolTable::Match> ToolTable::forCommand(const QString &program, const QStringList &arguments,
                                              Stage stage)
{
    QList<Match> out;
    for (const Row &r : table()) {
        if (r.program != program || r.stage != stage)
            continue;
        switch (r.tool) {
        case Tool::PerftestRdma:
        case Tool::PerftestLoopback:
            if (isPerftestClient(arguments) &&
                ToolTable::isSafeName(optionValue(arguments, QStringLiteral("-d"))))
                out << Match{&r, optionValue(arguments, QStringLiteral("-d")), 1};
            continue;
        case Tool::NcclLog:
        case Tool::NcclTests:
        case Tool::NcclEnv:
            out << Match{&r, {}, 1};
            continue;
        default:
            break;
        }
        // The device a per-device command names is its last word.
        const QString device =
            r.perDevice() || r.tool == Tool::Lspci ? arguments.value(arguments.size() - 1) : QString();
        if (r.perDevice() && !ToolTable::isSafeName(device))
            continue;
        const auto built = command(r.tool, device);
        if (!built)
            continue;
        const auto cmd = built->build();
        if (cmd && cmd.value().arguments == arguments)
            out << Match{&r, r.perDevice() ? device : QString(), 1};
    }
    return out;
}

namespace {

// Open MPI's wordings for a rank binary it could not start (help-orterun /
// prte help files); the text wraps at 76 columns, so match on whitespace-
// normalised output.
bool launcherReportsMissing(const QString &text)
{
    const QString flat = text.simplified();
    return flat.contains(QLatin1String("was unable to find the specified executable file")) ||
           flat.contains(QLatin1String("could not access or execute an executable"));
}

QString field(const QString &text, const QString &name)
{
    const QRegularExpression re(QStringLiteral("^\\s*%1:\\s*(\\S+)\\s*$").arg(name),
                                QRegularExpression::MultilineOption);
    return re.match(text).captured(1);
}

} // namespace

std::optional<ToolTable::MissingTool> ToolTable::missingTool(const QString &program, const QString &text)
{
    // bash: "bash: line 1: ib_write_bw: command not found"; dash: "sh: 1: ib_write_bw: not found".
    const QRegularExpression shell(QStringLiteral("^(?:[^\\n]*: )?%1: (?:command )?not found\\s*$")
                                       .arg(QRegularExpression::escape(program)),
                                   QRegularExpression::MultilineOption);
    if (shell.match(text).hasMatch())
        return MissingTool{{}, program};
    if (!launcherReportsMissing(text))
        return std::nullopt;
    QString tool = field(text, QStringLiteral("Executable"));
    tool = tool.mid(tool.lastIndexOf(QLatin1Char('/')) + 1);
    return MissingTool{field(text, QStringLiteral("Node")), tool.isEmpty() ? program : tool};
}

QString ToolTable::installCommand(const QString &program)
{
    if (program.startsWith(QLatin1String("ib_")))
        return QStringLiteral("sudo apt install perftest");
    if (program.endsWith(QLatin1String("_perf")))
        return QStringLiteral("git clone https://github.com/NVIDIA/nccl-tests && make -C nccl-tests MPI=1 "
                              "MPI_HOME=/usr/lib/aarch64-linux-gnu/openmpi");
    if (program == QLatin1String("mpirun"))
        return QStringLiteral("sudo apt install openmpi-bin");
    if (program == QLatin1String("ethtool"))
        return QStringLiteral("sudo apt install ethtool");
    if (program == QLatin1String("gpu_burn"))
        return QStringLiteral("git clone https://github.com/wilicc/gpu-burn && make -C gpu-burn");
    if (program == QLatin1String("pkill"))
        return QStringLiteral("sudo apt install procps");
    return QStringLiteral("sudo apt install %1").arg(program);
}

Finding ToolTable::toolMissing(const QString &node, const QString &tool)
{
    const QString install = installCommand(tool);
    return {QStringLiteral("tool-missing"),
            model::Severity::Error,
            FindingObject::forNode(node),
            {{node, QStringLiteral("program"), tool}},
            QCoreApplication::translate("railyard::measure::ToolMissing",
                                        "%1 is not installed on %2; install it with: %3")
                .arg(tool, node, install),
            install};
}

void ToolTable::store(const Match &match, const QString &file, const QString &text, NodeObservations &n,
                      QList<Finding> &findings)
{
    const QString &node = n.node;
    const QString &dev = match.device;
    // A run whose program was absent left only the shell's or mpirun's word
    // for it: the finding the live run gives, not an unparsable file.
    if (match.row->content == Content::StdoutAndStderr) {
        if (const auto missing = missingTool(match.row->program, text)) {
            // Each leg's file says it: one finding per node and program.
            const Finding f = toolMissing(missing->node.isEmpty() ? node : missing->node, missing->tool);
            if (std::none_of(findings.begin(), findings.end(), [&](const Finding &o) {
                    return o.sameAs(f.ref()) && o.evidence.value(0).value == f.evidence.value(0).value;
                }))
                findings.append(f);
            return;
        }
    }
    switch (match.row->tool) {
    case Tool::Ibdev2netdev:
        if (auto v = parse(&probe::Ibdev2netdevParser::parse, text, node, file, findings))
            n.rdmaLinks = *v;
        break;
    case Tool::RdmaLink:
        // ibdev2netdev, where both were read, says the same with the state.
        if (auto v = parse(&probe::RdmaLinkParser::parse, text, node, file, findings); v && !n.rdmaLinks)
            n.rdmaLinks = *v;
        break;
    case Tool::Ibstat:
        if (auto v = parse(&probe::IbstatParser::parse, text, node, file, findings)) {
            // The tool's own failure lines are what the user must see.
            for (const probe::IbstatError &e : v->errors)
                findings.append(toolError(QStringLiteral("ibstat"), node, file, e.line, e.text));
            n.ibstat = *v;
        }
        break;
    case Tool::IpAddr:
        if (auto v = parse(&probe::IpAddrParser::parse, text, node, file, findings))
            n.addresses = *v;
        break;
    case Tool::IpLink:
        if (auto v = parse(&probe::IpLinkParser::parse, text, node, file, findings))
            n.ipLinks = *v;
        break;
    case Tool::IpRoute:
        if (auto v = parse(&probe::IpRouteParser::parse, text, node, file, findings))
            n.routes = *v;
        break;
    case Tool::IpNeigh:
        if (auto v = parse(&probe::IpNeighParser::parse, text, node, file, findings))
            n.neighbours = *v;
        break;
    case Tool::EthtoolLink:
        if (auto v = parse(&probe::EthtoolLinkParser::parse, text, node, file, findings);
            v && !v->interfaces.isEmpty()) {
            const probe::EthtoolLinkSettings *s = v->last(dev);
            n.ethtoolLink.insert(dev, s ? *s : v->interfaces.last());
        }
        break;
    case Tool::EthtoolInfo:
        if (auto v = parse(&probe::EthtoolInfoParser::parse, text, node, file, findings))
            n.ethtoolInfo.insert(dev, *v);
        break;
    case Tool::EthtoolModule:
        if (auto v = parse(&probe::EthtoolModuleParser::parse, text, node, file, findings))
            n.modules.insert(dev, *v);
        break;
    case Tool::EthtoolStats:
        if (auto v = parse(&probe::EthtoolStatsParser::parse, text, node, file, findings))
            n.ethtoolStats[dev].append(EthtoolSample{std::move(*v), sampleTime(text), match.sample});
        break;
    case Tool::EthtoolFec:
        if (auto v = parse(&probe::EthtoolFecParser::parse, text, node, file, findings);
            v && !v->interfaces.isEmpty()) {
            const probe::EthtoolFecSettings *s = v->last(dev);
            n.fec.insert(dev, s ? *s : v->interfaces.last());
        }
        break;
    case Tool::Lspci:
        if (auto v = parse(&probe::LspciParser::parse, text, node, file, findings))
            n.lspci = *v;
        break;
    case Tool::Dmesg:
        if (auto v = parse(&probe::DmesgParser::parse, text, node, file, findings))
            n.dmesg = *v;
        break;
    case Tool::NvidiaSmi:
        if (auto v = parse(&probe::NvidiaSmiParser::parse, text, node, file, findings))
            n.nvidiaSmi = *v;
        break;
    case Tool::IbvDevinfo:
        if (auto v = parse(&probe::IbvDevinfoParser::parse, text, node, file, findings)) {
            if (!v->error.isEmpty())
                findings.append(toolError(QStringLiteral("ibv_devinfo"), node, file, 0, v->error));
            n.ibvDevinfo = *v;
        }
        break;
    case Tool::PerftestRdma:
        if (auto v = parse(&probe::PerftestParser::parse, text, node, file, findings))
            n.perftest.insert(dev, *v);
        break;
    case Tool::PerftestLoopback:
        if (auto v = parse(&probe::PerftestParser::parse, text, node, file, findings))
            n.loopback.insert(dev, *v);
        break;
    case Tool::NcclLog: {
        if (auto v = parse(&probe::NcclLogParser::parse, text, node, file, findings))
            n.ncclLog = *v;
        // The log echoes what NCCL applied, so it wins over the env file.
        const QMap<QString, QString> env = NcclEnvScanner::scan(text);
        for (auto it = env.begin(); it != env.end(); ++it)
            n.ncclEnv.insert(it.key(), it.value());
        break;
    }
    case Tool::NcclTests:
        if (auto v = parse(&probe::NcclTestsParser::parse, text, node, file, findings))
            n.ncclTests = *v;
        break;
    case Tool::NcclEnv: {
        const QMap<QString, QString> env = NcclEnvScanner::scan(text);
        for (auto it = env.begin(); it != env.end(); ++it) {
            if (!n.ncclEnv.contains(it.key()))
                n.ncclEnv.insert(it.key(), it.value());
        }
        break;
    }
    }
}

void ToolTable::finish(NodeObservations &n)
{
    for (QList<EthtoolSample> &samples : n.ethtoolStats)
        std::stable_sort(samples.begin(), samples.end(),
                         [](const EthtoolSample &a, const EthtoolSample &b) { return a.sample < b.sample; });
}

} // namespace railyard::diag
