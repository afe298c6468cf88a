// SPDX-License-Identifier: GPL-3.0-or-later
// Acceptance: every simulated tool's output parses with the project's
// parsers and yields the model's values, per tool and per relevant scenario.
#include "probe/dmesgparser.h"
#include "probe/ethtoolfecparser.h"
#include "probe/ethtoolinfoparser.h"
#include "probe/ethtoollinkparser.h"
#include "probe/ethtoolmoduleparser.h"
#include "probe/ethtoolstatsparser.h"
#include "probe/ibdev2netdevparser.h"
#include "probe/ibstatparser.h"
#include "probe/ibvdevinfoparser.h"
#include "probe/ipaddrparser.h"
#include "probe/iplinkparser.h"
#include "probe/ipneighparser.h"
#include "probe/iprouteparser.h"
#include "probe/lspciparser.h"
#include "probe/nccllogparser.h"
#include "probe/nccltestsparser.h"
#include "probe/nvidiasmiparser.h"
#include "probe/parserregistry.h"
#include "probe/perftestparser.h"
#include "probe/rdmalinkparser.h"
#include "sim/ipemulator.h"
#include "sim/ratemodel.h"
#include "sim/scenariocatalog.h"
#include "sim/simcluster.h"
#include "sim/simnode.h"
#include "sim/toolemulator.h"

#include <QJsonDocument>
#include <QTest>
#include <cmath>

using namespace railyard;
using namespace railyard::sim;

namespace {

const QList<model::Rail> &allRails()
{
    static const QList<model::Rail> rails = {model::Rail(0, 1), model::Rail(0, 2), model::Rail(1, 1),
                                             model::Rail(1, 2)};
    return rails;
}

QString text(const ToolOutput &o)
{
    return QString::fromUtf8(o.out);
}

Scenario load(const QString &name)
{
    return ScenarioCatalog::byName(name).value();
}

} // namespace

class TestSimParseBack : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void linkState_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const QString &s : ScenarioCatalog::names())
            QTest::newRow(qPrintable(s)) << s;
    }

    // ibdev2netdev, rdma link (text and JSON), ethtool IFACE, --show-fec,
    // ibv_devinfo and ip -j link agree with the model's link state per rail.
    void linkState()
    {
        QFETCH(QString, scenario);
        SimCluster c(load(scenario));
        c.clock().advance(5);
        ToolEmulator t(c);
        for (const QString &node : c.nodeNames()) {
            const SimNode *n = c.node(node);
            const auto ib =
                probe::Ibdev2netdevParser::parse(text(t.run(node, QStringLiteral("ibdev2netdev"), {})));
            QVERIFY2(ib, qPrintable(ib ? QString() : ib.error().toString()));
            QCOMPARE(ib->links.size(), 4);
            const auto rdma = probe::RdmaLinkParser::parse(
                text(t.run(node, QStringLiteral("rdma"), {QStringLiteral("link")})));
            QVERIFY(rdma);
            const auto rdmaJson = probe::RdmaLinkParser::parse(
                text(t.run(node, QStringLiteral("rdma"),
                           {QStringLiteral("-j"), QStringLiteral("link"), QStringLiteral("show")})));
            QVERIFY2(rdmaJson, qPrintable(rdmaJson ? QString() : rdmaJson.error().toString()));
            const auto ibstat = probe::IbstatParser::parse(text(t.run(node, QStringLiteral("ibstat"), {})));
            QVERIFY2(ibstat, qPrintable(ibstat ? QString() : ibstat.error().toString()));
            QCOMPARE(ibstat->cas.size(), 4);
            QVERIFY(ibstat->warnings.isEmpty());
            const auto devinfo =
                probe::IbvDevinfoParser::parse(text(t.run(node, QStringLiteral("ibv_devinfo"), {})));
            QVERIFY(devinfo);
            QCOMPARE(devinfo->devices.size(), 4);
            const auto iplink = probe::IpLinkParser::parse(
                text(t.run(node, QStringLiteral("ip"), {QStringLiteral("-j"), QStringLiteral("link")})));
            QVERIFY(iplink);
            for (const model::Rail &r : allRails()) {
                const RailState &st = n->rail(r);
                const QString where = node + QLatin1Char(' ') + r.netdev();
                const probe::RdmaNetdevLink *l = ib->findByRdmaDevice(r.rdmaDevice());
                QVERIFY2(l, qPrintable(where));
                QCOMPARE(l->netdev, r.netdev());
                QCOMPARE(l->up, st.up);
                const probe::IbstatCa *ca = ibstat->findCa(r.rdmaDevice());
                QVERIFY2(ca && ca->ports.size() == 1, qPrintable(where));
                QCOMPARE(ca->ports.first().linked(), st.up);
                if (st.up)
                    QCOMPARE(ca->ports.first().rateGbps.value_or(0), double(st.speedMbps / 1000));
                QCOMPARE(rdma->findByRdmaDevice(r.rdmaDevice())->up, st.up);
                QCOMPARE(rdmaJson->findByRdmaDevice(r.rdmaDevice())->netdev, r.netdev());
                QCOMPARE(rdmaJson->findByRdmaDevice(r.rdmaDevice())->netdevIndex.value_or(-1),
                         IpEmulator::ifindex(r));
                QCOMPARE(rdma->findByRdmaDevice(r.rdmaDevice())->physicalState.value_or(QString()),
                         st.up ? QStringLiteral("LINK_UP") : QStringLiteral("DISABLED"));

                const auto link = probe::EthtoolLinkParser::parse(
                    text(t.run(node, QStringLiteral("ethtool"), {r.netdev()})));
                QVERIFY2(link, qPrintable(where));
                const probe::EthtoolLinkSettings *ls = link->last(r.netdev());
                QVERIFY2(ls, qPrintable(where));
                QCOMPARE(ls->linkDetected.value_or(!st.up), st.up);
                if (st.up) {
                    QCOMPARE(ls->speedMbps.value_or(0), st.speedMbps);
                    QCOMPARE(ls->lanes.value_or(0), st.lanes);
                } else {
                    QVERIFY(!ls->speedMbps);
                }
                const auto fec = probe::EthtoolFecParser::parse(
                    text(t.run(node, QStringLiteral("ethtool"), {QStringLiteral("--show-fec"), r.netdev()})));
                QVERIFY(fec);
                QCOMPARE(fec->last(r.netdev())->activeIsRs(), st.up);

                const probe::IbvDevice *dev = devinfo->find(r.rdmaDevice());
                QVERIFY(dev);
                QCOMPARE(dev->vendorPartId.value_or(0), 4129);
                QCOMPARE(dev->fwVer.value_or(QString()), QStringLiteral("28.45.4028"));
                QCOMPARE(dev->ports.size(), 1);
                QCOMPARE(dev->ports[0].isActive(), st.up);
                QCOMPARE(dev->ports[0].activeMtu.value_or(0), st.mtu >= 9000 ? 4096 : 1024);

                bool found = false;
                for (const probe::IpLink &il : iplink->links) {
                    if (il.ifname != r.netdev())
                        continue;
                    found = true;
                    QCOMPARE(il.mtu.value_or(0), st.mtu);
                    QCOMPARE(il.address.value_or(QString()), st.mac);
                    QCOMPARE(il.hasFlag(QStringLiteral("LOWER_UP")), st.up);
                    QCOMPARE(il.ifindex, IpEmulator::ifindex(r));
                }
                QVERIFY(found);
            }
        }
    }

    void driverInfo()
    {
        SimCluster c(load(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        for (const model::Rail &r : allRails()) {
            const auto info = probe::EthtoolInfoParser::parse(text(t.run(
                QStringLiteral("spark-1"), QStringLiteral("ethtool"), {QStringLiteral("-i"), r.netdev()})));
            QVERIFY(info);
            QCOMPARE(info->driver, QStringLiteral("mlx5_core"));
            QCOMPARE(info->firmwareVersion.value_or(QString()), QStringLiteral("28.45.4028"));
            QCOMPARE(info->firmwarePsid.value_or(QString()), QStringLiteral("NVD0000000087"));
            QCOMPARE(info->busInfo.value_or(QString()), SimNode::pciAddress(r));
        }
    }

    void moduleEeprom_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("layout");
        QTest::addColumn<int>("identifier");
        QTest::addColumn<double>("lengthM");
        QTest::addColumn<double>("att129");
        QTest::newRow("qsfp112 cmis")
            << "healthy-pair" << int(probe::ModuleLayout::Cmis) << 0x1e << 0.5 << 5.0;
        QTest::newRow("placeholder eeprom")
            << "placeholder-eeprom-pair" << int(probe::ModuleLayout::Cmis) << 0x1e << 0.5 << 0.0;
        QTest::newRow("qsfp56 breakout sff8636")
            << "breakout-pair" << int(probe::ModuleLayout::Sff8636) << 0x11 << 1.0 << 9.0;
    }

    void moduleEeprom()
    {
        QFETCH(QString, scenario);
        QFETCH(int, layout);
        QFETCH(int, identifier);
        QFETCH(double, lengthM);
        QFETCH(double, att129);
        SimCluster c(load(scenario));
        ToolEmulator t(c);
        const auto m = probe::EthtoolModuleParser::parse(
            text(t.run(QStringLiteral("spark-2"), QStringLiteral("ethtool"),
                       {QStringLiteral("-m"), QStringLiteral("enp1s0f0np0")})));
        QVERIFY2(m, qPrintable(m ? QString() : m.error().toString()));
        const ModuleEeprom &e = c.scenario().cables[0].module;
        QCOMPARE(int(m->layout), layout);
        QCOMPARE(m->identifierCode.value_or(0), identifier);
        QCOMPARE(m->vendorName.value_or(QString()), e.vendorName);
        QCOMPARE(m->vendorPn.value_or(QString()), e.vendorPn);
        QCOMPARE(m->vendorSn.value_or(QString()), e.vendorSn);
        QCOMPARE(m->lengthM.value_or(-1), lengthM);
        QCOMPARE(m->attenuationDb.value(QStringLiteral("12.9"), -1), att129);
        if (layout == int(probe::ModuleLayout::Cmis))
            QCOMPARE(m->attenuationDb.value(QStringLiteral("7"), -1), att129 == 0 ? 0.0 : 3.0);
    }

    void statisticsFollowTraffic()
    {
        SimCluster c(load(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        const RailEndpoint a{QStringLiteral("spark-1"), model::Rail(0, 1)};
        const RailEndpoint b{QStringLiteral("spark-2"), model::Rail(0, 1)};
        const int flow = c.startFlow(a, b);
        c.clock().advance(10);
        c.update();
        const auto rx = probe::EthtoolStatsParser::parse(
            text(t.run(QStringLiteral("spark-2"), QStringLiteral("ethtool"),
                       {QStringLiteral("-S"), QStringLiteral("enp1s0f0np0")})));
        QVERIFY(rx);
        const RailCounters &cnt = c.node(QStringLiteral("spark-2"))->rail(model::Rail(0, 1)).counters;
        const PortPhy &phy = c.node(QStringLiteral("spark-2"))->phy(0);
        QCOMPARE(rx->counter(QStringLiteral("rx_vport_rdma_unicast_bytes")).value_or(0),
                 quint64(cnt.rxRdmaBytes));
        QCOMPARE(rx->counter(QStringLiteral("rx_bytes_phy")).value_or(0), quint64(cnt.rxBytes));
        QCOMPARE(rx->counter(QStringLiteral("rx_corrected_bits_phy")).value_or(0),
                 quint64(phy.correctedBits));
        QCOMPARE(rx->counter(QStringLiteral("rx_crc_errors_phy")).value_or(1), quint64(0));
        QCOMPARE(rx->counter(QStringLiteral("link_down_events_phy")).value_or(1), quint64(0));
        QCOMPARE(rx->laneErrors.size(), 4);
        QCOMPARE(rx->laneErrors[1].value_or(0), quint64(phy.laneErrors[1]));
        QCOMPARE(rx->laneErrors[3].value_or(1), quint64(0)); // QSFP112 uses 2 lanes
        // 10 s alone on one rail: ~106 Gb/s, i.e. ~132 GB.
        const double gb =
            double(rx->counter(QStringLiteral("rx_vport_rdma_unicast_bytes")).value_or(0)) * 8 / 1e9 / 10;
        QVERIFY2(gb > 100 && gb < 112, qPrintable(QString::number(gb)));
        c.finishFlow(flow);
        const auto tx = probe::EthtoolStatsParser::parse(
            text(t.run(QStringLiteral("spark-1"), QStringLiteral("ethtool"),
                       {QStringLiteral("-S"), QStringLiteral("enp1s0f0np0")})));
        QCOMPARE(tx->counter(QStringLiteral("tx_vport_rdma_unicast_bytes")).value_or(0),
                 quint64(c.node(QStringLiteral("spark-1"))->rail(model::Rail(0, 1)).counters.txRdmaBytes));
    }

    void perftest_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("node");
        QTest::addColumn<QString>("device");
        QTest::addColumn<QString>("server");
        QTest::addColumn<QString>("errorKind"); // empty: success
        QTest::addColumn<double>("minGbps");
        QTest::addColumn<double>("maxGbps");
        QTest::newRow("healthy rail 1") << "healthy-pair"
                                        << "spark-1"
                                        << "rocep1s0f0"
                                        << "10.231.0.2"
                                        << "" << 100.0 << 112.0;
        QTest::newRow("healthy rail 2") << "healthy-pair"
                                        << "spark-1"
                                        << "roceP2p1s0f0"
                                        << "10.231.1.2"
                                        << "" << 100.0 << 112.0;
        QTest::newRow("throttled card") << "throttled-pair"
                                        << "spark-1"
                                        << "rocep1s0f0"
                                        << "10.231.0.2"
                                        << "" << 12.0 << 14.0;
        QTest::newRow("throttled loopback") << "throttled-pair"
                                            << "spark-2"
                                            << "roceP2p1s0f0"
                                            << "10.231.0.2"
                                            << "" << 12.0 << 14.0;
        QTest::newRow("healthy loopback") << "healthy-pair"
                                          << "spark-1"
                                          << "roceP2p1s0f0"
                                          << "10.231.0.1"
                                          << "" << 100.0 << 112.0;
        QTest::newRow("crossed cable") << "crossed-pair"
                                       << "spark-1"
                                       << "rocep1s0f0"
                                       << "10.231.0.2"
                                       << "cannot_connect" << 0.0 << 0.0;
        QTest::newRow("one rail: rail 2 dead") << "one-rail-pair"
                                               << "spark-1"
                                               << "roceP2p1s0f0"
                                               << "10.231.1.2"
                                               << "cannot_connect" << 0.0 << 0.0;
        QTest::newRow("switch no offload") << "no-offload-switch4"
                                           << "spark-1"
                                           << "rocep1s0f0"
                                           << "10.231.0.3"
                                           << "" << 9.0 << 10.5;
        QTest::newRow("switch healthy") << "healthy-switch8"
                                        << "spark-1"
                                        << "rocep1s0f0"
                                        << "10.231.0.8"
                                        << "" << 100.0 << 112.0;
        QTest::newRow("pfc stall") << "pfc-stall-switch4"
                                   << "spark-1"
                                   << "rocep1s0f0"
                                   << "10.231.0.3"
                                   << "" << 0.0 << 0.01;
        QTest::newRow("wrong order ring") << "wrong-order-ring4"
                                          << "spark-1"
                                          << "rocep1s0f0"
                                          << "10.231.0.2"
                                          << "cannot_connect" << 0.0 << 0.0;
        QTest::newRow("breakout 100G leg") << "breakout-pair"
                                           << "spark-1"
                                           << "rocep1s0f0"
                                           << "10.231.0.2"
                                           << "" << 85.0 << 96.0;
    }

    void perftest()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, node);
        QFETCH(QString, device);
        QFETCH(QString, server);
        QFETCH(QString, errorKind);
        QFETCH(double, minGbps);
        QFETCH(double, maxGbps);
        SimCluster c(load(scenario));
        ToolEmulator t(c);
        const ToolOutput o = t.run(node, QStringLiteral("ib_write_bw"),
                                   {QStringLiteral("-d"), device, QStringLiteral("--report_gbits"), server});
        const QString all = QString::fromUtf8(o.out + o.err);
        const auto r = probe::PerftestParser::parse(all);
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString() + QLatin1Char('\n') + all));
        if (!errorKind.isEmpty()) {
            QCOMPARE(o.exitCode, 1);
            QVERIFY(r->error);
            QCOMPARE(probe::PerftestError::kindName(r->error->kind), errorKind);
            return;
        }
        QCOMPARE(o.exitCode, 0);
        QVERIFY(!r->error);
        QCOMPARE(r->test, QStringLiteral("write_bw"));
        QCOMPARE(r->role, QStringLiteral("client"));
        QCOMPARE(r->device, device);
        QCOMPARE(r->gidIndex, 3);
        QCOMPARE(r->remoteAddresses.value(0).ip, server);
        QCOMPARE(r->bwRows.size(), 1);
        const double gbps = r->bwRows[0].bwAvgGbps;
        QVERIFY2(gbps >= minGbps && gbps <= maxGbps, qPrintable(QString::number(gbps)));
        // Same figure in MB/sec (2^20 bytes).
        const ToolOutput mb =
            t.run(node, QStringLiteral("ib_write_bw"), {QStringLiteral("-d"), device, server});
        const auto rm = probe::PerftestParser::parse(QString::fromUtf8(mb.out));
        QVERIFY(rm);
        QCOMPARE(rm->bwUnitInSource, QStringLiteral("MB/sec"));
        QVERIFY(qAbs(rm->bwRows[0].bwAvgGbps - gbps) < 0.02 * std::max(gbps, 1.0));
    }

    void perftestLatency()
    {
        SimCluster c(load(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        const ToolOutput o =
            t.run(QStringLiteral("spark-1"), QStringLiteral("ib_write_lat"),
                  {QStringLiteral("10.231.0.2"), QStringLiteral("-d"), QStringLiteral("rocep1s0f0"),
                   QStringLiteral("--report_gbits"), QStringLiteral("-R"), QStringLiteral("--force-link"),
                   QStringLiteral("IB")});
        const auto r = probe::PerftestParser::parse(QString::fromUtf8(o.out));
        QVERIFY2(r, qPrintable(QString::fromUtf8(o.out)));
        QVERIFY(r->isLatency());
        QVERIFY(r->rdmaCm);
        QCOMPARE(r->linkType, QStringLiteral("IB"));
        QCOMPARE(r->latRows.size(), 1);
        QCOMPARE(r->latRows[0].tAvgUs, 1.47);
        QCOMPARE(r->latRows[0].p999Us.value_or(0), 1.93);
    }

    void nccl_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("hosts");
        QTest::addColumn<int>("ibDevices");
        QTest::addColumn<bool>("socket");
        QTest::addColumn<double>("minBusbw");
        QTest::addColumn<double>("maxBusbw");
        QTest::newRow("healthy pair, both rails") << "healthy-pair"
                                                  << "spark-1,spark-2" << 2 << false << 19.0 << 22.5;
        QTest::newRow("one HCA") << "nccl-one-hca-pair"
                                 << "spark-1,spark-2" << 1 << false << 11.5 << 14.0;
        QTest::newRow("socket fallback") << "nccl-socket-pair"
                                         << "spark-1,spark-2" << 0 << true << 0.5 << 1.5;
        QTest::newRow("throttled") << "throttled-pair"
                                   << "spark-1,spark-2" << 2 << false << 1.0 << 4.0;
        QTest::newRow("switch of 8") << "healthy-switch8"
                                     << "10.255.0.11,10.255.0.12,10.255.0.13,10.255.0.14,10.255.0.15,10.255."
                                        "0.16,10.255.0.17,10.255.0.18"
                                     << 2 << false << 19.0 << 22.5;
    }

    void nccl()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, hosts);
        QFETCH(int, ibDevices);
        QFETCH(bool, socket);
        QFETCH(double, minBusbw);
        QFETCH(double, maxBusbw);
        SimCluster c(load(scenario));
        ToolEmulator t(c);
        const ToolOutput o =
            t.run(QStringLiteral("spark-1"), QStringLiteral("mpirun"),
                  {QStringLiteral("-np"), QString::number(hosts.count(QLatin1Char(',')) + 1),
                   QStringLiteral("-H"), hosts, QStringLiteral("-x"), QStringLiteral("NCCL_DEBUG=INFO"),
                   QStringLiteral("-x"), QStringLiteral("NCCL_IB_HCA=rocep1s0f0,roceP2p1s0f0"),
                   QStringLiteral("./build/all_reduce_perf"), QStringLiteral("-b"), QStringLiteral("256M"),
                   QStringLiteral("-e"), QStringLiteral("1G"), QStringLiteral("-f"), QStringLiteral("2")});
        QCOMPARE(o.exitCode, 0);
        const QString out = QString::fromUtf8(o.out);
        const auto tests = probe::NcclTestsParser::parse(out);
        QVERIFY2(tests, qPrintable(tests ? QString() : tests.error().toString()));
        QCOMPARE(tests->collective, QStringLiteral("all_reduce"));
        QCOMPARE(tests->rows.size(), 3);
        QCOMPARE(tests->rows[0].sizeBytes, 268435456LL);
        QVERIFY(tests->avgBusbwGbs);
        QVERIFY2(*tests->avgBusbwGbs >= minBusbw && *tests->avgBusbwGbs <= maxBusbw,
                 qPrintable(QString::number(*tests->avgBusbwGbs)));
        const auto log = probe::NcclLogParser::parse(out);
        QVERIFY(log);
        QCOMPARE(log->ncclVersion, QStringLiteral("2.28.9+cuda13.0"));
        QCOMPARE(log->socketFallback, socket);
        QCOMPARE(log->network, socket ? QStringLiteral("Socket") : QStringLiteral("IB"));
        QCOMPARE(log->ibDevices.size(), ibDevices);
        if (ibDevices == 2)
            QCOMPARE(log->allIbDeviceNames,
                     QStringList({QStringLiteral("rocep1s0f0"), QStringLiteral("roceP2p1s0f0")}));
    }

    void nvidiaSmi()
    {
        SimCluster c(load(QStringLiteral("hot-lane-pair")));
        ToolEmulator t(c);
        auto r = probe::NvidiaSmiParser::parse(
            text(t.run(QStringLiteral("spark-1"), QStringLiteral("nvidia-smi"), {})));
        QVERIFY(r);
        QCOMPARE(r->gpus.size(), 1);
        QCOMPARE(r->gpus[0].name, QStringLiteral("NVIDIA GB10"));
        QCOMPARE(r->gpus[0].temperatureC.value_or(0), 39);
        QCOMPARE(r->gpus[0].gpuUtilPercent.value_or(-1), 0);
        QVERIFY(!r->gpus[0].memoryUsedMiB); // unified memory: "Not Supported"
        QVERIFY(r->processes.isEmpty());
        t.run(QStringLiteral("spark-1"), QStringLiteral("gpu_burn"), {QStringLiteral("600")});
        c.clock().advance(120);
        r = probe::NvidiaSmiParser::parse(
            text(t.run(QStringLiteral("spark-1"), QStringLiteral("nvidia-smi"), {})));
        QVERIFY(r);
        QCOMPARE(r->gpus[0].gpuUtilPercent.value_or(-1), 100);
        QCOMPARE(r->gpus[0].temperatureC.value_or(0),
                 int(std::lround(c.node(QStringLiteral("spark-1"))->gpuTempC())));
        QVERIFY(r->gpus[0].temperatureC.value_or(0) >= 79);
        QCOMPARE(r->gpus[0].perfState.value_or(QString()), QStringLiteral("P0"));
        QCOMPARE(r->processes.size(), 1);
    }

    void lspciAndDmesg_data()
    {
        QTest::addColumn<int>("gen");
        QTest::addColumn<int>("width");
        QTest::newRow("Gen5 x4") << 5 << 4;
        QTest::newRow("degraded to Gen3 x4") << 3 << 4;
        QTest::newRow("degraded to Gen5 x2") << 5 << 2;
    }

    void lspciAndDmesg()
    {
        QFETCH(int, gen);
        QFETCH(int, width);
        Scenario s = load(QStringLiteral("healthy-pair"));
        s.faults[QStringLiteral("spark-1")].pcie[2] = PcieLinkSpec{gen, width};
        SimCluster c(s);
        ToolEmulator t(c);
        const auto pci = probe::LspciParser::parse(
            text(t.run(QStringLiteral("spark-1"), QStringLiteral("lspci"), {QStringLiteral("-vv")})));
        QVERIFY(pci);
        const probe::LspciDevice *d = pci->find(QStringLiteral("0002:01:00.0"));
        QVERIFY(d && d->linkSta && d->linkCap);
        QCOMPARE(d->linkSta->width.value_or(0), width);
        QCOMPARE(d->linkSta->speedGts.value_or(0), gen == 5 ? 32.0 : 8.0);
        QCOMPARE(d->linkSta->downgraded, gen < 5 || width < 4);
        QCOMPARE(d->linkCap->speedGts.value_or(0), 32.0);
        QCOMPARE(pci->find(QStringLiteral("0000:01:00.0"))->linkSta->downgraded, false);
        const auto dm =
            probe::DmesgParser::parse(text(t.run(QStringLiteral("spark-1"), QStringLiteral("dmesg"), {})));
        QVERIFY(dm);
        QCOMPARE(dm->pcieBandwidth.size(), 4);
        QCOMPARE(dm->powerNotices.size(), 4);
        QCOMPARE(dm->powerNotices[0].watts.value_or(0), 27);
        for (const probe::DmesgPcieBandwidth &b : dm->pcieBandwidth) {
            if (b.pciAddress.startsWith(QLatin1String("0000")))
                QCOMPARE(b.availableGbps, 126.028);
            else
                QCOMPARE(b.availableGbps, RateModel::pcieGbps(gen, width));
        }
        QCOMPARE(dm->linkEvents.size(), 2); // the cabled port's two netdevs came up at boot
    }

    void ipAddrRouteNeigh_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("node");
        QTest::addColumn<QString>("netdev");
        QTest::addColumn<QString>("peerMac"); // empty: no neighbour
        QTest::newRow("healthy pair") << "healthy-pair"
                                      << "spark-1"
                                      << "enp1s0f0np0"
                                      << "30:c5:99:3e:02:13";
        QTest::newRow("crossed pair: no peer on the planned subnet") << "crossed-pair"
                                                                     << "spark-1"
                                                                     << "enp1s0f0np0"
                                                                     << "";
        QTest::newRow("ring: spark-1 port 1 from spark-4 port 0") << "healthy-ring4"
                                                                  << "spark-1"
                                                                  << "enp1s0f1np1"
                                                                  << "30:c5:99:3e:04:13";
        QTest::newRow("wrong order: spark-1 port 0 reaches spark-3") << "wrong-order-ring4"
                                                                     << "spark-1"
                                                                     << "enp1s0f0np0"
                                                                     << "";
    }

    void ipAddrRouteNeigh()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, node);
        QFETCH(QString, netdev);
        QFETCH(QString, peerMac);
        SimCluster c(load(scenario));
        ToolEmulator t(c);
        const RailState *st = c.node(node)->railByNetdev(netdev);
        const auto addr = probe::IpAddrParser::parse(
            text(t.run(node, QStringLiteral("ip"),
                       {QStringLiteral("-j"), QStringLiteral("addr"), QStringLiteral("show")})));
        QVERIFY2(addr, qPrintable(addr ? QString() : addr.error().toString()));
        bool seen = false;
        for (const probe::IpAddrInterface &i : addr->interfaces) {
            if (i.link.ifname != netdev)
                continue;
            seen = true;
            QVERIFY(!i.addrInfo.isEmpty());
            QCOMPARE(i.addrInfo[0].local + QLatin1Char('/') + QString::number(i.addrInfo[0].prefixlen),
                     st->ipv4.first());
        }
        QVERIFY(seen);
        const auto route = probe::IpRouteParser::parse(
            text(t.run(node, QStringLiteral("ip"), {QStringLiteral("-j"), QStringLiteral("route")})));
        QVERIFY2(route, qPrintable(route ? QString() : route.error().toString()));
        // The table is empty until the link carried something.
        const auto before = probe::IpNeighParser::parse(
            text(t.run(node, QStringLiteral("ip"),
                       {QStringLiteral("-j"), QStringLiteral("neigh"), QStringLiteral("show")})));
        QVERIFY(before);
        QVERIFY(before->neighbours.isEmpty());
        t.run(node, QStringLiteral("ping"),
              {QStringLiteral("-6"), QStringLiteral("-c"), QStringLiteral("2"), QStringLiteral("-w"),
               QStringLiteral("3"), QStringLiteral("-I"), netdev, QStringLiteral("ff02::1")});
        const auto neigh =
            probe::IpNeighParser::parse(text(t.run(node, QStringLiteral("ip"),
                                                   {QStringLiteral("-j"), QStringLiteral("neigh"),
                                                    QStringLiteral("show"), QStringLiteral("dev"), netdev})));
        QVERIFY(neigh);
        QStringList macs;
        for (const probe::IpNeighbour &n : neigh->neighbours) {
            if (n.dst.contains(QLatin1Char('.')))
                macs << n.lladdr.value_or(QString());
        }
        QCOMPARE(macs, peerMac.isEmpty() ? QStringList() : QStringList{peerMac});
    }

    void routeConflictVisible()
    {
        SimCluster c(load(QStringLiteral("route-conflict-pair")));
        ToolEmulator t(c);
        const QJsonObject j =
            probe::ParserRegistry::parseToJson(QStringLiteral("ip-route"),
                                               text(t.run(QStringLiteral("spark-1"), QStringLiteral("ip"),
                                                          {QStringLiteral("-j"), QStringLiteral("route")})))
                .value();
        QVERIFY(QString::fromUtf8(QJsonDocument(j).toJson()).contains(QLatin1String("10.224.0.0/12")));
    }

    void registryAcceptsEveryTool_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("args");
        QTest::newRow("ibdev2netdev") << "ibdev2netdev"
                                      << "ibdev2netdev" << QStringList();
        QTest::newRow("rdma-link") << "rdma-link"
                                   << "rdma" << QStringList{"-j", "link"};
        QTest::newRow("ibstat") << "ibstat"
                                << "ibstat" << QStringList();
        QTest::newRow("ip-link") << "ip-link"
                                 << "ip" << QStringList{"-j", "link"};
        QTest::newRow("ip-addr") << "ip-addr"
                                 << "ip" << QStringList{"-j", "addr"};
        QTest::newRow("ip-route") << "ip-route"
                                  << "ip" << QStringList{"-j", "route"};
        QTest::newRow("ip-neigh") << "ip-neigh"
                                  << "ip" << QStringList{"-j", "neigh"};
        QTest::newRow("ethtool-link") << "ethtool-link"
                                      << "ethtool" << QStringList{"enp1s0f0np0"};
        QTest::newRow("ethtool-info") << "ethtool-info"
                                      << "ethtool" << QStringList{"-i", "enp1s0f0np0"};
        QTest::newRow("ethtool-fec") << "ethtool-fec"
                                     << "ethtool" << QStringList{"--show-fec", "enp1s0f0np0"};
        QTest::newRow("ethtool-stats") << "ethtool-stats"
                                       << "ethtool" << QStringList{"-S", "enp1s0f0np0"};
        QTest::newRow("ethtool-module") << "ethtool-module"
                                        << "ethtool" << QStringList{"-m", "enp1s0f0np0"};
        QTest::newRow("ib-write-bw") << "ib-write-bw"
                                     << "ib_write_bw" << QStringList{"-d", "rocep1s0f0", "10.231.0.2"};
        QTest::newRow("ib-read-bw") << "ib-read-bw"
                                    << "ib_read_bw"
                                    << QStringList{"-d", "rocep1s0f0", "--report_gbits", "10.231.0.2"};
        QTest::newRow("ib-write-lat") << "ib-write-lat"
                                      << "ib_write_lat" << QStringList{"-d", "rocep1s0f0", "10.231.0.2"};
        QTest::newRow("nccl-tests") << "nccl-tests"
                                    << "mpirun" << QStringList{"-H", "spark-1,spark-2", "all_gather_perf"};
        QTest::newRow("nccl-log") << "nccl-log"
                                  << "mpirun"
                                  << QStringList{"-H", "spark-1,spark-2", "-x", "NCCL_DEBUG=INFO",
                                                 "all_gather_perf"};
        QTest::newRow("nvidia-smi") << "nvidia-smi"
                                    << "nvidia-smi" << QStringList();
        QTest::newRow("ibv-devinfo") << "ibv-devinfo"
                                     << "ibv_devinfo" << QStringList();
        QTest::newRow("lspci") << "lspci"
                               << "lspci" << QStringList{"-vv"};
        QTest::newRow("dmesg") << "dmesg"
                               << "dmesg" << QStringList();
    }

    void registryAcceptsEveryTool()
    {
        QFETCH(QString, kind);
        QFETCH(QString, program);
        QFETCH(QStringList, args);
        SimCluster c(load(QStringLiteral("healthy-pair")));
        ToolEmulator t(c);
        const ToolOutput o = t.run(QStringLiteral("spark-1"), program, args);
        QCOMPARE(o.exitCode, 0);
        QVERIFY(probe::ParserRegistry::hasKind(kind));
        const auto j = probe::ParserRegistry::parseToJson(kind, QString::fromUtf8(o.out));
        QVERIFY2(j, qPrintable(j ? QString() : j.error().toString()));
        QVERIFY(!j->isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSimParseBack)
#include "tst_simparseback.moc"
