// SPDX-License-Identifier: GPL-3.0-or-later
#include "applycommand.h"

#include "apply/clusterapply.h"
#include "apply/verifier.h"
#include "clicontext.h"
#include "clioutput.h"
#include "plan/networkplanner.h"
#include "remote/commandrunner.h"
#include "remote/credentialprompt.h"
#include "remote/credentialreply.h"
#include "remote/credentialrequest.h"
#include "remote/localtransport.h"
#include "remote/sshtransport.h"
#include "report/reportitem.h"
#include "util/secretbytes.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <cstdio>

namespace railyard::cli {

namespace {

// Answers sudo password requests from a file, so the password never
// appears on a command line. Owned by the context, created after the
// runner, so it outlives every transport.
class FileSudoPrompt : public QObject, public remote::CredentialPrompt
{
public:
    FileSudoPrompt(util::SecretBytes password, QObject *parent)
        : QObject(parent), m_password(std::move(password))
    {}
    void askCredential(const remote::CredentialRequest &request,
                       std::function<void(std::optional<remote::CredentialReply>)> reply) override
    {
        // One try: a wrong password must fail preflight, not loop.
        if (request.kind != remote::CredentialKind::SudoPassword || request.attempt > 1) {
            reply(std::nullopt);
            return;
        }
        reply(remote::CredentialReply{m_password, false});
    }

private:
    util::SecretBytes m_password; // zeroed with its last holder
};

} // namespace

void ApplyCommand::addNodeOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("sudo-password-file"),
                      QCoreApplication::translate(
                          "railyard::cli::ApplyCommand",
                          "Read the sudo password for nodes that ask for one from this file (first line)."),
                      QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("journal-root"),
         QCoreApplication::translate(
             "railyard::cli::ApplyCommand",
             "Root-only directory on the nodes for the journals (default /var/lib/railyard/journal)."),
         QStringLiteral("DIR")});
}

Result<void> ApplyCommand::applyNodeOptions(const QCommandLineParser &parser, CliContext &context,
                                            apply::ApplyOptions &options)
{
    if (parser.isSet(QStringLiteral("journal-root"))) {
        const QString root = parser.value(QStringLiteral("journal-root"));
        if (!root.startsWith(QLatin1Char('/')) || root.contains(QLatin1String("..")))
            return Error{QCoreApplication::translate("railyard::cli::ApplyCommand",
                                                     "--journal-root must be an absolute path")};
        options.journalRoot = root;
    }
    if (parser.isSet(QStringLiteral("sudo-password-file"))) {
        QFile f(parser.value(QStringLiteral("sudo-password-file")));
        if (!f.open(QIODevice::ReadOnly))
            return Error{QCoreApplication::translate("railyard::cli::ApplyCommand",
                                                     "cannot read --sudo-password-file %1: %2")
                             .arg(f.fileName(), f.errorString())};
        QByteArray password = f.readLine();
        while (password.endsWith('\n') || password.endsWith('\r'))
            password.chop(1);
        const util::SecretBytes secret = util::SecretBytes::take(password);
        auto *prompt = new FileSudoPrompt(secret, context.owner());
        for (const QString &node : context.runner()->nodes()) {
            if (auto *t = qobject_cast<remote::SshTransport *>(context.runner()->transport(node)))
                t->setCredentialPrompt(prompt);
            // This machine: the same password for its sudo.
            if (auto *t = qobject_cast<remote::LocalTransport *>(context.runner()->transport(node)))
                t->setSudoPassword(secret);
        }
    }
    return {};
}

int ApplyCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "railyard::cli::ApplyCommand",
        "Push the network plan to every node: preflight, journal, netplan validated before it goes live, a "
        "guard "
        "that restores each node unless confirmed in time. Never touches the management link."));
    CliContext::addOptions(parser);
    addNodeOptions(parser);
    const QCommandLineOption dryRunOpt(
        QStringLiteral("dry-run"),
        QCoreApplication::translate(
            "railyard::cli::ApplyCommand",
            "Show per node the diff of every file and the commands; change nothing."));
    const QCommandLineOption temporaryOpt(
        QStringLiteral("temporary"),
        QCoreApplication::translate("railyard::cli::ApplyCommand",
                                    "Set addresses with ip only (gone at reboot); no netplan file."));
    const QCommandLineOption timeoutOpt(
        QStringLiteral("confirm-timeout"),
        QCoreApplication::translate("railyard::cli::ApplyCommand",
                                    "Seconds the guard waits for the confirmation (default 60)."),
        QStringLiteral("S"), QStringLiteral("60"));
    const QCommandLineOption prepareOpt(
        QStringLiteral("prepare-timeout"),
        QCoreApplication::translate("railyard::cli::ApplyCommand",
                                    "Seconds the steps before go-live may take before the guard restores "
                                    "the node (default 300)."),
        QStringLiteral("S"), QStringLiteral("300"));
    const QCommandLineOption yesOpt(
        QStringLiteral("yes"),
        QCoreApplication::translate("railyard::cli::ApplyCommand", "Do not ask before changing the nodes."));
    const QCommandLineOption formatOpt(
        QStringLiteral("format"), QCoreApplication::translate("railyard::cli::ApplyCommand", "text or json."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption noPeerSshOpt(
        QStringLiteral("no-peer-ssh"),
        QCoreApplication::translate(
            "railyard::cli::ApplyCommand",
            "Leave node-to-node SSH (keys, authorized_keys, known_hosts, ~/.ssh/config) alone."));
    const QCommandLineOption verifyOpt(
        QStringLiteral("verify"),
        QCoreApplication::translate("railyard::cli::ApplyCommand",
                                    "After a successful apply, check it from the nodes as `verify` does, in "
                                    "the same run (a --demo cluster keeps its state only within one run)."));
    parser.addOptions(
        {dryRunOpt, temporaryOpt, timeoutOpt, prepareOpt, yesOpt, formatOpt, noPeerSshOpt, verifyOpt});
    parser.addHelpOption();
    if (!parser.parse(QStringList{QStringLiteral("railyard-cli apply")} + arguments))
        return CliOutput::usageError(
            parser.errorText() +
            QCoreApplication::translate("railyard::cli::ApplyCommand", "; see railyard-cli apply --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        CliOutput::out(parser.helpText());
        return ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return CliOutput::usageError(
            QCoreApplication::translate("railyard::cli::ApplyCommand",
                                        "unexpected argument '%1'; see railyard-cli apply --help")
                .arg(parser.positionalArguments().first()));
    const QString format = parser.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return CliOutput::usageError(QCoreApplication::translate("railyard::cli::ApplyCommand",
                                                                 "unknown --format '%1'; use text or json")
                                         .arg(format));
    bool numeric = false;
    const int timeout = parser.value(timeoutOpt).toInt(&numeric);
    if (!numeric || timeout < 5 || timeout > 3600)
        return CliOutput::usageError(QCoreApplication::translate(
            "railyard::cli::ApplyCommand", "--confirm-timeout must be a number of seconds from 5 to 3600"));
    const int prepare = parser.value(prepareOpt).toInt(&numeric);
    if (!numeric || prepare < 5 || prepare > 3600)
        return CliOutput::usageError(QCoreApplication::translate(
            "railyard::cli::ApplyCommand", "--prepare-timeout must be a number of seconds from 5 to 3600"));

    CliContext context;
    if (Result<void> ok = context.setUp(parser); !ok)
        return CliOutput::usageError(ok.error().message);
    apply::ApplyOptions options;
    options.dryRun = parser.isSet(dryRunOpt);
    options.mode = parser.isSet(temporaryOpt) ? apply::ApplyOptions::Mode::Temporary
                                              : apply::ApplyOptions::Mode::Persistent;
    options.confirmTimeoutSeconds = timeout;
    options.prepareTimeoutSeconds = prepare;
    options.peerSsh = !parser.isSet(noPeerSshOpt);
    if (Result<void> ok = applyNodeOptions(parser, context, options); !ok)
        return CliOutput::usageError(ok.error().message);
    const Result<plan::NetworkPlan> plan = plan::NetworkPlanner::plan(context.cluster());
    if (!plan)
        return CliOutput::usageError(plan.error().toString());

    if (!options.dryRun && !parser.isSet(yesOpt)) {
        // Ask once, on the terminal; anything but yes changes nothing.
        QTextStream err(stderr);
        err << QCoreApplication::translate("railyard::cli::ApplyCommand",
                                           "Apply the plan to %1 nodes (%2)? Type 'yes': ")
                   .arg(plan->nodes.size())
                   .arg(options.mode == apply::ApplyOptions::Mode::Persistent ? QStringLiteral("netplan")
                                                                              : QStringLiteral("temporary"));
        err.flush();
        QTextStream in(stdin);
        if (in.readLine().trimmed() != QLatin1String("yes")) {
            CliOutput::out(QCoreApplication::translate("railyard::cli::ApplyCommand", "Nothing changed.\n"));
            return ExitFindings;
        }
    }

    report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("apply"));
    auto *apply = new apply::ClusterApply(context.runner(), context.owner());
    // On stderr in either format (stdout is the result), silenced by --quiet.
    QObject::connect(apply, &apply::ClusterApply::progress, context.owner(),
                     [&](const QString &node, const QString &step) {
                         context.progressStep(node + QStringLiteral(": ") + step);
                     });
    apply::Verifier *verifier = nullptr; // only with --verify
    // The apply's result, with the verify's beside it when one ran.
    auto output = [&](const apply::VerifyResult *verified) {
        if (format == QLatin1String("json")) {
            QJsonObject json = apply->result().toJson();
            if (verified)
                json.insert(QStringLiteral("verify"), verified->toJson());
            CliOutput::json(QJsonDocument(json));
        } else {
            CliOutput::out(apply->result().toText());
            if (verified)
                CliOutput::out(verified->toText());
        }
        const bool ok = apply->result().success && (!verified || verified->success);
        context.finish(ok ? ExitOk : ExitFindings);
    };
    QObject::connect(apply, &apply::ClusterApply::finished, context.owner(), [&] {
        if (!parser.isSet(verifyOpt) || options.dryRun || !apply->result().success) {
            output(nullptr);
            return;
        }
        context.progressStep(QCoreApplication::translate("railyard::cli::ApplyCommand",
                                                         "Checking the applied plan from the nodes"));
        verifier = new apply::Verifier(context.runner(), context.owner());
        verifier->setCheckSsh(options.peerSsh);
        QObject::connect(verifier, &apply::Verifier::finished, context.owner(),
                         [&] { output(&verifier->result()); });
        verifier->start(plan.value());
    });
    return context.exec([&] { apply->start(context.cluster(), plan.value(), options, &root); });
}

} // namespace railyard::cli
