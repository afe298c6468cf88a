// SPDX-License-Identifier: GPL-3.0-or-later
// Broken project files given to railyard-cli: truncated mid-write, values
// of the wrong type, megabytes of noise. Every command refuses with one
// line naming the file and, where there is one, the line and column; the
// file and its folder stay byte for byte as they were (no rewrite, no
// backup, no temporary file). No root needed.
#include "../inventory/namespacecluster.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard::testing;

namespace {

const QByteArray kHead = "version: 1\ncluster:\n  topology: direct\n  port: 0\n  nodes:\n";
const QByteArray kNodes = "    - name: spark-1\n      address: 10.0.0.11\n      user: nvidia\n"
                          "    - name: spark-2\n      address: 10.0.0.12\n      user: nvidia\n";

QByteArray noise(qsizetype size, quint32 seed)
{
    QByteArray out(size, '\0');
    QRandomGenerator gen(seed);
    for (char &c : out)
        c = char(gen.bounded(256));
    return out;
}

// Name, size, mtime and bytes of every entry of the folder.
QStringList folderState(const QString &dir)
{
    QStringList out;
    for (const QFileInfo &i :
         QDir(dir).entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name)) {
        QFile f(i.filePath());
        QByteArray hash;
        if (f.open(QIODevice::ReadOnly))
            hash = QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
        out << QStringLiteral("%1 %2 %3 %4")
                   .arg(i.fileName())
                   .arg(i.size())
                   .arg(i.lastModified().toMSecsSinceEpoch())
                   .arg(QString::fromLatin1(hash));
    }
    return out;
}

} // namespace

class TestProjectNoise : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refused_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("mentions");
        const QByteArray whole = kHead + kNodes;
        // Cut as a crash or a full disk leaves a file: inside a key, inside
        // a value, inside a flow mapping.
        QTest::newRow("truncated inside a key")
            << whole.left(whole.indexOf("address: 10.0.0.12") + 4) << 10 << "unknown key 'addr'";
        QTest::newRow("truncated inside an address")
            << whole.left(whole.indexOf("10.0.0.11") + 5) << 7 << "not an IP address";
        QTest::newRow("truncated inside a flow mapping")
            << kHead + "    - {name: spark-1, address: 10.0.0.11}\n    - {name: spark-2, addr" << 7
            << "YAML syntax error";
        QTest::newRow("truncated to zero bytes") << QByteArray() << 0 << "";
        QTest::newRow("nodes is a string")
            << QByteArray(kHead).replace("  nodes:\n", "  nodes: \"spark-1 spark-2\"\n") << 5
            << "cluster.nodes must be a non-empty list";
        QTest::newRow("port is a word") << QByteArray(whole).replace("port: 0", "port: zero") << 4
                                        << "cluster.port must be a whole number";
        QTest::newRow("name is a list") << QByteArray(whole).replace("name: spark-1", "name: [spark-1]") << 6
                                        << "name must be a single value";
        QTest::newRow("version is a word") << QByteArray(whole).replace("version: 1", "version: one") << 1
                                           << "version must be a whole number";
        QTest::newRow("ssh_port out of range")
            << QByteArray(whole).replace("user: nvidia\n    - name: spark-2",
                                         "ssh_port: 99999\n    - name: spark-2")
            << 8 << "ssh_port";
        QTest::newRow("ten megabytes of random bytes")
            << noise(10 * 1024 * 1024, 7) << 0 << "at most 1024 KiB";
        QTest::newRow("ten megabytes of valid-looking YAML")
            << kHead + QByteArray("    # ").append(QByteArray(10 * 1024 * 1024, 'x')) + "\n" + kNodes << 0
            << "at most 1024 KiB";
        QTest::newRow("900 KiB of random bytes under the cap") << noise(900 * 1024, 11) << -1 << "";
        QTest::newRow("NUL bytes inside a value")
            << QByteArray(whole).replace("spark-1", QByteArray("spa\0rk-1", 8)) << -1 << "";
    }

    void refused()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, line);
        QFETCH(QString, mentions);
        if (!QFileInfo(kCli).isExecutable())
            QSKIP(qPrintable(QStringLiteral("railyard-cli is not built at ") + kCli));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("railyard.yaml"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(content), content.size());
        }
        const QStringList before = folderState(dir.path());
        // Every command that reads the project, the one that changes nodes included.
        const QList<QStringList> commands = {
            {QStringLiteral("inventory")},
            {QStringLiteral("plan")},
            {QStringLiteral("apply")},
            {QStringLiteral("test"), QStringLiteral("rdma")},
            {QStringLiteral("monitor"), QStringLiteral("--seconds"), QStringLiteral("1")},
            {QStringLiteral("discover")},
        };
        for (const QStringList &command : commands) {
            const Proc r = run(kCli, command + QStringList{QStringLiteral("--project"), path}, 60000);
            const QString err = QString::fromUtf8(r.err).trimmed();
            const QString what = command.join(QLatin1Char(' ')) + QStringLiteral(": ") + err;
            QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1, %2").arg(r.exitCode).arg(what)));
            QVERIFY2(r.out.isEmpty(), r.out.constData());
            QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(what));
            QVERIFY2(err.startsWith(QStringLiteral("railyard-cli: ") + path + QLatin1Char(':')),
                     qPrintable(what));
            if (!mentions.isEmpty())
                QVERIFY2(err.contains(mentions), qPrintable(what));
            if (line > 0)
                QVERIFY2(err.startsWith(QStringLiteral("railyard-cli: %1:%2:").arg(path).arg(line)),
                         qPrintable(what));
            if (command.first() == QLatin1String("inventory"))
                qInfo("%s", qPrintable(err.left(200)));
        }
        QCOMPARE(folderState(dir.path()), before);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll() == content);
    }
};

QTEST_GUILESS_MAIN(TestProjectNoise)
#include "tst_projectnoise.moc"
