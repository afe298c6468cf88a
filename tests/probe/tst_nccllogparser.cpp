// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/nccllogparser.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using railyard::probe::NcclLogParser;
using railyard::probe::NcclLogResult;
using railyard::probe::NcclWarnLine;

namespace {

QString readSample(const QString &name)
{
    QFile f(QStringLiteral(RAILYARD_TEST_DATA "/samples/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

QStringList names(const NcclLogResult &r)
{
    QStringList out;
    for (const auto &d : r.ibDevices)
        out.append(d.name);
    return out;
}

} // namespace

class TstNcclLogParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySampleIsCovered();
    void samples_data();
    void samples();
    void sparkTwoRails();
    void oldFormat();
    void noDeviceThenUsingIsNotFallback();
    void fallbackSignals_data();
    void fallbackSignals();
    void ibextPlugin();
    void notALog_data();
    void notALog();
    void jsonFields();
    void warnLines_data();
    void warnLines();
    void evidenceLines_data();
    void evidenceLines();
};

static const QStringList kLogSamples = {
    QStringLiteral("nccl_debug_info-1.txt"),
    QStringLiteral("nccl_debug_info-2.txt"),
    QStringLiteral("nccl_debug_info-4-bootstrap-h20.txt"),
    QStringLiteral("nccl_debug_info-5-old-format-ib.txt"),
    QStringLiteral("nccl_debug_info-6-spark-hpcx-ray-partial.txt"),
    QStringLiteral("nccl_debug_info-7-hpcx-sharp-pdsh-partial.txt"),
    QStringLiteral("nccl_debug_info-8-rxe-vllm-ray-partial.txt"),
    QStringLiteral("nccl_debug_info-9-h100-roce-2node-partial.txt"),
    QStringLiteral("nccl_debug_warn-1-socket-fallback.txt"),
    QStringLiteral("nccl_debug_warn-3-spcx-socket.txt"),
    QStringLiteral("nccl_debug_warn-4-oke-socket.txt"),
    QStringLiteral("nccl_debug_info-10-no-libibverbs-socket-partial.txt"),
    QStringLiteral("nccl_debug_warn-5-ib-completion-status12-partial.txt"),
    QStringLiteral("nccl_debug_warn-6-ib-completion-error4-old-partial.txt"),
    QStringLiteral("nccl_debug_warn-7-modify-qp-timeout-2.27.txt"),
};

void TstNcclLogParser::everySampleIsCovered()
{
    const QStringList files = QDir(QStringLiteral(RAILYARD_TEST_DATA "/samples"))
                                  .entryList({QStringLiteral("nccl_debug*")}, QDir::Files);
    QCOMPARE(QSet<QString>(files.cbegin(), files.cend()),
             QSet<QString>(kLogSamples.cbegin(), kLogSamples.cend()));
}

void TstNcclLogParser::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("network");
    QTest::addColumn<QStringList>("devices");
    QTest::addColumn<QString>("oobInterface");
    QTest::addColumn<QString>("oobAddress");
    QTest::addColumn<bool>("fallback");
    QTest::addColumn<QString>("bootstrap");
    QTest::addColumn<int>("channelsIb0");
    QTest::addColumn<int>("channelsIb1");

    QTest::newRow("info-1 Spark, both rails")
        << "nccl_debug_info-1.txt"
        << "2.28.9+cuda13.0"
        << "IB" << QStringList{QStringLiteral("rocep1s0f1"), QStringLiteral("roceP2p1s0f1")} << "enp1s0f1np1"
        << "192.168.100.16" << false << "" << 4 << 2;
    QTest::newRow("info-2 slow run still on NET/IB") << "nccl_debug_info-2.txt"
                                                     << ""
                                                     << "IB" << QStringList{} << ""
                                                     << "" << false << "" << 0 << 2;
    QTest::newRow("info-4 bootstrap only") << "nccl_debug_info-4-bootstrap-h20.txt"
                                           << ""
                                           << "" << QStringList{} << ""
                                           << "" << false << "ibs1130f0" << 0 << 0;
    QTest::newRow("info-5 old format") << "nccl_debug_info-5-old-format-ib.txt"
                                       << ""
                                       << "IB" << QStringList{QStringLiteral("mlx5_0")} << "enp41s0f1"
                                       << "" << false << "" << 0 << 0;
    // Values read from the raw text: a DGX Spark pair under vLLM/Ray with
    // HPC-X's RDMA plugin: no Using summary, two virtual devices, channels
    // via NET/IBext_v10 (the excerpt holds one).
    QTest::newRow("info-6 Spark, HPC-X plugin, Ray prefixes")
        << "nccl_debug_info-6-spark-hpcx-ray-partial.txt"
        << ""
        << "IBext_v10" << QStringList{QStringLiteral("rocep1s0f1"), QStringLiteral("roceP2p1s0f1")} << ""
        << "" << false << "" << 1 << 0;
    QTest::newRow("info-7 SHARP, pdsh host prefix")
        << "nccl_debug_info-7-hpcx-sharp-pdsh-partial.txt"
        << ""
        << "IBext" << QStringList{QStringLiteral("mlx5_9")} << "eth0"
        << "10.224.3.48" << false << "" << 0 << 0;
    QTest::newRow("info-8 soft-RoCE, bare version line")
        << "nccl_debug_info-8-rxe-vllm-ray-partial.txt"
        << "2.20.5+cuda12.4"
        << "IB" << QStringList{QStringLiteral("rxe0")} << "ens121f1"
        << "192.168.10.13" << false << "ens121f1" << 0 << 0;
    QTest::newRow("info-9 two H100 nodes, RoCE")
        << "nccl_debug_info-9-h100-roce-2node-partial.txt"
        << "2.19.3+cuda12.3"
        << "IB" << QStringList{QStringLiteral("mlx5_10"), QStringLiteral("mlx5_11")} << "enp220s0np0"
        << "11.1.128.136" << false << "enp220s0np0" << 0 << 0;
    QTest::newRow("warn-1 socket despite IBext plugin") << "nccl_debug_warn-1-socket-fallback.txt"
                                                        << "2.22.3+cuda12.5"
                                                        << "Socket" << QStringList{} << ""
                                                        << "" << true << "eno1" << 0 << 0;
    QTest::newRow("warn-3 SPCX and IB failed") << "nccl_debug_warn-3-spcx-socket.txt"
                                               << ""
                                               << "Socket" << QStringList{} << ""
                                               << "" << true << "" << 0 << 0;
    QTest::newRow("warn-4 no prefix") << "nccl_debug_warn-4-oke-socket.txt"
                                      << ""
                                      << "Socket" << QStringList{} << ""
                                      << "" << true << "" << 0 << 0;
    // nccl-tests output and NCCL's log in one stream, no libibverbs at all.
    QTest::newRow("info-10 no libibverbs, Socket") << "nccl_debug_info-10-no-libibverbs-socket-partial.txt"
                                                   << "2.16.5+cuda11.8"
                                                   << "Socket" << QStringList{} << ""
                                                   << "" << true << "eth0" << 0 << 0;
    // Only WARN lines and the proxy's "-> 6" trail: no device or network named.
    QTest::newRow("warn-5 completion status 12") << "nccl_debug_warn-5-ib-completion-status12-partial.txt"
                                                 << ""
                                                 << "" << QStringList{} << ""
                                                 << "" << false << "" << 0 << 0;
    QTest::newRow("warn-6 completion error 4, older wording")
        << "nccl_debug_warn-6-ib-completion-error4-old-partial.txt"
        << ""
        << "" << QStringList{} << ""
        << "" << false << "" << 0 << 0;
    QTest::newRow("warn-7 modify_qp timeout, timestamp prefix")
        << "nccl_debug_warn-7-modify-qp-timeout-2.27.txt"
        << ""
        << "" << QStringList{} << ""
        << "" << false << "" << 0 << 0;
}

// The line each conclusion rests on, so a finding can quote it (line
// numbers found in the raw files with grep).
void TstNcclLogParser::evidenceLines_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("fallbackLine"); // 0 = no fallback
    QTest::addColumn<int>("devicesLine");  // 0 = no device line
    QTest::newRow("warn-1 Using network Socket") << "nccl_debug_warn-1-socket-fallback.txt" << 11 << 0;
    QTest::newRow("warn-3") << "nccl_debug_warn-3-spcx-socket.txt" << 8 << 0;
    QTest::newRow("warn-4 no prefix") << "nccl_debug_warn-4-oke-socket.txt" << 3 << 0;
    QTest::newRow("info-10 first of two ranks")
        << "nccl_debug_info-10-no-libibverbs-socket-partial.txt" << 17 << 0;
    QTest::newRow("info-1 the first Using line") << "nccl_debug_info-1.txt" << 0 << 38;
    QTest::newRow("info-6 the first virtual device")
        << "nccl_debug_info-6-spark-hpcx-ray-partial.txt" << 0 << 7;
}

void TstNcclLogParser::evidenceLines()
{
    QFETCH(QString, file);
    QFETCH(int, fallbackLine);
    QFETCH(int, devicesLine);
    const QString text = readSample(file);
    const auto r = NcclLogParser::parse(text);
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    const QStringList lines = text.split(QLatin1Char('\n'));
    QCOMPARE(r->fallbackEvidence ? r->fallbackEvidence->line : 0, fallbackLine);
    QCOMPARE(r->devicesEvidence ? r->devicesEvidence->line : 0, devicesLine);
    // NCCL's own part of the line: a launcher's tags in front are not quoted.
    if (r->fallbackEvidence)
        QVERIFY(lines.value(fallbackLine - 1).trimmed().endsWith(r->fallbackEvidence->text));
    if (r->devicesEvidence) {
        QVERIFY(lines.value(devicesLine - 1).trimmed().endsWith(r->devicesEvidence->text));
        QVERIFY(!r->devicesEvidence->text.contains(QLatin1String("RayWorkerWrapper")));
        QVERIFY(r->devicesEvidence->text.contains(QLatin1String("NCCL INFO")));
    }
}

// NCCL's WARN lines are results: every one is kept with its line, and the
// RDMA failures among them are read (values from the raw text).
void TstNcclLogParser::warnLines_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("warns");
    QTest::addColumn<int>("errors");
    QTest::addColumn<QString>("firstJson"); // the first ib_errors[] entry, compact

    QTest::newRow("warn-5")
        << readSample(QStringLiteral("nccl_debug_warn-5-ib-completion-status12-partial.txt")) << 3 << 3
        << R"({"direction":"Recv","kind":"completion","line":1,"peer":"172.36.143.59<44206>",)"
           R"("status":12,"status_name":"RETRY_EXC_ERR","vendor_err":129})";
    QTest::newRow("warn-6") << readSample(
                                   QStringLiteral("nccl_debug_warn-6-ib-completion-error4-old-partial.txt"))
                            << 3 << 3
                            << R"({"direction":"Send","kind":"completion","line":1,)"
                               R"("peer":"fe80::966d:ae03:8b:df78%ib0<53249>","status":4,)"
                               R"("status_name":"LOC_PROT_ERR","vendor_err":81})";
    QTest::newRow("warn-7") << readSample(QStringLiteral("nccl_debug_warn-7-modify-qp-timeout-2.27.txt")) << 1
                            << 1
                            << R"({"device":"mlx_x:1","errno":110,"error":"Connection timed out",)"
                               R"("from_state":"INIT","kind":"qp-transition","line":1,"to_state":"RTR"})";
    // The wording before 2.27, as nccl-tests issue 227's title quotes it.
    QTest::newRow("modify_qp, older wording")
        << "ai-worker01:5771:5783 [0] ibvwrap.c:160 NCCL WARN Call to ibv_modify_qp failed with error "
           "Connection "
           "timed out.\n"
        << 1 << 1 << R"({"error":"Connection timed out","kind":"qp-transition","line":1})";
    QTest::newRow("info-10: a WARN that is no RDMA error")
        << readSample(QStringLiteral("nccl_debug_info-10-no-libibverbs-socket-partial.txt")) << 1 << 0 << "";
}

void TstNcclLogParser::warnLines()
{
    QFETCH(QString, text);
    QFETCH(int, warns);
    QFETCH(int, errors);
    QFETCH(QString, firstJson);
    const auto r = NcclLogParser::parse(text);
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->warnLines.size(), warns);
    QCOMPARE(r->ibErrors.size(), errors);
    if (errors > 0)
        QCOMPARE(
            QString::fromUtf8(QJsonDocument(r->ibErrors.first().toJson()).toJson(QJsonDocument::Compact)),
            firstJson);
    for (const NcclWarnLine &w : r->warnLines)
        QVERIFY2(text.split(QLatin1Char('\n')).value(w.line - 1).contains(w.text), qPrintable(w.text));
}

void TstNcclLogParser::samples()
{
    QFETCH(QString, file);
    QFETCH(QString, version);
    QFETCH(QString, network);
    QFETCH(QStringList, devices);
    QFETCH(QString, oobInterface);
    QFETCH(QString, oobAddress);
    QFETCH(bool, fallback);
    QFETCH(QString, bootstrap);
    QFETCH(int, channelsIb0);
    QFETCH(int, channelsIb1);

    const QString text = readSample(file);
    QVERIFY2(!text.isEmpty(), qPrintable(file));
    const auto r = NcclLogParser::parse(text);
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->ncclVersion, version);
    QCOMPARE(r->network, network);
    QCOMPARE(names(*r), devices);
    QCOMPARE(r->oobInterface, oobInterface);
    QCOMPARE(r->oobAddress, oobAddress);
    QCOMPARE(r->socketFallback, fallback);
    QCOMPARE(r->bootstrapInterface, bootstrap);
    QCOMPARE(r->channelsPerNetIndex.value(0), channelsIb0);
    QCOMPARE(r->channelsPerNetIndex.value(1), channelsIb1);
}

void TstNcclLogParser::sparkTwoRails()
{
    const auto r = NcclLogParser::parse(readSample(QStringLiteral("nccl_debug_info-1.txt")));
    QVERIFY(r);
    QCOMPARE(r->ibDevices.size(), 2);
    QCOMPARE(r->ibDevices[1].index, 1);
    QCOMPARE(r->ibDevices[1].port, 1);
    QCOMPARE(r->ibDevices[1].linkLayer, QStringLiteral("RoCE"));
    QVERIFY(r->relaxedOrdering);
    // Each node prints its own OOB address.
    QCOMPARE(r->oobAddresses,
             (QStringList{QStringLiteral("192.168.100.16"), QStringLiteral("192.168.100.15")}));
    QCOMPARE(r->allIbDeviceNames,
             (QStringList{QStringLiteral("rocep1s0f1"), QStringLiteral("roceP2p1s0f1")}));

    const auto w = NcclLogParser::parse(readSample(QStringLiteral("nccl_debug_warn-1-socket-fallback.txt")));
    QVERIFY(w);
    QCOMPARE(w->bootstrapAddress, QStringLiteral("172.22.116.89"));
    QCOMPARE(w->socketInterfaces, (QStringList{QStringLiteral("eno1"), QStringLiteral("ztyou3pbk2")}));

    const auto h = NcclLogParser::parse(readSample(QStringLiteral("nccl_debug_info-4-bootstrap-h20.txt")));
    QVERIFY(h);
    QCOMPARE(h->bootstrapAddress, QStringLiteral("10.6.128.137"));
}

void TstNcclLogParser::oldFormat()
{
    const auto r = NcclLogParser::parse(readSample(QStringLiteral("nccl_debug_info-5-old-format-ib.txt")));
    QVERIFY(r);
    QCOMPARE(r->ibDevices.size(), 1);
    QCOMPARE(r->ibDevices[0].linkLayer, QStringLiteral("IB"));
    QVERIFY(!r->relaxedOrdering);
    QVERIFY(r->oobAddresses.isEmpty());
    QCOMPARE(r->allIbDeviceNames, (QStringList{QStringLiteral("mlx5_0"), QStringLiteral("mlx5_1")}));
    QCOMPARE(r->socketInterfaces, (QStringList{QStringLiteral("enp41s0f1"), QStringLiteral("virbr0")}));
}

void TstNcclLogParser::noDeviceThenUsingIsNotFallback()
{
    const QString text = QStringLiteral(
        "h:1:1 [0] NCCL INFO NCCL version 2.28.9+cuda13.0\n"
        "h:1:1 [0] NCCL INFO NET/IB : No device found.\n"
        "h:1:1 [0] NCCL INFO NET/IB : Using [0]rocep1s0f0:1/RoCE [1]roceP2p1s0f0:1/RoCE [RO]; OOB "
        "enp1s0f0np0:192.168.200.12<0>\n"
        "h:1:1 [0] NCCL INFO Initialized NET plugin IB\n"
        "h:1:1 [0] NCCL INFO Using network IB\n");
    const auto r = NcclLogParser::parse(text);
    QVERIFY(r);
    QVERIFY(!r->socketFallback);
    QCOMPARE(r->network, QStringLiteral("IB"));
    QCOMPARE(names(*r), (QStringList{QStringLiteral("rocep1s0f0"), QStringLiteral("roceP2p1s0f0")}));
    QCOMPARE(r->oobAddress, QStringLiteral("192.168.200.12"));
}

void TstNcclLogParser::fallbackSignals_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("fallback");
    QTest::addColumn<QString>("network");

    QTest::newRow("empty Using list") << "h:1:1 [0] NCCL INFO NET/IB : Using [RO]; OOB eth0:10.0.0.1<0>\n"
                                      << true << "Socket";
    QTest::newRow("IB plugin failed, nothing else")
        << "h:1:1 [0] NCCL INFO Failed to initialize NET plugin IB\n"
        << true << "Socket";
    QTest::newRow("SPCX plugin failed, IB fine")
        << "h:1:1 [0] NCCL INFO Failed to initialize NET plugin SPCX\n"
           "h:1:1 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB [RO]; OOB ib0:10.0.0.1<0>\n"
           "h:1:1 [0] NCCL INFO Using network IB\n"
        << false << "IB";
    QTest::newRow("one of two ranks on sockets")
        << "a:1:1 [0] NCCL INFO Using network IB\nb:2:2 [0] NCCL INFO Using network Socket\n"
        << true << "IB";
    QTest::newRow("channels via NET/Socket")
        << "a:1:1 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[0] [receive] via NET/Socket/0\n"
        << true << "Socket";
    QTest::newRow("lone No device found") << "h:1:1 [0] NCCL INFO NET/IB : No device found.\n" << false << "";
    QTest::newRow("WARN level") << "h:1:1 [0] NCCL WARN NET/Socket : Using [0]eth0:10.0.0.1<0>\n"
                                   "h:1:1 [0] NCCL WARN Using network Socket\n"
                                << true << "Socket";
}

void TstNcclLogParser::fallbackSignals()
{
    QFETCH(QString, text);
    QFETCH(bool, fallback);
    QFETCH(QString, network);
    const auto r = NcclLogParser::parse(text);
    QVERIFY(r);
    QCOMPARE(r->socketFallback, fallback);
    QCOMPARE(r->network, network);
}

void TstNcclLogParser::ibextPlugin()
{
    const QString text = QStringLiteral(
        "n:7:7 [0] NCCL INFO P2P plugin IBext_v8\n"
        "n:7:7 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_3:1/IB [RO]; OOB ib0:10.1.0.5<0>\n"
        "n:7:7 [0] NCCL INFO Using network IBext\n"
        "n:7:7 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[0] [send] via NET/IBext/1/GDRDMA\n");
    const auto r = NcclLogParser::parse(text);
    QVERIFY(r);
    QCOMPARE(r->network, QStringLiteral("IBext"));
    QVERIFY(!r->socketFallback);
    QCOMPARE(names(*r), (QStringList{QStringLiteral("mlx5_0"), QStringLiteral("mlx5_3")}));
    QCOMPARE(r->channelsPerNetIndex.value(1), 1);
}

void TstNcclLogParser::notALog_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("nccl-tests without debug") << readSample(QStringLiteral("nccl_all_gather_perf-1.txt"));
    QTest::newRow("perftest") << readSample(QStringLiteral("ib_write_lat-1-rdma_cm.txt"));
    QTest::newRow("the word NCCL alone") << QStringLiteral("NCCL is a library\nNCCLINFO\n");
}

void TstNcclLogParser::notALog()
{
    QFETCH(QString, text);
    const auto r = NcclLogParser::parse(text);
    QVERIFY(!r.hasValue());
    QVERIFY(!r.error().message.isEmpty());
}

void TstNcclLogParser::jsonFields()
{
    const auto r = NcclLogParser::parse(readSample(QStringLiteral("nccl_debug_info-1.txt")));
    QVERIFY(r);
    const QJsonObject o = r->toJson();
    for (const char *key : {"nccl_version", "network", "ib_devices", "oob_interface", "oob_address",
                            "socket_fallback", "bootstrap_interface", "channels_per_net_index"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o.value(QStringLiteral("ib_devices")).toArray().at(1).toString(),
             QStringLiteral("roceP2p1s0f1"));
    QCOMPARE(o.value(QStringLiteral("channels_per_net_index")).toObject().value(QStringLiteral("0")).toInt(),
             4);
    QCOMPARE(o.value(QStringLiteral("socket_fallback")).toBool(), false);
}

QTEST_GUILESS_MAIN(TstNcclLogParser)
#include "tst_nccllogparser.moc"
