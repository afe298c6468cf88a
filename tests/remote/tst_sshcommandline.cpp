// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/remotecommand.h"
#include "remote/sshcommandline.h"

#include <QProcess>
#include <QTest>

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
        QTest::newRow("plain") << false << int(SudoMode::None)
                               << "echo RYPID:$$; exec env LC_ALL=C ip -j 'a b' '$(x)'";
        QTest::newRow("sudo-n") << true << int(SudoMode::NonInteractive)
                                << "echo RYPID:$$; exec sudo -n -- env LC_ALL=C ip -j 'a b' '$(x)'";
        QTest::newRow("sudo-S") << true << int(SudoMode::Password)
                                << "echo RYPID:$$; exec sudo -S -k -p '' -- env LC_ALL=C ip -j 'a b' '$(x)'";
    }
    void build()
    {
        QFETCH(bool, root);
        QFETCH(int, sudo);
        RemoteCommand c;
        c.program = QStringLiteral("ip");
        c.arguments = {QStringLiteral("-j"), QStringLiteral("a b"), QStringLiteral("$(x)")};
        c.asRoot = root;
        QTEST(SshCommandLine::build(c, SudoMode(sudo)), "expected");
    }

    // The line really is one shell command that prints its PID and keeps every argument intact.
    void lineRunsInPosixShell()
    {
        RemoteCommand c;
        c.program = QStringLiteral("printf");
        c.arguments = {QStringLiteral("<%s>"), QStringLiteral("it's"), QStringLiteral("a\nb"),
                       QStringLiteral("`id`;")};
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), SshCommandLine::build(c, SudoMode::None)});
        QVERIFY(sh.waitForFinished(5000));
        const QByteArray out = sh.readAllStandardOutput();
        QVERIFY(out.startsWith(SshCommandLine::pidMarker()));
        QCOMPARE(out.mid(out.indexOf('\n') + 1), QByteArray("<it's><a\nb><`id`;>"));
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
