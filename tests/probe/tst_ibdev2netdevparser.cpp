// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/ibdev2netdevparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestIbdev2netdevParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void samples_data();
    void samples();
    void trailingSpacesAndVerbose();
    void brokenLineIsAWarning();
    void errors_data();
    void errors();
};

void TestIbdev2netdevParser::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("firstDevice");
    QTest::addColumn<QString>("firstNetdev");
    QTest::addColumn<bool>("firstUp");
    QTest::addColumn<QString>("upNetdev"); // a netdev that must be Up

    QTest::newRow("two hosts, port 0 cabled") << "ibdev2netdev-1.txt" << 8 << "rocep1s0f0"
                                              << "enp1s0f0np0" << true << "enP2p1s0f0np0";
    QTest::newRow("roceP2 listed first, port 1 cabled") << "ibdev2netdev-2.txt" << 4 << "roceP2p1s0f0"
                                                        << "enP2p1s0f0np0" << false << "enp1s0f1np1";
    QTest::newRow("bond netdevs") << "ibdev2netdev-3-bond.txt" << 2 << "hrn3_bond_0"
                                  << "bond0" << true << "bond1";
    // Re-aligned with `column -t` and a note per line by the poster.
    QTest::newRow("column -t with comments") << "ibdev2netdev-4-column-t-comments.txt" << 12 << "mlx5_0"
                                             << "ibp26s0" << false << "enp157s0f0np0";
    // GB10: port 1 cabled (f1 Up) from a cluster's notes; port 0 cabled
    // behind the poster's prompt.
    QTest::newRow("GB10 f1 up") << "ibdev2netdev-5-gb10-f1-up.txt" << 4 << "rocep1s0f0"
                                << "enp1s0f0np0" << false << "enP2p1s0f1np1";
    QTest::newRow("GB10 behind a prompt, f0 up") << "ibdev2netdev-6-gb10-prompt.txt" << 4 << "rocep1s0f0"
                                                 << "enp1s0f0np0" << true << "enP2p1s0f0np0";
}

void TestIbdev2netdevParser::samples()
{
    QFETCH(QString, file);
    QFETCH(int, count);
    QFETCH(QString, firstDevice);
    QFETCH(QString, firstNetdev);
    QFETCH(bool, firstUp);
    QFETCH(QString, upNetdev);

    const auto result = Ibdev2netdevParser::parse(sample(file));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->links.size(), count);
    QCOMPARE(result->links.first().rdmaDevice, firstDevice);
    QCOMPARE(result->links.first().netdev, firstNetdev);
    QCOMPARE(result->links.first().port, 1);
    QCOMPARE(result->links.first().up, firstUp);
    QVERIFY(!result->links.first().physicalState.has_value());
    const RdmaNetdevLink *up = result->findByNetdev(upNetdev);
    QVERIFY(up);
    QVERIFY(up->up);
    QCOMPARE(up->state, QStringLiteral("Up"));

    const QJsonObject json = result->toJson();
    QCOMPARE(json.value(QLatin1String("links")).toArray().size(), count);
    const QJsonObject first = json.value(QLatin1String("links")).toArray().first().toObject();
    QCOMPARE(first.value(QLatin1String("rdma_device")).toString(), firstDevice);
    QCOMPARE(first.value(QLatin1String("netdev")).toString(), firstNetdev);
    QCOMPARE(first.value(QLatin1String("port")).toInt(), 1);
}

void TestIbdev2netdevParser::trailingSpacesAndVerbose()
{
    const auto result =
        Ibdev2netdevParser::parse(QStringLiteral("rocep1s0f1 port 1 ==> enp1s0f1np1 (Down)   \r\n"
                                                 "0000:01:00.0 mlx5_0 (MT4129 - NVD0000000087) NVIDIA fw "
                                                 "28.45.4028 port 1 (ACTIVE) ==> enp1s0f0np0 (Up)\n"));
    QVERIFY(result.hasValue());
    QCOMPARE(result->links.size(), 2);
    QCOMPARE(result->links.at(0).state, QStringLiteral("Down"));
    QCOMPARE(result->links.at(0).up, false);
    QCOMPARE(result->links.at(1).rdmaDevice, QStringLiteral("mlx5_0"));
    QCOMPARE(result->links.at(1).netdev, QStringLiteral("enp1s0f0np0"));
    QCOMPARE(result->links.at(1).up, true);
    QCOMPARE(result->links.at(1).line, 2);
}

void TestIbdev2netdevParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("empty") << QString() << 1;
    QTest::newRow("prose") << "\nhello world\nno arrows here\n" << 2;
    // Only a broken line: nothing of the kind was read.
    QTest::newRow("broken arrow line alone") << "\nrocep1s0f1 port x ==> \n" << 2;
    QTest::newRow("binary garbage") << QString::fromLatin1("\x01\x02==>\xff\n") << 1;
}

// Issue #16: one line of another shape is a warning; the rest is read.
void TestIbdev2netdevParser::brokenLineIsAWarning()
{
    const auto result = Ibdev2netdevParser::parse(
        QStringLiteral("rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)\nrocep1s0f1 port x ==> \n"
                       "roceP2p1s0f0 port 1 ==> enP2p1s0f0np0 (Up)\n"));
    QVERIFY(result.hasValue());
    QCOMPARE(result->links.size(), 2);
    QCOMPARE(result->links.at(1).netdev, QStringLiteral("enP2p1s0f0np0"));
    QCOMPARE(result->warnings.size(), 1);
    QCOMPARE(result->warnings.first().line, 2);
    QCOMPARE(result->warnings.first().text, QStringLiteral("rocep1s0f1 port x ==>"));
    QVERIFY(result->warnings.first().reason.contains(QLatin1String("expected")));
    const QJsonArray w = result->toJson().value(QStringLiteral("warnings")).toArray();
    QCOMPARE(w.size(), 1);
    QCOMPARE(w.first().toObject().value(QStringLiteral("line")).toInt(), 2);
}

void TestIbdev2netdevParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = Ibdev2netdevParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
    QVERIFY(!result.error().message.isEmpty());
}

QTEST_GUILESS_MAIN(TestIbdev2netdevParser)
#include "tst_ibdev2netdevparser.moc"
