// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/tooloutput.h"

#include <QString>
#include <QStringList>

namespace railyard::sim {

class SimCluster;

// Node-to-node SSH as MPI uses it: `ssh-keygen -t ed25519 -N '' -C C -f F`
// writes a (fake, deterministic) key pair; `ssh [-o ...] HOST [CMD]` logs in
// only when HOST answers over the real wiring, its host key is in the
// user's known_hosts (or railyard_known_hosts) and one of the user's keys
// is in the peer's authorized_keys, then runs CMD there, with OpenSSH's
// messages and exit code 255 otherwise.
class SshEmulator
{
public:
    // "ssh-ed25519 AAAA..." of a node's /etc/ssh/ssh_host_ed25519_key.pub.
    static QString hostKey(const QString &node);
    static ToolOutput keygen(SimCluster &cluster, const QString &node, const QStringList &args, bool root);
    static ToolOutput ssh(SimCluster &cluster, const QString &node, const QStringList &args, bool root);
};

} // namespace railyard::sim
