// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/tooloutput.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace railyard::sim {

class SimCluster;

// Answers a command on a node from the model, in the exact layout of the
// real tool: ibdev2netdev, rdma link, ethtool, ibv_devinfo, perftest,
// nccl-tests / mpirun, nvidia-smi, lspci, dmesg, ip -j, gpu_burn, hostname,
// and the system tools Railyard runs around them: cat (known files), which,
// ping, pkill / pgrep / ps, lldpctl, true / false, and what an apply runs:
// the file tools (CoreutilsEmulator), netplan, `sh SCRIPT`. A program the scenario
// marks as not installed exits 127.
class ToolEmulator
{
public:
    explicit ToolEmulator(SimCluster &cluster);

    static QStringList programs();
    static bool knows(const QString &program);
    // Where `which` finds a program on DGX OS; empty when the simulator does not provide it.
    static QString installedPath(const QString &program);
    // `root`: the command runs as root (sudo or RemoteCommand::asRoot); ip's changes need it.
    // `stdinData`: what the command reads on standard input (install /dev/stdin).
    ToolOutput run(const QString &node, const QString &program, const QStringList &args,
                   const QMap<QString, QString> &env = {}, bool root = false,
                   const QByteArray &stdinData = {});
    ToolOutput which(const QString &node, const QStringList &args) const;
    static ToolOutput commandNotFound(const QString &program);

    QByteArray ibdev2netdev(const QString &node) const;
    QByteArray ibstat(const QString &node) const;
    QByteArray rdmaLink(const QString &node, bool json) const;
    QByteArray ibvDevinfo(const QString &node) const;
    QByteArray nvidiaSmi(const QString &node) const;
    QByteArray lspci(const QString &node, const QStringList &args) const;
    QByteArray dmesg(const QString &node) const;

private:
    SimCluster &m_cluster;
};

} // namespace railyard::sim
