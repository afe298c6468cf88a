// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace railyard::sim {

// What a command costs in waiting on a real node, beyond what the tool
// emulators already spend (perftest's -D, NCCL's run, ping's timeout): the
// SSH login once per node, the exec of every command on the open session,
// sudo, and the tool's own run (netplan's Python, a ping round trip). With it
// the in-process simulator waits like real nodes do but spends no host CPU
// on it, so a fan-out over 8 or 32 simulated nodes shows the controller's
// own cost (bench/fanout). Every figure names where it comes from.
class LatencyModel
{
public:
    struct Cost
    {
        QString key; // "login", "exec", "sudo", "netplan apply", ...
        double seconds = 0;
        QString source;
    };

    // The table, in the order the bench prints it.
    static const QList<Cost> &costs();
    static double cost(const QString &key);

    // Waiting time of one command: exec, sudo when it runs as root or
    // through sudo, and the tool's own cost. `script` is the text of a
    // `sh SCRIPT` the command runs (the journal's scripts run netplan apply).
    static double commandSeconds(const QString &program, const QStringList &arguments, bool asRoot,
                                 const QByteArray &script = {});
    // The tool's own cost for `program ARGS` after wrappers (sudo, env,
    // timeout) are taken off; 0 for a tool the emulator already times.
    static double toolSeconds(const QString &program, const QStringList &arguments);
    // The script a command runs as `[sudo] sh /PATH ...` (also under
    // setsid), for commandSeconds; empty when it runs none.
    static QString scriptPath(const QString &program, const QStringList &arguments);
};

} // namespace railyard::sim
