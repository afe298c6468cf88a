// SPDX-License-Identifier: GPL-3.0-or-later
// Names, addresses and users with shell metacharacters in railyard.yaml:
// the project file rejects them before anything can reach a command line,
// and railyard-cli run on such a project executes nothing. The proof is a
// marker file the payload would create; it must never appear (the cluster's
// nodes share this machine's /tmp, so a remote execution would show too).
// Needs root for the namespace cluster; skips otherwise.
#include "model/projectfile.h"
#include "namespacecluster.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard;
using namespace railyard::testing;

class TestProjectInjection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rejected_data()
    {
        QTest::addColumn<QString>("field");   // name, address or user of spark-2
        QTest::addColumn<QString>("payload"); // @M@ is replaced by the marker path
        QTest::newRow("name with $()") << "name"
                                       << "\"spark-$(touch @M@)\"";
        QTest::newRow("name with ;") << "name"
                                     << "\"spark-2;touch @M@\"";
        QTest::newRow("name with backticks") << "name"
                                             << "\"spark-`touch @M@`\"";
        QTest::newRow("name with single quote") << "name"
                                                << "\"spark-2' ; touch @M@ ; '\"";
        QTest::newRow("name with newline") << "name"
                                           << "\"spark-2\\ntouch @M@\"";
        QTest::newRow("address with $()") << "address"
                                          << "\"10.0.0.1$(touch @M@)\"";
        QTest::newRow("address with ;") << "address"
                                        << "\"@ADDR@;touch @M@\"";
        QTest::newRow("address with &&") << "address"
                                         << "\"@ADDR@ && touch @M@\"";
        QTest::newRow("address with double quote") << "address"
                                                   << "'@ADDR@\" ; touch @M@ ; \"'";
        QTest::newRow("address with newline") << "address"
                                              << "\"@ADDR@\\ntouch @M@\"";
        QTest::newRow("user with $()") << "user"
                                       << "\"$(touch @M@)\"";
        QTest::newRow("user with ;") << "user"
                                     << "\"@USER@;touch @M@\"";
        QTest::newRow("user with pipe") << "user"
                                        << "\"@USER@|touch @M@\"";
    }

    void rejected()
    {
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        QFETCH(QString, field);
        QFETCH(QString, payload);
        if (!m_cluster) {
            m_cluster =
                std::make_unique<NamespaceCluster>(QStringLiteral("healthy-pair"), QStringLiteral("rj"));
            QVERIFY2(m_cluster->ok(), m_cluster->upError().constData());
        }
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString marker = tmp.filePath(QStringLiteral("pwned"));

        // The real, working project with one field of spark-2 replaced.
        QFile in(m_cluster->yaml());
        QVERIFY(in.open(QIODevice::ReadOnly));
        QStringList lines = QString::fromUtf8(in.readAll()).split(QLatin1Char('\n'));
        const int at = lines.indexOf(QStringLiteral("    - name: spark-2"));
        QVERIFY(at > 0);
        QString address, user;
        for (int i = at; i < lines.size(); ++i) {
            if (lines[i].startsWith(QLatin1String("      address: ")))
                address = lines[i].mid(15);
            if (lines[i].startsWith(QLatin1String("      user: ")))
                user = lines[i].mid(12);
        }
        QVERIFY(!address.isEmpty() && !user.isEmpty());
        payload.replace(QStringLiteral("@M@"), marker)
            .replace(QStringLiteral("@ADDR@"), address)
            .replace(QStringLiteral("@USER@"), user);
        bool replaced = false;
        for (int i = at; i < lines.size() && !replaced; ++i) {
            const QString key = (i == at ? QStringLiteral("    - ") : QStringLiteral("      ")) + field +
                                QStringLiteral(": ");
            if (lines[i].startsWith(key)) {
                lines[i] = key + payload;
                replaced = true;
            }
        }
        QVERIFY(replaced);
        const QString project = tmp.filePath(QStringLiteral("railyard.yaml"));
        QFile out(project);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(lines.join(QLatin1Char('\n')).toUtf8());
        out.close();

        // Rejected by the project file, naming the field's line.
        const Result<model::Cluster> loaded = model::ProjectFile::load(project);
        QVERIFY2(!loaded, "a project with shell metacharacters was accepted");
        QVERIFY(loaded.error().line > at);

        // And nothing runs when the CLI is handed it anyway.
        for (const QString &command : {QStringLiteral("inventory"), QStringLiteral("discover")}) {
            const Proc r = run(kCli, {command, QStringLiteral("--project"), project}, 60000);
            QCOMPARE(r.exitCode, 2);
            QVERIFY(!r.err.isEmpty());
        }
        QTest::qWait(300);
        QVERIFY2(!QFile::exists(marker), qPrintable(marker));
    }

    void cleanupTestCase()
    {
        if (m_cluster)
            QCOMPARE(m_cluster->down(), 0);
    }

private:
    std::unique_ptr<NamespaceCluster> m_cluster;
};

QTEST_GUILESS_MAIN(TestProjectInjection)
#include "tst_projectinjection.moc"
