// SPDX-License-Identifier: GPL-3.0-or-later
#include "discovercommand.h"

#include "clioutput.h"

namespace railyard::cli {

int DiscoverCommand::run(const QStringList &)
{
    return CliOutput::usageError(QStringLiteral("discover is not built yet"));
}

} // namespace railyard::cli
