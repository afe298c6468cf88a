// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/toolmissing.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace railyard::measure {

QString ToolMissing::message() const
{
    return QCoreApplication::translate("railyard::measure::ToolMissing",
                                       "%1 is not installed on %2; install it with: %3")
        .arg(tool, node, installCommand);
}

namespace {

// Open MPI's wordings for a rank binary it could not start (help-orterun /
// prte help files); the text wraps at 76 columns, so match on whitespace-
// normalised output.
bool launcherReportsMissing(const QString &text)
{
    const QString flat = text.simplified();
    return flat.contains(QLatin1String("was unable to find the specified executable file")) ||
           flat.contains(QLatin1String("could not access or execute an executable"));
}

QString field(const QString &text, const QString &name)
{
    const QRegularExpression re(QStringLiteral("^\\s*%1:\\s*(\\S+)\\s*$").arg(name),
                                QRegularExpression::MultilineOption);
    return re.match(text).captured(1);
}

} // namespace

std::optional<ToolMissing> ToolMissing::detect(const QString &node, const QString &program,
                                               const remote::CommandResult &result)
{
    // Only the shell's 127 says the program is absent: FailedToStart is the
    // transport failing (connection refused, sudo refused), and telling the
    // user to install perftest on a node whose sshd died would mislead.
    const bool missing = result.status == remote::CommandStatus::Completed && result.exitCode == 127;
    if (missing)
        return ToolMissing{node, program, installCommandFor(program)};
    if (result.status != remote::CommandStatus::Completed || result.exitCode == 0)
        return std::nullopt;
    const QString text =
        QString::fromUtf8(result.stderrData) + QLatin1Char('\n') + QString::fromUtf8(result.stdoutData);
    if (!launcherReportsMissing(text))
        return std::nullopt;
    QString tool = field(text, QStringLiteral("Executable"));
    tool = tool.mid(tool.lastIndexOf(QLatin1Char('/')) + 1);
    if (tool.isEmpty())
        tool = program;
    const QString where = field(text, QStringLiteral("Node"));
    return ToolMissing{where.isEmpty() ? node : where, tool, installCommandFor(tool)};
}

QString ToolMissing::installCommandFor(const QString &program)
{
    if (program.startsWith(QLatin1String("ib_")))
        return QStringLiteral("sudo apt install perftest");
    if (program.endsWith(QLatin1String("_perf")))
        return QStringLiteral("git clone https://github.com/NVIDIA/nccl-tests && make -C nccl-tests MPI=1 "
                              "MPI_HOME=/usr/lib/aarch64-linux-gnu/openmpi");
    if (program == QLatin1String("mpirun"))
        return QStringLiteral("sudo apt install openmpi-bin");
    if (program == QLatin1String("ethtool"))
        return QStringLiteral("sudo apt install ethtool");
    if (program == QLatin1String("gpu_burn"))
        return QStringLiteral("git clone https://github.com/wilicc/gpu-burn && make -C gpu-burn");
    if (program == QLatin1String("pkill"))
        return QStringLiteral("sudo apt install procps");
    return QStringLiteral("sudo apt install %1").arg(program);
}

} // namespace railyard::measure
