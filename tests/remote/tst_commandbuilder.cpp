// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/commandbuilder.h"
#include "remote/shellquote.h"

#include <QProcess>
#include <QTest>

using namespace railyard::remote;

class TstCommandBuilder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rejectsHostileTokens_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("interface-real") << "interface"
                                        << "enP2p1s0f1np1" << true;
        QTest::newRow("interface-subst") << "interface"
                                         << "$(touch /tmp/pwned)" << false;
        QTest::newRow("interface-semicolon") << "interface"
                                             << "eth0;reboot" << false;
        QTest::newRow("interface-option") << "interface"
                                          << "-x" << false;
        QTest::newRow("interface-too-long") << "interface"
                                            << "abcdefghijklmnop" << false;
        QTest::newRow("address-ipv4") << "address"
                                      << "10.231.0.2" << true;
        QTest::newRow("address-ipv6") << "address"
                                      << "fe80::1" << true;
        QTest::newRow("address-host") << "address"
                                      << "spark-1.lan" << true;
        QTest::newRow("address-newline") << "address"
                                         << "10.0.0.1\nreboot" << false;
        QTest::newRow("address-quote") << "address"
                                       << "a'b" << false;
        QTest::newRow("cidr") << "cidr"
                              << "10.231.0.1/24" << true;
        QTest::newRow("cidr-garbage") << "cidr"
                                      << "10.231.0.1/24 extra" << false;
        QTest::newRow("path") << "path"
                              << "/etc/netplan/40-railyard.yaml" << true;
        QTest::newRow("path-traversal") << "path"
                                        << "/etc/netplan/../shadow" << false;
        QTest::newRow("path-relative") << "path"
                                       << "etc/x" << false;
        QTest::newRow("path-space") << "path"
                                    << "/tmp/a b" << false;
        QTest::newRow("word-option-lookalike") << "word"
                                               << "--rm" << false;
        QTest::newRow("flag") << "flag"
                              << "--report_gbits" << true;
        QTest::newRow("flag-with-value") << "flag"
                                         << "--duration=5" << true;
        QTest::newRow("flag-injection") << "flag"
                                        << "--x=$(id)" << false;
        // PCRE's `$` also matches before a final newline: every pattern ends in \z.
        QTest::newRow("flag-final-newline") << "flag"
                                            << "--report_gbits\n"
                                            << false;
        QTest::newRow("word-final-newline") << "word"
                                            << "addr\n"
                                            << false;
        QTest::newRow("interface-final-newline") << "interface"
                                                 << "eth0\n"
                                                 << false;
        QTest::newRow("path-final-newline") << "path"
                                            << "/etc/netplan\n"
                                            << false;
    }
    void rejectsHostileTokens()
    {
        QFETCH(QString, kind);
        QFETCH(QString, value);
        QFETCH(bool, accepted);
        CommandBuilder b(QStringLiteral("ip"));
        if (kind == QLatin1String("interface"))
            b.interface(value);
        else if (kind == QLatin1String("address"))
            b.address(value);
        else if (kind == QLatin1String("cidr"))
            b.cidr(value);
        else if (kind == QLatin1String("path"))
            b.path(value);
        else if (kind == QLatin1String("word"))
            b.word(value);
        else
            b.flag(value);
        const auto built = b.build();
        QCOMPARE(built.hasValue(), accepted);
        if (accepted)
            QCOMPARE(built->arguments, QStringList{value});
        else
            QVERIFY(built.error().message.contains(QStringLiteral("refusing to run ip")));
    }

    void constantTextIsKeptVerbatim()
    {
        const auto built = CommandBuilder(QStringLiteral("sh"))
                               .flag(QStringLiteral("-c"))
                               .constant("echo \"$1\"; exit 0")
                               .word(QStringLiteral("x"))
                               .build();
        QVERIFY(built);
        QCOMPARE(built->arguments, (QStringList{"-c", "echo \"$1\"; exit 0", "x"}));
        const auto empty =
            CommandBuilder(QStringLiteral("ssh-keygen")).flag(QStringLiteral("-N")).constant("").build();
        QVERIFY(empty);
        QCOMPARE(empty->arguments, (QStringList{"-N", ""}));
    }

    void badProgramRefused()
    {
        QVERIFY(!CommandBuilder(QStringLiteral("rm -rf /")).build());
        QVERIFY(!CommandBuilder(QStringLiteral("")).build());
        QVERIFY(!CommandBuilder(QStringLiteral("ip\n")).build());
        QVERIFY(!CommandBuilder(QStringLiteral("/usr/sbin/ip\n")).build());
        QVERIFY(CommandBuilder(QStringLiteral("/usr/sbin/ip")).build());
    }

    // The quoted line, given to a real sh, yields exactly the original arguments.
    void shellQuoteRoundTrip_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("plain") << QStringList{"ip", "-j", "addr"};
        QTest::newRow("quotes") << QStringList{"it's", "\"double\"", "'"};
        QTest::newRow("substitution") << QStringList{"$(touch /tmp/railyard-pwned)", "`id`", "${HOME}"};
        QTest::newRow("separators") << QStringList{";", "&&", "|", "a b", "\nnext"};
        QTest::newRow("empty") << QStringList{"", "x"};
        QTest::newRow("unicode") << QStringList{"узел-1", "→"};
    }
    void shellQuoteRoundTrip()
    {
        QFETCH(QStringList, args);
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"),
                 {QStringLiteral("-c"), QStringLiteral("for a in ") + ShellQuote::join(args) +
                                            QStringLiteral("; do printf '%s\\0' \"$a\"; done")});
        QVERIFY(sh.waitForFinished(10000));
        QCOMPARE(sh.exitCode(), 0);
        QStringList back = QString::fromUtf8(sh.readAllStandardOutput()).split(QChar(0));
        back.removeLast();
        QCOMPARE(back, args);
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/railyard-pwned")));
    }
};

QTEST_GUILESS_MAIN(TstCommandBuilder)
#include "tst_commandbuilder.moc"
