// SPDX-License-Identifier: GPL-3.0-or-later
// The Cabling page of a project whose node is this machine sees a cluster
// link go down the moment the kernel says so: the session's netlink monitor
// (no refresh, no command, no polling). The "machine" is a network
// namespace of the test's own holding a veth named like a Spark's rail; the
// test thread joins it only while the session starts its monitor. Needs
// root; skips with the reason otherwise. The namespace is always deleted.
#include "cablingdiagram.h"
#include "cablingpage.h"
#include "clusterdocument.h"
#include "clustersession.h"
#include "inlinebanner.h"
#include "netnslock.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QProcess>
#include <QTest>
#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

using namespace railyard;
using namespace railyard::model;
using namespace railyard::ui;

namespace {

int run(const QString &program, const QStringList &args, QByteArray *err = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(10000))
        p.kill();
    p.waitForFinished();
    if (err)
        *err = p.readAllStandardError();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

// Joins `ns` on this thread until destroyed, then returns to where it was.
class NamespaceVisit
{
public:
    explicit NamespaceVisit(const QString &ns)
    {
        m_home = ::open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
        const int fd = ::open(qPrintable(QStringLiteral("/run/netns/") + ns), O_RDONLY | O_CLOEXEC);
        m_ok = m_home >= 0 && fd >= 0 && ::setns(fd, CLONE_NEWNET) == 0;
        if (fd >= 0)
            ::close(fd);
    }
    ~NamespaceVisit()
    {
        if (m_home >= 0) {
            if (m_ok)
                (void)::setns(m_home, CLONE_NEWNET);
            ::close(m_home);
        }
    }
    bool ok() const { return m_ok; }

private:
    int m_home = -1;
    bool m_ok = false;
};

} // namespace

class TstLocalLinkEvents : public QObject
{
    Q_OBJECT
    QString m_ns;

private Q_SLOTS:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("the netlink event test needs root (it creates a network namespace and a veth pair): run "
                  "ctest as root");
        m_ns = QStringLiteral("ryle%1x%2").arg(::getpid()).arg(QDateTime::currentMSecsSinceEpoch() % 100000);
        QByteArray err;
        QVERIFY2(run(QStringLiteral("flock"), testsupport::lockedIpNetns({QStringLiteral("add"), m_ns}),
                     &err) == 0,
                 err.constData());
        const QList<QStringList> setup = {
            {"-n", m_ns, "link", "add", "enp1s0f0np0", "type", "veth", "peer", "name", "far0"},
            {"-n", m_ns, "link", "add", "enP2p1s0f0np0", "type", "veth", "peer", "name", "far1"},
            {"-n", m_ns, "link", "set", "far0", "up"},
            {"-n", m_ns, "link", "set", "far1", "up"},
            {"-n", m_ns, "link", "set", "enp1s0f0np0", "up"},
            {"-n", m_ns, "link", "set", "enP2p1s0f0np0", "up"},
        };
        for (const QStringList &args : setup)
            QVERIFY2(run(QStringLiteral("ip"), args, &err) == 0,
                     qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + QString::fromUtf8(err)));
    }

    void cleanupTestCase()
    {
        if (!m_ns.isEmpty())
            run(QStringLiteral("flock"), testsupport::lockedIpNetns({QStringLiteral("del"), m_ns}));
    }

    void linkDownShowsWithinASecond()
    {
        ClusterDocument doc;
        Cluster c;
        c.topology = Topology::Direct;
        Node here{QStringLiteral("spark-1"), QStringLiteral("10.254.77.1"), {}, 22, {}};
        here.local = true;
        c.nodes = {here, Node{QStringLiteral("spark-2"), QStringLiteral("10.254.77.2"), {}, 22, {}}};
        c.cables = {Cable{{QStringLiteral("spark-1"), 0}, CableEnd{QStringLiteral("spark-2"), 0}}};
        doc.setCluster(c);
        std::unique_ptr<ClusterSession> session;
        {
            NamespaceVisit visit(m_ns);
            QVERIFY(visit.ok());
            session = std::make_unique<ClusterSession>(&doc);
        }
        QCOMPARE(session->localNode(), QStringLiteral("spark-1"));
        QCOMPARE(session->localMatch(QStringLiteral("spark-1"))->rule, remote::LocalMachine::Rule::Declared);
        QVERIFY(!session->localMatch(QStringLiteral("spark-2")));
        CablingPage page(&doc, session.get());
        page.show();
        QCOMPARE(page.diagram()->cables().size(), 1);
        QVERIFY(page.diagram()->cables()[0].status != CableStatus::Problem);

        QElapsedTimer clock;
        clock.start();
        QVERIFY(run(QStringLiteral("ip"), {"-n", m_ns, "link", "set", "enp1s0f0np0", "down"}) == 0);
        QTRY_VERIFY_WITH_TIMEOUT(page.diagram()->cables()[0].rails[0] == RailState::Down, 1000);
        qInfo("rail 1 shown down %lld ms after `ip link set down`", qint64(clock.elapsed()));
        const DiagramCable dc = page.diagram()->cables()[0];
        QCOMPARE(dc.status, CableStatus::Problem);
        QVERIFY(dc.rails[1] != RailState::Down); // its other rail did not change
        QVERIFY2(dc.detail.contains(QStringLiteral("enp1s0f0np0 on spark-1")), qPrintable(dc.detail));
        QVERIFY2(page.banner()->message().contains(QStringLiteral("enp1s0f0np0")),
                 qPrintable(page.banner()->message()));

        // Carrier lost at the far end is a dead link too.
        QVERIFY(run(QStringLiteral("ip"), {"-n", m_ns, "link", "set", "far1", "down"}) == 0);
        QTRY_VERIFY_WITH_TIMEOUT(page.diagram()->cables()[0].rails[1] == RailState::Down, 1000);
        // A netdev outside the cluster's (the veth peer) is not reported.
        QCOMPARE(session->liveLinks().value(QStringLiteral("spark-1")).size(), 2);

        // An address put on a cluster port by hand shows at once too.
        QVERIFY(run(QStringLiteral("ip"),
                    {"-n", m_ns, "addr", "add", "10.231.9.1/24", "dev", "enp1s0f0np0"}) == 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            page.banner()->message().contains(QStringLiteral("addresses of enp1s0f0np0")), 1000);
        // ...but not one on a netdev outside the cluster.
        page.banner()->clear();
        QVERIFY(run(QStringLiteral("ip"), {"-n", m_ns, "addr", "add", "10.231.8.1/24", "dev", "far0"}) == 0);
        QTest::qWait(300);
        QVERIFY2(page.banner()->message().isEmpty(), qPrintable(page.banner()->message()));
    }
};

QTEST_MAIN(TstLocalLinkEvents)
#include "tst_locallinkevents.moc"
