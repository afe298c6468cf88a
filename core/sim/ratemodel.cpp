// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/ratemodel.h"

#include <algorithm>

namespace railyard::sim {

double RateModel::pcieGbps(int gen, int width)
{
    // Per-lane Mb/s after line coding, in the kernel's integer arithmetic
    // (pcie_bandwidth_available), so the dmesg figure matches to the digit.
    int perLane = 0;
    switch (gen) {
    case 1:
        perLane = 2500 * 8 / 10;
        break;
    case 2:
        perLane = 5000 * 8 / 10;
        break;
    case 3:
        perLane = 8000 * 128 / 130;
        break;
    case 4:
        perLane = 16000 * 128 / 130;
        break;
    default:
        perLane = 32000 * 128 / 130;
        break;
    }
    return perLane * std::max(width, 1) / 1000.0;
}

double RateModel::railCapGbps(int gen, int width)
{
    // 106 / 126.028: what RDMA writes reach of the PCIe payload bandwidth.
    return pcieGbps(gen, width) * 0.8411;
}

double RateModel::portCapGbps(double linkSpeedGbps)
{
    return linkSpeedGbps * 0.949250;
}

double RateModel::ncclBusbwGBs(int hcas, bool socket, double perRailGbps)
{
    if (socket)
        return 1.08; // 10 GbE management link
    const double healthyRail = 94.9;
    const double factor = std::clamp(perRailGbps / healthyRail, 0.0, 1.0);
    return (hcas >= 2 ? 21.4 : 13.9) * factor;
}

} // namespace railyard::sim
