// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingdiagram.h"
#include "cablingpage.h"
#include "clusterdocument.h"
#include "inlinebanner.h"

#include <QTest>

using namespace railyard::model;
using namespace railyard::ui;

namespace {

Cluster pair(int portA, int portB)
{
    Cluster c;
    c.topology = Topology::Direct;
    c.nodes = {Node{QStringLiteral("a"), QStringLiteral("10.0.0.1"), {}, 22, {}},
               Node{QStringLiteral("b"), QStringLiteral("10.0.0.2"), {}, 22, {}}};
    c.cables = {Cable{{QStringLiteral("a"), portA}, CableEnd{QStringLiteral("b"), portB}}};
    return c;
}

} // namespace

class TstCablingPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void healthyPairIsPlanned()
    {
        ClusterDocument doc;
        doc.setCluster(pair(0, 0));
        CablingPage page(&doc);
        QCOMPARE(page.diagram()->cables().size(), 1);
        QCOMPARE(page.diagram()->cables()[0].status, CableStatus::Planned);
        QCOMPARE(page.instructions(), QStringList{QStringLiteral("a port 0 → b port 0")});
        QVERIFY(page.banner()->message().isEmpty());
    }

    void crossedPortsAreRed()
    {
        ClusterDocument doc;
        doc.setCluster(pair(0, 1));
        CablingPage page(&doc);
        const auto cables = page.diagram()->cables();
        QCOMPARE(cables[0].status, CableStatus::Problem);
        QCOMPARE(CablingDiagram::statusColor(cables[0].status), QColor(0xd0, 0x21, 0x21));
        QVERIFY(cables[0].detail.contains(QStringLiteral("same port")));
        QVERIFY(page.banner()->message().contains(QStringLiteral("port 0 of a")));
        // the expected cable shows as missing next to the wrong one
        QCOMPARE(cables.size(), 2);
        QCOMPARE(cables[1].status, CableStatus::Missing);
    }

    void ringOfFourFollowsDocument()
    {
        ClusterDocument doc;
        Cluster c;
        c.topology = Topology::Ring;
        for (int i = 1; i <= 4; ++i)
            c.nodes << Node{QStringLiteral("s%1").arg(i), QStringLiteral("10.0.0.%1").arg(i), {}, 22, {}};
        doc.setCluster(c);
        CablingPage page(&doc);
        QCOMPARE(page.instructions(), (QStringList{"s1 port 0 → s2 port 1", "s2 port 0 → s3 port 1",
                                                   "s3 port 0 → s4 port 1", "s4 port 0 → s1 port 1"}));
        page.resize(900, 600);
        page.diagram()->selectCable(2);
        QCOMPARE(page.diagram()->selectedCable(), 2);
        const QImage image = page.grab().toImage();
        QVERIFY(!image.isNull());
    }
};

QTEST_MAIN(TstCablingPage)
#include "tst_cablingpage.moc"
