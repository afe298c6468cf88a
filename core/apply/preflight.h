// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "apply/applyoptions.h"
#include "apply/nodesnapshot.h"
#include "diag/finding.h"

#include <QList>
#include <QMap>

namespace railyard::plan {
struct NetworkPlan;
}

namespace railyard::apply {

// The checks that must all pass before anything changes. Each failure is
// an Error finding naming the node and the cause; ids start with
// "preflight-" (docs/cli.md).
class Preflight
{
public:
    // Below this on the netplan directory's file system, nothing is written.
    static constexpr qint64 MinimumFreeBytes = 64 * 1024;

    static QStringList requiredTools(const ApplyOptions &options);

    // `tools`: per node, program -> found (from `which`); `sudoErrors`: per
    // node, why root commands fail (absent: sudo works).
    static QList<diag::Finding> check(const plan::NetworkPlan &plan, const QList<NodeSnapshot> &snapshots,
                                      const ApplyOptions &options,
                                      const QMap<QString, QStringList> &missingTools,
                                      const QMap<QString, QString> &sudoErrors);
};

} // namespace railyard::apply
