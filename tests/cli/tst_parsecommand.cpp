// SPDX-License-Identifier: GPL-3.0-or-later
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli"),
                  QStringList{QStringLiteral("parse")} + arguments);
    Run run;
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString sample(const char *name)
{
    return QStringLiteral(RAILYARD_TEST_DATA "/samples/") + QLatin1String(name);
}

} // namespace

class TestParseCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void printsJson_data();
    void printsJson();
    void usageErrors_data();
    void usageErrors();
    void warningsForUnreadableLines();
    void errorNamesFileAndLine();
};

void TestParseCommand::printsJson_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("array");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("expected"); // first element's field, as text
    QTest::newRow("ibdev2netdev order kept") << "ibdev2netdev" << sample("ibdev2netdev-2.txt") << "links"
                                             << "rdma_device"
                                             << "roceP2p1s0f0";
    QTest::newRow("rdma link physical state") << "rdma-link" << sample("rdma_link_show-1.txt") << "links"
                                              << "physical_state"
                                              << "LINK_UP";
    QTest::newRow("ethtool speed") << "ethtool-link" << sample("ethtool_iface-1.txt") << "interfaces"
                                   << "speed_mbps"
                                   << "200000";
    QTest::newRow("ibv_devinfo part id") << "ibv-devinfo" << sample("ibv_devinfo-1.txt") << "devices"
                                         << "vendor_part_id"
                                         << "4129";
    QTest::newRow("dmesg bandwidth") << "dmesg" << sample("dmesg_mlx5-gx10-1.txt") << "pcie_bandwidth"
                                     << "pci_address"
                                     << "0002:01:00.0";
}

void TestParseCommand::printsJson()
{
    QFETCH(QString, kind);
    QFETCH(QString, file);
    QFETCH(QString, array);
    QFETCH(QString, field);
    QFETCH(QString, expected);
    const Run run = runCli({kind, file});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonValue value = doc.object().value(array).toArray().first().toObject().value(field);
    const QString text = value.isDouble() ? QString::number(value.toInteger()) : value.toString();
    QCOMPARE(text, expected);
}

void TestParseCommand::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown kind") << QStringList{QStringLiteral("ethtool"), sample("ethtool_iface-1.txt")}
                                  << "unknown KIND";
    QTest::newRow("unreadable file") << QStringList{QStringLiteral("ibdev2netdev"),
                                                    QStringLiteral("/nonexistent/railyard/file.txt")}
                                     << "cannot read";
    QTest::newRow("wrong kind of output")
        << QStringList{QStringLiteral("ibdev2netdev"), sample("nvidia-smi-gb10-1.txt")} << "ibdev2netdev";
    QTest::newRow("missing file argument") << QStringList{QStringLiteral("dmesg")} << "KIND and FILE";
}

void TestParseCommand::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const Run run = runCli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    const QString err = QString::fromUtf8(run.err);
    QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line
    QVERIFY2(err.contains(mentions), qPrintable(err));
}

void TestParseCommand::errorNamesFileAndLine()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("ethtool-S.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // Nothing of the kind but an unreadable counter: an error.
    file.write("NIC statistics:\n     rx_bytes_phy: 12abc\n");
    file.close();
    const Run run = runCli({QStringLiteral("ethtool-stats"), path});
    QCOMPARE(run.exitCode, 2);
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.contains(path + QStringLiteral(":2:")), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("rx_bytes_phy")), qPrintable(err));
}

// Issue #16: a line it kept but could not read is a warning, exit 0.
void TestParseCommand::warningsForUnreadableLines()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("ethtool-S.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("     rx_packets_phy: 12\n     rx_bytes_phy: 12abc\n");
    file.close();
    const Run run = runCli({QStringLiteral("ethtool-stats"), path});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(o.value(QStringLiteral("counters")).toObject().value(QStringLiteral("rx_packets_phy")).toInt(),
             12);
    const QJsonArray w = o.value(QStringLiteral("warnings")).toArray();
    QCOMPARE(w.size(), 1);
    QCOMPARE(w.first().toObject().value(QStringLiteral("line")).toInt(), 2);
    QCOMPARE(w.first().toObject().value(QStringLiteral("text")).toString(),
             QStringLiteral("rx_bytes_phy: 12abc"));
    QVERIFY(w.first().toObject().value(QStringLiteral("reason")).toString().contains(QLatin1String("12abc")));
}

QTEST_GUILESS_MAIN(TestParseCommand)
#include "tst_parsecommand.moc"
