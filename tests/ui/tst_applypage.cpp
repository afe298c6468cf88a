// SPDX-License-Identifier: GPL-3.0-or-later
#include "applypage.h"
#include "clusterdocument.h"
#include "clustersession.h"
#include "inlinebanner.h"
#include "sim/scenariocatalog.h"
#include "sim/simcluster.h"
#include "sim/simfilesystem.h"
#include "sim/simnode.h"

#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
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

    // Another tool's netplan file for the cluster links (NVIDIA's helper
    // writes 40-cx7.yaml) leaves /etc/netplan: the preview says it would,
    // and so does the node's text after the real apply, with the reason and
    // where the copy is; undo brings it back byte for byte.
    void foreignFileSetAsideIsNamed()
    {
        ClusterDocument doc;
        ClusterSession session(&doc);
        session.setClockSpeed(50);
        startDemo(doc, QStringLiteral("healthy-pair"));
        const QByteArray foreign = "network:\n  version: 2\n  ethernets:\n    enp1s0f0np0:\n"
                                   "      addresses: [192.168.0.1/24]\n    enP2p1s0f0np0:\n"
                                   "      addresses: [192.168.0.2/24]\n";
        const QString path = QStringLiteral("/etc/netplan/40-cx7.yaml");
        sim::SimFileSystem &fs = session.simCluster()->node(QStringLiteral("spark-1"))->fileSystem();
        QCOMPARE(fs.writeFile(path, foreign, 0600, 0), QString());
        ApplyPage page(&doc, &session);
        page.show();
        QSignalSpy previewed(&page, &ApplyPage::previewFinished);
        page.previewButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(previewed.count(), 1, 20000);
        QVERIFY2(previewed.first().first().toBool(), qPrintable(page.banner()->message()));
        const QString preview = page.previewText(QStringLiteral("spark-1"));
        QVERIFY2(preview.contains(QStringLiteral("Would set aside /etc/netplan/40-cx7.yaml: it configures "
                                                 "enp1s0f0np0, enP2p1s0f0np0")),
                 qPrintable(preview));
        QVERIFY(!page.previewText(QStringLiteral("spark-2")).contains(QStringLiteral("set aside")));

        QSignalSpy applied(&page, &ApplyPage::applyFinished);
        page.applyButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 30000);
        QVERIFY2(applied.first().first().toBool(), qPrintable(page.banner()->message()));
        QVERIFY(!fs.exists(path));
        const QString after = page.previewText(QStringLiteral("spark-1"));
        const QRegularExpression said(QStringLiteral(
            "Set aside /etc/netplan/40-cx7\\.yaml: it configured enp1s0f0np0, enP2p1s0f0np0; a copy is in "
            "(/var/lib/railyard/journal/spark-1/\\S+/files/40-cx7\\.yaml) and undo puts it back\\."));
        const QRegularExpressionMatch m = said.match(after);
        QVERIFY2(m.hasMatch(), qPrintable(after));
        QByteArray copy;
        QCOMPARE(fs.read(m.captured(1), 0, &copy), QString());
        QCOMPARE(copy, foreign);

        QSignalSpy undone(&page, &ApplyPage::undoFinished);
        page.undoButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(undone.count(), 1, 20000);
        QVERIFY2(undone.first().first().toBool(), qPrintable(page.banner()->message()));
        QByteArray back;
        QCOMPARE(fs.read(path, 0, &back), QString());
        QCOMPARE(back, foreign);
    }

    // A pair NVIDIA's helper configured (40-cx7.yaml, both rails of port 0
    // in 192.168.0.0/24): verify first explains that the planned addresses
    // are missing and names the file, instead of blaming the cabling; the
    // migration is an ordinary apply, after which verify passes; undo puts
    // the helper's file and addresses back.
    void nvidiaHelperPairMigrates()
    {
        ClusterDocument doc;
        ClusterSession session(&doc);
        session.setClockSpeed(50);
        startDemo(doc, QStringLiteral("nvidia-helper-pair"));
        ApplyPage page(&doc, &session);
        page.show();
        const std::shared_ptr<sim::SimCluster> cluster = session.simCluster();
        const QString helperPath = QStringLiteral("/etc/netplan/40-cx7.yaml");
        QByteArray helperFile;
        QCOMPARE(cluster->node(QStringLiteral("spark-1"))->fileSystem().read(helperPath, 0, &helperFile),
                 QString());

        QSignalSpy verified(&page, &ApplyPage::verifyFinished);
        page.verifyButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(verified.count(), 1, 30000);
        QCOMPARE(verified.first().first().toBool(), false);
        const apply::VerifyResult before = page.lastVerify();
        QStringList ids;
        for (const diag::Finding &f : before.findings)
            ids << f.id;
        // Not "unreachable, check the cabling": the cause, once per rail.
        QCOMPARE(ids, QStringList(4, QStringLiteral("verify-address-missing"))
                          << QStringLiteral("twins-same-subnet") << QStringLiteral("twins-same-subnet"));
        QVERIFY2(before.findings.first().explanation.contains(QStringLiteral("it has 192.168.0.1/24")),
                 qPrintable(before.findings.first().explanation));
        QVERIFY2(before.findings.first().fix.contains(QStringLiteral("40-cx7.yaml")),
                 qPrintable(before.findings.first().fix));
        QVERIFY2(!before.findings.first().fix.contains(QStringLiteral("01-network-manager-all.yaml")),
                 qPrintable(before.findings.first().fix));
        QCOMPARE(page.banner()->severity(), model::Severity::Error);

        QSignalSpy previewed(&page, &ApplyPage::previewFinished);
        page.previewButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(previewed.count(), 1, 20000);
        for (const QString &node : {QStringLiteral("spark-1"), QStringLiteral("spark-2")})
            QVERIFY2(
                page.previewText(node).contains(QStringLiteral("Would set aside /etc/netplan/40-cx7.yaml")),
                qPrintable(page.previewText(node)));
        QSignalSpy applied(&page, &ApplyPage::applyFinished);
        page.applyButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 30000);
        QVERIFY2(applied.first().first().toBool(), qPrintable(page.banner()->message()));
        QVERIFY(page.lastVerify().success);
        QCOMPARE(verified.count(), 1); // the verify after an apply reports as the apply

        QSignalSpy undone(&page, &ApplyPage::undoFinished);
        page.undoButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(undone.count(), 1, 20000);
        QVERIFY2(undone.first().first().toBool(), qPrintable(page.banner()->message()));
        QByteArray back;
        QCOMPARE(cluster->node(QStringLiteral("spark-1"))->fileSystem().read(helperPath, 0, &back),
                 QString());
        QCOMPARE(back, helperFile);
        QCOMPARE(cluster->node(QStringLiteral("spark-1"))->rail(model::Rail(0, 1)).ipv4,
                 QStringList{QStringLiteral("192.168.0.1/24")});
        QCOMPARE(cluster->node(QStringLiteral("spark-2"))->rail(model::Rail(0, 2)).ipv4,
                 QStringList{QStringLiteral("192.168.0.4/24")});
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
