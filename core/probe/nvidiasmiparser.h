// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace railyard::probe {

struct NvidiaSmiGpu
{
    int index = 0;
    QString name; // "NVIDIA GB10"
    std::optional<bool> persistenceMode;
    QString busId; // "0000000F:01:00.0"
    std::optional<bool> displayActive;
    std::optional<QString> volatileUncorrEcc; // "N/A" -> absent
    std::optional<int> fanPercent;
    std::optional<int> temperatureC;
    std::optional<QString> perfState; // "P0", "P8"
    std::optional<double> powerDrawW;
    std::optional<double> powerCapW;
    // GB10 has unified memory and prints "Not Supported": absent, never 0
    std::optional<qint64> memoryUsedMiB;
    std::optional<qint64> memoryTotalMiB;
    std::optional<int> gpuUtilPercent;
    std::optional<QString> computeMode; // "Default"
    std::optional<QString> migMode;

    // {index, name, bus_id, persistence_mode?, display_active?, ecc?, fan_percent?,
    //  temperature_c?, perf_state?, power_draw_w?, power_cap_w?, memory_used_mib?,
    //  memory_total_mib?, gpu_util_percent?, compute_mode?, mig_mode?}
    QJsonObject toJson() const;
};

struct NvidiaSmiProcess
{
    int gpu = 0;
    std::optional<QString> gi; // "N/A" -> absent
    std::optional<QString> ci;
    qint64 pid = 0;
    QString type; // "G", "C", "C+G"
    QString name;
    std::optional<qint64> memoryMiB;

    // {gpu, gi?, ci?, pid, type, name, memory_mib?}
    QJsonObject toJson() const;
};

struct NvidiaSmiResult
{
    std::optional<QString> smiVersion;
    std::optional<QString> driverVersion; // "580.95.05"
    std::optional<QString> cudaVersion;   // "13.0"
    QList<NvidiaSmiGpu> gpus;
    QList<NvidiaSmiProcess> processes;
    bool processTableTruncated = false; // a process table with no closing border
    QList<ParseWarning> warnings;       // GPU rows whose values could not be read

    // {smi_version?, driver_version?, cuda_version?, gpus[], processes[], processes_truncated,
    //  warnings[]?}
    QJsonObject toJson() const;
};

// The default `nvidia-smi` table.
class NvidiaSmiParser
{
public:
    static Result<NvidiaSmiResult> parse(const QString &text);
};

} // namespace railyard::probe
