// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicontext.h"

#include "model/nodespec.h"
#include "model/projectfile.h"
#include "remote/commandrunner.h"
#include "remote/knownhostsfile.h"
#include "remote/sshoptions.h"
#include "remote/sshtransport.h"
#include "sim/simbackendfactory.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QTimer>

namespace railyard::cli {

namespace {

bool isFingerprint(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^SHA256:[A-Za-z0-9+/]{43}=?\\z"));
    return re.match(text).hasMatch();
}

} // namespace

CliContext::CliContext() = default;
CliContext::~CliContext() = default;

void CliContext::addOptions(QCommandLineParser &parser)
{
    parser.addOption(
        {QStringLiteral("project"),
         QCoreApplication::translate("railyard::cli::CliContext",
                                     "Read the cluster from a railyard.yaml and reach it over SSH."),
         QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("demo"),
         QCoreApplication::translate("railyard::cli::CliContext",
                                     "Use the built-in simulator with this scenario instead of real nodes."),
         QStringLiteral("SCENARIO")});
    parser.addOption(
        {QStringLiteral("accept-host-key"),
         QCoreApplication::translate(
             "railyard::cli::CliContext",
             "Trust this host key fingerprint (SHA256:...) if a node presents it; NODE=SHA256:... limits "
             "it to one node. Repeatable."),
         QStringLiteral("FINGERPRINT")});
}

void CliContext::addNodeOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("node"),
                      QCoreApplication::translate("railyard::cli::CliContext",
                                                  "A node as NAME=[USER@]ADDRESS[:PORT], reached over SSH; "
                                                  "repeat for each node (instead of --project)."),
                      QStringLiteral("NAME=ADDR")});
}

Result<void> CliContext::setUp(const QCommandLineParser &parser, bool nodeOption)
{
    const bool project = parser.isSet(QStringLiteral("project"));
    const bool demo = parser.isSet(QStringLiteral("demo"));
    const bool nodes = nodeOption && parser.isSet(QStringLiteral("node"));
    if (int(project) + int(demo) + int(nodes) != 1)
        return Error{nodeOption
                         ? QCoreApplication::translate("railyard::cli::CliContext",
                                                       "give either --node NAME=ADDR (repeated), "
                                                       "--project FILE or --demo SCENARIO")
                         : QCoreApplication::translate("railyard::cli::CliContext",
                                                       "give either --project FILE or --demo SCENARIO")};

    if (demo) {
        if (parser.isSet(QStringLiteral("accept-host-key")))
            return Error{QCoreApplication::translate(
                "railyard::cli::CliContext",
                "--accept-host-key only applies to --project (the simulator has no host keys)")};
        Result<sim::SimBackend> backend =
            sim::SimBackendFactory::create(parser.value(QStringLiteral("demo")), 1.0, &m_owner);
        if (!backend)
            return Error{backend.error().toString()};
        m_sim = backend->cluster;
        m_cluster = backend->model;
        m_runner = backend->runner;
        return {};
    }

    const QString path = project ? parser.value(QStringLiteral("project")) : QString();
    if (project) {
        Result<model::Cluster> loaded = model::ProjectFile::load(path);
        if (!loaded)
            return Error{loaded.error().toString()};
        m_cluster = loaded.value();
    } else {
        for (const QString &spec : parser.values(QStringLiteral("node"))) {
            Result<model::Node> node = model::NodeSpec::parse(spec);
            if (!node)
                return Error{QStringLiteral("--node: ") + node.error().message};
            if (m_cluster.node(node->name))
                return Error{
                    QCoreApplication::translate("railyard::cli::CliContext", "--node %1 is given twice")
                        .arg(node->name)};
            m_cluster.nodes.append(node.value());
        }
    }

    QString anyNode;
    QHash<QString, QString> perNode;
    for (const QString &value : parser.values(QStringLiteral("accept-host-key"))) {
        const qsizetype eq = value.indexOf(QLatin1Char('='));
        const bool scoped = eq > 0 && !value.left(eq).startsWith(QStringLiteral("SHA256"));
        const QString node = scoped ? value.left(eq) : QString();
        const QString fingerprint = scoped ? value.mid(eq + 1) : value;
        if (!isFingerprint(fingerprint))
            return Error{
                QCoreApplication::translate(
                    "railyard::cli::CliContext",
                    "--accept-host-key '%1' is not a SHA256:... fingerprint as ssh-keygen -lf prints it")
                    .arg(value)};
        if (scoped && !m_cluster.node(node))
            return Error{QCoreApplication::translate("railyard::cli::CliContext",
                                                     "--accept-host-key names node '%1', which is not in %2")
                             .arg(node, project ? path : QStringLiteral("--node"))};
        if (scoped)
            perNode.insert(node, fingerprint);
        else
            anyNode = fingerprint;
    }

    m_runner = new remote::CommandRunner(&m_owner);
    for (const model::Node &node : m_cluster.nodes) {
        remote::SshOptions options;
        // The project's known_hosts is shown, never trusted; accepted keys go to
        // the managed file the GUI uses too.
        options.offeredKnownHostsPath = remote::KnownHostsFile::projectPath(
            m_cluster.options.knownHostsFile, project ? QFileInfo(path).absoluteFilePath() : QString());
        options.expectedFingerprint = perNode.value(node.name, anyNode);
        Result<remote::SshHostConfig> target = remote::SshTransport::resolveTarget(node, options);
        if (!target)
            return Error{QCoreApplication::translate("railyard::cli::CliContext", "node %1: %2")
                             .arg(node.name, target.error().message)};
        // No prompts: a terminal run must not hang on a question nobody sees.
        m_runner->setTransport(node.name, new remote::SshTransport(node, options));
    }
    return {};
}

int CliContext::exec(const std::function<void()> &start)
{
    QTimer::singleShot(0, &m_owner, start);
    return QCoreApplication::exec();
}

void CliContext::finish(int exitCode)
{
    // Queued, so a result delivered before exec() is running still ends the loop.
    QTimer::singleShot(0, &m_owner, [exitCode] { QCoreApplication::exit(exitCode); });
}

} // namespace railyard::cli
