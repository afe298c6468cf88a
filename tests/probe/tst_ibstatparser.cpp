// SPDX-License-Identifier: GPL-3.0-or-later
// ibstat (rdma-core infiniband-diags): real captures from public threads,
// the values in each row read off the raw text, and the shapes ibstat.c can
// print that no capture holds (one port, 2.5 and FDR10 rates, only a panic).
#include "probe/ibstatparser.h"
#include "probe/parserregistry.h"
#include "sampledata.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

namespace {

// "mlx5_0/1" for each port, linked or not as asked.
QStringList portsWhere(const IbstatResult &r, bool linked)
{
    QStringList out;
    for (const IbstatCa &ca : r.cas) {
        for (const IbstatPort &p : ca.ports) {
            if (p.linked() == linked)
                out << ca.name + QLatin1Char('/') + QString::number(p.port);
        }
    }
    return out;
}

} // namespace

class TestIbstatParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void samples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("cas");
        QTest::addColumn<QString>("firstType");
        QTest::addColumn<QString>("firstFirmware");
        QTest::addColumn<QStringList>("linked");
        QTest::addColumn<QStringList>("notLinked");
        QTest::addColumn<QList<double>>("rates"); // every port in order; -1 = none printed
        QTest::addColumn<QString>("linkLayer");   // of the first port
        QTest::addColumn<int>("warnings");
        QTest::addColumn<int>("errors");

        QTest::newRow("ConnectX-7 RoCE 200, a ConnectX-6 Dx cut short")
            << "ibstat-1-cx7-roce-prompt-partial.txt" << QStringList{"mlx5_0", "mlx5_1", "mlx5_10"}
            << "MT4129"
            << "28.39.1002" << QStringList{"mlx5_0/1", "mlx5_1/1"} << QStringList{"mlx5_10/1"}
            << QList<double>{200, 200, -1} << "Ethernet" << 0 << 0;
        // A GB10 (Dell Pro Max): port 1's first function Down/Disabled at
        // "Rate: 40"; the capture stops inside the fourth block.
        QTest::newRow("GB10, a disabled port reports 40")
            << "ibstat-6-gb10-dell-partial.txt"
            << QStringList{"roceP2p1s0f0", "roceP2p1s0f1", "rocep1s0f0", "rocep1s0f1"} << "MT4129"
            << "28.45.4028" << QStringList{"roceP2p1s0f0/1", "rocep1s0f0/1"} << QStringList{"roceP2p1s0f1/1"}
            << QList<double>{200, 40, 200} << "Ethernet" << 0 << 0;
        // Eight ConnectX-6 on InfiniBand (an A100 host), then the tool's
        // own failure on a ninth device: the blocks are kept, the panic is
        // a result.
        QTest::newRow("A100 host, ibpanic after eight CAs")
            << "ibstat-7-a100-cx6-ibpanic.txt"
            << QStringList{"mlx5_0", "mlx5_1", "mlx5_2", "mlx5_3", "mlx5_4", "mlx5_5", "mlx5_6", "mlx5_7"}
            << "MT4124"
            << "20.41.1000" << QStringList{"mlx5_0/1", "mlx5_1/1", "mlx5_2/1", "mlx5_3/1",
                                           "mlx5_4/1", "mlx5_5/1", "mlx5_6/1", "mlx5_7/1"}
            << QStringList{} << QList<double>{200, 200, 200, 200, 200, 200, 200, 200} << "InfiniBand" << 0
            << 1;
        // ConnectX-7 RoCE at 400 beside ConnectX-6 Dx at 100 on an H100 host;
        // one port Polling and one Disabled, both still saying "Rate: 40".
        QTest::newRow("H100 host, 400G RoCE, polling and disabled at 40")
            << "ibstat-8-h100-cx7-400-polling.txt"
            << QStringList{"mlx5_0", "mlx5_1", "mlx5_10", "mlx5_11", "mlx5_2", "mlx5_3",
                           "mlx5_4", "mlx5_5", "mlx5_6",  "mlx5_7",  "mlx5_8", "mlx5_9"}
            << "MT4129"
            << "28.39.1002" << QStringList{"mlx5_0/1", "mlx5_1/1", "mlx5_10/1", "mlx5_2/1", "mlx5_3/1",
                                           "mlx5_4/1", "mlx5_6/1", "mlx5_7/1",  "mlx5_8/1", "mlx5_9/1"}
            << QStringList{"mlx5_11/1", "mlx5_5/1"}
            << QList<double>{400, 100, 400, 40, 100, 400, 400, 40, 400, 100, 100, 400} << "Ethernet" << 0
            << 0;
        QTest::newRow("ConnectX-6 Dx 100G under a note")
            << "ibstat-2-cx6dx-100g-note.txt" << QStringList{"mlx5_0", "mlx5_1"} << "MT4125"
            << "22.32.2004" << QStringList{"mlx5_0/1", "mlx5_1/1"} << QStringList{} << QList<double>{100, 100}
            << "Ethernet" << 0 << 0;
        // The empty "Base lid:" the capture ends on is a warning, not a failure.
        QTest::newRow("mlx4 two IB ports, ibwarn and shell trace")
            << "ibstat-3-mlx4-ib-ibwarn-trace-partial.txt" << QStringList{"mlx4_0"} << "MT4099"
            << "2.42.5000" << QStringList{"mlx4_0/2"} << QStringList{"mlx4_0/1"} << QList<double>{10, 56}
            << "InfiniBand" << 1 << 0;
        // Node GUID, System image GUID, Capability mask and Port GUID are "...".
        QTest::newRow("elided values, ibpanic")
            << "ibstat-4-elided-ibpanic-partial.txt" << QStringList{"mlx5_7"} << "..."
            << "..." << QStringList{"mlx5_7/1"} << QStringList{} << QList<double>{200} << "InfiniBand" << 4
            << 1;
        QTest::newRow("polling port still reports Rate 10")
            << "ibstat-5-cx7-ib-polling-elided.txt" << QStringList{"mlx5_10"} << "MT4129"
            << "28.39.1002" << QStringList{} << QStringList{"mlx5_10/1"} << QList<double>{10} << "InfiniBand"
            << 3 << 0;
    }
    void samples()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, cas);
        QFETCH(QString, firstType);
        QFETCH(QString, firstFirmware);
        QFETCH(QStringList, linked);
        QFETCH(QStringList, notLinked);
        QFETCH(QList<double>, rates);
        QFETCH(QString, linkLayer);
        QFETCH(int, warnings);
        QFETCH(int, errors);

        const auto r = IbstatParser::parse(sample(file));
        QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
        QStringList names;
        QList<double> gotRates;
        for (const IbstatCa &ca : r->cas) {
            names << ca.name;
            for (const IbstatPort &p : ca.ports)
                gotRates << p.rateGbps.value_or(-1);
        }
        QCOMPARE(names, cas);
        QCOMPARE(r->cas.first().caType, firstType);
        QCOMPARE(r->cas.first().firmware, firstFirmware);
        QCOMPARE(r->cas.first().nodeType, QStringLiteral("CA"));
        QCOMPARE(portsWhere(*r, true), linked);
        QCOMPARE(portsWhere(*r, false), notLinked);
        QCOMPARE(gotRates, rates);
        QCOMPARE(r->cas.first().ports.first().linkLayer, linkLayer);
        QCOMPARE(r->warnings.size(), warnings);
        QCOMPARE(r->errors.size(), errors);

        // The registry gives the same through JSON.
        const auto json = ParserRegistry::parseToJson(QStringLiteral("ibstat"), sample(file));
        QVERIFY(json.hasValue());
        QCOMPARE(json->value(QLatin1String("cas")).toArray().size(), cas.size());
        QCOMPARE(json->value(QLatin1String("warnings")).toArray().size(), warnings);
        QCOMPARE(json->value(QLatin1String("errors")).toArray().size(), errors);
    }

    void guidsAndMasks()
    {
        const auto r =
            IbstatParser::parse(sample(QStringLiteral("ibstat-3-mlx4-ib-ibwarn-trace-partial.txt")));
        QVERIFY(r.hasValue());
        const IbstatCa &ca = r->cas.first();
        QCOMPARE(ca.portCount, 2);
        QCOMPARE(ca.hardware, QStringLiteral("1"));
        QCOMPARE(ca.nodeGuid, QStringLiteral("0xf4521403007be0e0"));
        QCOMPARE(ca.systemImageGuid, QStringLiteral("0xf4521403007be0e3"));
        const IbstatPort &p1 = ca.ports.at(0);
        QCOMPARE(p1.state, QStringLiteral("Down"));
        QCOMPARE(p1.physicalState, QStringLiteral("Disabled"));
        QCOMPARE(p1.baseLid, 38);
        QCOMPARE(p1.smLid, 13);
        QCOMPARE(p1.lmc, 0);
        QCOMPARE(p1.capabilityMask, QStringLiteral("0x02594868"));
        QCOMPARE(p1.portGuid, QStringLiteral("0xf4521403007be0e1"));
        QVERIFY(!ca.ports.at(1).baseLid.has_value());
        QCOMPARE(r->warnings.first().line, 35);
        QCOMPARE(r->warnings.first().text, QStringLiteral("Base lid:"));

        const auto e = IbstatParser::parse(sample(QStringLiteral("ibstat-4-elided-ibpanic-partial.txt")));
        QVERIFY(e.hasValue());
        QCOMPARE(e->errors.first().line, 20);
        QVERIFY(e->errors.first().text.contains(QLatin1String("stat of IB device 'mlx5_8' failed")));
    }

    // What ibstat.c prints that the captures do not show.
    void shapes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("ca");
        QTest::addColumn<QString>("nodeType");
        QTest::addColumn<double>("rate");
        QTest::addColumn<bool>("fdr10");
        QTest::addColumn<bool>("linked");
        QTest::addColumn<int>("warnings");

        QTest::newRow("one port: ibstat CA PORT")
            << "CA: 'rocep1s0f1'\nPort 1:\nState: Active\nPhysical state: LinkUp\nRate: 200\nBase lid: 0\n"
               "LMC: 0\nSM lid: 0\nCapability mask: 0x00010000\nPort GUID: 0x4ebb47fffe2c1c11\n"
               "Link layer: Ethernet\n"
            << "rocep1s0f1"
            << "CA" << 200.0 << false << true << 0;
        QTest::newRow("1x SDR prints 2.5")
            << "CA 'mthca0'\n\tCA type: MT25208\n\tPort 1:\n\t\tState: Initializing\n\t\tPhysical state: "
               "LinkUp\n\t\tRate: 2.5\n"
            << "mthca0"
            << "CA" << 2.5 << false << false << 0;
        QTest::newRow("FDR10")
            << "CA 'mlx4_0'\n\tPort 1:\n\t\tState: Active\n\t\tPhysical state: LinkUp\n\t\t"
               "Rate: 40 (FDR10)\n"
            << "mlx4_0"
            << "CA" << 40.0 << true << true << 0;
        QTest::newRow("a switch")
            << "Switch 'ib-sw1'\n\tSwitch type: MT54000\n\tPort 0:\n\t\tState: Active\n\t\t"
               "Physical state: LinkUp\n\t\tRate: 400\n"
            << "ib-sw1"
            << "Switch" << 400.0 << false << true << 0;
        QTest::newRow("unknown words are warnings, the block is kept")
            << "CA 'mlx5_0'\n\tPort 1:\n\t\tState: Sleeping\n\t\tPhysical state: Tuning\n\t\tRate: fast\n\t\t"
               "Port GUID: 0xzz\n"
            << "mlx5_0"
            << "CA" << -1.0 << false << false << 4;
    }
    void shapes()
    {
        QFETCH(QString, text);
        QFETCH(QString, ca);
        QFETCH(QString, nodeType);
        QFETCH(double, rate);
        QFETCH(bool, fdr10);
        QFETCH(bool, linked);
        QFETCH(int, warnings);
        const auto r = IbstatParser::parse(text);
        QVERIFY2(r.hasValue(), qPrintable(r ? QString() : r.error().toString()));
        QCOMPARE(r->cas.size(), 1);
        QCOMPARE(r->cas.first().name, ca);
        QCOMPARE(r->cas.first().nodeType, nodeType);
        QCOMPARE(r->cas.first().ports.size(), 1);
        const IbstatPort &p = r->cas.first().ports.first();
        QCOMPARE(p.rateGbps.value_or(-1), rate);
        QCOMPARE(p.fdr10, fdr10);
        QCOMPARE(p.linked(), linked);
        QCOMPARE(r->warnings.size(), warnings);
        QCOMPARE(p.toJson().value(QLatin1String("linked")).toBool(), linked);
    }

    // The tool's failure is a result; a file with nothing of ibstat is not.
    void panicOnlyIsAResult()
    {
        const auto r = IbstatParser::parse(QStringLiteral("ibpanic: [2077] main: can't init UMAD library\n"));
        QVERIFY(r.hasValue());
        QVERIFY(r->cas.isEmpty());
        QCOMPARE(r->errors.size(), 1);
        QCOMPARE(r->errors.first().line, 1);
        QVERIFY(r->toJson().value(QLatin1String("errors")).isArray());
    }
    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << "";
        QTest::newRow("ibv_devinfo") << "hca_id:\tmlx5_0\n\ttransport:\t\t\tInfiniBand (0)\n";
        QTest::newRow("fields with no CA line") << "\tState: Active\n\tPhysical state: LinkUp\n";
    }
    void errors()
    {
        QFETCH(QString, text);
        const auto r = IbstatParser::parse(text);
        QVERIFY(!r.hasValue());
        QVERIFY(r.error().message.contains(QLatin1String("not ibstat output")));
    }
};

QTEST_GUILESS_MAIN(TestIbstatParser)
#include "tst_ibstatparser.moc"
