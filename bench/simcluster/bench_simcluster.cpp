// SPDX-License-Identifier: GPL-3.0-or-later
// Prints bring-up and tear-down times of tests/sim/simcluster for 2 and 8
// nodes (aim: 8 nodes up in under 10 s on 2 cores). Needs root.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <cstdio>
#include <unistd.h>

namespace {

qint64 timed(const QStringList &args, bool *ok)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RAILYARD_SIMTOOL"),
               QStringLiteral(RAILYARD_BINARY_DIR "/app/simtool/railyard-simtool"));
    env.insert(QStringLiteral("SIMCLUSTER_QUIET"), QStringLiteral("1"));
    p.setProcessEnvironment(env);
    QElapsedTimer t;
    t.start();
    p.start(QStringLiteral(RAILYARD_SOURCE_DIR "/tests/sim/simcluster"), args);
    *ok = p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (!*ok)
        std::fprintf(stderr, "%s\n", p.readAllStandardError().constData());
    return t.elapsed();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (::geteuid() != 0) {
        std::printf("bench_simcluster: skipped, needs root (network namespaces, sshd)\n");
        return 0;
    }
    const int rounds = argc > 1 ? std::max(1, atoi(argv[1])) : 3;
    for (const char *scenario : {"healthy-pair", "healthy-switch8"}) {
        qint64 upSum = 0;
        qint64 downSum = 0;
        qint64 upMax = 0;
        for (int i = 0; i < rounds; ++i) {
            const QString name = QStringLiteral("rb%1").arg(QRandomGenerator::global()->bounded(0x100000), 5,
                                                            16, QLatin1Char('0'));
            bool ok = false;
            const qint64 up = timed({QStringLiteral("up"), QStringLiteral("--scenario"),
                                     QLatin1String(scenario), QStringLiteral("--name"), name},
                                    &ok);
            bool downOk = false;
            const qint64 down = timed({QStringLiteral("down"), QStringLiteral("--name"), name}, &downOk);
            if (!ok || !downOk)
                return 1;
            upSum += up;
            downSum += down;
            upMax = std::max(upMax, up);
        }
        std::printf("%-16s up %6.2f s (max %.2f)   down %6.2f s   (%d rounds)\n", scenario,
                    upSum / 1000.0 / rounds, upMax / 1000.0, downSum / 1000.0 / rounds, rounds);
    }
    return 0;
}
