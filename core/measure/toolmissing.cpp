// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/toolmissing.h"

#include <QCoreApplication>

namespace railyard::measure {

QString ToolMissing::message() const
{
    return QCoreApplication::translate("railyard::measure::ToolMissing",
                                       "%1 is not installed on %2; install it with: %3")
        .arg(tool, node, installCommand);
}

std::optional<ToolMissing> ToolMissing::detect(const QString &node, const QString &program,
                                               const remote::CommandResult &result)
{
    const bool missing = result.status == remote::CommandStatus::FailedToStart ||
                         (result.status == remote::CommandStatus::Completed && result.exitCode == 127);
    if (!missing)
        return std::nullopt;
    return ToolMissing{node, program, installCommandFor(program)};
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
