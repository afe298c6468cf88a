// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/node.h"
#include "remote/commandtransport.h"
#include "remote/credentialrequest.h"
#include "remote/hostkeyinfo.h"
#include "remote/sshhostconfig.h"
#include "remote/sshoptions.h"
#include "util/result.h"
#include "util/secretbytes.h"

#include <QHash>
#include <QMap>
#include <QPointer>
#include <QSet>
#include <atomic>
#include <memory>

class QThread;

namespace railyard::remote {

class CredentialPrompt;
class HostKeyPrompt;
class SecretStore;
class SshJob;
class SshWorker;

// CommandTransport over SSH (libssh). One worker thread per node owns the
// session, so commands to different nodes run in parallel and the caller's
// thread never blocks. Connects on the first command (or connectToNode()),
// reconnects on the next command after a lost connection.
//
// Without a HostKeyPrompt the transport is non-interactive: unknown host
// keys are refused unless SshOptions::expectedFingerprint names them.
// Without a CredentialPrompt, password, passphrase and sudo password
// requests are declined.
class SshTransport : public CommandTransport
{
    Q_OBJECT
public:
    SshTransport(const model::Node &node, const SshOptions &options = {}, QObject *parent = nullptr);
    ~SshTransport() override;

    // Node fields win over ~/.ssh/config (port 22 counts as "not set"); the
    // address must be a host name or IP literal, nothing a shell could read.
    static Result<SshHostConfig> resolveTarget(const model::Node &node, const SshOptions &options);

    // Not owned; must outlive the transport or be reset to nullptr.
    void setHostKeyPrompt(HostKeyPrompt *prompt) { m_hostKeyPrompt = prompt; }
    void setCredentialPrompt(CredentialPrompt *prompt) { m_credentialPrompt = prompt; }
    void setSecretStore(SecretStore *store) { m_secretStore = store; }

    Result<SshHostConfig> target() const { return m_target; }
    bool isConnected() const { return m_connected; }

    CommandJob *start(const RemoteCommand &command) override;
    void connectToNode();
    void disconnectFromNode();

Q_SIGNALS:
    void connected();
    void disconnected(const QString &reason);
    void connectionFailed(const QString &reason);

private:
    void onHostKeyQuestion(const HostKeyInfo &key);
    void onCredentialNeeded(quint64 requestId, const CredentialRequest &request);
    void answerCredential(quint64 requestId, bool given, const util::SecretBytes &secret);
    QString secretKey(const CredentialRequest &request) const;
    void onCredentialVerdict(CredentialKind kind, bool accepted);

    model::Node m_node;
    SshOptions m_options;
    Result<SshHostConfig> m_target;
    QThread *m_thread = nullptr;
    SshWorker *m_worker = nullptr;
    std::shared_ptr<std::atomic<qint64>> m_inFlight;
    QHash<quint64, QPointer<SshJob>> m_jobs;
    quint64 m_nextId = 1;
    bool m_connected = false;
    HostKeyPrompt *m_hostKeyPrompt = nullptr;
    CredentialPrompt *m_credentialPrompt = nullptr;
    SecretStore *m_secretStore = nullptr;
    // The secret last given per kind, until the node says whether it took
    // it: remembered only then, and a remembered one that was refused is
    // removed and never tried again (pam_faillock counts every try).
    struct Offered
    {
        QString key;              // in the secret store
        util::SecretBytes secret; // shares the reply's buffer: no extra copy
        bool fromStore = false;
        bool remember = false;
    };
    QMap<int, Offered> m_offered;
    QSet<QString> m_refusedStored;
};

} // namespace railyard::remote
