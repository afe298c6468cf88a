// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/perftestparser.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <QTest>

using railyard::probe::PerftestErrorKind;
using railyard::probe::PerftestParser;
using railyard::probe::PerftestResult;

namespace {

QString samplePath(const QString &name)
{
    return QStringLiteral(RAILYARD_TEST_DATA "/samples/") + name;
}

QString readSample(const QString &name)
{
    QFile f(samplePath(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

// perftest's MB/sec is 2^20 bytes/s.
constexpr double kMB = 1048576.0 * 8.0 / 1e9;

} // namespace

class TstPerftestParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySampleIsCovered();
    void samples_data();
    void samples();
    void addresses();
    void latencySample();
    void errorSample();
    void mibHeaderConvertsLikeMb();
    void readBwAndManyQps();
    void headerFields_data();
    void headerFields();
    void errorClassification_data();
    void errorClassification();
    void unknownUnitIsNotSilentlyConverted();
    void notPerftest_data();
    void notPerftest();
    void jsonFields();
    void warningsKeepTheRest();
};

static const QStringList kSamples = {
    QStringLiteral("ib_write_bw-1.txt"),
    QStringLiteral("ib_write_bw-2.txt"),
    QStringLiteral("ib_write_bw-3.txt"),
    QStringLiteral("ib_write_bw-5-server-partial.txt"),
    QStringLiteral("ib_write_bw-6-server-libibverbs-warn-partial.txt"),
    QStringLiteral("ib_write_bw-7-post-list-gbits.txt"),
    QStringLiteral("ib_write_bw-err-1.txt"),
    QStringLiteral("ib_write_lat-1-rdma_cm.txt"),
    QStringLiteral("ib_read_bw-1-ib-prompt-partial.txt"),
    QStringLiteral("ib_read_bw-2-no-dashes-partial.txt"),
    QStringLiteral("ib_write_bw-8-gb10-rdma-cm-4qp-command.txt"),
    QStringLiteral("ib_write_bw-9-gb10-two-runs-interleaved-partial.txt"),
    QStringLiteral("ib_write_bw-10-gb10-cpu-util-masked-prompt.txt"),
};

void TstPerftestParser::everySampleIsCovered()
{
    // A new perftest sample must get its own row below.
    const QStringList files = QDir(QStringLiteral(RAILYARD_TEST_DATA "/samples"))
                                  .entryList({QStringLiteral("ib_write_bw*"), QStringLiteral("ib_write_lat*"),
                                              QStringLiteral("ib_read_bw*")},
                                             QDir::Files);
    QCOMPARE(QSet<QString>(files.cbegin(), files.cend()), QSet<QString>(kSamples.cbegin(), kSamples.cend()));
}

void TstPerftestParser::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("role");
    QTest::addColumn<QString>("device");
    QTest::addColumn<int>("qps");
    QTest::addColumn<int>("mtu");
    QTest::addColumn<QString>("linkType");
    QTest::addColumn<bool>("rdmaCm");
    QTest::addColumn<int>("gidIndex");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("rows");
    QTest::addColumn<double>("firstAvgGbps");
    QTest::addColumn<qint64>("firstIterations");
    QTest::addColumn<qint64>("firstBytes");

    QTest::newRow("ib_write_bw-1 client MB/sec")
        << "ib_write_bw-1.txt"
        << "write_bw"
        << "client"
        << "rocep1s0f0" << 1 << 1024 << "Ethernet" << false << 3 << "MB/sec" << 1 << 11032.34 * kMB
        << qint64(5000) << qint64(65536);
    QTest::newRow("ib_write_bw-2 report_gbits run_infinitely")
        << "ib_write_bw-2.txt"
        << "write_bw"
        << "client"
        << "rocep1s0f0" << 1 << 1024 << "Ethernet" << false << 3 << "Gb/sec" << 5 << 92.57 << qint64(882805)
        << qint64(65536);
    QTest::newRow("ib_write_bw-3 second rail") << "ib_write_bw-3.txt"
                                               << "write_bw"
                                               << "client"
                                               << "roceP2p1s0f0" << 1 << 1024 << "Ethernet" << false << 3
                                               << "Gb/sec" << 6 << 97.28 << qint64(927940) << qint64(65536);
    QTest::newRow("ib_write_bw-5 server, row cut off") << "ib_write_bw-5-server-partial.txt"
                                                       << "write_bw"
                                                       << "server"
                                                       << "mlx5_0" << 1 << 4096 << "Ethernet" << false << 3
                                                       << "MB/sec" << 0 << 0.0 << qint64(0) << qint64(65536);
    QTest::newRow("ib_write_bw-6 server after libibverbs warnings")
        << "ib_write_bw-6-server-libibverbs-warn-partial.txt"
        << "write_bw"
        << "server"
        << "rocep4s0f0" << 1 << 4096 << "Ethernet" << false << 1 << "" << 0 << 0.0 << qint64(0)
        << qint64(65536);
    // "RDMA_Write Post List BW Test": a title word more, Post List and TX
    // depth in the header, no address block, MsgRate after tabs. A header
    // with no "Waiting for client" banner is read as the client's.
    QTest::newRow("ib_write_bw-7 post list, Gb/sec")
        << "ib_write_bw-7-post-list-gbits.txt"
        << "write_bw"
        << "client"
        << "ib0" << 1 << 4096 << "Ethernet" << false << 2 << "Gb/sec" << 1 << 0.48 << qint64(224958464)
        << qint64(8);
    // ib_read_bw on InfiniBand, MB/sec, "-a" rows; the second copy of the
    // same run came with its dashed lines removed and "iterations" without '#'.
    QTest::newRow("ib_read_bw-1 IB, behind a prompt")
        << "ib_read_bw-1-ib-prompt-partial.txt"
        << "read_bw"
        << "client"
        << "mlx5_1" << 1 << 4096 << "IB" << false << -1 << "MB/sec" << 3 << 4.67 * kMB << qint64(1000)
        << qint64(2);
    QTest::newRow("ib_read_bw-2 no dashed lines") << "ib_read_bw-2-no-dashes-partial.txt"
                                                  << "read_bw"
                                                  << "client"
                                                  << "mlx5_1" << 1 << 4096 << "IB" << false << -1 << "MB/sec"
                                                  << 7 << 4.67 * kMB << qint64(1000) << qint64(2);
    QTest::newRow("ib_write_bw-err-1 cannot connect")
        << "ib_write_bw-err-1.txt"
        << "write_bw"
        << "client"
        << "" << 0 << 0 << "" << false << -1 << "" << 0 << 0.0 << qint64(0) << qint64(65536);
    QTest::newRow("ib_write_lat-1 rdma_cm latency")
        << "ib_write_lat-1-rdma_cm.txt"
        << "write_lat"
        << "client"
        << "rocep1s0f1" << 1 << 1024 << "IB" << true << -1 << "" << 1 << 0.0 << qint64(1000) << qint64(65536);
    // GB10 (Dell Pro Max): -R --force-link IB with 4 QPs, so "Link type : IB"
    // on RoCE, four local and four remote address lines without GIDs, and
    // the command line the poster kept above the output (a host argument:
    // the client).
    QTest::newRow("ib_write_bw-8 GB10 rdma_cm, 4 QPs")
        << "ib_write_bw-8-gb10-rdma-cm-4qp-command.txt"
        << "write_bw"
        << "client"
        << "rocep1s0f0" << 4 << 1024 << "IB" << true << -1 << "Gb/sec" << 1 << 111.61 << qint64(20000)
        << qint64(65536);
    // Two ib_write_bw runs (rocep1s0f1 and roceP2p1s0f1) printing into one
    // terminal: their header lines interleave and each result row follows
    // its own dashed line. Both rows are kept (98.04 Gb/s each); the header
    // values are the later run's, and warnings say so.
    QTest::newRow("ib_write_bw-9 GB10 two runs mixed")
        << "ib_write_bw-9-gb10-two-runs-interleaved-partial.txt"
        << "write_bw"
        << "client"
        << "roceP2p1s0f1" << 4 << 4096 << "Ethernet" << false << 3 << "Gb/sec" << 2 << 98.04 << qint64(70121)
        << qint64(1048576);
    // --cpu_util adds a CPU_Util[%] column; the poster masked QPN, PSN, RKey
    // and VAddr with x's.
    QTest::newRow("ib_write_bw-10 GB10 CPU_Util column, masked hex")
        << "ib_write_bw-10-gb10-cpu-util-masked-prompt.txt"
        << "write_bw"
        << "client"
        << "roceP2p1s0f0" << 1 << 1024 << "Ethernet" << false << 3 << "Gb/sec" << 1 << 92.57
        << qint64(1059332) << qint64(65536);
}

void TstPerftestParser::samples()
{
    QFETCH(QString, file);
    QFETCH(QString, test);
    QFETCH(QString, role);
    QFETCH(QString, device);
    QFETCH(int, qps);
    QFETCH(int, mtu);
    QFETCH(QString, linkType);
    QFETCH(bool, rdmaCm);
    QFETCH(int, gidIndex);
    QFETCH(QString, unit);
    QFETCH(int, rows);
    QFETCH(double, firstAvgGbps);
    QFETCH(qint64, firstIterations);
    QFETCH(qint64, firstBytes);

    const QString text = readSample(file);
    QVERIFY2(!text.isEmpty(), qPrintable(file));
    const auto r = PerftestParser::parse(text);
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    const PerftestResult &p = r.value();
    QCOMPARE(p.test, test);
    QCOMPARE(p.role, role);
    QCOMPARE(p.device, device);
    QCOMPARE(p.qps, qps);
    QCOMPARE(p.mtu, mtu);
    QCOMPARE(p.linkType, linkType);
    QCOMPARE(p.rdmaCm, rdmaCm);
    QCOMPARE(p.gidIndex, gidIndex);
    QCOMPARE(p.bwUnitInSource, unit);
    if (p.isLatency()) {
        QCOMPARE(p.latRows.size(), rows);
        QVERIFY(p.bwRows.isEmpty());
        if (rows > 0)
            QCOMPARE(p.latRows.first().iterations, firstIterations);
    } else {
        QCOMPARE(p.bwRows.size(), rows);
        if (rows > 0) {
            QCOMPARE(p.bwRows.first().bwAvgGbps, firstAvgGbps);
            QCOMPARE(p.bwRows.first().iterations, firstIterations);
            QCOMPARE(p.bwRows.first().bytes, firstBytes);
        }
    }
    QCOMPARE(p.error.has_value(), file.contains(QLatin1String("-err-")));
}

void TstPerftestParser::addresses()
{
    const auto one = PerftestParser::parse(readSample(QStringLiteral("ib_write_bw-1.txt")));
    QVERIFY(one);
    QCOMPARE(one->localAddresses.size(), 1);
    QCOMPARE(one->remoteAddresses.size(), 1);
    QCOMPARE(one->localAddresses[0].lid, QStringLiteral("0000"));
    QCOMPARE(one->localAddresses[0].qpn, QStringLiteral("0x01b8"));
    QCOMPARE(one->localAddresses[0].psn, QStringLiteral("0x6c40bb"));
    QCOMPARE(one->localAddresses[0].rkey, QStringLiteral("0x184300"));
    QCOMPARE(one->localAddresses[0].ip, QStringLiteral("192.168.100.11"));
    QCOMPARE(one->remoteAddresses[0].qpn, QStringLiteral("0x01c1"));
    QCOMPARE(one->remoteAddresses[0].ip, QStringLiteral("192.168.100.10"));
    QCOMPARE(one->bwRows[0].bwPeakGbps, 11032.64 * kMB);
    QCOMPARE(one->bwRows[0].msgRateMpps, 0.176518);
    // The unit factor reproduces perftest's own arithmetic: 65536 B at 0.176518 Mpps.
    QVERIFY(qAbs(one->bwRows[0].bwAvgGbps - 65536 * 8 * 0.176518e6 / 1e9) < 0.01);

    // Hand-aligned copy: two spaces after "local address:" and after "GID:".
    const auto two = PerftestParser::parse(readSample(QStringLiteral("ib_write_bw-2.txt")));
    QVERIFY(two);
    QCOMPARE(two->localAddresses[0].ip, QStringLiteral("192.168.200.13"));
    QCOMPARE(two->remoteAddresses[0].ip, QStringLiteral("192.168.200.12"));
    QCOMPARE(two->remoteAddresses[0].psn, QStringLiteral("0x531b7"));
    // --run_infinitely: every row kept, including the one that differs.
    QCOMPARE(two->bwRows[3].bwAvgGbps, 92.56);
    QCOMPARE(two->bwRows[4].iterations, qint64(882821));
    QCOMPARE(two->bwRows[0].bwPeakGbps, 0.0); // "BW peak won't be measured"

    const auto three = PerftestParser::parse(readSample(QStringLiteral("ib_write_bw-3.txt")));
    QVERIFY(three);
    QCOMPARE(three->bwRows[3].bwAvgGbps, 97.28);
    QCOMPARE(three->bwRows[4].bwAvgGbps, 97.29);

    const auto five = PerftestParser::parse(readSample(QStringLiteral("ib_write_bw-5-server-partial.txt")));
    QVERIFY(five);
    QCOMPARE(five->localAddresses[0].ip, QStringLiteral("10.255.255.5"));

    const auto six =
        PerftestParser::parse(readSample(QStringLiteral("ib_write_bw-6-server-libibverbs-warn-partial.txt")));
    QVERIFY(six);
    QCOMPARE(six->localAddresses.size(), 1);
    QCOMPARE(six->localAddresses[0].lid, QStringLiteral("0x01"));
    QCOMPARE(six->localAddresses[0].psn, QStringLiteral("0xfdc71d"));
    QVERIFY(six->localAddresses[0].rkey.isEmpty()); // cut at "RKe"
    QVERIFY(!six->error);                           // libibverbs warnings are not perftest errors
}

void TstPerftestParser::latencySample()
{
    const auto r = PerftestParser::parse(readSample(QStringLiteral("ib_write_lat-1-rdma_cm.txt")));
    QVERIFY(r);
    QCOMPARE(r->latRows.size(), 1);
    const auto &row = r->latRows.first();
    QCOMPARE(row.bytes, qint64(2));
    QCOMPARE(row.tMinUs, 1.42);
    QCOMPARE(row.tMaxUs, 1.93);
    QCOMPARE(row.tTypicalUs, 1.47);
    QCOMPARE(row.tAvgUs, 1.47);
    QCOMPARE(row.tStdevUs, 0.0);
    QCOMPARE(row.p99Us.value_or(-1), 1.57);
    QCOMPARE(row.p999Us.value_or(-1), 1.93);
    // -R: no GID lines, addresses still there.
    QCOMPARE(r->localAddresses.size(), 1);
    QCOMPARE(r->localAddresses[0].qpn, QStringLiteral("0x02ee"));
    QCOMPARE(r->remoteAddresses[0].psn, QStringLiteral("0x14568b"));
    QVERIFY(r->localAddresses[0].gid.isEmpty());
    QCOMPARE(r->transport, QStringLiteral("IB"));
    QCOMPARE(r->connectionType, QStringLiteral("RC"));
}

void TstPerftestParser::errorSample()
{
    const auto r = PerftestParser::parse(readSample(QStringLiteral("ib_write_bw-err-1.txt")));
    QVERIFY(r);
    QVERIFY(r->error);
    QCOMPARE(r->error->kind, PerftestErrorKind::CannotConnect);
    QCOMPARE(r->error->message, QStringLiteral("Couldn't connect to 192.168.125.211:18515"));
    QCOMPARE(r->error->line, 2);
    QCOMPARE(r->toJson().value(QStringLiteral("error")).toObject().value(QStringLiteral("kind")).toString(),
             QStringLiteral("cannot_connect"));
}

void TstPerftestParser::mibHeaderConvertsLikeMb()
{
    QString text = readSample(QStringLiteral("ib_write_bw-1.txt"));
    text.replace(QStringLiteral("[MB/sec]"), QStringLiteral("[MiB/sec]"));
    const auto r = PerftestParser::parse(text);
    QVERIFY(r);
    QCOMPARE(r->bwUnitInSource, QStringLiteral("MiB/sec"));
    QCOMPARE(r->bwRows.size(), 1);
    QCOMPARE(r->bwRows[0].bwAvgGbps, 11032.34 * kMB);
}

// Every "Key : value" of the header is kept as printed, whichever perftest
// release added it (ctx_print_test_info); the title's extra words are read.
void TstPerftestParser::headerFields_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("test");
    QTest::addColumn<bool>("bidirectional");
    QTest::addColumn<QStringList>("pairs"); // key=value that must be in header{}
    QTest::newRow("ib_write_bw-7") << readSample(QStringLiteral("ib_write_bw-7-post-list-gbits.txt"))
                                   << "write_bw" << false
                                   << QStringList{"TX depth=256",
                                                  "Post List=128",
                                                  "CQ Moderation=128",
                                                  "PCIe relax order=Unsupported",
                                                  "Data ex. method=Ethernet",
                                                  "Max inline data=0[B]",
                                                  "ibv_wr* API=OFF",
                                                  "Using SRQ=OFF"};
    QTest::newRow("bidirectional, lock-free, outstanding reads")
        << QStringLiteral("                    RDMA_Read Bidirectional BW Test\n"
                          " Dual-port       : OFF\t\tDevice         : rocep1s0f0\n"
                          " Number of qps   : 1\t\tTransport type : IB\n"
                          " PCIe relax order: ON\t\tLock-free      : OFF\n"
                          " Outstand reads  : 16\n"
                          " rdma_cm QPs\t : OFF\n"
                          "-----------------------------------------------------------------------\n"
                          " local address: LID 0000 QPN 0x0100 PSN 0x1 OUT 0x10 RKey 0x1 VAddr 0x1\n"
                          " GID: 00:00:00:00:00:00:00:00:00:00:255:255:10:0:0:1\n")
        << "read_bw" << true << QStringList{"Lock-free=OFF", "Outstand reads=16", "PCIe relax order=ON"};
    QTest::newRow("ib_read_bw-2, no dashed line after the header")
        << readSample(QStringLiteral("ib_read_bw-2-no-dashes-partial.txt")) << "read_bw" << false
        << QStringList{"Outstand reads=16", "TX depth=128", "CQ Moderation=100", "Data ex. method=Ethernet"};
}

void TstPerftestParser::headerFields()
{
    QFETCH(QString, text);
    QFETCH(QString, test);
    QFETCH(bool, bidirectional);
    QFETCH(QStringList, pairs);
    const auto r = PerftestParser::parse(text);
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->test, test);
    QCOMPARE(r->bidirectional, bidirectional);
    for (const QString &p : pairs)
        QCOMPARE(r->header.value(p.section(QLatin1Char('='), 0, 0)), p.section(QLatin1Char('='), 1));
    // Nothing after the header's dashed line is taken for a header field.
    QVERIFY(!r->header.contains(QStringLiteral("GID")));
    QVERIFY(!r->header.contains(QStringLiteral("local address")));
    QCOMPARE(r->toJson().value(QLatin1String("bidirectional")).toBool(), bidirectional);
}

void TstPerftestParser::readBwAndManyQps()
{
    const QString text = QStringLiteral(
        "---------------------------------------------------------------------------------------\n"
        "                    RDMA_Read BW Test\n"
        " Dual-port       : OFF\t\tDevice         : roceP2p1s0f1\n"
        " Number of qps   : 2\t\tTransport type : IB\n"
        " Connection type : RC\t\tUsing SRQ      : OFF\n"
        " Mtu             : 4096[B]\n"
        " Link type       : Ethernet\n"
        " GID index       : 3\n"
        " rdma_cm QPs\t : OFF\n"
        "---------------------------------------------------------------------------------------\n"
        " local address: LID 0000 QPN 0x0100 PSN 0x1 OUT 0x10 RKey 0x1 VAddr 0x1\n"
        " GID: 00:00:00:00:00:00:00:00:00:00:255:255:10:0:0:1\n"
        " local address: LID 0000 QPN 0x0101 PSN 0x2 OUT 0x10 RKey 0x1 VAddr 0x1\n"
        " GID: 00:00:00:00:00:00:00:00:00:00:255:255:10:0:0:1\n"
        " remote address: LID 0000 QPN 0x0200 PSN 0x3 OUT 0x10 RKey 0x1 VAddr 0x1\n"
        " GID: 00:00:00:00:00:00:00:00:00:00:255:255:10:0:0:2\n"
        " remote address: LID 0000 QPN 0x0201 PSN 0x4 OUT 0x10 RKey 0x1 VAddr 0x1\n"
        " GID: 00:00:00:00:00:00:00:00:00:00:255:255:10:0:0:2\n"
        "---------------------------------------------------------------------------------------\n"
        " #bytes     #iterations    BW peak[Gb/sec]    BW average[Gb/sec]   MsgRate[Mpps]\n"
        " 65536      1000             95.10              95.01\t\t   0.181217\n"
        "---------------------------------------------------------------------------------------\n");
    const auto r = PerftestParser::parse(text);
    QVERIFY(r);
    QCOMPARE(r->test, QStringLiteral("read_bw"));
    QCOMPARE(r->qps, 2);
    QCOMPARE(r->localAddresses.size(), 2);
    QCOMPARE(r->remoteAddresses.size(), 2);
    QCOMPARE(r->localAddresses[1].qpn, QStringLiteral("0x0101"));
    QCOMPARE(r->remoteAddresses[1].ip, QStringLiteral("10.0.0.2"));
    QCOMPARE(r->bwRows.size(), 1);
    QCOMPARE(r->bwRows[0].bwPeakGbps, 95.10);
    QCOMPARE(r->bwRows[0].bwAvgGbps, 95.01);
}

void TstPerftestParser::errorClassification_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("message");

    QTest::newRow("current source: two socket lines")
        << "Couldn't connect to 10.0.0.2:18515\nUnable to open file descriptor for socket connection\n"
           " Unable to init the socket connection\n"
        << int(PerftestErrorKind::CannotConnect) << "Couldn't connect to 10.0.0.2:18515";
    QTest::newRow("socket init only")
        << " Unable to init the socket connection\n"
        << int(PerftestErrorKind::CannotConnect) << "Unable to init the socket connection";
    QTest::newRow("device not found")
        << "IB device rocep9s0f0 not found\n Unable to find the Infiniband/RoCE device\n"
        << int(PerftestErrorKind::DeviceNotFound) << "IB device rocep9s0f0 not found";
    QTest::newRow("no devices") << "No IB devices found\n"
                                << int(PerftestErrorKind::DeviceNotFound) << "No IB devices found";
    QTest::newRow("QP to RTR") << "$ ib_write_bw -d rocep1s0f0 10.0.0.2\n Failed to modify QP 0x1b8 to RTR\n"
                                  " Unable to Connect the HCA's through the link\n"
                               << int(PerftestErrorKind::QpTransitionFailure)
                               << "Failed to modify QP 0x1b8 to RTR";
    QTest::newRow("rdma_cm") << "Unexpected CM event bl blka 8\nUnable to perform rdma_client function\n"
                             << int(PerftestErrorKind::RdmaCmFailure) << "Unexpected CM event bl blka 8";
    QTest::newRow("unknown after a header")
        << "                    RDMA_Write BW Test\n Completion with error at client\n"
        << int(PerftestErrorKind::Unknown) << "Completion with error at client";
}

void TstPerftestParser::errorClassification()
{
    QFETCH(QString, text);
    QFETCH(int, kind);
    QFETCH(QString, message);
    const auto r = PerftestParser::parse(text);
    QVERIFY2(r, qPrintable(r ? QString() : r.error().message));
    QVERIFY(r->error);
    QCOMPARE(int(r->error->kind), kind);
    QCOMPARE(r->error->message, message);
}

void TstPerftestParser::unknownUnitIsNotSilentlyConverted()
{
    QString text = readSample(QStringLiteral("ib_write_bw-1.txt"));
    text.replace(QStringLiteral("[MB/sec]"), QStringLiteral("[KB/sec]"));
    const auto r = PerftestParser::parse(text);
    QVERIFY(r);
    QCOMPARE(r->bwUnitInSource, QStringLiteral("KB/sec"));
    QVERIFY(r->bwRows.isEmpty());
}

void TstPerftestParser::notPerftest_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("blank lines") << QStringLiteral("\n\n   \n");
    QTest::newRow("ibdev2netdev") << readSample(QStringLiteral("ibdev2netdev-1.txt"));
    QTest::newRow("nccl-tests") << readSample(QStringLiteral("nccl_all_gather_perf-1.txt"));
    QTest::newRow("generic failure, no perftest") << QStringLiteral("Failed to start the engine\n");
    QTest::newRow("binary junk") << QString::fromLatin1("\x01\x02\xff\xfe garbage ::: ]]] [[[");
}

void TstPerftestParser::notPerftest()
{
    QFETCH(QString, text);
    const auto r = PerftestParser::parse(text);
    QVERIFY(!r.hasValue());
    QVERIFY(!r.error().message.isEmpty());
}

void TstPerftestParser::jsonFields()
{
    const auto bw = PerftestParser::parse(readSample(QStringLiteral("ib_write_bw-2.txt")));
    QVERIFY(bw);
    const QJsonObject o = bw->toJson();
    for (const char *key : {"test", "role", "device", "qps", "mtu", "link_type", "rdma_cm", "rows", "error",
                            "bw_unit_in_source", "local_addresses", "remote_addresses"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o.value(QStringLiteral("rows")).toArray().size(), 5);
    const QJsonObject row = o.value(QStringLiteral("rows")).toArray().first().toObject();
    QCOMPARE(row.value(QStringLiteral("bw_avg_gbps")).toDouble(), 92.57);
    for (const char *key : {"bytes", "iterations", "bw_peak_gbps", "bw_avg_gbps", "msg_rate_mpps"})
        QVERIFY2(row.contains(QLatin1String(key)), key);
    QVERIFY(o.value(QStringLiteral("error")).isNull());

    const auto lat = PerftestParser::parse(readSample(QStringLiteral("ib_write_lat-1-rdma_cm.txt")));
    QVERIFY(lat);
    const QJsonObject lrow = lat->toJson().value(QStringLiteral("rows")).toArray().first().toObject();
    for (const char *key : {"bytes", "iterations", "t_min_us", "t_max_us", "t_typical_us", "t_avg_us",
                            "t_stdev_us", "p99_us", "p999_us"})
        QVERIFY2(lrow.contains(QLatin1String(key)), key);
    QCOMPARE(lrow.value(QStringLiteral("t_avg_us")).toDouble(), 1.47);
    QCOMPARE(lat->toJson().value(QStringLiteral("rdma_cm")).toBool(), true);
}

void TstPerftestParser::warningsKeepTheRest()
{
    // Mixed runs: a second title and a second device are warnings, not errors.
    const auto mixed = PerftestParser::parse(
        readSample(QStringLiteral("ib_write_bw-9-gb10-two-runs-interleaved-partial.txt")));
    QVERIFY(mixed.hasValue());
    QCOMPARE(mixed.value().warnings.size(), 2);
    QCOMPARE(mixed.value().warnings.at(0).line, 8);
    QCOMPARE(mixed.value().warnings.at(0).text, QStringLiteral("RDMA_Write BW Test"));
    QVERIFY(mixed.value().warnings.at(1).reason.contains(QLatin1String("rocep1s0f1")));
    QVERIFY(mixed.value().toJson().contains(QLatin1String("warnings")));

    // The CPU_Util column is read; the x-masked hex values are kept as printed.
    const auto cpu =
        PerftestParser::parse(readSample(QStringLiteral("ib_write_bw-10-gb10-cpu-util-masked-prompt.txt")));
    QVERIFY(cpu.hasValue());
    QVERIFY(cpu.value().warnings.isEmpty());
    QCOMPARE(cpu.value().bwRows.first().cpuUtilPct.value_or(-1), 5.07);
    QCOMPARE(cpu.value().localAddresses.first().qpn, QStringLiteral("0xxxxx"));
    QCOMPARE(cpu.value().localAddresses.first().ip, QStringLiteral("192.168.100.15"));
    QVERIFY(!cpu.value().toJson().contains(QLatin1String("warnings")));

    // A result row cut off mid-line is kept aside with its line number.
    const auto cut = PerftestParser::parse(readSample(QStringLiteral("ib_write_bw-5-server-partial.txt")));
    QVERIFY(cut.hasValue());
    QVERIFY(cut.value().bwRows.isEmpty());
    QCOMPARE(cut.value().warnings.size(), 1);
    QVERIFY(cut.value().warnings.first().reason.contains(QLatin1String("bandwidth row")));

    // A table in a unit perftest never printed: a warning naming the unit.
    const QString odd =
        QStringLiteral(" #bytes     #iterations    BW peak[Kb/sec]    BW average[Kb/sec]   MsgRate[Mpps]\n"
                       " 65536      5000             1.0                1.0                  0.1\n");
    const auto unit = PerftestParser::parse(odd);
    QVERIFY(unit.hasValue());
    QVERIFY(unit.value().bwRows.isEmpty());
    QCOMPARE(unit.value().warnings.size(), 1);
    QVERIFY(unit.value().warnings.first().reason.contains(QLatin1String("Kb/sec")));
}

QTEST_GUILESS_MAIN(TstPerftestParser)
#include "tst_perftestparser.moc"
