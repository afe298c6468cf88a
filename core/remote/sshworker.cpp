// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/sshworker.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSocketNotifier>
#include <QTimer>
#include <algorithm>
#include <openssl/crypto.h>

namespace railyard::remote {

namespace {

// An encrypted key cannot be told apart from a broken one by libssh's error,
// so look at the file: PEM says ENCRYPTED, openssh-key-v1 names its cipher.
bool isEncryptedKey(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = f.read(64 * 1024);
    if (text.contains("ENCRYPTED"))
        return true;
    const QByteArray begin = "-----BEGIN OPENSSH PRIVATE KEY-----";
    const qsizetype b = text.indexOf(begin);
    const qsizetype e = text.indexOf("-----END");
    if (b < 0 || e < 0)
        return false;
    QByteArray body = text.mid(b + begin.size(), e - b - begin.size());
    body = QByteArray::fromBase64(body.simplified().replace(' ', ""));
    const QByteArray magic("openssh-key-v1\0", 15);
    if (!body.startsWith(magic) || body.size() < magic.size() + 8)
        return false;
    const auto *p = reinterpret_cast<const uchar *>(body.constData() + magic.size());
    const quint32 len = (quint32(p[0]) << 24) | (quint32(p[1]) << 16) | (quint32(p[2]) << 8) | p[3];
    return body.mid(magic.size() + 4, len) != "none";
}

} // namespace

SshWorker::SshWorker(const QString &node, const SshHostConfig &target, const SshOptions &options,
                     std::shared_ptr<std::atomic<qint64>> inFlight)
    : m_node(node), m_target(target), m_options(options),
      m_verifier(node, options.userKnownHostsPath, options.managedKnownHostsPath,
                 options.offeredKnownHostsPath),
      m_inFlight(std::move(inFlight)), m_pumpTimer(new QTimer(this)), m_keepAliveTimer(new QTimer(this)),
      m_connectTimer(new QTimer(this))
{
    // The socket notifiers drive connect and output; these timers only catch
    // the connect deadline, command timeouts and output held back by the
    // in-flight limit, so they can be slow.
    m_connectTimer->setInterval(FallbackPollMs);
    connect(m_connectTimer, &QTimer::timeout, this, &SshWorker::continueConnect);
    m_pumpTimer->setInterval(FallbackPollMs);
    connect(m_pumpTimer, &QTimer::timeout, this, &SshWorker::pump);
    m_keepAliveTimer->setInterval(qMax(1000, m_options.keepAliveIntervalMs));
    connect(m_keepAliveTimer, &QTimer::timeout, this, &SshWorker::keepAlive);
}

SshWorker::~SshWorker()
{
    dropSession();
    // The buffers zero themselves when the last holder lets go.
    m_password.clear();
    m_passphrase.clear();
    m_sudoPassword.clear();
}

void SshWorker::shutdown()
{
    m_pumpTimer->stop();
    m_keepAliveTimer->stop();
    delete m_notifier;
    m_notifier = nullptr;
    stopConnectNotifiers();
    dropSession();
    // OpenSSL keeps per-thread state that it frees from a pthread key
    // destructor when the thread ends. QThread's threads are detached and
    // wait() returns before those destructors run, so at process exit the
    // main thread's OPENSSL_cleanup (atexit) could race this thread's own
    // cleanup: railyard-cli discover crashed in OPENSSL_sk_num about once in
    // 40 runs under load. Released here, in the thread, while the main
    // thread still waits; nothing in this thread uses OpenSSL afterwards.
    OPENSSL_thread_stop();
}

void SshWorker::setTimeout(int ms)
{
    long sec = ms / 1000;
    long usec = (ms % 1000) * 1000;
    ssh_options_set(m_session, SSH_OPTIONS_TIMEOUT, &sec);
    ssh_options_set(m_session, SSH_OPTIONS_TIMEOUT_USEC, &usec);
}

void SshWorker::connectNow()
{
    if (m_state == State::Disconnected)
        beginConnect();
}

void SshWorker::disconnectNow()
{
    connectionLost(tr("%1: disconnected").arg(m_node));
}

// ---------------------------------------------------------------- connect

void SshWorker::beginConnect()
{
    dropSession();
    m_session = ssh_new();
    if (!m_session) {
        failConnect(tr("%1: cannot create an SSH session").arg(m_node));
        return;
    }
    const QByteArray host = m_target.hostName.toUtf8();
    const QByteArray user = m_target.user.toUtf8();
    unsigned int port = unsigned(m_target.port > 0 ? m_target.port : 22);
    int processConfig =
        0; // Railyard resolved ~/.ssh/config itself; libssh must not re-apply it over the node's settings
    ssh_options_set(m_session, SSH_OPTIONS_PROCESS_CONFIG, &processConfig);
    ssh_options_set(m_session, SSH_OPTIONS_HOST, host.constData());
    ssh_options_set(m_session, SSH_OPTIONS_PORT, &port);
    if (!user.isEmpty())
        ssh_options_set(m_session, SSH_OPTIONS_USER, user.constData());
    // Every command is a few small packets in a row (channel open, exec,
    // stdin, EOF): with Nagle on, the second waits for the server's delayed
    // ACK, some 40 ms per command.
    int noDelay = m_options.tcpNoDelay ? 1 : 0;
    ssh_options_set(m_session, SSH_OPTIONS_NODELAY, &noDelay);
    if (!m_target.proxyJump.isEmpty()) {
        // libssh has no native jump support here: the OpenSSH client does the hop, checking the
        // jump host's key itself; BatchMode keeps it from prompting on a terminal nobody sees.
        const QByteArray proxy = QStringLiteral("ssh -o BatchMode=yes -J %1 -W [%2]:%3")
                                     .arg(m_target.proxyJump, m_target.hostName)
                                     .arg(port)
                                     .toUtf8();
        ssh_options_set(m_session, SSH_OPTIONS_PROXYCOMMAND, proxy.constData());
    }
    if (auto r = m_verifier.configure(m_session); !r) {
        failConnect(r.error().message);
        return;
    }
    // libssh applies SSH_OPTIONS_TIMEOUT to every blocking step of the
    // handshake, so a slow link could take many times the timeout; driven
    // non-blocking, the whole connect shares one deadline.
    setTimeout(m_options.connectTimeoutMs);
    ssh_set_blocking(m_session, 0);
    m_state = State::Connecting;
    m_connectClock.start();
    continueConnect();
}

void SshWorker::continueConnect()
{
    if (m_state != State::Connecting || !m_session) {
        m_connectTimer->stop();
        return;
    }
    const unsigned int port = unsigned(m_target.port > 0 ? m_target.port : 22);
    const int rc = ssh_connect(m_session);
    if (rc == SSH_AGAIN) {
        if (m_connectClock.elapsed() < m_options.connectTimeoutMs) {
            if (!m_connectTimer->isActive())
                m_connectTimer->start();
            watchConnect();
            return;
        }
        m_connectTimer->stop();
        stopConnectNotifiers();
        failConnect(tr("%1: connecting to %2 port %3 timed out after %4 s")
                        .arg(m_node, m_target.hostName)
                        .arg(port)
                        .arg(m_options.connectTimeoutMs / 1000.0));
        return;
    }
    m_connectTimer->stop();
    stopConnectNotifiers();
    if (rc != SSH_OK) {
        failConnect(tr("%1: cannot connect to %2 port %3: %4")
                        .arg(m_node, m_target.hostName)
                        .arg(port)
                        .arg(QString::fromUtf8(ssh_get_error(m_session))));
        return;
    }
    ssh_set_blocking(m_session, 1);
    connected();
}

// Wake when the socket is ready instead of polling: writable once the TCP
// connect completes (or when libssh has output queued), readable for each
// reply of the handshake. A writable socket stays writable, so the write
// side is watched only while it means something.
void SshWorker::watchConnect()
{
    const socket_t fd = ssh_get_fd(m_session);
    if (fd == SSH_INVALID_SOCKET)
        return; // not created yet: the fallback timer polls
    if (m_connectRead && m_connectRead->socket() != qintptr(fd))
        stopConnectNotifiers(); // libssh moved on to another address
    if (!m_connectRead) {
        m_connectRead = new QSocketNotifier(qintptr(fd), QSocketNotifier::Read, this);
        connect(m_connectRead, &QSocketNotifier::activated, this, &SshWorker::continueConnect);
        m_connectWrite = new QSocketNotifier(qintptr(fd), QSocketNotifier::Write, this);
        connect(m_connectWrite, &QSocketNotifier::activated, this, [this] {
            m_tcpConnected = true;
            continueConnect();
        });
        m_tcpConnected = false;
    }
    m_connectWrite->setEnabled(!m_tcpConnected || (ssh_get_poll_flags(m_session) & SSH_WRITE_PENDING));
}

void SshWorker::stopConnectNotifiers()
{
    delete m_connectRead;
    m_connectRead = nullptr;
    delete m_connectWrite;
    m_connectWrite = nullptr;
}

void SshWorker::connected()
{
    m_askedKey = {};
    const unsigned int port = unsigned(m_target.port > 0 ? m_target.port : 22);
    const HostKeyVerifier::Outcome outcome = m_verifier.verify(m_session, m_target.hostName, int(port));
    switch (outcome.verdict) {
    case HostKeyVerifier::Verdict::Known:
        afterHostKey();
        return;
    case HostKeyVerifier::Verdict::Changed:
    case HostKeyVerifier::Verdict::Error:
        failConnect(outcome.message);
        return;
    case HostKeyVerifier::Verdict::Unknown:
        break;
    }
    if (!m_options.expectedFingerprint.isEmpty()) {
        if (!HostKeyVerifier::sameFingerprint(outcome.key.fingerprint, m_options.expectedFingerprint)) {
            failConnect(m_verifier.mismatchMessage(outcome.key, m_options.expectedFingerprint));
            return;
        }
        answerHostKey(true);
        return;
    }
    m_state = State::AwaitingHostKey;
    m_askedKey = outcome.key;
    Q_EMIT hostKeyQuestion(outcome.key);
}

void SshWorker::answerHostKey(bool accept)
{
    if (m_state != State::AwaitingHostKey && !(m_state == State::Connecting && m_session))
        return;
    if (!accept) {
        ssh_key key = nullptr;
        QString why;
        if (!m_askedKey.fingerprint.isEmpty()) {
            why = m_verifier.unknownKeyMessage(m_askedKey); // with what the project's file lists
        } else if (ssh_get_server_publickey(m_session, &key) == SSH_OK) {
            HostKeyInfo info;
            info.host = m_target.hostName;
            info.keyType = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key)));
            info.fingerprint = HostKeyVerifier::fingerprint(key);
            ssh_key_free(key);
            why = m_verifier.unknownKeyMessage(info);
        } else {
            why = tr("%1: the host key of %2 was not accepted").arg(m_node, m_target.hostName);
        }
        failConnect(why);
        return;
    }
    if (auto r = m_verifier.remember(m_session); !r) {
        failConnect(tr("%1: cannot remember the host key: %2").arg(m_node, r.error().toString()));
        return;
    }
    afterHostKey();
}

void SshWorker::afterHostKey()
{
    m_state = State::Authenticating;
    m_authStage = AuthStage::None;
    m_keyIndex = 0;
    m_passphraseAttempts = 0;
    m_passwordAttempts = 0;
    m_kbdintActive = false;
    m_kbdintTried = false;
    m_keyFiles = m_target.identityFiles;
    if (m_options.useDefaultKeys) {
        for (const char *name : {"id_ed25519", "id_ecdsa", "id_rsa"}) {
            const QString path = QDir::homePath() + QStringLiteral("/.ssh/") + QLatin1String(name);
            if (!m_keyFiles.contains(path))
                m_keyFiles << path;
        }
    }
    setTimeout(m_options.authTimeoutMs);
    continueAuth();
}

void SshWorker::requestCredential(CredentialKind kind, const QString &keyFile, const QString &prompt,
                                  bool echo, int attempt)
{
    CredentialRequest req;
    req.kind = kind;
    req.node = m_node;
    req.user = m_target.user;
    req.host = m_target.hostName;
    req.keyFile = keyFile;
    req.prompt = prompt;
    req.echo = echo;
    req.attempt = attempt;
    m_credentialRequest += 1;
    Q_EMIT credentialNeeded(m_credentialRequest, req);
}

void SshWorker::answerCredential(quint64 requestId, bool given, const util::SecretBytes &secret)
{
    if (requestId != m_credentialRequest || !m_credentialHandler)
        return;
    auto handler = std::move(m_credentialHandler);
    m_credentialHandler = nullptr;
    handler(given, secret);
}

void SshWorker::continueAuth()
{
    while (m_state == State::Authenticating) {
        switch (m_authStage) {
        case AuthStage::None: {
            const int rc = ssh_userauth_none(m_session, nullptr);
            if (rc == SSH_AUTH_SUCCESS) {
                authenticated();
                return;
            }
            if (rc == SSH_AUTH_ERROR) {
                failConnect(tr("%1: authentication failed: %2")
                                .arg(m_node, QString::fromUtf8(ssh_get_error(m_session))));
                return;
            }
            m_authMethods = ssh_userauth_list(m_session, nullptr);
            m_authStage = AuthStage::Agent;
            break;
        }
        case AuthStage::Agent:
            m_authStage = AuthStage::Keys;
            if ((m_authMethods & SSH_AUTH_METHOD_PUBLICKEY) && m_options.useAgent &&
                !qgetenv("SSH_AUTH_SOCK").isEmpty()) {
                if (ssh_userauth_agent(m_session, nullptr) == SSH_AUTH_SUCCESS) {
                    authenticated();
                    return;
                }
            }
            break;
        case AuthStage::Keys: {
            if (!(m_authMethods & SSH_AUTH_METHOD_PUBLICKEY) || m_keyIndex >= m_keyFiles.size()) {
                m_authStage = AuthStage::KeyboardInteractive;
                break;
            }
            const QString file = m_keyFiles.at(m_keyIndex);
            if (!QFileInfo::exists(file)) {
                ++m_keyIndex;
                break;
            }
            // Ask the server about the public half first: no passphrase prompt for a key it would refuse.
            const QByteArray pubPath = (file + QStringLiteral(".pub")).toLocal8Bit();
            ssh_key pub = nullptr;
            if (ssh_pki_import_pubkey_file(pubPath.constData(), &pub) == SSH_OK) {
                const int offered = ssh_userauth_try_publickey(m_session, nullptr, pub);
                ssh_key_free(pub);
                if (offered != SSH_AUTH_SUCCESS) {
                    ++m_keyIndex;
                    m_passphraseAttempts = 0;
                    break;
                }
            }
            ssh_key key = nullptr;
            const QByteArray path = file.toLocal8Bit();
            const bool encrypted = isEncryptedKey(file);
            if (encrypted && m_passphrase.isEmpty()) {
                if (m_passphraseAttempts >= 3) {
                    ++m_keyIndex;
                    m_passphraseAttempts = 0;
                    break;
                }
                ++m_passphraseAttempts;
                m_state = State::AwaitingCredential;
                m_credentialHandler = [this](bool given, const util::SecretBytes &secret) {
                    m_state = State::Authenticating;
                    if (!given) {
                        ++m_keyIndex;
                        m_passphraseAttempts = 0;
                    } else {
                        m_passphrase = secret;
                    }
                    continueAuth();
                };
                requestCredential(CredentialKind::KeyPassphrase, file, {}, false, m_passphraseAttempts);
                return;
            }
            const int imported = ssh_pki_import_privkey_file(
                path.constData(), encrypted ? m_passphrase.constData() : nullptr, nullptr, nullptr, &key);
            m_passphrase.clear();
            if (encrypted)
                Q_EMIT credentialVerdict(CredentialKind::KeyPassphrase, imported == SSH_OK);
            if (imported != SSH_OK) {
                if (!encrypted) {
                    ++m_keyIndex;
                    m_passphraseAttempts = 0;
                }
                break; // a wrong passphrase asks again (bounded above)
            }
            const int rc = ssh_userauth_publickey(m_session, nullptr, key);
            ssh_key_free(key);
            ++m_keyIndex;
            m_passphraseAttempts = 0;
            if (rc == SSH_AUTH_SUCCESS) {
                authenticated();
                return;
            }
            if (rc == SSH_AUTH_ERROR) {
                failConnect(tr("%1: authentication failed: %2")
                                .arg(m_node, QString::fromUtf8(ssh_get_error(m_session))));
                return;
            }
            break;
        }
        case AuthStage::KeyboardInteractive: {
            if (!(m_authMethods & SSH_AUTH_METHOD_INTERACTIVE) || (m_kbdintTried && !m_kbdintActive)) {
                m_authStage = AuthStage::Password;
                break;
            }
            int rc = SSH_AUTH_INFO;
            if (!m_kbdintActive) {
                m_kbdintTried = true;
                rc = ssh_userauth_kbdint(m_session, nullptr, nullptr);
                m_kbdintActive = rc == SSH_AUTH_INFO;
            }
            if (rc == SSH_AUTH_INFO) {
                const int n = ssh_userauth_kbdint_getnprompts(m_session);
                for (; m_kbdintNext < n; ++m_kbdintNext) {
                    const int i = m_kbdintNext;
                    char echo = 0;
                    const QString text =
                        QString::fromUtf8(ssh_userauth_kbdint_getprompt(m_session, unsigned(i), &echo));
                    const bool isPassword =
                        !echo && text.contains(QLatin1String("assword"), Qt::CaseInsensitive);
                    if (isPassword && !m_password.isEmpty()) {
                        ssh_userauth_kbdint_setanswer(m_session, unsigned(i), m_password.constData());
                        continue;
                    }
                    m_state = State::AwaitingCredential;
                    m_credentialHandler = [this, i, isPassword](bool given, const util::SecretBytes &secret) {
                        m_state = State::Authenticating;
                        if (!given) {
                            m_kbdintActive = false;
                            m_kbdintNext = 0;
                            m_authStage = AuthStage::Password;
                            continueAuth();
                            return;
                        }
                        if (isPassword)
                            m_password = secret;
                        ssh_userauth_kbdint_setanswer(m_session, unsigned(i), secret.constData());
                        m_kbdintNext = i + 1;
                        continueAuth();
                    };
                    if (isPassword)
                        ++m_passwordAttempts;
                    requestCredential(isPassword ? CredentialKind::Password
                                                 : CredentialKind::KeyboardInteractive,
                                      {}, text, echo != 0, qMax(1, m_passwordAttempts));
                    return;
                }
                m_kbdintNext = 0;
                rc = ssh_userauth_kbdint(m_session, nullptr, nullptr);
                m_kbdintActive = rc == SSH_AUTH_INFO;
                if (m_kbdintActive)
                    break;
            }
            if (rc == SSH_AUTH_SUCCESS) {
                authenticated();
                return;
            }
            if (rc == SSH_AUTH_ERROR) {
                failConnect(tr("%1: authentication failed: %2")
                                .arg(m_node, QString::fromUtf8(ssh_get_error(m_session))));
                return;
            }
            if (rc == SSH_AUTH_DENIED) {
                m_password.clear();
                if (m_passwordAttempts > 0 && m_passwordAttempts < m_options.maxPasswordAttempts)
                    m_kbdintTried = false; // ask again in a new round
                else
                    m_authStage = m_passwordAttempts > 0 ? AuthStage::Failed : AuthStage::Password;
            }
            break;
        }
        case AuthStage::Password: {
            // The limit bounds the asking: the answer to the last question
            // allowed is still tried (it was counted when it was asked for).
            if (!(m_authMethods & SSH_AUTH_METHOD_PASSWORD) ||
                (m_password.isEmpty() && m_passwordAttempts >= m_options.maxPasswordAttempts)) {
                m_authStage = AuthStage::Failed;
                break;
            }
            if (m_password.isEmpty()) {
                ++m_passwordAttempts;
                m_state = State::AwaitingCredential;
                m_credentialHandler = [this](bool given, const util::SecretBytes &secret) {
                    m_state = State::Authenticating;
                    if (!given) {
                        m_authStage = AuthStage::Failed;
                    } else {
                        m_password = secret;
                    }
                    continueAuth();
                };
                requestCredential(CredentialKind::Password, {}, {}, false, m_passwordAttempts);
                return;
            }
            const int rc = ssh_userauth_password(m_session, nullptr, m_password.constData());
            if (rc != SSH_AUTH_ERROR)
                Q_EMIT credentialVerdict(CredentialKind::Password, rc == SSH_AUTH_SUCCESS);
            if (rc == SSH_AUTH_SUCCESS) {
                authenticated();
                return;
            }
            m_password.clear();
            if (rc == SSH_AUTH_ERROR) {
                failConnect(tr("%1: authentication failed: %2")
                                .arg(m_node, QString::fromUtf8(ssh_get_error(m_session))));
                return;
            }
            break;
        }
        case AuthStage::Failed:
            failConnect(
                tr("%1: authentication failed for user '%2' at %3: no key, agent identity or password "
                   "was accepted")
                    .arg(m_node,
                         m_target.user.isEmpty() ? QString::fromLocal8Bit(qgetenv("USER")) : m_target.user,
                         m_target.hostName));
            return;
        }
    }
}

void SshWorker::authenticated()
{
    m_state = State::Connected;
    m_keepAliveTimer->start();
    Q_EMIT connectionChanged(true, {});
    const QList<Pending> pending = std::exchange(m_pending, {});
    for (const Pending &p : pending)
        dispatch(p.id, p.command, p.retried);
}

void SshWorker::failConnect(const QString &message)
{
    m_credentialHandler = nullptr;
    dropSession();
    m_state = State::Disconnected;
    Q_EMIT connectionChanged(false, message);
    const QList<Pending> pending = std::exchange(m_pending, {});
    for (const Pending &p : pending)
        Q_EMIT commandFinished(p.id, CommandStatus::FailedToStart, -1, message);
}

void SshWorker::connectionLost(const QString &message)
{
    // Not started yet: they run once the session is back, like pending ones.
    m_pending.append(std::exchange(m_queued, {}));
    QList<quint64> ids;
    for (const auto &[id, c] : m_channels)
        ids << id;
    for (quint64 id : ids)
        finishChannel(id, CommandStatus::ConnectionLost, -1, message);
    const QList<Pending> waiting = std::exchange(m_waitingSudo, {});
    for (const Pending &p : waiting)
        Q_EMIT commandFinished(p.id, CommandStatus::ConnectionLost, -1, message);
    const bool wasConnected = m_state != State::Disconnected;
    m_credentialHandler = nullptr;
    dropSession();
    m_state = State::Disconnected;
    if (m_sudoState == SudoState::Probing || m_sudoState == SudoState::AwaitingPassword)
        m_sudoState = SudoState::Unknown;
    if (wasConnected)
        Q_EMIT connectionChanged(false, message);
    if (!m_pending.isEmpty())
        beginConnect();
}

void SshWorker::dropSession()
{
    m_keepAliveTimer->stop();
    if (m_connectTimer)
        m_connectTimer->stop();
    stopConnectNotifiers();
    for (auto &[id, c] : m_channels) {
        if (c->channel)
            ssh_channel_free(c->channel);
        c->channel = nullptr;
    }
    m_channels.clear();
    delete m_notifier;
    m_notifier = nullptr;
    if (m_pumpTimer)
        m_pumpTimer->stop();
    if (m_session) {
        if (ssh_is_connected(m_session))
            ssh_disconnect(m_session);
        ssh_free(m_session);
        m_session = nullptr;
    }
}

// ---------------------------------------------------------------- commands

void SshWorker::startCommand(quint64 id, const RemoteCommand &command)
{
    if (m_state == State::Connected) {
        dispatch(id, command);
        return;
    }
    m_pending.append({id, command});
    if (m_state == State::Disconnected)
        beginConnect();
}

void SshWorker::cancelCommand(quint64 id)
{
    const QString message = tr("%1: command cancelled").arg(m_node);
    for (QList<Pending> *list : {&m_pending, &m_queued, &m_waitingSudo}) {
        for (qsizetype i = 0; i < list->size(); ++i) {
            if (list->at(i).id == id) {
                list->removeAt(i);
                Q_EMIT commandFinished(id, CommandStatus::Cancelled, -1, message);
                return;
            }
        }
    }
    if (m_channels.count(id))
        terminate(id, CommandStatus::Cancelled, message);
}

std::size_t SshWorker::commandChannelCount() const
{
    return std::size_t(std::count_if(m_channels.begin(), m_channels.end(),
                                     [](const auto &entry) { return !entry.second->internal; }));
}

void SshWorker::dispatchQueued()
{
    while (!m_queued.isEmpty() && commandChannelCount() < MaxCommandChannels && m_state == State::Connected &&
           m_session && ssh_is_connected(m_session)) {
        const Pending next = m_queued.takeFirst();
        dispatch(next.id, next.command, next.retried);
    }
}

void SshWorker::dispatch(quint64 id, const RemoteCommand &command, bool retried)
{
    if (command.program.isEmpty()) {
        Q_EMIT commandFinished(id, CommandStatus::FailedToStart, -1, tr("%1: empty command").arg(m_node));
        return;
    }
    if (commandChannelCount() >= MaxCommandChannels) {
        m_queued.append({id, command, retried});
        return;
    }
    SudoMode sudo = SudoMode::None;
    if (command.asRoot && m_target.user != QLatin1String("root")) {
        switch (m_sudoState) {
        case SudoState::NonInteractive:
            sudo = SudoMode::NonInteractive;
            break;
        case SudoState::Password:
            sudo = SudoMode::Password;
            break;
        case SudoState::Unavailable:
            Q_EMIT commandFinished(id, CommandStatus::FailedToStart, -1, m_sudoError);
            return;
        default:
            m_waitingSudo.append({id, command});
            ensureSudo();
            return;
        }
    }
    auto c = std::make_unique<Channel>();
    c->id = id;
    c->command = command;
    c->sudo = sudo;
    c->retried = retried;
    c->nonce = SshCommandLine::newNonce();
    const QString line = SshCommandLine::build(command, sudo, c->nonce);
    if (!openChannel(std::move(c), line, sudo == SudoMode::Password ? m_sudoPassword : util::SecretBytes(),
                     command.stdinData))
        return;
    Q_EMIT commandStarted(id);
}

bool SshWorker::openChannel(std::unique_ptr<Channel> c, const QString &line,
                            const util::SecretBytes &sudoPassword, const QByteArray &stdinData)
{
    const quint64 id = c->id;
    const bool internal = c->internal;
    auto fail = [&](const QString &why) {
        const bool alive = m_session && ssh_is_connected(m_session);
        if (c->channel)
            ssh_channel_free(c->channel);
        if (internal) {
            if (c->done)
                c->done(-1, {}, why.toUtf8());
        } else if (!alive && !c->retried) {
            // The session died while idle: reconnect and run it then.
            m_pending.append({id, c->command, true});
            connectionLost(tr("%1: connection lost: %2").arg(m_node, why));
        } else if (!alive) {
            Q_EMIT commandFinished(id, CommandStatus::ConnectionLost, -1,
                                   tr("%1: connection lost: %2").arg(m_node, why));
            connectionLost(tr("%1: connection lost: %2").arg(m_node, why));
        } else {
            Q_EMIT commandFinished(id, CommandStatus::FailedToStart, -1,
                                   tr("%1: cannot start %2: %3").arg(m_node, c->command.program, why));
        }
        return false;
    };
    c->channel = ssh_channel_new(m_session);
    if (!c->channel)
        return fail(QString::fromUtf8(ssh_get_error(m_session)));
    if (ssh_channel_open_session(c->channel) != SSH_OK)
        return fail(QString::fromUtf8(ssh_get_error(m_session)));
    const QByteArray utf8 = line.toUtf8();
    if (ssh_channel_request_exec(c->channel, utf8.constData()) != SSH_OK)
        return fail(QString::fromUtf8(ssh_get_error(m_session)));
    // sudo -S reads the password's line first; it is written from its own
    // buffer, never joined into a copy with the command's input.
    auto write = [&](QByteArrayView data) {
        qsizetype written = 0;
        while (written < data.size()) {
            const int n = ssh_channel_write(c->channel, data.data() + written,
                                            uint32_t(qMin<qsizetype>(data.size() - written, 32768)));
            if (n == SSH_ERROR)
                return false;
            written += n;
        }
        return true;
    };
    if (!sudoPassword.isEmpty() && (!write(sudoPassword.view()) || !write("\n")))
        return fail(QString::fromUtf8(ssh_get_error(m_session)));
    if (!stdinData.isEmpty() && !write(stdinData))
        return fail(QString::fromUtf8(ssh_get_error(m_session)));
    ssh_channel_send_eof(c->channel);
    c->clock.start();
    m_channels[id] = std::move(c);
    updatePumping();
    // The blocking open may have taken in other channels' output from the
    // socket, which the notifier will not report again.
    schedulePump();
    return true;
}

void SshWorker::startInternal(const QString &line, const util::SecretBytes &sudoPassword,
                              std::function<void(int, const QByteArray &, const QByteArray &)> done)
{
    auto c = std::make_unique<Channel>();
    c->id = m_nextInternal++;
    c->internal = true;
    c->pidSeen = true; // internal lines carry no PID marker
    c->errSeen = true;
    c->command.timeoutMs = 15000;
    c->command.outputCap = 64 * 1024;
    c->done = std::move(done);
    openChannel(std::move(c), line, sudoPassword, {});
}

void SshWorker::ensureSudo()
{
    if (m_sudoState == SudoState::Probing || m_sudoState == SudoState::AwaitingPassword)
        return;
    m_sudoState = SudoState::Probing;
    startInternal(SshCommandLine::sudoProbe(SudoMode::NonInteractive), {},
                  [this](int exitCode, const QByteArray &, const QByteArray &err) {
                      if (exitCode == 0) {
                          m_sudoState = SudoState::NonInteractive;
                      } else if (SshCommandLine::isPasswordRequired(err)) {
                          m_sudoState = SudoState::AwaitingPassword;
                          m_sudoAttempts = 0;
                      } else {
                          m_sudoState = SudoState::Unavailable;
                          m_sudoError = tr("%1: sudo is not available for user '%2': %3")
                                            .arg(m_node, m_target.user, QString::fromUtf8(err.trimmed()));
                      }
                      sudoResolved();
                  });
}

void SshWorker::sudoResolved()
{
    if (m_sudoState == SudoState::AwaitingPassword) {
        if (m_sudoAttempts >= 3) {
            m_sudoState = SudoState::Unavailable;
            m_sudoError = tr("%1: sudo refused the password of user '%2'").arg(m_node, m_target.user);
        } else {
            ++m_sudoAttempts;
            // The session stays usable while the user thinks: only the sudo path waits.
            m_credentialHandler = [this](bool given, const util::SecretBytes &secret) {
                if (!given) {
                    m_sudoState = SudoState::Unavailable;
                    // Declining after a refused try (a prompt that answers once, a user
                    // giving up) must still say the password was wrong, not missing.
                    m_sudoError =
                        m_sudoAttempts > 1
                            ? tr("%1: sudo refused the password of user '%2'").arg(m_node, m_target.user)
                            : tr("%1: root commands need the sudo password of user '%2', which was not given")
                                  .arg(m_node, m_target.user);
                    sudoResolved();
                    return;
                }
                m_sudoPassword = secret;
                startInternal(SshCommandLine::sudoProbe(SudoMode::Password), m_sudoPassword,
                              [this](int exitCode, const QByteArray &, const QByteArray &) {
                                  Q_EMIT credentialVerdict(CredentialKind::SudoPassword, exitCode == 0);
                                  if (exitCode == 0) {
                                      m_sudoState = SudoState::Password;
                                  } else {
                                      m_sudoPassword.clear();
                                  }
                                  sudoResolved();
                              });
            };
            requestCredential(CredentialKind::SudoPassword, {}, {}, false, m_sudoAttempts);
            return;
        }
    }
    if (m_sudoState == SudoState::Probing || m_sudoState == SudoState::Unknown)
        return;
    const QList<Pending> waiting = std::exchange(m_waitingSudo, {});
    for (const Pending &p : waiting)
        dispatch(p.id, p.command);
}

void SshWorker::deliver(Channel &c, bool isStderr, const QByteArray &data)
{
    if (c.internal) {
        QByteArray &buf = isStderr ? c.err : c.out;
        if (buf.size() < c.command.outputCap)
            buf.append(data.left(c.command.outputCap - buf.size()));
        return;
    }
    QByteArray chunk = data;
    // Everything before a stream's marker line is the login shell's (an
    // echoing ~/.bashrc), not the command's: dropped, never parsed.
    bool &seen = isStderr ? c.errSeen : c.pidSeen;
    if (!seen) {
        QByteArray &head = isStderr ? c.errHead : c.head;
        head.append(chunk);
        const std::optional<QByteArray> rest = isStderr
                                                   ? SshCommandLine::afterStderrMarker(head, c.nonce)
                                                   : SshCommandLine::afterStdoutMarker(head, c.nonce, &c.pid);
        if (rest) {
            chunk = *rest;
            head.clear();
            seen = true;
            // sshd starts every command in a session of its own, so the
            // shell's PID is the session id of all the command started.
            if (!isStderr && c.pid > 1)
                Q_EMIT commandSession(c.id, c.pid);
        } else if (head.size() > SshCommandLine::MaxPreamble) {
            seen = true; // no marker: deliver as is
            chunk = std::exchange(head, {});
        } else {
            return;
        }
    }
    if (chunk.isEmpty())
        return;
    m_inFlight->fetch_add(chunk.size());
    Q_EMIT commandOutput(c.id, isStderr, chunk);
}

void SshWorker::pump()
{
    if (!m_session)
        return;
    static thread_local char buffer[64 * 1024];
    QList<quint64> done;
    QList<quint64> timedOut;
    qint64 budget = 8 * 1024 * 1024;
    // Reading one channel also takes in packets for the others from the
    // socket, which then no longer wakes the notifier: pass over all channels
    // again until a pass reads nothing, so nothing waits for the fallback timer.
    bool moved = true;
    for (int pass = 0; moved && budget > 0 && pass < 16; ++pass) {
        moved = false;
        done.clear();
        timedOut.clear();
        for (auto &[id, cp] : m_channels) {
            Channel &c = *cp;
            bool eofOut = false, eofErr = false;
            for (int stream = 0; stream < 2; ++stream) {
                bool &eof = stream ? eofErr : eofOut;
                while (budget > 0) {
                    if (!c.internal && m_inFlight->load() > MaxInFlightBytes)
                        break; // the GUI side is behind: leave data in the SSH window, which throttles the
                               // server
                    const int n = ssh_channel_read_nonblocking(c.channel, buffer, sizeof buffer, stream);
                    if (n > 0) {
                        deliver(c, stream == 1, QByteArray(buffer, n));
                        budget -= n;
                        moved = true;
                        continue;
                    }
                    if (n == SSH_ERROR) {
                        if (!ssh_is_connected(m_session)) {
                            connectionLost(tr("%1: connection lost while running %2: %3")
                                               .arg(m_node, c.command.program,
                                                    QString::fromUtf8(ssh_get_error(m_session))));
                            return;
                        }
                        eof = true;
                    } else if (n == SSH_EOF || (n == 0 && ssh_channel_is_eof(c.channel))) {
                        eof = true;
                    }
                    break;
                }
            }
            if ((eofOut && eofErr) || ssh_channel_is_closed(c.channel))
                done << id;
            else if (c.command.timeoutMs > 0 && c.clock.elapsed() > c.command.timeoutMs)
                timedOut << id;
        }
    }
    if (m_session && !ssh_is_connected(m_session)) {
        connectionLost(
            tr("%1: connection lost: %2").arg(m_node, QString::fromUtf8(ssh_get_error(m_session))));
        return;
    }
    for (quint64 id : done) {
        auto it = m_channels.find(id);
        if (it == m_channels.end())
            continue;
        Channel &c = *it->second;
        // A command that ended before its marker (the shell failed to start
        // it) shows what it said as is.
        if (!c.errSeen && !c.errHead.isEmpty()) {
            c.errSeen = true;
            deliver(c, true, std::exchange(c.errHead, {}));
        }
        if (!c.pidSeen && !c.head.isEmpty()) {
            c.pidSeen = true;
            deliver(c, false, std::exchange(c.head, {}));
        }
        const int exitCode = ssh_channel_get_exit_status(c.channel);
        finishChannel(id, CommandStatus::Completed, exitCode < 0 ? -1 : exitCode, {});
    }
    for (quint64 id : timedOut) {
        auto it = m_channels.find(id);
        if (it == m_channels.end())
            continue;
        terminate(id, CommandStatus::TimedOut,
                  tr("%1: %2 timed out after %3 s")
                      .arg(m_node, it->second->command.program)
                      .arg(it->second->command.timeoutMs / 1000.0));
    }
}

void SshWorker::finishChannel(quint64 id, CommandStatus status, int exitCode, const QString &message,
                              bool announce)
{
    auto it = m_channels.find(id);
    if (it == m_channels.end())
        return;
    std::unique_ptr<Channel> c = std::move(it->second);
    m_channels.erase(it);
    if (c->channel) {
        if (m_session && ssh_is_connected(m_session))
            ssh_channel_close(c->channel);
        ssh_channel_free(c->channel);
        c->channel = nullptr;
    }
    updatePumping();
    if (!c->internal)
        dispatchQueued();
    if (c->internal) {
        if (c->done)
            c->done(status == CommandStatus::Completed ? exitCode : -1, c->out, c->err);
        return;
    }
    if (announce)
        Q_EMIT commandFinished(id, status, exitCode, message);
}

void SshWorker::terminate(quint64 id, CommandStatus status, const QString &message)
{
    auto it = m_channels.find(id);
    if (it == m_channels.end())
        return;
    Channel &c = *it->second;
    // Closing the channel alone leaves the remote process running (no pty,
    // no SIGHUP): signal it, and kill its whole process group by PID.
    ssh_channel_request_send_signal(c.channel, "TERM");
    const qint64 pid = c.pid;
    const SudoMode sudo = c.sudo;
    if (pid <= 1 || !m_session || !ssh_is_connected(m_session)) {
        finishChannel(id, status, -1, message);
        return;
    }
    // The job is reported finished once the kill has run (or failed with the
    // session), so a cancelled command is gone from the node when its job
    // says so and a cleanup or the next step cannot meet it.
    startInternal(SshCommandLine::killGroup(pid, sudo),
                  sudo == SudoMode::Password ? m_sudoPassword : util::SecretBytes(),
                  [this, id, status, message](int, const QByteArray &, const QByteArray &) {
                      Q_EMIT commandFinished(id, status, -1, message);
                  });
    finishChannel(id, status, -1, message, false);
}

void SshWorker::schedulePump()
{
    if (m_pumpScheduled)
        return;
    m_pumpScheduled = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_pumpScheduled = false;
            if (!m_channels.empty())
                pump();
        },
        Qt::QueuedConnection);
}

void SshWorker::updatePumping()
{
    const bool active = !m_channels.empty() && m_session;
    if (active && !m_notifier && ssh_get_fd(m_session) >= 0) {
        m_notifier = new QSocketNotifier(qintptr(ssh_get_fd(m_session)), QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, &SshWorker::pump);
    }
    if (m_notifier)
        m_notifier->setEnabled(active);
    if (active && !m_pumpTimer->isActive())
        m_pumpTimer->start();
    else if (!active)
        m_pumpTimer->stop();
}

void SshWorker::keepAlive()
{
    if (m_state != State::Connected || !m_session)
        return;
    if (ssh_send_ignore(m_session, "") != SSH_OK || ssh_blocking_flush(m_session, 2000) == SSH_ERROR ||
        !ssh_is_connected(m_session))
        connectionLost(tr("%1: connection lost (keep-alive failed): %2")
                           .arg(m_node, QString::fromUtf8(ssh_get_error(m_session))));
    else
        schedulePump(); // the flush may have read output the notifier will not report
}

} // namespace railyard::remote
