// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/port.h"
#include "model/rail.h"

#include <QTest>

using namespace railyard::model;

class TstRail : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void names_data()
    {
        QTest::addColumn<int>("port");
        QTest::addColumn<int>("rail");
        QTest::addColumn<QString>("netdev");
        QTest::addColumn<QString>("rdma");
        QTest::newRow("port0-rail1") << 0 << 1 << "enp1s0f0np0" << "rocep1s0f0";
        QTest::newRow("port0-rail2") << 0 << 2 << "enP2p1s0f0np0" << "roceP2p1s0f0";
        QTest::newRow("port1-rail1") << 1 << 1 << "enp1s0f1np1" << "rocep1s0f1";
        QTest::newRow("port1-rail2") << 1 << 2 << "enP2p1s0f1np1" << "roceP2p1s0f1";
    }
    void names()
    {
        QFETCH(int, port);
        QFETCH(int, rail);
        QFETCH(QString, netdev);
        QFETCH(QString, rdma);
        const Rail r(port, rail);
        QCOMPARE(r.netdev(), netdev);
        QCOMPARE(r.rdmaDevice(), rdma);
        QCOMPARE(Port(port).rails()[rail - 1], r);
    }
};

QTEST_GUILESS_MAIN(TstRail)
#include "tst_rail.moc"
