// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace railyard::cli {

// railyard-cli adopt (--node NAME=[USER@]ADDR[:PORT]... | --project FILE | --demo SCENARIO)
//                    [--out FILE [--force]] [--format text|json]
class AdoptCommand
{
public:
    static int run(const QStringList &arguments);
};

} // namespace railyard::cli
