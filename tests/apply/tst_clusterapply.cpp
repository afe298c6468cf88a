// SPDX-License-Identifier: GPL-3.0-or-later
// apply, verify and undo against the namespace cluster (tests/sim/simcluster):
// real sshd and sudo per node, real netplan generate, real ip and ping over
// the veth cables. Node state is read from the host side (netns and the
// node's /etc/netplan view) so the comparison never depends on the code
// under test. Needs root; skips with the reason otherwise.
#include "../faults/faultcluster.h"
#include "adopt/clusteradopter.h"
#include "apply/clusterapply.h"
#include "apply/undorunner.h"
#include "apply/verifier.h"
#include "helperprocess.h"
#include "model/projectfile.h"
#include "plan/hostfilewriter.h"
#include "plan/ncclenvironment.h"
#include "plan/netplanwriter.h"
#include "plan/networkplanner.h"
#include "probe/ipaddrparser.h"
#include "remote/commandrunner.h"
#include "remote/credentialprompt.h"
#include "remote/credentialreply.h"
#include "remote/credentialrequest.h"
#include "remote/sshoptions.h"
#include "remote/sshtransport.h"
#include "report/reportitem.h"
#include "report/reportrenderer.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QPair>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

using namespace railyard;
using namespace railyard::apply;

namespace {

const QString kHarness = QStringLiteral(RAILYARD_SOURCE_DIR "/tests/sim/simcluster");
const QString kSimtool = QStringLiteral(RAILYARD_BINARY_DIR "/app/simtool/railyard-simtool");
constexpr int kLong =
    600000; // an upper bound for a whole apply on a loaded machine; never a timing assertion

struct Proc
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Proc run(const QString &program, const QStringList &args, int timeoutMs = 60000)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RAILYARD_SIMTOOL"), kSimtool);
    p.setProcessEnvironment(env);
    p.start(program, args);
    bool stopped = false;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        stopped = true;
    }
    Proc r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = railyard::testsupport::helperProcessErr(program, args, timeoutMs, stopped, r.exitCode,
                                                    p.readAllStandardError());
    return r;
}

QString skipReason()
{
    if (::geteuid() != 0)
        return QStringLiteral(
            "the namespace cluster needs root (network namespaces, veth pairs, sshd): run ctest as root");
    if (!QFileInfo(kSimtool).isExecutable())
        return QStringLiteral("railyard-simtool is not built at ") + kSimtool;
    if (QStandardPaths::findExecutable(QStringLiteral("netplan")).isEmpty())
        return QStringLiteral("netplan is not installed (apt-get install netplan.io)");
    if (run(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("list")}).exitCode != 0)
        return QStringLiteral("this kernel or container does not allow network namespaces");
    return {};
}

class PasswordPrompt : public remote::CredentialPrompt
{
public:
    explicit PasswordPrompt(QByteArray password) : m_password(std::move(password)) {}
    void askCredential(const remote::CredentialRequest &request,
                       std::function<void(std::optional<remote::CredentialReply>)> reply) override
    {
        if (request.kind != remote::CredentialKind::SudoPassword) {
            reply(std::nullopt);
            return;
        }
        reply(remote::CredentialReply{util::SecretBytes(m_password), false});
    }

private:
    QByteArray m_password;
};

int modeOf(const QString &path)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 07777);
}

// One namespace cluster, always torn down.
struct Ns
{
    QString prefix;
    QString dir;
    QString yaml;
    model::Cluster cluster;
    QMap<QString, QString> netns; // node -> namespace
    QString error;

    explicit Ns(const QString &scenario)
    {
        prefix = QStringLiteral("ra%1").arg(QRandomGenerator::global()->bounded(0x100000), 5, 16,
                                            QLatin1Char('0'));
        const Proc up = run(
            kHarness,
            {QStringLiteral("up"), QStringLiteral("--scenario"), scenario, QStringLiteral("--name"), prefix,
             QStringLiteral("--owner"), QString::number(::getpid())},
            railyard::testsupport::kHarnessUpDownMs);
        if (up.exitCode != 0) {
            error = QString::fromUtf8(up.err);
            return;
        }
        yaml = QString::fromUtf8(up.out).trimmed().split(QLatin1Char('\n')).last();
        dir = QFileInfo(yaml).absolutePath();
        const Result<model::Cluster> c = model::ProjectFile::load(yaml);
        if (!c) {
            error = c.error().toString();
            return;
        }
        cluster = c.value();
        QFile map(dir + QStringLiteral("/nsmap"));
        map.open(QIODevice::ReadOnly);
        for (const QString &l : QString::fromUtf8(map.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            netns.insert(l.section(QLatin1Char(' '), 0, 0), l.section(QLatin1Char(' '), 1, 1));
    }
    ~Ns()
    {
        run(kHarness, {QStringLiteral("down"), QStringLiteral("--name"), prefix},
            railyard::testsupport::kHarnessUpDownMs);
    }

    QString netplanDir(const QString &node) const
    {
        return dir + QLatin1Char('/') + node + QStringLiteral("/netplan");
    }
    QString journalRoot() const { return dir + QStringLiteral("/journal"); }
    // The node's own home (bind-mounted over the SSH user's home in the node).
    QString homeOf(const QString &node) const
    {
        return dir + QLatin1Char('/') + node + QStringLiteral("/home");
    }
    // Runs a command inside the node, as root or as the SSH user.
    Proc exec(const QString &node, const QStringList &command, bool asUser = false) const
    {
        QStringList args{QStringLiteral("exec"), QStringLiteral("--name"), prefix, node};
        if (asUser)
            args << QStringLiteral("--user");
        return run(kHarness, args + QStringList{QStringLiteral("--")} + command);
    }
    Proc harness(const QString &sub, const QString &node, const QStringList &more = {}) const
    {
        return run(kHarness, QStringList{sub, QStringLiteral("--name"), prefix, node} + more);
    }
    QByteArray sudoPassword() const
    {
        QFile f(dir + QStringLiteral("/sudo_password"));
        f.open(QIODevice::ReadOnly);
        return f.readAll().trimmed();
    }

    // Files (name, mode, bytes) and runtime state (IPv4, MTU, UP) of every
    // node, read from the host.
    QString state() const
    {
        QString out;
        for (const model::Node &n : cluster.nodes)
            out += nodeState(n.name);
        return out;
    }

    // The home of the node's SSH user (~/.ssh, ~/.railyard), recursively:
    // every directory with its mode, every file with its mode and bytes, so
    // a directory Railyard created and left behind empty is a difference.
    QString homeState(const QString &node) const
    {
        QString out;
        const QString home = homeOf(node);
        QStringList paths;
        QDirIterator it(home, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            // The simulated hardware's own state (flowregistry.h), not configuration.
            if (!path.startsWith(home + QStringLiteral("/.railyard-sim")))
                paths << path;
        }
        paths.sort();
        for (const QString &path : paths) {
            const QString name = QStringLiteral("~") + path.mid(home.size());
            if (QFileInfo(path).isDir()) {
                out += QStringLiteral("dir %1 %2\n").arg(name).arg(modeOf(path), 0, 8);
                continue;
            }
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            out += QStringLiteral("file %1 %2\n%3\n")
                       .arg(name)
                       .arg(modeOf(path), 0, 8)
                       .arg(QString::fromUtf8(f.readAll()));
        }
        return out;
    }

    QString nodeState(const QString &name) const
    {
        QString out;
        {
            out += QStringLiteral("== %1\n").arg(name);
            out += homeState(name);
            QDir d(netplanDir(name));
            for (const QFileInfo &fi : d.entryInfoList(QDir::Files | QDir::Hidden, QDir::Name)) {
                QFile f(fi.filePath());
                f.open(QIODevice::ReadOnly);
                out += QStringLiteral("file %1 %2\n%3\n")
                           .arg(fi.fileName(), QString::number(int(fi.permissions()), 16),
                                QString::fromUtf8(f.readAll()));
            }
            const Proc ip =
                run(QStringLiteral("ip"), {QStringLiteral("-n"), netns.value(name), QStringLiteral("-j"),
                                           QStringLiteral("addr"), QStringLiteral("show")});
            const Result<probe::IpAddrResult> parsed = probe::IpAddrParser::parse(QString::fromUtf8(ip.out));
            if (!parsed)
                return QStringLiteral("unreadable ip addr");
            for (const probe::IpAddrInterface &i : parsed->interfaces) {
                QStringList v4;
                for (const probe::IpAddrInfo &a : i.addrInfo) {
                    if (a.isIpv4())
                        v4 << a.local + QLatin1Char('/') + QString::number(a.prefixlen);
                }
                out += QStringLiteral("%1 mtu %2 %3 %4\n")
                           .arg(i.link.ifname)
                           .arg(i.link.mtu.value_or(0))
                           .arg(i.link.hasFlag(QStringLiteral("UP")) ? QStringLiteral("up")
                                                                     : QStringLiteral("down"),
                                v4.join(QLatin1Char(',')));
            }
            // Routes too, as the fault matrix compares them.
            for (const QString &r : railyard::testing::routeState(netns.value(name)))
                out += r + QLatin1Char('\n');
        }
        return out;
    }

    QStringList journals(const QString &node) const
    {
        return QDir(journalRoot() + QLatin1Char('/') + node)
            .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    }

    // Cuts a node off: every sshd of the node (listener and sessions); the guard keeps running.
    void killSshd(const QString &node) const
    {
        const Proc pids =
            run(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("pids"), netns.value(node)});
        for (const QString &pid : QString::fromUtf8(pids.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
            if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "sshd")
                run(QStringLiteral("kill"), {QStringLiteral("-9"), pid});
        }
    }
};

// The runner as the CLI builds it, plus the sudo password for the node that asks.
struct Remote
{
    QObject owner;
    remote::CommandRunner *runner = nullptr;
    std::unique_ptr<PasswordPrompt> prompt;

    Remote(const Ns &ns, const QByteArray &password)
    {
        prompt = std::make_unique<PasswordPrompt>(password);
        runner = new remote::CommandRunner(&owner);
        for (const model::Node &n : ns.cluster.nodes) {
            remote::SshOptions options;
            options.managedKnownHostsPath = ns.cluster.options.knownHostsFile;
            auto *t = new remote::SshTransport(n, options);
            t->setCredentialPrompt(prompt.get());
            runner->setTransport(n.name, t);
        }
    }
    ~Remote()
    {
        // The transports must drop the prompt before it goes.
        for (const QString &n : runner->nodes()) {
            if (auto *t = qobject_cast<remote::SshTransport *>(runner->transport(n)))
                t->setCredentialPrompt(nullptr);
        }
    }
};

ApplyOptions optionsFor(const Ns &ns, int timeout = 60)
{
    ApplyOptions o;
    o.journalRoot = ns.journalRoot();
    o.confirmTimeoutSeconds = timeout;
    return o;
}

bool waitFor(QObject *object, const char *signal, int ms = kLong)
{
    QSignalSpy spy(object, signal);
    return spy.wait(ms) || spy.count() > 0;
}

const QByteArray kOldClusterFile =
    "network:\n  version: 2\n  ethernets:\n    enp1s0f0np0:\n      addresses: [192.168.77.1/24]\n";
const QByteArray kOtherFile = "network:\n  version: 2\n  ethernets:\n    eth9:\n      dhcp4: true\n";

void writeNodeFile(const Ns &ns, const QString &node, const QString &name, const QByteArray &content)
{
    QFile f(ns.netplanDir(node) + QLatin1Char('/') + name);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    QFile::setPermissions(f.fileName(), QFile::ReadOwner | QFile::WriteOwner);
}

} // namespace

class TestClusterApply : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void applyVerifyUndo_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<bool>("verifyPasses");
        QTest::addColumn<QStringList>("findings");
        QTest::newRow("healthy pair") << "healthy-pair" << true << QStringList{};
        QTest::newRow("healthy triangle") << "healthy-triangle" << true << QStringList{};
        QTest::newRow("healthy 4-ring") << "healthy-ring4" << true << QStringList{};
        QTest::newRow("healthy 8 on a switch") << "healthy-switch8" << true << QStringList{};
        QTest::newRow("crossed pair")
            << "crossed-pair" << false << QStringList{QStringLiteral("verify-peer-unreachable")};
        QTest::newRow("one rail") << "one-rail-pair" << false
                                  << QStringList{QStringLiteral("verify-peer-unreachable")};
        QTest::newRow("mtu mismatch")
            << "mtu-mismatch-pair" << false
            << QStringList{QStringLiteral("verify-mtu-blocked"), QStringLiteral("mtu-plan-mismatch")};
    }

    void applyVerifyUndo()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        QFETCH(QString, scenario);
        QFETCH(bool, verifyPasses);
        QFETCH(QStringList, findings);
        Ns ns(scenario);
        QVERIFY2(ns.error.isEmpty(), qPrintable(ns.error));
        const Result<plan::NetworkPlan> plan = plan::NetworkPlanner::plan(ns.cluster);
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        const QString first = ns.cluster.nodes.first().name;
        const QString last = ns.cluster.nodes.last().name; // the node whose sudo asks for a password
        writeNodeFile(ns, first, QStringLiteral("30-old-cluster.yaml"), kOldClusterFile);
        writeNodeFile(ns, first, QStringLiteral("10-other.yaml"), kOtherFile);
        const QString before = ns.state();
        Remote remote(ns, ns.sudoPassword());

        // Dry run: the diff and the commands, nothing changed.
        {
            ApplyOptions o = optionsFor(ns);
            o.dryRun = true;
            ClusterApply dry(remote.runner);
            dry.start(ns.cluster, plan.value(), o);
            QVERIFY(waitFor(&dry, SIGNAL(finished())));
            QVERIFY2(dry.result().success, qPrintable(dry.result().toText()));
            const NodeApplyResult *r = const_cast<ApplyResult &>(dry.result()).node(first);
            QCOMPARE(r->outcome, NodeApplyResult::Outcome::DryRun);
            QVERIFY(r->diff.contains(QStringLiteral("+++ b/etc/netplan/40-railyard.yaml")));
            QVERIFY(r->diff.contains(QStringLiteral("--- a/etc/netplan/30-old-cluster.yaml\n+++ /dev/null")));
            QVERIFY(
                QRegularExpression(QStringLiteral("\\n\\+[ -]*") +
                                   QRegularExpression::escape(plan->nodes.first().interfaces.first().cidr()))
                    .match(r->diff)
                    .hasMatch());
            QVERIFY(r->commands.contains(QStringLiteral("sudo netplan apply")));
            QCOMPARE(ns.state(), before);
            QVERIFY(ns.journals(first).isEmpty());
        }

        ClusterApply apply(remote.runner);
        apply.start(ns.cluster, plan.value(), optionsFor(ns));
        QVERIFY(waitFor(&apply, SIGNAL(finished())));
        QVERIFY2(apply.result().success, qPrintable(apply.result().toText()));
        for (const plan::PlannedNode &pn : plan->nodes) {
            QCOMPARE(const_cast<ApplyResult &>(apply.result()).node(pn.name)->outcome,
                     NodeApplyResult::Outcome::Applied);
            QFile f(ns.netplanDir(pn.name) + QStringLiteral("/40-railyard.yaml"));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), plan::NetplanWriter::render(plan.value(), pn));
            QCOMPARE(modeOf(f.fileName()), 0600);
            const QStringList journals = ns.journals(pn.name);
            QCOMPARE(journals.size(), 1);
            const QString j =
                ns.journalRoot() + QLatin1Char('/') + pn.name + QLatin1Char('/') + journals.first();
            QVERIFY(QFileInfo(j + QStringLiteral("/confirmed")).exists());
            QCOMPARE(modeOf(j), 0700); // the journal is root-only
            QCOMPARE(modeOf(ns.journalRoot()), 0700);
            const QString st = ns.state();
            for (const plan::PlannedInterface &i : pn.interfaces)
                QVERIFY2(st.contains(
                             QStringLiteral("%1 mtu %2 up %3\n").arg(i.netdev).arg(plan->mtu).arg(i.cidr())),
                         qPrintable(st));
        }
        // The launch files on the first node (the run's home is the test user's).
        {
            QFile env(ns.homeOf(first) + QStringLiteral("/.railyard/nccl.env"));
            QVERIFY(env.open(QIODevice::ReadOnly));
            QCOMPARE(env.readAll(), plan::NcclEnvironment::render(
                                        plan::NcclEnvironment::forNode(plan.value(), plan->nodes.first())));
            QFile hosts(ns.homeOf(first) + QStringLiteral("/.railyard/hostfile"));
            QVERIFY(hosts.open(QIODevice::ReadOnly));
            QCOMPARE(hosts.readAll(), plan::HostfileWriter::render(plan.value()));
        }
        // The other file defining a cluster link went into the journal, the unrelated one stayed.
        QVERIFY(!QFile::exists(ns.netplanDir(first) + QStringLiteral("/30-old-cluster.yaml")));
        QVERIFY(QFile::exists(ns.netplanDir(first) + QStringLiteral("/10-other.yaml")));
        {
            QFile moved(ns.journalRoot() + QLatin1Char('/') + first + QLatin1Char('/') +
                        ns.journals(first).first() + QStringLiteral("/files/30-old-cluster.yaml"));
            QVERIFY(moved.open(QIODevice::ReadOnly));
            QCOMPARE(moved.readAll(), kOldClusterFile);
        }
        QVERIFY(ns.state() != before);
        if (scenario == QLatin1String("mtu-mismatch-pair")) {
            // The scenario's spark-2 runs at 1500: something outside Railyard
            // puts its cable netdevs back there after the apply.
            for (const plan::PlannedInterface &i : plan->nodes.at(1).interfaces)
                QCOMPARE(run(QStringLiteral("ip"),
                             {QStringLiteral("-n"), ns.netns.value(plan->nodes.at(1).name),
                              QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("dev"), i.netdev,
                              QStringLiteral("mtu"), QStringLiteral("1500")})
                             .exitCode,
                         0);
        }
        const QString applied = ns.state();

        Verifier verifier(remote.runner);
        verifier.start(plan.value());
        QVERIFY(waitFor(&verifier, SIGNAL(finished())));
        QVERIFY2(verifier.result().success == verifyPasses, qPrintable(verifier.result().toText()));
        int pairs = 0;
        for (const PeerCheck &c : verifier.result().matrix)
            pairs += c.reachable && c.mtuOk && c.routeOk && c.sshChecked && c.sshOk ? 1 : 0;
        if (verifyPasses) {
            QVERIFY2(verifier.result().findings.isEmpty(), qPrintable(verifier.result().toText()));
            QCOMPARE(pairs, int(verifier.result().matrix.size()));
            QVERIFY(pairs >= 2);
        }
        for (const QString &id : findings)
            QVERIFY2(verifier.result().hasFinding(id),
                     qPrintable(id + QStringLiteral(":\n") + verifier.result().toText()));

        // The same plan again changes nothing and says so.
        if (scenario == QLatin1String("mtu-mismatch-pair")) {
            for (const plan::PlannedInterface &i : plan->nodes.at(1).interfaces)
                run(QStringLiteral("ip"),
                    {QStringLiteral("-n"), ns.netns.value(plan->nodes.at(1).name), QStringLiteral("link"),
                     QStringLiteral("set"), QStringLiteral("dev"), i.netdev, QStringLiteral("mtu"),
                     QString::number(plan->mtu)});
        }
        const QString reapplied = ns.state();
        ClusterApply again(remote.runner);
        again.start(ns.cluster, plan.value(), optionsFor(ns));
        QVERIFY(waitFor(&again, SIGNAL(finished())));
        QVERIFY2(again.result().success, qPrintable(again.result().toText()));
        QVERIFY(again.result().noop);
        QCOMPARE(ns.state(), reapplied);
        QCOMPARE(ns.journals(last).size(), 1);

        UndoRunner undo(remote.runner);
        undo.start(ns.cluster.nodeNames(), optionsFor(ns));
        QVERIFY(waitFor(&undo, SIGNAL(finished())));
        QVERIFY2(undo.success(), qPrintable(undo.toText()));
        QVERIFY2(ns.state() == before, qPrintable(railyard::testing::stateDiff(ns.state(), before)));
        QVERIFY(!QFile::exists(ns.homeOf(first) + QStringLiteral("/.railyard/nccl.env")));
        QVERIFY(!QFile::exists(ns.homeOf(first) + QStringLiteral("/.railyard/hostfile")));
        // A second undo finds nothing left to restore.
        UndoRunner undo2(remote.runner);
        undo2.start(ns.cluster.nodeNames(), optionsFor(ns));
        QVERIFY(waitFor(&undo2, SIGNAL(finished())));
        QVERIFY(undo2.success());
        QVERIFY(undo2.results().first().journal.isEmpty());
        QCOMPARE(ns.state(), before);
    }

    // Netplan files other tools wrote (NetworkManager's Wi-Fi password,
    // a WireGuard key) are read by the apply, never recorded: not in the
    // report tree (which the details view and the PDF read), its text or
    // HTML form, the result's JSON or the dry run's diff; and they are
    // left byte for byte as they were.
    // A pair as NVIDIA's helper leaves it (issue #20): 40-cx7.yaml with both
    // rails of port 0 in 192.168.0.0/24, live. Verify names the missing
    // planned addresses and the file instead of blaming the cabling; the
    // migration is an ordinary apply that says what it set aside; verify then
    // passes; undo brings the file, the addresses and the two routes of the
    // shared /24 back in their order.
    void nvidiaHelperPair()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        Ns ns(QStringLiteral("nvidia-helper-pair"));
        QVERIFY2(ns.error.isEmpty(), qPrintable(ns.error));
        const Result<plan::NetworkPlan> plan = plan::NetworkPlanner::plan(ns.cluster);
        QVERIFY(plan);
        const QString first = ns.cluster.nodes.first().name;
        QCOMPARE(modeOf(ns.netplanDir(first) + QStringLiteral("/40-cx7.yaml")), 0600);
        const QString before = ns.state();
        QVERIFY2(before.contains(QStringLiteral("192.168.0.1/24")) &&
                     before.contains(QStringLiteral("192.168.0.2/24")),
                 qPrintable(before));
        Remote remote(ns, ns.sudoPassword());
        {
            Verifier verifier(remote.runner);
            verifier.start(plan.value());
            QVERIFY(waitFor(&verifier, SIGNAL(finished())));
            const VerifyResult &r = verifier.result();
            QVERIFY(!r.success);
            QStringList ids;
            for (const diag::Finding &f : r.findings)
                ids << f.id;
            // The planned addresses are missing, and why: both rails of port 0 in one subnet
            // on each node, named as doctor names it.
            QCOMPARE(ids, QStringList(4, QStringLiteral("verify-address-missing"))
                              << QStringLiteral("twins-same-subnet") << QStringLiteral("twins-same-subnet"));
            QVERIFY2(r.toText().contains(QStringLiteral("it has 192.168.0.1/24")), qPrintable(r.toText()));
            QVERIFY2(r.findings.first().fix.contains(QStringLiteral("40-cx7.yaml")),
                     qPrintable(r.findings.first().fix));
            QCOMPARE(ns.state(), before);
        }
        ClusterApply apply(remote.runner);
        apply.start(ns.cluster, plan.value(), optionsFor(ns));
        QVERIFY(waitFor(&apply, SIGNAL(finished())));
        QVERIFY2(apply.result().success, qPrintable(apply.result().toText()));
        QVERIFY2(apply.result().toText().contains(QStringLiteral("Set aside /etc/netplan/40-cx7.yaml")),
                 qPrintable(apply.result().toText()));
        QVERIFY(!QFile::exists(ns.netplanDir(first) + QStringLiteral("/40-cx7.yaml")));
        {
            Verifier verifier(remote.runner);
            verifier.start(plan.value());
            QVERIFY(waitFor(&verifier, SIGNAL(finished())));
            QVERIFY2(verifier.result().success, qPrintable(verifier.result().toText()));
        }
        UndoRunner undo(remote.runner);
        undo.start(ns.cluster.nodeNames(), optionsFor(ns));
        QVERIFY(waitFor(&undo, SIGNAL(finished())));
        QVERIFY2(undo.success(), qPrintable(undo.toText()));
        QCOMPARE(ns.state(), before);
    }

    // #20: a cluster another tool set up, read over SSH as it is (adopt
    // changes nothing), then migrated with an ordinary apply of the adopted
    // project's plan, verified, and undone to exactly the state found
    // (files with bytes and modes, addresses, MTU, routes in their order).
    void adoptMigrateUndo_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("origin"); // of the first node, whose netplan files root can read
        QTest::addColumn<QStringList>("findings");
        QTest::newRow("twin-subnet-pair")
            << "twin-subnet-pair"
            << "direct"
            << "hand-written"
            << QStringList{"twins-same-subnet", "foreign-netplan", "arp-flux", "netplan-mtu-missing"};
        QTest::newRow("link-local-pair") << "link-local-pair"
                                         << "direct"
                                         << "nvidia-playbook-link-local"
                                         << QStringList{"link-local-only", "twins-same-subnet", "arp-flux"};
        QTest::newRow("nvidia-helper-triangle")
            << "nvidia-helper-triangle"
            << "triangle"
            << "nvidia-helper" << QStringList{"twins-same-subnet", "foreign-netplan", "arp-flux"};
        QTest::newRow("nvidia-helper-switch4")
            << "nvidia-helper-switch4"
            << "switch"
            << "nvidia-helper" << QStringList{"twins-same-subnet", "foreign-netplan", "arp-flux"};
        // The plan refuses the second cable; the user follows the fix (drops it) and migrates.
        QTest::newRow("double-cable-pair") << "double-cable-pair"
                                           << "direct"
                                           << "runtime-only" << QStringList{"cabling-redundant-cable"};
    }

    void adoptMigrateUndo()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        QFETCH(QString, scenario);
        QFETCH(QString, topology);
        QFETCH(QString, origin);
        QFETCH(QStringList, findings);
        Ns ns(scenario);
        QVERIFY2(ns.error.isEmpty(), qPrintable(ns.error));
        const QString before = ns.state();
        Remote remote(ns, ns.sudoPassword());

        model::Cluster nodes = ns.cluster; // the logins; adopt ignores topology and cables
        nodes.topology = model::Topology::Switch;
        adopt::ClusterAdopter adopter(remote.runner);
        QSignalSpy adopted(&adopter, &adopt::ClusterAdopter::finished);
        adopter.start(nodes);
        QVERIFY(adopted.wait(120000));
        const auto found = adopted.first().first().value<adopt::AdoptionResult>();
        QVERIFY2(found.unreachable.isEmpty(), qPrintable(found.toText()));
        QCOMPARE(model::topologyName(found.cluster.topology), topology);
        QCOMPARE(adopt::NodeLayout::originId(found.layouts.first().origin), origin);
        QStringList ids;
        for (const diag::Finding &f : found.findings)
            ids << f.id;
        for (const QString &id : findings)
            QVERIFY2(ids.contains(id), qPrintable(found.toText()));
        // ARP flux on the real kernel: seen in a neighbour table after discovery's IPv4 pings.
        for (const diag::Finding &f : found.findings) {
            if (f.id == QLatin1String("arp-flux"))
                QVERIFY2(f.evidence.first().source.endsWith(QLatin1String("ip -j neigh")),
                         qPrintable(found.toText()));
        }
        QCOMPARE(ns.state(), before);

        // The project file as written, loaded back: what a user would apply.
        Result<model::Cluster> project = model::ProjectFile::parse(found.projectYaml());
        QVERIFY(project);
        if (ids.contains(QStringLiteral("cabling-redundant-cable"))) {
            const Result<plan::NetworkPlan> refused = plan::NetworkPlanner::plan(project.value());
            QVERIFY(!refused);
            QVERIFY2(refused.error().toString().contains(QStringLiteral("Remove the second cable")),
                     qPrintable(refused.error().toString()));
            project->cables.clear(); // the cabling the topology expects: the first cable
        }
        const Result<plan::NetworkPlan> plan = plan::NetworkPlanner::plan(project.value());
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        ClusterApply apply(remote.runner);
        apply.start(project.value(), plan.value(), optionsFor(ns));
        QVERIFY(waitFor(&apply, SIGNAL(finished())));
        QVERIFY2(apply.result().success, qPrintable(apply.result().toText()));
        if (ids.contains(QStringLiteral("foreign-netplan")))
            QVERIFY2(apply.result().toText().contains(QStringLiteral("Set aside /etc/netplan/")),
                     qPrintable(apply.result().toText()));
        {
            Verifier verifier(remote.runner);
            verifier.start(plan.value());
            QVERIFY(waitFor(&verifier, SIGNAL(finished())));
            QVERIFY2(verifier.result().success, qPrintable(verifier.result().toText()));
        }
        UndoRunner undo(remote.runner);
        undo.start(project->nodeNames(), optionsFor(ns));
        QVERIFY(waitFor(&undo, SIGNAL(finished())));
        QVERIFY2(undo.success(), qPrintable(undo.toText()));
        QCOMPARE(ns.state(), before);
    }

    void foreignSecretsNeverRecorded()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        Ns ns(QStringLiteral("healthy-pair"));
        QVERIFY2(ns.error.isEmpty(), qPrintable(ns.error));
        const Result<plan::NetworkPlan> plan = plan::NetworkPlanner::plan(ns.cluster);
        QVERIFY(plan);
        const QString first = ns.cluster.nodes.first().name;
        QStringList secrets{QStringLiteral("correct horse battery staple"), QStringLiteral("battery"),
                            QStringLiteral("cH4QC6W8kp6XRS8s9eN3ZrbvGkqxH5gEnbtNFb8V3Gk="),
                            QStringLiteral("Yp8Bq1xG6q5w0bI8bKJ9ZzT3VvK2dP4v1t8xQy7pXmE=")};
        for (const QString &name : {QStringLiteral("90-NM-5b1c3f1e-9a57-4a36-8a56-0c2d2f7e9b11.yaml"),
                                    QStringLiteral("90-NM-wireguard.yaml")}) {
            QFile in(QStringLiteral(RAILYARD_SOURCE_DIR "/tests/data/netplan/") + name);
            QVERIFY(in.open(QIODevice::ReadOnly));
            writeNodeFile(ns, first, name, in.readAll());
        }
        // A foreign file for a cluster link, with a secret of its own: it is set aside (a diff).
        writeNodeFile(ns, first, QStringLiteral("30-old-cluster.yaml"),
                      kOldClusterFile +
                          "      auth:\n        key-management: eap\n        password: \"two words\"\n");
        secrets << QStringLiteral("two words");
        const QString before = ns.state();
        Remote remote(ns, ns.sudoPassword());
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        auto leaks = [&secrets](const QString &text) {
            QStringList found;
            for (const QString &s : secrets) {
                if (text.contains(s))
                    found << s;
            }
            return found.join(QStringLiteral(", "));
        };
        {
            ApplyOptions o = optionsFor(ns);
            o.dryRun = true;
            ClusterApply dry(remote.runner);
            dry.start(ns.cluster, plan.value(), o, &root);
            QVERIFY(waitFor(&dry, SIGNAL(finished())));
            QVERIFY2(dry.result().success, qPrintable(dry.result().toText()));
            const QString diff = const_cast<ApplyResult &>(dry.result()).node(first)->diff;
            QVERIFY2(diff.contains(QStringLiteral("30-old-cluster.yaml")), qPrintable(diff));
            QVERIFY2(dry.result().toText().contains(QStringLiteral(
                         "Would set aside /etc/netplan/30-old-cluster.yaml: it configures enp1s0f0np0")),
                     qPrintable(dry.result().toText()));
            QVERIFY2(leaks(diff).isEmpty(), qPrintable(leaks(diff)));
            QVERIFY(leaks(QString::fromUtf8(QJsonDocument(dry.result().toJson()).toJson())).isEmpty());
        }
        ClusterApply apply(remote.runner);
        apply.start(ns.cluster, plan.value(), optionsFor(ns), &root);
        QVERIFY(waitFor(&apply, SIGNAL(finished())));
        QVERIFY2(apply.result().success, qPrintable(apply.result().toText()));
        const QString json = QString::fromUtf8(QJsonDocument(root.toJson()).toJson());
        QVERIFY2(json.contains(QStringLiteral("not recorded")), "the netplan reads are not in the report");
        QVERIFY2(leaks(json).isEmpty(), qPrintable(leaks(json)));
        QVERIFY2(leaks(report::ReportRenderer::toText(root)).isEmpty(), "text report");
        QVERIFY2(leaks(report::ReportRenderer::toHtml(root)).isEmpty(), "HTML report");
        QVERIFY(leaks(QString::fromUtf8(QJsonDocument(apply.result().toJson()).toJson())).isEmpty());
        // The real run names what it moved, not only the dry run.
        const QString text = apply.result().toText();
        QVERIFY2(text.contains(
                     QStringLiteral("Set aside /etc/netplan/30-old-cluster.yaml: it configured enp1s0f0np0")),
                 qPrintable(text));
        QVERIFY(leaks(text).isEmpty());
        const QJsonArray aside = apply.result()
                                     .toJson()
                                     .value(QStringLiteral("nodes"))
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(QStringLiteral("set_aside"))
                                     .toArray();
        QCOMPARE(aside.size(), 1);
        QCOMPARE(aside.at(0).toObject().value(QStringLiteral("path")).toString(),
                 QStringLiteral("/etc/netplan/30-old-cluster.yaml"));
        UndoRunner undo(remote.runner);
        undo.start(ns.cluster.nodeNames(), optionsFor(ns));
        QVERIFY(waitFor(&undo, SIGNAL(finished())));
        QVERIFY2(undo.success(), qPrintable(undo.toText()));
        QCOMPARE(ns.state(), before);
    }

    void temporaryMode()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        Ns ns(QStringLiteral("healthy-pair"));
        QVERIFY2(ns.error.isEmpty(), qPrintable(ns.error));
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(ns.cluster).value();
        const QString before = ns.state();
        Remote remote(ns, ns.sudoPassword());
        ApplyOptions o = optionsFor(ns);
        o.mode = ApplyOptions::Mode::Temporary;
        ClusterApply apply(remote.runner);
        apply.start(ns.cluster, plan, o);
        QVERIFY(waitFor(&apply, SIGNAL(finished())));
        QVERIFY2(apply.result().success, qPrintable(apply.result().toText()));
        QVERIFY(
            !QFile::exists(ns.netplanDir(QStringLiteral("spark-1")) + QStringLiteral("/40-railyard.yaml")));
        QVERIFY(ns.state().contains(plan.nodes.first().interfaces.first().cidr()));
        Verifier verifier(remote.runner);
        verifier.start(plan);
        QVERIFY(waitFor(&verifier, SIGNAL(finished())));
        QVERIFY2(verifier.result().success, qPrintable(verifier.result().toText()));
        UndoRunner undo(remote.runner);
        undo.start(ns.cluster.nodeNames(), o);
        QVERIFY(waitFor(&undo, SIGNAL(finished())));
        QVERIFY2(undo.success(), qPrintable(undo.toText()));
        QCOMPARE(ns.state(), before);
    }

    void refusedBeforeAnyChange_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("finding");
        QTest::newRow("management interface in the plan") << "management"
                                                          << "preflight-management-interface";
        QTest::newRow("subnet overlaps the management LAN") << "overlap"
                                                            << "preflight-subnet-conflict";
        QTest::newRow("wrong sudo password") << "sudo"
                                             << "preflight-sudo";
        QTest::newRow("netplan file mixing LAN and cluster links") << "mixed"
                                                                   << "preflight-netplan-mixed-file";
    }

    void refusedBeforeAnyChange()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        QFETCH(QString, fault);
        QFETCH(QString, finding);
        Ns ns(QStringLiteral("healthy-pair"));
        QVERIFY2(ns.error.isEmpty(), qPrintable(ns.error));
        plan::NetworkPlan plan = plan::NetworkPlanner::plan(ns.cluster).value();
        if (fault == QLatin1String("management")) {
            plan.nodes[1].interfaces[0].netdev = QStringLiteral("enP7s7");
        } else if (fault == QLatin1String("overlap")) {
            // The management LAN of this run: 10.255.K.0/24.
            const QString mgmt = ns.cluster.nodes.first().managementAddress.section(QLatin1Char('.'), 0, 2);
            plan.subnets[0].subnet = model::Ipv4Subnet::parse(mgmt + QStringLiteral(".0/24")).value();
            for (plan::PlannedNode &n : plan.nodes) {
                for (plan::PlannedInterface &i : n.interfaces) {
                    if (i.subnet == 0)
                        i.address = model::Ipv4Subnet::parseAddress(mgmt + QStringLiteral(".20")).value() +
                                    quint32(n.name.back().digitValue());
                }
            }
        } else if (fault == QLatin1String("mixed")) {
            writeNodeFile(ns, QStringLiteral("spark-2"), QStringLiteral("50-cloud-init.yaml"),
                          "network:\n  version: 2\n  ethernets:\n    enP7s7:\n      dhcp4: true\n    "
                          "enp1s0f0np0:\n      dhcp4: true\n");
        }
        const QString before = ns.state();
        Remote remote(ns,
                      fault == QLatin1String("sudo") ? QByteArray("not-the-password") : ns.sudoPassword());
        QStringList changing;
        QObject::connect(remote.runner, &remote::CommandRunner::commandStarted, remote.runner,
                         [&changing](const QString &node, const QString &display) {
                             const QString d =
                                 display.startsWith(QLatin1String("sudo ")) ? display.mid(5) : display;
                             for (const char *p : {"install ", "cp ", "rm ", "mkdir ", "setsid ",
                                                   "netplan apply", "ip addr add", "ip -4 addr flush",
                                                   "ip link set", "touch ", "sh ", "mv "}) {
                                 if (d.startsWith(QLatin1String(p)))
                                     changing << node + QStringLiteral(": ") + display;
                             }
                         });
        ClusterApply apply(remote.runner);
        apply.start(ns.cluster, plan, optionsFor(ns));
        QVERIFY(waitFor(&apply, SIGNAL(finished())));
        QVERIFY(!apply.result().success);
        bool seen = false;
        for (const diag::Finding &f : apply.result().findings)
            seen |= f.id == finding;
        QVERIFY2(seen, qPrintable(apply.result().toText()));
        QVERIFY2(changing.isEmpty(), qPrintable(changing.join(QLatin1Char('\n'))));
        QCOMPARE(ns.state(), before);
        QVERIFY(ns.journals(QStringLiteral("spark-1")).isEmpty());
        QVERIFY(apply.result().toText().contains(finding));
    }

    // The controller stops between going live and confirming (crash, sleep):
    // the guards restore every node on their own.
    void guardRestoresWithoutConfirm()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        Ns ns(QStringLiteral("healthy-pair"));
        QVERIFY2(ns.error.isEmpty(), qPrintable(ns.error));
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(ns.cluster).value();
        writeNodeFile(ns, QStringLiteral("spark-1"), QStringLiteral("30-old-cluster.yaml"), kOldClusterFile);
        const QString before = ns.state();
        Remote remote(ns, ns.sudoPassword());
        {
            auto *apply = new ClusterApply(remote.runner);
            apply->setHaltBeforeConfirm(true);
            // The guard counts from go-live; 8 s was crossed before "live"
            // reached this test on a machine running two suites at once, so
            // the window is wide enough for that load (the test waits it out).
            apply->start(ns.cluster, plan, optionsFor(ns, 25));
            QVERIFY(waitFor(apply, SIGNAL(live())));
            QVERIFY(ns.state() != before); // really live
            delete apply;                  // the controller is gone
        }
        // The guard's restore has finished when it marks the journal undone:
        // only then is the state compared (live, the runtime may already look
        // like before, and a restore in progress passes through other states).
        const QString j =
            ns.journalRoot() + QStringLiteral("/spark-1/") + ns.journals(QStringLiteral("spark-1")).first();
        for (const QString &node : {QStringLiteral("spark-1"), QStringLiteral("spark-2")}) {
            const QString nj =
                ns.journalRoot() + QLatin1Char('/') + node + QLatin1Char('/') + ns.journals(node).first();
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(nj + QStringLiteral("/undone")), 60000);
        }
        QVERIFY2(ns.state() == before, qPrintable(railyard::testing::stateDiff(ns.state(), before)));
        QFile by(j + QStringLiteral("/decided/by"));
        QVERIFY(by.open(QIODevice::ReadOnly));
        QCOMPARE(by.readAll().trimmed(), QByteArray("guard"));
    }

    // sshd dies on one node mid-apply: the reachable node is rolled back at
    // once, the cut-off one by its guard; both end as they were.
    void sshdKilledMidApply()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        Ns ns(QStringLiteral("healthy-pair"));
        QVERIFY2(ns.error.isEmpty(), qPrintable(ns.error));
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(ns.cluster).value();
        const QString before = ns.state();
        Remote remote(ns, ns.sudoPassword());
        ClusterApply apply(remote.runner);
        bool killed = false;
        QObject::connect(&apply, &ClusterApply::progress, &apply,
                         [&](const QString &node, const QString &step) {
                             if (!killed && node == QLatin1String("spark-2") &&
                                 step == QLatin1String("Write and validate")) {
                                 killed = true;
                                 ns.killSshd(node);
                             }
                         });
        apply.start(ns.cluster, plan, optionsFor(ns, 3));
        QVERIFY(waitFor(&apply, SIGNAL(finished())));
        QVERIFY(killed);
        QVERIFY(!apply.result().success);
        QVERIFY(!apply.result().error.isEmpty());
        QCOMPARE(const_cast<ApplyResult &>(apply.result()).node(QStringLiteral("spark-1"))->outcome,
                 NodeApplyResult::Outcome::RolledBack);
        QCOMPARE(const_cast<ApplyResult &>(apply.result()).node(QStringLiteral("spark-2"))->outcome,
                 NodeApplyResult::Outcome::GuardRestore);
        QTRY_COMPARE_WITH_TIMEOUT(ns.state(), before, 60000);
    }
    // Node-to-node SSH: keys, authorized_keys, the managed known_hosts and
    // the ~/.ssh/config block; logins from inside the nodes over the cables;
    // undo leaves ~/.ssh byte for byte as it was (also where it did not exist).
    void peerSsh()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        Ns ns(QStringLiteral("healthy-pair"));
        QVERIFY2(ns.error.isEmpty(), qPrintable(ns.error));
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(ns.cluster).value();
        const QString a = QStringLiteral("spark-1"), b = QStringLiteral("spark-2");
        // spark-1 has a ~/.ssh of its own (no newline at the end of two files),
        // spark-2 has none.
        const QString sshA = ns.homeOf(a) + QStringLiteral("/.ssh");
        QVERIFY(QDir().mkpath(sshA));
        QFile::setPermissions(sshA, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        const QMap<QString, QByteArray> own{
            {QStringLiteral("authorized_keys"), "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ2x alice@laptop"},
            {QStringLiteral("config"), "ServerAliveInterval 30\nHost gitlab\n    User git"},
            {QStringLiteral("known_hosts"), "gitlab ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK9y\n"}};
        for (auto it = own.cbegin(); it != own.cend(); ++it) {
            QFile f(sshA + QLatin1Char('/') + it.key());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(it.value());
        }
        run(QStringLiteral("chown"), {QStringLiteral("-R"), ns.cluster.nodes.first().sshUser, sshA});
        const QString beforeA = ns.homeState(a), beforeB = ns.homeState(b);
        QVERIFY2(!beforeB.contains(QStringLiteral("~/.ssh")), qPrintable(beforeB));
        Remote remote(ns, ns.sudoPassword());

        ClusterApply apply(remote.runner);
        apply.start(ns.cluster, plan, optionsFor(ns));
        QVERIFY(waitFor(&apply, SIGNAL(finished())));
        QVERIFY2(apply.result().success, qPrintable(apply.result().toText()));

        // The peer's host key as the harness generated it, from the host side.
        QFile hostKey(ns.dir + QLatin1Char('/') + b + QStringLiteral("/ssh_host_ed25519_key.pub"));
        QVERIFY(hostKey.open(QIODevice::ReadOnly));
        const QByteArray bKey = hostKey.readAll().split(' ').mid(0, 2).join(' ');
        QFile known(sshA + QStringLiteral("/railyard_known_hosts"));
        QVERIFY(known.open(QIODevice::ReadOnly));
        QStringList bAddresses;
        for (const plan::PlannedInterface &i : plan.node(b)->interfaces)
            bAddresses << i.addressText();
        QVERIFY2(
            known.readAll().contains(QByteArray(bAddresses.join(QLatin1Char(',')).toUtf8() + ' ' + bKey)),
            qPrintable(ns.homeState(a)));
        QFile pubA(sshA + QStringLiteral("/railyard_ed25519.pub"));
        QVERIFY(pubA.open(QIODevice::ReadOnly));
        const QByteArray keyA = pubA.readAll().split(' ').mid(0, 2).join(' ');
        QFile authB(ns.homeOf(b) + QStringLiteral("/.ssh/authorized_keys"));
        QVERIFY(authB.open(QIODevice::ReadOnly));
        QCOMPARE(authB.readAll(), keyA + " railyard-managed:spark-1\n");
        QFile configA(sshA + QStringLiteral("/config"));
        QVERIFY(configA.open(QIODevice::ReadOnly));
        const QByteArray config = configA.readAll();
        QVERIFY(config.startsWith("# BEGIN railyard-managed"));
        QVERIFY(
            config.endsWith(QByteArray("# END railyard-managed\n" + own.value(QStringLiteral("config")))));
        // The peer by node name, pointing at its first shared address, with the managed files.
        const QStringList bShared = PeerSshPlanner::peerAddresses(plan, a).value(b);
        QVERIFY(!bShared.isEmpty());
        // ~/.ssh as the node sees it (the harness bind-mounts each node's home there).
        const QByteArray nodeSsh = ns.dir.toUtf8() + "/home/.ssh";
        const QByteArray nameEntry = "\nHost " + b.toUtf8() + "\n    HostName " + bShared.first().toUtf8() +
                                     "\n    User " + ns.cluster.nodes.at(1).sshUser.toUtf8() +
                                     "\n    IdentityFile " + nodeSsh +
                                     "/railyard_ed25519\n    IdentitiesOnly yes\n    UserKnownHostsFile " +
                                     nodeSsh + "/railyard_known_hosts\n    StrictHostKeyChecking yes\n";
        QVERIFY2(config.contains(nameEntry), config.constData());
        QCOMPARE(modeOf(sshA + QStringLiteral("/railyard_ed25519")), 0600);

        // From inside each node, over each rail, the way mpirun logs in.
        for (const auto &[from, to] : {std::pair{a, b}, std::pair{b, a}}) {
            for (const plan::PlannedInterface &i : plan.node(to)->interfaces) {
                const Proc login =
                    ns.exec(from,
                            {QStringLiteral("ssh"), QStringLiteral("-o"), QStringLiteral("BatchMode=yes"),
                             i.addressText(), QStringLiteral("cat"), QStringLiteral("/etc/hostname")},
                            true);
                QVERIFY2(login.exitCode == 0,
                         qPrintable(from + QStringLiteral(" -> ") + i.addressText() + QStringLiteral(": ") +
                                    QString::fromUtf8(login.err)));
                QCOMPARE(
                    ns.exec(from,
                            {QStringLiteral("ssh"), QStringLiteral("-o"), QStringLiteral("BatchMode=yes"),
                             i.addressText(), QStringLiteral("hostname")},
                            true)
                        .out.trimmed(),
                    to.toUtf8());
            }
        }

        // By node name, as mpirun does with a hostfile of node names.
        for (const auto &[from, to] : {std::pair{a, b}, std::pair{b, a}}) {
            const Proc login = ns.exec(from,
                                       {QStringLiteral("ssh"), QStringLiteral("-o"),
                                        QStringLiteral("BatchMode=yes"), to, QStringLiteral("hostname")},
                                       true);
            QVERIFY2(login.exitCode == 0, qPrintable(from + QStringLiteral(" -> ") + to +
                                                     QStringLiteral(": ") + QString::fromUtf8(login.err)));
            QCOMPARE(login.out.trimmed(), to.toUtf8());
        }

        Verifier verifier(remote.runner);
        verifier.start(plan);
        QVERIFY(waitFor(&verifier, SIGNAL(finished())));
        QVERIFY2(verifier.result().success, qPrintable(verifier.result().toText()));
        // One login per ordered pair, over the lowest rail; the other rail's
        // cell says it is covered by that login.
        QMap<QPair<QString, QString>, int> logins;
        for (const PeerCheck &c : verifier.result().matrix) {
            QVERIFY(c.sshChecked && c.sshOk);
            QCOMPARE(c.sshRail, 1);
            logins[{c.node, c.peer}] += c.sshRail == c.rail ? 1 : 0;
            QCOMPARE(c.toJson().value(QStringLiteral("ssh")).toString(),
                     c.rail == 1 ? QString() : QStringLiteral("covered by rail 1"));
        }
        QCOMPARE(logins.size(), 2);
        for (int n : logins)
            QCOMPARE(n, 1);
        // The earlier method logs in over every rail, each cell on its own.
        Verifier everyRail(remote.runner);
        everyRail.setSshEveryRail(true);
        everyRail.start(plan);
        QVERIFY(waitFor(&everyRail, SIGNAL(finished())));
        QVERIFY2(everyRail.result().success, qPrintable(everyRail.result().toText()));
        for (const PeerCheck &c : everyRail.result().matrix)
            QVERIFY(c.sshChecked && c.sshOk && c.sshRail == c.rail);

        // Again: nothing to do.
        ClusterApply again(remote.runner);
        again.start(ns.cluster, plan, optionsFor(ns));
        QVERIFY(waitFor(&again, SIGNAL(finished())));
        QVERIFY2(again.result().noop, qPrintable(again.result().toText()));

        UndoRunner undo(remote.runner);
        undo.start(ns.cluster.nodeNames(), optionsFor(ns));
        QVERIFY(waitFor(&undo, SIGNAL(finished())));
        QVERIFY2(undo.success(), qPrintable(undo.toText()));
        QCOMPARE(ns.homeState(a), beforeA);
        QCOMPARE(ns.homeState(b), beforeB);
        // And the login is gone with it.
        QVERIFY(ns.exec(a,
                        {QStringLiteral("ssh"), QStringLiteral("-o"), QStringLiteral("BatchMode=yes"),
                         QStringLiteral("-o"), QStringLiteral("ConnectTimeout=5"),
                         plan.node(b)->interfaces.first().addressText(), QStringLiteral("true")},
                        true)
                    .exitCode != 0);
        QVERIFY(ns.exec(a,
                        {QStringLiteral("ssh"), QStringLiteral("-o"), QStringLiteral("BatchMode=yes"),
                         QStringLiteral("-o"), QStringLiteral("ConnectTimeout=5"), b, QStringLiteral("true")},
                        true)
                    .exitCode != 0);
    }

    // The user edits a managed file after the apply: undo removes exactly
    // Railyard's marked lines and block, and keeps the edit.
    void peerSshUndoKeepsLaterEdits()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        Ns ns(QStringLiteral("healthy-pair"));
        QVERIFY2(ns.error.isEmpty(), qPrintable(ns.error));
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(ns.cluster).value();
        Remote remote(ns, ns.sudoPassword());
        ClusterApply apply(remote.runner);
        apply.start(ns.cluster, plan, optionsFor(ns));
        QVERIFY(waitFor(&apply, SIGNAL(finished())));
        QVERIFY2(apply.result().success, qPrintable(apply.result().toText()));
        const QString ssh = ns.homeOf(QStringLiteral("spark-2")) + QStringLiteral("/.ssh");
        for (const QString &name : {QStringLiteral("authorized_keys"), QStringLiteral("config")}) {
            QFile f(ssh + QLatin1Char('/') + name);
            QVERIFY(f.open(QIODevice::Append));
            f.write("# added by the user\n");
        }
        UndoRunner undo(remote.runner);
        undo.start(ns.cluster.nodeNames(), optionsFor(ns));
        QVERIFY(waitFor(&undo, SIGNAL(finished())));
        QVERIFY2(undo.success(), qPrintable(undo.toText()));
        for (const QString &name : {QStringLiteral("authorized_keys"), QStringLiteral("config")}) {
            QFile f(ssh + QLatin1Char('/') + name);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), QByteArray("# added by the user\n"));
        }
        QVERIFY(!QFile::exists(ssh + QStringLiteral("/railyard_known_hosts")));
        QVERIFY(!QFile::exists(ssh + QStringLiteral("/railyard_ed25519")));
    }

    // One node's management link is cut right after going live: its guard
    // restores it; the others confirm and stay applied and verified; the
    // result names the node and the cause.
    void managementLinkCutAfterLive()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        Ns ns(QStringLiteral("healthy-triangle"));
        QVERIFY2(ns.error.isEmpty(), qPrintable(ns.error));
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(ns.cluster).value();
        const QString cut = QStringLiteral("spark-3");
        const QString before = ns.nodeState(cut);
        Remote remote(ns, ns.sudoPassword());
        ClusterApply apply(remote.runner);
        bool wasCut = false;
        QObject::connect(&apply, &ClusterApply::live, &apply,
                         [&] { wasCut = ns.harness(QStringLiteral("cut-mgmt"), cut).exitCode == 0; });
        apply.start(ns.cluster, plan, optionsFor(ns, 20));
        QVERIFY(waitFor(&apply, SIGNAL(finished())));
        QVERIFY(wasCut);
        ApplyResult &r = const_cast<ApplyResult &>(apply.result());
        QVERIFY(!r.success);
        QVERIFY2(r.error.contains(cut), qPrintable(r.toText()));
        QCOMPARE(r.node(cut)->outcome, NodeApplyResult::Outcome::GuardRestore);
        QVERIFY2(r.node(cut)->message.contains(QStringLiteral("guard")), qPrintable(r.toText()));
        QCOMPARE(r.node(QStringLiteral("spark-1"))->outcome, NodeApplyResult::Outcome::Applied);
        QCOMPARE(r.node(QStringLiteral("spark-2"))->outcome, NodeApplyResult::Outcome::Applied);
        QVERIFY(r.toText().contains(cut + QStringLiteral(": guard-restores")));

        // The guard puts the cut-off node back on its own, link down or not.
        QTRY_COMPARE_WITH_TIMEOUT(ns.nodeState(cut), before, 60000);
        QCOMPARE(ns.harness(QStringLiteral("cut-mgmt"), cut, {QStringLiteral("--restore")}).exitCode, 0);
        QCOMPARE(ns.nodeState(cut), before);
        const QString j =
            ns.journalRoot() + QLatin1Char('/') + cut + QLatin1Char('/') + ns.journals(cut).first();
        QFile by(j + QStringLiteral("/decided/by"));
        QVERIFY(by.open(QIODevice::ReadOnly));
        QCOMPARE(by.readAll().trimmed(), QByteArray("guard"));

        // The two that confirmed verify between themselves.
        plan::NetworkPlan both = plan;
        both.nodes.removeIf([&](const plan::PlannedNode &n) { return n.name == cut; });
        Verifier verifier(remote.runner);
        verifier.start(both);
        QVERIFY(waitFor(&verifier, SIGNAL(finished())));
        QVERIFY2(verifier.result().success, qPrintable(verifier.result().toText()));
        QVERIFY(verifier.result().matrix.size() >= 2);
    }

    // /etc/netplan of one node is on a full file system: refused before
    // anything changes anywhere (the apply is all or nothing before going
    // live), naming the node and the cause.
    void fullDiskOnNetplan()
    {
        const QString why = skipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        Ns ns(QStringLiteral("healthy-pair"));
        QVERIFY2(ns.error.isEmpty(), qPrintable(ns.error));
        const plan::NetworkPlan plan = plan::NetworkPlanner::plan(ns.cluster).value();
        const QString full = QStringLiteral("spark-2");
        writeNodeFile(ns, full, QStringLiteral("10-other.yaml"), kOtherFile);
        QCOMPARE(ns.harness(QStringLiteral("fill-disk"), full).exitCode, 0);
        // The node's own view of /etc/netplan (the tmpfs only it sees).
        auto nodeView = [&] {
            const Proc p = ns.exec(full, {QStringLiteral("sh"), QStringLiteral("-c"),
                                          QStringLiteral("cd /etc/netplan && ls -la --time-style=+ . && "
                                                         "cat 10-other.yaml && df --output=avail -B1 .")});
            return QString::fromUtf8(p.out + p.err);
        };
        const QString viewBefore = nodeView();
        QVERIFY2(viewBefore.contains(QStringLiteral("10-other.yaml")), qPrintable(viewBefore));
        const QString before = ns.state();
        Remote remote(ns, ns.sudoPassword());
        ClusterApply apply(remote.runner);
        apply.start(ns.cluster, plan, optionsFor(ns));
        QVERIFY(waitFor(&apply, SIGNAL(finished())));
        ApplyResult &r = const_cast<ApplyResult &>(apply.result());
        QVERIFY(!r.success);
        QVERIFY2(r.error.contains(full) && r.error.contains(QStringLiteral("full")), qPrintable(r.toText()));
        bool seen = false;
        for (const diag::Finding &f : r.findings)
            seen |= f.id == QLatin1String("preflight-disk-full") && f.object.toString().contains(full);
        QVERIFY2(seen, qPrintable(r.toText()));
        for (const NodeApplyResult &n : r.nodes)
            QCOMPARE(n.outcome, NodeApplyResult::Outcome::Refused);
        QCOMPARE(nodeView(), viewBefore);
        QCOMPARE(ns.state(), before);
        QVERIFY(ns.journals(full).isEmpty());
        QVERIFY(ns.journals(QStringLiteral("spark-1")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestClusterApply)
#include "tst_clusterapply.moc"
