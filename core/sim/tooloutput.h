// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace railyard::sim {

// What a simulated tool printed and how it exited.
struct ToolOutput
{
    QByteArray out;
    QByteArray err;
    int exitCode = 0;
    // Simulated seconds the run takes (perftest -D, nccl-tests, gpu_burn).
    double durationS = 0;
    // The run did not finish before the command's timeout (an injected
    // stall); the job reports the timeout at once.
    bool timedOut = false;

    static ToolOutput failure(const QByteArray &err, int exitCode = 1)
    {
        ToolOutput o;
        o.err = err;
        o.exitCode = exitCode;
        return o;
    }
};

} // namespace railyard::sim
