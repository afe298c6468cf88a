// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "apply/applyoptions.h"
#include "apply/nodechange.h"
#include "apply/nodesnapshot.h"
#include "apply/peersshplanner.h"

namespace railyard::plan {
struct NetworkPlan;
struct PlannedNode;
} // namespace railyard::plan

namespace railyard::apply {

// Turns the plan and what a node has now into the node's NodeChange: files
// to back up and move, the new netplan file, the journal's restore and
// guard scripts, and every command, all built through CommandBuilder.
class ChangePlanner
{
public:
    // decide.sh's exit status when the guard decided first.
    static constexpr int ExitGuardDecided = 75;
    // A rollback claims and restores in one command, `netplan apply` included.
    static constexpr int RollbackTimeoutMs = 180000;

    static NodeChange compute(const plan::NetworkPlan &plan, const plan::PlannedNode &node,
                              const NodeSnapshot &snapshot, const ApplyOptions &options,
                              const QString &journalId, const PeerSshInput &ssh = {});
    // Whether the node's runtime state already equals the plan.
    static bool runtimeMatches(const plan::NetworkPlan &plan, const plan::PlannedNode &node,
                               const NodeSnapshot &snapshot);
    static QString newJournalId();
    static QString netplanFilePath(const ApplyOptions &options);
};

} // namespace railyard::apply
