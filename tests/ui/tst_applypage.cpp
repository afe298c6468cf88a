// SPDX-License-Identifier: GPL-3.0-or-later
#include "applypage.h"
#include "clusterdocument.h"
#include "clustersession.h"
#include "inlinebanner.h"
#include "sim/scenariocatalog.h"
#include "sim/simcluster.h"

#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace railyard;
using namespace railyard::ui;

namespace {

void startDemo(ClusterDocument &doc, const QString &scenario)
{
    const auto s = sim::ScenarioCatalog::byName(scenario);
    QVERIFY(s);
    doc.startDemo(scenario, s->intendedCluster());
}

bool hasNetplanFile(ClusterSession &session, const QString &node)
{
    return session.simCluster()->node(node)->fileSystem().exists(
        QStringLiteral("/etc/netplan/40-railyard.yaml"));
}

} // namespace

class TstApplyPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void healthyPairPreviewApplyUndo()
    {
        ClusterDocument doc;
        ClusterSession session(&doc);
        session.setClockSpeed(50);
        startDemo(doc, QStringLiteral("healthy-pair"));
        ApplyPage page(&doc, &session);
        page.show();
        QCOMPARE(page.nodeList()->count(), 2);
        QVERIFY(!page.undoButton()->isEnabled());

        QSignalSpy previewed(&page, &ApplyPage::previewFinished);
        page.previewButton()->click();
        QVERIFY(page.isBusy());
        QVERIFY(!page.applyButton()->isEnabled()); // one action at a time
        QTRY_COMPARE_WITH_TIMEOUT(previewed.count(), 1, 20000);
        QCOMPARE(previewed.first().first().toBool(), true);
        for (const QString &node : {QStringLiteral("spark-1"), QStringLiteral("spark-2")}) {
            QVERIFY2(page.previewText(node).contains(QStringLiteral("+++ b/etc/netplan/40-railyard.yaml")),
                     qPrintable(page.previewText(node)));
            QVERIFY(page.previewText(node).contains(QStringLiteral("$ sudo netplan apply")));
            QCOMPARE(page.nodeStatus(node), QStringLiteral("would change"));
            QVERIFY(!hasNetplanFile(session, node)); // a dry run changes nothing
        }
        page.nodeList()->setCurrentRow(1);
        QCOMPARE(page.detailView()->toPlainText(), page.previewText(QStringLiteral("spark-2")));
        QVERIFY(page.detailView()->isReadOnly());
        QVERIFY(page.nodeList()->item(1)->text().contains(QStringLiteral("spark-2")));

        QSignalSpy countdown(&page, &ApplyPage::countdownStarted);
        QSignalSpy applied(&page, &ApplyPage::applyFinished);
        page.applyButton()->click();
        QVERIFY(page.isBusy());
        QVERIFY(page.cancelButton()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 30000);
        QVERIFY2(applied.first().first().toBool(), qPrintable(page.banner()->message()));
        QCOMPARE(countdown.count(), 1);
        QCOMPARE(countdown.first().first().toInt(), 60);
        QCOMPARE(page.banner()->severity(), model::Severity::Info);
        QVERIFY2(page.banner()->message().contains(QStringLiteral("Verify passed")),
                 qPrintable(page.banner()->message()));
        QCOMPARE(page.progressBar()->value(), page.progressBar()->maximum());
        QCOMPARE(page.countdown(), -1); // confirmed: no guard waits any more
        QVERIFY(page.countdownLabel()->isHidden());
        for (const QString &node : {QStringLiteral("spark-1"), QStringLiteral("spark-2")}) {
            QCOMPARE(page.nodeStatus(node), QStringLiteral("applied"));
            QVERIFY(hasNetplanFile(session, node));
        }
        QVERIFY(page.lastVerify().success);
        QVERIFY(page.undoButton()->isEnabled());

        QSignalSpy undone(&page, &ApplyPage::undoFinished);
        page.undoButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(undone.count(), 1, 20000);
        QVERIFY2(undone.first().first().toBool(), qPrintable(page.banner()->message()));
        QVERIFY(page.banner()->message().contains(QStringLiteral("Undone")));
        for (const QString &node : {QStringLiteral("spark-1"), QStringLiteral("spark-2")}) {
            QCOMPARE(page.nodeStatus(node), QStringLiteral("restored"));
            QVERIFY(!hasNetplanFile(session, node));
        }
        QVERIFY(!page.undoButton()->isEnabled());
    }

    void crossedPairVerifyFails()
    {
        ClusterDocument doc;
        ClusterSession session(&doc);
        session.setClockSpeed(50);
        startDemo(doc, QStringLiteral("crossed-pair"));
        ApplyPage page(&doc, &session);
        QSignalSpy applied(&page, &ApplyPage::applyFinished);
        page.apply();
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 30000);
        QCOMPARE(applied.first().first().toBool(), false);
        // The apply itself went through; the wiring is what verify finds wrong.
        for (const apply::NodeApplyResult &n : page.lastApply().nodes)
            QCOMPARE(n.outcome, apply::NodeApplyResult::Outcome::Applied);
        QCOMPARE(page.banner()->severity(), model::Severity::Error);
        // Port 0 of spark-2 has no cable and neither rail of port 0 reaches the peer.
        QVERIFY(page.lastVerify().hasFinding(QStringLiteral("verify-peer-unreachable")));
        QVERIFY(page.lastVerify().hasFinding(QStringLiteral("verify-link-down")));
        const diag::Finding &first = page.lastVerify().findings.first();
        QVERIFY2(page.banner()->message().contains(first.id) &&
                     page.banner()->message().contains(first.explanation),
                 qPrintable(page.banner()->message()));
        QVERIFY(page.banner()->message().contains(QStringLiteral("Verify failed")));
        QVERIFY(page.undoButton()->isEnabled());
    }

    void cancelRestoresEveryNode()
    {
        ClusterDocument doc;
        ClusterSession session(&doc);
        session.setClockSpeed(50);
        startDemo(doc, QStringLiteral("healthy-pair"));
        ApplyPage page(&doc, &session);
        QSignalSpy applied(&page, &ApplyPage::applyFinished);
        QSignalSpy countdown(&page, &ApplyPage::countdownStarted);
        page.apply();
        page.cancelButton()->click();
        QVERIFY(!page.cancelButton()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 30000);
        QCOMPARE(applied.first().first().toBool(), false);
        QCOMPARE(countdown.count(), 0); // never confirmed
        QVERIFY2(page.banner()->message().startsWith(QStringLiteral("Cancelled")),
                 qPrintable(page.banner()->message()));
        for (const QString &node : {QStringLiteral("spark-1"), QStringLiteral("spark-2")}) {
            QVERIFY(!hasNetplanFile(session, node));
            QCOMPARE(page.nodeStatus(node), QStringLiteral("restored"));
        }
        QVERIFY(!page.isBusy());
    }

    void withoutNodesSaysWhy()
    {
        ClusterDocument doc;
        ClusterSession session(&doc);
        model::Cluster c = doc.cluster();
        c.nodes.clear();
        c.cables.clear();
        doc.setCluster(c);
        QVERIFY(!session.isConnected());
        ApplyPage page(&doc, &session);
        page.preview();
        QVERIFY(!page.isBusy());
        QCOMPARE(page.banner()->severity(), model::Severity::Warning);
        QVERIFY2(page.banner()->message().contains(QStringLiteral("no nodes")),
                 qPrintable(page.banner()->message()));
    }
};

QTEST_MAIN(TstApplyPage)
#include "tst_applypage.moc"
