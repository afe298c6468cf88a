// SPDX-License-Identifier: GPL-3.0-or-later
// Files someone else handed us are read as regular files under a cap,
// never through a link, never blocking on a FIFO.
#include "util/boundedfile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using railyard::util::BoundedFile;

class TestBoundedFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reads_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("says");
        QTest::newRow("regular") << "regular" << true << QString();
        QTest::newRow("empty") << "empty" << true << QString();
        QTest::newRow("over the cap") << "big" << false << "larger than 16 bytes";
        QTest::newRow("link to /dev/zero") << "zero" << false << "symbolic link";
        QTest::newRow("link to a regular file") << "link" << false << "symbolic link";
        QTest::newRow("fifo") << "fifo" << false << "not a regular file";
        QTest::newRow("directory") << "dir" << false << "not a regular file";
        QTest::newRow("missing") << "missing" << false << "No such file";
    }
    void reads()
    {
        QFETCH(QString, kind);
        QFETCH(bool, ok);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.json"));
        const QString plain = dir.filePath(QStringLiteral("plain"));
        {
            QFile f(plain);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{}\n");
        }
        if (kind == QLatin1String("regular"))
            QVERIFY(QFile::copy(plain, path));
        else if (kind == QLatin1String("empty"))
            QVERIFY(QFile(path).open(QIODevice::WriteOnly));
        else if (kind == QLatin1String("big")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(17, 'x'));
        } else if (kind == QLatin1String("zero"))
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
        else if (kind == QLatin1String("link"))
            QVERIFY(QFile::link(plain, path));
        else if (kind == QLatin1String("fifo"))
            QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {path}), 0);
        else if (kind == QLatin1String("dir"))
            QVERIFY(QDir().mkdir(path));
        const auto r = BoundedFile::read(path, 16);
        QCOMPARE(r.hasValue(), ok);
        if (ok) {
            QCOMPARE(r.value(), kind == QLatin1String("empty") ? QByteArray() : QByteArray("{}\n"));
            QVERIFY(BoundedFile::isRegular(path));
        } else {
            QVERIFY2(r.error().message.contains(path), qPrintable(r.error().message));
            QVERIFY2(r.error().message.contains(says), qPrintable(r.error().message));
        }
    }
};

QTEST_GUILESS_MAIN(TestBoundedFile)
#include "tst_boundedfile.moc"
