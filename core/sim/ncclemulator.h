// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/tooloutput.h"

#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

namespace railyard::sim {

class SimCluster;

// mpirun launching nccl-tests (all_gather_perf, all_reduce_perf), with the
// NCCL_DEBUG=INFO lines NCCL 2.28 prints when asked.
class NcclEmulator
{
public:
    static bool isNcclTest(const QString &program);
    // `mpirun [options] PROGRAM [args]` started on `node`.
    static ToolOutput runMpirun(SimCluster &cluster, const QString &node, const QStringList &args);
    // A test binary started directly: one rank on `node`.
    static ToolOutput runTest(SimCluster &cluster, const QString &node, const QString &program,
                              const QStringList &args, const QMap<QString, QString> &env);
    // The nodes an mpirun command line starts ranks on and the program it
    // starts (empty when the line names none); for the process table.
    static QPair<QStringList, QString> mpirunRanks(const SimCluster &cluster, const QString &node,
                                                   const QStringList &args);
    // "1G" -> 1073741824
    static qint64 parseSize(const QString &text);

private:
    static ToolOutput run(SimCluster &cluster, const QStringList &rankNodes, const QString &program,
                          const QStringList &args, const QMap<QString, QString> &env);
};

} // namespace railyard::sim
