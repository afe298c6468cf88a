// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI and the CLI see the same cluster: for every demo scenario the
// wizard's whole flow (Test all, Discover, Run tests) and `railyard-cli
// report --demo` name the same findings on the same objects, and their
// reports have the same node facts, cables with their status, result tables
// and charts. Apply is left out: each CLI process starts its own simulated
// cluster, so a change applied by one command is not seen by the next.
#include "cablingpage.h"
#include "clusterdocument.h"
#include "clustersession.h"
#include "mainwindow.h"
#include "nodespage.h"
#include "reportpage.h"
#include "sim/scenariocatalog.h"
#include "testspage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard;
using namespace railyard::ui;

namespace {

constexpr double FastClock = 50.0;

QStringList sorted(QStringList list)
{
    list.removeDuplicates();
    list.sort();
    return list;
}

// Sections 3 (node inventory) to 7 (findings) of a PDF as text, measured
// figures masked (a rate varies in its last digit from run to run); the
// title, the date and the command log (timings) are left out.
QString sections(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60000))
        return {};
    // A page break is a form feed before the page's first line.
    QString text = QString::fromUtf8(p.readAllStandardOutput()).replace(QLatin1Char('\f'), QLatin1Char('\n'));
    const QString from = QStringLiteral("\n3. Node inventory\n");
    const QString to = QStringLiteral("\n8. Appendix: command log\n");
    // The first of each is the table of contents.
    const qsizetype a = text.indexOf(from, text.indexOf(from) + 1);
    const qsizetype b = text.indexOf(to, text.indexOf(to) + 1);
    if (a < 0 || b < a)
        return QStringLiteral("(no sections 3 to 7 in %1)").arg(pdf);
    text = text.mid(a, b - a);
    // Page footers count the pages of the whole document, command log included.
    static const QRegularExpression footer(QStringLiteral("^Railyard report, page .*$"),
                                           QRegularExpression::MultilineOption);
    text.replace(footer, QString());
    static const QRegularExpression figure(QStringLiteral("\\d+\\.\\d+"));
    text.replace(figure, QStringLiteral("#"));
    // A share of a limit is a measured figure too ("6 % of the 200 Gb/s").
    static const QRegularExpression share(QStringLiteral("\\d+ %"));
    text.replace(share, QStringLiteral("# %"));
    // A chart's axis ticks ("0", "50", "150", "1G") follow the largest
    // figure; what the chart shows is in its bars' and points' labels.
    static const QRegularExpression tick(QStringLiteral("^[0-9#]+[KMG]?$"),
                                         QRegularExpression::MultilineOption);
    text.replace(tick, QString());
    return text;
}

} // namespace

class TstFrontendParity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameFindingsAndReport_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const QString &s : sim::ScenarioCatalog::names())
            QTest::newRow(qPrintable(s)) << s;
    }

    void sameFindingsAndReport()
    {
        QFETCH(QString, scenario);
        // The CLI runs beside the wizard: the row takes as long as the longer of the two.
        QTemporaryDir dir;
        QProcess cli;
        cli.start(QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli"),
                  {QStringLiteral("report"), QStringLiteral("--demo"), scenario, QStringLiteral("--out"),
                   dir.filePath(QStringLiteral("cli.pdf")), QStringLiteral("--format"),
                   QStringLiteral("json"), QStringLiteral("--duration"), QStringLiteral("1"),
                   QStringLiteral("--quiet")});
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.session()->setClockSpeed(FastClock);
        QVERIFY(w.startDemo(scenario));
        const int nodes = int(w.document()->cluster().nodes.size());
        w.goToStep(MainWindow::NodesStep);
        QSignalSpy tested(w.nodesPage(), &NodesPage::connectionTested);
        w.nodesPage()->testAll();
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), nodes, 30000);
        w.goToStep(MainWindow::CablingStep);
        QSignalSpy discovered(w.cablingPage(), &CablingPage::discoveryFinished);
        QTest::mouseClick(w.cablingPage()->discoverButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(discovered.count(), 1, 30000);
        w.goToStep(MainWindow::TestsStep);
        QSignalSpy finished(w.testsPage(), &TestsPage::finished);
        QTest::mouseClick(w.testsPage()->runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
        const render::ReportContent gui = w.reportPage()->content();
        QStringList guiFindings;
        for (const diag::Finding &f : gui.findings)
            guiFindings << f.id + QLatin1Char(' ') + f.object.toString();

        // The wizard's event loop may have seen it end already.
        QVERIFY(cli.state() == QProcess::NotRunning || cli.waitForFinished(180000));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        const QByteArray err = cli.readAllStandardError();
        const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QVERIFY2(json.contains(QStringLiteral("findings")), err.constData());
        QStringList cliFindings;
        for (const QJsonValue &v : json.value(QStringLiteral("findings")).toArray()) {
            const QJsonObject f = v.toObject();
            cliFindings
                << f.value(QStringLiteral("id")).toString() + QLatin1Char(' ') +
                       f.value(QStringLiteral("object")).toObject().value(QStringLiteral("text")).toString();
        }
        QStringList onlyGui, onlyCli;
        for (const QString &f : sorted(guiFindings))
            if (!cliFindings.contains(f))
                onlyGui << f;
        for (const QString &f : sorted(cliFindings))
            if (!guiFindings.contains(f))
                onlyCli << f;
        QVERIFY2(
            onlyGui.isEmpty() && onlyCli.isEmpty(),
            qPrintable(QStringLiteral("only in the wizard: %1; only in railyard-cli report: %2")
                           .arg(onlyGui.join(QStringLiteral(", ")), onlyCli.join(QStringLiteral(", ")))));

        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed; scripts/install-deps.sh installs it");
        const QString guiPdf = dir.filePath(QStringLiteral("gui.pdf"));
        QSignalSpy exported(w.reportPage(), &ReportPage::exported);
        QVERIFY(w.reportPage()->exportTo(guiPdf));
        QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 1, 60000);
        QVERIFY(exported.first().at(0).toBool());
        // As sorted lines: where pdftotext puts a chart's value label
        // depends on the figure's width, not on what the report says.
        QStringList guiText = sections(guiPdf).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QStringList cliText =
            sections(dir.filePath(QStringLiteral("cli.pdf"))).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(guiText.size() > 20, qPrintable(guiText.join(QLatin1Char('\n'))));
        guiText.sort();
        cliText.sort();
        for (qsizetype i = 0; i < std::min(guiText.size(), cliText.size()); ++i)
            QCOMPARE(guiText.at(i), cliText.at(i));
        QCOMPARE(guiText.size(), cliText.size());
    }
};

QTEST_MAIN(TstFrontendParity)
#include "tst_frontendparity.moc"
