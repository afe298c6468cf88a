// SPDX-License-Identifier: GPL-3.0-or-later
// SshTransport against a real OpenSSH server. The fixture (root only) runs a
// private sshd inside a uniquely named network namespace reached through a
// veth pair on 10.254.x.y/29; only the two addresses of that pair (and the
// unused third one, for the "unreachable" case) are ever contacted.
//
// What it changes outside its temp dir, and removes again in cleanup (also
// when a test fails, through the Fixture destructor):
//   - the namespace rysshtest<pid> and the veth pair rys<pid>h/rys<pid>n
//   - a throw-away user ryt<pid> (useradd/userdel; needed for password login)
// /run/sshd (sshd's privilege separation directory) is created if missing
// and left in place: the namespace clusters of other tests, running at the
// same time, need it too (removing it made their sshd reset connections).
// sudo is not installed on the test machine, so a stand-in `sudo` script on
// the session PATH (sshd SetEnv) implements the -n / -S -k -p '' protocol;
// it proves what Railyard sends, not that a real sudo grants root.
#include "model/node.h"
#include "netnslock.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "remote/credentialprompt.h"
#include "remote/hostkeyprompt.h"
#include "remote/remotecommand.h"
#include "remote/secretstore.h"
#include "remote/sshtransport.h"
#include "report/commandrecord.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <atomic>
#include <csignal>
#include <memory>
#include <pwd.h>
#include <signal.h>
#include <thread>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RAILYARD_TEST_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define RAILYARD_TEST_ASAN 1
#endif
#ifdef RAILYARD_TEST_ASAN
#include <sanitizer/allocator_interface.h>
#endif

using namespace railyard;
using namespace railyard::remote;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
};

Run run(const QStringList &argv, const QByteArray &input = {})
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(argv.first(), argv.mid(1));
    if (!p.waitForStarted(5000))
        return {};
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(30000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAll()};
}

QByteArray vmHwmKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    f.open(QIODevice::ReadOnly);
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first();
    return "0";
}

QList<qint64> descendants(qint64 root)
{
    QHash<qint64, qint64> parent;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok)
            continue;
        QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray stat = f.readAll();
        const QList<QByteArray> rest = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
        if (rest.size() > 1)
            parent.insert(pid, rest[1].toLongLong());
    }
    QList<qint64> out{root};
    for (qsizetype i = 0; i < out.size(); ++i)
        for (auto it = parent.cbegin(); it != parent.cend(); ++it)
            if (it.value() == out[i] && !out.contains(it.key()))
                out << it.key();
    return out;
}

class TestCredentials : public CredentialPrompt
{
public:
    QList<CredentialRequest> requests;
    QByteArray answer;
    QList<QByteArray> answers; // one per request, then `answer`
    bool decline = false;
    bool remember = false;

    void askCredential(const CredentialRequest &request,
                       std::function<void(std::optional<CredentialReply>)> reply) override
    {
        requests << request;
        // Answered later, as a dialog would, to exercise the asynchronous path.
        const QByteArray given = answers.isEmpty() ? answer : answers.takeFirst();
        QTimer::singleShot(10, [reply, a = given, d = decline, m = remember] {
            if (d)
                reply(std::nullopt);
            else
                reply(CredentialReply{railyard::util::SecretBytes(a), m});
        });
    }
};

// The keychain, in memory, answering asynchronously like the real one.
class MemoryStore : public SecretStore
{
public:
    QMap<QString, QByteArray> secrets;
    QStringList removed;
    int lookups = 0;
    void lookup(const QString &key,
                std::function<void(std::optional<railyard::util::SecretBytes>)> reply) override
    {
        ++lookups;
        std::optional<railyard::util::SecretBytes> s;
        if (secrets.contains(key))
            s = railyard::util::SecretBytes(secrets.value(key));
        QTimer::singleShot(5, [reply, s] { reply(s); });
    }
    void store(const QString &key, const railyard::util::SecretBytes &secret) override
    {
        secrets.insert(key, secret.view().toByteArray());
    }
    void remove(const QString &key) override
    {
        secrets.remove(key);
        removed << key;
    }
};

class TestHostKeys : public HostKeyPrompt
{
public:
    QList<HostKeyInfo> asked;
    bool accept = true;
    void askHostKey(const HostKeyInfo &key, std::function<void(bool)> reply) override
    {
        asked << key;
        QTimer::singleShot(10, [reply, a = accept] { reply(a); });
    }
};

// Owns every system change; the destructor undoes them even if a test aborts.
struct Fixture
{
    QString skipReason;
    QTemporaryDir dir{QStringLiteral("/tmp/rysshtest-XXXXXX")};
    QString ns, vethHost, vethNs, hostAddr, nodeAddr, deadAddr, user, password;
    bool createdUser = false, createdNs = false;
    std::unique_ptr<QProcess> sshd;
    std::unique_ptr<QProcess> sshdPam;

    QString path(const QString &name) const { return dir.path() + QLatin1Char('/') + name; }

    bool setUp()
    {
        const qint64 pid = QCoreApplication::applicationPid();
        ns = QStringLiteral("rysshtest%1").arg(pid);
        vethHost = QStringLiteral("rys%1h").arg(pid);
        vethNs = QStringLiteral("rys%1n").arg(pid);
        user = QStringLiteral("ryt%1").arg(pid);
        password = QStringLiteral("pw-%1-%2").arg(pid).arg(QRandomGenerator::global()->generate());
        const QByteArray addrs =
            run({QStringLiteral("ip"), QStringLiteral("-4"), QStringLiteral("-o"), QStringLiteral("addr")})
                .out +
            run({QStringLiteral("ip"), QStringLiteral("-4"), QStringLiteral("route")}).out;
        int octet = -1;
        for (int i = 0; i < 250; ++i) {
            const int candidate = 1 + int((pid + i) % 250);
            if (!addrs.contains(QStringLiteral("10.254.%1.").arg(candidate).toLatin1())) {
                octet = candidate;
                break;
            }
        }
        if (octet < 0)
            return fail(QStringLiteral("no free 10.254.x.0/29"));
        const int base = int(pid % 31) * 8;
        hostAddr = QStringLiteral("10.254.%1.%2").arg(octet).arg(base + 1);
        nodeAddr = QStringLiteral("10.254.%1.%2").arg(octet).arg(base + 2);
        deadAddr = QStringLiteral("10.254.%1.%2").arg(octet).arg(base + 3);
        const QString cidr = QStringLiteral("/29");

        if (!QDir(QStringLiteral("/run/sshd")).exists()) {
            QDir().mkpath(QStringLiteral("/run/sshd"));
            QFile::setPermissions(QStringLiteral("/run/sshd"),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        }
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                              QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                              QFileDevice::ExeOther | QFileDevice::ReadGroup |
                                              QFileDevice::ExeGroup);
        const QStringList steps[] = {
            QStringList{QStringLiteral("flock")} +
                railyard::testsupport::lockedIpNetns({QStringLiteral("add"), ns}),
        };
        if (run(steps[0]).exitCode != 0)
            return fail(QStringLiteral("ip netns add failed"));
        createdNs = true;
        const QList<QStringList> net = {
            {QStringLiteral("ip"), QStringLiteral("link"), QStringLiteral("add"), vethHost,
             QStringLiteral("type"), QStringLiteral("veth"), QStringLiteral("peer"), QStringLiteral("name"),
             vethNs},
            {QStringLiteral("ip"), QStringLiteral("link"), QStringLiteral("set"), vethNs,
             QStringLiteral("netns"), ns},
            {QStringLiteral("ip"), QStringLiteral("addr"), QStringLiteral("add"), hostAddr + cidr,
             QStringLiteral("dev"), vethHost},
            {QStringLiteral("ip"), QStringLiteral("link"), QStringLiteral("set"), vethHost,
             QStringLiteral("up")},
            {QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), ns, QStringLiteral("ip"),
             QStringLiteral("addr"), QStringLiteral("add"), nodeAddr + cidr, QStringLiteral("dev"), vethNs},
            {QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), ns, QStringLiteral("ip"),
             QStringLiteral("link"), QStringLiteral("set"), vethNs, QStringLiteral("up")},
            {QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), ns, QStringLiteral("ip"),
             QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("lo"), QStringLiteral("up")},
        };
        for (const QStringList &step : net)
            if (const Run r = run(step); r.exitCode != 0)
                return fail(step.join(QLatin1Char(' ')) + QStringLiteral(": ") + QString::fromUtf8(r.out));

        if (run({QStringLiteral("id"), user}).exitCode == 0)
            return fail(QStringLiteral("user %1 exists already").arg(user));
        if (run({QStringLiteral("useradd"), QStringLiteral("-M"), QStringLiteral("-d"),
                 path(QStringLiteral("home")), QStringLiteral("-s"), QStringLiteral("/bin/sh"), user})
                .exitCode != 0)
            return fail(QStringLiteral("useradd failed"));
        createdUser = true;
        QDir().mkpath(path(QStringLiteral("home")));
        run({QStringLiteral("chown"), user, path(QStringLiteral("home"))});
        if (run({QStringLiteral("chpasswd")},
                (user + QLatin1Char(':') + password + QLatin1Char('\n')).toUtf8())
                .exitCode != 0)
            return fail(QStringLiteral("chpasswd failed"));

        for (const QString &key : {QStringLiteral("hostkey"), QStringLiteral("userkey")})
            if (!keygen(key, {}))
                return fail(QStringLiteral("ssh-keygen failed"));
        if (!keygen(QStringLiteral("userkey-enc"), QStringLiteral("secret passphrase")))
            return fail(QStringLiteral("ssh-keygen failed"));
        QDir().mkpath(path(QStringLiteral("keys")));
        const QByteArray pubs =
            readFile(path(QStringLiteral("userkey.pub"))) + readFile(path(QStringLiteral("userkey-enc.pub")));
        writeFile(path(QStringLiteral("keys/") + user), pubs);
        writeFile(path(QStringLiteral("keys/root")), pubs);
        writeFile(path(QStringLiteral("empty")), {});
        writeKnownHosts();

        QDir().mkpath(path(QStringLiteral("bin")));
        const QString sudo =
            QStringLiteral("#!/bin/sh\n"
                           "# Test stand-in for sudo: logs its arguments, checks the password protocol.\n"
                           "echo \"$*\" >> %1/sudo-args.log\n"
                           "mode=n\n"
                           "while [ $# -gt 0 ]; do case \"$1\" in -n) mode=n;; -S) mode=S;; -k) ;; "
                           "-p) shift;; --) shift; break;; *) break;; esac; shift; done\n"
                           "if [ -f %1/sudo-nopasswd ]; then RY_FAKE_ROOT=1 exec \"$@\"; fi\n"
                           "if [ \"$mode\" = n ]; then echo 'sudo: a password is required' >&2; exit 1; fi\n"
                           "IFS= read -r pw\n"
                           "if [ \"$pw\" != '%2' ]; then echo 'sudo: 1 incorrect password attempt' >&2; "
                           "exit 1; fi\n"
                           "RY_FAKE_ROOT=1 exec \"$@\"\n")
                .arg(dir.path(), password);
        writeFile(path(QStringLiteral("bin/sudo")), sudo.toUtf8());
        QFile::setPermissions(path(QStringLiteral("bin/sudo")),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                  QFileDevice::ReadOther | QFileDevice::ExeOther);
        writeFile(path(QStringLiteral("sudo-args.log")), {});
        QFile::setPermissions(path(QStringLiteral("sudo-args.log")),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadOther |
                                  QFileDevice::WriteOther);
        const QString config = QStringLiteral("ListenAddress %1\n"
                                              "Port 22\n"
                                              "HostKey %2/hostkey\n"
                                              "PidFile %2/sshd.pid\n"
                                              "AuthorizedKeysFile %2/keys/%u\n"
                                              "StrictModes no\n"
                                              "UsePAM no\n"
                                              "PasswordAuthentication yes\n"
                                              "KbdInteractiveAuthentication no\n"
                                              "PermitRootLogin prohibit-password\n"
                                              "SetEnv PATH=%2/bin:/usr/local/bin:/usr/bin:/bin\n"
                                              "MaxStartups 100\n"
                                              "LogLevel VERBOSE\n")
                                   .arg(nodeAddr, dir.path());
        writeFile(path(QStringLiteral("sshd_config")), config.toUtf8());
        if (const Run r = run({QStringLiteral("/usr/sbin/sshd"), QStringLiteral("-t"), QStringLiteral("-f"),
                               path(QStringLiteral("sshd_config"))});
            r.exitCode != 0)
            return fail(QStringLiteral("sshd -t: ") + QString::fromUtf8(r.out));
        return startSshd();
    }

    bool keygen(const QString &name, const QString &passphrase)
    {
        QFile::remove(path(name));
        QFile::remove(path(name + QStringLiteral(".pub")));
        return run({QStringLiteral("ssh-keygen"), QStringLiteral("-q"), QStringLiteral("-t"),
                    QStringLiteral("ed25519"), QStringLiteral("-N"), passphrase, QStringLiteral("-C"),
                    QStringLiteral("railyard-test"), QStringLiteral("-f"), path(name)})
                   .exitCode == 0;
    }

    QString hostFingerprint() const
    {
        const QByteArray out =
            run({QStringLiteral("ssh-keygen"), QStringLiteral("-l"), QStringLiteral("-E"),
                 QStringLiteral("sha256"), QStringLiteral("-f"), path(QStringLiteral("hostkey.pub"))})
                .out;
        return QString::fromLatin1(out.split(' ').value(1));
    }

    void writeKnownHosts()
    {
        const QList<QByteArray> pub = readFile(path(QStringLiteral("hostkey.pub"))).split(' ');
        writeFile(path(QStringLiteral("known_hosts")),
                  nodeAddr.toLatin1() + ' ' + pub[0] + ' ' + pub[1] + '\n');
    }

    bool startSshd() { return startServer(sshd, QStringLiteral("sshd_config"), 22); }

    // A second server on port 2222 that only offers keyboard-interactive through PAM.
    bool startPamSshd()
    {
        QString config = QString::fromUtf8(readFile(path(QStringLiteral("sshd_config"))));
        config.replace(QLatin1String("Port 22\n"), QLatin1String("Port 2222\n"));
        config.replace(QLatin1String("sshd.pid"), QLatin1String("sshd-pam.pid"));
        config.replace(QLatin1String("UsePAM no"), QLatin1String("UsePAM yes"));
        config.replace(QLatin1String("PasswordAuthentication yes"),
                       QLatin1String("PasswordAuthentication no"));
        config.replace(QLatin1String("KbdInteractiveAuthentication no"),
                       QLatin1String("KbdInteractiveAuthentication yes"));
        writeFile(path(QStringLiteral("sshd_pam_config")), config.toUtf8());
        return startServer(sshdPam, QStringLiteral("sshd_pam_config"), 2222);
    }

    bool startServer(std::unique_ptr<QProcess> &proc, const QString &config, quint16 port)
    {
        proc = std::make_unique<QProcess>();
        proc->setStandardOutputFile(path(QStringLiteral("sshd.out")));
        proc->setStandardErrorFile(path(QStringLiteral("sshd.log")), QIODevice::Append);
        proc->start(QStringLiteral("ip"),
                    {QStringLiteral("netns"), QStringLiteral("exec"), ns, QStringLiteral("/usr/sbin/sshd"),
                     QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), path(config)});
        if (!proc->waitForStarted(5000))
            return fail(QStringLiteral("cannot start sshd"));
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 10000) {
            QTcpSocket s;
            s.connectToHost(nodeAddr, port);
            if (s.waitForConnected(500) && s.waitForReadyRead(2000) && s.readAll().startsWith("SSH-"))
                return true;
            QThread::msleep(100);
        }
        return fail(QStringLiteral("sshd does not answer; log: ") +
                    QString::fromUtf8(readFile(path(QStringLiteral("sshd.log")))));
    }

    void killSshd() { killServer(sshd); }

    // Kills the listener and every session process below it (by PID).
    static void killServer(std::unique_ptr<QProcess> &proc)
    {
        if (!proc || proc->state() == QProcess::NotRunning)
            return;
        for (qint64 pid : descendants(proc->processId()))
            ::kill(pid_t(pid), SIGKILL);
        proc->waitForFinished(5000);
        proc.reset();
    }

    void tearDown()
    {
        killSshd();
        killServer(sshdPam);
        if (createdNs) {
            run(QStringList{QStringLiteral("flock")} +
                railyard::testsupport::lockedIpNetns({QStringLiteral("del"), ns}));
            createdNs = false;
        }
        if (!vethHost.isEmpty())
            run({QStringLiteral("ip"), QStringLiteral("link"), QStringLiteral("del"),
                 vethHost}); // gone with the ns, normally
        if (createdUser) {
            // A failed test can leave the user's remote commands running, and userdel refuses
            // a user with processes: end exactly those (by PID, matched on the user's uid).
            if (const passwd *pw = ::getpwnam(user.toLocal8Bit().constData())) {
                const QByteArray uid = QByteArray::number(pw->pw_uid);
                for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
                    bool ok = false;
                    const qint64 pid = entry.toLongLong(&ok);
                    if (!ok)
                        continue;
                    for (const QByteArray &line :
                         readFile(QStringLiteral("/proc/%1/status").arg(pid)).split('\n'))
                        if (line.startsWith("Uid:") && line.mid(4).simplified().split(' ').value(0) == uid)
                            ::kill(pid_t(pid), SIGKILL);
                }
                QThread::msleep(200);
            }
            run({QStringLiteral("userdel"), user});
            createdUser = false;
        }
    }

    ~Fixture() { tearDown(); }

    bool fail(const QString &why)
    {
        skipReason = why;
        return false;
    }

    static QByteArray readFile(const QString &p)
    {
        QFile f(p);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static void writeFile(const QString &p, const QByteArray &data)
    {
        QFile f(p);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(data);
    }
};

RemoteCommand command(const QString &program, const QStringList &args = {}, int timeoutMs = 20000)
{
    RemoteCommand c;
    c.program = program;
    c.arguments = args;
    c.timeoutMs = timeoutMs;
    return c;
}

CommandResult wait(CommandJob *job, int ms = 30000)
{
    QSignalSpy spy(job, &CommandJob::finished);
    if (!job->isFinished())
        spy.wait(ms);
    return job->result();
}

} // namespace

class TstSshTransport : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Fixture> m_fx;
    QString m_pwned;

    model::Node node(const QString &name = QStringLiteral("spark-a"), bool withKey = true) const
    {
        model::Node n;
        n.name = name;
        n.managementAddress = m_fx->nodeAddr;
        n.sshUser = m_fx->user;
        if (withKey)
            n.identityFile = m_fx->path(QStringLiteral("userkey"));
        return n;
    }
    SshOptions options(const QString &managed = {}) const
    {
        SshOptions o;
        o.sshConfigPath = QStringLiteral("none");
        o.userKnownHostsPath = m_fx->path(QStringLiteral("empty"));
        o.managedKnownHostsPath = managed.isEmpty() ? m_fx->path(QStringLiteral("known_hosts")) : managed;
        o.useAgent = false;
        o.useDefaultKeys = false;
        o.connectTimeoutMs = 3000;
        o.authTimeoutMs = 5000;
        return o;
    }
    bool pgrep(const QString &pattern) const
    {
        return run({QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_fx->ns,
                    QStringLiteral("pgrep"), QStringLiteral("-f"), pattern})
                   .exitCode == 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("needs root: creates a network namespace, a veth pair, a test user and runs sshd");
        if (!QFile::exists(QStringLiteral("/usr/sbin/sshd")) ||
            !QFile::exists(QStringLiteral("/usr/bin/ssh-keygen")))
            QSKIP("needs openssh-server (/usr/sbin/sshd) and ssh-keygen");
        qunsetenv("SSH_AUTH_SOCK");
        m_fx = std::make_unique<Fixture>();
        if (!m_fx->setUp()) {
            const QString why = m_fx->skipReason;
            m_fx.reset();
            QFAIL(qPrintable(QStringLiteral("fixture: ") + why));
        }
        m_pwned = QStringLiteral("/tmp/pwned-%1").arg(QCoreApplication::applicationPid());
        QFile::remove(m_pwned);
    }

    void cleanupTestCase()
    {
        QFile::remove(m_pwned);
        m_fx.reset();
    }

    void keyLoginRunsHostname()
    {
        SshTransport t2(node(), options());
        const CommandResult r = wait(t2.start(command(QStringLiteral("hostname"))));
        QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::Completed));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QString::fromUtf8(r.stdoutData).trimmed(), QSysInfo::machineHostName());
        QVERIFY(t2.isConnected());
    }

    void awkwardArgumentsComeBackVerbatim()
    {
        SshTransport t(node(), options());
        const QStringList args = {QStringLiteral("it's \"quoted\""),
                                  QStringLiteral("$(touch %1)").arg(m_pwned),
                                  QStringLiteral("a;b && c | d"),
                                  QStringLiteral("line1\nline2"),
                                  QStringLiteral("`touch %1`").arg(m_pwned),
                                  QStringLiteral("*"),
                                  QStringLiteral("back\\slash $HOME"),
                                  QStringLiteral("-n")};
        const CommandResult r =
            wait(t.start(command(QStringLiteral("printf"), QStringList{QStringLiteral("[%s]\n")} + args)));
        QCOMPARE(r.exitCode, 0);
        QString expected;
        for (const QString &a : args)
            expected += QLatin1Char('[') + a + QStringLiteral("]\n");
        QCOMPARE(QString::fromUtf8(r.stdoutData), expected);
        QVERIFY2(!QFile::exists(m_pwned), "a command substitution was executed");
        // LC_ALL=C is set for every command.
        const CommandResult env =
            wait(t.start(command(QStringLiteral("printenv"), {QStringLiteral("LC_ALL")})));
        QCOMPARE(env.stdoutData, QByteArray("C\n"));
    }

    void addressWithShellSyntaxIsRejected()
    {
        model::Node n = node(QStringLiteral("evil"));
        n.managementAddress = QStringLiteral("$(touch %1)").arg(m_pwned);
        SshTransport t(n, options());
        QVERIFY(!t.target());
        const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
        QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::FailedToStart));
        QVERIFY2(r.errorMessage.contains(QLatin1String("evil")), qPrintable(r.errorMessage));
        QVERIFY(!QFile::exists(m_pwned));
    }

    void passwordLogin()
    {
        TestCredentials creds;
        creds.answer = m_fx->password.toUtf8();
        SshTransport t(node(QStringLiteral("spark-pw"), false), options());
        t.setCredentialPrompt(&creds);
        const CommandResult r = wait(t.start(command(QStringLiteral("id"), {QStringLiteral("-un")})));
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QCOMPARE(QString::fromUtf8(r.stdoutData).trimmed(), m_fx->user);
        QCOMPARE(creds.requests.size(), 1);
        QCOMPARE(int(creds.requests[0].kind), int(CredentialKind::Password));
        QCOMPARE(creds.requests[0].node, QStringLiteral("spark-pw"));
        QCOMPARE(creds.requests[0].user, m_fx->user);
    }

    void wrongPasswordFailsNamingTheNode()
    {
        TestCredentials creds;
        creds.answer = "not-the-password";
        SshOptions o = options();
        o.maxPasswordAttempts = 2;
        SshTransport t(node(QStringLiteral("spark-wrongpw"), false), o);
        t.setCredentialPrompt(&creds);
        QElapsedTimer clock;
        clock.start();
        const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
        QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::FailedToStart));
        QVERIFY2(r.errorMessage.contains(QLatin1String("spark-wrongpw")), qPrintable(r.errorMessage));
        QVERIFY2(r.errorMessage.contains(QLatin1String("authentication failed")), qPrintable(r.errorMessage));
        QCOMPARE(creds.requests.size(), 2);
        QCOMPARE(creds.requests[1].attempt, 2);
        QVERIFY(clock.elapsed() < o.connectTimeoutMs + 2 * o.authTimeoutMs);
    }

    // A remembered password is stored only once the node accepted it; a
    // stored one that is refused is tried once, removed and never tried
    // again, and the user is asked instead (pam_faillock counts each try).
    void rememberedPasswordOnlyAfterSuccess()
    {
        MemoryStore store;
        SshOptions o = options();
        o.maxPasswordAttempts = 1;
        TestCredentials wrong;
        wrong.answer = "not-the-password";
        wrong.remember = true;
        {
            SshTransport t(node(QStringLiteral("spark-kc1"), false), o);
            t.setCredentialPrompt(&wrong);
            t.setSecretStore(&store);
            const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
            QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::FailedToStart));
        }
        QCOMPARE(wrong.requests.size(), 1);
        QVERIFY2(store.secrets.isEmpty(), "a refused password was remembered");
        const QString key =
            QStringLiteral("ssh-password:%1@%2").arg(wrong.requests[0].user, wrong.requests[0].host);

        // A stale password in the keychain; the user types the right one.
        store.secrets.insert(key, "stale-password");
        o.maxPasswordAttempts = 2;
        TestCredentials right;
        right.answer = m_fx->password.toUtf8();
        right.remember = true;
        {
            SshTransport t(node(QStringLiteral("spark-kc2"), false), o);
            t.setCredentialPrompt(&right);
            t.setSecretStore(&store);
            const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
            QVERIFY2(r.succeeded(),
                     qPrintable(r.errorMessage +
                                QStringLiteral(" after %1 prompt(s)").arg(right.requests.size())));
        }
        QCOMPARE(right.requests.size(), 1);
        QCOMPARE(right.requests[0].attempt, 2); // the stored one was attempt 1
        QTRY_COMPARE(store.secrets.value(key), m_fx->password.toUtf8());
        QCOMPARE(store.removed, QStringList{key});

        // The next run logs in from the keychain without asking.
        TestCredentials none;
        none.decline = true;
        {
            SshTransport t(node(QStringLiteral("spark-kc3"), false), o);
            t.setCredentialPrompt(&none);
            t.setSecretStore(&store);
            const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
            QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        }
        QVERIFY(none.requests.isEmpty());
    }

    // A mistyped password, then the right one: the second try logs in.
    void secondPasswordAttemptLogsIn()
    {
        TestCredentials creds;
        creds.answers = {"not-the-password", m_fx->password.toUtf8()};
        SshOptions o = options();
        o.maxPasswordAttempts = 2;
        SshTransport t(node(QStringLiteral("spark-retry"), false), o);
        t.setCredentialPrompt(&creds);
        const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QCOMPARE(creds.requests.size(), 2);
    }

    // Deleting a transport (the user edits a node whose link just died)
    // never waits on the network: every sshd of the node is frozen, the
    // worker sits in a blocking libssh call with a 2-minute timeout, and
    // the destructor still returns before the node is let go (a watchdog
    // thaws it after 30 s, so the old blocking destructor fails instead of
    // hanging).
    void destructorDoesNotWaitOnTheNetwork()
    {
        SshOptions o = options();
        o.connectTimeoutMs = 120000;
        o.authTimeoutMs = 120000;
        auto *t = new SshTransport(node(QStringLiteral("spark-frozen")), o);
        const CommandResult first = wait(t->start(command(QStringLiteral("true"))));
        QVERIFY2(first.succeeded(), qPrintable(first.errorMessage));
        QStringList frozen;
        QProcess pids;
        pids.start(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("pids"), m_fx->ns});
        QVERIFY(pids.waitForFinished(5000));
        for (const QString &pid :
             QString::fromUtf8(pids.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
            if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "sshd" &&
                ::kill(pid.toInt(), SIGSTOP) == 0)
                frozen << pid;
        }
        QVERIFY(!frozen.isEmpty());
        auto thaw = [frozen] {
            for (const QString &pid : frozen)
                ::kill(pid.toInt(), SIGCONT);
        };
        t->start(command(QStringLiteral("true")));
        QTest::qWait(500); // the worker is inside its channel request now
        std::atomic<bool> done{false};
        std::atomic<bool> thawed{false};
        std::thread watchdog([&done, &thawed, thaw] {
            for (int i = 0; i < 300 && !done; ++i)
                std::this_thread::sleep_for(std::chrono::milliseconds(100));
            if (!done) {
                thawed = true;
                thaw();
            }
        });
        delete t;
        const bool returnedWhileFrozen = !thawed;
        done = true;
        watchdog.join();
        thaw();
        QVERIFY2(returnedWhileFrozen, "~SshTransport waited for the frozen node");
    }

    void noCredentialPromptDeclinesPassword()
    {
        SshTransport t(node(QStringLiteral("spark-nopw"), false), options());
        const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
        QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::FailedToStart));
        QVERIFY(r.errorMessage.contains(QLatin1String("spark-nopw")));
    }

    void encryptedKeyAsksForPassphrase()
    {
        TestCredentials creds;
        creds.answer = "secret passphrase";
        model::Node n = node(QStringLiteral("spark-pp"), false);
        n.identityFile = m_fx->path(QStringLiteral("userkey-enc"));
        SshTransport t(n, options());
        t.setCredentialPrompt(&creds);
        const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QCOMPARE(creds.requests.size(), 1);
        QCOMPARE(int(creds.requests[0].kind), int(CredentialKind::KeyPassphrase));
        QCOMPARE(creds.requests[0].keyFile, n.identityFile);
    }

    void keyboardInteractiveThroughPam()
    {
        QVERIFY2(m_fx->startPamSshd(), qPrintable(m_fx->skipReason));
        const QString managed = m_fx->path(QStringLiteral("managed-pam"));
        QFile::remove(managed);
        TestCredentials creds;
        creds.answer = m_fx->password.toUtf8();
        model::Node n = node(QStringLiteral("spark-kbd"), false);
        n.sshPort = 2222;
        SshOptions o = options(managed);
        o.expectedFingerprint = m_fx->hostFingerprint();
        SshTransport t(n, o);
        t.setCredentialPrompt(&creds);
        const CommandResult r = wait(t.start(command(QStringLiteral("id"), {QStringLiteral("-un")})));
        Fixture::killServer(m_fx->sshdPam);
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage + QString::fromUtf8(r.stderrData)));
        QCOMPARE(QString::fromUtf8(r.stdoutData).trimmed(), m_fx->user);
        QCOMPARE(creds.requests.size(), 1);
        QCOMPARE(int(creds.requests[0].kind), int(CredentialKind::Password));
        QVERIFY2(creds.requests[0].prompt.contains(QLatin1String("assword")),
                 qPrintable(creds.requests[0].prompt));
        // Non-default port: remembered as [host]:port.
        QVERIFY(
            Fixture::readFile(managed).startsWith(QByteArray("[" + m_fx->nodeAddr.toLatin1() + "]:2222 ")));
    }

    void unknownHostKeyRefusedThenAcceptedWithFingerprint()
    {
        const QString managed = m_fx->path(QStringLiteral("managed-unknown"));
        QFile::remove(managed);
        const QString fp = m_fx->hostFingerprint();
        QVERIFY(fp.startsWith(QLatin1String("SHA256:")));
        {
            SshTransport t(node(QStringLiteral("spark-new")), options(managed));
            const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
            QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::FailedToStart));
            QVERIFY2(r.errorMessage.contains(QLatin1String("spark-new")), qPrintable(r.errorMessage));
            QVERIFY2(r.errorMessage.contains(fp), qPrintable(r.errorMessage));
            QVERIFY2(r.errorMessage.contains(QLatin1String("ssh-ed25519")), qPrintable(r.errorMessage));
            QVERIFY(!QFile::exists(managed));
        }
        {
            SshOptions o = options(managed);
            o.expectedFingerprint = QStringLiteral("SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
            SshTransport t(node(QStringLiteral("spark-new")), o);
            const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
            QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::FailedToStart));
            QVERIFY2(r.errorMessage.contains(QLatin1String("not the expected")), qPrintable(r.errorMessage));
        }
        {
            SshOptions o = options(managed);
            o.expectedFingerprint = fp;
            SshTransport t(node(QStringLiteral("spark-new")), o);
            const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
            QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
            QVERIFY(Fixture::readFile(managed).startsWith(
                QByteArray(m_fx->nodeAddr.toLatin1() + " ssh-ed25519 ")));
        }
        {
            SshTransport t(node(QStringLiteral("spark-new")), options(managed)); // remembered now
            const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
            QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        }
    }

    void unknownHostKeyAskedInteractively()
    {
        const QString managed = m_fx->path(QStringLiteral("managed-interactive"));
        QFile::remove(managed);
        TestHostKeys prompt;
        prompt.accept = false;
        {
            SshTransport t(node(QStringLiteral("spark-ask")), options(managed));
            t.setHostKeyPrompt(&prompt);
            const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
            QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::FailedToStart));
            QCOMPARE(prompt.asked.size(), 1);
            QCOMPARE(prompt.asked[0].fingerprint, m_fx->hostFingerprint());
            QCOMPARE(prompt.asked[0].keyType, QStringLiteral("ssh-ed25519"));
            QCOMPARE(prompt.asked[0].node, QStringLiteral("spark-ask"));
            QVERIFY(!QFile::exists(managed));
        }
        prompt.accept = true;
        SshTransport t(node(QStringLiteral("spark-ask")), options(managed));
        t.setHostKeyPrompt(&prompt);
        const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QCOMPARE(prompt.asked.size(), 2);
        QVERIFY(QFile::exists(managed));
    }

    void unreachableAddressFailsWithinConnectTimeout()
    {
        model::Node n = node(QStringLiteral("spark-gone"));
        n.managementAddress = m_fx->deadAddr;
        SshOptions o = options();
        o.connectTimeoutMs = 1500;
        SshTransport t(n, o);
        QElapsedTimer clock;
        clock.start();
        const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
        QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::FailedToStart));
        QVERIFY2(r.errorMessage.contains(QLatin1String("spark-gone")), qPrintable(r.errorMessage));
        // Far below the kernel's own SYN retries (about two minutes), with
        // room for a loaded machine: the option took effect.
        QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
    }

    void sudoWithPasswordFeedsItOnStdin()
    {
        QFile::remove(m_fx->path(QStringLiteral("sudo-nopasswd")));
        Fixture::writeFile(m_fx->path(QStringLiteral("sudo-args.log")), {});
        TestCredentials creds;
        creds.answer = m_fx->password.toUtf8();
        CommandRunner runner;
        auto *t = new SshTransport(node(QStringLiteral("spark-sudo")), options());
        t->setCredentialPrompt(&creds);
        runner.setTransport(QStringLiteral("spark-sudo"), t);
        QList<report::CommandRecord> records;
        connect(&runner, &CommandRunner::commandFinished, this,
                [&records](const QString &, const report::CommandRecord &r) { records << r; });
        for (int i = 0; i < 2; ++i) {
            RemoteCommand c = command(QStringLiteral("sh"),
                                      {QStringLiteral("-c"), QStringLiteral("echo root=$RY_FAKE_ROOT; cat")});
            c.asRoot = true;
            c.stdinData = "payload line\n";
            auto job = runner.run(QStringLiteral("spark-sudo"), c, nullptr);
            QVERIFY(job);
            const CommandResult r = wait(*job);
            QVERIFY2(r.succeeded(), qPrintable(r.errorMessage + QString::fromUtf8(r.stderrData)));
            QCOMPARE(r.stdoutData, QByteArray("root=1\npayload line\n"));
        }
        QCOMPARE(creds.requests.size(), 1); // asked once per node
        QCOMPARE(int(creds.requests[0].kind), int(CredentialKind::SudoPassword));
        QTRY_COMPARE(records.size(), 2);
        const QByteArray pw = m_fx->password.toUtf8();
        for (const report::CommandRecord &rec : records) {
            QVERIFY(!rec.commandLine().toUtf8().contains(pw));
            QVERIFY(!rec.arguments.join(QLatin1Char(' ')).toUtf8().contains(pw));
            QVERIFY(!rec.stdoutData.contains(pw) && !rec.stderrData.contains(pw));
        }
        const QByteArray log = Fixture::readFile(m_fx->path(QStringLiteral("sudo-args.log")));
        QVERIFY(log.contains("-S -k -p  -- env LC_ALL=C sh -c"));
        QVERIFY(log.contains("-n -- true"));
        QVERIFY2(!log.contains(pw), "the sudo password reached a command line");
    }

    void sudoWithoutPassword()
    {
        Fixture::writeFile(m_fx->path(QStringLiteral("sudo-nopasswd")), {});
        TestCredentials creds;
        SshTransport t(node(QStringLiteral("spark-nopasswd")), options());
        t.setCredentialPrompt(&creds);
        RemoteCommand c = command(QStringLiteral("printenv"), {QStringLiteral("RY_FAKE_ROOT")});
        c.asRoot = true;
        const CommandResult r = wait(t.start(c));
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QCOMPARE(r.stdoutData, QByteArray("1\n"));
        QVERIFY(creds.requests.isEmpty());
        QFile::remove(m_fx->path(QStringLiteral("sudo-nopasswd")));
    }

    void rootLoginNeedsNoSudo()
    {
        model::Node n = node(QStringLiteral("spark-root"));
        n.sshUser = QStringLiteral("root");
        SshTransport t(n, options());
        RemoteCommand c = command(QStringLiteral("id"), {QStringLiteral("-u")});
        c.asRoot = true;
        const CommandResult r = wait(t.start(c));
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QCOMPARE(r.stdoutData, QByteArray("0\n"));
    }

    void hugeOutputIsTruncatedAtTheCap()
    {
        SshTransport t(node(), options());
        const qlonglong before = vmHwmKb().toLongLong();
#ifdef RAILYARD_TEST_ASAN
        // Under AddressSanitizer the freed chunks wait in its quarantine and
        // inflate the peak RSS; what the transport itself holds is the live
        // heap, sampled while the output streams.
        const qlonglong heapBefore = qlonglong(__sanitizer_get_current_allocated_bytes());
        std::atomic<qlonglong> heapPeak{heapBefore};
        std::atomic<bool> sampling{true};
        std::thread sampler([&] {
            while (sampling) {
                const qlonglong now = qlonglong(__sanitizer_get_current_allocated_bytes());
                if (now > heapPeak)
                    heapPeak = now;
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            }
        });
#endif
        RemoteCommand c =
            command(QStringLiteral("head"),
                    {QStringLiteral("-c"), QStringLiteral("100000000"), QStringLiteral("/dev/zero")}, 120000);
        c.outputCap = 1024 * 1024;
        CommandJob *job = t.start(c);
        // A busy GUI thread: the worker must not pile the output up in queued events meanwhile.
        connect(job, &CommandJob::started, this, [] { QThread::msleep(2000); });
        const CommandResult r = wait(job, 120000);
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QCOMPARE(r.stdoutBytes, qint64(100000000));
        QCOMPARE(r.stdoutData.size(), qsizetype(1024 * 1024));
        QVERIFY(r.stdoutTruncated);
#ifdef RAILYARD_TEST_ASAN
        sampling = false;
        sampler.join();
        Q_UNUSED(before);
        const qlonglong grown = (heapPeak - heapBefore) / 1024;
        QVERIFY2(grown < 48 * 1024, qPrintable(QStringLiteral("peak live heap grew by %1 kB").arg(grown)));
#else
        const qlonglong grown = vmHwmKb().toLongLong() - before;
        QVERIFY2(grown < 48 * 1024, qPrintable(QStringLiteral("peak RSS grew by %1 kB").arg(grown)));
#endif
    }

    void streamingDeliversLinesAndCancelKillsRemoteProcess()
    {
        SshTransport t(node(), options());
        const QString marker = QStringLiteral("rystream%1").arg(QCoreApplication::applicationPid());
        // The background subshell keeps the marker in its command line: killing only the
        // shell the channel started would leave it running.
        RemoteCommand c = command(QStringLiteral("sh"),
                                  {QStringLiteral("-c"),
                                   QStringLiteral("(while :; do sleep 0.2; done) & i=0; "
                                                  "while :; do echo tick $i; i=$((i+1)); sleep 0.2; done"),
                                   marker},
                                  0);
        c.streaming = true;
        CommandJob *job = t.start(c);
        QStringList lines;
        connect(job, &CommandJob::outputLine, this,
                [&lines](const QString &l, OutputChannel) { lines << l; });
        QTRY_VERIFY_WITH_TIMEOUT(lines.size() >= 3, 10000);
        QVERIFY(!job->isFinished());
        QCOMPARE(lines.first(), QStringLiteral("tick 0"));
        QVERIFY(pgrep(marker));
        job->cancel();
        const CommandResult r = wait(job);
        QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::Cancelled));
        QTRY_VERIFY_WITH_TIMEOUT(!pgrep(marker), 5000);
    }

    void commandTimeoutKillsRemoteProcess()
    {
        SshTransport t(node(), options());
        const QString marker = QStringLiteral("rytimeout%1").arg(QCoreApplication::applicationPid());
        CommandJob *job = t.start(command(
            QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("sleep 30 & wait"), marker}, 2500));
        QTRY_VERIFY_WITH_TIMEOUT(pgrep(marker), 2000);
        const CommandResult r = wait(job);
        QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::TimedOut));
        QVERIFY(r.errorMessage.contains(QLatin1String("spark-a")));
        QTRY_VERIFY_WITH_TIMEOUT(!pgrep(marker), 5000);
    }

    void parallelNodes()
    {
        SshTransport a(node(QStringLiteral("spark-p1")), options());
        SshTransport b(node(QStringLiteral("spark-p2")), options());
        // Connect first so the measurement is about the commands.
        QVERIFY(wait(a.start(command(QStringLiteral("true")))).succeeded());
        QVERIFY(wait(b.start(command(QStringLiteral("true")))).succeeded());
        QElapsedTimer clock;
        clock.start();
        qint64 startedA = -1, startedB = -1, finishedA = -1, finishedB = -1;
        CommandJob *ja = a.start(command(QStringLiteral("sleep"), {QStringLiteral("1")}));
        CommandJob *jb = b.start(command(QStringLiteral("sleep"), {QStringLiteral("1")}));
        connect(ja, &CommandJob::started, this, [&] { startedA = clock.elapsed(); });
        connect(jb, &CommandJob::started, this, [&] { startedB = clock.elapsed(); });
        connect(ja, &CommandJob::finished, this, [&] { finishedA = clock.elapsed(); });
        connect(jb, &CommandJob::finished, this, [&] { finishedB = clock.elapsed(); });
        QTRY_VERIFY_WITH_TIMEOUT(finishedA >= 0 && finishedB >= 0, 10000);
        QVERIFY(ja->result().succeeded() && jb->result().succeeded());
        // Overlap: each started before the other finished.
        QVERIFY2(startedA < finishedB && startedB < finishedA, qPrintable(QStringLiteral("A %1-%2, B %3-%4")
                                                                              .arg(startedA)
                                                                              .arg(finishedA)
                                                                              .arg(startedB)
                                                                              .arg(finishedB)));
    }

    void sshdKilledMidCommandIsConnectionLostThenReconnects()
    {
        SshTransport t(node(QStringLiteral("spark-lost")), options());
        CommandJob *job = t.start(command(QStringLiteral("sleep"), {QStringLiteral("30")}, 60000));
        QSignalSpy started(job, &CommandJob::started);
        QVERIFY(started.wait(10000));
        QElapsedTimer clock;
        clock.start();
        m_fx->killSshd();
        const CommandResult r = wait(job, 20000);
        QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::ConnectionLost));
        QVERIFY2(r.errorMessage.contains(QLatin1String("spark-lost")), qPrintable(r.errorMessage));
        // Before the remote sleep (30 s) could have ended on its own: the
        // loss was noticed, not waited out.
        QVERIFY2(clock.elapsed() < 25000, qPrintable(QString::number(clock.elapsed())));
        QTRY_VERIFY(!t.isConnected());
        QVERIFY(m_fx->startSshd());
        const CommandResult again = wait(t.start(command(QStringLiteral("echo"), {QStringLiteral("back")})));
        QVERIFY2(again.succeeded(), qPrintable(again.errorMessage));
        QCOMPARE(again.stdoutData, QByteArray("back\n"));
    }

    void idleConnectionLostReconnectsOnNextCommand()
    {
        SshTransport t(node(QStringLiteral("spark-idle")), options());
        QVERIFY(wait(t.start(command(QStringLiteral("true")))).succeeded());
        QTRY_VERIFY(t.isConnected());
        m_fx->killSshd();
        QVERIFY(m_fx->startSshd());
        const CommandResult r = wait(t.start(command(QStringLiteral("echo"), {QStringLiteral("again")})));
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QCOMPARE(r.stdoutData, QByteArray("again\n"));
    }

    void keepAliveNoticesADeadIdleConnection()
    {
        SshOptions o = options();
        o.keepAliveIntervalMs = 1000;
        SshTransport t(node(QStringLiteral("spark-keepalive")), o);
        QSignalSpy lost(&t, &SshTransport::disconnected);
        QVERIFY(wait(t.start(command(QStringLiteral("true")))).succeeded());
        QTRY_VERIFY(t.isConnected());
        m_fx->killSshd();
        QTRY_VERIFY_WITH_TIMEOUT(lost.count() == 1, 8000);
        QVERIFY(lost.at(0).at(0).toString().contains(QLatin1String("spark-keepalive")));
        QVERIFY(!t.isConnected());
        QVERIFY(m_fx->startSshd());
    }

    // Last: it replaces the server's host key.
    void changedHostKeyIsRefused()
    {
        const QString oldFp = m_fx->hostFingerprint();
        {
            SshTransport t(node(QStringLiteral("spark-changed")), options());
            QVERIFY(wait(t.start(command(QStringLiteral("true")))).succeeded());
        }
        m_fx->killSshd();
        QVERIFY(m_fx->keygen(QStringLiteral("hostkey"), {}));
        QVERIFY(m_fx->startSshd());
        const QString newFp = m_fx->hostFingerprint();
        QVERIFY(oldFp != newFp);
        TestHostKeys prompt; // must not even be asked
        SshOptions o = options();
        o.expectedFingerprint = newFp; // not even an explicit fingerprint overrides a changed key
        SshTransport t(node(QStringLiteral("spark-changed")), o);
        t.setHostKeyPrompt(&prompt);
        const CommandResult r = wait(t.start(command(QStringLiteral("true"))));
        QCOMPARE(commandStatusName(r.status), commandStatusName(CommandStatus::FailedToStart));
        QVERIFY2(r.errorMessage.contains(QLatin1String("CHANGED")), qPrintable(r.errorMessage));
        QVERIFY2(r.errorMessage.contains(QLatin1String("spark-changed")), qPrintable(r.errorMessage));
        QVERIFY2(r.errorMessage.contains(oldFp), qPrintable(r.errorMessage));
        QVERIFY2(r.errorMessage.contains(newFp), qPrintable(r.errorMessage));
        QVERIFY(prompt.asked.isEmpty());
        m_fx->writeKnownHosts();
    }
};

QTEST_GUILESS_MAIN(TstSshTransport)
#include "tst_sshtransport.moc"
