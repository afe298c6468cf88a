// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace railyard::diag {

// Every number a rule compares against, with where it comes from. The
// figures are from the project's domain brief (domain.md, "Verifying, in
// order" and "Failure signatures"); the margins around them are choices
// documented here and in docs/cli.md.
class Thresholds
{
public:
    // "Link: both netdevs of the cabled port Up, speed 200000 Mb/s."
    static constexpr long long FullSpeedMbps = 200000;

    // "The whole node gets about 200 Gb/s each way, not 400."
    static constexpr double NodeLimitGbps = 200.0;

    // One rail measures ~92-112 Gb/s (samples ib_write_bw-2/-3: 92.57 and
    // 97.28). Below 80 Gb/s (40 % of the node limit) is well outside that.
    static constexpr double RailMinGbps = 80.0;

    // Both rails of one cable: 185.1 (article author), 189.85 (NVIDIA).
    // 170 Gb/s = 85 % of the node limit, below every healthy figure reported.
    static constexpr double CableMinGbps = 170.0;

    // A rail of the parallel run below 1 Gb/s carries nothing: the slowest
    // state that still moves data (bridge without offload) gives ~10 Gb/s.
    static constexpr double RailDeadBelowGbps = 1.0;

    // Loopback on one node: ~106 Gb/s card fine, ~13 Gb/s card throttled.
    // 30 Gb/s separates the two states with room on both sides; between 30
    // and 90 (85 % of 106) the card is slow for another reason.
    static constexpr double LoopbackHealthyGbps = 106.0;
    static constexpr double LoopbackThrottledBelowGbps = 30.0;
    static constexpr double LoopbackLowBelowGbps = 90.0;

    // Soak signature: one lane with ~1000x the errors of the others; the
    // issue asks for >= 100x the median of the other lanes, and rising.
    static constexpr double LaneOutlierFactor = 100.0;
    // ...and counting fast: the failing lane went from ~2.9 thousand to
    // ~11.7 million errors/s. Between two timed samples a lane must count
    // at least this many per second (healthy busy lanes count thousands,
    // idle ones none, so the ratio alone flags a healthy busy lane).
    static constexpr double LaneOutlierFloorPerS = 1e5;

    // "The RS-FEC limit is about 2x10^-4 pre-FEC BER." Warn from 1e-5
    // (a twentieth of the limit): healthy QSFP112 shows a small steady
    // stream, QSFP56 shows none, so 1e-5 is already far from healthy.
    static constexpr double FecBerLimit = 2e-4;
    static constexpr double FecBerWarn = 1e-5;

    // "Attenuation 0 dB at 7 and 12.9 GHz is a placeholder."
    static constexpr const char *EepromPlaceholderFreqA = "7";
    static constexpr const char *EepromPlaceholderFreqB = "12.9";

    // nccl-tests busbw reference: 2 nodes ~21.9 GB/s (issue 3; domain.md
    // lists 19-23.76 GB/s for pairs and 23.33 for 4 on a switch), ring of 4
    // ~10 GB/s. Warn below 80 %: the one-rail signature (~13.9 GB/s) is 63 %
    // of the pair reference, the pair figures reported all lie above 86 %.
    static constexpr double NcclBusbwPairGBs = 21.9;
    static constexpr double NcclBusbwRingGBs = 10.0;
    static constexpr double NcclBusbwMinFraction = 0.8;

    // "two separate PCIe Gen5 x4 links": Gen5 = 32 GT/s per lane.
    static constexpr double PcieMinSpeedGts = 32.0;
    static constexpr int PcieMinWidth = 4;
};

} // namespace railyard::diag
