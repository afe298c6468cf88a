// SPDX-License-Identifier: GPL-3.0-or-later
// The libnl backend against `ip -j` on the same veth interfaces, inside a
// network namespace of its own: the reader runs on a thread that joined
// the namespace, iproute2 runs through `ip -n`, and both must describe the
// links, addresses, routes and neighbours identically. Needs root; skips
// with the reason otherwise. The namespace is always deleted.
#include "netnslock.h"
#include "probe/ipaddrparser.h"
#include "probe/iplinkparser.h"
#include "probe/ipneighparser.h"
#include "probe/iprouteparser.h"
#include "remote/netlinkreader.h"

#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTest>
#include <fcntl.h>
#include <functional>
#include <sched.h>
#include <thread>
#include <unistd.h>

using namespace railyard;
using namespace railyard::remote;

namespace {

struct Proc
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Proc run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    Proc r;
    if (!p.waitForFinished(10000))
        p.kill();
    p.waitForFinished();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

Proc ip(const QStringList &args)
{
    return run(QStringLiteral("ip"), args);
}

// `ip netns add` / `del`, queued with every other test's and the harness's.
Proc ipNetns(const QStringList &args)
{
    return run(QStringLiteral("flock"), railyard::testsupport::lockedIpNetns(args));
}

// Runs `f` on a thread that joined the namespace; the test thread stays out.
template <typename T> T inNamespace(const QString &ns, const std::function<T()> &f, QString *error)
{
    T value{};
    std::thread worker([&] {
        const int fd = ::open(qPrintable(QStringLiteral("/run/netns/") + ns), O_RDONLY | O_CLOEXEC);
        if (fd < 0 || ::setns(fd, CLONE_NEWNET) != 0) {
            *error = QStringLiteral("cannot join namespace %1").arg(ns);
            if (fd >= 0)
                ::close(fd);
            return;
        }
        ::close(fd);
        value = f();
    });
    worker.join();
    return value;
}

QString json(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

class TestNetlinkReader : public QObject
{
    Q_OBJECT
    QString m_ns;

private Q_SLOTS:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("the libnl backend test needs root (it creates a network namespace and veth pairs): run "
                  "ctest as root");
        if (ip({QStringLiteral("netns"), QStringLiteral("list")}).exitCode != 0)
            QSKIP("this kernel or container does not allow network namespaces");
        m_ns = QStringLiteral("rynl%1x%2").arg(::getpid()).arg(QDateTime::currentMSecsSinceEpoch() % 100000);
        {
            const Proc added = ipNetns({QStringLiteral("add"), m_ns});
            QVERIFY2(added.exitCode == 0, added.err.constData());
        }
        const QList<QStringList> setup = {
            {"-n", m_ns, "link", "set", "lo", "up"},
            {"-n", m_ns, "link", "add", "ra", "type", "veth", "peer", "name", "rb"},
            {"-n", m_ns, "link", "set", "ra", "address", "02:00:00:00:00:0a", "mtu", "9000"},
            {"-n", m_ns, "link", "set", "rb", "address", "02:00:00:00:00:0b", "mtu", "9000"},
            {"-n", m_ns, "link", "add", "rc", "type", "veth", "peer", "name", "rd"},
            {"-n", m_ns, "link", "add", "brx", "type", "bridge"},
            {"-n", m_ns, "link", "set", "rd", "master", "brx"},
            {"-n", m_ns, "addr", "add", "192.168.100.10/24", "dev", "ra"},
            {"-n", m_ns, "addr", "add", "192.168.100.11/24", "dev", "rb"},
            {"-n", m_ns, "link", "set", "ra", "up"},
            {"-n", m_ns, "link", "set", "rb", "up"},
            {"-n", m_ns, "link", "set", "rc", "up"}, // its peer stays down: NO-CARRIER
            {"-n", m_ns, "route", "add", "10.20.0.0/16", "via", "192.168.100.11", "dev", "ra", "metric",
             "50"},
            {"-n", m_ns, "neigh", "add", "192.168.100.99", "lladdr", "02:00:00:00:00:99", "dev", "ra", "nud",
             "permanent"},
        };
        for (const QStringList &args : setup) {
            const Proc r = ip(args);
            QVERIFY2(r.exitCode == 0, qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") +
                                                 QString::fromUtf8(r.err)));
        }
        // Let IPv6 link-local addresses and carrier settle before two readers compare.
        QTest::qWait(500);
    }

    void cleanupTestCase()
    {
        if (!m_ns.isEmpty())
            ipNetns({QStringLiteral("del"), m_ns});
        QVERIFY(m_ns.isEmpty() ||
                !ip({QStringLiteral("netns"), QStringLiteral("list")}).out.contains(m_ns.toUtf8()));
    }

    void links()
    {
        QString error;
        const auto mine = inNamespace<std::optional<Result<probe::IpLinkResult>>>(
            m_ns, [] { return std::optional(NetlinkReader::links()); }, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(mine && *mine, qPrintable((*mine) ? QString() : (*mine).error().toString()));
        const auto theirs = probe::IpLinkParser::parse(QString::fromUtf8(
            ip({QStringLiteral("-n"), m_ns, QStringLiteral("-j"), QStringLiteral("link")}).out));
        QVERIFY(theirs);
        QCOMPARE((*mine)->links.size(), theirs->links.size());
        for (int i = 0; i < theirs->links.size(); ++i)
            QCOMPARE(json((*mine)->links[i].toJson()), json(theirs->links[i].toJson()));

        // The values themselves, not only the agreement.
        QHash<QString, probe::IpLink> byName;
        for (const probe::IpLink &l : (*mine)->links)
            byName.insert(l.ifname, l);
        QCOMPARE(byName.size(), 6);
        QCOMPARE(byName[QStringLiteral("ra")].address,
                 std::optional<QString>(QStringLiteral("02:00:00:00:00:0a")));
        QCOMPARE(byName[QStringLiteral("ra")].mtu, std::optional<int>(9000));
        QCOMPARE(byName[QStringLiteral("ra")].parent, std::optional<QString>(QStringLiteral("rb")));
        QCOMPARE(byName[QStringLiteral("ra")].operstate, QStringLiteral("UP"));
        QCOMPARE(byName[QStringLiteral("ra")].flags,
                 QStringList({"BROADCAST", "MULTICAST", "UP", "LOWER_UP"}));
        QCOMPARE(byName[QStringLiteral("rc")].flags,
                 QStringList({"NO-CARRIER", "BROADCAST", "MULTICAST", "UP", "M-DOWN"}));
        QCOMPARE(byName[QStringLiteral("rc")].operstate, QStringLiteral("LOWERLAYERDOWN"));
        QCOMPARE(byName[QStringLiteral("rd")].master, std::optional<QString>(QStringLiteral("brx")));
        QCOMPARE(byName[QStringLiteral("lo")].linkType, std::optional<QString>(QStringLiteral("loopback")));
        QCOMPARE(byName[QStringLiteral("lo")].address,
                 std::optional<QString>(QStringLiteral("00:00:00:00:00:00")));
    }

    void addresses()
    {
        QString error;
        const auto mine = inNamespace<std::optional<Result<probe::IpAddrResult>>>(
            m_ns, [] { return std::optional(NetlinkReader::addresses()); }, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(mine && *mine, qPrintable((*mine) ? QString() : (*mine).error().toString()));
        const auto theirs = probe::IpAddrParser::parse(QString::fromUtf8(
            ip({QStringLiteral("-n"), m_ns, QStringLiteral("-j"), QStringLiteral("addr")}).out));
        QVERIFY(theirs);
        QCOMPARE((*mine)->interfaces.size(), theirs->interfaces.size());
        for (int i = 0; i < theirs->interfaces.size(); ++i)
            QCOMPARE(json((*mine)->interfaces[i].toJson()), json(theirs->interfaces[i].toJson()));

        bool seen = false;
        for (const probe::IpAddrInterface &iface : (*mine)->interfaces) {
            if (iface.link.ifname != QLatin1String("ra"))
                continue;
            QVERIFY(!iface.addrInfo.isEmpty());
            const probe::IpAddrInfo &v4 = iface.addrInfo.first();
            QCOMPARE(v4.family, QStringLiteral("inet"));
            QCOMPARE(v4.local, QStringLiteral("192.168.100.10"));
            QCOMPARE(v4.prefixlen, 24);
            QCOMPARE(v4.scope, QStringLiteral("global"));
            QCOMPARE(v4.label, std::optional<QString>(QStringLiteral("ra")));
            QVERIFY(!v4.dynamic);
            seen = true;
        }
        QVERIFY(seen);
    }

    void routes()
    {
        QString error;
        const auto mine = inNamespace<std::optional<Result<probe::IpRouteResult>>>(
            m_ns, [] { return std::optional(NetlinkReader::routes()); }, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(mine && *mine, qPrintable((*mine) ? QString() : (*mine).error().toString()));
        const auto theirs = probe::IpRouteParser::parse(QString::fromUtf8(
            ip({QStringLiteral("-n"), m_ns, QStringLiteral("-j"), QStringLiteral("route")}).out));
        QVERIFY(theirs);
        QSet<QString> a, b;
        for (const probe::IpRoute &r : (*mine)->routes)
            a.insert(json(r.toJson()));
        for (const probe::IpRoute &r : theirs->routes)
            b.insert(json(r.toJson()));
        QCOMPARE(a, b);
        QCOMPARE((*mine)->routes.size(), 3);
        const auto via =
            std::find_if((*mine)->routes.cbegin(), (*mine)->routes.cend(),
                         [](const probe::IpRoute &r) { return r.dst == QLatin1String("10.20.0.0/16"); });
        QVERIFY(via != (*mine)->routes.cend());
        QCOMPARE(via->gateway, std::optional<QString>(QStringLiteral("192.168.100.11")));
        QCOMPARE(via->dev, std::optional<QString>(QStringLiteral("ra")));
        QCOMPARE(via->metric, std::optional<int>(50));
        QVERIFY(!via->protocol); // boot, which ip leaves out
    }

    void neighbours()
    {
        QString error;
        const auto mine = inNamespace<std::optional<Result<probe::IpNeighResult>>>(
            m_ns, [] { return std::optional(NetlinkReader::neighbours()); }, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(mine && *mine, qPrintable((*mine) ? QString() : (*mine).error().toString()));
        const auto theirs = probe::IpNeighParser::parse(QString::fromUtf8(
            ip({QStringLiteral("-n"), m_ns, QStringLiteral("-j"), QStringLiteral("neigh")}).out));
        QVERIFY(theirs);
        QSet<QString> a, b;
        for (const probe::IpNeighbour &n : (*mine)->neighbours)
            a.insert(json(n.toJson()));
        for (const probe::IpNeighbour &n : theirs->neighbours)
            b.insert(json(n.toJson()));
        QCOMPARE(a, b);
        const auto it = std::find_if(
            (*mine)->neighbours.cbegin(), (*mine)->neighbours.cend(),
            [](const probe::IpNeighbour &n) { return n.dst == QLatin1String("192.168.100.99"); });
        QVERIFY(it != (*mine)->neighbours.cend());
        QCOMPARE(it->lladdr, std::optional<QString>(QStringLiteral("02:00:00:00:00:99")));
        QCOMPARE(it->dev, std::optional<QString>(QStringLiteral("ra")));
        QCOMPARE(it->state, QStringList{QStringLiteral("PERMANENT")});
    }
};

QTEST_GUILESS_MAIN(TestNetlinkReader)
#include "tst_netlinkreader.moc"
