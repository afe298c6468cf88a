// SPDX-License-Identifier: GPL-3.0-or-later
#include "perftestpeer.h"

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
    if (m_options.runInfinitely) {
        PerftestOptions perSecond = m_options;
        perSecond.durationS = 1;
        while (!g_stop) {
            QThread::msleep(qMax(1, int(1000 / speed)));
            out(PerftestEmulator::results(perSecond, m));
        }
    } else {
        const double seconds = m_options.durationS > 0 ? m_options.durationS : 0.2;
        for (int i = 0; i < int(seconds * 1000 / speed / 50) && !g_stop; ++i)
            QThread::msleep(50);
        out(PerftestEmulator::results(m_options, m) + PerftestEmulator::rule());
    }
    s.write("DONE " + QByteArray::number(m.gbps, 'f', 4) + '\n');
    s.waitForBytesWritten(1000);
    s.disconnectFromHost();
    return 0;
}

} // namespace railyard::sim
