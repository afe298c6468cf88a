// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace railyard::sim {

// The figures the model reproduces (domain.md): what one RDMA flow gets
// from the PCIe rails, the QSFP port and the path it takes.
class RateModel
{
public:
    // PCIe payload bandwidth the kernel reports in dmesg (126.028 Gb/s for Gen5 x4).
    static double pcieGbps(int gen, int width);
    // ib_write_bw on one rail alone over a healthy Gen5 x4 link: ~106 Gb/s.
    static double railCapGbps(int gen, int width);
    // Usable RDMA bandwidth of a QSFP port at its link speed: 189.85 Gb/s at 200G,
    // so both rails of one cable together reach ~185-190.
    static double portCapGbps(double linkSpeedGbps);
    static constexpr double ThrottledGbps = 13.0;         // card throttled: loopback 13 instead of 106
    static constexpr double NoOffloadGbps = 9.8;          // bridge forwarding in the switch CPU
    static constexpr double PfcStallGbps = 0.0;           // PFC pauses: connections up, no data
    static constexpr double HealthyLaneErrorsPerS = 2900; // pre-FEC, QSFP112 lanes
    static constexpr double HotLaneErrorsPerS = 11.7e6;   // the failing lane at ~81 C
    static constexpr double HotLaneDropAfterS = 186;      // link drops 3.1 min after the rise
    static constexpr double HotLaneThresholdC = 78;       // module temperature at which the lane fails
    // nccl-tests all_gather bus bandwidth (GB/s) at large messages.
    static double ncclBusbwGBs(int hcas, bool socket, double perRailGbps);
};

} // namespace railyard::sim
