// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicontext.h"

#include "action/actionplan.h"
#include "facts/clustersurvey.h"
#include "model/nodespec.h"
#include "model/projectfile.h"
#include "remote/commandrunner.h"
#include "remote/sshoptions.h"
#include "remote/sshtransport.h"
#include "remote/transportfactory.h"
#include "sim/simbackendfactory.h"
#include "sim/simcluster.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QTimer>
#include <cstdio>
#include <unistd.h>

namespace railyard::cli {

namespace {

constexpr double kDemoSpeed = sim::SimBackendFactory::DemoClockSpeed;

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
    parser.addOption({QStringLiteral("no-local"),
                      QCoreApplication::translate(
                          "railyard::cli::CliContext",
                          "Reach every node over SSH, also the machine this runs on (only nodes the "
                          "project marks local: true are served directly).")});
    parser.addOption(
        {QStringLiteral("quiet"),
         QCoreApplication::translate("railyard::cli::CliContext",
                                     "Print no progress on stderr (results and errors still).")});
}

void CliContext::addDemoClockOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("realtime"),
                      QCoreApplication::translate(
                          "railyard::cli::CliContext",
                          "With --demo: spend the simulated tool durations in real time (for benchmarks); "
                          "by default a demo runs them %1x faster.")
                          .arg(kDemoSpeed)});
}

std::function<double()> CliContext::clock() const
{
    if (!m_sim)
        return {};
    std::shared_ptr<sim::SimCluster> sim = m_sim;
    return [sim] { return sim->clock().now(); };
}

double CliContext::clockSpeed() const
{
    return m_sim ? m_sim->clock().speed() : 1.0;
}

void CliContext::follow(action::ActionPlan *plan)
{
    QObject::connect(plan, &action::ActionPlan::stepStarted, &m_owner,
                     [this](int, const QString &title) { progressStep(title); });
}

void CliContext::progressStep(const QString &title)
{
    if (m_quiet)
        return;
    clearStatusLine();
    const QByteArray line = QStringLiteral("[%1 s] %2\n")
                                .arg(double(m_elapsed.elapsed()) / 1000.0, 5, 'f', 1)
                                .arg(title)
                                .toUtf8();
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    std::fflush(stderr);
}

void CliContext::showCommand(const QString &node, const QString &display)
{
    if (m_quiet || !m_terminal)
        return;
    // One line, rewritten: the newest command and how long the run has taken.
    QString text = QStringLiteral("  [%1 s] %2: %3")
                       .arg(double(m_elapsed.elapsed()) / 1000.0, 5, 'f', 1)
                       .arg(node, display.simplified());
    if (text.size() > 100)
        text = text.left(99) + QChar(0x2026);
    const QByteArray bytes = "\r\033[K" + text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
    m_statusShown = true;
}

void CliContext::clearStatusLine()
{
    if (!m_statusShown)
        return;
    std::fputs("\r\033[K", stderr);
    std::fflush(stderr);
    m_statusShown = false;
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
    m_elapsed.start();
    m_quiet = parser.isSet(QStringLiteral("quiet"));
    m_terminal = ::isatty(::fileno(stderr)) == 1;
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
        Result<sim::SimBackend> backend = sim::SimBackendFactory::create(
            parser.value(QStringLiteral("demo")),
            m_compressDemo && !parser.isSet(QStringLiteral("realtime")) ? kDemoSpeed : 1.0, &m_owner);
        if (!backend)
            return Error{backend.error().toString()};
        m_sim = backend->cluster;
        m_cluster = backend->model;
        m_runner = backend->runner;
        QObject::connect(m_runner, &remote::CommandRunner::commandStarted, &m_owner,
                         [this](const QString &node, const QString &display) { showCommand(node, display); });
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

    remote::TransportFactory factory(m_cluster.options.knownHostsFile,
                                     project ? QFileInfo(path).absoluteFilePath() : QString());
    factory.acceptFingerprint(QString(), anyNode);
    for (auto it = perNode.begin(); it != perNode.end(); ++it)
        factory.acceptFingerprint(it.key(), it.value());
    if (!parser.isSet(QStringLiteral("no-local")))
        factory.setLocalMachine(remote::LocalMachine::current());
    factory.setLocalPrivilege(remote::LocalTransport::Privilege::Sudo);
    m_runner = new remote::CommandRunner(&m_owner);
    for (const model::Node &node : m_cluster.nodes) {
        // The machine this runs on is read and changed directly; say why,
        // so a surprising match (a shared address) is seen at once.
        if (const auto match = factory.localMatch(node)) {
            m_localNodes.insert(node.name);
            progressStep(QCoreApplication::translate("railyard::cli::CliContext",
                                                     "%1 is this machine (%2): served directly, without SSH")
                             .arg(node.name, match->describe()));
        }
        // No prompts: a terminal run must not hang on a question nobody sees.
        Result<remote::CommandTransport *> transport =
            factory.transportFor(node, remote::TransportFactory::Auth::Project);
        if (!transport)
            return Error{transport.error().message};
        m_runner->setTransport(node.name, transport.value());
    }
    QObject::connect(m_runner, &remote::CommandRunner::commandStarted, &m_owner,
                     [this](const QString &node, const QString &display) { showCommand(node, display); });
    return {};
}

void CliContext::survey(int perftestSeconds, const std::function<void(const facts::SurveyResult &)> &done)
{
    auto *survey = new facts::ClusterSurvey(m_runner, m_cluster, perftestSeconds, &m_owner);
    QObject::connect(survey, &facts::ClusterSurvey::discoveryStarted, &m_owner,
                     [this](const QString &title) { progressStep(title); });
    QObject::connect(survey, &facts::ClusterSurvey::testsStarted, &m_owner,
                     [this](action::ActionPlan *plan) { follow(plan); });
    QObject::connect(survey, &facts::ClusterSurvey::finished, &m_owner,
                     [survey, done] { done(survey->result()); });
    survey->start();
}

QString CliContext::reportTitle(const QCommandLineParser &parser)
{
    return parser.isSet(QStringLiteral("demo"))
               ? QCoreApplication::translate("railyard::cli::ReportCommand",
                                             "Railyard cluster report: demo %1")
                     .arg(parser.value(QStringLiteral("demo")))
               : QCoreApplication::translate("railyard::cli::ReportCommand", "Railyard cluster report: %1")
                     .arg(QFileInfo(parser.value(QStringLiteral("project"))).fileName());
}

int CliContext::exec(const std::function<void()> &start)
{
    QTimer::singleShot(0, &m_owner, start);
    return QCoreApplication::exec();
}

void CliContext::finish(int exitCode)
{
    clearStatusLine();
    // Queued, so a result delivered before exec() is running still ends the loop.
    QTimer::singleShot(0, &m_owner, [exitCode] { QCoreApplication::exit(exitCode); });
}

} // namespace railyard::cli
