// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/perftestflags.h"

#include "remote/commandbuilder.h"

namespace railyard::measure {

namespace {

remote::CommandBuilder common(const PerftestFlags &f, const QString &program, const QString &device,
                              int tcpPort)
{
    remote::CommandBuilder b(program);
    b.flag(QStringLiteral("-d")).interface(device).flag(QStringLiteral("-p")).number(tcpPort);
    if (f.rdmaCm)
        b.flag(QStringLiteral("-R"));
    else
        b.flag(QStringLiteral("-x")).number(f.gidIndex);
    const bool latency = PerftestFlags::isLatency(program);
    if (f.reportGbits && !latency)
        b.flag(QStringLiteral("--report_gbits"));
    if (f.runInfinitely)
        b.flag(QStringLiteral("--run_infinitely"));
    else if (f.durationS > 0)
        b.flag(QStringLiteral("-D")).number(f.durationS);
    if (!latency)
        b.flag(QStringLiteral("-q")).number(std::max(1, f.qps));
    // The server waits for its client and the client for the run: both
    // outlive the duration by the connection set-up, never indefinitely
    // unless asked to run until cancelled.
    b.timeout(f.runInfinitely ? 0 : (std::max(f.durationS, 5) + 60) * 1000);
    return b;
}

} // namespace

Result<remote::RemoteCommand> PerftestFlags::serverCommand(const QString &program, const QString &device,
                                                           int tcpPort) const
{
    // Streaming: the first line says the server listens, the client may go.
    return common(*this, program, device, tcpPort).streaming(true).build();
}

Result<remote::RemoteCommand> PerftestFlags::clientCommand(const QString &program, const QString &device,
                                                           int tcpPort, const QString &serverAddress) const
{
    remote::CommandBuilder b = common(*this, program, device, tcpPort);
    b.address(serverAddress);
    if (runInfinitely)
        b.streaming(true);
    return b.build();
}

} // namespace railyard::measure
