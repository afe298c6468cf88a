// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>

namespace railyard::diag {

// The NCCL_* variables a run used, as far as its text shows them: the
// mpirun echo ("-x NCCL_IB_HCA=..."), NCCL's own echo ("NCCL_SOCKET_IFNAME
// set to ...", "... set by environment to ..."), or an env file of
// NAME=value lines. Later lines win, because NCCL echoes what it applied.
class NcclEnvScanner
{
public:
    static QMap<QString, QString> scan(const QString &text);
};

} // namespace railyard::diag
