// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/node.h"
#include "remote/sshconfigfile.h"
#include "remote/sshtransport.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard;
using namespace railyard::remote;

namespace {

const QByteArray kConfig = "# comment\n"
                           "Host spark-1 spark-2\n"
                           "    HostName 192.168.1.%h\n"
                           "    User nvidia\n"
                           "    Port 2222\n"
                           "    IdentityFile ~/.ssh/spark_%r\n"
                           "Host spark-*  !spark-9\n"
                           "    User ignored-because-first-wins\n"
                           "    ProxyJump bastion.example.com\n"
                           "    IdentityFile \"/keys/with space\"\n"
                           "Match host foo\n"
                           "    User matched\n"
                           "Host *\n"
                           "    User=fallback\n"
                           "    Port 22\n";

} // namespace

class TstSshConfigFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void resolve_data()
    {
        QTest::addColumn<QString>("alias");
        QTest::addColumn<QString>("hostName");
        QTest::addColumn<QString>("user");
        QTest::addColumn<int>("port");
        QTest::addColumn<QStringList>("identities");
        QTest::addColumn<QString>("jump");
        const QString home = QDir::homePath();
        QTest::newRow("first-block-wins")
            << "spark-1"
            << "192.168.1.spark-1"
            << "nvidia" << 2222 << QStringList{home + "/.ssh/spark_nvidia", "/keys/with space"}
            << "bastion.example.com";
        QTest::newRow("wildcard-only")
            << "spark-5"
            << "spark-5"
            << "ignored-because-first-wins" << 22 << QStringList{"/keys/with space"} << "bastion.example.com";
        QTest::newRow("negated") << "spark-9"
                                 << "spark-9"
                                 << "fallback" << 22 << QStringList{} << "";
        QTest::newRow("match-block-skipped") << "foo"
                                             << "foo"
                                             << "fallback" << 22 << QStringList{} << "";
    }
    void resolve()
    {
        QFETCH(QString, alias);
        const SshHostConfig c = SshConfigFile::parse(kConfig).resolve(alias);
        QTEST(c.hostName, "hostName");
        QTEST(c.user, "user");
        QTEST(c.port, "port");
        QTEST(c.identityFiles, "identities");
        QTEST(c.proxyJump, "jump");
    }

    void missingFileIsEmpty()
    {
        const SshHostConfig c = SshConfigFile::load(QStringLiteral("/nonexistent/config")).resolve("x");
        QCOMPARE(c.hostName, QStringLiteral("x"));
        QVERIFY(c.user.isEmpty());
        QCOMPARE(c.port, 0);
    }

    void nodeFieldsOverrideConfig()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Host 10.0.0.5\n  User cfguser\n  Port 2200\n  IdentityFile /k/cfg\n");
        f.close();
        SshOptions o;
        o.sshConfigPath = path;
        model::Node n;
        n.name = QStringLiteral("spark-1");
        n.managementAddress = QStringLiteral("10.0.0.5");
        auto t = SshTransport::resolveTarget(n, o);
        QVERIFY(t);
        QCOMPARE(t->user, QStringLiteral("cfguser"));
        QCOMPARE(t->port, 2200);
        n.sshUser = QStringLiteral("explicit");
        n.sshPort = 2022;
        n.identityFile = QStringLiteral("/k/node");
        t = SshTransport::resolveTarget(n, o);
        QVERIFY(t);
        QCOMPARE(t->user, QStringLiteral("explicit"));
        QCOMPARE(t->port, 2022);
        QCOMPARE(t->identityFiles, (QStringList{"/k/node", "/k/cfg"}));
    }

    void shellSyntaxRejected_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<QString>("user");
        QTest::newRow("substitution") << "$(touch /tmp/pwned)"
                                      << "";
        QTest::newRow("semicolon") << "host;reboot"
                                   << "";
        QTest::newRow("quote") << "host'x"
                               << "";
        QTest::newRow("newline") << "host\nx"
                                 << "";
        QTest::newRow("option") << "-oProxyCommand=x"
                                << "";
        QTest::newRow("user-space") << "host"
                                    << "a b";
        QTest::newRow("user-dollar") << "host"
                                     << "$(id)";
    }
    void shellSyntaxRejected()
    {
        QFETCH(QString, address);
        QFETCH(QString, user);
        model::Node n;
        n.name = QStringLiteral("bad-node");
        n.managementAddress = address;
        n.sshUser = user;
        SshOptions o;
        o.sshConfigPath = QStringLiteral("none");
        const auto t = SshTransport::resolveTarget(n, o);
        QVERIFY(!t);
        QCOMPARE(t.error().object, QStringLiteral("bad-node"));
    }

    void addressesAccepted_data()
    {
        QTest::addColumn<QString>("address");
        QTest::newRow("ipv4") << "192.168.100.11";
        QTest::newRow("ipv6") << "fe80::1%eth0";
        QTest::newRow("name") << "spark-01.lab.example";
    }
    void addressesAccepted()
    {
        QFETCH(QString, address);
        model::Node n;
        n.name = QStringLiteral("n");
        n.managementAddress = address;
        SshOptions o;
        o.sshConfigPath = QStringLiteral("none");
        const auto t = SshTransport::resolveTarget(n, o);
        QVERIFY(t);
        QCOMPARE(t->hostName, address);
        QCOMPARE(t->port, 22);
    }
};

QTEST_GUILESS_MAIN(TstSshConfigFile)
#include "tst_sshconfigfile.moc"
