// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/simnode.h"

#include "sim/dgxosimage.h"
#include "sim/sshemulator.h"

#include <cassert>

namespace railyard::sim {

namespace {

int slot(const model::Rail &rail)
{
    return rail.port() * 2 + (rail.index() - 1);
}

} // namespace

SimNode::SimNode(const QString &name, int index, const NodeFaults &faults)
    : m_name(name), m_index(index), m_faults(faults)
{
    // MACs in NVIDIA's OUI range as on the sample Spark (30:c5:99:...); the
    // fifth byte is the node so every MAC of the cluster is unique.
    static const int macLow[4] = {0x13, 0x17, 0x14, 0x18}; // p0r1, p0r2, p1r1, p1r2
    for (int port = 0; port < 2; ++port) {
        for (int r = 1; r <= 2; ++r) {
            RailState st;
            st.rail = model::Rail(port, r);
            st.pcie = faults.pcie.value(r, PcieLinkSpec{});
            st.adminUp = !faults.adminDown;
            st.mac = QStringLiteral("30:c5:99:3e:%1:%2")
                         .arg(index + 1, 2, 16, QLatin1Char('0'))
                         .arg(macLow[port * 2 + r - 1], 2, 16, QLatin1Char('0'));
            m_rails.append(st);
        }
    }
    // sshd's host key: the peers learn it over the management session.
    m_files.put(QStringLiteral("/etc/ssh/ssh_host_ed25519_key.pub"),
                SshEmulator::hostKey(name).toUtf8() + " root@" + name.toUtf8() + '\n', 0644);
    m_files.put(QStringLiteral("/etc/ssh/ssh_host_ed25519_key"),
                "-----BEGIN OPENSSH PRIVATE KEY-----\n(simulated)\n-----END OPENSSH PRIVATE KEY-----\n",
                0600);
    for (const DgxOsImage::File &f : DgxOsImage::files(name, serial(), faults.dgxRelease))
        m_files.put(f.path, f.bytes, f.mode);
}

RailState &SimNode::rail(const model::Rail &rail)
{
    return m_rails[slot(rail)];
}

const RailState &SimNode::rail(const model::Rail &rail) const
{
    return m_rails[slot(rail)];
}

RailState *SimNode::railByNetdev(const QString &netdev)
{
    for (RailState &r : m_rails) {
        if (r.rail.netdev() == netdev)
            return &r;
    }
    return nullptr;
}

const RailState *SimNode::railByNetdev(const QString &netdev) const
{
    return const_cast<SimNode *>(this)->railByNetdev(netdev);
}

const RailState *SimNode::railByRdmaDevice(const QString &device) const
{
    for (const RailState &r : m_rails) {
        if (r.rail.rdmaDevice() == device)
            return &r;
    }
    return nullptr;
}

QString SimNode::managementMac() const
{
    return QStringLiteral("30:c5:99:3e:%1:10").arg(m_index + 1, 2, 16, QLatin1Char('0'));
}

void SimNode::setGpuLoad(double load, double until, double from)
{
    m_gpuLoad = load;
    m_gpuLoadUntil = until;
    m_gpuLoadFrom = from;
}

QString SimNode::pciAddress(const model::Rail &rail)
{
    return QStringLiteral("%1:01:00.%2")
        .arg(rail.index() == 1 ? QStringLiteral("0000") : QStringLiteral("0002"))
        .arg(rail.port());
}

QString SimNode::serial() const
{
    return QStringLiteral("1%1").arg(2540000 + m_index * 7919, 12, 10, QLatin1Char('0'));
}

} // namespace railyard::sim
