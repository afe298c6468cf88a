// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace railyard::cli {

// railyard-cli verify --project FILE | --demo SCENARIO [--format text|json]
class VerifyCommand
{
public:
    static int run(const QStringList &arguments);
};

} // namespace railyard::cli
