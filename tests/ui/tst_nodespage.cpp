// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterdocument.h"
#include "clustersession.h"
#include "connectionprompts.h"
#include "inlinebanner.h"
#include "nodespage.h"
#include "remote/commandrunner.h"
#include "sim/scenariocatalog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QHostAddress>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard;
using namespace railyard::ui;

namespace {

QString writeConfig(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("config"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("Host *\n  ServerAliveInterval 30\n"
            "Host spark-a spark-b\n  HostName 10.0.0.21\n  User lab\n  Port 2222\n"
            "  IdentityFile ~/.ssh/id_spark\n"
            "Host !jump spark-?\n  User nobody\n"
            "host = gx10\n  hostname gx10.lan\n");
    return path;
}

remote::HostKeyInfo someKey()
{
    remote::HostKeyInfo key;
    key.node = QStringLiteral("spark-1");
    key.host = QStringLiteral("10.0.0.21");
    key.port = 22;
    key.keyType = QStringLiteral("ssh-ed25519");
    key.fingerprint = QStringLiteral("SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8");
    return key;
}

} // namespace

class TstNodesPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void sshConfigHostsSkipPatterns()
    {
        QTemporaryDir dir;
        const QString path = writeConfig(dir);
        QCOMPARE(NodesPage::sshConfigHosts(path),
                 (QStringList{QStringLiteral("spark-a"), QStringLiteral("spark-b"), QStringLiteral("gx10")}));
        QVERIFY(NodesPage::sshConfigHosts(dir.filePath(QStringLiteral("missing"))).isEmpty());
    }

    void addFromSshConfigTakesUserPortAndKey()
    {
        QTemporaryDir dir;
        ClusterDocument doc;
        ClusterSession session(&doc);
        NodesPage page(&doc, &session);
        page.setSshConfigPath(writeConfig(dir));
        QCOMPARE(page.sshHostBox()->count(), 3);
        QVERIFY(page.addFromSshConfig(QStringLiteral("spark-b")));
        const model::Node *n = doc.cluster().node(QStringLiteral("spark-b"));
        QVERIFY(n);
        QCOMPARE(n->managementAddress, QStringLiteral("spark-b"));
        QCOMPARE(n->sshUser, QStringLiteral("lab"));
        QCOMPARE(n->sshPort, 2222);
        QVERIFY(n->identityFile.endsWith(QStringLiteral("/.ssh/id_spark")));
        QCOMPARE(page.auth(QStringLiteral("spark-b")), ClusterSession::AuthMethod::Key);
        QCOMPARE(page.nodesTable()->rowCount(), 3); // the two example nodes and this one
        // The same name twice is refused with a reason.
        QVERIFY(!page.addFromSshConfig(QStringLiteral("spark-b")));
        QVERIFY(page.banner()->message().contains(QStringLiteral("spark-b")));
    }

    void editingTheTableChangesTheProject()
    {
        ClusterDocument doc;
        ClusterSession session(&doc);
        NodesPage page(&doc, &session);
        page.nodesTable()->item(0, NodesPage::AddressColumn)->setText(QStringLiteral("10.1.2.3"));
        QCOMPARE(doc.cluster().nodes.at(0).managementAddress, QStringLiteral("10.1.2.3"));
        page.nodesTable()->item(1, NodesPage::PortColumn)->setText(QStringLiteral("70000"));
        QCOMPARE(doc.cluster().nodes.at(1).sshPort, 22);
        QVERIFY(page.banner()->message().contains(QStringLiteral("65535")));
        page.removeNode(0);
        QCOMPARE(doc.cluster().nodeNames(), QStringList{QStringLiteral("spark-2")});
    }

    void thisMachineIsMarked()
    {
        ClusterDocument doc;
        model::Cluster c = doc.cluster();
        c.nodes[0].local = true;
        // An address of this machine: recognised without being declared.
        c.nodes[1].managementAddress = QStringLiteral("10.77.1.2");
        doc.setCluster(c);
        ClusterSession session(&doc);
        session.setLocalDetection(false); // only what the project says
        NodesPage page(&doc, &session);
        QTRY_VERIFY(page.nodesTable()
                        ->item(0, NodesPage::NameColumn)
                        ->toolTip()
                        .contains(QStringLiteral("This machine")));
        QVERIFY(page.nodesTable()->item(1, NodesPage::NameColumn)->toolTip().isEmpty());
        auto *box = qobject_cast<QComboBox *>(page.nodesTable()->cellWidget(0, NodesPage::AuthColumn));
        QVERIFY(box && !box->isEnabled());
        QVERIFY(
            qobject_cast<QComboBox *>(page.nodesTable()->cellWidget(1, NodesPage::AuthColumn))->isEnabled());
        QCOMPARE(session.localNode(), c.nodes[0].name);

        // The other node's address becomes one of this machine's (a test
        // machine stands in): recognised by that rule once detection is on.
        remote::LocalMachine here({QHostAddress(QStringLiteral("10.77.1.2"))}, {QStringLiteral("laptop")},
                                  {});
        c.nodes[0].local = false;
        doc.setCluster(c);
        session.setLocalMachine(here);
        session.setLocalDetection(true);
        QTRY_COMPARE(session.localNode(), c.nodes[1].name);
        QCOMPARE(session.localMatch(c.nodes[1].name)->rule, remote::LocalMachine::Rule::ManagementAddress);
        QTRY_VERIFY(page.nodesTable()
                        ->item(1, NodesPage::NameColumn)
                        ->toolTip()
                        .contains(QStringLiteral("10.77.1.2")));
        QVERIFY(!session.localMatch(c.nodes[0].name));
    }

    void demoTestConnectionReadsInventory()
    {
        ClusterDocument doc;
        ClusterSession session(&doc);
        session.setClockSpeed(50);
        NodesPage page(&doc, &session);
        const auto scenario = sim::ScenarioCatalog::byName(QStringLiteral("healthy-pair"));
        QVERIFY(scenario);
        doc.startDemo(QStringLiteral("healthy-pair"), scenario->intendedCluster());
        QVERIFY(session.isConnected());
        QSignalSpy tested(&page, &NodesPage::connectionTested);
        page.testConnection(1);
        QCOMPARE(page.statusText(1), QStringLiteral("connecting…"));
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
        QVERIFY2(tested.first().at(1).toBool(), qPrintable(tested.first().at(2).toString()));
        QCOMPARE(tested.first().at(0).toString(), QStringLiteral("spark-2"));
        QCOMPARE(page.statusText(1), QStringLiteral("connected"));
        const QStringList lines = page.inventorySummary(QStringLiteral("spark-2"));
        QVERIFY2(lines.filter(QStringLiteral("Port 0: enp1s0f0np0 up, 200 Gb/s")).size() == 1,
                 qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY(!lines.filter(QStringLiteral("ConnectX-7 firmware: ")).isEmpty());
        QVERIFY(page.inventorySummary(QStringLiteral("spark-1")).isEmpty());
    }

    void unreachableRealNodeShowsTheReason()
    {
        ClusterDocument doc;
        model::Cluster c = doc.cluster();
        c.nodes[0].managementAddress = QStringLiteral("127.0.0.1");
        c.nodes[0].sshPort = 1; // nothing listens: refused at once
        doc.setCluster(c);
        ClusterSession session(&doc);
        NodesPage page(&doc, &session);
        page.setAuth(0, ClusterSession::AuthMethod::Agent);
        QSignalSpy tested(&page, &NodesPage::connectionTested);
        page.testConnection(0);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 30000);
        QVERIFY(!tested.first().at(1).toBool());
        QCOMPARE(page.statusText(0), QStringLiteral("failed"));
        QCOMPARE(page.banner()->severity(), model::Severity::Error);
        QVERIFY(!page.banner()->message().isEmpty());
        // The failed node keeps its transport in the session's one runner: the other pages use it too.
        QVERIFY(session.isConnected());
        QVERIFY(session.runner()->transport(QStringLiteral("spark-1")));
    }

    void keyAuthWithoutKeyIsExplained()
    {
        ClusterDocument doc;
        ClusterSession session(&doc);
        NodesPage page(&doc, &session);
        page.setAuth(0, ClusterSession::AuthMethod::Key);
        QSignalSpy tested(&page, &NodesPage::connectionTested);
        page.testConnection(0);
        QCOMPARE(tested.count(), 1);
        QVERIFY(page.banner()->message().contains(QStringLiteral("key file")));
    }

    void hostKeyDialogNeedsExplicitAccept_data()
    {
        QTest::addColumn<bool>("accept");
        QTest::newRow("accepted") << true;
        QTest::newRow("rejected") << false;
    }

    void hostKeyDialogNeedsExplicitAccept()
    {
        QFETCH(bool, accept);
        QWidget parent;
        ConnectionPrompts prompts(&parent);
        std::optional<bool> answer;
        prompts.askHostKey(someKey(), [&](bool a) { answer = a; });
        QMessageBox *box = prompts.hostKeyDialog();
        QVERIFY(box);
        QVERIFY(box->informativeText().contains(QStringLiteral("ssh-ed25519")));
        QVERIFY(box->informativeText().contains(
            QStringLiteral("SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8")));
        QVERIFY(box->text().contains(QStringLiteral("10.0.0.21")));
        // Enter or Escape never trusts a key.
        QCOMPARE(box->buttonRole(box->defaultButton()), QMessageBox::RejectRole);
        QCOMPARE(box->buttonRole(box->escapeButton()), QMessageBox::RejectRole);
        QVERIFY(!answer);
        prompts.answerHostKey(accept);
        QTRY_VERIFY(answer.has_value());
        QCOMPARE(*answer, accept);
    }

    void passwordDialogOffersTheKeychain()
    {
        QWidget parent;
        ConnectionPrompts prompts(&parent);
        remote::CredentialRequest request;
        request.kind = remote::CredentialKind::Password;
        request.node = QStringLiteral("spark-1");
        request.user = QStringLiteral("lab");
        request.host = QStringLiteral("10.0.0.21");
        std::optional<std::optional<remote::CredentialReply>> answer;
        prompts.askCredential(request, [&](std::optional<remote::CredentialReply> r) { answer = r; });
        QVERIFY(prompts.credentialDialog());
        QCOMPARE(prompts.secretEdit()->echoMode(), QLineEdit::Password);
        QVERIFY(!prompts.rememberBox()->isHidden());
        prompts.secretEdit()->setText(QStringLiteral("hunter2"));
        prompts.rememberBox()->setChecked(true);
        prompts.credentialDialog()->accept();
        QVERIFY(answer && *answer);
        QCOMPARE((*answer)->secret.view(), QByteArrayView("hunter2"));
        QVERIFY((*answer)->remember);

        answer.reset();
        prompts.askCredential(request, [&](std::optional<remote::CredentialReply> r) { answer = r; });
        prompts.credentialDialog()->reject();
        QVERIFY(answer && !*answer);
    }
};

QTEST_MAIN(TstNodesPage)
#include "tst_nodespage.moc"
