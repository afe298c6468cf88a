// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace railyard::cli {

// railyard-cli inventory --project FILE | --demo SCENARIO [--format text|json]
class InventoryCommand
{
public:
    static int run(const QStringList &arguments);
};

} // namespace railyard::cli
