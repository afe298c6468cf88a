// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingdiagram.h"
#include "cablingpage.h"
#include "clusterdocument.h"
#include "clustersession.h"
#include "findingspage.h"
#include "inventory/discoveryresult.h"
#include "livepage.h"
#include "mainwindow.h"
#include "testspage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

using namespace railyard;
using namespace railyard::ui;

namespace {

constexpr double FastClock = 50.0;

diag::Finding finding(const QString &id, model::Severity severity, const diag::FindingObject &object)
{
    diag::Finding f;
    f.id = id;
    f.severity = severity;
    f.object = object;
    f.explanation = id + QStringLiteral(" explained");
    f.fix = id + QStringLiteral(" fixed");
    return f;
}

int indexOf(const QList<diag::Finding> &findings, const QString &id)
{
    for (int i = 0; i < findings.size(); ++i) {
        if (findings.at(i).id == id)
            return i;
    }
    return -1;
}

int cableIndex(const CablingDiagram *d, const QString &text)
{
    for (int i = 0; i < d->cables().size(); ++i) {
        if (d->cables().at(i).cable.toString() == text)
            return i;
    }
    return -1;
}

// The demo up to a finished discovery, on the Findings step.
bool discover(MainWindow &w, const QString &scenario)
{
    w.resize(1280, 800);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    w.session()->setClockSpeed(FastClock);
    if (!w.startDemo(scenario))
        return false;
    QSignalSpy discovered(w.cablingPage(), &CablingPage::discoveryFinished);
    w.cablingPage()->startDiscovery();
    return discovered.wait(20000) || discovered.count() == 1;
}

// Findings as a discovery would hand them to the session.
void takeFindings(ClusterSession &session, const QList<diag::Finding> &findings)
{
    inventory::DiscoveryResult result;
    result.findings = findings;
    session.takeDiscovery(result);
}

} // namespace

class TstFindingsPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void selectionIsSignalled()
    {
        ClusterDocument doc;
        ClusterSession session(&doc);
        FindingsPage page(&session);
        QSignalSpy selected(&page, &FindingsPage::findingSelected);
        QSignalSpy cleared(&page, &FindingsPage::selectionCleared);
        takeFindings(session,
                     {finding(QStringLiteral("first"), model::Severity::Error,
                              diag::FindingObject::forCable(model::Cable{
                                  {QStringLiteral("a"), 0}, model::CableEnd{QStringLiteral("b"), 1}})),
                      finding(QStringLiteral("second"), model::Severity::Warning,
                              diag::FindingObject::forRail(QStringLiteral("b"), 1, 2))});
        // a refresh selects the first one quietly: measurements refresh while the user looks elsewhere
        QVERIFY(selected.isEmpty());
        QCOMPARE(page.currentFinding(), 0);
        page.selectFinding(0);
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.last().at(0).value<diag::Finding>().id, QStringLiteral("first"));
        page.selectFinding(1);
        const auto second = selected.last().at(0).value<diag::Finding>();
        QCOMPARE(second.id, QStringLiteral("second"));
        QCOMPARE(second.object.node, QStringLiteral("b"));
        QCOMPARE(second.object.rail, std::optional<int>(2));
        QCOMPARE(page.currentFinding(), 1);
        // the same findings again, one more in front: the selection stays on "second", silently
        selected.clear();
        takeFindings(session,
                     {finding(QStringLiteral("new"), model::Severity::Error,
                              diag::FindingObject::forNode(QStringLiteral("a"))),
                      finding(QStringLiteral("first"), model::Severity::Error,
                              diag::FindingObject::forCable(model::Cable{
                                  {QStringLiteral("a"), 0}, model::CableEnd{QStringLiteral("b"), 1}})),
                      finding(QStringLiteral("second"), model::Severity::Warning,
                              diag::FindingObject::forRail(QStringLiteral("b"), 1, 2))});
        QCOMPARE(page.findings().at(page.currentFinding()).id, QStringLiteral("second"));
        QVERIFY(selected.isEmpty());
        QCOMPARE(cleared.count(), 0);
        takeFindings(session, {});
        QVERIFY(cleared.count() >= 1);
        QCOMPARE(page.currentFinding(), -1);
    }

    // The crossed demo: selecting the port-mismatch finding marks the crossed cable in the diagram.
    void crossedFindingHighlightsItsCable()
    {
        MainWindow w;
        QVERIFY(discover(w, QStringLiteral("crossed-pair")));
        CablingDiagram *d = w.cablingPage()->diagram();
        const int crossed = cableIndex(d, QStringLiteral("spark-1 port 0 → spark-2 port 1"));
        QVERIFY(crossed >= 0);
        QCOMPARE(d->cables().at(crossed).status, CableStatus::Problem);
        // zoomed in away from it, so the highlight has to bring it into view
        d->zoomBy(4.0, QPointF(0, 0));
        w.goToStep(MainWindow::FindingsStep);
        FindingsPage *f = w.findingsPage();
        f->refreshNow();
        const int at = indexOf(f->findings(), QStringLiteral("cabling-direct-port-mismatch"));
        QVERIFY(at >= 0);
        // first something else, so the mark really moves
        const int other = at == 0 ? 1 : 0;
        if (other < f->findings().size())
            f->selectFinding(other);
        f->selectFinding(at);
        QCOMPARE(f->currentFinding(), at);
        QCOMPARE(d->highlight().cable, crossed);
        QCOMPARE(d->highlight().node, -1);
        w.goToStep(MainWindow::CablingStep);
        QTRY_VERIFY(d->isVisible());
        QVERIFY2(QRectF(d->rect()).contains(d->cableMidpoint(crossed)), "crossed cable out of sight");
        // a finding about the cluster as a whole marks nothing
        diag::Finding whole;
        whole.object = diag::FindingObject::cluster();
        QVERIFY(!w.cablingPage()->highlightFinding(whole));
        QCOMPARE(d->highlight().cable, -1);
    }

    // The live charts follow the selection: the finding's node shown, its rail (and lane) emphasised.
    void chartsFollowSelectedFinding()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.startDemo(QStringLiteral("crossed-pair")));
        takeFindings(
            *w.session(),
            {finding(QStringLiteral("lane"), model::Severity::Error,
                     diag::FindingObject::forLane(QStringLiteral("spark-2"), 1, 2, 3)),
             finding(QStringLiteral("rail"), model::Severity::Warning,
                     diag::FindingObject::forRail(QStringLiteral("spark-1"), 0, 1)),
             finding(QStringLiteral("cable"), model::Severity::Warning,
                     diag::FindingObject::forCable(model::Cable{
                         {QStringLiteral("spark-1"), 0}, model::CableEnd{QStringLiteral("spark-2"), 0}})),
             finding(QStringLiteral("cluster"), model::Severity::Info, diag::FindingObject::cluster())});
        FindingsPage *f = w.findingsPage();
        LivePage *live = w.livePage();
        CablingDiagram *d = w.cablingPage()->diagram();
        f->selectFinding(indexOf(f->findings(), QStringLiteral("lane")));
        QCOMPARE(live->highlightedNetdev(), QStringLiteral("enP2p1s0f1np1"));
        QCOMPARE(live->highlightedLane(), 3);
        QCOMPARE(live->nodeBox()->currentText(), QStringLiteral("spark-2"));
        // the diagram marks the same port (spark-2 is node 1, the lane is on its port 1)
        QCOMPARE(d->highlight().node, 1);
        QCOMPARE(d->highlight().port, 1);
        f->selectFinding(indexOf(f->findings(), QStringLiteral("rail")));
        QCOMPARE(live->highlightedNetdev(), QStringLiteral("enp1s0f0np0"));
        QCOMPARE(live->highlightedLane(), -1);
        QCOMPARE(live->nodeBox()->currentText(), QStringLiteral("spark-1"));
        // a cable: both rails, so no rail singled out, but the node of its first end shown
        f->selectFinding(indexOf(f->findings(), QStringLiteral("cable")));
        QVERIFY(live->highlightedNetdev().isEmpty());
        QCOMPARE(live->nodeBox()->currentText(), QStringLiteral("spark-1"));
        QVERIFY(d->highlight().cable >= 0);
        f->selectFinding(indexOf(f->findings(), QStringLiteral("lane")));
        QCOMPARE(live->highlightedLane(), 3);
        f->selectFinding(indexOf(f->findings(), QStringLiteral("cluster")));
        QVERIFY(live->highlightedNetdev().isEmpty());
        QCOMPARE(live->highlightedLane(), -1);
        QCOMPARE(d->highlight().cable, -1);
        QCOMPARE(d->highlight().node, -1);
    }

    // After discovery and the tests the port tooltip has the link speed and the last bandwidth.
    void toolTipShowsSpeedAndLastTest()
    {
        MainWindow w;
        QVERIFY(discover(w, QStringLiteral("healthy-pair")));
        CablingDiagram *d = w.cablingPage()->diagram();
        const QString before = d->toolTipAt(d->portPosition(0, 0));
        QVERIFY2(before.contains(QStringLiteral("spark-1:0 rail 1: enp1s0f0np0 / rocep1s0f0, 10.231.0.1/24, "
                                                "200 Gb/s link, not tested yet")),
                 qPrintable(before));
        w.goToStep(MainWindow::TestsStep);
        TestsPage *tests = w.testsPage();
        tests->ncclBox()->setChecked(false);
        QSignalSpy finished(tests, &TestsPage::finished);
        QTest::mouseClick(tests->runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        const QString after = d->toolTipAt(d->cableMidpoint(0));
        QVERIFY2(after.contains(QStringLiteral("rail 1: enp1s0f0np0 / rocep1s0f0")), qPrintable(after));
        // one end ran the client over each rail; both ends show that rail's result
        const QStringList tested = after.split(QLatin1Char('\n')).filter(QStringLiteral(", last test "));
        QCOMPARE(tested.size(), 4);
        static const QRegularExpression bandwidth(QStringLiteral(", last test (\\d+\\.\\d) Gb/s$"));
        for (const QString &line : tested) {
            const QRegularExpressionMatch m = bandwidth.match(line);
            QVERIFY2(m.hasMatch(), qPrintable(line));
            // a healthy 200G cable: each rail well above half of its ~100 Gb/s share
            QVERIFY2(m.captured(1).toDouble() > 50.0, qPrintable(line));
        }
        const QString port = d->toolTipAt(d->portPosition(0, 0));
        QCOMPARE(port.split(QLatin1Char('\n')).filter(QStringLiteral(", last test ")).size(), 2);
    }
};

QTEST_MAIN(TstFindingsPage)
#include "tst_findingspage.moc"
