// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace railyard::cli {

// railyard-cli undo --project FILE | --demo SCENARIO [--node NAME]... [--sudo-password-file FILE]
//     [--journal-root DIR] [--format text|json]
class UndoCommand
{
public:
    static int run(const QStringList &arguments);
};

} // namespace railyard::cli
