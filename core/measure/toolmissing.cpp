// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/toolmissing.h"

#include "diag/finding.h"
#include "diag/tooltable.h"

namespace railyard::measure {

QString ToolMissing::message() const
{
    return diag::ToolTable::toolMissing(node, tool).explanation;
}

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
    // The launcher's own report (a rank binary missing on some node).
    const auto reported = diag::ToolTable::missingTool(program, text);
    if (!reported)
        return std::nullopt;
    return ToolMissing{reported->node.isEmpty() ? node : reported->node, reported->tool,
                       installCommandFor(reported->tool)};
}

QString ToolMissing::installCommandFor(const QString &program)
{
    return diag::ToolTable::installCommand(program);
}

} // namespace railyard::measure
