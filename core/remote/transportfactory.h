// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/node.h"
#include "remote/localmachine.h"
#include "remote/localtransport.h"
#include "remote/sshoptions.h"
#include "util/result.h"

#include <QHash>
#include <QString>

namespace railyard::remote {

class CredentialPrompt;
class HostKeyPrompt;
class SecretStore;
class CommandTransport;
class SshTransport;

// The one way a front end gets an SSH transport to a project node: which
// keys it may sign in with, the managed known_hosts both front ends share,
// the project's own known_hosts offered (shown with the question, never
// trusted), fingerprints accepted on the command line, and the prompts and
// keychain when there is someone to ask. The wizard and railyard-cli both
// build their transports here.
class TransportFactory
{
public:
    // How a transport signs in.
    enum class Auth
    {
        Project,  // the project's key if it names one, then ssh-agent and the default keys
        Key,      // the node's identity file only
        Agent,    // ssh-agent and the default keys
        Password, // asked through the credential prompt, optionally kept in the keychain
    };

    // `knownHostsSetting`: the project's known_hosts option; `projectFile`:
    // the project's path (relative settings are read from its folder).
    TransportFactory(const QString &knownHostsSetting = {}, const QString &projectFile = {});

    // A fingerprint the user accepted outside a prompt (--accept-host-key),
    // for one node or (empty node) every node.
    void acceptFingerprint(const QString &node, const QString &fingerprint);
    // Not owned; installed on every transport made after. Without them a
    // question nobody can answer fails the connection instead of hanging.
    void setHostKeyPrompt(HostKeyPrompt *prompt) { m_hostKeyPrompt = prompt; }
    void setCredentialPrompt(CredentialPrompt *prompt) { m_credentialPrompt = prompt; }
    void setSecretStore(SecretStore *store) { m_secretStore = store; }

    // The machine a node may be, usually LocalMachine::current(), read once
    // by the caller (a factory is made per transport in the GUI, and that
    // read is interfaces and files). None (the default, and --no-local)
    // turns recognition off, leaving `local: true` nodes local.
    void setLocalMachine(const std::optional<LocalMachine> &machine) { m_local = machine; }
    // How root work runs on the local node: sudo for the CLI, pkexec for the GUI.
    void setLocalPrivilege(LocalTransport::Privilege privilege) { m_privilege = privilege; }
    // Whether `node` is this machine, and by which rule.
    std::optional<LocalMachine::Match> localMatch(const model::Node &node,
                                                  const QString &knownMachineId = {}) const;

    SshOptions options(const model::Node &node, Auth auth) const;
    // The transport for `node`: LocalTransport when it is this machine (no
    // SSH, no host key), else create(). The caller owns it.
    Result<CommandTransport *> transportFor(const model::Node &node, Auth auth) const;
    // A transport to `node` (the caller owns it), or why there can be none
    // (no key file for key sign-in, an ssh config that does not resolve),
    // naming the node.
    Result<SshTransport *> create(const model::Node &node, Auth auth) const;

private:
    std::optional<LocalMachine> m_local;
    LocalTransport::Privilege m_privilege = LocalTransport::Privilege::Sudo;
    QString m_offeredKnownHosts;
    QHash<QString, QString> m_fingerprints; // by node; "" for every node
    HostKeyPrompt *m_hostKeyPrompt = nullptr;
    CredentialPrompt *m_credentialPrompt = nullptr;
    SecretStore *m_secretStore = nullptr;
};

} // namespace railyard::remote
