// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/sshtransport.h"

#include "remote/credentialprompt.h"
#include "remote/hostkeyprompt.h"
#include "remote/knownhostsfile.h"
#include "remote/secretstore.h"
#include "remote/sshconfigfile.h"
#include "remote/sshjob.h"
#include "remote/sshworker.h"

#include <QCoreApplication>
#include <QDir>
#include <QMutex>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>

namespace railyard::remote {

namespace {

bool isHostToken(const QString &host)
{
    static const QRegularExpression name(
        QStringLiteral("^[A-Za-z0-9_]([A-Za-z0-9_.-]{0,252}[A-Za-z0-9_])?\\z"));
    static const QRegularExpression ipv6(QStringLiteral("^[0-9A-Fa-f:.]{2,45}(%[A-Za-z0-9_.-]{1,32})?\\z"));
    return name.match(host).hasMatch() || (host.contains(QLatin1Char(':')) && ipv6.match(host).hasMatch());
}

bool isUserToken(const QString &user)
{
    static const QRegularExpression rx(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}\\z"));
    return rx.match(user).hasMatch();
}

bool isJumpToken(const QString &jump)
{
    static const QRegularExpression rx(QStringLiteral("^[A-Za-z0-9_.@:\\[\\],-]{1,512}\\z"));
    return rx.match(jump).hasMatch() && !jump.startsWith(QLatin1Char('-'));
}

} // namespace

Result<SshHostConfig> SshTransport::resolveTarget(const model::Node &node, const SshOptions &options)
{
    const QString alias = node.managementAddress.isEmpty() ? node.name : node.managementAddress;
    if (!isHostToken(alias))
        return Error{tr("'%1' is not a valid host name or address").arg(alias), node.name};
    SshHostConfig target;
    if (options.sshConfigPath != QLatin1String("none")) {
        const QString path = options.sshConfigPath.isEmpty()
                                 ? QDir::homePath() + QStringLiteral("/.ssh/config")
                                 : options.sshConfigPath;
        target = SshConfigFile::load(path).resolve(alias);
    } else {
        target.hostName = alias;
    }
    if (!node.sshUser.isEmpty())
        target.user = node.sshUser;
    if (node.sshPort != 22 || target.port == 0)
        target.port = node.sshPort;
    if (!node.identityFile.isEmpty())
        target.identityFiles.prepend(node.identityFile.startsWith(QLatin1String("~/"))
                                         ? QDir::homePath() + node.identityFile.mid(1)
                                         : node.identityFile);
    if (!isHostToken(target.hostName))
        return Error{
            tr("the SSH configuration gives '%1' as host name, which is not a valid host name or address")
                .arg(target.hostName),
            node.name};
    if (!target.user.isEmpty() && !isUserToken(target.user))
        return Error{tr("'%1' is not a valid user name").arg(target.user), node.name};
    if (target.port <= 0 || target.port > 65535)
        return Error{tr("invalid SSH port %1").arg(target.port), node.name};
    if (!target.proxyJump.isEmpty() && !isJumpToken(target.proxyJump))
        return Error{tr("ProxyJump '%1' is not a plain host list").arg(target.proxyJump), node.name};
    return target;
}

SshTransport::SshTransport(const model::Node &node, const SshOptions &options, QObject *parent)
    : CommandTransport(node.name, parent), m_node(node), m_options(options),
      m_target(resolveTarget(node, options)), m_inFlight(std::make_shared<std::atomic<qint64>>(0))
{
    qRegisterMetaType<CommandStatus>();
    qRegisterMetaType<HostKeyInfo>();
    qRegisterMetaType<CredentialRequest>();
    if (m_options.userKnownHostsPath.isEmpty())
        m_options.userKnownHostsPath = QDir::homePath() + QStringLiteral("/.ssh/known_hosts");
    if (m_options.managedKnownHostsPath.isEmpty())
        m_options.managedKnownHostsPath = KnownHostsFile::managedPath();
    if (!m_target)
        return;
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("ssh:") + node.name);
    m_worker = new SshWorker(node.name, m_target.value(), m_options, m_inFlight);
    m_worker->moveToThread(m_thread);

    connect(
        m_worker, &SshWorker::commandStarted, this,
        [this](quint64 id) {
            if (SshJob *job = m_jobs.value(id))
                job->deliverStarted();
        },
        Qt::QueuedConnection);
    connect(
        m_worker, &SshWorker::commandOutput, this,
        [this](quint64 id, bool isStderr, const QByteArray &chunk) {
            m_inFlight->fetch_sub(chunk.size());
            if (SshJob *job = m_jobs.value(id))
                job->deliverOutput(isStderr, chunk);
        },
        Qt::QueuedConnection);
    connect(
        m_worker, &SshWorker::commandSession, this,
        [this](quint64 id, qint64 sessionId) {
            if (SshJob *job = m_jobs.value(id))
                job->deliverSession(sessionId);
        },
        Qt::QueuedConnection);
    connect(
        m_worker, &SshWorker::commandFinished, this,
        [this](quint64 id, CommandStatus status, int exitCode, const QString &message) {
            QPointer<SshJob> job = m_jobs.take(id);
            if (job)
                job->deliverFinished(status, exitCode, message);
        },
        Qt::QueuedConnection);
    connect(m_worker, &SshWorker::hostKeyQuestion, this, &SshTransport::onHostKeyQuestion,
            Qt::QueuedConnection);
    connect(m_worker, &SshWorker::credentialNeeded, this, &SshTransport::onCredentialNeeded,
            Qt::QueuedConnection);
    connect(m_worker, &SshWorker::credentialVerdict, this, &SshTransport::onCredentialVerdict,
            Qt::QueuedConnection);
    connect(
        m_worker, &SshWorker::connectionChanged, this,
        [this](bool up, const QString &message) {
            const bool was = m_connected;
            m_connected = up;
            if (up)
                Q_EMIT connected();
            else if (was)
                Q_EMIT disconnected(message);
            else
                Q_EMIT connectionFailed(message);
        },
        Qt::QueuedConnection);
    m_thread->start();
}

namespace {

// Worker threads whose transport is gone. Each ends on its own once its
// current libssh call returns (a dead link holds it until libssh's own
// timeout); finished ones are reaped as others retire, and the rest when
// the application goes, where waiting is no longer anyone's GUI.
QMutex retiredLock;
QList<QThread *> retired;

void reapRetired(bool wait)
{
    QList<QThread *> done;
    {
        QMutexLocker lock(&retiredLock);
        for (auto it = retired.begin(); it != retired.end();) {
            if (wait || (*it)->isFinished()) {
                done << *it;
                it = retired.erase(it);
            } else {
                ++it;
            }
        }
    }
    for (QThread *t : done) {
        t->wait();
        delete t;
    }
}

void reapAllRetired()
{
    reapRetired(true);
}

} // namespace

SshTransport::~SshTransport()
{
    if (!m_thread)
        return;
    // Never wait for the worker here: it may sit in a blocking libssh call
    // on a dead link, and this runs on the GUI thread (editing a node whose
    // link died must not freeze the window). The worker shuts its session
    // down when it gets to it and is deleted with its thread's end.
    m_worker->disconnect(this);
    SshWorker *worker = m_worker;
    QThread *thread = m_thread;
    thread->setParent(nullptr); // outlives this transport, reaped below or at exit
    QObject::connect(thread, &QThread::finished, worker, &QObject::deleteLater);
    QMetaObject::invokeMethod(
        worker,
        [worker] {
            worker->shutdown();
            QThread::currentThread()->quit();
        },
        Qt::QueuedConnection);
    static const bool registered = [] {
        qAddPostRoutine(reapAllRetired);
        return true;
    }();
    Q_UNUSED(registered);
    reapRetired(false);
    QMutexLocker lock(&retiredLock);
    retired << thread;
}

CommandJob *SshTransport::start(const RemoteCommand &command)
{
    const quint64 id = m_nextId++;
    auto *job = new SshJob(
        node(), command, id,
        [this](quint64 jobId) {
            if (m_worker)
                QMetaObject::invokeMethod(
                    m_worker, [w = m_worker, jobId] { w->cancelCommand(jobId); }, Qt::QueuedConnection);
        },
        this);
    if (!m_target) {
        const QString message = m_target.error().toString();
        QTimer::singleShot(
            0, job, [job, message] { job->deliverFinished(CommandStatus::FailedToStart, -1, message); });
        return job;
    }
    m_jobs.insert(id, job);
    // Queued, so callers can connect to the job's signals before anything arrives.
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, id, command] { w->startCommand(id, command); }, Qt::QueuedConnection);
    return job;
}

void SshTransport::connectToNode()
{
    if (m_worker)
        QMetaObject::invokeMethod(
            m_worker, [w = m_worker] { w->connectNow(); }, Qt::QueuedConnection);
    else
        QTimer::singleShot(0, this, [this] { Q_EMIT connectionFailed(m_target.error().toString()); });
}

void SshTransport::disconnectFromNode()
{
    if (m_worker)
        QMetaObject::invokeMethod(
            m_worker, [w = m_worker] { w->disconnectNow(); }, Qt::QueuedConnection);
}

void SshTransport::onHostKeyQuestion(const HostKeyInfo &key)
{
    auto answer = [this, guard = QPointer<SshTransport>(this)](bool accept) {
        if (!guard || !m_worker)
            return;
        QMetaObject::invokeMethod(
            m_worker, [w = m_worker, accept] { w->answerHostKey(accept); }, Qt::QueuedConnection);
    };
    if (!m_hostKeyPrompt) {
        answer(false);
        return;
    }
    m_hostKeyPrompt->askHostKey(key, answer);
}

QString SshTransport::secretKey(const CredentialRequest &request) const
{
    const QString who = request.user + QLatin1Char('@') + request.host;
    switch (request.kind) {
    case CredentialKind::Password:
        return QStringLiteral("ssh-password:") + who;
    case CredentialKind::KeyPassphrase:
        return QStringLiteral("ssh-passphrase:") + request.keyFile;
    case CredentialKind::SudoPassword:
        return QStringLiteral("sudo-password:") + who;
    case CredentialKind::KeyboardInteractive:
        break;
    }
    return {};
}

void SshTransport::answerCredential(quint64 requestId, bool given, const util::SecretBytes &secret)
{
    if (!m_worker)
        return;
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, requestId, given, secret] { w->answerCredential(requestId, given, secret); },
        Qt::QueuedConnection);
}

void SshTransport::onCredentialNeeded(quint64 requestId, const CredentialRequest &request)
{
    QPointer<SshTransport> guard(this);
    auto ask = [this, guard, requestId, request] {
        if (!guard)
            return;
        if (!m_credentialPrompt) {
            answerCredential(requestId, false, {});
            return;
        }
        m_credentialPrompt->askCredential(
            request, [this, guard, requestId, request](std::optional<CredentialReply> r) {
                if (!guard)
                    return;
                // Stored only once the node has accepted it (onCredentialVerdict).
                if (r && r->remember && m_secretStore && !secretKey(request).isEmpty())
                    m_offered.insert(int(request.kind), Offered{secretKey(request), r->secret, false, true});
                else
                    m_offered.remove(int(request.kind));
                answerCredential(requestId, r.has_value(), r ? r->secret : util::SecretBytes());
            });
    };
    // A remembered secret is tried once, never again once refused; then the user is asked.
    const QString key = secretKey(request);
    if (m_secretStore && request.attempt == 1 && !key.isEmpty() && !m_refusedStored.contains(key)) {
        m_secretStore->lookup(key, [this, guard, requestId, ask, key,
                                    kind = int(request.kind)](std::optional<util::SecretBytes> secret) {
            if (!guard)
                return;
            if (secret) {
                m_offered.insert(kind, Offered{key, {}, true, false});
                answerCredential(requestId, true, *secret);
            } else {
                ask();
            }
        });
        return;
    }
    ask();
}

void SshTransport::onCredentialVerdict(CredentialKind kind, bool accepted)
{
    const auto it = m_offered.find(int(kind));
    if (it == m_offered.end())
        return;
    Offered offered = std::move(it.value());
    m_offered.erase(it);
    if (!m_secretStore)
        return;
    if (accepted && offered.remember)
        m_secretStore->store(offered.key, offered.secret);
    if (!accepted && offered.fromStore) {
        m_secretStore->remove(offered.key);
        m_refusedStored.insert(offered.key);
    }
    offered.secret.clear(); // zeroed with the last holder
}

} // namespace railyard::remote
