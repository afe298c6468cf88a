// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

using railyard::testsupport::progressLines;
using railyard::testsupport::runCliCommand;

// Every command that talks to nodes says on stderr what it is doing, one line
// per step, in the same form as `test` and `report`; stdout stays the result;
// --quiet silences it. Before, only test, report and bundle did (apply printed
// "node: step" in text format only, and even with --quiet; adopt ignored --quiet).
class TstCliProgress : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void progress_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("expected"); // lines that must appear, in this order
        const QStringList demo{QStringLiteral("--demo"), QStringLiteral("healthy-pair")};
        QTest::newRow("inventory") << QStringLiteral("inventory") << demo
                                   << QStringList{QStringLiteral("Reading spark-1, spark-2"),
                                                  QStringLiteral("spark-1 read (1 of 2)"),
                                                  QStringLiteral("spark-2 read (2 of 2)")};
        QTest::newRow("discover") << QStringLiteral("discover") << demo
                                  << QStringList{QStringLiteral("Reading the ports of spark-1, spark-2"),
                                                 QStringLiteral("Asking each port who is on its other end")};
        QTest::newRow("verify") << QStringLiteral("verify") << demo
                                << QStringList{QStringLiteral("Checking against the plan: spark-1, spark-2")};
        // each node's step once, though the step runs two command lists
        QTest::newRow("apply") << QStringLiteral("apply") << demo + QStringList{QStringLiteral("--yes")}
                               << QStringList{
                                      QStringLiteral("spark-1: Read the node and check it can be changed"),
                                      QStringLiteral("spark-1: Journal and guard"),
                                      QStringLiteral("spark-2: Journal and guard"),
                                      QStringLiteral("spark-1: Write and validate"),
                                      QStringLiteral("spark-2: Write and validate"),
                                      QStringLiteral("spark-1: Go live"),
                                      QStringLiteral("spark-2: Go live")};
        QTest::newRow("undo-list") << QStringLiteral("undo") << demo + QStringList{QStringLiteral("--list")}
                                   << QStringList{QStringLiteral("Listing the backups: spark-1, spark-2")};
        QTest::newRow("adopt") << QStringLiteral("adopt") << demo
                               << QStringList{QStringLiteral("Inventory read; finding the cables…")};
    }

    void progress()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, args);
        QFETCH(QStringList, expected);
        const auto run =
            runCliCommand(command, args + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.err.constData());
        QVERIFY2(!QJsonDocument::fromJson(run.out).isNull(), run.out.constData());
        QVERIFY2(!run.err.contains('\r'), run.err.constData()); // not a terminal: no rewritten line
        const QStringList lines = progressLines(run.err);
        qsizetype at = 0;
        for (const QString &want : expected) {
            const qsizetype found = lines.indexOf(want, at);
            QVERIFY2(found >= 0,
                     qPrintable(QStringLiteral("'%1' not in order in:\n%2").arg(want, lines.join(u'\n'))));
            at = found + 1;
        }
        QCOMPARE(lines.count(expected.first()), 1);

        const auto quiet =
            runCliCommand(command, args + QStringList{QStringLiteral("--format"), QStringLiteral("json"),
                                                      QStringLiteral("--quiet")});
        QCOMPARE(quiet.exitCode, run.exitCode);
        QVERIFY2(progressLines(quiet.err).isEmpty(), quiet.err.constData());
        QCOMPARE(quiet.out.isEmpty(), run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstCliProgress)
#include "tst_cliprogress.moc"
