// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/networkplanner.h"
#include "render/diagrambuilder.h"
#include "render/pdfreport.h"
#include "report/reportitem.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace railyard;

namespace {

const QString Password = QStringLiteral("Tr0ub4dor-horse");
const QString KeyBody = QStringLiteral("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ");

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Whitespace as one space, so text wrapped by the layout still matches.
QString flat(const QString &text)
{
    return QString(text).replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

// The flat text without the page footers, so a phrase cut by a page break still matches.
QString withoutFooters(const QString &flatText)
{
    return QString(flatText).replace(
        QRegularExpression(QStringLiteral("Railyard report, page \\d+ of \\d+ ")), QString());
}

// `extraFacts` rows make the inventory run across pages; with few of them
// the cabling diagram lands inside the part of the document that Qt lays
// out first.
render::ReportContent sampleContent(report::ReportItem &log, int extraFacts = 80)
{
    render::ReportContent c;
    c.title = QStringLiteral("Test report");
    c.generated = QDateTime(QDate(2026, 12, 1), QTime(8, 0), Qt::UTC);
    c.cluster.topology = model::Topology::Direct;
    c.cluster.nodes = {
        model::Node{QStringLiteral("spark-a"), QStringLiteral("192.168.1.21"), QStringLiteral("alice")},
        model::Node{QStringLiteral("spark-b"), QStringLiteral("192.168.1.22"), QStringLiteral("alice")}};
    c.cables = render::DiagramBuilder::fromCluster(c.cluster);
    if (auto plan = plan::NetworkPlanner::plan(c.cluster))
        c.plan = plan.value();
    for (render::DiagramCable &dc : c.cables) {
        dc.status = render::CableStatus::Problem;
        dc.rails = {render::RailState::Up, render::RailState::Down};
    }
    diag::Finding one;
    one.id = QStringLiteral("port-one-rail-up");
    one.severity = model::Severity::Error;
    one.object = diag::FindingObject::forPort(QStringLiteral("spark-b"), 0);
    one.explanation = QStringLiteral("Only rail 1 of port 0 is up.");
    one.fix = QStringLiteral("Reseat the cable on port 0 of spark-b.");
    one.evidence = {
        {QStringLiteral("spark-b: ibdev2netdev"), QStringLiteral("roceP2p1s0f0"), QStringLiteral("Down")}};
    diag::Finding two;
    two.id = QStringLiteral("eeprom-placeholder");
    two.severity = model::Severity::Info;
    two.object = diag::FindingObject::forPort(QStringLiteral("spark-a"), 0);
    two.explanation = QStringLiteral("The attenuation is a placeholder.");
    two.fix = QStringLiteral("Nothing to do: the figure is not a measurement.");
    c.findings = {one, two};
    c.inventory = {
        {QStringLiteral("spark-a"), {{QStringLiteral("Kernel"), QStringLiteral("6.11.0-1016-nvidia")}}},
        {QStringLiteral("spark-b"), {{QStringLiteral("Kernel"), QStringLiteral("6.11.0-1016-nvidia")}}}};
    // Enough rows for tables that run across pages: what follows them must still print.
    for (int i = 0; i < extraFacts; ++i)
        c.inventory[1].second << qMakePair(QStringLiteral("fact %1").arg(i),
                                           QStringLiteral("value %1").arg(i));
    c.results = {render::ReportTable{QStringLiteral("RDMA"),
                                     {QStringLiteral("Cable"), QStringLiteral("Gb/s")},
                                     {{QStringLiteral("spark-a:0 <-> spark-b:0"), QStringLiteral("106.1")}},
                                     {}}};
    c.charts = {render::ReportChart{
        QStringLiteral("RDMA bandwidth per rail"),
        QStringLiteral("Gb/s"),
        {{QStringLiteral("spark-b rail 1"), 106.1}, {QStringLiteral("spark-b rail 2"), 0}},
        92.5,
        QStringLiteral("healthy rail"),
        80}};

    report::ReportItem *node = log.nodeItem(QStringLiteral("spark-b"));
    report::CommandRecord sudo;
    sudo.node = QStringLiteral("spark-b");
    sudo.program = QStringLiteral("ibdev2netdev");
    sudo.exitCode = 0;
    sudo.durationMs = 12;
    sudo.stdoutData = QStringLiteral("rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)\n[sudo] password for alice: %1\n"
                                     "export HF_TOKEN=hf_secretvalue\n")
                          .arg(Password)
                          .toUtf8();
    node->addCommand(sudo);
    report::CommandRecord cat;
    cat.node = QStringLiteral("spark-b");
    cat.program = QStringLiteral("cat");
    cat.arguments = {QStringLiteral("/home/alice/.ssh/id_ed25519")};
    cat.exitCode = 0;
    cat.durationMs = 3;
    cat.stdoutData = (QStringLiteral("-----BEGIN OPENSSH PRIVATE KEY-----\n") + KeyBody +
                      QStringLiteral("\n-----END OPENSSH PRIVATE KEY-----\n"))
                         .toUtf8();
    node->addCommand(cat);
    // A long log, as a cluster run gives: the layout must be complete before printing.
    for (int i = 0; i < 300; ++i) {
        report::CommandRecord r;
        r.node = QStringLiteral("spark-a");
        r.program = QStringLiteral("ethtool");
        r.arguments = {QStringLiteral("-S"), QStringLiteral("enp1s0f0np0")};
        r.exitCode = 0;
        for (int line = 0; line < 40; ++line)
            r.stdoutData += QByteArray("     rx_err_lane_") + QByteArray::number(line) + "_phy: 12\n";
        node->addCommand(r);
    }
    report::CommandRecord last;
    last.node = QStringLiteral("spark-a");
    last.program = QStringLiteral("dmesg");
    last.exitCode = 0;
    last.stdoutData = "mlx5_core 0000:01:00.0: last line of the log\n";
    node->addCommand(last);
    c.log = &log;
    return c;
}

} // namespace

class TstPdfReport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed; scripts/install-deps.sh installs it");
    }

    void pdf_data()
    {
        QTest::addColumn<int>("page");
        QTest::addColumn<QString>("size"); // as pdfinfo prints it
        QTest::newRow("a4") << int(QPageSize::A4) << "595 x 842 pts (A4)";
        QTest::newRow("letter") << int(QPageSize::Letter) << "612 x 792 pts (letter)";
    }
    void pdf()
    {
        QFETCH(int, page);
        QFETCH(QString, size);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        report::ReportItem log(report::ItemKind::Cluster, QStringLiteral("session"));
        const render::ReportContent content = sampleContent(log);
        render::PdfReport::Options options;
        options.pageSize = QPageSize::PageSizeId(page);
        options.secrets = {Password};
        // Written from inside the event loop, as railyard-cli and the GUI do.
        Result<void> written = Error{QStringLiteral("not run")};
        QTimer::singleShot(0, this, [&] {
            written = render::PdfReport::write(content, path, options);
            QCoreApplication::exit(0);
        });
        QCoreApplication::exec();
        QVERIFY2(written, written ? "" : qPrintable(written.error().message));

        QVERIFY(run(QStringLiteral("pdfinfo"), {path}).contains(size));
        const QString raw = run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        const QString text = flat(raw);
        QVERIFY2(text.contains(QStringLiteral("Verdict: not working as it should")),
                 qPrintable(text.left(400)));
        for (const QString &node : {QStringLiteral("spark-a"), QStringLiteral("spark-b")})
            QVERIFY(text.contains(node));
        for (const diag::Finding &f : content.findings) {
            QVERIFY2(text.contains(f.id), qPrintable(f.id));
            QVERIFY2(text.contains(f.explanation), qPrintable(f.explanation));
            QVERIFY2(text.contains(QStringLiteral("Fix: ") + f.fix), qPrintable(f.fix));
        }
        QVERIFY(text.contains(QStringLiteral("6. Results RDMA")));
        QVERIFY(text.contains(QStringLiteral("7. Findings with evidence and fix [error] port-one-rail-up")));
        QVERIFY(text.contains(QStringLiteral("spark-b: ibdev2netdev")));
        // The evidence columns are source, key, value.
        QVERIFY2(withoutFooters(text).contains(
                     QStringLiteral("Source Field Value spark-b: ibdev2netdev roceP2p1s0f0 Down")),
                 qPrintable(text.mid(text.indexOf(QStringLiteral("7. Findings")), 400)));
        QVERIFY(text.contains(QStringLiteral("rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)")));
        QVERIFY(text.contains(QStringLiteral("RDMA bandwidth per rail"))); // the chart's title
        QVERIFY(text.contains(QStringLiteral("106.1 Gb/s")));              // its bar label: text, not pixels
        QVERIFY(text.contains(QStringLiteral("Railyard report, page 1 of"))); // footer
        // The contents list gives each section's page.
        QVERIFY2(QRegularExpression(QStringLiteral("8\\. Appendix: command log \\d+")).match(text).hasMatch(),
                 qPrintable(text.left(800)));
        // Nothing secret, and no ligature glyphs hiding words from search.
        QVERIFY(!raw.contains(Password));
        QVERIFY(!raw.contains(QStringLiteral("hf_secretvalue")));
        QVERIFY(!raw.contains(QStringLiteral("PRIVATE KEY")));
        QVERIFY(!raw.contains(KeyBody));
        QVERIFY(!raw.contains(QChar(0xFB01)));
        QVERIFY(text.contains(QStringLiteral("[private key redacted]")));

        // Every font embedded.
        const QStringList fonts =
            run(QStringLiteral("pdffonts"), {path}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(fonts.size() > 2);
        for (const QString &line : fonts.mid(2))
            QVERIFY2(
                line.contains(QRegularExpression(QStringLiteral("\\s(yes)\\s+(yes|no)\\s+(yes|no)\\s+\\d+"))),
                qPrintable(line));
        QVERIFY(fonts.join(QLatin1Char('\n')).contains(QStringLiteral("DejaVuSans")));

        // Diagram and chart are vector: no image anywhere, and the page
        // content strokes and fills paths (curves for the cables).
        const QStringList images = run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path})
                                       .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(images.size(), 2); // header lines only
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        int curves = 0, strokes = 0;
        static const QRegularExpression streamRe(QStringLiteral("stream\\r?\\n"));
        qsizetype at = 0;
        while ((at = bytes.indexOf("stream", at)) >= 0) {
            const qsizetype start = bytes.indexOf('\n', at) + 1;
            const qsizetype end = bytes.indexOf("endstream", start);
            if (start <= 0 || end < 0)
                break;
            QByteArray data = bytes.mid(start, end - start);
            // qUncompress wants the expected size first; zlib data follows.
            QByteArray sized(4, '\0');
            sized[1] = char(0x40);
            const QByteArray plain = qUncompress(sized + data);
            curves += int(plain.count(" c\n"));
            strokes += int(plain.count("S\n"));
            at = end + 9;
        }
        QVERIFY2(curves > 4, qPrintable(QString::number(curves)));
        QVERIFY2(strokes > 10, qPrintable(QString::number(strokes)));
    }

    // Regression: with the diagram near the top (a short inventory, as a
    // real pair gives), everything from "6. Results" on was missing: its
    // headings, paragraphs and log blocks had no lines, only table cells and
    // charts printed.
    void textAfterAnEarlyDiagram_data()
    {
        QTest::addColumn<int>("extraFacts");
        QTest::newRow("diagram on page 1") << 0;
        QTest::newRow("diagram after a few facts") << 10;
        QTest::newRow("diagram after a long inventory") << 80;
    }
    void textAfterAnEarlyDiagram()
    {
        QFETCH(int, extraFacts);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("early.pdf"));
        report::ReportItem log(report::ItemKind::Cluster, QStringLiteral("session"));
        render::ReportContent content = sampleContent(log, extraFacts);
        // A second chart, as a cluster run gives (loopback and per rail).
        content.charts.prepend(
            render::ReportChart{QStringLiteral("Loopback bandwidth per node"),
                                QStringLiteral("Gb/s"),
                                {{QStringLiteral("spark-a"), 106.0}, {QStringLiteral("spark-b"), 105.9}},
                                106,
                                QStringLiteral("healthy card"),
                                90});
        QVERIFY(render::PdfReport::write(content, path, {}));
        const QString text =
            withoutFooters(flat(run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")})));
        QVERIFY(!text.contains(QStringLiteral("[[railyard-"))); // every marker replaced
        QVERIFY2(text.contains(QStringLiteral("6. Results RDMA")), qPrintable(text.right(600)));
        QVERIFY(text.contains(QStringLiteral("7. Findings with evidence and fix [error] port-one-rail-up")));
        for (const diag::Finding &f : content.findings) {
            QVERIFY2(text.contains(f.explanation), qPrintable(f.explanation));
            QVERIFY2(text.contains(QStringLiteral("Fix: ") + f.fix), qPrintable(f.fix));
        }
        QVERIFY(text.contains(QStringLiteral("8. Appendix: command log")));
        QVERIFY(text.contains(QStringLiteral("spark-b: ibdev2netdev")));
        QVERIFY(text.contains(QStringLiteral("spark-a: dmesg")));
        QVERIFY(text.contains(QStringLiteral("mlx5_core 0000:01:00.0: last line of the log")));
        QCOMPARE(int(text.count(QStringLiteral("rx_err_lane_29_phy: 12"))), 300);
    }

    // The summary (section 1) lists causes only, each with how many
    // findings follow from it; section 7 names the cause of each of those.
    void summaryListsCauses()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("causes.pdf"));
        report::ReportItem log(report::ItemKind::Cluster, QStringLiteral("session"));
        render::ReportContent content = sampleContent(log, 0);
        diag::Finding consequence;
        consequence.id = QStringLiteral("cable-one-rail");
        consequence.severity = model::Severity::Error;
        consequence.object = diag::FindingObject::forPort(QStringLiteral("spark-a"), 0);
        consequence.explanation = QStringLiteral("The cable carries one rail only.");
        consequence.fix = QStringLiteral("See the dead rail.");
        consequence.causedBy = content.findings.first().ref();
        content.findings.insert(1, consequence);
        QVERIFY(render::PdfReport::write(content, path, {}));
        const QString text =
            withoutFooters(flat(run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")})));
        // The section headings come after the contents list, which ends with section 8.
        const qsizetype summary = text.indexOf(QStringLiteral("1. Summary of findings"),
                                               text.indexOf(QStringLiteral("8. Appendix: command log")));
        const qsizetype cluster = text.indexOf(QStringLiteral("2. Cluster and topology"), summary);
        QVERIFY2(summary >= 0 && cluster > summary, qPrintable(text.left(800)));
        const QString summaryText = text.mid(summary, cluster - summary);
        QVERIFY2(summaryText.contains(QStringLiteral("port-one-rail-up")), qPrintable(summaryText));
        // No translator is loaded: the source text's plural stands.
        QVERIFY2(summaryText.contains(QStringLiteral("1 more finding(s) follow from this (section 7).")),
                 qPrintable(summaryText));
        QVERIFY2(!summaryText.contains(QStringLiteral("cable-one-rail")), qPrintable(summaryText));
        QVERIFY(
            text.contains(QStringLiteral("[error] cable-one-rail — spark-a port 0 The cable carries one rail "
                                         "only. Follows from: port-one-rail-up — spark-b port 0")));
    }

    void redactIdentities()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("redacted.pdf"));
        report::ReportItem log(report::ItemKind::Cluster, QStringLiteral("session"));
        const render::ReportContent content = sampleContent(log);
        render::PdfReport::Options options;
        options.redactIdentities = true;
        QVERIFY(render::PdfReport::write(content, path, options));
        const QString raw = run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY(!raw.contains(QStringLiteral("alice")));
        QVERIFY(!raw.contains(QStringLiteral("192.168.1.21")));
        QVERIFY(raw.contains(QStringLiteral("spark-a"))); // node names stay: support needs them
        QVERIFY(!raw.contains(QStringLiteral("hf_secretvalue")));
    }

    // A lab's log (thousands of commands) would bury the report: past the
    // limit it goes to report-commands.pdf beside it, which section 8 names;
    // a later, shorter run removes the stale one.
    void longCommandLogGoesToAnAppendix()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lab.pdf"));
        report::ReportItem log(report::ItemKind::Cluster, QStringLiteral("session"));
        const render::ReportContent content = sampleContent(log);
        const int inSample = render::PdfReport::commandCount(log);
        QVERIFY(inSample > 0);
        render::PdfReport::Options options;
        options.inlineCommandLimit = inSample - 1;
        QVERIFY(render::PdfReport::write(content, path, options));
        const QString appendix = dir.filePath(QStringLiteral("lab-commands.pdf"));
        QCOMPARE(render::PdfReport::appendixPath(path), appendix);
        QVERIFY(QFileInfo::exists(appendix));
        const QString main = flat(run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}));
        QVERIFY2(main.contains(QStringLiteral("are in lab-commands.pdf beside this report")),
                 qPrintable(main.mid(main.indexOf(QStringLiteral("8. Appendix")), 300)));
        QVERIFY(!main.contains(QStringLiteral("rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)")));
        const QString logText = flat(run(QStringLiteral("pdftotext"), {appendix, QStringLiteral("-")}));
        QVERIFY(logText.contains(QStringLiteral("rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)")));
        QVERIFY(logText.contains(QStringLiteral("command log")));
        QVERIFY(!logText.contains(QStringLiteral("hf_secretvalue")) || options.secrets.isEmpty());

        options.inlineCommandLimit = inSample;
        QVERIFY(render::PdfReport::write(content, path, options));
        QVERIFY(!QFileInfo::exists(appendix));
        QVERIFY(flat(run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}))
                    .contains(QStringLiteral("rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)")));
    }

    void missingFolderIsAnError()
    {
        report::ReportItem log(report::ItemKind::Cluster, QStringLiteral("session"));
        const Result<void> r =
            render::PdfReport::write(sampleContent(log), QStringLiteral("/nonexistent/dir/x.pdf"), {});
        QVERIFY(!r);
        QVERIFY(r.error().message.contains(QStringLiteral("does not exist")));
    }
};

QTEST_MAIN(TstPdfReport)
#include "tst_pdfreport.moc"
