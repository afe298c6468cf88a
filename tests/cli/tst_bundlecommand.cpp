// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cstring>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// TMPDIR points the CLI's temporary folders into a folder the test owns, so
// a member that climbed out of the extraction folder would show up there.
Run runCli(const QStringList &args, const QString &tmpDir = {})
{
    QProcess p;
    if (!tmpDir.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TMPDIR"), tmpDir);
        p.setProcessEnvironment(env);
    }
    p.start(QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli"), args);
    p.waitForFinished(240000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QByteArray tool(const QString &program, const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(program, args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return p.readAllStandardOutput();
}

QSet<QString> keys(const QJsonArray &findings)
{
    QSet<QString> out;
    for (const QJsonValue &v : findings)
        out << v.toObject().value("id").toString() + QLatin1Char('|') +
                   v.toObject().value("object").toObject().value("text").toString();
    return out;
}

// One ustar member written by hand: the hostile archives are exactly what
// no well-behaved tar would produce.
QByteArray tarMember(const QByteArray &name, char type, const QByteArray &data, const QByteArray &link = {})
{
    QByteArray h(512, '\0');
    std::memcpy(h.data(), name.constData(), size_t(qMin<qsizetype>(name.size(), 100)));
    std::memcpy(h.data() + 100, "0000644", 7);
    std::memcpy(h.data() + 108, "0000000", 7);
    std::memcpy(h.data() + 116, "0000000", 7);
    const QByteArray size = QByteArray::number(data.size(), 8).rightJustified(11, '0');
    std::memcpy(h.data() + 124, size.constData(), 11);
    std::memcpy(h.data() + 136, "00000000000", 11);
    h[156] = type;
    std::memcpy(h.data() + 157, link.constData(), size_t(qMin<qsizetype>(link.size(), 100)));
    std::memcpy(h.data() + 257,
                "ustar\0"
                "00",
                8);
    unsigned sum = 0;
    for (int i = 0; i < 512; ++i)
        sum += (i >= 148 && i < 156) ? ' ' : unsigned(static_cast<unsigned char>(h[i]));
    const QByteArray s = QByteArray::number(sum, 8).rightJustified(6, '0');
    std::memcpy(h.data() + 148, s.constData(), 6);
    h[155] = ' ';
    return h + data + QByteArray((512 - data.size() % 512) % 512, '\0');
}

QStringList filesUnder(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString rel = QDir(dir).relativeFilePath(it.next());
        // Qt's own runtime folder (QGuiApplication without XDG_RUNTIME_DIR) is not ours.
        if (!rel.startsWith(QLatin1String("tmp/runtime-")))
            out << rel;
    }
    out.sort();
    return out;
}

QString pdfText(const QString &pdf)
{
    QString text = QString::fromUtf8(tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}));
    return text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

} // namespace

class TstBundleCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("bundle archive into a missing folder")
            << QStringList{"bundle", "--demo", "demo-ring4", "--out", "/nonexistent/b.tar.gz"};
        QTest::newRow("report from a missing bundle")
            << QStringList{"report", "--bundle", "/nonexistent/b.tar.gz", "--out", "/tmp/x.pdf"};
        QTest::newRow("report from a bundle and a demo") << QStringList{
            "report", "--bundle",  RAILYARD_TEST_DATA "/bundles/healthy-pair", "--demo", "demo-ring4",
            "--out",  "/tmp/x.pdf"};
        QTest::newRow("report from a bundle without a project") << QStringList{
            "report", "--bundle", RAILYARD_TEST_DATA "/bundles/healthy-pair", "--out", "/tmp/x.pdf"};
        QTest::newRow("doctor on a missing archive")
            << QStringList{"doctor", "--bundle", "/nonexistent/b.tar.gz"};
    }
    void usage()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
        // One line names the problem (Qt may add its own notes about the platform).
        QCOMPARE(r.err.count("railyard-cli: "), 1);
    }

    // demo -> .tar.gz -> doctor and report, against the live report of the same scenario.
    void archiveRoundTrip()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed; scripts/install-deps.sh installs it");
        QTemporaryDir dir;
        const QString archive = dir.filePath(QStringLiteral("ring4.tar.gz"));
        const Run b = runCli({"bundle", "--demo", "demo-ring4", "--out", archive, "--duration", "1"});
        QCOMPARE(b.exitCode, 1);
        QVERIFY2(b.out.contains(archive.toUtf8()), b.out.constData());
        QVERIFY(QFileInfo(archive).isFile());
        // The staging folder is gone: only the archive was written.
        QCOMPARE(filesUnder(dir.path()), QStringList{QStringLiteral("ring4.tar.gz")});

        // The system tar reads it: one top-level folder holding the layout.
        const QDir unpacked(dir.filePath(QStringLiteral("unpacked")));
        QVERIFY(QDir().mkpath(unpacked.path()));
        QProcess tar;
        tar.start(QStringLiteral("tar"), {"-xzf", archive, "-C", unpacked.path()});
        QVERIFY(tar.waitForFinished(60000));
        QCOMPARE(tar.exitCode(), 0);
        QCOMPARE(unpacked.entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{"ring4"});
        for (const char *file :
             {"spark-1/ip-addr.json", "spark-1/ethtool-m-enp1s0f0np0.txt", "spark-3/loopback-rocep1s0f1.txt",
              "spark-2/ib_write_bw-rocep1s0f1.txt", "spark-1/nccl.log", "railyard.yaml", "report.json"})
            QVERIFY2(QFile::exists(unpacked.filePath(QStringLiteral("ring4/") + QLatin1String(file))), file);
        QFile reportFile(unpacked.filePath(QStringLiteral("ring4/report.json")));
        QVERIFY(reportFile.open(QIODevice::ReadOnly));
        const QJsonObject recorded = QJsonDocument::fromJson(reportFile.readAll()).object();
        const QSet<QString> bundled = keys(recorded.value("findings").toArray());
        const QSet<QString> discoveryOnly = keys(recorded.value("discovery_findings").toArray());
        QVERIFY(bundled.contains(QStringLiteral("card-throttled|spark-3")));
        QVERIFY(!recorded.value("content").toObject().value("inventory").toArray().isEmpty());

        // doctor reads the archive and the project inside it.
        const Run d = runCli({"doctor", "--bundle", archive, "--format", "json"});
        QCOMPARE(d.exitCode, 1);
        const QSet<QString> doctor =
            keys(QJsonDocument::fromJson(d.out).object().value("findings").toArray());
        QCOMPARE(doctor, bundled - discoveryOnly + (doctor & discoveryOnly));

        // report --bundle: no live cluster, the same findings as the run that made the bundle.
        const QString fromBundle = dir.filePath(QStringLiteral("from-bundle.pdf"));
        const Run r = runCli({"report", "--bundle", archive, "--out", fromBundle, "--format", "json"});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(!o.isEmpty(), r.err.constData());
        QCOMPARE(keys(o.value("findings").toArray()), bundled);

        // And the same findings as a live report of the scenario, as pdftotext shows them.
        const QString live = dir.filePath(QStringLiteral("live.pdf"));
        const Run l =
            runCli({"report", "--demo", "demo-ring4", "--out", live, "--duration", "1", "--format", "json"});
        QCOMPARE(l.exitCode, 1);
        const QJsonArray liveFindings = QJsonDocument::fromJson(l.out).object().value("findings").toArray();
        QCOMPARE(keys(liveFindings), bundled);
        const QString liveText = pdfText(live);
        const QString bundleText = pdfText(fromBundle);
        QVERIFY(bundleText.contains(QStringLiteral("Verdict: not working as it should")));
        for (const QJsonValue &v : liveFindings) {
            const QString id = v.toObject().value("id").toString();
            const QString fix = QStringLiteral("Fix: ") + v.toObject().value("fix").toString().simplified();
            QVERIFY2(liveText.contains(id) && bundleText.contains(id), qPrintable(id));
            QVERIFY2(liveText.contains(fix) && bundleText.contains(fix), qPrintable(fix));
        }
        for (const QString &section :
             {QStringLiteral("Port 0 cable EEPROM"), QStringLiteral("Kernel"),
              QStringLiteral("Loopback bandwidth per node"), QStringLiteral("RDMA bandwidth per rail"),
              QStringLiteral("Appendix: command log"), QStringLiteral("ib_write_bw")})
            QVERIFY2(bundleText.contains(section), qPrintable(section));
        for (const QString &node : {"spark-1", "spark-2", "spark-3", "spark-4"})
            QVERIFY(bundleText.contains(node));
        // The diagram and the charts are drawn from the bundle as well.
        QCOMPARE(tool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), fromBundle}).split('\n').count(),
                 tool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), live}).split('\n').count());
    }

    // Members as "type|name|link|data"; @ROOT@ is the folder the test watches,
    // so the absolute member and the links aim at a place it can check.
    void hostileArchive_data()
    {
        QTest::addColumn<QStringList>("members");
        QTest::addColumn<QString>("reason");
        const QStringList ok{"5|b/||", "0|b/n1/lspci.txt||x"};
        QTest::newRow("a member climbing out with ..")
            << ok + QStringList{"0|b/../../escaped-dotdot.txt||owned"} << QStringLiteral("'..'");
        QTest::newRow("a member climbing out with a leading ..")
            << ok + QStringList{"0|../escaped-dotdot.txt||owned"} << QStringLiteral("'..'");
        QTest::newRow("an absolute member")
            << ok + QStringList{"0|@ROOT@/escaped-absolute.txt||owned"} << QStringLiteral("absolute");
        QTest::newRow("a symlink out of the bundle")
            << ok + QStringList{"2|b/n2|@ROOT@|", "0|b/n2/escaped-link.txt||owned"} << QStringLiteral("link");
        QTest::newRow("a hard link") << ok + QStringList{"1|b/n1/ip-addr.json|/etc/passwd|"}
                                     << QStringLiteral("link");
        QTest::newRow("a device") << ok + QStringList{"3|b/n1/dev||"}
                                  << QStringLiteral("not a file or a folder");
        QTest::newRow("a damaged header") << QStringList{"5|b/||", "!"} << QStringLiteral("damaged");
    }
    void hostileArchive()
    {
        QFETCH(QStringList, members);
        QFETCH(QString, reason);
        if (QStandardPaths::findExecutable(QStringLiteral("gzip")).isEmpty())
            QSKIP("gzip is not installed");
        QTemporaryDir root;
        const QString tmp = root.filePath(QStringLiteral("tmp"));
        QVERIFY(QDir().mkpath(tmp));
        QByteArray tar;
        for (QString m : members) {
            if (m == QLatin1String("!")) {
                tar += QByteArray(512, 'z');
                continue;
            }
            m.replace(QStringLiteral("@ROOT@"), root.path());
            const QStringList f = m.split(QLatin1Char('|'));
            tar += tarMember(f[1].toUtf8(), f[0].at(0).toLatin1(), f[3].toUtf8(), f[2].toUtf8());
        }
        tar += QByteArray(1024, '\0');
        const QString archive = root.filePath(QStringLiteral("hostile.tar.gz"));
        QFile file(archive);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(tool(QStringLiteral("gzip"), {"-c", "-n"}, tar));
        file.close();
        const QStringList before = filesUnder(root.path());

        const QString pdf = root.filePath(QStringLiteral("hostile.pdf"));
        for (const QStringList &args : {QStringList{"doctor", "--bundle", archive},
                                        QStringList{"report", "--bundle", archive, "--out", pdf}}) {
            const Run r = runCli(args, tmp);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(archive.toUtf8()), r.err.constData());
            QVERIFY2(QString::fromUtf8(r.err).contains(reason), r.err.constData());
            // Nothing landed anywhere: not beside the archive, not in the
            // temporary folder (it is removed), not where the member pointed.
            QCOMPARE(filesUnder(root.path()), before);
            QVERIFY(!QFile::exists(QDir::tempPath() + QStringLiteral("/escaped-dotdot.txt")));
        }
    }

    // 300 MB of zeros gzip to a few hundred KB: the cap stops the
    // decompression itself, before the members are even looked at.
    void oversizedArchive()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("gzip")).isEmpty())
            QSKIP("gzip is not installed");
        QTemporaryDir root;
        const QString tmp = root.filePath(QStringLiteral("tmp"));
        QVERIFY(QDir().mkpath(tmp));
        const qint64 size = 300LL * 1024 * 1024;
        const QString headerFile = root.filePath(QStringLiteral("header"));
        QFile h(headerFile);
        QVERIFY(h.open(QIODevice::WriteOnly));
        h.write(tarMember("b/n1/dmesg.txt", '0', {})
                    .left(512)
                    .replace(124, 11, QByteArray::number(size, 8).rightJustified(11, '0')));
        h.close();
        const QString archive = root.filePath(QStringLiteral("big.tar.gz"));
        QProcess sh;
        sh.start(QStringLiteral("sh"),
                 {"-c", QStringLiteral("{ cat '%1'; head -c %2 /dev/zero; } | gzip -1 > '%3'")
                            .arg(headerFile)
                            .arg(size)
                            .arg(archive)});
        QVERIFY(sh.waitForFinished(120000));
        QCOMPARE(sh.exitCode(), 0);
        QVERIFY(QFileInfo(archive).size() < 2 * 1024 * 1024);
        QFile::remove(headerFile);
        const QStringList before = filesUnder(root.path());
        const Run r = runCli({"doctor", "--bundle", archive}, tmp);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(archive.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains("more than 256 MB"), r.err.constData());
        QCOMPARE(filesUnder(root.path()), before);
    }

    void notAnArchive()
    {
        QTemporaryDir root;
        const QString archive = root.filePath(QStringLiteral("plain.tar.gz"));
        QFile f(archive);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("this is not gzip\n");
        f.close();
        const Run r = runCli({"doctor", "--bundle", archive});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(archive.toUtf8()));
        QVERIFY(r.err.contains("gzip"));
    }
};

QTEST_GUILESS_MAIN(TstBundleCommand)
#include "tst_bundlecommand.moc"
