// SPDX-License-Identifier: GPL-3.0-or-later
#include "plancommand.h"

#include "clioutput.h"

namespace railyard::cli {

int PlanCommand::run(const QStringList &)
{
    return CliOutput::usageError(QStringLiteral("plan is not built yet"));
}

} // namespace railyard::cli
