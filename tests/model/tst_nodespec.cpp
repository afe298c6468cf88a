// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/nodespec.h"

#include <QTest>

using namespace railyard::model;

class TstNodeSpec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("address");
        QTest::addColumn<int>("port");
        QTest::newRow("name and address") << "spark-1=10.0.0.1" << true << "spark-1"
                                          << ""
                                          << "10.0.0.1" << 22;
        QTest::newRow("user") << "spark-1=nvidia@spark-1.lan" << true << "spark-1"
                              << "nvidia"
                              << "spark-1.lan" << 22;
        QTest::newRow("user and port") << "s=nvidia@10.0.0.1:2222" << true << "s"
                                       << "nvidia"
                                       << "10.0.0.1" << 2222;
        QTest::newRow("IPv6") << "s=fd00::1" << true << "s"
                              << ""
                              << "fd00::1" << 22;
        QTest::newRow("IPv6 in brackets with port") << "s=u@[fd00::1]:2200" << true << "s"
                                                    << "u"
                                                    << "fd00::1" << 2200;
        QTest::newRow("no name") << "=10.0.0.1" << false << ""
                                 << ""
                                 << "" << 0;
        QTest::newRow("no =") << "10.0.0.1" << false << ""
                              << ""
                              << "" << 0;
        QTest::newRow("shell in the name") << "$(id)=10.0.0.1" << false << ""
                                           << ""
                                           << "" << 0;
        QTest::newRow("shell in the user") << "s=`id`@10.0.0.1" << false << ""
                                           << ""
                                           << "" << 0;
        QTest::newRow("option as address") << "s=-oProxyCommand=x" << false << ""
                                           << ""
                                           << "" << 0;
        QTest::newRow("port 0") << "s=10.0.0.1:0" << false << ""
                                << ""
                                << "" << 0;
        QTest::newRow("empty port") << "s=10.0.0.1:" << false << ""
                                    << ""
                                    << "" << 0;
        QTest::newRow("unclosed bracket") << "s=[fd00::1:22" << false << ""
                                          << ""
                                          << "" << 0;
    }

    void parse()
    {
        QFETCH(QString, spec);
        QFETCH(bool, valid);
        const auto node = NodeSpec::parse(spec);
        QCOMPARE(bool(node), valid);
        if (!valid) {
            QVERIFY(node.error().message.contains(spec) ||
                    node.error().message.contains(QLatin1String("node ")));
            return;
        }
        QFETCH(QString, name);
        QFETCH(QString, user);
        QFETCH(QString, address);
        QFETCH(int, port);
        QCOMPARE(node->name, name);
        QCOMPARE(node->sshUser, user);
        QCOMPARE(node->managementAddress, address);
        QCOMPARE(node->sshPort, port);
    }
};

QTEST_GUILESS_MAIN(TstNodeSpec)
#include "tst_nodespec.moc"
