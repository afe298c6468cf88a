// SPDX-License-Identifier: GPL-3.0-or-later
// The emulated tools print what the real ones print: lines are compared
// with the real samples in tests/data/samples, column for column.
#include "sim/ethtoolemulator.h"
#include "sim/ncclemulator.h"
#include "sim/perftestemulator.h"
#include "sim/scenariocatalog.h"
#include "sim/simcluster.h"
#include "sim/simnode.h"
#include "sim/toolemulator.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace railyard::sim;

namespace {

QStringList sampleLines(const QString &name)
{
    QFile f(QStringLiteral(RAILYARD_TEST_DATA "/samples/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
}

QStringList lines(const QByteArray &out)
{
    return QString::fromUtf8(out).split(QLatin1Char('\n'));
}

// End offsets of the whitespace-separated tokens (tabs expanded to 8):
// right-aligned columns end at the same place when the layout matches.
QList<int> columnEnds(const QString &line)
{
    QString expanded;
    for (QChar c : line) {
        if (c == QLatin1Char('\t'))
            expanded += QString(8 - expanded.size() % 8, QLatin1Char(' '));
        else
            expanded += c;
    }
    QList<int> ends;
    for (const QRegularExpressionMatch &m : QRegularExpression(QStringLiteral("\\S+")).globalMatch(expanded))
        ends << int(m.capturedEnd());
    return ends;
}

Scenario scenario(const QString &name)
{
    auto s = ScenarioCatalog::byName(name);
    Q_ASSERT(s);
    return s.value();
}

} // namespace

class TestToolEmulator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The model's neighbour table on a pair NVIDIA's helper configured
    // shows ARP flux as the real kernel did in the namespace cluster
    // (tests/data/samples/ip_j_neigh-arp-flux-helper-pair-1.json): the
    // entries of spark-1's first netdev in the shared /24, both at the MAC
    // of spark-2's rail 1, and none on the second.
    void neighboursShowArpFluxAsTheKernel()
    {
        SimCluster c(scenario(QStringLiteral("nvidia-helper-pair")));
        c.node(QStringLiteral("spark-1"))->markPinged(QStringLiteral("enp1s0f0np0"));
        c.node(QStringLiteral("spark-1"))->markPinged(QStringLiteral("enP2p1s0f0np0"));
        ToolEmulator t(c);
        const QByteArray out = t.run(QStringLiteral("spark-1"), QStringLiteral("ip"),
                                     {QStringLiteral("-j"), QStringLiteral("neigh"), QStringLiteral("show")})
                                   .out;
        QStringList model;
        for (const QJsonValue &v : QJsonDocument::fromJson(out).array()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("dst")).toString().startsWith(QLatin1String("192.168.0.")))
                model << o.value(QStringLiteral("dst")).toString() + QLatin1Char(' ') +
                             o.value(QStringLiteral("dev")).toString() + QLatin1Char(' ') +
                             o.value(QStringLiteral("lladdr")).toString();
        }
        QStringList kernel;
        QFile f(QStringLiteral(RAILYARD_TEST_DATA "/samples/ip_j_neigh-arp-flux-helper-pair-1.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        for (const QJsonValue &v : QJsonDocument::fromJson(f.readAll()).array()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("dst")).toString().startsWith(QLatin1String("192.168.0.")))
                kernel << o.value(QStringLiteral("dst")).toString() + QLatin1Char(' ') +
                              o.value(QStringLiteral("dev")).toString() + QLatin1Char(' ') +
                              o.value(QStringLiteral("lladdr")).toString();
        }
        model.sort();
        kernel.sort();
        QCOMPARE(model, kernel);
    }

    void ibdev2netdevMatchesSample()
    {
        SimCluster c(scenario(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        const QStringList sample = sampleLines(QStringLiteral("ibdev2netdev-1.txt")).mid(1, 4);
        const QStringList out =
            lines(t.run(QStringLiteral("spark-1"), QStringLiteral("ibdev2netdev"), {}).out);
        QCOMPARE(out.mid(0, 4), sample);
    }

    void rdmaLinkMatchesSample()
    {
        SimCluster c(scenario(QStringLiteral("healthy-ring4")));
        ToolEmulator t(c);
        const QStringList sample = sampleLines(QStringLiteral("rdma_link_show-1.txt")).mid(1, 4);
        QStringList out = lines(t.run(QStringLiteral("spark-2"), QStringLiteral("rdma"),
                                      {QStringLiteral("link"), QStringLiteral("show")})
                                    .out);
        QVERIFY(out[0].endsWith(QLatin1Char(' '))); // real rdma prints a trailing space
        for (QString &l : out)
            l = l.trimmed();
        QCOMPARE(out.mid(0, 4), sample);
        const QByteArray json = t.run(QStringLiteral("spark-2"), QStringLiteral("rdma"),
                                      {QStringLiteral("-j"), QStringLiteral("link")})
                                    .out;
        QVERIFY(json.startsWith("[{\"ifindex\":0,\"ifname\":\"rocep1s0f0\",\"port\":1,\"state\":\"ACTIVE\""));
        QVERIFY(json.contains("\"netdev_index\":3"));
    }

    void ibvDevinfoMatchesSample()
    {
        SimCluster c(scenario(QStringLiteral("healthy-ring4")));
        ToolEmulator t(c);
        QStringList sample = sampleLines(QStringLiteral("ibv_devinfo-1.txt")).mid(1);
        QStringList out = lines(t.ibvDevinfo(QStringLiteral("spark-1")));
        const QRegularExpression guid(QStringLiteral("[0-9a-f]{4}:[0-9a-f]{4}:[0-9a-f]{4}:[0-9a-f]{4}"));
        for (QString &l : sample)
            l.replace(guid, QStringLiteral("GUID"));
        for (QString &l : out)
            l.replace(guid, QStringLiteral("GUID"));
        QCOMPARE(out.mid(0, 76), sample.mid(0, 76));
    }

    void perftestRowsMatchSample()
    {
        // ib_write_bw-1: " 65536      5000             11032.64            11032.34\t\t   0.176518"
        const QStringList bw = sampleLines(QStringLiteral("ib_write_bw-1.txt"));
        QCOMPARE(
            QString::fromUtf8(PerftestEmulator::bwRow(65536, 5000, 11032.64, 11032.34, 0.176518)).chopped(1),
            bw[25]);
        QCOMPARE(QString::fromUtf8(PerftestEmulator::tableHeader(PerftestOptions{})).chopped(1), bw[24]);
        const QStringList lat = sampleLines(QStringLiteral("ib_write_lat-1-rdma_cm.txt"));
        QCOMPARE(
            QString::fromUtf8(PerftestEmulator::latRow(2, 1000, 1.42, 1.93, 1.47, 1.47, 0.00, 1.57, 1.93))
                .chopped(1),
            lat[19]);
        PerftestOptions latOpts;
        latOpts.test = QStringLiteral("write_lat");
        // The sample lost perftest's trailing space on the latency header.
        QCOMPARE(QString::fromUtf8(PerftestEmulator::tableHeader(latOpts)).chopped(2), lat[18]);
    }

    void perftestHeaderMatchesSample()
    {
        SimCluster c(scenario(QStringLiteral("healthy-pair")));
        PerftestOptions o;
        o.test = QStringLiteral("write_bw");
        o.device = QStringLiteral("rocep1s0f0");
        o.server = QStringLiteral("10.231.0.2");
        const ToolOutput out = PerftestEmulator::runClient(c, QStringLiteral("spark-1"), o);
        QCOMPARE(out.exitCode, 0);
        const QStringList got = lines(out.out);
        const QStringList sample = sampleLines(QStringLiteral("ib_write_bw-1.txt")).mid(3, 17);
        QCOMPARE(got.mid(0, 9), sample.mid(0, 9));                      // rule .. CQ Moderation
        QCOMPARE(got[9], QStringLiteral(" Mtu             : 4096[B]")); // the pair runs MTU 9000
        QCOMPARE(got.mid(10, 6), sample.mid(10, 6));
        QVERIFY(got[16].startsWith(QLatin1String(" local address: LID 0000 QPN 0x")));
        QCOMPARE(got[17], QStringLiteral(" GID: 00:00:00:00:00:00:00:00:00:00:255:255:10:231:00:01"));
        QCOMPARE(columnEnds(got[16]), columnEnds(sample[16]));
    }

    void perftestConnectErrorMatchesSource()
    {
        SimCluster c(scenario(QStringLiteral("crossed-pair")));
        PerftestOptions o;
        o.test = QStringLiteral("write_bw");
        o.server = QStringLiteral("10.231.0.2");
        const ToolOutput out = PerftestEmulator::runClient(c, QStringLiteral("spark-1"), o);
        QCOMPARE(out.exitCode, 1);
        QCOMPARE(out.err, QByteArray("Couldn't connect to 10.231.0.2:18515\n"
                                     "Unable to open file descriptor for socket connection\n"
                                     " Unable to init the socket connection\n"));
    }

    void ethtoolModuleSff8636MatchesSample()
    {
        SimCluster c(scenario(QStringLiteral("breakout-pair")));
        const QStringList out = lines(EthtoolEmulator::moduleEeprom(
            c, QStringLiteral("spark-1"), c.node(QStringLiteral("spark-1"))->rail({0, 1})));
        const QStringList sample = sampleLines(QStringLiteral("ethtool_m-2-sff8636-mellanox-dac.txt"));
        // The sample shows ethtool's leading tab as 4 spaces.
        for (const QString &key :
             {QStringLiteral("Connector"), QStringLiteral("Length (Copper or Active cable)"),
              QStringLiteral("Transmitter technology"), QStringLiteral("Attenuation at 2.5GHz"),
              QStringLiteral("Attenuation at 12.9GHz"), QStringLiteral("Vendor name"),
              QStringLiteral("Vendor OUI"), QStringLiteral("Module voltage"),
              QStringLiteral("Module temperature")}) {
            const auto find = [&](const QStringList &ls) {
                for (const QString &l : ls) {
                    if (l.trimmed().startsWith(key + QLatin1Char(' ')))
                        return QString(l).replace(QLatin1Char('\t'), QStringLiteral("    "));
                }
                return QString();
            };
            QCOMPARE(find(out), find(sample));
        }
    }

    void ethtoolModuleCmisIdentifier()
    {
        SimCluster c(scenario(QStringLiteral("healthy-pair")));
        const QByteArray out = EthtoolEmulator::moduleEeprom(c, QStringLiteral("spark-2"),
                                                             c.node(QStringLiteral("spark-2"))->rail({0, 2}));
        QVERIFY(out.startsWith(
            "\tIdentifier                                : 0x1e (QSFP+ or later with Common Management "
            "Interface Specification (CMIS))\n"));
        QVERIFY(out.contains("\tAttenuation at 12.9GHz                    : 5db\n"));
        // No cable in port 1: ethtool fails.
        ToolEmulator t(c);
        const ToolOutput none = t.run(QStringLiteral("spark-2"), QStringLiteral("ethtool"),
                                      {QStringLiteral("-m"), QStringLiteral("enp1s0f1np1")});
        QCOMPARE(none.exitCode, 1);
    }

    void ethtoolFecAndLinkMatchSamples()
    {
        SimCluster tri(scenario(QStringLiteral("healthy-triangle")));
        ToolEmulator tt(tri);
        const QStringList fec = lines(tt.run(QStringLiteral("spark-1"), QStringLiteral("ethtool"),
                                             {QStringLiteral("--show-fec"), QStringLiteral("enp1s0f1np1")})
                                          .out);
        const QStringList sample = sampleLines(QStringLiteral("ethtool_show_fec-1.txt"));
        QCOMPARE(fec.mid(0, 3), sample.mid(3, 3));
        SimCluster c(scenario(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        const QStringList link = lines(
            t.run(QStringLiteral("spark-1"), QStringLiteral("ethtool"), {QStringLiteral("enp1s0f0np0")}).out);
        QCOMPARE(link[0], QStringLiteral("Settings for enp1s0f0np0:"));
        QVERIFY(link.contains(QStringLiteral("\tSpeed: 200000Mb/s")));
        QVERIFY(link.contains(QStringLiteral("\tLanes: 2"))); // QSFP112: 2 lanes x 100G
        QVERIFY(link.contains(QStringLiteral("\tLink detected: yes")));
        const ToolOutput bad =
            t.run(QStringLiteral("spark-1"), QStringLiteral("ethtool"), {QStringLiteral("eth9")});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY(bad.err.contains("No such device"));
    }

    void ethtoolStatsLayout()
    {
        SimCluster c(scenario(QStringLiteral("healthy-pair")));
        c.clock().advance(10);
        ToolEmulator t(c);
        const QStringList out = lines(t.run(QStringLiteral("spark-2"), QStringLiteral("ethtool"),
                                            {QStringLiteral("-S"), QStringLiteral("enp1s0f0np0")})
                                          .out);
        QCOMPARE(out[0], QStringLiteral("NIC statistics:"));
        const QRegularExpression row(QStringLiteral("^     [a-z0-9_]+: \\d+$"));
        for (const QString &l : out.mid(1, out.size() - 2))
            QVERIFY2(row.match(l).hasMatch(), qPrintable(l));
        // Same order as the real mlx5 block.
        const QStringList sample = sampleLines(QStringLiteral("ethtool_S_full-annotated-1.stripped.txt"));
        auto pos = [](const QStringList &ls, const QString &name) {
            for (qsizetype i = 0; i < ls.size(); ++i) {
                if (ls[i].trimmed().startsWith(name + QLatin1Char(':')))
                    return int(i);
            }
            return -1;
        };
        QList<int> ours;
        QList<int> theirs;
        for (const QString &n :
             {QStringLiteral("rx_vport_rdma_unicast_bytes"), QStringLiteral("rx_crc_errors_phy"),
              QStringLiteral("rx_bytes_phy"), QStringLiteral("rx_symbol_err_phy"),
              QStringLiteral("link_down_events_phy"), QStringLiteral("rx_corrected_bits_phy"),
              QStringLiteral("rx_err_lane_3_phy")}) {
            ours << pos(out, n);
            theirs << pos(sample, n);
            QVERIFY2(ours.last() > 0 && theirs.last() >= 0, qPrintable(n));
        }
        QVERIFY(std::is_sorted(ours.begin(), ours.end()));
        QVERIFY(std::is_sorted(theirs.begin(), theirs.end()));
    }

    void nvidiaSmiMatchesSample()
    {
        SimCluster c(scenario(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        const QStringList out = lines(t.nvidiaSmi(QStringLiteral("spark-1")));
        const QStringList sample = sampleLines(QStringLiteral("nvidia-smi-gb10-1.txt")).mid(1);
        QCOMPARE(out[0].size(), sample[0].size()); // "Wed Dec 31 01:42:54 2025       "
        QCOMPARE(out.mid(1, 21), sample.mid(1, 21));
        // Under load the row keeps its columns.
        c.setGpuLoad(QStringLiteral("spark-1"), 1.0, 600);
        c.clock().advance(120);
        const QStringList loaded = lines(t.nvidiaSmi(QStringLiteral("spark-1")));
        QCOMPARE(columnEnds(loaded[9]), columnEnds(sample[9]));
        QVERIFY2(loaded[9].contains(QLatin1String(" 100%")), qPrintable(loaded[9]));
        const QStringList procSample = sampleLines(QStringLiteral("nvidia-smi-gb10-2.txt"));
        QCOMPARE(loaded[18].size(), procSample[18].size());
        QCOMPARE(columnEnds(loaded[18]).mid(0, 5), columnEnds(procSample[18]).mid(0, 5));
    }

    void ncclTestsLayoutMatchesSample()
    {
        SimCluster c(scenario(QStringLiteral("healthy-pair")));
        const ToolOutput o = NcclEmulator::runMpirun(
            c, QStringLiteral("spark-1"),
            {QStringLiteral("-np"), QStringLiteral("2"), QStringLiteral("-H"),
             QStringLiteral("spark-1:1,spark-2:1"), QStringLiteral("./build/all_gather_perf"),
             QStringLiteral("-b"), QStringLiteral("1G"), QStringLiteral("-e"), QStringLiteral("4G"),
             QStringLiteral("-f"), QStringLiteral("2"), QStringLiteral("-n"), QStringLiteral("50"),
             QStringLiteral("-w"), QStringLiteral("10"), QStringLiteral("-g"), QStringLiteral("1")});
        QCOMPARE(o.exitCode, 0);
        const QStringList out = lines(o.out);
        const QStringList sample = sampleLines(QStringLiteral("nccl_all_gather_perf-1.txt"));
        QCOMPARE(out.mid(0, 5), sample.mid(20, 5));
        QCOMPARE(out.mid(7, 4), sample.mid(27, 4));
        for (int row = 0; row < 3; ++row)
            QCOMPARE(columnEnds(out[11 + row]), columnEnds(sample[31 + row]));
        QCOMPARE(out[14], sample[34]);
        QVERIFY(out[15].startsWith(QLatin1String("# Avg bus bandwidth    : ")));
        QVERIFY(out[15].endsWith(QLatin1Char(' ')));
        QCOMPARE(out.mid(16, 3), sample.mid(36, 3));
    }

    void lspciAndDmesgMatchSamples()
    {
        SimCluster c(scenario(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        const QStringList pcie = sampleLines(QStringLiteral("dgxspark-pcie-rate-misc-1.txt"));
        const QStringList vv =
            lines(t.run(QStringLiteral("spark-1"), QStringLiteral("lspci"),
                        {QStringLiteral("-vvv"), QStringLiteral("-s"), QStringLiteral("0000:01:00.0")})
                      .out);
        QVERIFY(
            vv.contains(QStringLiteral("\t\tLnkCap:\tPort #0, Speed 32GT/s, Width x4, ASPM not supported")));
        QCOMPARE(QString(pcie[1]).simplified(),
                 QStringLiteral("LnkCap: Port #0, Speed 32GT/s, Width x4, ASPM not supported"));
        QVERIFY(vv.contains(QStringLiteral("\t\tLnkSta:\tSpeed 32GT/s, Width x4")));
        const QStringList plain = lines(t.run(QStringLiteral("spark-1"), QStringLiteral("lspci"), {}).out);
        for (int i = 12; i < 16; ++i)
            QVERIFY2(plain.contains(pcie[i]), qPrintable(pcie[i]));
        const QString dmesg =
            QString::fromUtf8(t.run(QStringLiteral("spark-1"), QStringLiteral("dmesg"), {}).out);
        QVERIFY(dmesg.contains(sampleLines(QStringLiteral("dmesg_mlx5-gx10-1.txt"))[0]));
        QVERIFY(
            dmesg.contains(QLatin1String("] mlx5_core 0002:01:00.0: mlx5_pcie_event:326:(pid 3202): Detected "
                                         "insufficient power on the PCIe slot (27W).\n")));
    }

    void unknownProgram()
    {
        SimCluster c(scenario(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        const ToolOutput o = t.run(QStringLiteral("spark-1"), QStringLiteral("vllm"), {});
        QCOMPARE(o.exitCode, 127);
    }
};

QTEST_GUILESS_MAIN(TestToolEmulator)
#include "tst_toolemulator.moc"
