// SPDX-License-Identifier: GPL-3.0-or-later
// The wizard over real SSH: a healthy pair of namespace nodes, each with its
// own OpenSSH server (tests/sim/simcluster), opened as a project in the main
// window. Nodes page: both connection tests, the first-use host-key question
// answered with the fingerprint of the node's own key. Cabling: discovery
// over SSH finds the cable up on both rails. Apply: the preview shows the
// netplan diff of both nodes; apply (sudo password asked for spark-2) and
// undo leave the nodes' /etc/netplan as the harness created it.
// Needs root; skipped otherwise.
#include "../inventory/namespacecluster.h"
#include "applypage.h"
#include "cablingdiagram.h"
#include "cablingpage.h"
#include "clusterdocument.h"
#include "clustersession.h"
#include "connectionprompts.h"
#include "inlinebanner.h"
#include "mainwindow.h"
#include "nodespage.h"
#include "remote/commandrunner.h"
#include "remote/knownhostsfile.h"
#include "remote/sshtransport.h"
#include "testspage.h"

#include <QCheckBox>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>

using namespace railyard;
using namespace railyard::ui;
using railyard::testing::NamespaceCluster;

namespace {

QString fingerprintOf(const QString &pubKey)
{
    // "256 SHA256:... comment (ED25519)"
    const auto r = railyard::testing::run(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), pubKey});
    return QString::fromUtf8(r.out).section(QLatin1Char(' '), 1, 1);
}

// What the nodes' /etc/netplan holds, file by file.
QMap<QString, QByteArray> netplanFiles(const QString &clusterDir, const QString &node)
{
    QMap<QString, QByteArray> out;
    const QDir dir(clusterDir + QLatin1Char('/') + node + QStringLiteral("/netplan"));
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden)) {
        QFile f(dir.filePath(name));
        if (f.open(QIODevice::ReadOnly))
            out.insert(name, f.readAll());
    }
    return out;
}

const QStringList kNodes{QStringLiteral("spark-1"), QStringLiteral("spark-2")};

} // namespace

class TstSshWizard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // Like namespaceClusterSkipReason(), but this test needs no railyard-cli.
        if (::geteuid() != 0)
            QSKIP(
                "the namespace cluster needs root (network namespaces, veth pairs, sshd): run ctest as root");
        if (!QFileInfo(railyard::testing::kSimtool).isExecutable())
            QSKIP("railyard-simtool is not built");
        if (railyard::testing::run(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("list")})
                .exitCode != 0)
            QSKIP("this kernel or container does not allow network namespaces");
        m_cluster = std::make_unique<NamespaceCluster>(QStringLiteral("healthy-pair"), QStringLiteral("rw"));
        QVERIFY2(m_cluster->ok(), m_cluster->upError().constData());
        for (const QString &node : kNodes) {
            const QString fp = fingerprintOf(m_cluster->dir() + QLatin1Char('/') + node +
                                             QStringLiteral("/ssh_host_ed25519_key.pub"));
            QVERIFY2(fp.startsWith(QStringLiteral("SHA256:")), qPrintable(fp));
            m_fingerprints.insert(node, fp);
        }
        // The harness's project, whose known_hosts lists both nodes' right
        // keys, and a managed known_hosts (XDG_DATA_HOME) that knows nobody:
        // the first connection must still ask (issue #15, item 16), since a
        // project may come from anyone.
        QVERIFY(m_tmp.isValid());
        QFile yaml(m_cluster->yaml());
        QVERIFY(yaml.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(yaml.readAll());
        m_projectKnownHosts = m_cluster->dir() + QStringLiteral("/known_hosts");
        QVERIFY(text.contains(m_projectKnownHosts));
        QFile listed(m_projectKnownHosts);
        QVERIFY(listed.open(QIODevice::ReadOnly));
        m_projectKnownHostsBytes = listed.readAll();
        QCOMPARE(m_projectKnownHostsBytes.count('\n'), 2);
        qputenv("XDG_DATA_HOME", m_tmp.filePath(QStringLiteral("xdg")).toLocal8Bit());
        m_knownHosts = m_tmp.filePath(QStringLiteral("xdg/railyard/known_hosts"));
        QCOMPARE(remote::KnownHostsFile::managedPath(), m_knownHosts);
        QVERIFY(!QFile::exists(m_knownHosts));
        m_project = m_tmp.filePath(QStringLiteral("railyard.yaml"));
        QFile out(m_project);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text.toUtf8());
        out.close();
        QFile pw(m_cluster->dir() + QStringLiteral("/sudo_password"));
        QVERIFY(pw.open(QIODevice::ReadOnly));
        m_sudoPassword = QString::fromUtf8(pw.readAll()).trimmed();
    }

    void cleanupTestCase()
    {
        if (m_cluster)
            QCOMPARE(m_cluster->down(), 0);
        m_cluster.reset();
    }

    void wholeFlowOverSsh()
    {
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        QVERIFY2(w.openProject(m_project), qPrintable(m_project));
        ClusterSession *session = w.session();
        QVERIFY(!w.document()->isDemo());
        // One runner for every page, an SSH transport per project node.
        QVERIFY(session->isConnected());
        QVERIFY(session->unavailableReason().isEmpty());
        for (const QString &node : kNodes)
            QVERIFY(qobject_cast<remote::SshTransport *>(session->runner()->transport(node)));

        // --- Nodes: test both connections; each asks for its host key once.
        w.goToStep(MainWindow::NodesStep);
        NodesPage *nodes = w.nodesPage();
        ConnectionPrompts *prompts = nodes->prompts();
        QStringList asked;
        connect(prompts, &ConnectionPrompts::hostKeyAsked, this, [&](const remote::HostKeyInfo &key) {
            asked << key.node;
            const bool right = key.fingerprint == m_fingerprints.value(key.node);
            QVERIFY2(right, qPrintable(key.node + QLatin1Char(' ') + key.fingerprint));
            QVERIFY(prompts->hostKeyDialog());
            QVERIFY(prompts->hostKeyDialog()->informativeText().contains(key.fingerprint));
            // The project's file is named, as information only.
            QVERIFY(key.offeredMatches());
            QVERIFY2(prompts->hostKeyDialog()->informativeText().contains(
                         QStringLiteral("The project's known_hosts file %1 lists this key")
                             .arg(m_projectKnownHosts)),
                     qPrintable(prompts->hostKeyDialog()->informativeText()));
            // Answered after the dialog is up, as a user would.
            QTimer::singleShot(0, prompts, [prompts, right] { prompts->answerHostKey(right); });
        });
        // spark-2 is the node whose sudo asks for the password (apply, below).
        int credentialQuestions = 0;
        connect(prompts, &ConnectionPrompts::credentialAsked, this, [&] {
            ++credentialQuestions;
            QTimer::singleShot(0, prompts, [this, prompts] {
                QVERIFY(prompts->credentialDialog());
                prompts->secretEdit()->setText(m_sudoPassword);
                if (prompts->rememberBox())
                    prompts->rememberBox()->setChecked(false); // nothing into the test machine's keychain
                prompts->credentialDialog()->accept();
            });
        });
        QSignalSpy tested(nodes, &NodesPage::connectionTested);
        nodes->testAll();
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 2, 60000);
        for (const QList<QVariant> &t : tested)
            QVERIFY2(t.at(1).toBool(), qPrintable(t.at(2).toString()));
        asked.sort();
        QCOMPARE(asked, kNodes);
        for (int row = 0; row < 2; ++row)
            QCOMPARE(nodes->statusText(row), QStringLiteral("connected"));
        QVERIFY(nodes->inventorySummary(QStringLiteral("spark-1"))
                    .contains(QStringLiteral("Host name: spark-1")));
        QVERIFY(nodes->inventorySummary(QStringLiteral("spark-2"))
                    .contains(QStringLiteral("Host name: spark-2")));
        // The accepted keys are recorded in the managed known_hosts the CLI
        // reads too; the project's file is left as it came.
        QFile listedAfter(m_projectKnownHosts);
        QVERIFY(listedAfter.open(QIODevice::ReadOnly));
        QCOMPARE(listedAfter.readAll(), m_projectKnownHostsBytes);
        QFile known(m_knownHosts);
        QVERIFY(known.open(QIODevice::ReadOnly));
        const QByteArray knownText = known.readAll();
        QCOMPARE(knownText.count('\n'), 2);
        QVERIFY(knownText.contains("ssh-ed25519"));

        // --- Cabling: discovery over SSH, the cable drawn up on both rails.
        w.goToStep(MainWindow::CablingStep);
        CablingPage *cabling = w.cablingPage();
        QSignalSpy discovered(cabling, &CablingPage::discoveryFinished);
        QVERIFY(cabling->discoverButton()->isEnabled());
        QTest::mouseClick(cabling->discoverButton(), Qt::LeftButton);
        QVERIFY(cabling->isDiscovering());
        QTRY_COMPARE_WITH_TIMEOUT(discovered.count(), 1, 60000);
        QVERIFY2(cabling->banner()->message().isEmpty(), qPrintable(cabling->banner()->message()));
        QVERIFY(cabling->showsDiscovered());
        const QList<render::DiagramCable> cables = cabling->diagram()->cables();
        QCOMPARE(cables.size(), 1);
        QCOMPARE(cables[0].status, render::CableStatus::Ok);
        QCOMPARE(cables[0].rails[0], render::RailState::Up);
        QCOMPARE(cables[0].rails[1], render::RailState::Up);
        QCOMPARE(cables[0].cable.a.node, QStringLiteral("spark-1"));
        QCOMPARE(cables[0].cable.b->node, QStringLiteral("spark-2"));
        QCOMPARE(asked.size(), 2); // known now: discovery asked nothing more

        // --- Apply: preview, apply, undo; the nodes end as they began.
        w.goToStep(MainWindow::ApplyStep);
        ApplyPage *apply = w.applyPage();
        apply->setJournalRoot(m_cluster->dir() + QStringLiteral("/journal"));
        QMap<QString, QMap<QString, QByteArray>> before;
        for (const QString &node : kNodes)
            before.insert(node, netplanFiles(m_cluster->dir(), node));
        QVERIFY(!before.value(QStringLiteral("spark-1")).contains(QStringLiteral("40-railyard.yaml")));

        QSignalSpy previewed(apply, &ApplyPage::previewFinished);
        apply->previewButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(previewed.count(), 1, 60000);
        QVERIFY2(previewed.first().first().toBool(), qPrintable(apply->banner()->message()));
        for (const QString &node : kNodes) {
            QVERIFY2(apply->previewText(node).contains(QStringLiteral("+++ b/etc/netplan/40-railyard.yaml")),
                     qPrintable(apply->previewText(node)));
            QVERIFY(apply->previewText(node).contains(QStringLiteral("$ sudo netplan apply")));
            QCOMPARE(apply->nodeStatus(node), QStringLiteral("would change"));
            QCOMPARE(netplanFiles(m_cluster->dir(), node), before.value(node)); // a dry run changes nothing
        }

        QSignalSpy applied(apply, &ApplyPage::applyFinished);
        apply->applyButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 90000);
        QVERIFY2(applied.first().first().toBool(), qPrintable(apply->banner()->message()));
        QVERIFY(credentialQuestions >= 1); // spark-2's sudo password, through the prompt
        for (const QString &node : kNodes) {
            QCOMPARE(apply->nodeStatus(node), QStringLiteral("applied"));
            QVERIFY(netplanFiles(m_cluster->dir(), node).contains(QStringLiteral("40-railyard.yaml")));
        }
        QVERIFY(QFileInfo(m_cluster->dir() + QStringLiteral("/journal/spark-1")).isDir());

        // --- Tests: RDMA over the cable, perftest started on both nodes over SSH.
        w.goToStep(MainWindow::TestsStep);
        TestsPage *tests = w.testsPage();
        tests->loopbackBox()->setChecked(false);
        tests->ncclBox()->setChecked(false);
        tests->rdmaBox()->setChecked(true);
        QSignalSpy testsDone(tests, &TestsPage::finished);
        QTest::mouseClick(tests->runButton(), Qt::LeftButton);
        QVERIFY(tests->isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(testsDone.count(), 1, 90000);
        QCOMPARE(testsDone.first().first().toBool(), false);
        QVERIFY2(tests->banner()->message().isEmpty(), qPrintable(tests->banner()->message()));
        const QTableWidget *table = tests->resultsTable();
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, TestsPage::TestColumn)->text(), QStringLiteral("RDMA"));
        for (int column : {int(TestsPage::Rail1Column), int(TestsPage::Rail2Column)}) {
            const QString text = table->item(0, column)->text();
            QVERIFY2(text.section(QLatin1Char(' '), 0, 0).toDouble() > 0, qPrintable(text));
        }
        QCOMPARE(tests->runningJobs(), 0);
        qInfo("RDMA over SSH: total %s, rail 1 %s, rail 2 %s",
              qPrintable(table->item(0, TestsPage::TotalColumn)->text()),
              qPrintable(table->item(0, TestsPage::Rail1Column)->text()),
              qPrintable(table->item(0, TestsPage::Rail2Column)->text()));

        w.goToStep(MainWindow::ApplyStep);
        QSignalSpy undone(apply, &ApplyPage::undoFinished);
        QVERIFY(apply->undoButton()->isEnabled());
        apply->undoButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(undone.count(), 1, 60000);
        QVERIFY2(undone.first().first().toBool(), qPrintable(apply->banner()->message()));
        for (const QString &node : kNodes) {
            QCOMPARE(apply->nodeStatus(node), QStringLiteral("restored"));
            QCOMPARE(netplanFiles(m_cluster->dir(), node), before.value(node));
        }
    }

    // A node that does not answer is named in the page's banner; the GUI keeps going.
    void unreachableNodeIsNamed()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QFile in(m_project);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(in.readAll());
        // spark-2 moves to a port where nothing listens: refused at once.
        const qsizetype at = text.indexOf(QStringLiteral("name: spark-2"));
        QVERIFY(at > 0);
        const qsizetype addr = text.indexOf(QStringLiteral("address: "), at);
        const qsizetype eol = text.indexOf(QLatin1Char('\n'), addr);
        text.replace(addr, eol - addr, QStringLiteral("address: 127.0.0.1\n      ssh_port: 1"));
        text.replace(QStringLiteral("known_hosts: known_hosts"),
                     QStringLiteral("known_hosts: ") + m_knownHosts);
        const QString project = tmp.filePath(QStringLiteral("railyard.yaml"));
        QFile out(project);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text.toUtf8());
        out.close();

        MainWindow w;
        w.show();
        QVERIFY(w.openProject(project));
        QCOMPARE(w.document()->cluster().node(QStringLiteral("spark-2"))->sshPort, 1);
        // Whether or not the first test recorded spark-1's key, it must not wait on a question.
        ConnectionPrompts *prompts = w.nodesPage()->prompts();
        connect(prompts, &ConnectionPrompts::hostKeyAsked, this, [&](const remote::HostKeyInfo &key) {
            const bool right = key.fingerprint == m_fingerprints.value(key.node);
            QTimer::singleShot(0, prompts, [prompts, right] { prompts->answerHostKey(right); });
        });
        w.goToStep(MainWindow::CablingStep);
        CablingPage *cabling = w.cablingPage();
        QSignalSpy discovered(cabling, &CablingPage::discoveryFinished);
        cabling->startDiscovery();
        QVERIFY(cabling->isDiscovering());
        QTRY_COMPARE_WITH_TIMEOUT(discovered.count(), 1, 60000);
        QCOMPARE(cabling->banner()->severity(), model::Severity::Error);
        QVERIFY2(cabling->banner()->message().contains(QStringLiteral("spark-2")),
                 qPrintable(cabling->banner()->message()));
        QVERIFY(!cabling->banner()->message().contains(QStringLiteral("spark-1")));
    }

private:
    std::unique_ptr<NamespaceCluster> m_cluster;
    QTemporaryDir m_tmp;
    QMap<QString, QString> m_fingerprints;
    QString m_project;
    QString m_knownHosts; // the managed file
    QString m_projectKnownHosts;
    QByteArray m_projectKnownHostsBytes;
    QString m_sudoPassword;
};

QTEST_MAIN(TstSshWizard)
#include "tst_sshwizard.moc"
