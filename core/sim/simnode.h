// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/rail.h"
#include "sim/scenario.h"
#include "sim/simfilesystem.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <array>

namespace railyard::sim {

// Traffic counters of one netdev; doubles so fractional seconds accumulate.
struct RailCounters
{
    double rxBytes = 0;
    double txBytes = 0;
    double rxPackets = 0;
    double txPackets = 0;
    double rxRdmaBytes = 0;
    double txRdmaBytes = 0;
    double rxRdmaPackets = 0;
    double txRdmaPackets = 0;
    double rxPause = 0;
    double txPause = 0;
    double rxPauseDurationUs = 0;
};

// Physical-layer counters of one QSFP port (both of its netdevs report them).
struct PortPhy
{
    std::array<double, 4> laneErrors{0, 0, 0, 0};
    double correctedBits = 0;
    double symbolErrors = 0;
    double crcErrors = 0;
    double linkDownEvents = 0;
};

struct RailState
{
    model::Rail rail{0, 1};
    bool wired = false;  // a partner (node, switch or foreign host) is on the other end of this rail
    bool adminUp = true; // `ip link set dev X up|down`
    bool up = false;     // carrier: wired, both ends admin up, cable not dropped
    qint64 speedMbps = 0;
    int lanes = 0;
    PcieLinkSpec pcie;
    int mtu = 1500;
    QString mac;
    QStringList ipv4; // CIDR, e.g. "192.168.100.10/24"
    RailCounters counters;
};

// One Spark's cluster-facing hardware: four netdevs/RDMA devices, the
// PCIe links behind them, the card's throttle state, GPU load and heat.
class SimNode
{
public:
    SimNode(const QString &name, int index, const NodeFaults &faults);

    QString name() const { return m_name; }
    int index() const { return m_index; }
    const NodeFaults &faults() const { return m_faults; }
    bool throttled() const { return m_faults.throttled; }

    // Port 0 rail 1, port 0 rail 2, port 1 rail 1, port 1 rail 2.
    QList<RailState> &rails() { return m_rails; }
    const QList<RailState> &rails() const { return m_rails; }
    RailState &rail(const model::Rail &rail);
    const RailState &rail(const model::Rail &rail) const;
    RailState *railByNetdev(const QString &netdev);
    const RailState *railByNetdev(const QString &netdev) const;
    const RailState *railByRdmaDevice(const QString &device) const;
    PortPhy &phy(int port) { return m_phy[port]; }
    const PortPhy &phy(int port) const { return m_phy[port]; }

    // Netdevs on which this node pinged ff02::1 (or another address): the
    // neighbour table only knows peers seen on such a link.
    bool pinged(const QString &netdev) const { return m_pinged.contains(netdev); }
    void markPinged(const QString &netdev) { m_pinged.insert(netdev); }

    // /etc/netplan, the journal, /tmp, the SSH user's home: what apply and undo read and write.
    SimFileSystem &fileSystem() { return m_files; }
    const SimFileSystem &fileSystem() const { return m_files; }

    // sshd stopped (or the node rebooting): new logins are refused, as the
    // SSH transport reports a refused connection; running sessions go on.
    bool sshdDown() const { return m_sshdDown; }
    void setSshdDown(bool down) { m_sshdDown = down; }

    QString managementAddress() const { return m_managementAddress; }
    void setManagementAddress(const QString &address) { m_managementAddress = address; }
    QString managementMac() const;

    // GPU: load 0..1 until a simulated time; temperature follows the load.
    double gpuLoad(double now) const
    {
        return now >= m_gpuLoadFrom && now < m_gpuLoadUntil ? m_gpuLoad : 0.0;
    }
    void setGpuLoad(double load, double until, double from = 0);
    double gpuTempC() const { return m_gpuTempC; }
    void setGpuTempC(double t) { m_gpuTempC = t; }

    // PCIe function address of a rail: "0000:01:00.0" (port 0 rail 1) ... "0002:01:00.1".
    static QString pciAddress(const model::Rail &rail);
    // Stable per-node identifiers derived from the node index.
    QString serial() const;

private:
    QString m_name;
    int m_index;
    NodeFaults m_faults;
    QList<RailState> m_rails;
    std::array<PortPhy, 2> m_phy;
    QString m_managementAddress;
    bool m_sshdDown = false;
    QSet<QString> m_pinged;
    SimFileSystem m_files;
    double m_gpuLoad = 0;
    double m_gpuLoadUntil = 0;
    double m_gpuLoadFrom = 0;
    double m_gpuTempC = 39;
};

} // namespace railyard::sim
