// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/nccltestsparser.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <QTest>

using railyard::probe::NcclTestsParser;
using railyard::probe::NcclTestsResult;
using railyard::probe::NcclTestsRow;

namespace {

QString readSample(const QString &name)
{
    QFile f(QStringLiteral(RAILYARD_TEST_DATA "/samples/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

} // namespace

class TstNcclTestsParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mangledRowIsAWarning();
    void everySampleIsCovered();
    void samples_data();
    void samples();
    void allGatherRows();
    void rowsAmongNcclInfoAndSshNoise();
    void wrongNotAvailable();
    void collectiveFromColumns_data();
    void collectiveFromColumns();
    void headerWithoutRootColumn();
    void redopNamedAfterTheLastColumn();
    void notNcclTests_data();
    void notNcclTests();
    void jsonFields();
};

static const QStringList kTableSamples = {
    QStringLiteral("nccl_all_gather_perf-1.txt"),
    QStringLiteral("nccl_all_gather_perf-3-spark-16G-partial.txt"),
    QStringLiteral("nccl_all_reduce_perf-1-spark-partial.txt"),
    QStringLiteral("nccl_all_reduce_perf-2-h100-2node-roce-partial.txt"),
    QStringLiteral("nccl_alltoall_perf-4-rtx5090-sudo-prompt.txt"),
    QStringLiteral("nccl_all_reduce_perf-5-old-error-column-partial.txt"),
    QStringLiteral("nccl_all_reduce_perf-6-rccl-ainic-tail-partial.txt"),
    QStringLiteral("nccl_broadcast_perf-7-old-layout-warn-partial.txt"),
    QStringLiteral("nccl_all_gather_perf-8-bf16-table-only-partial.txt"),
    QStringLiteral("nccl_all_reduce_perf-9-tail-partial.txt"),
    QStringLiteral("nccl_all_gather_perf-10-gb10-promax-16G.txt"),
    QStringLiteral("nccl_all_gather_perf-11-gb10-merged-nics.txt"),
};

void TstNcclTestsParser::everySampleIsCovered()
{
    const QStringList files = QDir(QStringLiteral(RAILYARD_TEST_DATA "/samples"))
                                  .entryList({QStringLiteral("nccl_*_perf*")}, QDir::Files);
    QCOMPARE(QSet<QString>(files.cbegin(), files.cend()),
             QSet<QString>(kTableSamples.cbegin(), kTableSamples.cend()));
}

void TstNcclTestsParser::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("collective");
    QTest::addColumn<QString>("testsVersion");
    QTest::addColumn<QString>("ncclVersion");
    QTest::addColumn<int>("rows");
    QTest::addColumn<qint64>("firstSize");
    QTest::addColumn<double>("firstBusbwOop");
    QTest::addColumn<double>("lastBusbwIp");
    QTest::addColumn<bool>("hasAvg");
    QTest::addColumn<double>("avg");
    QTest::addColumn<bool>("hasOob");

    QTest::newRow("all_gather-1 full, trailing space on avg")
        << "nccl_all_gather_perf-1.txt"
        << "all_gather"
        << "2.18.3"
        << "2.28.9" << 3 << qint64(1073741824) << 19.73 << 22.46 << true << 21.4033 << true;
    // Dell Pro Max GB10 pair, one 16G row, nccl-tests 2.18.5.
    QTest::newRow("all_gather-10 GB10 Dell, 16G")
        << "nccl_all_gather_perf-10-gb10-promax-16G.txt"
        << "all_gather"
        << "2.18.5"
        << "2.28.9" << 1 << qint64(17179869184) << 22.94 << 22.98 << true << 22.9611 << true;
    // DGX Spark pair with both RoCE functions merged (NCCL_IB_MERGE_NICS=1):
    // six rows 512M..16G, trailing blanks in the header, a trailing space
    // after the average.
    QTest::newRow("all_gather-11 GB10 merged NICs")
        << "nccl_all_gather_perf-11-gb10-merged-nics.txt"
        << "all_gather"
        << "2.19.6"
        << "2.28.9" << 6 << qint64(536870912) << 18.39 << 24.20 << true << 22.1205 << true;
    QTest::newRow("all_gather-3 16G, cut before avg")
        << "nccl_all_gather_perf-3-spark-16G-partial.txt"
        << "all_gather"
        << "2.17.6"
        << "2.28.3" << 1 << qint64(17179869184) << 18.94 << 20.95 << false << 0.0 << true;
    QTest::newRow("all_reduce-1 cut mid-table")
        << "nccl_all_reduce_perf-1-spark-partial.txt"
        << "all_reduce"
        << "2.20.0"
        << "2.31.2" << 4 << qint64(8192) << 0.23 << 1.01 << false << 0.0 << false;
    QTest::newRow("all_reduce-2 no version header, name from mpirun line")
        << "nccl_all_reduce_perf-2-h100-2node-roce-partial.txt"
        << "all_reduce"
        << ""
        << "" << 5 << qint64(2097152) << 18.53 << 41.52 << false << 0.0 << false;
    // The collective is named only by the echoed command on the prompt line
    // (a prompt and sudo's password prompt stand before the output).
    QTest::newRow("alltoall-4 name from the prompt's command")
        << "nccl_alltoall_perf-4-rtx5090-sudo-prompt.txt"
        << "alltoall"
        << ""
        << "" << 1 << qint64(33554432) << 0.0 << 0.0 << true << 0.0 << true;
    // nccl-tests before 2.x: an "error" column of floats instead of #wrong.
    QTest::newRow("all_reduce-5 old error column")
        << "nccl_all_reduce_perf-5-old-error-column-partial.txt"
        << "all_reduce"
        << ""
        << "" << 3 << qint64(8) << 0.0 << 0.0 << false << 0.0 << false;
    // RCCL's tail: rows, its "Errors with asterisks" line, the summary.
    QTest::newRow("all_reduce-6 RCCL tail")
        << "nccl_all_reduce_perf-6-rccl-ainic-tail-partial.txt"
        << "all_reduce"
        << ""
        << "" << 4 << qint64(2147483648) << 359.98 << 361.17 << true << 142.652 << true;
    // The older broadcast table: "type root" and no redop column, an
    // "error" column of N/A; NCCL WARN lines between the header and the table.
    QTest::newRow("broadcast-7 no redop column")
        << "nccl_broadcast_perf-7-old-layout-warn-partial.txt"
        << "broadcast"
        << ""
        << "2.9.6" << 1 << qint64(8) << 0.0 << 0.0 << false << 0.0 << false;
    // Only the table, bfloat16 rows: the family from the columns alone.
    QTest::newRow("all_gather-8 table only, bfloat16")
        << "nccl_all_gather_perf-8-bf16-table-only-partial.txt"
        << "all_gather"
        << ""
        << "" << 7 << qint64(16777216) << 77.10 << 140.24 << false << 0.0 << false;
    // Only the last rows and the summary.
    QTest::newRow("all_reduce-9 tail")
        << "nccl_all_reduce_perf-9-tail-partial.txt"
        << "all_reduce"
        << ""
        << "" << 6 << qint64(127926280) << 95.75 << 95.94 << true << 84.8558 << true;
    QTest::newRow("debug_info-1 table header only")
        << "nccl_debug_info-1.txt"
        << "all_gather"
        << "2.18.3"
        << "2.28.9" << 0 << qint64(0) << 0.0 << 0.0 << false << 0.0 << false;
    QTest::newRow("debug_info-2 slow run tail")
        << "nccl_debug_info-2.txt"
        << "all_gather"
        << ""
        << "" << 3 << qint64(1073741824) << 2.82 << 2.84 << true << 2.83174 << true;
}

void TstNcclTestsParser::samples()
{
    QFETCH(QString, file);
    QFETCH(QString, collective);
    QFETCH(QString, testsVersion);
    QFETCH(QString, ncclVersion);
    QFETCH(int, rows);
    QFETCH(qint64, firstSize);
    QFETCH(double, firstBusbwOop);
    QFETCH(double, lastBusbwIp);
    QFETCH(bool, hasAvg);
    QFETCH(double, avg);
    QFETCH(bool, hasOob);

    const QString text = readSample(file);
    QVERIFY2(!text.isEmpty(), qPrintable(file));
    const auto r = NcclTestsParser::parse(text);
    QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->collective, collective);
    QCOMPARE(r->ncclTestsVersion, testsVersion);
    QCOMPARE(r->ncclVersion, ncclVersion);
    QCOMPARE(r->rows.size(), rows);
    if (rows > 0) {
        QCOMPARE(r->rows.first().sizeBytes, firstSize);
        QCOMPARE(r->rows.first().busbwOop, firstBusbwOop);
        QCOMPARE(r->rows.last().busbwIp, lastBusbwIp);
    }
    QCOMPARE(r->avgBusbwGbs.has_value(), hasAvg);
    if (hasAvg)
        QCOMPARE(*r->avgBusbwGbs, avg);
    QCOMPARE(r->outOfBounds.has_value(), hasOob);
    if (hasOob)
        QCOMPARE(*r->outOfBounds, qint64(0));
}

void TstNcclTestsParser::allGatherRows()
{
    const auto r = NcclTestsParser::parse(readSample(QStringLiteral("nccl_all_gather_perf-1.txt")));
    QVERIFY(r);
    QCOMPARE(r->nThread, 1);
    QCOMPARE(r->nGpus, 1);
    QCOMPARE(r->minBytes, qint64(1073741824));
    QCOMPARE(r->maxBytes, qint64(4294967296));
    const NcclTestsRow &row = r->rows.first();
    QCOMPARE(row.count, qint64(134217728));
    QCOMPARE(row.type, QStringLiteral("float"));
    QCOMPARE(row.redop, QStringLiteral("none"));
    QCOMPARE(row.root, -1);
    QCOMPARE(row.timeUsOop, 27211.0);
    QCOMPARE(row.algbwOop, 39.46);
    QCOMPARE(row.wrongOop.value_or(-1), qint64(0));
    QCOMPARE(row.timeUsIp, 25806.7);
    QCOMPARE(row.algbwIp, 41.61);
    QCOMPARE(row.busbwIp, 20.80);
    QCOMPARE(row.wrongIp.value_or(-1), qint64(0));
    QCOMPARE(r->rows[2].sizeBytes, qint64(4294967296));
    QCOMPARE(r->rows[2].busbwOop, 22.14);
}

void TstNcclTestsParser::rowsAmongNcclInfoAndSshNoise()
{
    // nccl_debug_info-2: an ssh error line sits between the 2nd and 3rd row.
    const auto r = NcclTestsParser::parse(readSample(QStringLiteral("nccl_debug_info-2.txt")));
    QVERIFY(r);
    QCOMPARE(r->rows.size(), 3);
    QCOMPARE(r->rows[1].sizeBytes, qint64(2147483648));
    QCOMPARE(r->rows[2].timeUsOop, 758966.0);
    QCOMPARE(r->rows[2].algbwIp, 5.69);
}

void TstNcclTestsParser::wrongNotAvailable()
{
    const QString text = QStringLiteral("# nccl-tests version 2.18.3 nccl-headers=22809 nccl-library=22809\n"
                                        "# Collective test starting: sendrecv_perf\n"
                                        "#       size         count      type   redop    root     time   "
                                        "algbw   busbw  #wrong     time   algbw "
                                        "  busbw  #wrong \n"
                                        "     1048576        262144     float     sum      -1    50.00   "
                                        "20.97   20.97     N/A    49.00   21.40 "
                                        "  21.40     N/A\n"
                                        "# Out of bounds values : 0 OK\n"
                                        "# Avg bus bandwidth    : 21.185 \n");
    const auto r = NcclTestsParser::parse(text);
    QVERIFY(r);
    QCOMPARE(r->collective, QStringLiteral("sendrecv"));
    QCOMPARE(r->rows.size(), 1);
    QVERIFY(!r->rows[0].wrongOop.has_value());
    QVERIFY(!r->rows[0].wrongIp.has_value());
    QVERIFY(r->rows[0].toJson().value(QStringLiteral("wrong_oop")).isNull());
    QCOMPARE(r->avgBusbwGbs.value_or(0), 21.185);
}

void TstNcclTestsParser::collectiveFromColumns_data()
{
    QTest::addColumn<QString>("row");
    QTest::addColumn<QString>("collective");
    QTest::newRow("sum, no root")
        << "    8192   2048  float  sum  -1  35.15  0.23  0.23  0  30.33  0.27  0.27  0"
        << "all_reduce";
    QTest::newRow("none, no root")
        << "    8192   2048  float  none  -1  35.15  0.23  0.23  0  30.33  0.27  0.27  0"
        << "all_gather";
    QTest::newRow("none, root 0")
        << "    8192   2048  float  none  0  35.15  0.23  0.23  0  30.33  0.27  0.27  0"
        << "broadcast";
    QTest::newRow("sum, root 0")
        << "    8192   2048  float  sum  0  35.15  0.23  0.23  0  30.33  0.27  0.27  0"
        << "reduce";
}

void TstNcclTestsParser::collectiveFromColumns()
{
    QFETCH(QString, row);
    QFETCH(QString, collective);
    const auto r = NcclTestsParser::parse(row + QLatin1Char('\n'));
    QVERIFY(r);
    QCOMPARE(r->rows.size(), 1);
    QCOMPARE(r->collective, collective);
}

void TstNcclTestsParser::headerWithoutRootColumn()
{
    // Older nccl-tests: no root column.
    const QString text = QStringLiteral("#       size         count    type   redop     time   algbw   busbw "
                                        " #wrong     time   algbw   busbw  "
                                        "#wrong\n"
                                        "     1048576        262144   float     sum    60.00   17.48   17.48 "
                                        "      0    59.00   17.77   17.77     "
                                        "  0\n");
    const auto r = NcclTestsParser::parse(text);
    QVERIFY(r);
    QCOMPARE(r->rows.size(), 1);
    QCOMPARE(r->rows[0].root, -1);
    QCOMPARE(r->rows[0].timeUsOop, 60.0);
    QCOMPARE(r->rows[0].busbwIp, 17.77);
    QCOMPARE(r->rows[0].wrongIp.value_or(-1), qint64(0));
}

void TstNcclTestsParser::redopNamedAfterTheLastColumn()
{
    // A mangled header (found by the fuzzer) names "redop" after the in-place
    // columns. A row as long as the root-based layout must not be read up to
    // that column: it is not a whole row, so it is a warning, not a crash.
    const QString text =
        QStringLiteral("#  size count type root time algbw busbw #wrong time algbw busbw #wrong redop\n"
                       "  1048576 262144 float 0 60.00 17.48 17.48 0 59.00 17.77 17.77 0\n"
                       "  2097152 524288 float 0 61.00 34.38 34.38 0 60.00 34.95 34.95 0 sum\n");
    const auto r = NcclTestsParser::parse(text);
    QVERIFY(r);
    QCOMPARE(r->warnings.size(), 1);
    QCOMPARE(r->warnings[0].line, 2);
    QCOMPARE(r->rows.size(), 1);
    QCOMPARE(r->rows[0].sizeBytes, qint64(2097152));
    QCOMPARE(r->rows[0].redop, QStringLiteral("sum"));
    QCOMPARE(r->rows[0].busbwIp, 34.95);
}

void TstNcclTestsParser::notNcclTests_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("perftest") << readSample(QStringLiteral("ib_write_bw-2.txt"));
    QTest::newRow("nccl log without table")
        << readSample(QStringLiteral("nccl_debug_warn-3-spcx-socket.txt"));
    QTest::newRow("numbers but too few columns") << QStringLiteral("1 2 3 4 5\n65536 100 0.1\n");
    QTest::newRow("garbage") << QStringLiteral("lorem ipsum\n\tdolor sit amet\n");
}

void TstNcclTestsParser::notNcclTests()
{
    QFETCH(QString, text);
    const auto r = NcclTestsParser::parse(text);
    QVERIFY(!r.hasValue());
    QVERIFY(!r.error().message.isEmpty());
}

void TstNcclTestsParser::jsonFields()
{
    const auto r = NcclTestsParser::parse(readSample(QStringLiteral("nccl_all_gather_perf-1.txt")));
    QVERIFY(r);
    const QJsonObject o = r->toJson();
    QCOMPARE(o.value(QStringLiteral("collective")).toString(), QStringLiteral("all_gather"));
    QCOMPARE(o.value(QStringLiteral("avg_busbw_gbs")).toDouble(), 21.4033);
    const QJsonObject row = o.value(QStringLiteral("rows")).toArray().first().toObject();
    for (const char *key : {"size_bytes", "count", "type", "redop", "root", "time_us_oop", "algbw_oop",
                            "busbw_oop", "wrong_oop", "time_us_ip", "algbw_ip", "busbw_ip", "wrong_ip"})
        QVERIFY2(row.contains(QLatin1String(key)), key);

    const auto cut =
        NcclTestsParser::parse(readSample(QStringLiteral("nccl_all_reduce_perf-1-spark-partial.txt")));
    QVERIFY(cut);
    QVERIFY(!cut->toJson().contains(QStringLiteral("avg_busbw_gbs")));
}

void TstNcclTestsParser::mangledRowIsAWarning()
{
    // The GB10 16G capture with its one row's time mangled: the row is kept
    // aside with its line, the header and the average are still read.
    QString text = readSample(QStringLiteral("nccl_all_gather_perf-10-gb10-promax-16G.txt"));
    text.replace(QStringLiteral("374425"), QStringLiteral("37x425"));
    const auto r = NcclTestsParser::parse(text);
    QVERIFY(r.hasValue());
    QVERIFY(r->rows.isEmpty());
    QCOMPARE(r->warnings.size(), 1);
    QCOMPARE(r->warnings.first().line, 12);
    QCOMPARE(r->avgBusbwGbs.value_or(0), 22.9611);
}

QTEST_GUILESS_MAIN(TstNcclTestsParser)
#include "tst_nccltestsparser.moc"
