// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/remotecommand.h"
#include "remote/sshcommandline.h"

#include <QProcess>
#include <QTest>
#include <optional>

using namespace railyard::remote;

class TstSshCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void build_data()
    {
        QTest::addColumn<bool>("root");
        QTest::addColumn<int>("sudo");
        QTest::addColumn<QString>("expected");
        const QString mark = QStringLiteral("echo RYPID:00ab:$$; echo RYPID:00ab >&2; exec ");
        QTest::newRow("plain") << false << int(SudoMode::None) << mark + "env LC_ALL=C ip -j 'a b' '$(x)'";
        QTest::newRow("sudo-n") << true << int(SudoMode::NonInteractive)
                                << mark + "sudo -n -- env LC_ALL=C ip -j 'a b' '$(x)'";
        QTest::newRow("sudo-S") << true << int(SudoMode::Password)
                                << mark + "sudo -S -k -p '' -- env LC_ALL=C ip -j 'a b' '$(x)'";
    }
    void build()
    {
        QFETCH(bool, root);
        QFETCH(int, sudo);
        RemoteCommand c;
        c.program = QStringLiteral("ip");
        c.arguments = {QStringLiteral("-j"), QStringLiteral("a b"), QStringLiteral("$(x)")};
        c.asRoot = root;
        QTEST(SshCommandLine::build(c, SudoMode(sudo), "00ab"), "expected");
    }

    // The line really is one shell command that prints its PID and keeps
    // every argument intact; what a login script printed before it (here a
    // preamble on both streams, as an echoing ~/.bashrc leaves) is cut off.
    void lineRunsInPosixShell()
    {
        RemoteCommand c;
        c.program = QStringLiteral("printf");
        c.arguments = {QStringLiteral("<%s>"), QStringLiteral("it's"), QStringLiteral("a\nb"),
                       QStringLiteral("`id`;")};
        const QByteArray nonce = SshCommandLine::newNonce();
        QCOMPARE(nonce.size(), 16);
        QVERIFY(nonce != SshCommandLine::newNonce());
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"),
                 {QStringLiteral("-c"),
                  QStringLiteral("echo Welcome to DGX OS; echo 'RYPID:99:1'; echo warn >&2; ") +
                      SshCommandLine::build(c, SudoMode::None, nonce)});
        QVERIFY(sh.waitForFinished(5000));
        const QByteArray out = sh.readAllStandardOutput();
        const QByteArray err = sh.readAllStandardError();
        qint64 pid = 0;
        const auto rest = SshCommandLine::afterStdoutMarker(out, nonce, &pid);
        QVERIFY(rest);
        QVERIFY(pid > 1);
        QCOMPARE(*rest, QByteArray("<it's><a\nb><`id`;>"));
        QCOMPARE(SshCommandLine::afterStderrMarker(err, nonce), std::optional<QByteArray>(QByteArray()));
    }

    // Rows of what stdout can hold before and after the marker line.
    void stdoutMarker_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<bool>("found");
        QTest::addColumn<qint64>("pid");
        QTest::addColumn<QByteArray>("rest");
        QTest::newRow("first line") << QByteArray("RYPID:abcd:42\n[{\"ifname\":\"lo\"}]") << true
                                    << qint64(42) << QByteArray("[{\"ifname\":\"lo\"}]");
        QTest::newRow("bashrc lines before")
            << QByteArray("Welcome\n\x1b[1;32mnvidia@spark-1\x1b[0m\nRYPID:abcd:7\nout\n") << true
            << qint64(7) << QByteArray("out\n");
        QTest::newRow("bashrc without newline")
            << QByteArray("motd RYPID:abcd:8\nx") << true << qint64(8) << QByteArray("x");
        QTest::newRow("another nonce is output") << QByteArray("RYPID:ffff:1\nRYPID:abcd:9\nRYPID:ffff:2\n")
                                                 << true << qint64(9) << QByteArray("RYPID:ffff:2\n");
        QTest::newRow("line not complete yet")
            << QByteArray("hello\nRYPID:abcd:1") << false << qint64(0) << QByteArray();
        QTest::newRow("nothing yet") << QByteArray("Welcome to DGX OS\n") << false << qint64(0)
                                     << QByteArray();
    }
    void stdoutMarker()
    {
        QFETCH(QByteArray, head);
        QFETCH(bool, found);
        QFETCH(qint64, pid);
        QFETCH(QByteArray, rest);
        qint64 got = 0;
        const auto r = SshCommandLine::afterStdoutMarker(head, "abcd", &got);
        QCOMPARE(r.has_value(), found);
        if (found) {
            QCOMPARE(*r, rest);
            QCOMPARE(got, pid);
        }
    }

    void killGroup()
    {
        QCOMPARE(SshCommandLine::killGroup(1234, SudoMode::None),
                 QStringLiteral("kill -TERM -1234 2>/dev/null; sleep 1; kill -KILL -1234 2>/dev/null; true"));
        QVERIFY(SshCommandLine::killGroup(1234, SudoMode::NonInteractive)
                    .startsWith(QLatin1String("sudo -n -- sh -c '")));
    }

    void passwordRequired()
    {
        QVERIFY(SshCommandLine::isPasswordRequired("sudo: a password is required\n"));
        QVERIFY(!SshCommandLine::isPasswordRequired("user is not in the sudoers file\n"));
    }
};

QTEST_GUILESS_MAIN(TstSshCommandLine)
#include "tst_sshcommandline.moc"
