// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = railyard::testsupport::CliRun;

Run runCli(const QStringList &args)
{
    return railyard::testsupport::runCliCommand(QStringLiteral("doctor"), args, 30000);
}

QString bundle(const char *name)
{
    return QStringLiteral(RAILYARD_TEST_DATA "/bundles/") + QString::fromLatin1(name);
}

QStringList ids(const QJsonObject &o)
{
    QStringList out;
    for (const auto &f : o.value(QStringLiteral("findings")).toArray())
        out << f.toObject().value(QStringLiteral("id")).toString();
    return out;
}

} // namespace

class TstDoctorCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void healthyPairExitsZero()
    {
        const Run r = runCli({"--bundle", bundle("healthy-pair"), "--format", "json"});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject summary = o.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("errors")).toInt(), 0);
        QCOMPARE(summary.value(QStringLiteral("warnings")).toInt(), 0);
        QCOMPARE(summary.value(QStringLiteral("infos")).toInt(), 2);
        QCOMPARE(ids(o), QStringList({"eeprom-length-rounded", "eeprom-length-rounded"}));
    }

    void faultyPairJson()
    {
        const Run r = runCli({"--bundle", bundle("faulty-pair"), "--format", "json"});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QStringList found = ids(o);
        for (const char *id :
             {"port-one-rail-up", "duplicate-rail-address", "crc-errors", "nccl-socket-fallback",
              "card-throttled", "bundle-file-unparsed", "cabling-direct-port-mismatch", "rail-speed-low",
              "spark-side-breakout", "lane-error-outlier-candidate"})
            QVERIFY2(found.contains(QString::fromLatin1(id)), id);
        QVERIFY(o.value(QStringLiteral("summary")).toObject().value(QStringLiteral("errors")).toInt() >= 8);
        for (const auto &v : o.value(QStringLiteral("findings")).toArray()) {
            const QJsonObject f = v.toObject();
            for (const char *key : {"id", "severity", "object", "evidence", "explanation", "fix"})
                QVERIFY2(f.contains(QLatin1String(key)), key);
            if (f.value(QStringLiteral("id")).toString() == QLatin1String("crc-errors")) {
                const QJsonObject object = f.value(QStringLiteral("object")).toObject();
                QCOMPARE(object.value(QStringLiteral("node")).toString(), QStringLiteral("spark-a"));
                QCOMPARE(object.value(QStringLiteral("netdev")).toString(), QStringLiteral("enp1s0f0np0"));
                QCOMPARE(f.value(QStringLiteral("evidence"))
                             .toArray()
                             .first()
                             .toObject()
                             .value("value")
                             .toString(),
                         QStringLiteral("386"));
            }
        }
    }

    void faultyPairText()
    {
        const Run r = runCli({"--bundle", bundle("faulty-pair")});
        QCOMPARE(r.exitCode, 1);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY(text.indexOf(QStringLiteral("== Errors ==")) >= 0);
        QVERIFY(text.indexOf(QStringLiteral("== Errors ==")) <
                text.indexOf(QStringLiteral("== Warnings ==")));
        QVERIFY(text.contains(QStringLiteral("[card-throttled] spark-a")));
        QVERIFY(text.contains(QStringLiteral("Fix:")));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no --bundle") << QStringList{};
        QTest::newRow("missing dir") << QStringList{"--bundle", "/nonexistent/railyard-bundle"};
        QTest::newRow("bad format") << QStringList{"--bundle", bundle("healthy-pair"), "--format", "xml"};
        QTest::newRow("not a bundle")
            << QStringList{"--bundle", QStringLiteral(RAILYARD_TEST_DATA "/samples")};
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstDoctorCommand)
#include "tst_doctorcommand.moc"
