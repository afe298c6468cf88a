// SPDX-License-Identifier: GPL-3.0-or-later
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli"), args);
    p.waitForFinished(240000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QString tool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

QSet<QString> keys(const QJsonArray &findings)
{
    QSet<QString> out;
    for (const QJsonValue &v : findings)
        out << v.toObject().value("id").toString() + QLatin1Char('|') +
                   v.toObject().value("object").toObject().value("text").toString();
    return out;
}

} // namespace

class TstReportCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("report without --out") << QStringList{"report", "--demo", "demo-ring4"};
        QTest::newRow("report with an unknown page")
            << QStringList{"report", "--demo", "demo-ring4", "--out", "/tmp/x.pdf", "--page", "a5"};
        QTest::newRow("report into a missing folder")
            << QStringList{"report", "--demo", "demo-ring4", "--out", "/nonexistent/x.pdf"};
        QTest::newRow("report with both sources")
            << QStringList{"report", "--demo", "demo-ring4", "--project", "x.yaml", "--out", "/tmp/x.pdf"};
        QTest::newRow("bundle without --out") << QStringList{"bundle", "--demo", "demo-ring4"};
        QTest::newRow("bundle with a bad duration") << QStringList{
            "bundle", "--demo", "demo-ring4", "--out", "/tmp/nowhere-bundle", "--duration", "0"};
    }
    void usage()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
    }

    void demoRing4Report()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed; scripts/install-deps.sh installs it");
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("ring4.pdf"));
        const Run r =
            runCli({"report", "--demo", "demo-ring4", "--out", pdf, "--duration", "1", "--format", "json"});
        QCOMPARE(r.exitCode, 1); // spark-3's card is throttled: an error finding
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(!o.isEmpty(), r.out.constData());
        QVERIFY(o.value("summary").toObject().value("errors").toInt() >= 1);
        QVERIFY(keys(o.value("findings").toArray()).contains(QStringLiteral("card-throttled|spark-3")));
        // How long the export took is reported; its speed is bench_report's
        // to measure (a bound here failed under load in a fresh root).
        QVERIFY(o.value("export_ms").isDouble() && o.value("export_ms").toInt() >= 0);

        QString text = tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
        QVERIFY(text.contains(QStringLiteral("Verdict: not working as it should")));
        for (const QString &node : {"spark-1", "spark-2", "spark-3", "spark-4"}) {
            QVERIFY(text.contains(node));
            QVERIFY(text.contains(QStringLiteral("Kernel")));
        }
        QVERIFY(text.contains(QStringLiteral("Port 0 cable EEPROM")));
        for (const QJsonValue &v : o.value("findings").toArray()) {
            const QString fix = v.toObject().value("fix").toString();
            QVERIFY2(text.contains(v.toObject().value("id").toString()),
                     qPrintable(v.toObject().value("id").toString()));
            QVERIFY2(text.contains(QStringLiteral("Fix: ") + fix.simplified()), qPrintable(fix));
        }
        QVERIFY(text.contains(QStringLiteral("Loopback bandwidth per node")));
        QVERIFY(text.contains(QStringLiteral("RDMA bandwidth per rail")));
        // the Tests page's plots: each cable against the limit, NCCL by message size with its band
        QVERIFY(
            text.contains(QStringLiteral("RDMA bandwidth per cable (both rails at once) spark-1 port 0")));
        QVERIFY(text.contains(QStringLiteral("limit: 200 Gb/s per cable")));
        for (const QString &collective : {"all_gather_perf", "all_reduce_perf"})
            QVERIFY2(text.contains(QStringLiteral("NCCL %1: bus bandwidth by message size").arg(collective)),
                     qPrintable(collective));
        QVERIFY(text.contains(QStringLiteral("256M 512M message size (bytes)")));
        QVERIFY(text.contains(QStringLiteral("Appendix: command log")));
        QVERIFY(text.contains(QStringLiteral("ib_write_bw")));
        QVERIFY(text.contains(QStringLiteral("mpirun")));
        QVERIFY(!text.contains(QStringLiteral("PRIVATE KEY")));

        const QStringList fonts = tool(QStringLiteral("pdffonts"), {pdf}).split('\n', Qt::SkipEmptyParts);
        QVERIFY(fonts.size() > 2);
        for (const QString &line : fonts.mid(2))
            QVERIFY2(
                line.contains(QRegularExpression(QStringLiteral("\\syes\\s+(yes|no)\\s+(yes|no)\\s+\\d+"))),
                qPrintable(line));
        QCOMPARE(tool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf})
                     .split('\n', Qt::SkipEmptyParts)
                     .size(),
                 2);
    }

    void bundleThenDoctor()
    {
        QTemporaryDir dir;
        const QString bundle = dir.filePath(QStringLiteral("bundle"));
        const Run b = runCli({"bundle", "--demo", "demo-ring4", "--out", bundle, "--duration", "1"});
        QCOMPARE(b.exitCode, 1);
        for (const char *file :
             {"spark-1/ip-addr.json", "spark-1/ethtool-m-enp1s0f0np0.txt", "spark-3/loopback-rocep1s0f1.txt",
              "spark-2/ib_write_bw-rocep1s0f1.txt", "spark-1/nccl.log", "railyard.yaml", "report.json"})
            QVERIFY2(QFile::exists(bundle + QLatin1Char('/') + QLatin1String(file)), file);
        QFile reportFile(bundle + QStringLiteral("/report.json"));
        QVERIFY(reportFile.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(reportFile.readAll()).object();
        const QSet<QString> all = keys(report.value("findings").toArray());
        const QSet<QString> discoveryOnly = keys(report.value("discovery_findings").toArray());
        QVERIFY(all.contains(QStringLiteral("card-throttled|spark-3")));

        const Run d = runCli({"doctor", "--bundle", bundle, "--project",
                              bundle + QStringLiteral("/railyard.yaml"), "--format", "json"});
        QCOMPARE(d.exitCode, 1);
        const QSet<QString> doctor =
            keys(QJsonDocument::fromJson(d.out).object().value("findings").toArray());
        // doctor reaches every finding of the report except the discovery's
        // own (they need the live neighbour probe), and nothing else.
        QCOMPARE(doctor, all - discoveryOnly + (doctor & discoveryOnly));
        QVERIFY(doctor.contains(QStringLiteral("card-throttled|spark-3")));
        QVERIFY(!doctor.contains(QStringLiteral("bundle-file-unparsed|spark-1")));
    }

    // report.json in someone else's bundle folder is read as a regular
    // file under a cap: a link to /dev/zero is refused by name, not read
    // until memory runs out; a FIFO does not hang the report.
    void hostileReportJson_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("symlink-to-dev-zero") << QStringLiteral("zero");
        QTest::newRow("fifo") << QStringLiteral("fifo");
    }
    void hostileReportJson()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString bundle = dir.filePath(QStringLiteral("bundle"));
        const Run b = runCli({"bundle", "--demo", "healthy-pair", "--out", bundle, "--duration", "1"});
        QVERIFY2(b.exitCode == 0 || b.exitCode == 1, b.err.constData());
        const QString json = bundle + QStringLiteral("/report.json");
        QVERIFY(QFile::remove(json));
        if (kind == QLatin1String("zero"))
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), json));
        else
            QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {json}), 0);
        QProcess p;
        p.start(QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli"),
                {"report", "--bundle", bundle, "--out", dir.filePath(QStringLiteral("r.pdf"))});
        const bool ended = p.waitForFinished(120000);
        if (!ended) {
            p.kill();
            p.waitForFinished();
        }
        QVERIFY2(ended, "report --bundle hung on report.json");
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 2);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.contains("report.json"), err.constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("r.pdf"))));
    }

    void redactedBundle()
    {
        QTemporaryDir dir;
        const QString bundle = dir.filePath(QStringLiteral("bundle"));
        const Run b =
            runCli({"bundle", "--demo", "healthy-pair", "--out", bundle, "--duration", "1", "--redact"});
        QVERIFY2(b.exitCode == 0 || b.exitCode == 1, b.err.constData());
        QFile addr(bundle + QStringLiteral("/spark-1/ip-addr.json"));
        QVERIFY(addr.open(QIODevice::ReadOnly));
        const QByteArray json = addr.readAll();
        QVERIFY(json.contains("x.x.x.x"));
        QVERIFY(!QRegularExpression(QStringLiteral("\\b10\\.\\d+\\.\\d+\\.\\d+\\b"))
                     .match(QString::fromUtf8(json))
                     .hasMatch());
        QFile yaml(bundle + QStringLiteral("/railyard.yaml"));
        QVERIFY(yaml.open(QIODevice::ReadOnly));
        QVERIFY(!yaml.readAll().contains("nvidia"));
    }
};

QTEST_GUILESS_MAIN(TstReportCommand)
#include "tst_reportcommand.moc"
