// SPDX-License-Identifier: GPL-3.0-or-later
// The front ends call ProcessHardening first in main(): afterwards the
// process is not dumpable and may write no core file.
#include "util/processhardening.h"

#include <QFile>
#include <QProcess>
#include <QTest>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

using railyard::util::ProcessHardening;

class TestProcessHardening : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void notDumpableAfterwards()
    {
        QCOMPARE(::prctl(PR_GET_DUMPABLE, 0, 0, 0, 0), 1); // the test itself starts dumpable
        QVERIFY(ProcessHardening::forbidCoreDumps());
        QCOMPARE(::prctl(PR_GET_DUMPABLE, 0, 0, 0, 0), 0);
        rlimit core{};
        QCOMPARE(::getrlimit(RLIMIT_CORE, &core), 0);
        QCOMPARE(core.rlim_cur, rlim_t(0));
    }

    // What main() does, seen from outside: a running railyard-cli has a
    // root-owned /proc entry (the kernel's mark of a non-dumpable process).
    void cliIsNotDumpable()
    {
        const QString cli = QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli");
        if (!QFile::exists(cli))
            QSKIP("railyard-cli is not built");
        // As another user than root, so the owner tells: a dumpable process's
        // /proc entries belong to its user, a non-dumpable one's to root.
        QStringList args{QStringLiteral("monitor"), QStringLiteral("--demo"), QStringLiteral("healthy-pair"),
                         QStringLiteral("--seconds"), QStringLiteral("30")};
        QString program = cli;
        if (::geteuid() == 0) {
            args = QStringList{QStringLiteral("--reuid=nobody"), QStringLiteral("--regid=nogroup"),
                               QStringLiteral("--clear-groups"), QStringLiteral("--"), cli} +
                   args;
            program = QStringLiteral("setpriv");
        }
        QProcess p;
        p.start(program, args);
        QVERIFY(p.waitForStarted());
        // setpriv execs the CLI in the same process (pid) once it has switched user.
        QTRY_VERIFY_WITH_TIMEOUT(QFile(QStringLiteral("/proc/%1/exe").arg(p.processId()))
                                     .symLinkTarget()
                                     .endsWith(QLatin1String("railyard-cli")),
                                 20000);
        // Until main() has run (loading Qt takes long on a busy machine) the
        // entry is still the user's; it must turn to root, whenever that is.
        const auto owner = [pid = p.processId()] {
            QProcess stat;
            stat.start(QStringLiteral("stat"), {QStringLiteral("-c"), QStringLiteral("%U"),
                                                QStringLiteral("/proc/%1/environ").arg(pid)});
            stat.waitForFinished(5000);
            return stat.readAllStandardOutput().trimmed();
        };
        QTRY_COMPARE_WITH_TIMEOUT(owner(), QByteArray("root"), 20000);
        p.kill();
        p.waitForFinished();
    }
};

QTEST_GUILESS_MAIN(TestProcessHardening)
#include "tst_processhardening.moc"
