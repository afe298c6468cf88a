// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace railyard::cli {

// railyard-cli parse KIND FILE
class ParseCommand
{
public:
    static int run(const QStringList &arguments);
};

} // namespace railyard::cli
