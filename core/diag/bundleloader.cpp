// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/bundleloader.h"

#include "diag/ncclenvscanner.h"
#include "probe/rdmalinkparser.h"
#include "probe/terminaltext.h"
#include "util/boundedfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>

namespace railyard::diag {

namespace {

const QStringList FixedNames{
    QStringLiteral("ibdev2netdev.txt"), QStringLiteral("rdma-link.txt"),  QStringLiteral("rdma-link.json"),
    QStringLiteral("ip-addr.json"),     QStringLiteral("ip-addr.txt"),    QStringLiteral("ip-link.json"),
    QStringLiteral("ip-link.txt"),      QStringLiteral("ip-route.json"),  QStringLiteral("ip-neigh.json"),
    QStringLiteral("nccl.log"),         QStringLiteral("nccl-tests.txt"), QStringLiteral("nccl.env"),
    QStringLiteral("lspci.txt"),        QStringLiteral("dmesg.txt"),      QStringLiteral("nvidia-smi.txt"),
    QStringLiteral("ibv_devinfo.txt"),  QStringLiteral("ibstat.txt"),
};

// Longest prefixes first: "ethtool-" would swallow the others.
const QStringList Prefixes{
    QStringLiteral("ethtool-fec-"), QStringLiteral("ethtool-S-"), QStringLiteral("ethtool-i-"),
    QStringLiteral("ethtool-m-"),   QStringLiteral("ethtool-"),   QStringLiteral("ib_write_bw-"),
    QStringLiteral("loopback-"),
};

const QString NetplanPrefix = QStringLiteral("netplan-");

struct Reader
{
    const QString &dir;
    const QString &node;
    QList<Finding> &findings;

    QString rel(const QString &file) const { return node + QLatin1Char('/') + file; }

    std::optional<QString> read(const QString &file)
    {
        const QString path = QDir(dir).filePath(file);
        // Size first (a finding of its own), then a read that follows no link
        // and takes no FIFO or device: a bundle is input from someone else.
        QFileInfo info(path);
        if (!info.isSymLink() && info.isFile() && info.size() > BundleLoader::MaxFileBytes) {
            findings.append({QStringLiteral("bundle-file-unreadable"),
                             model::Severity::Warning,
                             FindingObject::forFile(node, file),
                             {{rel(file), QStringLiteral("size"), QString::number(info.size())}},
                             QCoreApplication::translate("railyard::diag::BundleLoader",
                                                         "%1 is larger than %2 MB and was skipped.")
                                 .arg(rel(file))
                                 .arg(BundleLoader::MaxFileBytes / (1024 * 1024)),
                             QCoreApplication::translate("railyard::diag::BundleLoader",
                                                         "Collect a shorter capture of this output.")});
            return std::nullopt;
        }
        const Result<QByteArray> content = util::BoundedFile::read(path, BundleLoader::MaxFileBytes);
        if (!content) {
            findings.append(
                {QStringLiteral("bundle-file-unreadable"),
                 model::Severity::Warning,
                 FindingObject::forFile(node, file),
                 {{rel(file), QStringLiteral("error"), content.error().message}},
                 QCoreApplication::translate("railyard::diag::BundleLoader", "%1 cannot be read: %2")
                     .arg(rel(file), content.error().message),
                 QCoreApplication::translate("railyard::diag::BundleLoader",
                                             "Check the file's permissions.")});
            return std::nullopt;
        }
        // A file the user pasted from a terminal reads like the tool's own.
        return probe::TerminalText::clean(QString::fromUtf8(content.value()));
    }

    template <typename T> std::optional<T> parse(const QString &file, Result<T> (*parser)(const QString &))
    {
        const auto text = read(file);
        if (!text)
            return std::nullopt;
        Result<T> r = parser(*text);
        if (r)
            return std::move(r).value();
        const Error &e = r.error();
        QList<Evidence> ev{{rel(file), QStringLiteral("error"), e.message}};
        if (e.line > 0)
            ev.append({rel(file), QStringLiteral("line"), QString::number(e.line)});
        findings.append(
            {QStringLiteral("bundle-file-unparsed"), model::Severity::Warning,
             FindingObject::forFile(node, file), ev,
             e.line > 0
                 ? QCoreApplication::translate(
                       "railyard::diag::BundleLoader",
                       "%1 line %2 does not parse: %3; the rules that need it were skipped.")
                       .arg(rel(file))
                       .arg(e.line)
                       .arg(e.message)
                 : QCoreApplication::translate("railyard::diag::BundleLoader",
                                               "%1 does not parse: %2; the rules that need it were skipped.")
                       .arg(rel(file), e.message),
             QCoreApplication::translate(
                 "railyard::diag::BundleLoader",
                 "Check that the file holds the raw output of the command it is named after (see "
                 "docs/cli.md, doctor), then collect it again.")});
        return std::nullopt;
    }
};

// A tool that printed its own failure into the bundle ("ibpanic: ...",
// "Failed to get IB devices list: ..."): shown with the line, so the user
// sees why the rules that need the tool said nothing.
Finding toolError(const QString &tool, const QString &node, const QString &file, const QString &relFile,
                  int line, const QString &text)
{
    return {QStringLiteral("rdma-tool-error"),
            model::Severity::Warning,
            FindingObject::forFile(node, file),
            {{relFile, line > 0 ? QStringLiteral("line %1").arg(line) : QStringLiteral("output"), text}},
            QCoreApplication::translate("railyard::diag::BundleLoader", "%1 on %2 reported an error: %3")
                .arg(tool, node, text),
            QCoreApplication::translate(
                "railyard::diag::BundleLoader",
                "Check that the RDMA stack is loaded (mlx5_ib, ib_umad; rdma link lists "
                "the devices) and that the device named is present, then collect %1 again.")
                .arg(tool)};
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

bool BundleLoader::isKnownFile(const QString &fileName)
{
    if (FixedNames.contains(fileName))
        return true;
    // netplan-NAME.yaml: the node's /etc/netplan/NAME.yaml, secrets blanked.
    if (fileName.startsWith(NetplanPrefix) && fileName.endsWith(QLatin1String(".yaml")) &&
        fileName.size() > NetplanPrefix.size() + 5)
        return true;
    if (!fileName.endsWith(QLatin1String(".txt")))
        return false;
    for (const QString &p : Prefixes) {
        if (fileName.startsWith(p) && fileName.size() > p.size() + 4)
            return true;
    }
    return false;
}

QStringList BundleLoader::nodeFolders(const QString &dir)
{
    QStringList out;
    const QDir root(dir);
    for (const QString &sub : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QStringList files = QDir(root.filePath(sub)).entryList(QDir::Files, QDir::Name);
        if (std::any_of(files.begin(), files.end(), [](const QString &f) { return isKnownFile(f); }))
            out.append(sub);
    }
    return out;
}

Result<Observations> BundleLoader::load(const QString &dir)
{
    if (!QFileInfo(dir).isDir())
        return Error{
            QCoreApplication::translate("railyard::diag::BundleLoader", "%1 is not a directory").arg(dir),
            dir};
    const QStringList nodes = nodeFolders(dir);
    if (nodes.isEmpty())
        return Error{QCoreApplication::translate(
                         "railyard::diag::BundleLoader",
                         "%1 is not a support bundle: no node folder holds a known tool output (e.g. "
                         "<node>/ibdev2netdev.txt)")
                         .arg(dir),
                     dir};
    Observations o;
    for (const QString &node : nodes)
        o.nodes.append(loadNode(QDir(dir).filePath(node), node, o.inputFindings));
    return o;
}

NodeObservations BundleLoader::loadNode(const QString &nodeDir, const QString &node,
                                        QList<Finding> &inputFindings)
{
    NodeObservations n;
    n.node = node;
    Reader r{nodeDir, node, inputFindings};
    // QDir::System too: a FIFO or a device in a node folder is reported as
    // unreadable, not passed over in silence.
    QStringList files = QDir(nodeDir).entryList(QDir::Files | QDir::System, QDir::Name);

    // ethtool -S samples: NAME.txt is the first, NAME.N.txt the N-th.
    QMap<QString, QMap<int, EthtoolSample>> samples;
    static const QRegularExpression sampleName(QStringLiteral("^ethtool-S-(.+?)(?:\\.([0-9]+))?\\.txt$"));
    QMap<QString, QString> envFromFile;

    for (const QString &file : files) {
        if (!isKnownFile(file)) {
            inputFindings.append(
                {QStringLiteral("bundle-file-unknown"),
                 model::Severity::Info,
                 FindingObject::forFile(node, file),
                 {{r.rel(file), QStringLiteral("name"), file}},
                 QCoreApplication::translate("railyard::diag::BundleLoader",
                                             "%1 is not part of the bundle layout and was not read.")
                     .arg(r.rel(file)),
                 QCoreApplication::translate(
                     "railyard::diag::BundleLoader",
                     "Rename it after the command it holds (docs/cli.md, doctor), or remove it.")});
            continue;
        }
        const QString base = file.endsWith(QLatin1String(".txt")) ? file.chopped(4) : file;
        if (file == QLatin1String("ibdev2netdev.txt")) {
            if (auto v = r.parse(file, &probe::Ibdev2netdevParser::parse))
                n.rdmaLinks = *v;
        } else if (file.startsWith(NetplanPrefix)) {
            // YAML is the parser's matter at the rule (a file netplan would
            // refuse is still the node's file); here it is only read.
            if (const auto text = r.read(file))
                n.netplanFiles.insert(file.mid(NetplanPrefix.size()), text->toUtf8());
        } else if (file == QLatin1String("ibstat.txt")) {
            if (auto v = r.parse(file, &probe::IbstatParser::parse)) {
                // The tool's own failure lines are what the user must see.
                for (const probe::IbstatError &e : v->errors)
                    inputFindings.append(
                        toolError(QStringLiteral("ibstat"), node, file, r.rel(file), e.line, e.text));
                n.ibstat = *v;
            }
        } else if (file.startsWith(QLatin1String("rdma-link."))) {
            if (auto v = r.parse(file, &probe::RdmaLinkParser::parse); v && !n.rdmaLinks)
                n.rdmaLinks = *v;
        } else if (file.startsWith(QLatin1String("ip-addr."))) {
            if (auto v = r.parse(file, &probe::IpAddrParser::parse))
                n.addresses = *v;
        } else if (file.startsWith(QLatin1String("ip-link."))) {
            if (auto v = r.parse(file, &probe::IpLinkParser::parse))
                n.ipLinks = *v;
        } else if (file == QLatin1String("ip-route.json")) {
            if (auto v = r.parse(file, &probe::IpRouteParser::parse))
                n.routes = *v;
        } else if (file == QLatin1String("ip-neigh.json")) {
            if (auto v = r.parse(file, &probe::IpNeighParser::parse))
                n.neighbours = *v;
        } else if (file == QLatin1String("nccl.log")) {
            if (auto v = r.parse(file, &probe::NcclLogParser::parse))
                n.ncclLog = *v;
            if (const auto text = r.read(file)) {
                const QMap<QString, QString> env = NcclEnvScanner::scan(*text);
                for (auto it = env.begin(); it != env.end(); ++it)
                    n.ncclEnv.insert(it.key(), it.value());
            }
        } else if (file == QLatin1String("nccl.env")) {
            if (const auto text = r.read(file))
                envFromFile = NcclEnvScanner::scan(*text);
        } else if (file == QLatin1String("nccl-tests.txt")) {
            if (auto v = r.parse(file, &probe::NcclTestsParser::parse))
                n.ncclTests = *v;
        } else if (file == QLatin1String("lspci.txt")) {
            if (auto v = r.parse(file, &probe::LspciParser::parse))
                n.lspci = *v;
        } else if (file == QLatin1String("dmesg.txt")) {
            if (auto v = r.parse(file, &probe::DmesgParser::parse))
                n.dmesg = *v;
        } else if (file == QLatin1String("nvidia-smi.txt")) {
            if (auto v = r.parse(file, &probe::NvidiaSmiParser::parse))
                n.nvidiaSmi = *v;
        } else if (file == QLatin1String("ibv_devinfo.txt")) {
            if (auto v = r.parse(file, &probe::IbvDevinfoParser::parse)) {
                if (!v->error.isEmpty())
                    inputFindings.append(
                        toolError(QStringLiteral("ibv_devinfo"), node, file, r.rel(file), 0, v->error));
                n.ibvDevinfo = *v;
            }
        } else if (file.startsWith(QLatin1String("ethtool-fec-"))) {
            const QString netdev = base.mid(12);
            if (auto v = r.parse(file, &probe::EthtoolFecParser::parse); v && !v->interfaces.isEmpty()) {
                const probe::EthtoolFecSettings *s = v->last(netdev);
                n.fec.insert(netdev, s ? *s : v->interfaces.last());
            }
        } else if (file.startsWith(QLatin1String("ethtool-S-"))) {
            const auto m = sampleName.match(file);
            const QString netdev = m.captured(1);
            const int index = m.captured(2).isEmpty() ? 1 : m.captured(2).toInt();
            const auto text = r.read(file);
            if (!text)
                continue;
            auto parsed = probe::EthtoolStatsParser::parse(*text);
            if (!parsed) {
                r.parse(file, &probe::EthtoolStatsParser::parse); // records the finding
                continue;
            }
            samples[netdev].insert(index, EthtoolSample{std::move(parsed).value(), sampleTime(*text)});
        } else if (file.startsWith(QLatin1String("ethtool-i-"))) {
            if (auto v = r.parse(file, &probe::EthtoolInfoParser::parse))
                n.ethtoolInfo.insert(base.mid(10), *v);
        } else if (file.startsWith(QLatin1String("ethtool-m-"))) {
            if (auto v = r.parse(file, &probe::EthtoolModuleParser::parse))
                n.modules.insert(base.mid(10), *v);
        } else if (file.startsWith(QLatin1String("ethtool-"))) {
            const QString netdev = base.mid(8);
            if (auto v = r.parse(file, &probe::EthtoolLinkParser::parse); v && !v->interfaces.isEmpty()) {
                const probe::EthtoolLinkSettings *s = v->last(netdev);
                n.ethtoolLink.insert(netdev, s ? *s : v->interfaces.last());
            }
        } else if (file.startsWith(QLatin1String("ib_write_bw-"))) {
            if (auto v = r.parse(file, &probe::PerftestParser::parse))
                n.perftest.insert(base.mid(12), *v);
        } else if (file.startsWith(QLatin1String("loopback-"))) {
            if (auto v = r.parse(file, &probe::PerftestParser::parse))
                n.loopback.insert(base.mid(9), *v);
        }
    }
    for (auto it = samples.begin(); it != samples.end(); ++it)
        n.ethtoolStats.insert(it.key(), it.value().values());
    // The log echoes what NCCL applied, so it wins over the env file.
    for (auto it = envFromFile.begin(); it != envFromFile.end(); ++it) {
        if (!n.ncclEnv.contains(it.key()))
            n.ncclEnv.insert(it.key(), it.value());
    }
    return n;
}

} // namespace railyard::diag
