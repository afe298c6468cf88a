// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/redactor.h"

#include <QFile>
#include <QTest>

using railyard::report::Redactor;

class TstRedactor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void scrub_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QStringList>("secrets");
        QTest::addColumn<QStringList>("identities");
        QTest::addColumn<bool>("mask");
        QTest::addColumn<QString>("expected");

        const QString key =
            QStringLiteral("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAE\n"
                           "-----END OPENSSH PRIVATE KEY-----");
        QTest::newRow("openssh key block")
            << QStringLiteral("before\n") + key + QStringLiteral("\nafter") << QStringList() << QStringList()
            << false << QStringLiteral("before\n[private key redacted]\nafter");
        QTest::newRow("rsa key block")
            << QStringLiteral("-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE "
                              "KEY-----")
            << QStringList() << QStringList() << false << QStringLiteral("[private key redacted]");
        QTest::newRow("key cut off by truncation")
            << QStringLiteral("x\n-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC")
            << QStringList() << QStringList() << false << QStringLiteral("x\n[private key redacted]");
        QTest::newRow("public key stays")
            << QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 nvidia@spark-1") << QStringList()
            << QStringList() << false << QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 nvidia@spark-1");
        QTest::newRow("password assignment")
            << QStringLiteral("password=hunter22 next") << QStringList() << QStringList() << false
            << QStringLiteral("password=[redacted] next");
        QTest::newRow("passphrase colon, any case")
            << QStringLiteral("Passphrase: open sesame") << QStringList() << QStringList() << false
            << QStringLiteral("Passphrase: [redacted]");
        QTest::newRow("quoted multi-word password")
            << QStringLiteral("            password: \"a b c\"\nnext: 1") << QStringList() << QStringList()
            << false << QStringLiteral("            password: [redacted]\nnext: 1");
        QTest::newRow("quoted assignment in prose")
            << QStringLiteral("set password=\"two words\" then") << QStringList() << QStringList() << false
            << QStringLiteral("set password=[redacted] then");
        QTest::newRow("token option")
            << QStringLiteral("hf download --token hf_abcdef123 model") << QStringList() << QStringList()
            << false << QStringLiteral("hf download --token [redacted] model");
        QTest::newRow("sshpass") << QStringLiteral("sshpass -p letmein ssh spark-2") << QStringList()
                                 << QStringList() << false
                                 << QStringLiteral("sshpass -p [redacted] ssh spark-2");
        QTest::newRow("bearer header")
            << QStringLiteral("Authorization: Bearer eyJhbGciOi.x.y") << QStringList() << QStringList()
            << false << QStringLiteral("Authorization: Bearer [redacted]");
        QTest::newRow("known secret anywhere")
            << QStringLiteral("[sudo] password for nvidia: S3cr3tPass\nS3cr3tPass")
            << QStringList{"S3cr3tPass"} << QStringList() << false
            << QStringLiteral("[sudo] password for nvidia: [redacted]\n[redacted]");
        QTest::newRow("too short a secret is ignored") << QStringLiteral("ab cd") << QStringList{"ab"}
                                                       << QStringList() << false << QStringLiteral("ab cd");
        QTest::newRow("addresses kept without masking")
            << QStringLiteral("inet 10.231.0.1/24 link/ether 30:c5:99:3f:4a:10") << QStringList()
            << QStringList{"nvidia"} << false
            << QStringLiteral("inet 10.231.0.1/24 link/ether 30:c5:99:3f:4a:10");
        QTest::newRow("addresses masked")
            << QStringLiteral("inet 10.231.0.1/24 link/ether 30:c5:99:3f:4a:10") << QStringList()
            << QStringList() << true << QStringLiteral("inet x.x.x.x/24 link/ether xx:xx:xx:xx:xx:xx");
        QTest::newRow("identity masked as a whole word")
            << QStringLiteral("nvidia@spark-1 ran nvidia-smi as nvidiauser") << QStringList()
            << QStringList{"nvidia"} << true
            << QStringLiteral("[redacted]@spark-1 ran [redacted]-smi as nvidiauser");
        QTest::newRow("firmware version is not an address")
            << QStringLiteral("firmware-version: 28.45.1020 (NVD0000000054)") << QStringList()
            << QStringList() << true << QStringLiteral("firmware-version: 28.45.1020 (NVD0000000054)");
    }
    // Netplan files other tools wrote (tests/data/netplan): no secret
    // survives, as a file, inside a unified diff, or through scrub(); the
    // structure around them does.
    void netplanFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("secrets");
        QTest::addColumn<QStringList>("kept");
        QTest::newRow("NetworkManager Wi-Fi")
            << QStringLiteral("90-NM-5b1c3f1e-9a57-4a36-8a56-0c2d2f7e9b11.yaml")
            << QStringList{"correct", "horse", "battery", "staple"}
            << QStringList{"key-management", "\"Lab WiFi 5G\":", "wifi-security.auth-alg: \"open\"",
                           "dhcp4: true"};
        QTest::newRow("WireGuard") << QStringLiteral("90-NM-wireguard.yaml")
                                   << QStringList{"cH4QC6W8kp6XRS8s9eN3ZrbvGkqxH5gEnbtNFb8V3Gk=",
                                                  "Yp8Bq1xG6q5w0bI8bKJ9ZzT3VvK2dP4v1t8xQy7pXmE="}
                                   << QStringList{"mode: \"wireguard\"", "allowed-ips:", "\"10.66.0.0/24\"",
                                                  "endpoint: \"203.0.113.7:51820\""};
    }
    void netplanFiles()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, secrets);
        QFETCH(QStringList, kept);
        QFile f(QStringLiteral(RAILYARD_TEST_DATA "/netplan/") + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString yaml = QString::fromUtf8(f.readAll());
        for (const QString &s : secrets)
            QVERIFY2(yaml.contains(s), qPrintable(s)); // the row tests something
        QString diff;
        for (const QString &line : yaml.split(QLatin1Char('\n')))
            diff += QLatin1Char('-') + line + QLatin1Char('\n');
        const QString asDiff =
            QStringLiteral("--- a/etc/netplan/x.yaml\n+++ /dev/null\n@@ -1,30 +0,0 @@\n") + diff;
        for (const QString &text :
             {Redactor::blankYamlSecrets(yaml), Redactor::blankYamlSecrets(asDiff), Redactor().scrub(yaml)}) {
            for (const QString &s : secrets)
                QVERIFY2(!text.contains(s), qPrintable(text));
            for (const QString &k : kept)
                QVERIFY2(text.contains(k), qPrintable(k + QStringLiteral(" missing in\n") + text));
        }
    }

    void scrub()
    {
        QFETCH(QString, input);
        QFETCH(QStringList, secrets);
        QFETCH(QStringList, identities);
        QFETCH(bool, mask);
        QFETCH(QString, expected);
        Redactor r;
        for (const QString &s : secrets)
            r.addSecret(s);
        for (const QString &i : identities)
            r.addIdentity(i);
        r.setMaskAddresses(mask);
        QCOMPARE(r.scrub(input), expected);
    }
};

QTEST_GUILESS_MAIN(TstRedactor)
#include "tst_redactor.moc"
