// SPDX-License-Identifier: GPL-3.0-or-later
#include "perftestpeer.h"

#include "flowregistry.h"
#include "simtoolcontext.h"

#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <csignal>
#include <cstdio>

namespace railyard::sim {

namespace {

volatile std::sig_atomic_t g_stop = 0;

constexpr int TickMs = 50;
constexpr double MarginS = 2.0; // simulated seconds

void onSignal(int)
{
    g_stop = 1;
}

void out(const QByteArray &text)
{
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    std::fflush(stdout);
}

void err(const QByteArray &text)
{
    std::fwrite(text.constData(), 1, size_t(text.size()), stderr);
    std::fflush(stderr);
}

QByteArray readLine(QTcpSocket &s, int ms)
{
    while (!s.canReadLine()) {
        if (!s.waitForReadyRead(ms))
            return {};
    }
    return s.readLine().trimmed();
}

} // namespace

PerftestPeer::PerftestPeer(SimToolContext &context, const PerftestOptions &options)
    : m_context(context), m_options(options)
{}

int PerftestPeer::run()
{
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    return m_options.isServer() ? runServer() : runClient();
}

PerftestMeasurement PerftestPeer::measurement(const QString &peerNode, const QString &peerDevice, int peerMtu,
                                              const QString &localIp, const QString &remoteIp, bool server)
{
    SimCluster &c = m_context.cluster();
    const SimNode *n = c.node(m_context.node());
    const RailState *local = n->railByRdmaDevice(m_options.device);
    PerftestMeasurement m;
    m.mtu = std::min(PerftestEmulator::mtuFor(local->mtu), PerftestEmulator::mtuFor(peerMtu));
    // The measurement block is written from the client's point of view.
    m.localIp = server ? remoteIp : localIp;
    m.remoteIp = server ? localIp : remoteIp;
    m.seed = quint32(qHash(m.localIp + m.remoteIp));
    const SimNode *peer = c.node(peerNode);
    if (peer) {
        const RailEndpoint me{m_context.node(), local->rail};
        const RailEndpoint them{peerNode, peer->railByRdmaDevice(peerDevice)
                                              ? peer->railByRdmaDevice(peerDevice)->rail
                                              : local->rail};
        m.gbps = server ? c.probeRate(them, me) : c.probeRate(me, them);
        m.latencyUs = 1.47 + (n->throttled() || peer->throttled() ? 1.9 : 0);
    }
    return m;
}

double PerftestPeer::sharedRate(const RailEndpoint &me, const RailEndpoint &them, const FlowRegistry &flows)
{
    SimCluster &c = m_context.cluster();
    QList<int> ids;
    for (const FlowRegistry::FlowEnds &o : flows.others({me.node, them.node}))
        ids << c.startFlow(o.first, o.second);
    const double rate = c.probeRate(me, them);
    for (int id : std::as_const(ids))
        c.finishFlow(id);
    return rate;
}

int PerftestPeer::runServer()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::AnyIPv4, quint16(m_options.tcpPort))) {
        err(QStringLiteral("Couldn't listen to port %1\n").arg(m_options.tcpPort).toUtf8());
        return 1;
    }
    out(PerftestEmulator::waitingBanner());
    while (!server.waitForNewConnection(200)) {
        if (g_stop)
            return 1;
    }
    QTcpSocket *s = server.nextPendingConnection();
    const QList<QByteArray> hello = readLine(*s, 5000).split(' ');
    if (hello.size() < 5 || hello[0] != "RYSIM1") {
        err("Failed to exchange data between server and clients\n");
        return 1;
    }
    const SimNode *n = m_context.cluster().node(m_context.node());
    const RailState *local = n->railByRdmaDevice(m_options.device);
    if (!local) {
        err(QStringLiteral(" Couldn't find device %1\n").arg(m_options.device).toUtf8());
        return 1;
    }
    const QString localIp = s->localAddress().toString();
    s->write("RYSIM1 " + m_context.node().toUtf8() + ' ' + m_options.device.toUtf8() + ' ' +
             localIp.toUtf8() + ' ' + QByteArray::number(local->mtu) + '\n');
    s->waitForBytesWritten(2000);
    const QByteArray verdict = readLine(*s, 5000);
    if (verdict != "GO") {
        err(PerftestEmulator::rtrError());
        return 1;
    }
    PerftestMeasurement m = measurement(QString::fromUtf8(hello[1]), QString::fromUtf8(hello[2]),
                                        hello[4].toInt(), localIp, QString::fromUtf8(hello[3]), true);
    out(PerftestEmulator::header(m_options, m.mtu, true) +
        PerftestEmulator::addressBlock(m_options, m, true) + PerftestEmulator::tableHeader(m_options));
    // The client reports the rate it measured when it is done.
    QByteArray done;
    while (done.isEmpty() && !g_stop && s->state() == QAbstractSocket::ConnectedState)
        done = readLine(*s, 200);
    if (done.startsWith("DONE "))
        m.gbps = done.mid(5).toDouble();
    if (!m_options.isLatency())
        out(PerftestEmulator::results(m_options, m));
    out(PerftestEmulator::rule());
    return 0;
}

int PerftestPeer::runClient()
{
    const SimNode *n = m_context.cluster().node(m_context.node());
    const RailState *local = n->railByRdmaDevice(m_options.device);
    if (!local) {
        err(QStringLiteral(" Couldn't find device %1\n Unable to find the Infiniband/RoCE device\n")
                .arg(m_options.device)
                .toUtf8());
        return 1;
    }
    QTcpSocket s;
    s.connectToHost(m_options.server, quint16(m_options.tcpPort));
    if (!s.waitForConnected(3000)) {
        err(PerftestEmulator::connectError(m_options.server, m_options.tcpPort));
        return 1;
    }
    const QString localIp = s.localAddress().toString();
    s.write("RYSIM1 " + m_context.node().toUtf8() + ' ' + m_options.device.toUtf8() + ' ' + localIp.toUtf8() +
            ' ' + QByteArray::number(local->mtu) + '\n');
    s.waitForBytesWritten(2000);
    const QList<QByteArray> hello = readLine(s, 5000).split(' ');
    if (hello.size() < 5) {
        err("Failed to exchange data between server and clients\n");
        return 1;
    }
    const QString peerNode = QString::fromUtf8(hello[1]);
    SimCluster &c = m_context.cluster();
    const SimNode *peer = c.node(peerNode);
    const RailState *peerRail = peer ? peer->railByRdmaDevice(QString::fromUtf8(hello[2])) : nullptr;
    // TCP went through the kernel; RDMA needs the devices themselves joined.
    if (!peerRail ||
        !c.rdmaReach(RailEndpoint{m_context.node(), local->rail}, RailEndpoint{peerNode, peerRail->rail})) {
        s.write("NO\n");
        s.waitForBytesWritten(1000);
        err(PerftestEmulator::rtrError());
        return 1;
    }
    s.write("GO\n");
    s.waitForBytesWritten(1000);
    PerftestMeasurement m = measurement(peerNode, QString::fromUtf8(hello[2]), hello[4].toInt(), localIp,
                                        m_options.server, false);
    out(PerftestEmulator::header(m_options, m.mtu, false) +
        PerftestEmulator::addressBlock(m_options, m, false) + PerftestEmulator::tableHeader(m_options));
    const double speed = m_context.speed();
    // The client's flow goes out through this node's rail to the peer's;
    // processes on the same nodes share the rails and ports through the
    // registry. Latency tests move next to no data and do not count.
    const RailEndpoint me{m_context.node(), local->rail};
    const RailEndpoint them{peerNode, peerRail->rail};
    FlowRegistry flows(m_context.runDir());
    if (!m_options.isLatency())
        flows.add(me, them);
    if (m_options.runInfinitely) {
        PerftestOptions perSecond = m_options;
        perSecond.durationS = 1;
        while (!g_stop) {
            QThread::msleep(qMax(1, int(1000 / speed)));
            if (!m_options.isLatency())
                m.gbps = sharedRate(me, them, flows);
            out(PerftestEmulator::results(perSecond, m));
        }
    } else {
        const double seconds = m_options.durationS > 0 ? m_options.durationS : 0.2;
        const int ticks = int(seconds * 1000 / speed / TickMs);
        // perftest's duration mode samples only between its margins (--margin,
        // 2 s by default), so clients of one cable started a little apart
        // still measure the time they all run.
        const int margin = std::min(int(MarginS * 1000 / speed / TickMs), ticks / 4);
        double sum = 0;
        int samples = 0;
        for (int i = 0; i < ticks && !g_stop; ++i) {
            QThread::msleep(TickMs);
            if (!m_options.isLatency() && i >= margin && i < ticks - margin) {
                sum += sharedRate(me, them, flows);
                ++samples;
            }
        }
        if (samples > 0)
            m.gbps = sum / samples;
        out(PerftestEmulator::results(m_options, m) + PerftestEmulator::rule());
    }
    flows.remove();
    s.write("DONE " + QByteArray::number(m.gbps, 'f', 4) + '\n');
    s.waitForBytesWritten(1000);
    s.disconnectFromHost();
    return 0;
}

} // namespace railyard::sim
