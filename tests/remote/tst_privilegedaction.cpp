// SPDX-License-Identifier: GPL-3.0-or-later
// The root actions of the GUI on a Spark: the shipped polkit policy names
// exactly remote::PrivilegedAction's entries (one action each, the helper's
// path and the entry as its first argument), and railyard-helper runs what
// an action allows and refuses everything else. Whether each program core
// runs as root is covered is checked where those commands run
// (tst_simapply).
#include "remote/commandbuilder.h"
#include "remote/localtransport.h"
#include "remote/privilegedaction.h"
#include "remote/remotecommand.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <unistd.h>

using namespace railyard::remote;

namespace {

struct PolicyAction
{
    QString id;
    QString execPath;
    QString argv1;
    bool russian = false;
};

QList<PolicyAction> readPolicy(QString *error)
{
    QFile f(QStringLiteral(RAILYARD_SOURCE_DIR "/installer/org.railyard.railyard.policy"));
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return {};
    }
    QXmlStreamReader xml(&f);
    QList<PolicyAction> actions;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("action")) {
            actions.append({xml.attributes().value(QLatin1String("id")).toString(), {}, {}, false});
        } else if (xml.name() == QLatin1String("annotate") && !actions.isEmpty()) {
            const QString key = xml.attributes().value(QLatin1String("key")).toString();
            const QString value = xml.readElementText();
            if (key == QLatin1String("org.freedesktop.policykit.exec.path"))
                actions.last().execPath = value;
            else if (key == QLatin1String("org.freedesktop.policykit.exec.argv1"))
                actions.last().argv1 = value;
        } else if (xml.name() == QLatin1String("message") && !actions.isEmpty() &&
                   xml.attributes().value(QLatin1String("xml:lang")) == QLatin1String("ru")) {
            actions.last().russian = true;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return actions;
}

int runHelper(const QStringList &args, QByteArray *out, QByteArray *err)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_BINARY_DIR "/app/helper/railyard-helper"), args);
    p.waitForFinished(10000);
    *out = p.readAllStandardOutput();
    *err = p.readAllStandardError();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

class TestPrivilegedAction : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void policyNamesEveryAction()
    {
        QString error;
        const QList<PolicyAction> actions = readPolicy(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(actions.size(), PrivilegedAction::all().size());
        for (const PrivilegedAction::Entry &e : PrivilegedAction::all()) {
            const auto it = std::find_if(actions.begin(), actions.end(), [&](const PolicyAction &a) {
                return a.id == PrivilegedAction::polkitId(e.name);
            });
            QVERIFY2(it != actions.end(), qPrintable(e.name));
            QCOMPARE(it->execPath, PrivilegedAction::helperPath());
            QCOMPARE(it->argv1, e.name);
            QVERIFY2(it->russian, qPrintable(e.name + QStringLiteral(": no Russian message")));
        }
    }

    void programsBelongToOneAction()
    {
        QSet<QString> seen;
        for (const PrivilegedAction::Entry &e : PrivilegedAction::all()) {
            for (const QString &p : e.programs) {
                QVERIFY2(!seen.contains(p), qPrintable(p));
                QVERIFY(!p.contains(QLatin1Char('/')));
                seen.insert(p);
            }
        }
        QCOMPARE(PrivilegedAction::forProgram(QStringLiteral("netplan"))->name,
                 QStringLiteral("configure-network"));
        QVERIFY(!PrivilegedAction::forProgram(QStringLiteral("bash")));
    }

    void helperRefuses_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no separator") << QStringList{"configure-network", "netplan"} << 2 << "usage";
        QTest::newRow("unknown action")
            << QStringList{"everything", "--", "cat", "/etc/hostname"} << 126 << "unknown action";
        QTest::newRow("program of another action")
            << QStringList{"read-network-config", "--", "netplan", "apply"} << 126
            << "does not run 'netplan'";
        QTest::newRow("a shell") << QStringList{"configure-network", "--", "bash", "-c", "id"} << 126
                                 << "does not run 'bash'";
        QTest::newRow("a path") << QStringList{"read-network-config", "--", "/bin/cat", "/etc/hostname"}
                                << 126 << "does not run '/bin/cat'";
    }

    void helperRefuses()
    {
        // A guard.sh anybody may write: the name alone must not do.
        QDir().mkpath(QStringLiteral("/tmp/railyard-helper-test"));
        QFile loose(QStringLiteral("/tmp/railyard-helper-test/guard.sh"));
        if (loose.open(QIODevice::WriteOnly)) {
            loose.write("id\n");
            loose.close();
            loose.setPermissions(QFileDevice::Permissions(0x6666));
        }
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        if (::geteuid() != 0 && exitCode == 126)
            QSKIP("the helper checks its actions only when run as root (as pkexec runs it)");
        QByteArray out, err;
        QCOMPARE(runHelper(args, &out, &err), exitCode);
        QVERIFY2(QString::fromUtf8(err).contains(message), err.constData());
        QVERIFY(out.isEmpty());
    }

    void journalScriptOfRoot()
    {
        if (::geteuid() != 0)
            QSKIP("a script owned by root needs root to write");
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("decide.sh"));
        QFile f(script);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("echo decided\n");
        f.close();
        QVERIFY(f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
        QVERIFY(PrivilegedAction::checkArguments(QStringLiteral("sh"), {script, QStringLiteral("confirm")}));
        QVERIFY(PrivilegedAction::checkArguments(QStringLiteral("setsid"),
                                                 {QStringLiteral("-f"), QStringLiteral("sh"), script}));
        QByteArray out, err;
        QCOMPARE(runHelper({"configure-network", "--", "sh", script}, &out, &err), 0);
        QCOMPARE(out, QByteArray("decided\n"));
        QVERIFY(f.setPermissions(f.permissions() | QFileDevice::WriteOther));
        QVERIFY(!PrivilegedAction::checkArguments(QStringLiteral("sh"), {script}));
    }

    void helperRunsAnAllowedProgram()
    {
        if (::geteuid() != 0)
            QSKIP("the helper runs programs only as root (as pkexec runs it)");
        QByteArray out, err;
        QCOMPARE(runHelper({"read-network-config", "--", "cat", "/proc/self/environ"}, &out, &err), 0);
        // A clean environment: LC_ALL=C and the system PATH, nothing of the caller's.
        QList<QByteArray> env = out.split('\0');
        env.removeAll(QByteArray());
        std::sort(env.begin(), env.end());
        QCOMPARE(env, (QList<QByteArray>{"LC_ALL=C", "PATH=/usr/sbin:/usr/bin:/sbin:/bin"}));
    }

    void transportCommandLine()
    {
        const RemoteCommand apply =
            CommandBuilder(QStringLiteral("netplan")).word(QStringLiteral("apply")).asRoot().build().value();
        // The GUI of a user: polkit for the action the program belongs to.
        QCOMPARE(LocalTransport::commandLine(apply, LocalTransport::Privilege::Pkexec, false).value(),
                 (QStringList{"pkexec", "/usr/libexec/railyard/railyard-helper", "configure-network", "--",
                              "netplan", "apply"}));
        // The CLI of a user: sudo, never asking on a terminal it does not have.
        QCOMPARE(LocalTransport::commandLine(apply, LocalTransport::Privilege::Sudo, false).value(),
                 (QStringList{"sudo", "-n", "--", "netplan", "apply"}));
        // Root already, or nothing that needs it: the command itself.
        QCOMPARE(LocalTransport::commandLine(apply, LocalTransport::Privilege::Pkexec, true).value(),
                 (QStringList{"netplan", "apply"}));
        const RemoteCommand plain = CommandBuilder(QStringLiteral("hostname")).build().value();
        QCOMPARE(LocalTransport::commandLine(plain, LocalTransport::Privilege::Pkexec, false).value(),
                 QStringList{"hostname"});
        // A root command no action allows is refused before anything starts.
        const RemoteCommand shell = CommandBuilder(QStringLiteral("bash")).asRoot().build().value();
        const railyard::Result<QStringList> refused =
            LocalTransport::commandLine(shell, LocalTransport::Privilege::Pkexec, false);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(QStringLiteral("no privileged action")),
                 qPrintable(refused.error().message));
    }
};

QTEST_GUILESS_MAIN(TestPrivilegedAction)
#include "tst_privilegedaction.moc"
