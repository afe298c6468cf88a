// SPDX-License-Identifier: GPL-3.0-or-later
#include "rdmadevicelister.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstring>
#include <infiniband/verbs.h>
#include <memory>

namespace railyard::remote {

namespace {

std::optional<QString> readLine(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    // A GID attribute of an empty table entry fails on read, not on open.
    const QByteArray line = f.readLine(4096);
    if (line.isEmpty() && f.error() != QFileDevice::NoError)
        return std::nullopt;
    return QString::fromUtf8(line).trimmed();
}

// "4: ACTIVE", "5: LinkUp": the kernel prints the code, then a name.
std::pair<int, QString> codeAndName(const QString &text)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    bool ok = false;
    const int code = colon > 0 ? text.left(colon).trimmed().toInt(&ok) : -1;
    return {ok ? code : -1, colon > 0 ? text.mid(colon + 1).trimmed() : text};
}

QStringList sortedEntries(const QString &dir)
{
    // Names in the kernel's device order on a Spark (rocep1s0f0 before
    // roceP2p1s0f0), whatever order readdir gives.
    return QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name | QDir::IgnoreCase);
}

bool isZeroGid(const QString &gid)
{
    for (const QChar c : gid) {
        if (c != QLatin1Char('0') && c != QLatin1Char(':'))
            return false;
    }
    return true;
}

void readCounters(const QString &dir, QMap<QString, quint64> &into)
{
    for (const QString &name : QDir(dir).entryList(QDir::Files)) {
        bool ok = false;
        // "N/A (no PMA)" when the device has no performance agent: no value.
        const quint64 value = readLine(dir + QLatin1Char('/') + name).value_or(QString()).toULongLong(&ok);
        if (ok)
            into.insert(name, value);
    }
}

RdmaPortFacts readPort(const QString &sysfsRoot, const QString &device, int port)
{
    const QString dir = QStringLiteral("%1/class/infiniband/%2/ports/%3").arg(sysfsRoot, device).arg(port);
    RdmaPortFacts p;
    p.device = device;
    p.port = port;
    const auto [state, stateName] = codeAndName(readLine(dir + QStringLiteral("/state")).value_or(QString()));
    p.stateCode = state;
    p.state = stateName;
    const auto [phys, physName] =
        codeAndName(readLine(dir + QStringLiteral("/phys_state")).value_or(QString()));
    p.physicalStateCode = phys;
    p.physicalState = phys >= 0 ? RdmaDeviceLister::physicalStateName(phys) : physName;
    p.linkLayer = readLine(dir + QStringLiteral("/link_layer")).value_or(QString());
    p.rate = readLine(dir + QStringLiteral("/rate")).value_or(QString());
    const QStringList gids = QDir(dir + QStringLiteral("/gids")).entryList(QDir::Files);
    for (const QString &name : gids) {
        bool ok = false;
        const int index = name.toInt(&ok);
        const std::optional<QString> gid = readLine(dir + QStringLiteral("/gids/") + name);
        if (!ok || !gid || isZeroGid(*gid))
            continue;
        RdmaGid g;
        g.index = index;
        g.gid = *gid;
        g.type = readLine(dir + QStringLiteral("/gid_attrs/types/") + name).value_or(QString());
        g.netdev = readLine(dir + QStringLiteral("/gid_attrs/ndevs/") + name).value_or(QString());
        p.gids.append(g);
    }
    std::sort(p.gids.begin(), p.gids.end(),
              [](const RdmaGid &a, const RdmaGid &b) { return a.index < b.index; });
    // The GID table names the RoCE netdev; the PCI function's net folder
    // is the fallback for ports without a populated GID yet.
    for (const RdmaGid &g : std::as_const(p.gids)) {
        if (!g.netdev.isEmpty()) {
            p.netdev = g.netdev;
            break;
        }
    }
    if (p.netdev.isEmpty()) {
        const QStringList nets =
            sortedEntries(QStringLiteral("%1/class/infiniband/%2/device/net").arg(sysfsRoot, device));
        if (!nets.isEmpty())
            p.netdev = nets.first();
    }
    if (!p.netdev.isEmpty()) {
        bool ok = false;
        const int index = readLine(QStringLiteral("%1/class/net/%2/ifindex").arg(sysfsRoot, p.netdev))
                              .value_or(QString())
                              .toInt(&ok);
        if (ok)
            p.netdevIndex = index;
    }
    readCounters(dir + QStringLiteral("/counters"), p.counters);
    readCounters(dir + QStringLiteral("/hw_counters"), p.counters);
    return p;
}

int mtuBytes(ibv_mtu mtu)
{
    switch (mtu) {
    case IBV_MTU_256:
        return 256;
    case IBV_MTU_512:
        return 512;
    case IBV_MTU_1024:
        return 1024;
    case IBV_MTU_2048:
        return 2048;
    case IBV_MTU_4096:
        return 4096;
    }
    return 0;
}

// The verbs view of the devices sysfs listed: what ibv_query_port says
// wins for state (sysfs asks the same driver call, a moment earlier) and
// adds the active MTU. A device verbs cannot open keeps its sysfs facts.
bool queryVerbs(QList<RdmaPortFacts> &ports)
{
    int count = 0;
    std::unique_ptr<ibv_device *, decltype(&ibv_free_device_list)> devices(ibv_get_device_list(&count),
                                                                           &ibv_free_device_list);
    if (!devices || count == 0)
        return false;
    bool any = false;
    for (int i = 0; i < count; ++i) {
        ibv_device *device = devices.get()[i];
        const QString name = QString::fromLatin1(ibv_get_device_name(device));
        std::unique_ptr<ibv_context, decltype(&ibv_close_device)> context(ibv_open_device(device),
                                                                          &ibv_close_device);
        if (!context)
            continue;
        for (RdmaPortFacts &p : ports) {
            if (p.device != name)
                continue;
            ibv_port_attr attr{};
            if (ibv_query_port(context.get(), uint8_t(p.port), &attr) != 0)
                continue;
            p.stateCode = int(attr.state);
            p.state = QString::fromLatin1(ibv_port_state_str(attr.state));
            if (p.state.startsWith(QLatin1String("PORT_")))
                p.state = p.state.mid(5);
            p.physicalStateCode = attr.phys_state;
            p.physicalState = RdmaDeviceLister::physicalStateName(attr.phys_state);
            p.activeMtu = mtuBytes(attr.active_mtu);
            any = true;
        }
    }
    return any;
}

} // namespace

QString RdmaDeviceLister::physicalStateName(int code)
{
    // iproute2's rdma tool prints these (code 4, PortConfigurationTraining
    // in the kernel's sysfs, is "ARMED" there).
    static const char *names[] = {
        "NOP",      "SLEEP",   "POLLING",     "DISABLED", "ARMED",   "LINK_UP", "LINK_ERROR_RECOVER",
        "PHY_TEST", "UNKNOWN", "OPA_OFFLINE", "UNKNOWN",  "OPA_TEST"};
    if (code >= 0 && size_t(code) < std::size(names))
        return QLatin1String(names[code]);
    return QStringLiteral("UNKNOWN");
}

probe::RdmaNetdevLinks RdmaDevices::links() const
{
    probe::RdmaNetdevLinks result;
    for (const RdmaPortFacts &p : ports) {
        probe::RdmaNetdevLink l;
        l.rdmaDevice = p.device;
        l.port = p.port;
        l.netdev = p.netdev;
        l.state = p.state;
        l.up = p.stateCode == 4;
        l.physicalState = p.physicalState;
        l.netdevIndex = p.netdevIndex;
        result.links.append(l);
    }
    return result;
}

Result<RdmaDevices> RdmaDeviceLister::list(const QString &sysfsRoot)
{
    const QString classDir = sysfsRoot + QStringLiteral("/class/infiniband");
    RdmaDevices result;
    const QFileInfo info(classDir);
    if (!info.exists()) {
        result.absentReason = QCoreApplication::translate(
                                  "railyard::remote::RdmaDeviceLister",
                                  "no RDMA device: the kernel has no RDMA core loaded (%1 does not exist)")
                                  .arg(classDir);
        return result;
    }
    if (!info.isReadable() || !info.isDir())
        return Error{
            QCoreApplication::translate("railyard::remote::RdmaDeviceLister", "cannot read %1").arg(classDir),
            QStringLiteral("rdma")};
    for (const QString &device : sortedEntries(classDir)) {
        QList<int> portNumbers;
        for (const QString &name :
             sortedEntries(classDir + QLatin1Char('/') + device + QStringLiteral("/ports"))) {
            bool ok = false;
            const int n = name.toInt(&ok);
            if (ok && n > 0)
                portNumbers.append(n);
        }
        std::sort(portNumbers.begin(), portNumbers.end());
        for (int port : std::as_const(portNumbers))
            result.ports.append(readPort(sysfsRoot, device, port));
    }
    if (result.ports.isEmpty()) {
        result.absentReason = QCoreApplication::translate(
                                  "railyard::remote::RdmaDeviceLister",
                                  "no RDMA device: %1 lists none (is the ConnectX driver mlx5_ib loaded?)")
                                  .arg(classDir);
        return result;
    }
    if (sysfsRoot == QLatin1String("/sys"))
        result.verbs = queryVerbs(result.ports);
    return result;
}

} // namespace railyard::remote
