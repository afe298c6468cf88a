// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandresult.h"
#include "remote/credentialrequest.h"
#include "remote/hostkeyinfo.h"
#include "remote/hostkeyverifier.h"
#include "remote/remotecommand.h"
#include "remote/sshcommandline.h"
#include "remote/sshhostconfig.h"
#include "remote/sshoptions.h"
#include "util/secretbytes.h"

#include <QElapsedTimer>
#include <QObject>
#include <atomic>
#include <functional>
#include <libssh/libssh.h>
#include <map>
#include <memory>

class QSocketNotifier;
class QTimer;

namespace railyard::remote {

// Owns one node's libssh session on its own thread. All libssh calls for
// the session happen here; the transport talks to it through queued calls
// and signals. Questions for the user (host key, credentials) are asked
// by signal and answered by a later queued call, so nothing waits in a
// nested event loop.
class SshWorker : public QObject
{
    Q_OBJECT
public:
    SshWorker(const QString &node, const SshHostConfig &target, const SshOptions &options,
              std::shared_ptr<std::atomic<qint64>> inFlight);
    ~SshWorker() override;

    // Called through queued invocations from the transport.
    void startCommand(quint64 id, const RemoteCommand &command);
    void cancelCommand(quint64 id);
    void answerHostKey(bool accept);
    void answerCredential(quint64 requestId, bool given, const util::SecretBytes &secret);
    void connectNow();
    void disconnectNow();
    void shutdown();

    static constexpr qint64 MaxInFlightBytes = 8 * 1024 * 1024;

Q_SIGNALS:
    void commandStarted(quint64 id);
    void commandOutput(quint64 id, bool isStderr, const QByteArray &chunk);
    // The remote session (sshd's setsid) the command runs in.
    void commandSession(quint64 id, qint64 sessionId);
    void commandFinished(quint64 id, railyard::remote::CommandStatus status, int exitCode,
                         const QString &message);
    void hostKeyQuestion(const railyard::remote::HostKeyInfo &key);
    void credentialNeeded(quint64 requestId, const railyard::remote::CredentialRequest &request);
    // Whether the node took the secret last given for this kind.
    void credentialVerdict(railyard::remote::CredentialKind kind, bool accepted);
    void connectionChanged(bool connected, const QString &message);

private:
    enum class State
    {
        Disconnected,
        Connecting,
        AwaitingHostKey,
        Authenticating,
        AwaitingCredential,
        Connected
    };
    enum class AuthStage
    {
        None,
        Agent,
        Keys,
        KeyboardInteractive,
        Password,
        Failed
    };
    enum class SudoState
    {
        Unknown,
        Probing,
        AwaitingPassword,
        NonInteractive,
        Password,
        Unavailable
    };

    struct Channel
    {
        quint64 id = 0;
        bool internal = false;
        RemoteCommand command;
        SudoMode sudo = SudoMode::None;
        ssh_channel channel = nullptr;
        QByteArray nonce; // of this command's marker lines
        QByteArray head;  // stdout until the PID line has been seen
        bool pidSeen = false;
        QByteArray errHead; // stderr until its marker line has been seen
        bool errSeen = false;
        bool retried = false;
        qint64 pid = 0;
        QElapsedTimer clock;
        QByteArray out, err; // internal channels only
        std::function<void(int exitCode, const QByteArray &out, const QByteArray &err)> done;
    };
    struct Pending
    {
        quint64 id;
        RemoteCommand command;
        bool retried = false; // already requeued once after the session died while idle
    };

    void beginConnect();
    void continueConnect();
    void watchConnect();
    void stopConnectNotifiers();
    void connected();
    std::size_t commandChannelCount() const;
    void dispatchQueued();
    void afterHostKey();
    void continueAuth();
    void authenticated();
    void failConnect(const QString &message);
    void connectionLost(const QString &message);
    void dropSession();
    void setTimeout(int ms);
    void requestCredential(CredentialKind kind, const QString &keyFile, const QString &prompt, bool echo,
                           int attempt);

    void dispatch(quint64 id, const RemoteCommand &command, bool retried = false);
    void ensureSudo();
    void sudoResolved();
    bool openChannel(std::unique_ptr<Channel> channel, const QString &line,
                     const util::SecretBytes &sudoPassword, const QByteArray &stdinData);
    void startInternal(const QString &line, const util::SecretBytes &sudoPassword,
                       std::function<void(int, const QByteArray &, const QByteArray &)> done);
    void pump();
    void deliver(Channel &c, bool isStderr, const QByteArray &data);
    void finishChannel(quint64 id, CommandStatus status, int exitCode, const QString &message,
                       bool announce = true);
    void terminate(quint64 id, CommandStatus status, const QString &message);
    void updatePumping();
    void schedulePump();
    void keepAlive();

    QString m_node;
    SshHostConfig m_target;
    SshOptions m_options;
    HostKeyVerifier m_verifier;
    HostKeyInfo m_askedKey; // the key of the open host key question
    std::shared_ptr<std::atomic<qint64>> m_inFlight;

    ssh_session m_session = nullptr;
    State m_state = State::Disconnected;
    AuthStage m_authStage = AuthStage::None;
    int m_authMethods = 0;
    int m_keyIndex = 0;
    QStringList m_keyFiles;
    util::SecretBytes m_passphrase;
    int m_passphraseAttempts = 0;
    util::SecretBytes m_password; // kept for the session's lifetime (reconnects, kbd-interactive)
    int m_passwordAttempts = 0;
    bool m_kbdintActive = false;
    bool m_kbdintTried = false;
    int m_kbdintNext = 0;
    quint64 m_credentialRequest = 0;
    std::function<void(bool, const util::SecretBytes &)> m_credentialHandler;

    SudoState m_sudoState = SudoState::Unknown;
    util::SecretBytes m_sudoPassword;
    int m_sudoAttempts = 0;
    QString m_sudoError;

    // OpenSSH refuses more than MaxSessions (default 10, also on DGX OS)
    // channels per connection; commands beyond this wait their turn, leaving
    // room for the kill and sudo-probe channels Railyard opens itself.
    static constexpr std::size_t MaxCommandChannels = 8;
    static constexpr int FallbackPollMs = 100;
    QList<Pending> m_pending;     // waiting for the connection
    QList<Pending> m_queued;      // connected, waiting for a free channel
    QList<Pending> m_waitingSudo; // root commands waiting for the sudo probe
    std::map<quint64, std::unique_ptr<Channel>> m_channels;
    quint64 m_nextInternal = quint64(1) << 62;

    QTimer *m_pumpTimer = nullptr;
    QTimer *m_keepAliveTimer = nullptr;
    QTimer *m_connectTimer = nullptr;          // polls the non-blocking connect
    QElapsedTimer m_connectClock;              // the connect timeout is a deadline for TCP + key exchange
    QSocketNotifier *m_notifier = nullptr;     // output of running channels
    QSocketNotifier *m_connectRead = nullptr;  // the handshake's replies
    QSocketNotifier *m_connectWrite = nullptr; // the TCP connect completing
    bool m_tcpConnected = false;
    bool m_pumpScheduled = false;
};

} // namespace railyard::remote
