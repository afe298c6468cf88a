// SPDX-License-Identifier: GPL-3.0-or-later
#include "ibvdevinfoparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

namespace railyard::probe {

namespace {

void putOptional(QJsonObject &o, const char *key, const std::optional<QString> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

void putOptional(QJsonObject &o, const char *key, const std::optional<int> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

// "4129", "0x02c9", "4096 (5)", "PORT_ACTIVE (4)": the leading number
std::optional<int> leadingNumber(const QString &value)
{
    const QString word = value.section(QLatin1Char(' '), 0, 0);
    bool ok = false;
    const int number = word.startsWith(QLatin1String("0x")) ? word.mid(2).toInt(&ok, 16) : word.toInt(&ok);
    if (!ok)
        return std::nullopt;
    return number;
}

} // namespace

QJsonObject IbvPort::toJson() const
{
    QJsonObject o{{QStringLiteral("port"), port}, {QStringLiteral("state"), state}};
    putOptional(o, "state_code", stateCode);
    putOptional(o, "max_mtu", maxMtu);
    putOptional(o, "active_mtu", activeMtu);
    putOptional(o, "sm_lid", smLid);
    putOptional(o, "port_lid", portLid);
    putOptional(o, "link_layer", linkLayer);
    return o;
}

QJsonObject IbvDevice::toJson() const
{
    QJsonArray portArray;
    for (const IbvPort &p : ports)
        portArray.append(p.toJson());
    QJsonObject o{{QStringLiteral("hca_id"), hcaId}, {QStringLiteral("ports"), portArray}};
    putOptional(o, "transport", transport);
    putOptional(o, "fw_ver", fwVer);
    putOptional(o, "node_guid", nodeGuid);
    putOptional(o, "sys_image_guid", sysImageGuid);
    putOptional(o, "vendor_id", vendorId);
    putOptional(o, "vendor_part_id", vendorPartId);
    putOptional(o, "hw_ver", hwVer);
    putOptional(o, "board_id", boardId);
    putOptional(o, "phys_port_cnt", physPortCnt);
    return o;
}

const IbvDevice *IbvDevinfoResult::find(const QString &hcaId) const
{
    for (const IbvDevice &device : devices) {
        if (device.hcaId == hcaId)
            return &device;
    }
    return nullptr;
}

QJsonObject IbvDevinfoResult::toJson() const
{
    QJsonArray array;
    for (const IbvDevice &device : devices)
        array.append(device.toJson());
    QJsonObject o{{QStringLiteral("devices"), array}};
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<IbvDevinfoResult> IbvDevinfoParser::parse(const QString &text)
{
    static const QRegularExpression keyValue(QStringLiteral(R"(^\s*([A-Za-z_][A-Za-z0-9_]*):\s*(.*?)\s*$)"));
    static const QRegularExpression portState(QStringLiteral(R"(^(\S+)(?:\s+\((\d+)\))?$)"));

    const QStringList lines = text.split(QLatin1Char('\n'));
    IbvDevinfoResult result;
    int firstLine = 0;
    bool skippingPort = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const int lineNo = i + 1;
        if (firstLine == 0 && !line.trimmed().isEmpty())
            firstLine = lineNo;
        const auto m = keyValue.match(line);
        if (!m.hasMatch())
            continue;
        const QString key = m.captured(1);
        const QString value = m.captured(2);
        // A value that cannot be read is kept aside; the device goes on.
        const auto warn = [&](const QString &reason) {
            result.warnings.append({lineNo, line.trimmed(), reason});
        };
        const auto number = [&]() -> std::optional<int> {
            const auto n = leadingNumber(value);
            if (!n)
                warn(QCoreApplication::translate("railyard::probe::IbvDevinfoParser",
                                                 "'%1' is not a number: '%2'")
                         .arg(key, value));
            return n;
        };
        if (key == QLatin1String("hca_id")) {
            if (value.isEmpty()) {
                warn(QCoreApplication::translate("railyard::probe::IbvDevinfoParser", "empty hca_id"));
                continue;
            }
            skippingPort = false;
            IbvDevice device;
            device.hcaId = value;
            result.devices.append(device);
            continue;
        }
        if (result.devices.isEmpty())
            continue; // a notebook print or prompt before the first device
        IbvDevice &device = result.devices.last();
        if (key == QLatin1String("port")) {
            const auto n = number();
            // The fields under a port whose number cannot be read belong to
            // no port; they must not overwrite the previous port's.
            skippingPort = !n;
            if (!n)
                continue;
            IbvPort port;
            port.port = *n;
            device.ports.append(port);
            continue;
        }
        if (skippingPort)
            continue;
        if (!device.ports.isEmpty()) {
            IbvPort &port = device.ports.last();
            if (key == QLatin1String("state")) {
                const auto s = portState.match(value);
                if (!s.hasMatch()) {
                    warn(QCoreApplication::translate("railyard::probe::IbvDevinfoParser",
                                                     "unexpected port state '%1'")
                             .arg(value));
                    continue;
                }
                port.state = s.captured(1);
                if (!s.captured(2).isEmpty())
                    port.stateCode = s.captured(2).toInt();
                continue;
            }
            std::optional<int> *target = nullptr;
            if (key == QLatin1String("max_mtu"))
                target = &port.maxMtu;
            else if (key == QLatin1String("active_mtu"))
                target = &port.activeMtu;
            else if (key == QLatin1String("sm_lid"))
                target = &port.smLid;
            else if (key == QLatin1String("port_lid"))
                target = &port.portLid;
            if (target) {
                if (const auto n = number())
                    *target = *n;
                continue;
            }
            if (key == QLatin1String("link_layer")) {
                port.linkLayer = value;
                continue;
            }
            // -v prints more port attributes; they are not device fields either.
            continue;
        }
        if (key == QLatin1String("transport")) {
            device.transport = value;
        } else if (key == QLatin1String("fw_ver")) {
            device.fwVer = value;
        } else if (key == QLatin1String("node_guid")) {
            device.nodeGuid = value;
        } else if (key == QLatin1String("sys_image_guid")) {
            device.sysImageGuid = value;
        } else if (key == QLatin1String("hw_ver")) {
            device.hwVer = value;
        } else if (key == QLatin1String("board_id")) {
            device.boardId = value;
        } else if (key == QLatin1String("vendor_id") || key == QLatin1String("vendor_part_id") ||
                   key == QLatin1String("phys_port_cnt")) {
            const auto n = number();
            if (!n)
                continue;
            if (key == QLatin1String("vendor_id"))
                device.vendorId = *n;
            else if (key == QLatin1String("vendor_part_id"))
                device.vendorPartId = *n;
            else
                device.physPortCnt = *n;
        }
    }
    // A node without RDMA devices, or with the RDMA stack down, is a fact
    // for the findings, not bad input (libibverbs' examples/devinfo.c).
    if (result.devices.isEmpty()) {
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            const QString t = line.trimmed();
            if (t.startsWith(QLatin1String("No IB devices found")) ||
                t.startsWith(QLatin1String("Failed to get IB devices list"))) {
                result.error = t;
                return result;
            }
        }
    }
    if (result.devices.isEmpty() && !result.warnings.isEmpty())
        return Error{result.warnings.first().reason, QString(), result.warnings.first().line};
    if (result.devices.isEmpty())
        return Error{QCoreApplication::translate("railyard::probe::IbvDevinfoParser",
                                                 "not ibv_devinfo output: no 'hca_id:' line"),
                     QString(), firstLine > 0 ? firstLine : 1};
    return result;
}

} // namespace railyard::probe
