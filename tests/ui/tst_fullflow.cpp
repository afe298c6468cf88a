// SPDX-License-Identifier: GPL-3.0-or-later
#include "addressplanpage.h"
#include "applypage.h"
#include "cablingdiagram.h"
#include "cablingpage.h"
#include "clusterdocument.h"
#include "clustersession.h"
#include "findingspage.h"
#include "inlinebanner.h"
#include "livepage.h"
#include "mainwindow.h"
#include "nodespage.h"
#include "render/pdfreport.h"
#include "reportpage.h"
#include "startpage.h"
#include "testspage.h"
#include "topologypage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace railyard;
using namespace railyard::ui;

namespace {

constexpr double FastClock = 50.0;

QString cell(const QTableWidget *t, int row, int column)
{
    return t->item(row, column) ? t->item(row, column)->text() : QString();
}

QStringList findingIds(const QList<diag::Finding> &findings)
{
    QStringList ids;
    for (const diag::Finding &f : findings)
        ids << f.id;
    return ids;
}

// A pair demo: Nodes -> Test all, then the Findings page, refreshed.
void testAllOnDemo(MainWindow &w, const QString &scenario, FindingsPage *&findings)
{
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.session()->setClockSpeed(FastClock);
    QVERIFY(w.startDemo(scenario));
    w.goToStep(MainWindow::NodesStep);
    QSignalSpy tested(w.nodesPage(), &NodesPage::connectionTested);
    w.nodesPage()->testAll();
    QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 2, 20000);
    w.goToStep(MainWindow::FindingsStep);
    findings = w.findingsPage();
    findings->refreshNow();
}

// The sections of a report as lines that do not depend on one run's
// figures: each node's fact names, each cable with its status, each table
// with its columns and row count, each chart with its bars.
QString endText(const QString &node, int port)
{
    return node + QLatin1Char(':') + QString::number(port);
}

QStringList reportShape(const render::ReportContent &c)
{
    QStringList lines;
    for (const auto &[node, facts] : c.inventory) {
        QStringList keys;
        for (const auto &[key, value] : facts)
            keys << key;
        lines << QStringLiteral("node %1: %2").arg(node, keys.join(QLatin1Char('|')));
    }
    for (const DiagramCable &dc : c.cables)
        lines << QStringLiteral("cable %1-%2 %3")
                     .arg(endText(dc.cable.a.node, dc.cable.a.port),
                          dc.cable.b ? endText(dc.cable.b->node, dc.cable.b->port) : QStringLiteral("switch"))
                     .arg(int(dc.status));
    for (const render::ReportTable &t : c.results)
        lines << QStringLiteral("table %1 [%2] %3 rows")
                     .arg(t.title, t.headers.join(QLatin1Char('|')))
                     .arg(t.rows.size());
    for (const render::ReportChart &ch : c.charts) {
        QStringList bars;
        for (const auto &bar : ch.bars)
            bars << bar.first;
        lines << QStringLiteral("chart %1: %2").arg(ch.title, bars.join(QLatin1Char('|')));
    }
    return lines;
}

QStringList reportShape(const QJsonObject &c)
{
    QStringList lines;
    auto strings = [](const QJsonValue &v) {
        QStringList out;
        for (const QJsonValue &s : v.toArray())
            out << s.toString();
        return out;
    };
    for (const QJsonValue &v : c.value(QStringLiteral("inventory")).toArray()) {
        QStringList keys;
        for (const QJsonValue &f : v.toObject().value(QStringLiteral("facts")).toArray())
            keys << f.toArray().at(0).toString();
        lines << QStringLiteral("node %1: %2")
                     .arg(v.toObject().value(QStringLiteral("node")).toString(), keys.join(QLatin1Char('|')));
    }
    auto end = [](const QJsonValue &v) {
        return endText(v.toObject().value(QStringLiteral("node")).toString(),
                       v.toObject().value(QStringLiteral("port")).toInt());
    };
    for (const QJsonValue &v : c.value(QStringLiteral("cables")).toArray()) {
        const QJsonObject o = v.toObject();
        lines << QStringLiteral("cable %1-%2 %3")
                     .arg(end(o.value(QStringLiteral("a"))), o.contains(QStringLiteral("b"))
                                                                 ? end(o.value(QStringLiteral("b")))
                                                                 : QStringLiteral("switch"))
                     .arg(o.value(QStringLiteral("status")).toInt());
    }
    for (const QJsonValue &v : c.value(QStringLiteral("results")).toArray()) {
        const QJsonObject o = v.toObject();
        lines << QStringLiteral("table %1 [%2] %3 rows")
                     .arg(o.value(QStringLiteral("title")).toString(),
                          strings(o.value(QStringLiteral("headers"))).join(QLatin1Char('|')))
                     .arg(o.value(QStringLiteral("rows")).toArray().size());
    }
    for (const QJsonValue &v : c.value(QStringLiteral("charts")).toArray()) {
        QStringList bars;
        for (const QJsonValue &b : v.toObject().value(QStringLiteral("bars")).toArray())
            bars << b.toArray().at(0).toString();
        lines << QStringLiteral("chart %1: %2")
                     .arg(v.toObject().value(QStringLiteral("title")).toString(),
                          bars.join(QLatin1Char('|')));
    }
    return lines;
}

} // namespace

// The demo driven through every page in order, the way a user would go,
// ending in an exported PDF whose text is checked.
class TstFullFlow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void everyPage_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("expectedFinding"); // empty: no error may be found
        QTest::addColumn<int>("problemCables");       // cables drawn in the problem colour
        QTest::addColumn<int>("deadRails");           // rails down on the real cable

        QTest::newRow("healthy-pair") << QStringLiteral("healthy-pair") << QString() << 0 << 0;
        QTest::newRow("crossed-pair")
            << QStringLiteral("crossed-pair") << QStringLiteral("cabling-direct-port-mismatch") << 1 << 0;
        QTest::newRow("one-rail-pair")
            << QStringLiteral("one-rail-pair") << QStringLiteral("cable-one-rail") << 1 << 1;
    }

    void everyPage()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, expectedFinding);
        QFETCH(int, problemCables);
        QFETCH(int, deadRails);

        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.session()->setClockSpeed(FastClock);

        // Start: the scenario picked, the session on the simulator.
        QCOMPARE(w.currentStep(), MainWindow::StartStep);
        QVERIFY(w.startDemo(scenario));
        QVERIFY(w.session()->isConnected());
        QVERIFY(w.startPage()->banner()->message().isEmpty());
        QVERIFY(w.windowTitle().contains(scenario));

        // Nodes: the scenario's two Sparks, tested against the simulator.
        w.goToStep(MainWindow::NodesStep);
        QCOMPARE(w.currentStep(), MainWindow::NodesStep);
        NodesPage *nodes = w.nodesPage();
        QCOMPARE(nodes->nodesTable()->rowCount(), 2);
        QCOMPARE(cell(nodes->nodesTable(), 0, NodesPage::NameColumn), QStringLiteral("spark-1"));
        QCOMPARE(cell(nodes->nodesTable(), 1, NodesPage::NameColumn), QStringLiteral("spark-2"));
        QSignalSpy tested(nodes, &NodesPage::connectionTested);
        nodes->testAll();
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 2, 20000);
        for (const auto &args : tested)
            QVERIFY2(args.at(1).toBool(), qPrintable(args.at(2).toString()));
        QCOMPARE(nodes->statusText(0), QStringLiteral("connected"));
        const QStringList summary = nodes->inventorySummary(QStringLiteral("spark-1"));
        const QString port0 = summary.filter(QStringLiteral("Port 0: ")).value(0);
        QVERIFY2(port0.contains(QStringLiteral("enp1s0f0np0")) &&
                     port0.contains(QStringLiteral("enP2p1s0f0np0")),
                 qPrintable(summary.join(QLatin1Char('\n'))));
        QVERIFY(!summary.filter(QStringLiteral("OS release: ")).isEmpty());
        QCOMPARE(nodes->inventoryTree()->topLevelItemCount(), 2);
        // The cabled port as the nodes see it: a dead rail reads "down" at spark-1's end.
        const QString ownPort0 =
            nodes->inventorySummary(QStringLiteral("spark-1")).filter(QStringLiteral("Port 0: ")).value(0);
        QCOMPARE(ownPort0.count(QStringLiteral(" down")), deadRails);

        // Topology: a direct pair, planned.
        w.goToStep(MainWindow::TopologyStep);
        QCOMPARE(w.currentStep(), MainWindow::TopologyStep);
        QVERIFY(!w.topologyPage()->planText().isEmpty());

        // Cabling: discovery draws what is really plugged in.
        w.goToStep(MainWindow::CablingStep);
        CablingPage *cabling = w.cablingPage();
        QSignalSpy discovered(cabling, &CablingPage::discoveryFinished);
        QTest::mouseClick(cabling->discoverButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(discovered.count(), 1, 20000);
        const auto cables = cabling->diagram()->cables();
        QVERIFY(!cables.isEmpty());
        const int problems = int(std::count_if(cables.begin(), cables.end(), [](const DiagramCable &c) {
            return c.status == CableStatus::Problem;
        }));
        QCOMPARE(problems, problemCables);
        const DiagramCable &real = cables.first();
        QCOMPARE(int(std::count(real.rails.begin(), real.rails.end(), RailState::Down)), deadRails);
        if (problemCables > 0) {
            QCOMPARE(CablingDiagram::statusColor(real.status), QColor(0xd0, 0x21, 0x21));
            QCOMPARE(cabling->banner()->severity(), model::Severity::Error);
        } else {
            QCOMPARE(real.status, CableStatus::Ok);
            QCOMPARE(real.cable.toString(), QStringLiteral("spark-1 port 0 → spark-2 port 0"));
        }
        if (scenario == QLatin1String("crossed-pair"))
            QCOMPARE(real.cable.toString(), QStringLiteral("spark-1 port 0 → spark-2 port 1"));

        // Address plan: one /24 per rail, port 0 of each node, MTU 9000 for a pair, and the netplan.
        w.goToStep(MainWindow::AddressPlanStep);
        QCOMPARE(w.currentStep(), MainWindow::AddressPlanStep);
        AddressPlanPage *plan = w.addressPlanPage();
        const QTableWidget *addresses = plan->table();
        QCOMPARE(addresses->rowCount(), 4);
        QCOMPARE(cell(addresses, 0, AddressPlanPage::NodeColumn), QStringLiteral("spark-1"));
        QCOMPARE(cell(addresses, 0, AddressPlanPage::InterfaceColumn), QStringLiteral("enp1s0f0np0"));
        QCOMPARE(cell(addresses, 0, AddressPlanPage::AddressColumn), QStringLiteral("10.231.0.1/24"));
        QCOMPARE(cell(addresses, 1, AddressPlanPage::InterfaceColumn), QStringLiteral("enP2p1s0f0np0"));
        QCOMPARE(cell(addresses, 1, AddressPlanPage::SubnetColumn), QStringLiteral("10.231.1.0/24"));
        QVERIFY(plan->conflictRows().isEmpty());
        QVERIFY(plan->mtuReasonLabel()->text().startsWith(QStringLiteral("9000")));
        QVERIFY(plan->netplanView()->isReadOnly());
        QVERIFY(plan->netplanView()->toPlainText().contains(QStringLiteral("enp1s0f0np0")));
        QVERIFY(plan->netplanView()->toPlainText().contains(QStringLiteral("10.231.0.1/24")));

        // Apply: the dry run shows the netplan diff per node, then the apply goes through on
        // every node; the verify after it fails exactly when the wiring is wrong.
        w.goToStep(MainWindow::ApplyStep);
        QCOMPARE(w.currentStep(), MainWindow::ApplyStep);
        ApplyPage *apply = w.applyPage();
        QCOMPARE(apply->nodeList()->count(), 2);
        QSignalSpy previewed(apply, &ApplyPage::previewFinished);
        QTest::mouseClick(apply->previewButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(previewed.count(), 1, 20000);
        QVERIFY(previewed.first().first().toBool());
        QVERIFY(apply->previewText(QStringLiteral("spark-1")).contains(QStringLiteral("40-railyard.yaml")));
        QSignalSpy applied(apply, &ApplyPage::applyFinished);
        QTest::mouseClick(apply->applyButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 30000);
        QCOMPARE(int(apply->lastApply().nodes.size()), 2);
        for (const apply::NodeApplyResult &n : apply->lastApply().nodes)
            QCOMPARE(n.outcome, apply::NodeApplyResult::Outcome::Applied);
        if (scenario == QLatin1String("healthy-pair"))
            QVERIFY2(applied.first().first().toBool(), qPrintable(apply->banner()->message()));
        if (scenario == QLatin1String("crossed-pair")) {
            QCOMPARE(applied.first().first().toBool(), false);
            QVERIFY(apply->lastVerify().hasFinding(QStringLiteral("verify-peer-unreachable")));
        }

        // Tests: RDMA and loopback (NCCL is covered by tst_wizardflow), results per cable and node.
        w.goToStep(MainWindow::TestsStep);
        TestsPage *tests = w.testsPage();
        tests->ncclBox()->setChecked(false);
        QSignalSpy finished(tests, &TestsPage::finished);
        QTest::mouseClick(tests->runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY(tests->resultsTable()->rowCount() >= 2);

        // Live: the charts fill while sampling runs.
        w.goToStep(MainWindow::LiveStep);
        LivePage *live = w.livePage();
        QCOMPARE(live->throughputSeries().size(), 4);
        live->start();
        QTRY_VERIFY_WITH_TIMEOUT(live->throughputSeries().at(0)->count() >= 3, 15000);
        live->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!live->isLoading(), 10000);

        // Findings: the fault of the row, listed with its object.
        w.goToStep(MainWindow::FindingsStep);
        FindingsPage *f = w.findingsPage();
        f->refreshNow();
        const QStringList ids = findingIds(f->findings());
        if (expectedFinding.isEmpty()) {
            QVERIFY(std::none_of(f->findings().begin(), f->findings().end(), [](const diag::Finding &x) {
                return x.severity == model::Severity::Error;
            }));
        } else {
            QVERIFY2(ids.contains(expectedFinding), qPrintable(ids.join(QStringLiteral(", "))));
            // Every finding has its row; what a cause explains is folded under it.
            int causes = 0;
            for (int i = 0; i < f->findings().size(); ++i) {
                QVERIFY(f->findingItem(i));
                QCOMPARE(f->findingItem(i)->parent() != nullptr, f->findings().at(i).causedBy.has_value());
                causes += !f->findings().at(i).causedBy;
            }
            QCOMPARE(f->findingsList()->topLevelItemCount(), causes);
        }

        // Report: verdict and count, then the PDF.
        w.goToStep(MainWindow::ReportStep);
        QCOMPARE(w.currentStep(), MainWindow::ReportStep);
        ReportPage *report = w.reportPage();
        const QString verdict = render::PdfReport::verdict(w.session()->findings());
        QCOMPARE(report->verdictLabel()->text(), verdict);
        if (!expectedFinding.isEmpty())
            QVERIFY(report->findingsLabel()->text().contains(QStringLiteral("error")));
        report->paperBox()->setCurrentIndex(report->paperBox()->findText(QStringLiteral("Letter")));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QSignalSpy exported(report, &ReportPage::exported);
        QVERIFY(report->exportTo(pdf));
        QVERIFY(report->isExporting());
        QVERIFY(!report->exportButton()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 1, 60000);
        QVERIFY2(exported.first().at(0).toBool(), qPrintable(exported.first().at(2).toString()));
        QVERIFY(report->exportButton()->isEnabled());
        QVERIFY(report->banner()->message().contains(QStringLiteral("report.pdf")));
        QVERIFY(QFileInfo(pdf).size() > 1000);

        QProcess text;
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        if (!text.waitForStarted(5000))
            QSKIP("pdftotext is not installed");
        QVERIFY(text.waitForFinished(30000));
        // pdftotext may break a long line; compare on single spaces.
        const QString content = QString::fromUtf8(text.readAllStandardOutput()).simplified();
        QVERIFY2(content.contains(verdict.left(40).simplified()), qPrintable(content.left(400)));
        if (!expectedFinding.isEmpty())
            QVERIFY2(content.contains(expectedFinding), qPrintable(content.left(2000)));
        for (const QString &id : ids)
            QVERIFY2(content.contains(id), qPrintable(id));
    }

    // What the cards, modules and PCIe links say is on the Findings page as
    // soon as the nodes were tested, the way doctor reads it from a bundle:
    // the inventory hands every tool reading it parsed to the rules (before,
    // only addresses, routes and netplan files went, and these pages said
    // "Nothing found yet").
    void hardwareFindingsAfterTestAll_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QStringList>("objects"); // what the finding names, sorted, once each
        const QStringList ports{QStringLiteral("spark-1 port 0"), QStringLiteral("spark-2 port 0")};
        QTest::newRow("placeholder-eeprom-pair")
            << QStringLiteral("placeholder-eeprom-pair") << QStringLiteral("eeprom-placeholder") << ports;
        QTest::newRow("breakout-pair")
            << QStringLiteral("breakout-pair") << QStringLiteral("spark-side-breakout") << ports;
        QTest::newRow("pcie-x2-pair") << QStringLiteral("pcie-x2-pair")
                                      << QStringLiteral("pcie-link-degraded")
                                      // Both functions of the x2 link: rail 2 of either port, not the node.
                                      << QStringList{QStringLiteral("spark-2 port 0 rail 2 (enP2p1s0f0np0)"),
                                                     QStringLiteral("spark-2 port 1 rail 2 (enP2p1s0f1np1)")};
        QTest::newRow("mtu-mismatch-pair")
            << QStringLiteral("mtu-mismatch-pair") << QStringLiteral("mtu-mismatch")
            << QStringList{QStringLiteral("cable spark-1 port 0 → spark-2 port 0")};
    }

    void hardwareFindingsAfterTestAll()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, id);
        QFETCH(QStringList, objects);
        MainWindow w;
        FindingsPage *f = nullptr;
        testAllOnDemo(w, scenario, f);
        if (QTest::currentTestFailed())
            return;
        QStringList named;
        for (const diag::Finding &x : f->findings()) {
            if (x.id == id && !named.contains(x.object.toString()))
                named << x.object.toString();
        }
        named.sort();
        QVERIFY2(named == objects, qPrintable(named.join(QLatin1String(", ")) + QStringLiteral(" of ") +
                                              findingIds(f->findings()).join(QLatin1Char(' '))));
    }

    // hot-lane-pair's cable fails only once the GPUs are hot. The Tests
    // page's soak loads it and hands its counters to the rules, so the
    // Findings page names the lane with the id doctor gives a bundle of
    // two ethtool -S samples (lane-error-outlier), and the drop that
    // follows (link-flap); nothing of it shows before the soak.
    void soakFindsTheHotLane()
    {
        MainWindow w;
        FindingsPage *f = nullptr;
        testAllOnDemo(w, QStringLiteral("hot-lane-pair"), f);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(!findingIds(f->findings()).contains(QStringLiteral("lane-error-outlier")),
                 qPrintable(findingIds(f->findings()).join(QLatin1Char(' '))));
        w.goToStep(MainWindow::TestsStep);
        TestsPage *tests = w.testsPage();
        for (QCheckBox *box : {tests->rdmaBox(), tests->loopbackBox(), tests->ncclBox()})
            box->setChecked(false);
        QVERIFY(!tests->soakCableBox()->isEnabled());
        tests->soakBox()->setChecked(true);
        QVERIFY(tests->soakCableBox()->isEnabled());
        QCOMPARE(tests->soakCableBox()->count(), 1);
        tests->soakMinutesBox()->setValue(
            6); // simulated: ~50 s to heat, the drop ~186 s after the lane fails
        QSignalSpy finished(tests, &TestsPage::finished);
        QTest::mouseClick(tests->runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
        QCOMPARE(finished.first().first().toBool(), false);
        QCOMPARE(tests->resultsTable()->rowCount(), 1);
        QCOMPARE(cell(tests->resultsTable(), 0, TestsPage::TestColumn), QStringLiteral("Soak"));
        const QString notes = cell(tests->resultsTable(), 0, TestsPage::NotesColumn);
        QVERIFY2(notes.startsWith(QStringLiteral("FAILED")) && notes.contains(QStringLiteral("lane 1 of")),
                 qPrintable(notes));

        w.goToStep(MainWindow::FindingsStep);
        f->refreshNow();
        QStringList lanes;
        bool flap = false;
        for (const diag::Finding &x : f->findings()) {
            if (x.id == QLatin1String("lane-error-outlier"))
                lanes << x.object.toString();
            flap = flap || x.id == QLatin1String("link-flap");
        }
        QVERIFY2(lanes.size() == 1 && lanes.first().startsWith(QStringLiteral("spark-2 port 0 rail 1")) &&
                     lanes.first().endsWith(QStringLiteral("lane 1")),
                 qPrintable(lanes.join(QStringLiteral(", ")) + QStringLiteral(" of ") +
                            findingIds(f->findings()).join(QLatin1Char(' '))));
        QVERIFY2(flap, qPrintable(findingIds(f->findings()).join(QLatin1Char(' '))));
    }

    // Another tool's netplan file (NVIDIA's helper layout) is on the
    // Findings page as soon as the nodes were tested: the session hands
    // what the inventory read to the same rule doctor runs on a bundle.
    void foreignNetplanOnFindingsPage()
    {
        MainWindow w;
        FindingsPage *f = nullptr;
        testAllOnDemo(w, QStringLiteral("nvidia-helper-pair"), f);
        if (QTest::currentTestFailed())
            return;
        QStringList nodes;
        QStringList twins; // the addresses the inventory read reach the rules too
        for (const diag::Finding &x : f->findings()) {
            if (x.id == QLatin1String("foreign-netplan")) {
                QVERIFY2(x.explanation.contains(QStringLiteral("/etc/netplan/40-cx7.yaml")),
                         qPrintable(x.explanation));
                nodes << x.object.node;
            }
            if (x.id == QLatin1String("twins-same-subnet"))
                twins << x.object.node;
        }
        nodes.sort();
        twins.sort();
        QCOMPARE(nodes, QStringList({QStringLiteral("spark-1"), QStringLiteral("spark-2")}));
        QCOMPARE(twins, QStringList({QStringLiteral("spark-1"), QStringLiteral("spark-2")}));
    }

    // #20: "Open an existing cluster" leads to the Nodes page; "Read the
    // cluster as it is" there takes the cluster as found into the document
    // and shows on the Findings page what railyard-cli adopt reports for it.
    void adoptFromStartPage()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *button = w.startPage()->findChild<QPushButton *>(QStringLiteral("adoptButton"));
        QVERIFY(button);
        button->click();
        QCOMPARE(w.currentStep(), MainWindow::NodesStep);
        QVERIFY(w.document()->cluster().nodes.isEmpty());
        QCOMPARE(w.nodesPage()->banner()->severity(), model::Severity::Info);
        w.nodesPage()->adoptCluster(); // no nodes yet: says so, starts nothing
        QVERIFY(!w.nodesPage()->isAdopting());
        QCOMPARE(w.nodesPage()->banner()->severity(), model::Severity::Warning);
    }

    void adoptSameAsCli()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.session()->setClockSpeed(FastClock);
        QVERIFY(w.startDemo(QStringLiteral("twin-subnet-pair")));
        // The document starts from a wrong description: adopt replaces it with what is there.
        model::Cluster wrong = w.document()->cluster();
        wrong.topology = model::Topology::Switch;
        w.document()->setCluster(wrong);
        w.goToStep(MainWindow::NodesStep);
        QSignalSpy adopted(w.nodesPage(), &NodesPage::adopted);
        w.nodesPage()->adoptCluster();
        QVERIFY(w.nodesPage()->isAdopting());
        QVERIFY(adopted.wait(60000));
        QCOMPARE(w.currentStep(), MainWindow::FindingsStep);
        QCOMPARE(w.document()->cluster().topology, model::Topology::Direct);
        QVERIFY2(w.nodesPage()->banner()->details().contains(QStringLiteral("spark-2: a hand-written")),
                 qPrintable(w.nodesPage()->banner()->details()));

        FindingsPage *f = w.findingsPage();
        f->refreshNow();
        QStringList gui;
        for (const diag::Finding &x : f->findings())
            gui << x.id + QLatin1Char(' ') + x.object.toString();
        gui.removeDuplicates();
        gui.sort();

        QProcess cli;
        cli.start(QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli"),
                  {QStringLiteral("adopt"), QStringLiteral("--demo"), QStringLiteral("twin-subnet-pair"),
                   QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(cli.waitForFinished(120000));
        QStringList fromCli;
        const QJsonArray findings = QJsonDocument::fromJson(cli.readAllStandardOutput())
                                        .object()
                                        .value(QStringLiteral("findings"))
                                        .toArray();
        for (const QJsonValue &v : findings) {
            const QJsonObject o = v.toObject();
            const QJsonObject j = o.value(QStringLiteral("object")).toObject();
            fromCli << o.value(QStringLiteral("id")).toString() + QLatin1Char(' ') +
                           j.value(QStringLiteral("text")).toString();
        }
        QVERIFY(!findings.isEmpty());
        QStringList ids;
        for (const QString &g : gui)
            ids << g.section(QLatin1Char(' '), 0, 0);
        QVERIFY2(ids.contains(QStringLiteral("arp-flux")) &&
                     ids.contains(QStringLiteral("twins-same-subnet")) &&
                     ids.contains(QStringLiteral("foreign-netplan")),
                 qPrintable(gui.join(QLatin1Char('\n'))));
        fromCli.removeDuplicates();
        fromCli.sort();
        QCOMPARE(gui, fromCli);
    }

    // The GUI's PDF and railyard-cli's are one document for the same
    // cluster: the wizard's Test all, Discover and Run tests against
    // `railyard-cli bundle` (which keeps the CLI report's content in
    // report.json). Before one builder made both, the GUI scraped its
    // results table ("Test results") and its node summaries.
    void reportContentAsTheCli_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const char *s : {"healthy-pair", "throttled-pair", "crossed-pair"})
            QTest::newRow(s) << QString::fromLatin1(s);
    }

    void reportContentAsTheCli()
    {
        QFETCH(QString, scenario);
        MainWindow w;
        FindingsPage *f = nullptr;
        testAllOnDemo(w, scenario, f);
        if (QTest::currentTestFailed())
            return;
        w.goToStep(MainWindow::CablingStep);
        QSignalSpy discovered(w.cablingPage(), &CablingPage::discoveryFinished);
        QTest::mouseClick(w.cablingPage()->discoverButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(discovered.count(), 1, 20000);
        w.goToStep(MainWindow::TestsStep);
        QSignalSpy finished(w.testsPage(), &TestsPage::finished);
        QTest::mouseClick(w.testsPage()->runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        const QStringList gui = reportShape(w.reportPage()->content());

        QTemporaryDir dir;
        const QString bundle = dir.filePath(QStringLiteral("b"));
        QProcess cli;
        cli.start(QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli"),
                  {QStringLiteral("bundle"), QStringLiteral("--demo"), scenario, QStringLiteral("--out"),
                   bundle, QStringLiteral("--duration"), QStringLiteral("1"), QStringLiteral("--quiet")});
        QVERIFY(cli.waitForFinished(120000));
        QFile report(QDir(bundle).filePath(QStringLiteral("report.json")));
        QVERIFY2(report.open(QIODevice::ReadOnly), cli.readAllStandardError().constData());
        const QStringList fromCli = reportShape(
            QJsonDocument::fromJson(report.readAll()).object().value(QStringLiteral("content")).toObject());
        QVERIFY(!fromCli.filter(QStringLiteral("table ")).isEmpty());
        QCOMPARE(gui, fromCli);
    }

    void reportExportFailureShowsBanner()
    {
        MainWindow w;
        QVERIFY(w.startDemo(QStringLiteral("healthy-pair")));
        w.goToStep(MainWindow::ReportStep);
        QSignalSpy exported(w.reportPage(), &ReportPage::exported);
        QVERIFY(w.reportPage()->exportTo(QStringLiteral("/nonexistent-dir/x/report.pdf")));
        QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 1, 30000);
        QVERIFY(!exported.first().at(0).toBool());
        QCOMPARE(w.reportPage()->banner()->severity(), model::Severity::Error);
        QVERIFY(
            w.reportPage()->banner()->message().contains(QStringLiteral("/nonexistent-dir/x/report.pdf")));
    }

    void stepListIsNumberedInOrder()
    {
        MainWindow w;
        QVERIFY(w.isStepEnabled(MainWindow::NodesStep));
        QVERIFY(w.isStepEnabled(MainWindow::AddressPlanStep));
        QVERIFY(w.isStepEnabled(MainWindow::ReportStep));
        auto *steps = w.findChild<QListWidget *>();
        QVERIFY(steps);
        QCOMPARE(steps->count(), int(MainWindow::ReportStep) + 1);
        QCOMPARE(steps->item(MainWindow::NodesStep)->text(), QStringLiteral("2. Nodes"));
        QCOMPARE(steps->item(MainWindow::AddressPlanStep)->text(), QStringLiteral("5. Address plan"));
        QVERIFY(steps->item(MainWindow::ApplyStep)->text().startsWith(QStringLiteral("6. ")));
        QCOMPARE(steps->item(MainWindow::ReportStep)->text(), QStringLiteral("10. Report"));
    }
};

QTEST_MAIN(TstFullFlow)
#include "tst_fullflow.moc"
