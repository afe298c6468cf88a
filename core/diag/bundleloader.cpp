// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/bundleloader.h"

#include "diag/tooltable.h"
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
};

} // namespace

bool BundleLoader::isKnownFile(const QString &fileName)
{
    // netplan-NAME.yaml: the node's /etc/netplan/NAME.yaml, secrets blanked.
    if (fileName.startsWith(NetplanPrefix) && fileName.endsWith(QLatin1String(".yaml")) &&
        fileName.size() > NetplanPrefix.size() + 5)
        return true;
    return ToolTable::forFile(fileName).has_value();
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
        const auto text = r.read(file);
        if (!text)
            continue;
        if (file.startsWith(NetplanPrefix)) {
            // YAML is the parser's matter at the rule (a file netplan would
            // refuse is still the node's file); here it is only read.
            n.netplanFiles.insert(file.mid(NetplanPrefix.size()), text->toUtf8());
            continue;
        }
        ToolTable::store(*ToolTable::forFile(file), file, *text, n, inputFindings);
    }
    ToolTable::finish(n);
    return n;
}

} // namespace railyard::diag
