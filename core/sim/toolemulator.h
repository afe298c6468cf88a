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
// nccl-tests / mpirun, nvidia-smi, lspci, dmesg, ip -j, gpu_burn, hostname.
class ToolEmulator
{
public:
    explicit ToolEmulator(SimCluster &cluster);

    static QStringList programs();
    static bool knows(const QString &program);
    ToolOutput run(const QString &node, const QString &program, const QStringList &args,
                   const QMap<QString, QString> &env = {});

    QByteArray ibdev2netdev(const QString &node) const;
    QByteArray rdmaLink(const QString &node, bool json) const;
    QByteArray ibvDevinfo(const QString &node) const;
    QByteArray nvidiaSmi(const QString &node) const;
    QByteArray lspci(const QString &node, const QStringList &args) const;
    QByteArray dmesg(const QString &node) const;

private:
    SimCluster &m_cluster;
};

} // namespace railyard::sim
