// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandresult.h"

#include <QString>
#include <optional>

namespace railyard::measure {

// A measurement tool absent on a node: what to install, not a crash.
struct ToolMissing
{
    QString node;
    QString tool;           // "ib_write_bw"
    QString installCommand; // "sudo apt install perftest"

    QString message() const; // translated, names node, tool and the fix

    // Exit 127 (the shell's "command not found"), a program that could not
    // be started at all, or a launcher (mpirun) whose exit 1 comes with its
    // "unable to find / could not access or execute an executable" report:
    // then the tool and node are the rank binary and the node it was
    // missing on, as the report names them.
    static std::optional<ToolMissing> detect(const QString &node, const QString &program,
                                             const remote::CommandResult &result);
    static QString installCommandFor(const QString &program);
};

} // namespace railyard::measure
