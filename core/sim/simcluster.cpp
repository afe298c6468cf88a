// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/simcluster.h"

#include "plan/networkplanner.h"
#include "sim/ratemodel.h"

#include <QHostAddress>
#include <QMetaObject>
#include <QTimer>
#include <algorithm>
#include <cmath>

namespace railyard::sim {

namespace {

bool inSubnet(const QString &ip, const QString &cidr)
{
    const QHostAddress addr(ip);
    const QPair<QHostAddress, int> subnet = QHostAddress::parseSubnet(cidr);
    return !addr.isNull() && subnet.second >= 0 && addr.isInSubnet(subnet);
}

QString hostOf(const QString &cidr)
{
    return cidr.section(QLatin1Char('/'), 0, 0);
}

constexpr double GpuIdleC = 39;
constexpr double GpuLoadedRiseC = 42;
constexpr double HeatTimeConstantS = 20;

} // namespace

SimCluster::SimCluster(const Scenario &scenario, double clockSpeed)
    : m_scenario(scenario), m_clock(clockSpeed), m_shellSampler(scenario.shellSampler)
{
    for (qsizetype i = 0; i < m_scenario.nodes.size(); ++i) {
        auto n = std::make_unique<SimNode>(m_scenario.nodes[i], int(i),
                                           m_scenario.nodeFaults(m_scenario.nodes[i]));
        n->setManagementAddress(QStringLiteral("10.255.0.%1").arg(11 + i));
        m_nodes.push_back(std::move(n));
    }
    m_cableState.resize(m_scenario.cables.size());

    // Addresses and MTU as the plan for the intended cabling would set them:
    // the wiring may differ, which is exactly what the faults are about.
    const QMap<QString, QStringList> planned = m_scenario.addressing == RailAddressing::Plan
                                                   ? plannedAddresses(m_scenario)
                                                   : QMap<QString, QStringList>();
    const bool legacy = m_scenario.addressing == RailAddressing::Legacy ||
                        (m_scenario.addressing == RailAddressing::Plan && planned.isEmpty());
    const bool helper = m_scenario.addressing == RailAddressing::NvidiaHelper;
    const bool handWritten = m_scenario.addressing == RailAddressing::HandWrittenShared;
    const bool linkLocal = m_scenario.addressing == RailAddressing::LinkLocal;
    QMap<QString, QByteArray> helperFiles; // node -> its 40-cx7.yaml or 50-cluster.yaml
    const QList<model::Cable> intended = m_scenario.intendedCables();
    for (qsizetype k = 0; k < intended.size(); ++k) {
        const model::Cable &c = intended[k];
        const QList<model::CableEnd> ends =
            c.toSwitch() ? QList<model::CableEnd>{c.a} : QList<model::CableEnd>{c.a, *c.b};
        for (int r = 1; r <= 2; ++r) {
            const int third = c.toSwitch() ? 100 + (r - 1) : 100 + int(2 * k) + (r - 1);
            for (qsizetype e = 0; e < ends.size(); ++e) {
                const model::CableEnd &end = ends[e];
                SimNode *n = node(end.node);
                if (!n)
                    continue;
                RailState &st = n->rail(model::Rail(end.port, r));
                if (helper || handWritten || linkLocal) {
                    QByteArray &file = helperFiles[end.node];
                    if (file.isEmpty())
                        file = "network:\n  version: 2\n  ethernets:\n";
                    file += "    " + st.rail.netdev().toUtf8() + ":\n      dhcp4: no\n      dhcp6: no\n";
                    // The hand-written file forgets the MTU, as such files often do.
                    if (!handWritten)
                        file += "      mtu: " + QByteArray::number(m_scenario.clusterMtu(end.node)) + '\n';
                    if (linkLocal) {
                        // IPv4LL picks at random; here one fixed pick per rail, all in 169.254.0.0/16.
                        st.ipv4 << QStringLiteral("169.254.%1.%2/16")
                                       .arg(100 + n->index())
                                       .arg(10 + 2 * end.port + r);
                        file += "      link-local: [ ipv4 ]\n";
                    } else {
                        // Two consecutive hosts per node, both rails in the cable's /24.
                        const int host = c.toSwitch() ? 2 * n->index() + r : 2 * int(e) + r;
                        st.ipv4 << QStringLiteral("%1.%2.%3/24")
                                       .arg(helper ? QStringLiteral("192.168") : QStringLiteral("10.10"))
                                       .arg(c.toSwitch() ? 0 : int(k))
                                       .arg(host);
                        file += "      addresses: [" + st.ipv4.last().toUtf8() + "]\n";
                    }
                } else if (legacy) {
                    st.ipv4 << QStringLiteral("192.168.%1.%2/24").arg(third).arg(10 + n->index());
                } else {
                    st.ipv4 << planned.value(end.node + QLatin1Char('/') + st.rail.netdev());
                }
                st.mtu = handWritten ? 1500 : m_scenario.clusterMtu(end.node);
            }
        }
    }
    for (auto it = helperFiles.cbegin(); it != helperFiles.cend(); ++it) {
        if (SimNode *n = node(it.key()))
            n->fileSystem().writeFile(handWritten ? handWrittenNetplanPath() : helperNetplanPath(),
                                      it.value(), 0600, 0);
    }
    applyLinkStates(0, false);
}

QString SimCluster::helperNetplanPath()
{
    return QStringLiteral("/etc/netplan/40-cx7.yaml");
}

QString SimCluster::handWrittenNetplanPath()
{
    return QStringLiteral("/etc/netplan/50-cluster.yaml");
}

QMap<QString, QStringList> SimCluster::plannedAddresses(const Scenario &scenario)
{
    QMap<QString, QStringList> out;
    const Result<plan::NetworkPlan> p = plan::NetworkPlanner::plan(scenario.intendedCluster());
    if (!p)
        return out;
    for (const plan::PlannedNode &n : p->nodes) {
        for (const plan::PlannedInterface &i : n.interfaces)
            out[n.name + QLatin1Char('/') + i.netdev] << i.cidr();
    }
    return out;
}

SimNode *SimCluster::node(const QString &name)
{
    for (auto &n : m_nodes) {
        if (n->name() == name)
            return n.get();
    }
    return nullptr;
}

const SimNode *SimCluster::node(const QString &name) const
{
    return const_cast<SimCluster *>(this)->node(name);
}

int SimCluster::cableIndexAt(const QString &nodeName, int port) const
{
    for (qsizetype i = 0; i < m_scenario.cables.size(); ++i) {
        const model::Cable &c = m_scenario.cables[i].cable;
        if ((c.a.node == nodeName && c.a.port == port) || (c.b && c.b->node == nodeName && c.b->port == port))
            return int(i);
    }
    return -1;
}

const SimCable *SimCluster::cableAt(const QString &nodeName, int port) const
{
    const int i = cableIndexAt(nodeName, port);
    return i < 0 ? nullptr : &m_scenario.cables[i];
}

std::optional<RailEndpoint> SimCluster::directPeer(const RailEndpoint &end) const
{
    const SimCable *sc = cableAt(end.node, end.rail.port());
    if (!sc || !sc->cable.b)
        return std::nullopt;
    if (sc->faults.oneRail && end.rail.index() == 2)
        return std::nullopt;
    const model::CableEnd other =
        (sc->cable.a.node == end.node && sc->cable.a.port == end.rail.port()) ? *sc->cable.b : sc->cable.a;
    return RailEndpoint{other.node, model::Rail(other.port, end.rail.index())};
}

bool SimCluster::onSwitch(const RailEndpoint &end) const
{
    const SimCable *sc = cableAt(end.node, end.rail.port());
    return sc && sc->toSwitch() && !(sc->faults.oneRail && end.rail.index() == 2);
}

const ForeignPeer *SimCluster::foreignPeer(const RailEndpoint &end) const
{
    const SimCable *sc = cableAt(end.node, end.rail.port());
    if (!sc || !sc->foreign || (sc->faults.oneRail && end.rail.index() == 2))
        return nullptr;
    return &*sc->foreign;
}

QString SimCluster::foreignMac(const RailEndpoint &end) const
{
    const ForeignPeer *f = foreignPeer(end);
    if (!f)
        return {};
    QStringList b = f->mac.split(QLatin1Char(':'));
    if (b.size() == 6 && end.rail.index() == 2)
        b[5] = QStringLiteral("%1").arg((b[5].toInt(nullptr, 16) + 1) & 0xff, 2, 16, QLatin1Char('0'));
    return b.join(QLatin1Char(':'));
}

QList<RailEndpoint> SimCluster::neighbours(const RailEndpoint &end) const
{
    QList<RailEndpoint> out;
    if (const std::optional<RailEndpoint> p = directPeer(end)) {
        out << *p;
    } else if (onSwitch(end)) {
        for (const QString &n : m_scenario.nodes) {
            for (int port = 0; port < 2; ++port) {
                const RailEndpoint other{n, model::Rail(port, end.rail.index())};
                if (!(other == end) && onSwitch(other))
                    out << other;
            }
        }
    }
    return out;
}

std::optional<RailEndpoint> SimCluster::railOwning(const QString &ip) const
{
    for (const auto &n : m_nodes) {
        for (const RailState &r : n->rails()) {
            for (const QString &cidr : r.ipv4) {
                if (hostOf(cidr) == ip)
                    return RailEndpoint{n->name(), r.rail};
            }
        }
    }
    return std::nullopt;
}

QString SimCluster::nodeForHost(const QString &host) const
{
    for (const auto &n : m_nodes) {
        if (n->name() == host || n->managementAddress() == host)
            return n->name();
    }
    if (const std::optional<RailEndpoint> e = railOwning(host))
        return e->node;
    return {};
}

std::optional<RailEndpoint> SimCluster::tcpReach(const QString &nodeName, const QString &ip) const
{
    const SimNode *n = node(nodeName);
    if (!n)
        return std::nullopt;
    // Own addresses answer locally, whatever the cables.
    for (const RailState &r : n->rails()) {
        for (const QString &cidr : r.ipv4) {
            if (hostOf(cidr) == ip)
                return RailEndpoint{nodeName, r.rail};
        }
    }
    std::optional<RailEndpoint> owner = railOwning(ip);
    for (const RailState &r : n->rails()) {
        const bool routes =
            std::any_of(r.ipv4.begin(), r.ipv4.end(), [&](const QString &c) { return inSubnet(ip, c); });
        if (!routes || !r.up || !owner)
            continue;
        const QList<RailEndpoint> nb = neighbours(RailEndpoint{nodeName, r.rail});
        if (nb.contains(*owner) && node(owner->node)->rail(owner->rail).up)
            return owner;
    }
    return std::nullopt;
}

bool SimCluster::rdmaReach(const RailEndpoint &from, const RailEndpoint &to) const
{
    if (from.node == to.node)
        return true; // loopback stays inside the card
    const SimNode *a = node(from.node);
    const SimNode *b = node(to.node);
    if (!a || !b || !a->rail(from.rail).up || !b->rail(to.rail).up)
        return false;
    return neighbours(from).contains(to);
}

void SimCluster::setAddresses(const QString &nodeName, const QString &netdev, const QStringList &cidrs)
{
    if (SimNode *n = node(nodeName)) {
        if (RailState *r = n->railByNetdev(netdev))
            r->ipv4 = cidrs;
    }
}

void SimCluster::setAdminUp(const QString &nodeName, const QString &netdev, bool up)
{
    SimNode *n = node(nodeName);
    RailState *r = n ? n->railByNetdev(netdev) : nullptr;
    if (!r || r->adminUp == up)
        return;
    const double now = update();
    r->adminUp = up;
    applyLinkStates(now, true);
}

int SimCluster::addProcess(const QString &nodeName, const QString &program, const QString &cmdline,
                           std::function<void()> kill, int sid)
{
    SimProcess p;
    p.pid = m_nextPid;
    p.sid = sid > 0 ? sid : p.pid;
    m_nextPid += 7;
    p.node = nodeName;
    p.comm = program.section(QLatin1Char('/'), -1).left(15);
    p.cmdline = cmdline;
    p.kill = std::move(kill);
    m_processes.append(p);
    return p.pid;
}

void SimCluster::removeProcess(int pid)
{
    m_processes.removeIf([pid](const SimProcess &p) { return p.pid == pid; });
}

QList<SimProcess> SimCluster::processes(const QString &nodeName) const
{
    QList<SimProcess> out;
    for (const SimProcess &p : m_processes) {
        if (p.node == nodeName)
            out << p;
    }
    return out;
}

int SimCluster::killProcesses(const QString &nodeName, const std::function<bool(const SimProcess &)> &match)
{
    QList<SimProcess> victims;
    for (const SimProcess &p : std::as_const(m_processes)) {
        if (p.node == nodeName && match(p))
            victims << p;
    }
    for (const SimProcess &p : victims) {
        removeProcess(p.pid);
        // The signal lands after the pkill returns, as on a real system the
        // victim's exit is reported on its own connection.
        if (p.kill)
            QTimer::singleShot(0, p.kill);
    }
    return int(victims.size());
}

void SimCluster::setMtu(const QString &nodeName, const QString &netdev, int mtu)
{
    if (SimNode *n = node(nodeName)) {
        if (RailState *r = n->railByNetdev(netdev))
            r->mtu = mtu;
    }
}

bool SimCluster::isViaSwitch(const RailEndpoint &a, const RailEndpoint &b) const
{
    return a.node != b.node && onSwitch(a) && onSwitch(b);
}

int SimCluster::startFlow(const RailEndpoint &src, const RailEndpoint &dst)
{
    // One reading of the clock for the integration and the flow's start:
    // another read a moment later (the real clock runs on) would open a gap
    // the flow's bytes do not cover.
    const double now = update();
    Flow f;
    f.id = m_nextId++;
    f.src = src;
    f.dst = dst;
    f.loopback = src.node == dst.node;
    f.viaSwitch = isViaSwitch(src, dst);
    f.start = now;
    m_flows.append(f);
    return f.id;
}

double SimCluster::currentRate(int flowId) const
{
    for (const Flow &f : m_flows) {
        if (f.id == flowId)
            return flowRate(f);
    }
    return 0;
}

double SimCluster::finishFlow(int flowId)
{
    const double now = update();
    for (qsizetype i = 0; i < m_flows.size(); ++i) {
        if (m_flows[i].id != flowId)
            continue;
        const Flow f = m_flows.takeAt(i);
        const double seconds = now - f.start;
        // A flow that took no simulated time reports what it would get now.
        if (seconds < 1e-3)
            return flowRate(f);
        return f.bytes * 8.0 / 1e9 / seconds;
    }
    return 0;
}

double SimCluster::probeRate(const RailEndpoint &src, const RailEndpoint &dst)
{
    const int id = startFlow(src, dst);
    const double rate = currentRate(id);
    for (qsizetype i = 0; i < m_flows.size(); ++i) {
        if (m_flows[i].id == id)
            m_flows.removeAt(i);
    }
    return rate;
}

double SimCluster::flowRate(const Flow &f) const
{
    const SimNode *a = node(f.src.node);
    const SimNode *b = node(f.dst.node);
    if (!a || !b)
        return 0;
    const RailState &ra = a->rail(f.src.rail);
    const RailState &rb = b->rail(f.dst.rail);
    if (!f.loopback && (!ra.up || !rb.up || !rdmaReach(f.src, f.dst)))
        return 0;
    // PCIe and the port are full duplex: a flow competes with the flows
    // going the same direction through the same PCIe rail or port.
    auto share = [&](const RailEndpoint &e, const RailState &st, bool sending) {
        int onPcie = 0;
        int onPort = 0;
        for (const Flow &o : m_flows) {
            const RailEndpoint &oe = sending ? o.src : o.dst;
            if (oe.node != e.node)
                continue;
            if (oe.rail.index() == e.rail.index())
                ++onPcie;
            if (oe.rail.port() == e.rail.port() && !o.loopback)
                ++onPort;
        }
        double cap = RateModel::railCapGbps(st.pcie.gen, st.pcie.width) / std::max(onPcie, 1);
        if (!f.loopback)
            cap = std::min(cap, RateModel::portCapGbps(st.speedMbps / 1000.0) / std::max(onPort, 1));
        return cap;
    };
    double rate = std::min(share(f.src, ra, true), share(f.dst, rb, false));
    if (a->throttled() || b->throttled())
        rate = std::min(rate, RateModel::ThrottledGbps);
    if (f.viaSwitch) {
        if (!m_scenario.switchSpec.offload)
            rate = std::min(rate, RateModel::NoOffloadGbps);
        if (m_scenario.switchSpec.pfcStall)
            rate = RateModel::PfcStallGbps;
    }
    return rate;
}

void SimCluster::setGpuLoad(const QString &nodeName, double load, double seconds)
{
    const double now = update();
    if (SimNode *n = node(nodeName))
        n->setGpuLoad(std::clamp(load, 0.0, 1.0), now + seconds, now);
}

double SimCluster::moduleTempC(int cableIndex) const
{
    return cableIndex >= 0 && cableIndex < m_cableState.size() ? m_cableState[cableIndex].moduleTempC : 0;
}

bool SimCluster::cableDropped(int cableIndex) const
{
    return cableIndex >= 0 && cableIndex < m_cableState.size() && m_cableState[cableIndex].dropped;
}

QList<LinkEvent> SimCluster::linkEvents(const QString &nodeName) const
{
    QList<LinkEvent> out;
    for (const LinkEvent &e : m_events) {
        if (e.node == nodeName)
            out << e;
    }
    return out;
}

int SimCluster::addListener(PerftestListener l)
{
    l.id = m_nextId++;
    m_listeners.append(l);
    return l.id;
}

void SimCluster::failNextRuns(const QString &node, const QString &program, int count, const QByteArray &err,
                              int exitCode)
{
    m_injected.removeIf([&](const InjectedFailure &f) { return f.node == node && f.program == program; });
    if (count > 0)
        m_injected.append(InjectedFailure{node, program, count, err, exitCode});
}

std::optional<std::pair<QByteArray, int>> SimCluster::takeInjectedFailure(const QString &node,
                                                                          const QString &program)
{
    for (InjectedFailure &f : m_injected) {
        if (f.node != node || f.program != program || f.left <= 0)
            continue;
        --f.left;
        return std::make_pair(f.err, f.exitCode);
    }
    return std::nullopt;
}

int SimCluster::injectedFailuresLeft(const QString &node, const QString &program) const
{
    for (const InjectedFailure &f : m_injected) {
        if (f.node == node && f.program == program)
            return f.left;
    }
    return 0;
}

void SimCluster::removeListener(int id)
{
    m_listeners.removeIf([id](const PerftestListener &l) { return l.id == id; });
}

PerftestListener *SimCluster::listener(const QString &nodeName, int tcpPort)
{
    for (PerftestListener &l : m_listeners) {
        if (l.node == nodeName && l.tcpPort == tcpPort)
            return &l;
    }
    return nullptr;
}

void SimCluster::applyLinkStates(double when, bool record)
{
    for (auto &n : m_nodes) {
        for (RailState &r : n->rails()) {
            const RailEndpoint end{n->name(), r.rail};
            const int ci = cableIndexAt(n->name(), r.rail.port());
            const std::optional<RailEndpoint> peer = directPeer(end);
            const bool wired = peer.has_value() || onSwitch(end) || foreignPeer(end);
            const bool peerAdminUp = !peer || node(peer->node)->rail(peer->rail).adminUp;
            const bool wasUp = r.up;
            r.wired = wired;
            r.up = wired && r.adminUp && peerAdminUp && !cableDropped(ci);
            if (ci >= 0 && wired) {
                const SimCable &sc = m_scenario.cables[ci];
                const bool qsfp56 = sc.module.family == CableFamily::Qsfp56;
                r.speedMbps = sc.faults.breakout ? 100000 : 200000;
                r.lanes = sc.faults.breakout ? 2 : (qsfp56 ? 4 : 2);
            } else {
                r.speedMbps = 0;
                r.lanes = 0;
            }
            if (!r.up) {
                r.speedMbps = 0;
            }
            if (record && wasUp != r.up)
                m_events.append(LinkEvent{when, n->name(), r.rail.netdev(), r.up});
        }
    }
}

double SimCluster::update()
{
    const double now = m_clock.now();
    // Whole-second steps keep the heating and the hot-lane timer stable
    // however far a test jumps the clock.
    while (now - m_lastUpdate > 1e-9) {
        const double dt = std::min(1.0, now - m_lastUpdate);
        step(dt);
        m_lastUpdate += dt;
    }
    return m_lastUpdate;
}

void SimCluster::step(double dt)
{
    const double t = m_lastUpdate + dt;
    // Heat: the GPU follows its load; a cable sits between two hot nodes.
    for (auto &n : m_nodes) {
        const double target = GpuIdleC + GpuLoadedRiseC * n->gpuLoad(t);
        n->setGpuTempC(n->gpuTempC() + (target - n->gpuTempC()) * (1.0 - std::exp(-dt / HeatTimeConstantS)));
    }
    bool linksChanged = false;
    for (qsizetype ci = 0; ci < m_scenario.cables.size(); ++ci) {
        const SimCable &sc = m_scenario.cables[ci];
        CableState &cs = m_cableState[ci];
        const SimNode *a = node(sc.cable.a.node);
        const SimNode *b = sc.cable.b ? node(sc.cable.b->node) : nullptr;
        cs.moduleTempC = b ? (a->gpuTempC() + b->gpuTempC()) / 2.0 : a->gpuTempC();
        if (!sc.faults.hotLane)
            continue;
        if (!cs.dropped && cs.moduleTempC >= RateModel::HotLaneThresholdC) {
            cs.hotSeconds += dt;
            if (cs.hotSeconds >= RateModel::HotLaneDropAfterS) {
                cs.dropped = true;
                linksChanged = true;
                for (const model::CableEnd &e :
                     b ? QList<model::CableEnd>{sc.cable.a, *sc.cable.b} : QList<model::CableEnd>{sc.cable.a})
                    node(e.node)->phy(e.port).linkDownEvents += 1;
            }
        } else if (cs.dropped && cs.moduleTempC < 60) {
            cs.dropped = false; // cooled down: the link trains again
            cs.hotSeconds = 0;
            linksChanged = true;
        }
    }
    if (linksChanged)
        applyLinkStates(t, true);

    // Physical-layer counters per port.
    for (auto &n : m_nodes) {
        for (int port = 0; port < 2; ++port) {
            const int ci = cableIndexAt(n->name(), port);
            const RailState &r1 = n->rail(model::Rail(port, 1));
            const RailState &r2 = n->rail(model::Rail(port, 2));
            if (ci < 0 || !(r1.up || r2.up))
                continue;
            const SimCable &sc = m_scenario.cables[ci];
            PortPhy &phy = n->phy(port);
            if (sc.module.family == CableFamily::Qsfp112) {
                static const double laneFactor[2] = {0.9, 1.0};
                for (int lane = 0; lane < std::min(r1.lanes, 2); ++lane) {
                    double rate = RateModel::HealthyLaneErrorsPerS * laneFactor[lane];
                    const bool receiverB =
                        sc.cable.b && sc.cable.b->node == n->name() && sc.cable.b->port == port;
                    if (sc.faults.hotLane && *sc.faults.hotLane == lane && receiverB &&
                        m_cableState[ci].moduleTempC >= RateModel::HotLaneThresholdC) {
                        rate = RateModel::HotLaneErrorsPerS;
                        phy.symbolErrors += rate * 1e-6 * dt;
                        phy.crcErrors += rate * 2e-7 * dt;
                    }
                    phy.laneErrors[lane] += rate * dt;
                    phy.correctedBits += rate * 1.02 * dt;
                }
            }
        }
        // Background traffic on live links (LLDP, neighbour discovery).
        for (RailState &r : n->rails()) {
            if (!r.up)
                continue;
            r.counters.rxBytes += 180 * dt;
            r.counters.txBytes += 180 * dt;
            r.counters.rxPackets += 1.5 * dt;
            r.counters.txPackets += 1.5 * dt;
            if (m_scenario.switchSpec.pfcStall && onSwitch(RailEndpoint{n->name(), r.rail})) {
                // The switch keeps pausing priority 3 (RoCE): the node receives pause frames.
                r.counters.rxPause += 14880 * dt;
                r.counters.rxPauseDurationUs += 0.97e6 * dt;
            }
        }
    }

    // Flows move bytes.
    for (Flow &f : m_flows) {
        const double gbps = flowRate(f);
        const double bytes = gbps * 1e9 / 8.0 * dt;
        f.bytes += bytes;
        SimNode *a = node(f.src.node);
        SimNode *b = node(f.dst.node);
        RailCounters &tx = a->rail(f.src.rail).counters;
        RailCounters &rx = b->rail(f.dst.rail).counters;
        const double payload = a->rail(f.src.rail).mtu >= 4200 ? 4096.0 : 1024.0;
        const double packets = bytes / payload;
        tx.txBytes += bytes * 1.06; // RoCE headers on the wire
        tx.txPackets += packets;
        tx.txRdmaBytes += bytes;
        tx.txRdmaPackets += packets;
        rx.rxBytes += bytes * 1.06;
        rx.rxPackets += packets;
        rx.rxRdmaBytes += bytes;
        rx.rxRdmaPackets += packets;
    }
}

} // namespace railyard::sim
