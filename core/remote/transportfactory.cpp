// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/transportfactory.h"

#include "remote/knownhostsfile.h"
#include "remote/localtransport.h"
#include "remote/sshtransport.h"

#include <QCoreApplication>

namespace railyard::remote {

TransportFactory::TransportFactory(const QString &knownHostsSetting, const QString &projectFile)
    : m_offeredKnownHosts(KnownHostsFile::projectPath(knownHostsSetting, projectFile))
{}

void TransportFactory::acceptFingerprint(const QString &node, const QString &fingerprint)
{
    m_fingerprints.insert(node, fingerprint);
}

std::optional<LocalMachine::Match> TransportFactory::localMatch(const model::Node &node,
                                                                const QString &knownMachineId) const
{
    if (node.local)
        return LocalMachine::Match{LocalMachine::Rule::Declared, {}};
    if (!m_local)
        return std::nullopt;
    return m_local->recognise(node, knownMachineId);
}

Result<CommandTransport *> TransportFactory::transportFor(const model::Node &node, Auth auth) const
{
    if (localMatch(node)) {
        auto *local = new LocalTransport(node.name);
        local->setPrivilege(m_privilege);
        return local;
    }
    Result<SshTransport *> ssh = create(node, auth);
    if (!ssh)
        return ssh.error();
    return static_cast<CommandTransport *>(ssh.value());
}

SshOptions TransportFactory::options(const model::Node &node, Auth auth) const
{
    SshOptions options;
    // Accepted keys go to the managed file both front ends read.
    options.offeredKnownHostsPath = m_offeredKnownHosts;
    options.expectedFingerprint = m_fingerprints.value(node.name, m_fingerprints.value(QString()));
    const bool agent = auth == Auth::Project || auth == Auth::Agent;
    options.useAgent = agent;
    options.useDefaultKeys = agent;
    return options;
}

Result<SshTransport *> TransportFactory::create(const model::Node &node, Auth auth) const
{
    model::Node target = node;
    if (auth == Auth::Agent || auth == Auth::Password)
        target.identityFile.clear();
    else if (auth == Auth::Key && target.identityFile.isEmpty())
        return Error{QCoreApplication::translate("railyard::remote::TransportFactory",
                                                 "%1: choose a key file for key authentication.")
                         .arg(node.name),
                     node.name};
    const SshOptions opts = options(node, auth);
    if (Result<SshHostConfig> resolved = SshTransport::resolveTarget(target, opts); !resolved)
        return Error{QCoreApplication::translate("railyard::remote::TransportFactory", "node %1: %2")
                         .arg(node.name, resolved.error().message),
                     node.name};
    auto *transport = new SshTransport(target, opts);
    transport->setHostKeyPrompt(m_hostKeyPrompt);
    transport->setCredentialPrompt(m_credentialPrompt);
    transport->setSecretStore(m_secretStore);
    return transport;
}

} // namespace railyard::remote
