// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace railyard::probe {

// "mlx5_core 0002:01:00.0: 126.028 Gb/s available PCIe bandwidth (32.0 GT/s PCIe x4 link)",
// or the "limited by ... (capable of ...)" form.
struct DmesgPcieBandwidth
{
    QString pciAddress;
    double availableGbps = 0;
    double speedGts = 0; // of the link that limits
    int width = 0;
    std::optional<QString> limitedBy; // address of the limiting upstream port
    std::optional<double> capableGbps;
    std::optional<double> capableSpeedGts;
    std::optional<int> capableWidth;
    std::optional<double> timestamp; // seconds since boot when printed
    int line = 0;

    // {pci_address, available_gbps, speed_gts, width, limited_by?, capable_gbps?,
    //  capable_speed_gts?, capable_width?, timestamp?, line}
    QJsonObject toJson() const;
};

// "Detected insufficient power on the PCIe slot (27W)." (mlx5_pcie_event)
struct DmesgPowerNotice
{
    QString pciAddress;
    bool sufficient = false; // "Detected sufficient power" also exists
    std::optional<int> watts;
    std::optional<double> timestamp;
    int line = 0;

    // {pci_address, sufficient, watts?, timestamp?, line}
    QJsonObject toJson() const;
};

// "mlx5_core 0000:01:00.0 enp1s0f0np0: Link up"
struct DmesgLinkEvent
{
    QString pciAddress;
    QString netdev;
    bool up = false;
    std::optional<double> timestamp;
    int line = 0;

    // {pci_address, netdev, up, timestamp?, line}
    QJsonObject toJson() const;
};

struct DmesgResult
{
    QList<DmesgPcieBandwidth> pcieBandwidth;
    QList<DmesgPowerNotice> powerNotices;
    QList<DmesgLinkEvent> linkEvents;
    QList<ParseWarning> warnings; // mlx5 messages of a known kind in a shape not seen before

    // {pcie_bandwidth[], power_notices[], link_events[], warnings[]?}
    QJsonObject toJson() const;
};

// mlx5 lines of `dmesg` / `journalctl -k`; messages wrapped onto an indented
// next line are joined first. Everything else is ignored.
class DmesgParser
{
public:
    static Result<DmesgResult> parse(const QString &text);
};

} // namespace railyard::probe
