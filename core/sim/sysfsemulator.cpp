// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/sysfsemulator.h"

#include "model/port.h"
#include "sim/simnode.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QSaveFile>

namespace railyard::sim {

namespace {

bool put(const QString &path, const QByteArray &line)
{
    QDir().mkpath(QFileInfo(path).path());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(line + '\n');
    return f.commit();
}

// The link-local GID the kernel derives from the MAC (EUI-64).
QString linkLocalGid(const QString &mac)
{
    QList<uint> b;
    for (const QString &x : mac.split(QLatin1Char(':')))
        b << x.toUInt(nullptr, 16);
    if (b.size() != 6)
        return {};
    return QString::asprintf("fe80:0000:0000:0000:%02x%02x:%02xff:fe%02x:%02x%02x", b[0] ^ 0x02, b[1], b[2],
                             b[3], b[4], b[5]);
}

QString ipv4Gid(const QString &cidr)
{
    const quint32 a = QHostAddress(cidr.section(QLatin1Char('/'), 0, 0)).toIPv4Address();
    return QString::asprintf("0000:0000:0000:0000:0000:ffff:%04x:%04x", a >> 16, a & 0xffff);
}

} // namespace

Result<void> SysfsEmulator::write(const SimNode &node, const QString &infinibandDir)
{
    for (int p = 0; p < model::Port::Count; ++p) {
        for (const model::Rail &rail : model::Port(p).rails()) {
            const RailState &r = node.rail(rail);
            const QString dev = infinibandDir + QLatin1Char('/') + rail.rdmaDevice();
            const QString port = dev + QStringLiteral("/ports/1");
            // As the simulator's `rdma link` says, and as a real Spark's
            // unplugged port reads (rdma link: DOWN, DISABLED), in the
            // spellings of drivers/infiniband/core/sysfs.c.
            const QByteArray state = r.up ? "4: ACTIVE" : "1: DOWN";
            const QByteArray phys = r.up ? "5: LinkUp" : "3: Disabled";
            const QByteArray rate = r.up ? QByteArray::number(r.speedMbps / 1000) + " Gb/sec (4X HDR)"
                                         : QByteArray("10 Gb/sec (4X SDR)");
            QList<std::pair<QString, QString>> gids; // gid, type
            const QString ll = linkLocalGid(r.mac);
            if (!ll.isEmpty())
                gids << std::pair{ll, QStringLiteral("IB/RoCE v1")}
                     << std::pair{ll, QStringLiteral("RoCE v2")};
            for (const QString &cidr : r.ipv4)
                gids << std::pair{ipv4Gid(cidr), QStringLiteral("IB/RoCE v1")}
                     << std::pair{ipv4Gid(cidr), QStringLiteral("RoCE v2")};
            bool ok = put(port + QStringLiteral("/state"), state) &&
                      put(port + QStringLiteral("/phys_state"), phys) &&
                      put(port + QStringLiteral("/link_layer"), "Ethernet") &&
                      put(port + QStringLiteral("/rate"), rate) &&
                      put(dev + QStringLiteral("/hca_type"), "MT4129") &&
                      put(dev + QStringLiteral("/fw_ver"), "28.45.4028");
            // A table of eight: unused entries read as zeros and have no attributes.
            QDir(port + QStringLiteral("/gid_attrs")).removeRecursively();
            for (int i = 0; i < 8 && ok; ++i) {
                const bool used = i < gids.size();
                ok = put(port + QStringLiteral("/gids/%1").arg(i),
                         used ? gids[i].first.toLatin1()
                              : QByteArray("0000:0000:0000:0000:0000:0000:0000:0000"));
                if (ok && used)
                    ok =
                        put(port + QStringLiteral("/gid_attrs/types/%1").arg(i), gids[i].second.toLatin1()) &&
                        put(port + QStringLiteral("/gid_attrs/ndevs/%1").arg(i), rail.netdev().toLatin1());
            }
            ok = ok &&
                 put(port + QStringLiteral("/counters/port_xmit_data"),
                     QByteArray::number(qint64(r.counters.txRdmaBytes / 4))) &&
                 put(port + QStringLiteral("/counters/port_rcv_data"),
                     QByteArray::number(qint64(r.counters.rxRdmaBytes / 4)));
            if (!ok)
                return Error{QStringLiteral("cannot write the RDMA tree of %1 under %2")
                                 .arg(node.name(), infinibandDir),
                             node.name()};
        }
    }
    return {};
}

} // namespace railyard::sim
