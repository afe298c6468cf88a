// SPDX-License-Identifier: GPL-3.0-or-later
// The patterns that decide what may reach a file name, a YAML document or a
// remote argument list. The trailing-newline rows are the regression of a
// `$` anchor (PCRE's `$` also matches before a final "\n", so "spark-1\n"
// used to pass).
#include "model/tokenrules.h"

#include <QTest>

using railyard::model::TokenRules;

class TestTokenRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        const auto row = [](const char *name, const char *kind, const QString &text, bool ok) {
            QTest::newRow(name) << QString::fromLatin1(kind) << text << ok;
        };
        row("node name", "node", QStringLiteral("spark-1"), true);
        row("node name with dot and underscore", "node", QStringLiteral("gx10_a.lab"), true);
        row("node name with a trailing newline", "node", QStringLiteral("spark-1\n"), false);
        row("node name with an inner newline", "node", QStringLiteral("spark\n1"), false);
        row("node name starting with a dash", "node", QStringLiteral("-oProxyCommand=x"), false);
        row("node name with a semicolon", "node", QStringLiteral("a;reboot"), false);
        row("node name of 64 characters", "node", QString(64, QLatin1Char('a')), false);
        row("user", "user", QStringLiteral("nvidia"), true);
        row("user with a trailing newline", "user", QStringLiteral("root\n"), false);
        row("user with upper case", "user", QStringLiteral("Root"), false);
        row("interface", "iface", QStringLiteral("enP2p1s0f1np1"), true);
        row("interface with a trailing newline", "iface", QStringLiteral("enp1s0f0np0\n"), false);
        row("interface of 16 characters", "iface", QStringLiteral("enp1s0f0np0abcde"), false);
        row("path", "path", QStringLiteral("/etc/netplan/40-railyard.yaml"), true);
        row("home path", "path", QStringLiteral("~/.ssh/config"), true);
        row("path with a trailing newline", "path", QStringLiteral("/etc/x\n"), false);
        row("relative path", "path", QStringLiteral("etc/x"), false);
        row("path with a space", "path", QStringLiteral("/tmp/a b"), false);
        row("IPv4", "host", QStringLiteral("192.168.100.10"), true);
        row("IPv4 with a trailing newline", "host", QStringLiteral("192.168.100.10\n"), false);
        row("IPv4 out of range", "host", QStringLiteral("192.168.100.256"), false);
        row("IPv6", "host", QStringLiteral("fe80::1"), true);
        row("IPv6 with a trailing newline", "host", QStringLiteral("fe80::1\n"), false);
        row("DNS name", "host", QStringLiteral("spark-1.lab.example"), true);
        row("DNS name with a trailing newline", "host", QStringLiteral("spark-1.lab\n"), false);
        row("DNS name with an option", "host", QStringLiteral("-oProxyCommand=sh"), false);
    }

    void rules()
    {
        QFETCH(QString, kind);
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        bool got = false;
        if (kind == QLatin1String("node"))
            got = TokenRules::isNodeName(text);
        else if (kind == QLatin1String("user"))
            got = TokenRules::isUserName(text);
        else if (kind == QLatin1String("iface"))
            got = TokenRules::isInterfaceName(text);
        else if (kind == QLatin1String("path"))
            got = TokenRules::isPath(text);
        else
            got = TokenRules::isHostAddress(text);
        QCOMPARE(got, accepted);
    }
};

QTEST_GUILESS_MAIN(TestTokenRules)
#include "tst_tokenrules.moc"
