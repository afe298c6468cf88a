// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/parserregistry.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestParserRegistry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kinds();
    void systemSamples_data();
    void systemSamples();
    void measurementSamples_data();
    void measurementSamples();
    void wrongKindIsAnError_data();
    void wrongKindIsAnError();
    void unknownKind();
};

void TestParserRegistry::kinds()
{
    const QStringList kinds = ParserRegistry::kinds();
    QCOMPARE(kinds.size(), 22);
    for (const char *kind :
         {"ibdev2netdev", "rdma-link",    "ibstat",       "ip-link",     "ip-addr",       "ip-route",
          "ip-neigh",     "ethtool-link", "ethtool-info", "ethtool-fec", "ethtool-stats", "ethtool-module",
          "ib-write-bw",  "ib-read-bw",   "ib-write-lat", "nccl-tests",  "nccl-log",      "nvidia-smi",
          "ibv-devinfo",  "lspci",        "dmesg",        "mlxlink"})
        QVERIFY2(ParserRegistry::hasKind(QLatin1String(kind)), kind);
    QVERIFY(!ParserRegistry::hasKind(QStringLiteral("ethtool")));
}

// Every system-fact sample, with one JSON value that must come out of it.
void TestParserRegistry::systemSamples_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("listKey"); // top-level array that must not be empty, or empty
    QTest::newRow("ibdev2netdev-1") << "ibdev2netdev"
                                    << "ibdev2netdev-1.txt"
                                    << "links";
    QTest::newRow("ibdev2netdev-2") << "ibdev2netdev"
                                    << "ibdev2netdev-2.txt"
                                    << "links";
    QTest::newRow("ibdev2netdev-3") << "ibdev2netdev"
                                    << "ibdev2netdev-3-bond.txt"
                                    << "links";
    QTest::newRow("rdma_link_show-1") << "rdma-link"
                                      << "rdma_link_show-1.txt"
                                      << "links";
    QTest::newRow("ibstat-1") << "ibstat"
                              << "ibstat-1-cx7-roce-prompt-partial.txt"
                              << "cas";
    QTest::newRow("ip_link_show") << "ip-link"
                                  << "ip_link_show-dgxspark-1.txt"
                                  << "links";
    QTest::newRow("ip_addr_show") << "ip-addr"
                                  << "ip_addr_show-dgxspark-1.txt"
                                  << "interfaces";
    QTest::newRow("ip_j_addr_show") << "ip-addr"
                                    << "ip_j_addr_show-1.json"
                                    << "interfaces";
    QTest::newRow("ip_j_addr_show as link") << "ip-link"
                                            << "ip_j_addr_show-1.json"
                                            << "links";
    QTest::newRow("ethtool_iface-1") << "ethtool-link"
                                     << "ethtool_iface-1.txt"
                                     << "interfaces";
    QTest::newRow("ethtool_iface-2") << "ethtool-link"
                                     << "ethtool_iface-2-speed-grep.txt"
                                     << "interfaces";
    QTest::newRow("ethtool_iface-3") << "ethtool-link"
                                     << "ethtool_iface-3-bond-200g-full.txt"
                                     << "interfaces";
    QTest::newRow("ethtool_iface-4") << "ethtool-link"
                                     << "ethtool_iface-4-ascend-200g-dac.txt"
                                     << "interfaces";
    QTest::newRow("ethtool_show_fec-1") << "ethtool-fec"
                                        << "ethtool_show_fec-1.txt"
                                        << "interfaces";
    QTest::newRow("ethtool_S_full annotated") << "ethtool-stats"
                                              << "ethtool_S_full-annotated-1.txt"
                                              << "lane_errors";
    QTest::newRow("ethtool_S_full stripped") << "ethtool-stats"
                                             << "ethtool_S_full-annotated-1.stripped.txt"
                                             << "lane_errors";
    QTest::newRow("ethtool_S_phy-1") << "ethtool-stats"
                                     << "ethtool_S_phy-1.txt"
                                     << "lane_errors";
    QTest::newRow("ethtool_S_rdma-1") << "ethtool-stats"
                                      << "ethtool_S_rdma-1.txt" << QString();
    QTest::newRow("ethtool_m-1") << "ethtool-module"
                                 << "ethtool_m-1-partial.txt" << QString();
    QTest::newRow("ethtool_m-2") << "ethtool-module"
                                 << "ethtool_m-2-sff8636-mellanox-dac.txt" << QString();
    QTest::newRow("ethtool_m-5") << "ethtool-module"
                                 << "ethtool_m-5-sff8636-cisco-breakout-wrapped.txt" << QString();
    QTest::newRow("nvidia-smi-1") << "nvidia-smi"
                                  << "nvidia-smi-gb10-1.txt"
                                  << "gpus";
    QTest::newRow("nvidia-smi-2") << "nvidia-smi"
                                  << "nvidia-smi-gb10-2.txt"
                                  << "processes";
    QTest::newRow("nvidia-smi-3") << "nvidia-smi"
                                  << "nvidia-smi-gb10-3.txt"
                                  << "gpus";
    QTest::newRow("ibv_devinfo-1") << "ibv-devinfo"
                                   << "ibv_devinfo-1.txt"
                                   << "devices";
    QTest::newRow("dgxspark-pcie") << "lspci"
                                   << "dgxspark-pcie-rate-misc-1.txt"
                                   << "devices";
    QTest::newRow("dmesg_mlx5") << "dmesg"
                                << "dmesg_mlx5-gx10-1.txt"
                                << "power_notices";
    QTest::newRow("mlxlink-1") << "mlxlink"
                               << "mlxlink-1-cx6dx-eth.txt"
                               << "devices";
    QTest::newRow("mlxlink-2") << "mlxlink"
                               << "mlxlink-2-cx6-ib-hdr-partial.txt"
                               << "devices";
    QTest::newRow("mlxlink-3") << "mlxlink"
                               << "mlxlink-3-spectrum-switch-doc.txt"
                               << "devices";
    QTest::newRow("mlxlink-4") << "mlxlink"
                               << "mlxlink-4-ber-counters-grep.txt"
                               << "devices";
}

void TestParserRegistry::systemSamples()
{
    QFETCH(QString, kind);
    QFETCH(QString, file);
    QFETCH(QString, listKey);
    const auto result = ParserRegistry::parseToJson(kind, sample(file));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QVERIFY(!result->isEmpty());
    if (!listKey.isEmpty())
        QVERIFY2(!result->value(listKey).toArray().isEmpty(), qPrintable(listKey));
}

// The measurement parsers have their own tests; this checks the dispatch.
void TestParserRegistry::measurementSamples_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::newRow("ib_write_bw-1") << "ib-write-bw"
                                   << "ib_write_bw-1.txt"
                                   << "device"
                                   << "rocep1s0f0";
    QTest::newRow("ib_write_bw-2") << "ib-write-bw"
                                   << "ib_write_bw-2.txt"
                                   << "device"
                                   << "rocep1s0f0";
    QTest::newRow("ib_write_bw-3") << "ib-write-bw"
                                   << "ib_write_bw-3.txt"
                                   << "device"
                                   << "roceP2p1s0f0";
    QTest::newRow("ib_write_bw-5") << "ib-write-bw"
                                   << "ib_write_bw-5-server-partial.txt"
                                   << "role"
                                   << "server";
    QTest::newRow("ib_write_bw-6") << "ib-write-bw"
                                   << "ib_write_bw-6-server-libibverbs-warn-partial.txt"
                                   << "role"
                                   << "server";
    QTest::newRow("ib_write_bw-err") << "ib-write-bw"
                                     << "ib_write_bw-err-1.txt"
                                     << "test"
                                     << "write_bw";
    QTest::newRow("ib_write_lat-1") << "ib-write-lat"
                                    << "ib_write_lat-1-rdma_cm.txt"
                                    << "test"
                                    << "write_lat";
    QTest::newRow("all_gather-1") << "nccl-tests"
                                  << "nccl_all_gather_perf-1.txt"
                                  << "collective"
                                  << "all_gather";
    QTest::newRow("all_reduce-1") << "nccl-tests"
                                  << "nccl_all_reduce_perf-1-spark-partial.txt"
                                  << "collective"
                                  << "all_reduce";
    QTest::newRow("nccl_debug_info-1") << "nccl-log"
                                       << "nccl_debug_info-1.txt"
                                       << "network"
                                       << "IB";
    QTest::newRow("nccl socket fallback") << "nccl-log"
                                          << "nccl_debug_warn-1-socket-fallback.txt"
                                          << "network"
                                          << "Socket";
}

void TestParserRegistry::measurementSamples()
{
    QFETCH(QString, kind);
    QFETCH(QString, file);
    QFETCH(QString, key);
    QFETCH(QString, value);
    const auto result = ParserRegistry::parseToJson(kind, sample(file));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->value(key).toString(), value);
}

void TestParserRegistry::wrongKindIsAnError_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("file");
    QTest::newRow("ethtool -S as ibdev2netdev") << "ibdev2netdev"
                                                << "ethtool_S_phy-1.txt";
    QTest::newRow("ibdev2netdev as rdma link") << "rdma-link"
                                               << "ibdev2netdev-1.txt";
    QTest::newRow("nvidia-smi as ethtool -S") << "ethtool-stats"
                                              << "nvidia-smi-gb10-1.txt";
    QTest::newRow("dmesg as lspci") << "lspci"
                                    << "dmesg_mlx5-gx10-1.txt";
    QTest::newRow("ip addr text as ip route") << "ip-route"
                                              << "ip_addr_show-dgxspark-1.txt";
    QTest::newRow("ibv_devinfo as ip neigh") << "ip-neigh"
                                             << "ibv_devinfo-1.txt";
    QTest::newRow("lspci as nvidia-smi") << "nvidia-smi"
                                         << "dgxspark-pcie-rate-misc-1.txt";
    QTest::newRow("fec as ethtool -i") << "ethtool-info"
                                       << "ethtool_show_fec-1.txt";
    QTest::newRow("ibdev2netdev as ethtool -m") << "ethtool-module"
                                                << "ibdev2netdev-2.txt";
    QTest::newRow("rdma link as ibv_devinfo") << "ibv-devinfo"
                                              << "rdma_link_show-1.txt";
    QTest::newRow("ethtool -S as dmesg") << "dmesg"
                                         << "ethtool_S_rdma-1.txt";
    QTest::newRow("ib_write_lat as ib-write-bw") << "ib-write-bw"
                                                 << "ib_write_lat-1-rdma_cm.txt";
    QTest::newRow("ib_write_bw as ib-read-bw") << "ib-read-bw"
                                               << "ib_write_bw-1.txt";
    QTest::newRow("ethtool -m as fec") << "ethtool-fec"
                                       << "ethtool_m-2-sff8636-mellanox-dac.txt";
    QTest::newRow("ethtool -m as mlxlink") << "mlxlink"
                                           << "ethtool_m-2-sff8636-mellanox-dac.txt";
    QTest::newRow("mlxlink as ethtool -S") << "ethtool-stats"
                                           << "mlxlink-4-ber-counters-grep.txt";
}

void TestParserRegistry::wrongKindIsAnError()
{
    QFETCH(QString, kind);
    QFETCH(QString, file);
    const auto result = ParserRegistry::parseToJson(kind, sample(file));
    QVERIFY(!result.hasValue());
    QVERIFY(result.error().line >= 1);
    QVERIFY(!result.error().message.isEmpty());
}

void TestParserRegistry::unknownKind()
{
    const auto result = ParserRegistry::parseToJson(QStringLiteral("ethtool"), QStringLiteral("x"));
    QVERIFY(!result.hasValue());
    QVERIFY(result.error().message.contains(QLatin1String("ethtool-stats")));
}

QTEST_GUILESS_MAIN(TestParserRegistry)
#include "tst_parserregistry.moc"
