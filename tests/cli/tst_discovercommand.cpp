// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <algorithm>

namespace {

using Run = railyard::testsupport::CliRun;

Run runCli(const QStringList &args)
{
    return railyard::testsupport::runCliCommand(QStringLiteral("discover"), args);
}

} // namespace

class TstDiscoverCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void demoJson_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("cables");
        QTest::addColumn<QString>("finding"); // empty: no findings
        QTest::newRow("healthy-pair") << "healthy-pair" << 0 << 1 << QString();
        QTest::newRow("healthy-ring4") << "healthy-ring4" << 0 << 4 << QString();
        QTest::newRow("crossed-pair") << "crossed-pair" << 1 << 1 << "cabling-direct-port-mismatch";
        QTest::newRow("one-rail-pair") << "one-rail-pair" << 1 << 1 << "cable-one-rail";
        QTest::newRow("wrong-order-ring4")
            << "wrong-order-ring4" << 0 << 4 << "cabling-wrong-neighbour-order";
    }

    void demoJson()
    {
        QFETCH(QString, scenario);
        QFETCH(int, exitCode);
        QFETCH(int, cables);
        QFETCH(QString, finding);
        const Run r = runCli({"--demo", scenario, "--format", "json"});
        QCOMPARE(r.exitCode, exitCode);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonArray c = o.value("cables").toArray();
        QCOMPARE(c.size(), cables);
        for (const QJsonValue &v : c) {
            QVERIFY(v.toObject().value("a").toObject().contains("node"));
            QVERIFY(v.toObject().value("a").toObject().contains("port"));
            QVERIFY(v.toObject().value("b").toObject().contains("node"));
            QCOMPARE(v.toObject().value("rails_up").toInt(),
                     scenario == QLatin1String("one-rail-pair") ? 1 : 2);
        }
        const QJsonArray f = o.value("findings").toArray();
        if (finding.isEmpty()) {
            QVERIFY(f.isEmpty());
            return;
        }
        // Every rule runs on what discovery read, causes first: a dead rail
        // (port-one-rail-up) comes before the one-rail cable it explains.
        const auto it = std::find_if(f.begin(), f.end(), [&](const QJsonValue &v) {
            return v.toObject().value("id").toString() == finding;
        });
        QVERIFY2(it != f.end(), r.out.constData());
        for (const char *key : {"id", "severity", "object", "evidence", "fix", "explanation"})
            QVERIFY2(it->toObject().contains(QLatin1String(key)), key);
        if (scenario == QLatin1String("one-rail-pair")) {
            QCOMPARE(f.first().toObject().value("id").toString(), QStringLiteral("port-one-rail-up"));
            QCOMPARE(it->toObject().value("caused_by").toObject().value("id").toString(),
                     QStringLiteral("port-one-rail-up"));
        }
    }

    void crossedText()
    {
        const Run r = runCli({"--demo", "crossed-pair"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.contains("spark-1:0 <-> spark-2:1"));
        QVERIFY(r.out.contains("cabling-direct-port-mismatch"));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("neither") << QStringList{};
        QTest::newRow("both") << QStringList{"--demo", "healthy-pair", "--project", "x.yaml"};
        QTest::newRow("bad-format") << QStringList{"--demo", "healthy-pair", "--format", "xml"};
        QTest::newRow("unknown-scenario") << QStringList{"--demo", "no-such-scenario"};
        QTest::newRow("missing-project") << QStringList{"--project", "/nonexistent/railyard.yaml"};
        QTest::newRow("host-key-with-demo")
            << QStringList{"--demo", "healthy-pair", "--accept-host-key", "SHA256:x"};
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstDiscoverCommand)
#include "tst_discovercommand.moc"
