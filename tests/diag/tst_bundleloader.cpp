// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/bundleloader.h"
#include "diag/diagnosisengine.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace railyard;
using namespace railyard::diag;

namespace {

const QString Bundles = QStringLiteral(RAILYARD_TEST_DATA "/bundles/");

QStringList ids(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out << f.id;
    return out;
}

void write(const QString &path, const QByteArray &content)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
}

} // namespace

class TestBundleLoader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void healthyPairLoads()
    {
        const auto o = BundleLoader::load(Bundles + QStringLiteral("healthy-pair"));
        QVERIFY(o);
        QCOMPARE(o->nodes.size(), 2);
        QCOMPARE(o->nodes[0].node, QStringLiteral("spark-a"));
        QVERIFY(o->inputFindings.isEmpty());
        const NodeObservations &b = o->nodes[1];
        QCOMPARE(b.perftest.size(), 2);
        QCOMPARE(b.perftest.value(QStringLiteral("rocep1s0f0")).bwRows.first().bwAvgGbps, 92.57);
        QCOMPARE(b.perftest.value(QStringLiteral("roceP2p1s0f0")).bwRows.first().bwAvgGbps, 97.28);
        QCOMPARE(b.mtu(QStringLiteral("enp1s0f0np0")).value_or(0), 9000);
        QCOMPARE(b.cabledPorts(), QList<int>{0});
        const NodeObservations &a = o->nodes[0];
        QCOMPARE(a.ncclTests->avgBusbwGbs.value_or(0), 21.4033);
        QCOMPARE(a.ncclEnv.value(QStringLiteral("NCCL_SOCKET_IFNAME")), QStringLiteral("enp1s0f1np1"));
    }

    void healthyPairHasNoErrorOrWarning()
    {
        const auto o = BundleLoader::load(Bundles + QStringLiteral("healthy-pair"));
        QVERIFY(o);
        const QList<Finding> findings = DiagnosisEngine::evaluate(*o);
        const auto s = DiagnosisEngine::summarize(findings);
        QCOMPARE(s.errors, 0);
        QCOMPARE(s.warnings, 0);
        // The Mellanox DAC EEPROM (SFF-8636, 1 m) gives the length-rounding info on both nodes.
        QCOMPARE(ids(findings), QStringList({"eeprom-length-rounded", "eeprom-length-rounded"}));
    }

    void faultyPairFindings()
    {
        const auto o = BundleLoader::load(Bundles + QStringLiteral("faulty-pair"));
        QVERIFY(o);
        const QStringList found = ids(DiagnosisEngine::evaluate(*o));
        for (const char *id :
             {"port-one-rail-up", "duplicate-rail-address", "crc-errors", "lane-error-outlier-candidate",
              "nccl-socket-fallback", "card-throttled", "bundle-file-unparsed",
              "cabling-direct-port-mismatch", "rail-speed-low", "spark-side-breakout"})
            QVERIFY2(found.contains(QString::fromLatin1(id)), id);
        QVERIFY(!found.contains(QStringLiteral("pcie-link-degraded"))); // the 27W dmesg line alone
    }

    void samplesInTimeOrder()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("n1")));
        // Synthetic: three samples, written out of order on purpose.
        write(dir.filePath(QStringLiteral("n1/ethtool-S-enp1s0f0np0.10.txt")),
              "# t=20\nlink_down_events_phy: 9\n");
        write(dir.filePath(QStringLiteral("n1/ethtool-S-enp1s0f0np0.txt")),
              "# t=0\nlink_down_events_phy: 1\n");
        write(dir.filePath(QStringLiteral("n1/ethtool-S-enp1s0f0np0.2.txt")),
              "# t=10\nlink_down_events_phy: 4\n");
        write(dir.filePath(QStringLiteral("n1/notes.md")), "hello");
        const auto o = BundleLoader::load(dir.path());
        QVERIFY(o);
        const QList<EthtoolSample> s = o->nodes[0].ethtoolStats.value(QStringLiteral("enp1s0f0np0"));
        QCOMPARE(s.size(), 3);
        QCOMPARE(*s[0].stats.counter(QStringLiteral("link_down_events_phy")), 1u);
        QCOMPARE(*s[1].stats.counter(QStringLiteral("link_down_events_phy")), 4u);
        QCOMPARE(*s[2].stats.counter(QStringLiteral("link_down_events_phy")), 9u);
        QCOMPARE(s[2].timeS.value_or(-1), 20.0);
        QCOMPARE(ids(o->inputFindings), QStringList{QStringLiteral("bundle-file-unknown")});
    }

    void unparsedFileNamesFileAndLine()
    {
        const auto o = BundleLoader::load(Bundles + QStringLiteral("faulty-pair"));
        QVERIFY(o);
        QCOMPARE(o->inputFindings.size(), 1);
        const Finding &f = o->inputFindings.first();
        QCOMPARE(f.id, QStringLiteral("bundle-file-unparsed"));
        QCOMPARE(f.object.toString(), QStringLiteral("spark-a/ip-route.json"));
        QCOMPARE(f.severity, model::Severity::Warning);
    }

    // A bundle is someone else's folder: a link to /dev/zero or a FIFO in
    // place of a tool output must neither exhaust memory nor hang, only be
    // reported as unreadable, and the rest of the node is still read.
    void hostileFilesAreNotFollowed_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("symlink-to-dev-zero") << QStringLiteral("zero");
        QTest::newRow("fifo") << QStringLiteral("fifo");
        QTest::newRow("symlink-to-outside-file") << QStringLiteral("outside");
    }
    void hostileFilesAreNotFollowed()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QVERIFY(QProcess::execute(
                    QStringLiteral("cp"),
                    {QStringLiteral("-a"), Bundles + QStringLiteral("healthy-pair/."), dir.path()}) == 0);
        const QStringList nodes = BundleLoader::nodeFolders(dir.path());
        QVERIFY(!nodes.isEmpty());
        const QString victim = dir.filePath(nodes.first() + QStringLiteral("/ip-addr.json"));
        QVERIFY(QFile::exists(victim));
        QVERIFY(QFile::remove(victim));
        if (kind == QLatin1String("zero"))
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), victim));
        else if (kind == QLatin1String("fifo"))
            QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {victim}), 0);
        else
            QVERIFY(QFile::link(Bundles + QStringLiteral("healthy-pair/") + nodes.last() +
                                    QStringLiteral("/ip-addr.json"),
                                victim));
        const auto o = BundleLoader::load(dir.path());
        QVERIFY(o);
        QStringList unreadable;
        for (const Finding &f : o->inputFindings) {
            if (f.id == QLatin1String("bundle-file-unreadable"))
                unreadable << f.object.toString();
        }
        QCOMPARE(unreadable, QStringList{nodes.first() + QStringLiteral("/ip-addr.json")});
    }

    // ibstat alone gives the link state by RDMA device: Active and LinkUp
    // is linked; a polling port's "Rate: 10" does not make it so. Its
    // ibpanic line is shown, not lost.
    void ibstatGivesLinkState()
    {
        QTemporaryDir tmp;
        QDir dir(tmp.path());
        QVERIFY(dir.mkdir(QStringLiteral("spark-1")));
        QByteArray text;
        const auto block = [&text](const char *ca, const char *state, const char *phys, const char *rate) {
            text += QByteArray("CA '") + ca +
                    "'\n\tCA type: MT4129\n\tNumber of ports: 1\n\tPort 1:\n\t\tState: " + state +
                    "\n\t\tPhysical state: " + phys + "\n\t\tRate: " + rate + "\n\t\tLink layer: Ethernet\n";
        };
        block("rocep1s0f0", "Active", "LinkUp", "200");
        block("rocep1s0f1", "Down", "Polling", "10");
        block("roceP2p1s0f0", "Active", "LinkUp", "200");
        block("roceP2p1s0f1", "Down", "Disabled", "200");
        text += "ibpanic: [4242] main: stat of IB device 'mlx5_9' failed: No such file or directory\n";
        write(dir.filePath(QStringLiteral("spark-1/ibstat.txt")), text);
        const auto o = BundleLoader::load(tmp.path());
        QVERIFY2(o, qPrintable(o ? QString() : o.error().toString()));
        const NodeObservations &n = o->nodes.first();
        QVERIFY(n.ibstat.has_value());
        QCOMPARE(n.railUp(QStringLiteral("enp1s0f0np0")), std::optional<bool>(true));
        QCOMPARE(n.railUp(QStringLiteral("enp1s0f1np1")), std::optional<bool>(false));
        QCOMPARE(n.railUp(QStringLiteral("enP2p1s0f1np1")), std::optional<bool>(false));
        QCOMPARE(n.cabledPorts(), QList<int>{0});
        QCOMPARE(ids(o->inputFindings), QStringList{QStringLiteral("rdma-tool-error")});
        QVERIFY(o->inputFindings.first().explanation.contains(QLatin1String("mlx5_9")));
    }

    // ibv_devinfo with the RDMA stack down is shown as such.
    void ibvDevinfoFailureIsShown()
    {
        QTemporaryDir tmp;
        QDir dir(tmp.path());
        QVERIFY(dir.mkdir(QStringLiteral("spark-2")));
        write(dir.filePath(QStringLiteral("spark-2/ibv_devinfo.txt")),
              "Failed to get IB devices list: Function not implemented\n");
        const auto o = BundleLoader::load(tmp.path());
        QVERIFY(o);
        QCOMPARE(ids(o->inputFindings), QStringList{QStringLiteral("rdma-tool-error")});
        QVERIFY(o->inputFindings.first().explanation.contains(QLatin1String("Function not implemented")));
        QVERIFY(o->inputFindings.first().explanation.contains(QLatin1String("spark-2")));
    }

    void notABundle()
    {
        QTemporaryDir dir;
        write(dir.filePath(QStringLiteral("ibdev2netdev.txt")), "x");
        QVERIFY(!BundleLoader::load(dir.path()));
        QVERIFY(!BundleLoader::load(dir.filePath(QStringLiteral("missing"))));
    }
};

QTEST_GUILESS_MAIN(TestBundleLoader)
#include "tst_bundleloader.moc"
