// SPDX-License-Identifier: GPL-3.0-or-later
// RdmaDeviceLister against sysfs trees: one recorded on InfiniBand hosts
// (prometheus/procfs fixtures) and one of a Spark's RoCE functions in the
// kernel's formats (tests/data/sysfs/SOURCES.md); then this machine's own
// /sys, where CI has no RDMA device and that must be a fact, not an error.
#include "remote/rdmadevicelister.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard;
using namespace railyard::remote;

namespace {

// Writes a .tree file (see tests/data/sysfs/SOURCES.md) under `root`.
bool expand(const QString &treeFile, const QString &root)
{
    QFile in(treeFile);
    if (!in.open(QIODevice::ReadOnly))
        return false;
    QString path;
    QByteArray content;
    auto flush = [&] {
        if (path.isEmpty())
            return true;
        const QString target = root + path;
        QDir().mkpath(QFileInfo(target).path());
        QFile out(target);
        if (!out.open(QIODevice::WriteOnly))
            return false;
        out.write(content);
        return true;
    };
    for (const QByteArray &line : in.readAll().split('\n')) {
        if (line.startsWith("== ")) {
            if (!flush())
                return false;
            path = QString::fromUtf8(line.mid(3));
            content.clear();
        } else if (!path.isEmpty()) {
            content += line + '\n';
        }
    }
    return flush();
}

QString dataFile(const char *name)
{
    return QStringLiteral(RAILYARD_TEST_DATA "/sysfs/") + QLatin1String(name);
}

} // namespace

class TestRdmaDeviceLister : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sparkRoce()
    {
        QTemporaryDir root;
        QVERIFY(expand(dataFile("spark-roce.tree"), root.path()));
        const Result<RdmaDevices> devices = RdmaDeviceLister::list(root.path());
        QVERIFY2(devices, qPrintable(devices ? QString() : devices.error().toString()));
        QVERIFY(!devices->absent());
        QVERIFY(!devices->verbs); // a recorded tree is never opened through verbs
        QCOMPARE(devices->ports.size(), 4);
        // The kernel's device order on a Spark, not byte order (P < p).
        QStringList names;
        for (const RdmaPortFacts &p : devices->ports)
            names << p.device;
        QCOMPARE(names, QStringList({QStringLiteral("rocep1s0f0"), QStringLiteral("rocep1s0f1"),
                                     QStringLiteral("roceP2p1s0f0"), QStringLiteral("roceP2p1s0f1")}));
        const RdmaPortFacts &up = devices->ports[0];
        QCOMPARE(up.port, 1);
        QCOMPARE(up.stateCode, 4);
        QCOMPARE(up.state, QStringLiteral("ACTIVE"));
        QCOMPARE(up.physicalState, QStringLiteral("LINK_UP"));
        QCOMPARE(up.linkLayer, QStringLiteral("Ethernet"));
        QCOMPARE(up.rate, QStringLiteral("200 Gb/sec (4X HDR)"));
        QCOMPARE(up.netdev, QStringLiteral("enp1s0f0np0"));
        QCOMPARE(up.netdevIndex, std::optional<int>(3));
        // Populated GIDs only, with type and netdev; the empty entry is skipped.
        QCOMPARE(up.gids.size(), 4);
        QCOMPARE(up.gids[1].type, QStringLiteral("RoCE v2"));
        QCOMPARE(up.gids[3].gid, QStringLiteral("0000:0000:0000:0000:0000:ffff:c0a8:640a"));
        QCOMPARE(up.gids[3].netdev, QStringLiteral("enp1s0f0np0"));
        QCOMPARE(up.counters.value(QStringLiteral("port_xmit_data")), quint64(2880761508848ULL));
        QCOMPARE(up.counters.value(QStringLiteral("out_of_sequence")), quint64(1));
        const RdmaPortFacts &down = devices->ports[1];
        QCOMPARE(down.state, QStringLiteral("DOWN"));
        QCOMPARE(down.physicalState, QStringLiteral("DISABLED"));
        QCOMPARE(down.gids.size(), 2); // link-local only: no IPv4 on it
        // The same shape `rdma -j link` gives over SSH.
        const probe::RdmaNetdevLinks links = devices->links();
        QCOMPARE(links.links.size(), 4);
        QVERIFY(links.findByNetdev(QStringLiteral("enp1s0f0np0"))->up);
        QVERIFY(!links.findByNetdev(QStringLiteral("enp1s0f1np1"))->up);
        QCOMPARE(links.findByNetdev(QStringLiteral("enP2p1s0f1np1"))->rdmaDevice,
                 QStringLiteral("roceP2p1s0f1"));
    }

    void recordedInfiniband()
    {
        QTemporaryDir root;
        QVERIFY(expand(dataFile("procfs-mlx-ib.tree"), root.path()));
        const Result<RdmaDevices> devices = RdmaDeviceLister::list(root.path());
        QVERIFY(devices);
        QCOMPARE(devices->ports.size(), 3); // mlx4_0 ports 1 and 2, mlx5_0 port 1
        const RdmaPortFacts &mlx4 = devices->ports[0];
        QCOMPARE(mlx4.device, QStringLiteral("mlx4_0"));
        QCOMPARE(mlx4.linkLayer, QStringLiteral("InfiniBand"));
        QCOMPARE(mlx4.physicalState, QStringLiteral("LINK_UP"));
        QCOMPARE(mlx4.rate, QStringLiteral("40 Gb/sec (4X QDR)"));
        QCOMPARE(mlx4.counters.value(QStringLiteral("port_rcv_data")), quint64(2221223609ULL));
        QVERIFY(mlx4.netdev.isEmpty()); // InfiniBand: no netdev behind it
        QCOMPARE(devices->ports[1].port, 2);
        const RdmaPortFacts &mlx5 = devices->ports[2];
        QCOMPARE(mlx5.device, QStringLiteral("mlx5_0"));
        // The recording's phys_state says "4: ACTIVE": the code is what counts.
        QCOMPARE(mlx5.physicalStateCode, 4);
        QCOMPARE(mlx5.physicalState, QStringLiteral("ARMED"));
        QCOMPARE(mlx5.counters.value(QStringLiteral("local_ack_timeout_err")), quint64(131));
    }

    void absentIsAFact()
    {
        QTemporaryDir root;
        Result<RdmaDevices> none = RdmaDeviceLister::list(root.path());
        QVERIFY(none);
        QVERIFY(none->absent());
        QVERIFY2(none->absentReason.startsWith(QLatin1String("no RDMA device")),
                 qPrintable(none->absentReason));
        QVERIFY(QDir().mkpath(root.path() + QStringLiteral("/class/infiniband")));
        none = RdmaDeviceLister::list(root.path());
        QVERIFY(none && none->absent());
        QVERIFY2(none->absentReason.contains(QLatin1String("mlx5_ib")), qPrintable(none->absentReason));
    }

    void thisMachine()
    {
        const QStringList devices =
            QDir(QStringLiteral("/sys/class/infiniband")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        const Result<RdmaDevices> found = RdmaDeviceLister::list();
        QVERIFY2(found, qPrintable(found ? QString() : found.error().toString()));
        if (devices.isEmpty()) {
            QVERIFY(found->absent());
            QVERIFY(!found->absentReason.isEmpty());
            QVERIFY(RdmaDeviceLister::list()); // again: nothing kept between calls
            return;
        }
        QSet<QString> seen;
        for (const RdmaPortFacts &p : found->ports) {
            QVERIFY(devices.contains(p.device));
            QVERIFY(p.port >= 1);
            seen.insert(p.device);
        }
        QCOMPARE(seen.size(), devices.size());
    }
};

QTEST_GUILESS_MAIN(TestRdmaDeviceLister)
#include "tst_rdmadevicelister.moc"
