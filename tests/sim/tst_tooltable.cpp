// SPDX-License-Identifier: GPL-3.0-or-later
// diag::ToolTable is the one list of the tools Railyard reads. Every row
// names a command the simulator answers, with output its parser reads into
// the facts without a finding; a command's bundle file leads back to the
// same row and device; every parser kind is one `railyard-cli parse` knows.
#include "diag/finding.h"
#include "diag/observations.h"
#include "diag/tooltable.h"
#include "probe/ethtoolinfoparser.h"
#include "probe/parserregistry.h"
#include "sim/scenariocatalog.h"
#include "sim/simcluster.h"
#include "sim/toolemulator.h"

#include <QTest>

using namespace railyard;
using diag::ToolTable;
using Tool = ToolTable::Tool;

class TstToolTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCommandRunsOnTheSimulator_data()
    {
        QTest::addColumn<int>("tool");
        for (const ToolTable::Row &r : ToolTable::rows()) {
            if (ToolTable::command(r.tool, QStringLiteral("x")))
                QTest::newRow(qPrintable(r.file)) << int(r.tool);
        }
    }

    void everyCommandRunsOnTheSimulator()
    {
        QFETCH(int, tool);
        const Tool t = Tool(tool);
        sim::SimCluster c(sim::ScenarioCatalog::byName(QStringLiteral("healthy-pair")).value());
        c.clock().advance(5);
        sim::ToolEmulator emulator(c);
        const QString node = QStringLiteral("spark-1");
        const QString netdev = QStringLiteral("enp1s0f0np0");
        QString device;
        if (ToolTable::row(t).perDevice()) {
            device = netdev;
        } else if (t == Tool::Lspci) {
            // lspci reads one PCIe function: the bus address ethtool -i gives.
            const auto info = ToolTable::command(Tool::EthtoolInfo, netdev)->build();
            QVERIFY(info);
            const auto parsed = probe::EthtoolInfoParser::parse(
                QString::fromUtf8(emulator.run(node, info.value().program, info.value().arguments).out));
            QVERIFY(parsed && parsed->busInfo);
            device = *parsed->busInfo;
        }
        const auto command = ToolTable::command(t, device)->build();
        QVERIFY2(command, qPrintable(command ? QString() : command.error().message));
        const sim::ToolOutput out = emulator.run(node, command.value().program, command.value().arguments);
        QCOMPARE(out.exitCode, 0);

        // The command leads to its row (and device), and its file back to both.
        const QList<ToolTable::Match> matches = ToolTable::forCommand(
            command.value().program, command.value().arguments, ToolTable::Stage::Inventory);
        QCOMPARE(matches.size(), 1);
        QCOMPARE(int(matches.first().row->tool), tool);
        const QString file = ToolTable::fileName(t, matches.first().device);
        const auto back = ToolTable::forFile(file);
        QVERIFY(back);
        QCOMPARE(int(back->row->tool), tool);
        QCOMPARE(back->device, matches.first().device);

        diag::NodeObservations facts;
        facts.node = node;
        QList<diag::Finding> findings;
        ToolTable::store(*back, file, QString::fromUtf8(out.out), facts, findings);
        QVERIFY2(findings.isEmpty(), qPrintable(findings.value(0).explanation));
        QVERIFY(facts.rdmaLinks || facts.ibstat || facts.addresses || facts.ipLinks || facts.routes ||
                facts.neighbours || !facts.ethtoolLink.isEmpty() || !facts.ethtoolInfo.isEmpty() ||
                !facts.modules.isEmpty() || !facts.ethtoolStats.isEmpty() || !facts.fec.isEmpty() ||
                facts.lspci || facts.dmesg || facts.nvidiaSmi || facts.ibvDevinfo);
    }

    // The simulator answers every program of the table; the parse command knows every parser.
    void everyProgramAndParserIsKnown()
    {
        for (const ToolTable::Row &r : ToolTable::rows()) {
            QVERIFY2(sim::ToolEmulator::knows(r.program), qPrintable(r.program));
            if (!r.parserKind.isEmpty())
                QVERIFY2(probe::ParserRegistry::hasKind(r.parserKind), qPrintable(r.parserKind));
        }
    }

    // The samples of one netdev in a bundle: NAME.txt first, NAME.N.txt the N-th.
    void statsSamplesAreNumbered()
    {
        const auto first = ToolTable::forFile(QStringLiteral("ethtool-S-enp1s0f0np0.txt"));
        const auto tenth = ToolTable::forFile(QStringLiteral("ethtool-S-enp1s0f0np0.10.txt"));
        QVERIFY(first && tenth);
        QCOMPARE(first->device, QStringLiteral("enp1s0f0np0"));
        QCOMPARE(tenth->device, QStringLiteral("enp1s0f0np0"));
        QCOMPARE(first->sample, 1);
        QCOMPARE(tenth->sample, 10);
        QVERIFY(!ToolTable::forFile(QStringLiteral("ethtool-.txt")));
        QVERIFY(!ToolTable::forFile(QStringLiteral("notes.txt")));
        QCOMPARE(int(ToolTable::forFile(QStringLiteral("ethtool-m-x.txt"))->row->tool),
                 int(Tool::EthtoolModule));
        QCOMPARE(int(ToolTable::forFile(QStringLiteral("ethtool-x.txt"))->row->tool), int(Tool::EthtoolLink));
    }

    // A saved run whose program was absent: `tool-missing`, as the live run
    // says it, not an unparsable file (tools-missing-pair's bundle said
    // bundle-file-unparsed before).
    void absentProgramIsToolMissing_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("node");
        QTest::addColumn<QString>("program");
        QTest::newRow("bash") << "ib_write_bw-rocep1s0f0.txt"
                              << "bash: line 1: ib_write_bw: command not found\n"
                              << "spark-2"
                              << "ib_write_bw";
        QTest::newRow("dash") << "loopback-rocep1s0f0.txt"
                              << "sh: 1: ib_write_bw: not found\n"
                              << "spark-2"
                              << "ib_write_bw";
        QTest::newRow("mpirun")
            << "nccl.log"
            << "--------------------------------------------------------------------------\n"
               "prterun was unable to find the specified executable file, and therefore did\n"
               "not launch the job.  This error was first reported for process rank\n"
               "1; it may have occurred for other processes as well.\n\n"
               "   Executable: /opt/nccl-tests/build/all_gather_perf\n"
               "   Node: spark-1\n"
            << "spark-1"
            << "all_gather_perf";
    }

    void absentProgramIsToolMissing()
    {
        QFETCH(QString, file);
        QFETCH(QString, text);
        QFETCH(QString, node);
        QFETCH(QString, program);
        const auto match = ToolTable::forFile(file);
        QVERIFY(match);
        diag::NodeObservations facts;
        facts.node = QStringLiteral("spark-2");
        QList<diag::Finding> findings;
        ToolTable::store(*match, file, text, facts, findings);
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.first().id, QStringLiteral("tool-missing"));
        QCOMPARE(findings.first().object.node, node);
        QCOMPARE(findings.first().evidence.value(0).value, program);
        // The other leg's file says the same: still one finding.
        ToolTable::store(*match, file, text, facts, findings);
        QCOMPARE(findings.size(), 1);
    }

    // A perftest client's output goes by the step that ran it; a server's nowhere.
    void perftestByStage()
    {
        const QStringList client{QStringLiteral("-d"), QStringLiteral("rocep1s0f0"), QStringLiteral("-p"),
                                 QStringLiteral("18515"), QStringLiteral("10.0.0.2")};
        const auto rdma =
            ToolTable::forCommand(QStringLiteral("ib_write_bw"), client, ToolTable::Stage::Rdma);
        QCOMPARE(rdma.size(), 1);
        QCOMPARE(ToolTable::fileName(rdma.first().row->tool, rdma.first().device),
                 QStringLiteral("ib_write_bw-rocep1s0f0.txt"));
        const auto loop =
            ToolTable::forCommand(QStringLiteral("ib_write_bw"), client, ToolTable::Stage::Loopback);
        QCOMPARE(ToolTable::fileName(loop.first().row->tool, loop.first().device),
                 QStringLiteral("loopback-rocep1s0f0.txt"));
        QVERIFY(ToolTable::forCommand(QStringLiteral("ib_write_bw"), client.mid(0, 4), ToolTable::Stage::Rdma)
                    .isEmpty());
        QCOMPARE(ToolTable::forCommand(QStringLiteral("mpirun"), {}, ToolTable::Stage::Nccl).size(), 3);
        QVERIFY(ToolTable::forCommand(QStringLiteral("hostname"), {}, ToolTable::Stage::Inventory).isEmpty());
    }
};

QTEST_MAIN(TstToolTable)
#include "tst_tooltable.moc"
