// SPDX-License-Identifier: GPL-3.0-or-later
#include "rdmadevicelister.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <cerrno>
#include <cstring>
#include <infiniband/verbs.h>
#include <memory>

namespace railyard::remote {

namespace {

QString portState(ibv_port_state state)
{
    switch (state) {
    case IBV_PORT_NOP:
        return QStringLiteral("NOP");
    case IBV_PORT_DOWN:
        return QStringLiteral("DOWN");
    case IBV_PORT_INIT:
        return QStringLiteral("INIT");
    case IBV_PORT_ARMED:
        return QStringLiteral("ARMED");
    case IBV_PORT_ACTIVE:
        return QStringLiteral("ACTIVE");
    case IBV_PORT_ACTIVE_DEFER:
        return QStringLiteral("ACTIVE_DEFER");
    default:
        return QString::number(int(state));
    }
}

// The IBTA numbering `rdma link` prints as names.
QString physicalState(uint8_t state)
{
    static const char *names[] = {
        "NOP", "SLEEP", "POLLING", "DISABLED", "CONFIG", "LINK_UP", "LINK_ERROR_RECOVERY", "PHY_TEST"};
    if (state < std::size(names))
        return QLatin1String(names[state]);
    return QString::number(state);
}

QString readLine(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readLine()).trimmed();
}

// RoCE ports name their netdev in the GID table; the PCI function's net
// directory is the fallback for drivers that leave it empty.
QString netdevOf(const QString &sysfs, const QString &device, int port)
{
    const QString dev = sysfs + QLatin1Char('/') + device;
    QString name = readLine(dev + QStringLiteral("/ports/%1/gid_attrs/ndevs/0").arg(port));
    if (name.isEmpty()) {
        const QStringList nets =
            QDir(dev + QStringLiteral("/device/net")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        if (!nets.isEmpty())
            name = nets.first();
    }
    return name;
}

} // namespace

Result<probe::RdmaNetdevLinks> RdmaDeviceLister::list()
{
    const QString sysfsInfiniband = QStringLiteral("/sys/class/infiniband");
    int count = 0;
    errno = 0;
    std::unique_ptr<ibv_device *, decltype(&ibv_free_device_list)> devices(ibv_get_device_list(&count),
                                                                           &ibv_free_device_list);
    if (!devices) {
        const int err = errno;
        if (err == ENOSYS)
            return Error{QCoreApplication::translate("railyard::remote::RdmaDeviceLister",
                                                     "no RDMA devices: this kernel has no RDMA support "
                                                     "(ib_uverbs is not loaded)"),
                         QStringLiteral("rdma")};
        return Error{QCoreApplication::translate("railyard::remote::RdmaDeviceLister",
                                                 "listing RDMA devices failed: %1")
                         .arg(QString::fromLocal8Bit(std::strerror(err))),
                     QStringLiteral("rdma")};
    }
    if (count == 0)
        return Error{
            QCoreApplication::translate("railyard::remote::RdmaDeviceLister",
                                        "no RDMA devices: libibverbs found no device on this machine "
                                        "(is the ConnectX driver mlx5_ib loaded?)"),
            QStringLiteral("rdma")};

    probe::RdmaNetdevLinks result;
    for (int i = 0; i < count; ++i) {
        ibv_device *device = devices.get()[i];
        const QString name = QString::fromLatin1(ibv_get_device_name(device));
        std::unique_ptr<ibv_context, decltype(&ibv_close_device)> context(ibv_open_device(device),
                                                                          &ibv_close_device);
        if (!context)
            return Error{QCoreApplication::translate("railyard::remote::RdmaDeviceLister",
                                                     "cannot open RDMA device %1: %2")
                             .arg(name, QString::fromLocal8Bit(std::strerror(errno))),
                         name};
        ibv_device_attr attr{};
        if (const int rc = ibv_query_device(context.get(), &attr); rc != 0)
            return Error{QCoreApplication::translate("railyard::remote::RdmaDeviceLister",
                                                     "cannot query RDMA device %1: %2")
                             .arg(name, QString::fromLocal8Bit(std::strerror(rc))),
                         name};
        for (int port = 1; port <= attr.phys_port_cnt; ++port) {
            ibv_port_attr portAttr{};
            if (const int rc = ibv_query_port(context.get(), uint8_t(port), &portAttr); rc != 0)
                return Error{QCoreApplication::translate("railyard::remote::RdmaDeviceLister",
                                                         "cannot query port %1 of RDMA device %2: %3")
                                 .arg(QString::number(port), name, QString::fromLocal8Bit(std::strerror(rc))),
                             name};
            probe::RdmaNetdevLink link;
            link.rdmaDevice = name;
            link.port = port;
            link.netdev = netdevOf(sysfsInfiniband, name, port);
            link.state = portState(portAttr.state);
            link.up = portAttr.state == IBV_PORT_ACTIVE;
            link.physicalState = physicalState(portAttr.phys_state);
            if (!link.netdev.isEmpty()) {
                bool ok = false;
                const int index =
                    readLine(QStringLiteral("/sys/class/net/%1/ifindex").arg(link.netdev)).toInt(&ok);
                if (ok)
                    link.netdevIndex = index;
            }
            result.links.append(link);
        }
    }
    return result;
}

} // namespace railyard::remote
