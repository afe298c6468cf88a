// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test-only transport: answers the commands the in-process simulator does
// not emulate yet (cat of the release files, which, sudo -n true, ping),
// can make chosen programs fail, and forwards everything else to the
// simulator's transport.

#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "remote/commandtransport.h"
#include "remote/remotecommand.h"
#include "sim/simbackendfactory.h"
#include "sim/simtransport.h"

#include <QSet>
#include <QTimer>

namespace railyard::testing {

class FixedJob : public remote::CommandJob
{
public:
    FixedJob(const QString &node, const remote::RemoteCommand &command, remote::CommandStatus status,
             int exitCode, const QByteArray &out, const QByteArray &err, const QString &error,
             QObject *parent)
        : CommandJob(node, command, parent)
    {
        QTimer::singleShot(0, this, [=, this] {
            markStarted();
            appendOutput(remote::OutputChannel::Stdout, out);
            appendOutput(remote::OutputChannel::Stderr, err);
            finish(status, exitCode, error);
        });
    }
    void cancel() override {}
};

class ShimTransport : public remote::CommandTransport
{
public:
    ShimTransport(std::shared_ptr<sim::SimCluster> cluster, const QString &node, QObject *parent = nullptr)
        : CommandTransport(node, parent), m_inner(new sim::SimTransport(std::move(cluster), node, this))
    {}

    QSet<QString> failing;    // programs answered with "command not found"
    bool unreachable = false; // every command fails to start

    remote::CommandJob *start(const remote::RemoteCommand &command) override
    {
        using remote::CommandStatus;
        const QString &p = command.program;
        auto fixed = [&](int exitCode, const QByteArray &out, const QByteArray &err = {}) {
            return new FixedJob(node(), command, CommandStatus::Completed, exitCode, out, err, QString(),
                                this);
        };
        if (unreachable)
            return new FixedJob(node(), command, CommandStatus::FailedToStart, -1, {}, {},
                                node() + QStringLiteral(": connection refused by 10.255.0.99:22"), this);
        if (failing.contains(p))
            return fixed(127, {}, QStringLiteral("bash: line 1: %1: command not found\n").arg(p).toUtf8());
        if (p == QLatin1String("cat"))
            return fixed(0, "DGX_NAME=\"DGX Spark\"\nDGX_PRETTY_NAME=\"NVIDIA DGX "
                            "Spark\"\nDGX_SWBUILD_VERSION=\"7.2.3\"\n"
                            "PRETTY_NAME=\"Ubuntu 24.04.3 LTS\"\nNAME=\"Ubuntu\"\nVERSION_ID=\"24.04\"\n");
        if (p == QLatin1String("which"))
            return fixed(1, "/usr/bin/ib_write_bw\n/opt/nccl-tests/build/all_reduce_perf\n/usr/bin/mpirun\n"
                            "/usr/sbin/netplan\n");
        if (p == QLatin1String("sudo") &&
            command.arguments == QStringList{QStringLiteral("-n"), QStringLiteral("true")})
            return fixed(0, {});
        return m_inner->start(command);
    }

private:
    sim::SimTransport *m_inner;
};

// A runner whose transports are shims over a simulated cluster.
inline remote::CommandRunner *shimRunner(const sim::SimBackend &backend, QObject *parent)
{
    auto *runner = new remote::CommandRunner(parent);
    for (const model::Node &n : backend.model.nodes)
        runner->setTransport(n.name, new ShimTransport(backend.cluster, n.name));
    return runner;
}

} // namespace railyard::testing
