// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandtransport.h"

#include <QList>
#include <QPointer>
#include <memory>

namespace railyard::sim {

class SimCluster;

// The in-process demo backend: answers a node's commands from the model,
// without namespaces or root. Jobs finish asynchronously after the
// command's simulated duration (scaled by the cluster clock); perftest
// servers wait for their client like the real tool does.
class SimTransport : public remote::CommandTransport
{
    Q_OBJECT
public:
    SimTransport(std::shared_ptr<SimCluster> cluster, const QString &node, QObject *parent = nullptr);

    remote::CommandJob *start(const remote::RemoteCommand &command) override;
    SimCluster &cluster() const { return *m_cluster; }

    // With the cluster's modelled latency: channels open at once, as the
    // SSH transport allows per connection.
    static constexpr int ChannelsPerNode = 8;
    // Simulated seconds the last command given a channel waits before it
    // runs (0 without the modelled latency): what the model decided, apart
    // from how fast the host's event loop then is.
    double lastWaitS() const { return m_lastWaitS; }

private:
    void startQueued();

    std::shared_ptr<SimCluster> m_cluster;
    QList<QPointer<remote::CommandJob>> m_queued;
    int m_open = 0;
    double m_connectedAt = -1; // simulated time the login completes
    double m_lastWaitS = 0;
};

} // namespace railyard::sim
