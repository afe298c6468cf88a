// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace railyard::apply {

struct ApplyOptions
{
    enum class Mode
    {
        Persistent,
        Temporary
    };

    Mode mode = Mode::Persistent;
    // The guard on each node restores the journal unless confirmed within this time.
    int confirmTimeoutSeconds = 60;
    // Before go-live: the journal's guard restores a node whose apply has
    // not gone live within this time (the controller died, or the node
    // hung). Separate from the confirm window, and longer: the steps before
    // go-live leave what the node runs alone, and eight slow nodes need time.
    int prepareTimeoutSeconds = 300;
    bool dryRun = false;
    // Root-only; one directory per node below it, so nodes sharing a file
    // system (the namespace cluster) never mix their journals.
    QString journalRoot = QStringLiteral("/var/lib/railyard/journal");
    QString netplanDir = QStringLiteral("/etc/netplan");
    // Empty: a fresh id from the clock. Sorts in time order.
    QString journalId;
    // Where jobs are launched from: gets ~/.railyard/nccl.env and
    // ~/.railyard/hostfile. Empty: the first node of the plan.
    QString launchNode;
    bool launchFiles = true;
    // Node-to-node SSH for MPI/NCCL (keys, authorized_keys, known_hosts, ~/.ssh/config).
    bool peerSsh = true;
};

} // namespace railyard::apply
