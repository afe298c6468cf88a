// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/toolmissing.h"

#include <QTest>

using namespace railyard;
using namespace railyard::measure;

namespace {

// Open MPI 4.1 when a rank's binary is not on its node (orterun help text).
const char CouldNotAccess[] = "--------------------------------------------------------------------------\n"
                              "mpirun was unable to launch the specified application as it could not access\n"
                              "or execute an executable:\n\n"
                              "Executable: /home/ry/nccl-tests/build/all_gather_perf\n"
                              "Node: spark-2\n\n"
                              "while attempting to start process rank 1.\n"
                              "--------------------------------------------------------------------------\n"
                              "2 total processes failed to start\n";

// The same failure when the launch node itself lacks the binary.
const char UnableToFind[] = "--------------------------------------------------------------------------\n"
                            "mpirun was unable to find the specified executable file, and therefore\n"
                            "did not launch the job.  This error was first reported for process\n"
                            "rank 0; it may have occurred for other processes as well.\n\n"
                            "NOTE: A common cause for this error is misspelling a mpirun command\n"
                            "      line parameter option (remember that mpirun interprets the first\n"
                            "      unrecognized command line token as the executable).\n\n"
                            "Node:       spark-1\n"
                            "Executable: all_reduce_perf\n"
                            "--------------------------------------------------------------------------\n";

// A rank that started and then failed: not a missing tool.
const char NcclFailure[] = "spark-1: Test NCCL failure common.cu:1005 'unhandled system error'\n"
                           "--------------------------------------------------------------------------\n"
                           "Primary job  terminated normally, but 1 process returned\n"
                           "a non-zero exit code. Per user-direction, the job has been aborted.\n";

remote::CommandResult result(remote::CommandStatus status, int exitCode, const QByteArray &err)
{
    remote::CommandResult r;
    r.status = status;
    r.exitCode = exitCode;
    r.stderrData = err;
    return r;
}

} // namespace

class TestToolMissing : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void detect_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("stderrText");
        QTest::addColumn<bool>("missing");
        QTest::addColumn<QString>("node");
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QString>("install");

        const int completed = int(remote::CommandStatus::Completed);
        QTest::newRow("shell command not found (127)")
            << QStringLiteral("ib_write_bw") << completed << 127
            << QByteArray("sh: 1: ib_write_bw: not found\n") << true << QStringLiteral("spark-1")
            << QStringLiteral("ib_write_bw") << QStringLiteral("sudo apt install perftest");
        QTest::newRow("connection failure is not a missing tool")
            << QStringLiteral("mpirun") << int(remote::CommandStatus::FailedToStart) << -1 << QByteArray()
            << false << QString() << QString() << QString();
        QTest::newRow("mpirun: rank binary not accessible on a peer (exit 1)")
            << QStringLiteral("mpirun") << completed << 1 << QByteArray(CouldNotAccess) << true
            << QStringLiteral("spark-2") << QStringLiteral("all_gather_perf")
            << QStringLiteral("git clone https://github.com/NVIDIA/nccl-tests && make -C nccl-tests MPI=1 "
                              "MPI_HOME=/usr/lib/aarch64-linux-gnu/openmpi");
        QTest::newRow("mpirun: unable to find the executable (exit 1)")
            << QStringLiteral("mpirun") << completed << 1 << QByteArray(UnableToFind) << true
            << QStringLiteral("spark-1") << QStringLiteral("all_reduce_perf")
            << QStringLiteral("git clone https://github.com/NVIDIA/nccl-tests && make -C nccl-tests MPI=1 "
                              "MPI_HOME=/usr/lib/aarch64-linux-gnu/openmpi");
        QTest::newRow("mpirun: rank failed after starting (exit 1)")
            << QStringLiteral("mpirun") << completed << 1 << QByteArray(NcclFailure) << false << QString()
            << QString() << QString();
        QTest::newRow("missing-executable text but exit 0")
            << QStringLiteral("mpirun") << completed << 0 << QByteArray(CouldNotAccess) << false << QString()
            << QString() << QString();
        QTest::newRow("cancelled run")
            << QStringLiteral("mpirun") << int(remote::CommandStatus::Cancelled) << -1
            << QByteArray(CouldNotAccess) << false << QString() << QString() << QString();
        QTest::newRow("plain failure (exit 1)") << QStringLiteral("ib_write_bw") << completed << 1
                                                << QByteArray(" Couldn't find device rocep1s0f0\n") << false
                                                << QString() << QString() << QString();
    }

    void detect()
    {
        QFETCH(QString, program);
        QFETCH(int, status);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, stderrText);
        QFETCH(bool, missing);
        QFETCH(QString, node);
        QFETCH(QString, tool);
        QFETCH(QString, install);
        const auto found = ToolMissing::detect(QStringLiteral("spark-1"), program,
                                               result(remote::CommandStatus(status), exitCode, stderrText));
        QCOMPARE(found.has_value(), missing);
        if (!found)
            return;
        QCOMPARE(found->node, node);
        QCOMPARE(found->tool, tool);
        QCOMPARE(found->installCommand, install);
        QVERIFY(found->message().contains(tool));
        QVERIFY(found->message().contains(node));
    }

    void messageOnStdoutToo()
    {
        // mpirun's help text goes to stderr, but a transport may merge the streams.
        remote::CommandResult r = result(remote::CommandStatus::Completed, 1, {});
        r.stdoutData = CouldNotAccess;
        const auto found = ToolMissing::detect(QStringLiteral("spark-1"), QStringLiteral("mpirun"), r);
        QVERIFY(found);
        QCOMPARE(found->tool, QStringLiteral("all_gather_perf"));
        QCOMPARE(found->node, QStringLiteral("spark-2"));
    }
};

QTEST_GUILESS_MAIN(TestToolMissing)
#include "tst_toolmissing.moc"
