// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/ncclrules.h"
#include "diag/observations.h"
#include "diagtestsupport.h"

#include <QFile>
#include <QtTest>

using namespace railyard;
using namespace railyard::diag;

using namespace railyard::diag::testsupport;

class TestNcclRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
};

void TestNcclRules::rules_data()
{
    QTest::addColumn<Observations>("observations");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<QString>("evidenceValue"); // must appear in the evidence when it fires

    auto withLog = [](const QString &file) {
        NodeObservations n = named();
        n.ncclLog = ok(probe::NcclLogParser::parse(sample(file)));
        return single(n);
    };
    QTest::newRow("nccl_debug_warn-1: socket fallback")
        << withLog(QStringLiteral("nccl_debug_warn-1-socket-fallback.txt")) << "nccl-socket-fallback" << true
        << "true";
    // The finding quotes the line of the log that shows it.
    QTest::newRow("nccl_debug_warn-1: the Using network Socket line")
        << withLog(QStringLiteral("nccl_debug_warn-1-socket-fallback.txt")) << "nccl-socket-fallback" << true
        << "ubuntu:2061:2061 [0] NCCL INFO Using network Socket";
    QTest::newRow("nccl_debug_info-1: IB, no fallback")
        << withLog(QStringLiteral("nccl_debug_info-1.txt")) << "nccl-socket-fallback" << false << QString();
    QTest::newRow("nccl_debug_info-1: both HCAs of port 1")
        << withLog(QStringLiteral("nccl_debug_info-1.txt")) << "nccl-single-hca" << false << QString();
    // A healthy Spark pair through HPC-X's plugin (no Using summary): no
    // NCCL finding. Before, its devices were not read and the rules skipped
    // "IBext_v10" altogether, so one HCA would have gone unnoticed too.
    QTest::newRow("nccl_debug_info-6: HPC-X plugin, both HCAs")
        << withLog(QStringLiteral("nccl_debug_info-6-spark-hpcx-ray-partial.txt")) << "nccl-single-hca"
        << false << QString();
    QTest::newRow("nccl_debug_info-6: HPC-X plugin, no fallback")
        << withLog(QStringLiteral("nccl_debug_info-6-spark-hpcx-ray-partial.txt")) << "nccl-socket-fallback"
        << false << QString();
    {
        // Synthetic: info-6's virtual device lines with the twin's removed.
        NodeObservations n = named();
        n.ncclLog = ok(probe::NcclLogParser::parse(
            QStringLiteral("spark-3995:2981:2981 [0] NCCL INFO P2P plugin v10 IBext_v10\n"
                           "spark-3995:2981:2981 [0] NCCL INFO NET/IB : Made virtual device [0] "
                           "name=rocep1s0f1 speed=200000 "
                           "ndevs=1\n"
                           "spark-3995:2981:3113 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[0] [receive] via "
                           "NET/IBext_v10/0\n")));
        QTest::newRow("synthetic: HPC-X plugin, only rocep1s0f1")
            << single(n) << "nccl-single-hca" << true << "rocep1s0f1";
    }
    {
        // Synthetic: the nccl_debug_info-1 Using line with the twin removed.
        NodeObservations n = named();
        n.ncclLog = ok(probe::NcclLogParser::parse(QStringLiteral(
            "spark-fb97:23491:23491 [0] NCCL INFO NET/IB : Using [0]rocep1s0f1:1/RoCE [RO]; OOB "
            "enp1s0f1np1:192.168.100.16<0>\nspark-fb97:23491:23491 [0] NCCL INFO Using network IB\n")));
        QTest::newRow("synthetic: only rocep1s0f1") << single(n) << "nccl-single-hca" << true << "rocep1s0f1";
        QTest::newRow("synthetic: only rocep1s0f1, the Using line quoted")
            << single(n) << "nccl-single-hca" << true
            << "spark-fb97:23491:23491 [0] NCCL INFO NET/IB : Using [0]rocep1s0f1:1/RoCE [RO]; OOB "
               "enp1s0f1np1:192.168.100.16<0>";
    }
    // NCCL's own RDMA failures name the line they come from.
    QTest::newRow("warn-5: completion status 12")
        << withLog(QStringLiteral("nccl_debug_warn-5-ib-completion-status12-partial.txt"))
        << "nccl-ib-completion-error" << true
        << "NET/IB : Got completion from peer 172.36.143.59<44206> with status=12 opcode=129 len=65536 "
           "vendor err "
           "129 (Recv) localGid ::ffff:29.87.88.182 remoteGids::ffff:29.87.4.221";
    QTest::newRow("warn-7: modify_qp timed out")
        << withLog(QStringLiteral("nccl_debug_warn-7-modify-qp-timeout-2.27.txt")) << "nccl-qp-connect-failed"
        << true
        << "Call to ibv_modify_qp failed with 110 Connection timed out, on dev mlx_x:1, curr state INIT, "
           "next state "
           "RTR, local GID index 3, local GID ::ffff:xxx.xx.xx.xx, remote GID ::ffff:xxx.xx.xxx.xx";
    QTest::newRow("info-1: healthy Spark, no RDMA error") << withLog(QStringLiteral("nccl_debug_info-1.txt"))
                                                          << "nccl-ib-completion-error" << false << QString();
    QTest::newRow("info-6: healthy Spark via HPC-X, no QP error")
        << withLog(QStringLiteral("nccl_debug_info-6-spark-hpcx-ray-partial.txt")) << "nccl-qp-connect-failed"
        << false << QString();
    auto withTests = [](const QString &file, std::optional<model::Topology> topology) {
        NodeObservations n = named();
        n.ncclTests = ok(probe::NcclTestsParser::parse(sample(file)));
        Observations o = single(n);
        if (topology) {
            model::Cluster c;
            c.topology = *topology;
            o.cluster = c;
        }
        return o;
    };
    QTest::newRow("nccl_all_gather_perf-1: 21.4033 GB/s pair")
        << withTests(QStringLiteral("nccl_all_gather_perf-1.txt"), std::nullopt) << "nccl-busbw-low" << false
        << QString();
    QTest::newRow("nccl_all_gather_perf-3 (cut, largest row 20.95)")
        << withTests(QStringLiteral("nccl_all_gather_perf-3-spark-16G-partial.txt"), std::nullopt)
        << "nccl-busbw-low" << false << QString();
    {
        // Real nccl_all_reduce_perf-1 holds only 8K-64K rows: far below the reference.
        QTest::newRow("nccl_all_reduce_perf-1: small messages only")
            << withTests(QStringLiteral("nccl_all_reduce_perf-1-spark-partial.txt"), std::nullopt)
            << "nccl-busbw-low" << true << "21.9 GB/s";
    }
    // #wrong: every real sample validates clean; the same rows with one
    // in-place count made non-zero (and the summary line a test prints
    // then) are corrupted data, an error whatever the bandwidth.
    QTest::newRow("nccl_all_gather_perf-1: #wrong all 0")
        << withTests(QStringLiteral("nccl_all_gather_perf-1.txt"), std::nullopt) << "nccl-tests-wrong"
        << false << QString();
    QTest::newRow("nccl_all_reduce_perf-1: #wrong all 0")
        << withTests(QStringLiteral("nccl_all_reduce_perf-1-spark-partial.txt"), std::nullopt)
        << "nccl-tests-wrong" << false << QString();
    {
        QString text = sample(QStringLiteral("nccl_all_reduce_perf-1-spark-partial.txt"));
        const QString row = QStringLiteral("37.44    0.88    0.88       0");
        QVERIFY(text.contains(row));
        text.replace(row, QStringLiteral("37.44    0.88    0.88      12"));
        text += QStringLiteral("# Out of bounds values : 12 FAILED\n");
        NodeObservations n = named();
        n.ncclTests = ok(probe::NcclTestsParser::parse(text));
        QTest::newRow("all_reduce_perf-1 with 12 wrong at 32768 bytes")
            << single(n) << "nccl-tests-wrong" << true << "out-of-place 0, in-place 12";
    }
    {
        NodeObservations n = named();
        n.ncclEnv.insert(QStringLiteral("NCCL_SOCKET_IFNAME"), QStringLiteral("rocep1s0f1"));
        QTest::newRow("synthetic: RDMA device in NCCL_SOCKET_IFNAME")
            << single(n) << "nccl-env-confused" << true << "rocep1s0f1";
        n.ncclEnv.clear();
        n.ncclEnv.insert(QStringLiteral("NCCL_IB_HCA"), QStringLiteral("enp1s0f1np1,enP2p1s0f1np1"));
        QTest::newRow("synthetic: netdevs in NCCL_IB_HCA")
            << single(n) << "nccl-env-confused" << true << "enp1s0f1np1,enP2p1s0f1np1";
        n.ncclEnv.clear();
        n.ncclEnv.insert(QStringLiteral("NCCL_SOCKET_IFNAME"), QStringLiteral("enp1s0f1np1"));
        n.ncclEnv.insert(QStringLiteral("NCCL_IB_HCA"), QStringLiteral("=rocep1s0f1:1,roceP2p1s0f1:1"));
        QTest::newRow("nccl_debug_info-1 env (SOCKET_IFNAME=enp1s0f1np1) + correct HCA list")
            << single(n) << "nccl-env-confused" << false << QString();
    }
}

void TestNcclRules::rules()
{
    QFETCH(Observations, observations);
    QFETCH(QString, id);
    QFETCH(bool, fires);
    QFETCH(QString, evidenceValue);
    const QList<Finding> findings = NcclRules::evaluate(observations);
    const Finding *found = nullptr;
    for (const Finding &f : findings) {
        if (f.id == id)
            found = &f;
    }
    QCOMPARE(found != nullptr, fires);
    if (!found)
        return;
    QVERIFY(!found->explanation.isEmpty());
    QVERIFY(!found->fix.isEmpty());
    QStringList values;
    for (const Evidence &e : found->evidence)
        values << e.value;
    QVERIFY2(values.contains(evidenceValue), qPrintable(values.join(QStringLiteral(" | "))));
}

QTEST_GUILESS_MAIN(TestNcclRules)
#include "tst_ncclrules.moc"
