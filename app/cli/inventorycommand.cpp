// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventorycommand.h"

#include "clioutput.h"

namespace railyard::cli {

int InventoryCommand::run(const QStringList &)
{
    return CliOutput::usageError(QStringLiteral("inventory is not built yet"));
}

} // namespace railyard::cli
