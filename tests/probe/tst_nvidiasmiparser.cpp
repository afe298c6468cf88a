// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/nvidiasmiparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestNvidiaSmiParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gb10_data();
    void gb10();
    void processes();
    void discreteGpu();
    void errors_data();
    void errors();
    void badRowsAreWarnings_data();
    void badRowsAreWarnings();
};

void TestNvidiaSmiParser::gb10_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("driver");
    QTest::addColumn<int>("temperature");
    QTest::addColumn<QString>("perf");
    QTest::addColumn<double>("power");
    QTest::addColumn<bool>("display");
    QTest::addColumn<int>("util");
    QTest::newRow("idle P8") << "nvidia-smi-gb10-1.txt"
                             << "580.95.05" << 39 << "P8" << 3.0 << false << 0;
    QTest::newRow("with processes") << "nvidia-smi-gb10-2.txt"
                                    << "580.126.09" << 46 << "P0" << 11.0 << false << 0;
    QTest::newRow("display on") << "nvidia-smi-gb10-3.txt"
                                << "580.142" << 42 << "P0" << 12.0 << true << 0;
    QTest::newRow("top table only, 36C") << "nvidia-smi-gb10-4-top-table.txt"
                                         << "580.126.09" << 36 << "P8" << 3.0 << false << 0;
    QTest::newRow("580.173, no processes") << "nvidia-smi-gb10-5-580.173.txt"
                                           << "580.173.02" << 43 << "P8" << 4.0 << false << 0;
    QTest::newRow("580.159, display on, top table") << "nvidia-smi-gb10-6-580.159-top-table.txt"
                                                    << "580.159.03" << 42 << "P0" << 8.0 << true << 6;
}

void TestNvidiaSmiParser::gb10()
{
    QFETCH(QString, file);
    QFETCH(QString, driver);
    QFETCH(int, temperature);
    QFETCH(QString, perf);
    QFETCH(double, power);
    QFETCH(bool, display);
    QFETCH(int, util);
    const auto result = NvidiaSmiParser::parse(sample(file));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->driverVersion.value_or(QString()), driver);
    QCOMPARE(result->cudaVersion.value_or(QString()), QStringLiteral("13.0"));
    QCOMPARE(result->gpus.size(), 1);
    const NvidiaSmiGpu &gpu = result->gpus.first();
    QCOMPARE(gpu.index, 0);
    QCOMPARE(gpu.name, QStringLiteral("NVIDIA GB10"));
    QCOMPARE(gpu.busId, QStringLiteral("0000000F:01:00.0"));
    QCOMPARE(gpu.persistenceMode.value_or(false), true);
    QCOMPARE(gpu.displayActive.value_or(!display), display);
    QCOMPARE(gpu.temperatureC.value_or(0), temperature);
    QCOMPARE(gpu.perfState.value_or(QString()), perf);
    QCOMPARE(gpu.powerDrawW.value_or(0), power);
    QVERIFY(!gpu.powerCapW.has_value()); // "N/A"
    QVERIFY(!gpu.fanPercent.has_value());
    // Unified memory: "Not Supported" must stay absent, never 0.
    QVERIFY(!gpu.memoryUsedMiB.has_value());
    QVERIFY(!gpu.memoryTotalMiB.has_value());
    QCOMPARE(gpu.gpuUtilPercent.value_or(-1), util);
    QCOMPARE(gpu.computeMode.value_or(QString()), QStringLiteral("Default"));
    const QJsonObject json = result->toJson().value(QLatin1String("gpus")).toArray().first().toObject();
    QVERIFY(!json.contains(QLatin1String("memory_used_mib")));
    QCOMPARE(json.value(QLatin1String("temperature_c")).toInt(), temperature);
}

void TestNvidiaSmiParser::processes()
{
    const auto one = NvidiaSmiParser::parse(sample(QStringLiteral("nvidia-smi-gb10-1.txt")));
    QVERIFY(one.hasValue());
    QVERIFY(one->processes.isEmpty());
    QVERIFY(!one->processTableTruncated);

    const auto two = NvidiaSmiParser::parse(sample(QStringLiteral("nvidia-smi-gb10-2.txt")));
    QVERIFY(two.hasValue());
    QCOMPARE(two->processes.size(), 2);
    QCOMPARE(two->processes.at(0).pid, qint64(2804));
    QCOMPARE(two->processes.at(0).type, QStringLiteral("G"));
    QCOMPARE(two->processes.at(0).name, QStringLiteral("/usr/lib/xorg/Xorg"));
    QCOMPARE(two->processes.at(0).memoryMiB.value_or(0), qint64(179));
    QVERIFY(!two->processes.at(0).gi.has_value());
    QCOMPARE(two->processes.at(1).name, QStringLiteral("/usr/bin/gnome-shell"));
    QCOMPARE(two->processes.at(1).memoryMiB.value_or(0), qint64(48));
    QVERIFY(two->processTableTruncated);
}

void TestNvidiaSmiParser::discreteGpu()
{
    const auto result = NvidiaSmiParser::parse(QStringLiteral(
        "| NVIDIA-SMI 550.54.15              Driver Version: 550.54.15      CUDA Version: 12.4     |\n"
        "|   0  NVIDIA H100 80GB HBM3          On  |   00000000:18:00.0 Off |                    0 |\n"
        "| N/A   33C    P0             71W /  700W |   1234MiB /  81559MiB |     12%      Default |\n"
        "|                                         |                        |             Disabled |\n"));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    const NvidiaSmiGpu &gpu = result->gpus.first();
    QCOMPARE(gpu.memoryUsedMiB.value_or(0), qint64(1234));
    QCOMPARE(gpu.memoryTotalMiB.value_or(0), qint64(81559));
    QCOMPARE(gpu.powerCapW.value_or(0), 700.0);
    QCOMPARE(gpu.gpuUtilPercent.value_or(0), 12);
    QCOMPARE(gpu.volatileUncorrEcc.value_or(QString()), QStringLiteral("0"));
    QCOMPARE(gpu.migMode.value_or(QString()), QStringLiteral("Disabled"));
}

void TestNvidiaSmiParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("not nvidia-smi") << "\nNVIDIA is a company\n" << 2;
}

void TestNvidiaSmiParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = NvidiaSmiParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

void TestNvidiaSmiParser::badRowsAreWarnings_data()
{
    // A recognised GPU row whose second line is missing, mangled or holds
    // an unreadable value: the GPU is listed, the line is a warning.
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("gpu row cut off")
        << "|   0  NVIDIA GB10                    On  |   0000000F:01:00.0 Off |  N/A |" << 1;
    QTest::newRow("bad temperature")
        << "|   0  NVIDIA GB10                    On  |   0000000F:01:00.0 Off |  N/A |\n"
           "| N/A   hot    P8              3W /  N/A  | Not Supported          |      0%      Default |\n"
        << 2;
    QTest::newRow("mangled second row")
        << "|   0  NVIDIA GB10                    On  |   0000000F:01:00.0 Off |  N/A |\n| garbage |\n"
        << 2;
}

void TestNvidiaSmiParser::badRowsAreWarnings()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = NvidiaSmiParser::parse(text);
    QVERIFY(result.hasValue());
    QCOMPARE(result->gpus.size(), 1);
    QCOMPARE(result->gpus.first().name, QStringLiteral("NVIDIA GB10"));
    QCOMPARE(result->warnings.size(), 1);
    QCOMPARE(result->warnings.first().line, line);
}

QTEST_GUILESS_MAIN(TestNvidiaSmiParser)
#include "tst_nvidiasmiparser.moc"
