// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace railyard::probe {

struct IbvPort
{
    int port = 0;
    QString state;                // "PORT_ACTIVE"
    std::optional<int> stateCode; // 4
    std::optional<int> maxMtu;    // bytes, 4096
    std::optional<int> activeMtu; // bytes, 1024
    std::optional<int> smLid;
    std::optional<int> portLid;
    std::optional<QString> linkLayer; // "Ethernet", "InfiniBand"

    bool isActive() const { return state == QLatin1String("PORT_ACTIVE"); }
    // {port, state, state_code?, max_mtu?, active_mtu?, sm_lid?, port_lid?, link_layer?}
    QJsonObject toJson() const;
};

struct IbvDevice
{
    QString hcaId; // "rocep1s0f0"
    std::optional<QString> transport;
    std::optional<QString> fwVer; // "28.45.4028"
    std::optional<QString> nodeGuid;
    std::optional<QString> sysImageGuid;
    std::optional<int> vendorId;     // 0x02c9
    std::optional<int> vendorPartId; // 4129 = ConnectX-7
    std::optional<QString> hwVer;
    std::optional<QString> boardId; // "NVD0000000087"
    std::optional<int> physPortCnt;
    QList<IbvPort> ports;

    // {hca_id, transport?, fw_ver?, node_guid?, sys_image_guid?, vendor_id?,
    //  vendor_part_id?, hw_ver?, board_id?, phys_port_cnt?, ports[]}
    QJsonObject toJson() const;
};

struct IbvDevinfoResult
{
    QList<IbvDevice> devices;
    // The tool's own word when it found nothing: "No IB devices found"
    // (no device), "Failed to get IB devices list: ..." (the RDMA stack is
    // not running). A result for the findings, not bad input.
    QString error;
    QList<ParseWarning> warnings; // known keys whose value could not be read

    const IbvDevice *find(const QString &hcaId) const;
    // {devices[], error?, warnings[]?}
    QJsonObject toJson() const;
};

class IbvDevinfoParser
{
public:
    static Result<IbvDevinfoResult> parse(const QString &text);
};

} // namespace railyard::probe
