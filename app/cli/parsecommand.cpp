// SPDX-License-Identifier: GPL-3.0-or-later
#include "parsecommand.h"

#include "clioutput.h"

namespace railyard::cli {

int ParseCommand::run(const QStringList &)
{
    return CliOutput::usageError(QStringLiteral("parse is not built yet"));
}

} // namespace railyard::cli
