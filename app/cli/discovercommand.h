// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace railyard::cli {

// railyard-cli discover --project FILE | --demo SCENARIO [--format text|json]
class DiscoverCommand
{
public:
    static int run(const QStringList &arguments);
};

} // namespace railyard::cli
