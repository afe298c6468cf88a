// SPDX-License-Identifier: GPL-3.0-or-later
#include "simtoolcontext.h"

#include "sim/scenariocatalog.h"
#include "sim/sysfsemulator.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QNetworkInterface>

namespace railyard::sim {

namespace {

QString readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()).trimmed() : QString();
}

} // namespace

Result<std::unique_ptr<SimToolContext>> SimToolContext::fromEnvironment()
{
    const QString dir = qEnvironmentVariable("RAILYARD_SIM_DIR");
    const QString node = qEnvironmentVariable("RAILYARD_SIM_NODE");
    if (dir.isEmpty() || node.isEmpty())
        return Error{
            QStringLiteral("RAILYARD_SIM_DIR and RAILYARD_SIM_NODE must name the run directory and the node"),
            QStringLiteral("railyard-simtool")};
    const Result<Scenario> s = ScenarioCatalog::load(readFile(dir + QStringLiteral("/scenario")));
    if (!s)
        return s.error();
    std::unique_ptr<SimToolContext> c(new SimToolContext);
    c->m_dir = dir;
    c->m_node = node;
    const QStringList clock = readFile(dir + QStringLiteral("/clock")).split(QLatin1Char(' '));
    c->m_startMs = clock.value(0).toLongLong();
    c->m_speed = clock.value(1, QStringLiteral("1")).toDouble();
    if (c->m_speed <= 0)
        c->m_speed = 1;
    c->m_cluster = std::make_unique<SimCluster>(s.value(), c->m_speed);
    if (!c->m_cluster->node(node))
        return Error{QStringLiteral("node %1 is not in scenario %2").arg(node, s->name), node};
    for (const QString &line :
         readFile(dir + QStringLiteral("/nodes")).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList f = line.split(QLatin1Char(' '));
        if (f.size() >= 2 && c->m_cluster->node(f[0]))
            c->m_cluster->node(f[0])->setManagementAddress(f[1]);
    }
    c->applyGpuLoads();
    const double elapsed = double(QDateTime::currentMSecsSinceEpoch() - c->m_startMs) / 1000.0;
    c->m_cluster->clock().advance(std::max(0.0, elapsed) * c->m_speed);
    c->m_cluster->update();
    c->applyRealInterfaces();
    // Each tool run brings the node's RDMA tree up to date with what it
    // just read (carrier, addresses): the kernel's tree is live too.
    const QString tree = QStringLiteral("/sys/class/infiniband");
    if (QFile::exists(tree + QStringLiteral("/.railyard-sim")))
        (void)c->writeSysfs(tree);
    return c;
}

Result<void> SimToolContext::writeSysfs(const QString &dir)
{
    QFile marker(dir + QStringLiteral("/.railyard-sim"));
    if (!marker.exists() && marker.open(QIODevice::WriteOnly))
        marker.close();
    return SysfsEmulator::write(*m_cluster->node(m_node), dir);
}

void SimToolContext::applyGpuLoads()
{
    QDir d(m_dir + QStringLiteral("/gpuload"));
    for (const QString &name : d.entryList(QDir::Files)) {
        const QStringList f = readFile(d.filePath(name)).split(QLatin1Char(' '));
        SimNode *n = m_cluster->node(name);
        if (!n || f.size() < 2)
            continue;
        const double from = double(f[0].toLongLong() - m_startMs) / 1000.0 * m_speed;
        n->setGpuLoad(1.0, from + f[1].toDouble(), from);
    }
}

void SimToolContext::recordGpuLoad(double seconds)
{
    QDir().mkpath(m_dir + QStringLiteral("/gpuload"));
    QFile f(m_dir + QStringLiteral("/gpuload/") + m_node);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(QByteArray::number(QDateTime::currentMSecsSinceEpoch()) + ' ' + QByteArray::number(seconds) +
                '\n');
}

void SimToolContext::applyRealInterfaces()
{
    // The kernel's view wins where it is real: carrier (the veth wiring),
    // MTU and the addresses netplan or ip put there.
    SimNode *n = m_cluster->node(m_node);
    for (RailState &r : n->rails()) {
        const QString sys = QStringLiteral("/sys/class/net/") + r.rail.netdev();
        if (!QFile::exists(sys))
            continue;
        const bool carrier = readFile(sys + QStringLiteral("/carrier")) == QLatin1String("1");
        r.up = r.up && carrier;
        if (!r.up)
            r.speedMbps = 0;
        const int mtu = readFile(sys + QStringLiteral("/mtu")).toInt();
        if (mtu > 0)
            r.mtu = mtu;
        const QNetworkInterface iface = QNetworkInterface::interfaceFromName(r.rail.netdev());
        QStringList cidrs;
        for (const QNetworkAddressEntry &e : iface.addressEntries()) {
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol)
                cidrs << e.ip().toString() + QLatin1Char('/') + QString::number(e.prefixLength());
        }
        r.ipv4 = cidrs;
    }
}

} // namespace railyard::sim
