// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/hostkeyverifier.h"
#include "remote/knownhostsfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QMessageAuthenticationCode>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard::remote;

namespace {

// A real ed25519 public key blob (ssh-keygen output) and its OpenSSH fingerprint.
const QByteArray kKey = "AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl";

QByteArray hashed(const QByteArray &name, const QByteArray &salt)
{
    return "|1|" + salt.toBase64() + '|' +
           QMessageAuthenticationCode::hash(name, salt, QCryptographicHash::Sha1).toBase64();
}

} // namespace

class TstKnownHostsFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hostFieldMatches_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("matches");
        QTest::newRow("plain") << "10.0.0.1"
                               << "10.0.0.1" << true;
        QTest::newRow("list") << "spark-1,10.0.0.1"
                              << "10.0.0.1" << true;
        QTest::newRow("port-form") << "[10.0.0.1]:2222"
                                   << "[10.0.0.1]:2222" << true;
        QTest::newRow("port-differs") << "10.0.0.1"
                                      << "[10.0.0.1]:2222" << false;
        QTest::newRow("wildcard") << "*.lab"
                                  << "spark.lab" << true;
        QTest::newRow("negated") << "*.lab,!bad.lab"
                                 << "bad.lab" << false;
        QTest::newRow("hashed") << QString::fromLatin1(hashed("10.0.0.7", "saltsaltsaltsaltsalt"))
                                << "10.0.0.7" << true;
        QTest::newRow("hashed-other")
            << QString::fromLatin1(hashed("10.0.0.7", "saltsaltsaltsaltsalt")) << "10.0.0.8" << false;
    }
    void hostFieldMatches()
    {
        QFETCH(QString, field);
        QFETCH(QString, name);
        QTEST(KnownHostsFile::hostFieldMatches(field, name), "matches");
    }

    void appendAndRead()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/known_hosts"));
        KnownHostsFile file(path);
        QVERIFY(file.entriesFor(QStringLiteral("10.0.0.1"), 22).isEmpty());
        QVERIFY(file.append("10.0.0.1 ssh-ed25519 " + kKey));
        QVERIFY(file.append("[10.0.0.1]:2222 ssh-ed25519 " + kKey + '\n'));
        QVERIFY(file.append("@revoked 10.0.0.1 ssh-ed25519 " + kKey));
        const auto entries = file.entriesFor(QStringLiteral("10.0.0.1"), 22);
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries[0].keyType, QStringLiteral("ssh-ed25519"));
        QCOMPARE(entries[0].keyBlob, QByteArray::fromBase64(kKey));
        QCOMPARE(file.entriesFor(QStringLiteral("10.0.0.1"), 2222).size(), 1);
        QVERIFY(QFile::permissions(path) == (QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                             QFileDevice::ReadUser | QFileDevice::WriteUser));
    }

    void fingerprintFormat()
    {
        const QString fp = HostKeyVerifier::fingerprintOfBlob(QByteArray::fromBase64(kKey));
        QVERIFY(fp.startsWith(QLatin1String("SHA256:")));
        QCOMPARE(fp.size(), 7 + 43); // 32 bytes, base64 without '=' padding
        QVERIFY(!fp.endsWith(QLatin1Char('=')));
        QVERIFY(HostKeyVerifier::sameFingerprint(fp, fp.mid(7)));
        QVERIFY(HostKeyVerifier::sameFingerprint(fp, fp + QLatin1Char('=')));
        QVERIFY(!HostKeyVerifier::sameFingerprint(fp, QStringLiteral("SHA256:")));
    }

    // One managed file for the GUI and the CLI, whatever the application's
    // name (issue #15, item 16): XDG_DATA_HOME, else ~/.local/share.
    void managedPath_data()
    {
        QTest::addColumn<QByteArray>("xdg");
        QTest::addColumn<QString>("path");
        QTest::newRow("set") << QByteArray("/srv/lab/data")
                             << QStringLiteral("/srv/lab/data/railyard/known_hosts");
        QTest::newRow("unset") << QByteArray()
                               << QDir::homePath() + QStringLiteral("/.local/share/railyard/known_hosts");
        // The XDG spec: a relative value is invalid and ignored.
        QTest::newRow("relative") << QByteArray("data")
                                  << QDir::homePath() + QStringLiteral("/.local/share/railyard/known_hosts");
    }
    void managedPath()
    {
        QFETCH(QByteArray, xdg);
        QFETCH(QString, path);
        const QByteArray saved = qgetenv("XDG_DATA_HOME");
        const bool had = qEnvironmentVariableIsSet("XDG_DATA_HOME");
        if (xdg.isEmpty())
            qunsetenv("XDG_DATA_HOME");
        else
            qputenv("XDG_DATA_HOME", xdg);
        QCoreApplication::setApplicationName(QStringLiteral("railyard-cli"));
        const QString asCli = KnownHostsFile::managedPath();
        QCoreApplication::setApplicationName(QStringLiteral("railyard"));
        const QString asGui = KnownHostsFile::managedPath();
        if (had)
            qputenv("XDG_DATA_HOME", saved);
        else
            qunsetenv("XDG_DATA_HOME");
        QCOMPARE(asCli, path);
        QCOMPARE(asGui, path);
    }

    void projectPath_data()
    {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("project");
        QTest::addColumn<QString>("path");
        QTest::newRow("none") << QString() << QStringLiteral("/lab/railyard.yaml") << QString();
        QTest::newRow("relative") << QStringLiteral("known_hosts") << QStringLiteral("/lab/p/railyard.yaml")
                                  << QStringLiteral("/lab/p/known_hosts");
        QTest::newRow("absolute") << QStringLiteral("/etc/ssh/ssh_known_hosts")
                                  << QStringLiteral("/lab/railyard.yaml")
                                  << QStringLiteral("/etc/ssh/ssh_known_hosts");
        QTest::newRow("home") << QStringLiteral("~/lab/known_hosts") << QStringLiteral("/lab/railyard.yaml")
                              << QDir::homePath() + QStringLiteral("/lab/known_hosts");
    }
    void projectPath()
    {
        QFETCH(QString, setting);
        QFETCH(QString, project);
        QFETCH(QString, path);
        QCOMPARE(KnownHostsFile::projectPath(setting, project), path);
    }

    // What the question and the CLI's refusal say of a project's file.
    void offeredNote()
    {
        HostKeyInfo key;
        key.host = QStringLiteral("10.0.0.2");
        key.keyType = QStringLiteral("ssh-ed25519");
        key.fingerprint = HostKeyVerifier::fingerprintOfBlob(QByteArray::fromBase64(kKey));
        QVERIFY(HostKeyVerifier::offeredNote(key).isEmpty());
        key.offeredBy = QStringLiteral("/lab/known_hosts");
        key.offeredFingerprints = {QStringLiteral("ssh-ed25519 ") + key.fingerprint};
        QVERIFY(key.offeredMatches());
        QVERIFY(HostKeyVerifier::offeredNote(key).contains(QLatin1String("lists this key")));
        QVERIFY(HostKeyVerifier::offeredNote(key).contains(QLatin1String("not proof")));
        key.offeredFingerprints = {QStringLiteral("ssh-ed25519 SHA256:other")};
        QVERIFY(!key.offeredMatches());
        QVERIFY(HostKeyVerifier::offeredNote(key).contains(QLatin1String("lists a different key")));
        QVERIFY(HostKeyVerifier::offeredNote(key).contains(QLatin1String("SHA256:other")));
    }
};

QTEST_GUILESS_MAIN(TstKnownHostsFile)
#include "tst_knownhostsfile.moc"
