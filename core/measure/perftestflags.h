// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/remotecommand.h"
#include "util/result.h"

#include <QString>

namespace railyard::measure {

// The perftest options of one measurement. Server and client commands are
// built from the same value, so both ends always get identical flags
// (perftest refuses or mismeasures otherwise).
struct PerftestFlags
{
    bool rdmaCm = true; // -R; false: -x gidIndex
    int gidIndex = 3;   // RoCEv2 over IPv4
    bool reportGbits = true;
    int durationS = 5; // -D; 0: perftest's iteration count
    int qps = 1;       // -q (bandwidth tests only)
    bool runInfinitely = false;

    Result<remote::RemoteCommand> serverCommand(const QString &program, const QString &device,
                                                int tcpPort) const;
    Result<remote::RemoteCommand> clientCommand(const QString &program, const QString &device, int tcpPort,
                                                const QString &serverAddress) const;
    static bool isLatency(const QString &program) { return program.endsWith(QLatin1String("_lat")); }
};

} // namespace railyard::measure
