// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/unifieddiff.h"

#include <QTest>

using railyard::apply::UnifiedDiff;

class TestUnifiedDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void render_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<bool>("created");
        QTest::addColumn<bool>("removed");
        QTest::addColumn<QString>("expected");
        QTest::newRow("equal files give no diff")
            << QByteArray("a\nb\n") << QByteArray("a\nb\n") << false << false << QString();
        QTest::newRow("new file") << QByteArray() << QByteArray("x\ny\n") << true << false
                                  << QStringLiteral("--- /dev/null\n+++ b/etc/f\n@@ -0,0 +1,2 @@\n+x\n+y\n");
        QTest::newRow("removed file") << QByteArray("x\n") << QByteArray() << false << true
                                      << QStringLiteral("--- a/etc/f\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-x\n");
        QTest::newRow("one line changed in the middle, three lines of context")
            << QByteArray("1\n2\n3\n4\n5\n6\n7\n8\n9\n") << QByteArray("1\n2\n3\n4\nFIVE\n6\n7\n8\n9\n")
            << false << false
            << QStringLiteral(
                   "--- a/etc/f\n+++ b/etc/f\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+FIVE\n 6\n 7\n 8\n");
        QTest::newRow("two distant changes make two hunks")
            << QByteArray("a\n1\n2\n3\n4\n5\n6\n7\n8\nb\n") << QByteArray("A\n1\n2\n3\n4\n5\n6\n7\n8\nB\n")
            << false << false
            << QStringLiteral("--- a/etc/f\n+++ b/etc/f\n@@ -1,4 +1,4 @@\n-a\n+A\n 1\n 2\n 3\n@@ -7,4 +7,4 "
                              "@@\n 6\n 7\n 8\n-b\n+B\n");
    }

    void render()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(bool, created);
        QFETCH(bool, removed);
        QFETCH(QString, expected);
        QCOMPARE(UnifiedDiff::render(QStringLiteral("/etc/f"), before, after, created, removed), expected);
    }
};

QTEST_GUILESS_MAIN(TestUnifiedDiff)
#include "tst_unifieddiff.moc"
