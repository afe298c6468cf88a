// SPDX-License-Identifier: GPL-3.0-or-later
#include "addressplanpage.h"
#include "clusterdocument.h"
#include "inlinebanner.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

using namespace railyard;
using namespace railyard::ui;

namespace {
QString cell(const QTableWidget *t, int row, int column)
{
    return t->item(row, column) ? t->item(row, column)->text() : QString();
}
} // namespace

class TstAddressPlanPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pairPlanWithDefaultPool()
    {
        ClusterDocument doc; // the example pair, port 0
        AddressPlanPage page(&doc);
        const QTableWidget *t = page.table();
        QCOMPARE(t->rowCount(), 4);
        QCOMPARE(cell(t, 0, AddressPlanPage::NodeColumn), QStringLiteral("spark-1"));
        QCOMPARE(cell(t, 0, AddressPlanPage::RdmaColumn), QStringLiteral("rocep1s0f0"));
        QCOMPARE(cell(t, 0, AddressPlanPage::AddressColumn), QStringLiteral("10.231.0.1/24"));
        QCOMPARE(cell(t, 2, AddressPlanPage::NodeColumn), QStringLiteral("spark-2"));
        QCOMPARE(cell(t, 2, AddressPlanPage::AddressColumn), QStringLiteral("10.231.0.2/24"));
        QCOMPARE(cell(t, 3, AddressPlanPage::SubnetColumn), QStringLiteral("10.231.1.0/24"));
        QCOMPARE(cell(t, 3, AddressPlanPage::PeerColumn), QStringLiteral("spark-1"));
        QVERIFY(page.mtuReasonLabel()->text().startsWith(QStringLiteral("9000 bytes: ")));
        QVERIFY(page.banner()->message().isEmpty());
        QCOMPARE(page.netplanNodeBox()->count(), 2);
        QVERIFY(page.netplanView()->isReadOnly());
        const QString netplan = page.netplanView()->toPlainText();
        QVERIFY(netplan.contains(QStringLiteral("enP2p1s0f0np0")));
        QVERIFY(netplan.contains(QStringLiteral("10.231.1.1/24")));
        QVERIFY(netplan.contains(QStringLiteral("9000")));
        page.netplanNodeBox()->setCurrentIndex(1);
        QVERIFY(page.netplanView()->toPlainText().contains(QStringLiteral("10.231.1.2/24")));
    }

    void poolOverManagementLanIsAConflict()
    {
        ClusterDocument doc; // management addresses 192.0.2.11 and .12
        AddressPlanPage page(&doc);
        page.setPool(QStringLiteral("192.0.2.0/23"));
        QCOMPARE(doc.cluster().options.subnetPool, QStringLiteral("192.0.2.0/23"));
        QCOMPARE(page.conflictRows(), (QList<int>{0, 2}));
        QCOMPARE(page.table()->item(0, AddressPlanPage::AddressColumn)->background().color(),
                 AddressPlanPage::conflictColor());
        QCOMPARE(page.banner()->severity(), model::Severity::Error);
        QVERIFY(page.banner()->message().contains(QStringLiteral("192.0.2.11")));
        // Avoiding the LAN leaves one /24 of the /23 for two rails: the planner says so.
        page.avoidEdit()->setText(QStringLiteral("192.0.2.0/24"));
        Q_EMIT page.avoidEdit()->editingFinished();
        QCOMPARE(doc.cluster().options.avoid, QStringList{QStringLiteral("192.0.2.0/24")});
        QCOMPARE(page.table()->rowCount(), 0);
        QCOMPARE(page.banner()->severity(), model::Severity::Error);
        // A pool away from the LAN: no conflict.
        page.setPool(QStringLiteral("192.0.4.0/23"));
        QVERIFY(page.conflictRows().isEmpty());
        QVERIFY(page.banner()->message().isEmpty());
        QCOMPARE(cell(page.table(), 0, AddressPlanPage::AddressColumn), QStringLiteral("192.0.4.1/24"));
        QCOMPARE(cell(page.table(), 1, AddressPlanPage::SubnetColumn), QStringLiteral("192.0.5.0/24"));
    }

    void explicitMtuShowsItsReason()
    {
        ClusterDocument doc;
        AddressPlanPage page(&doc);
        page.setMtu(1500);
        QCOMPARE(doc.cluster().options.mtu, std::optional<int>(1500));
        QVERIFY(page.mtuReasonLabel()->text().startsWith(QStringLiteral("1500 bytes: ")));
        QVERIFY(page.netplanView()->toPlainText().contains(QStringLiteral("1500")));
        page.setMtu(0);
        QVERIFY(!doc.cluster().options.mtu);
        QVERIFY(page.mtuReasonLabel()->text().startsWith(QStringLiteral("9000")));
    }

    void plannerErrorsGoToTheBanner_data()
    {
        QTest::addColumn<QString>("pool");
        QTest::addColumn<bool>("triangle");
        QTest::newRow("bad-pool") << QStringLiteral("not-a-subnet") << false;
        QTest::newRow("triangle-of-two") << QString() << true;
    }

    void plannerErrorsGoToTheBanner()
    {
        QFETCH(QString, pool);
        QFETCH(bool, triangle);
        ClusterDocument doc;
        model::Cluster c = doc.cluster();
        c.options.subnetPool = pool;
        if (triangle)
            c.topology = model::Topology::Triangle;
        doc.setCluster(c);
        AddressPlanPage page(&doc);
        QCOMPARE(page.banner()->severity(), model::Severity::Error);
        QVERIFY(!page.banner()->message().isEmpty());
        QCOMPARE(page.table()->rowCount(), 0);
        QVERIFY(page.netplanView()->toPlainText().isEmpty());
        QVERIFY(!page.plan());
    }
};

QTEST_MAIN(TstAddressPlanPage)
#include "tst_addressplanpage.moc"
