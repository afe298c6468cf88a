// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/tooloutput.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace railyard::sim {

class SimCluster;

// The file tools an apply and an undo run on a node, over the node's
// SimFileSystem, with GNU coreutils' messages and exit codes: ls, install,
// cp, mv, mkdir, rm, rmdir, touch, chmod, test / [, stat -c, sha256sum,
// printenv, cmp, sed -i (line deletions), df.
class CoreutilsEmulator
{
public:
    static QStringList programs();
    static bool handles(const QString &program) { return programs().contains(program); }
    static ToolOutput run(SimCluster &cluster, const QString &node, const QString &program,
                          const QStringList &args, const QByteArray &stdinData, bool root);
};

} // namespace railyard::sim
