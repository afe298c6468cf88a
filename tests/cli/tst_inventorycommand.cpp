// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

using Run = railyard::testsupport::CliRun;

Run runCli(const QStringList &args)
{
    return railyard::testsupport::runCliCommand(QStringLiteral("inventory"), args);
}

} // namespace

class TstInventoryCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void demoJson()
    {
        const Run r = runCli({"--demo", "healthy-triangle", "--format", "json"});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonArray nodes = QJsonDocument::fromJson(r.out, &error).object().value("nodes").toArray();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(nodes.size(), 3);
        const QJsonObject n = nodes.at(1).toObject();
        QCOMPARE(n.value("node").toString(), QStringLiteral("spark-2"));
        QCOMPARE(n.value("hostname").toString(), QStringLiteral("spark-2"));
        QCOMPARE(n.value("kernel").toString(), QStringLiteral("6.17.0-1008-nvidia"));
        QCOMPARE(n.value("management_interface").toObject().value("untouchable").toBool(), true);
        const QJsonArray netdevs = n.value("netdevs").toArray();
        QCOMPARE(netdevs.size(), 4);
        QCOMPARE(netdevs.at(0).toObject().value("netdev").toString(), QStringLiteral("enp1s0f0np0"));
        QCOMPARE(netdevs.at(0).toObject().value("mac").toString(), QStringLiteral("30:c5:99:3e:02:13"));
        QCOMPARE(netdevs.at(0).toObject().value("speed_mbps").toInt(), 200000);
        QCOMPARE(n.value("gpu").toObject().value("name").toString(), QStringLiteral("NVIDIA GB10"));
    }

    void demoText()
    {
        const Run r = runCli({"--demo", "healthy-pair"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("spark-1 (10.255.0.11)"));
        QVERIFY(r.out.contains("enP2p1s0f1np1"));
        QVERIFY(r.out.contains("untouchable"));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("neither") << QStringList{};
        QTest::newRow("bad-format") << QStringList{"--demo", "healthy-pair", "--format", "yaml"};
        QTest::newRow("stray-argument") << QStringList{"--demo", "healthy-pair", "extra"};
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QCOMPARE(runCli(args).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TstInventoryCommand)
#include "tst_inventorycommand.moc"
