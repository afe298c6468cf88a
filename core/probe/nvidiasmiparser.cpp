// SPDX-License-Identifier: GPL-3.0-or-later
#include "nvidiasmiparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>
#include <type_traits>

namespace railyard::probe {

namespace {

void putOptional(QJsonObject &o, const char *key, const std::optional<QString> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

template <typename T> void putNumber(QJsonObject &o, const char *key, const std::optional<T> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

std::optional<QString> unlessNa(const QString &value)
{
    if (value.isEmpty() || value == QLatin1String("N/A"))
        return std::nullopt;
    return value;
}

// "39C", "3W", "0%", "179MiB": the number before a fixed unit; "N/A" and
// "Not Supported" are no value, anything else is malformed.
enum class Parsed
{
    Value,
    Absent,
    Bad
};

Parsed numberWithUnit(const QString &text, const QString &unit, double &out)
{
    if (text == QLatin1String("N/A") || text.startsWith(QLatin1String("[N/A")) ||
        text == QLatin1String("ERR!") || text.startsWith(QLatin1String("Not Supported")))
        return Parsed::Absent;
    if (!text.endsWith(unit))
        return Parsed::Bad;
    bool ok = false;
    out = text.chopped(unit.size()).trimmed().toDouble(&ok);
    return ok ? Parsed::Value : Parsed::Bad;
}

} // namespace

QJsonObject NvidiaSmiGpu::toJson() const
{
    QJsonObject o{
        {QStringLiteral("index"), index}, {QStringLiteral("name"), name}, {QStringLiteral("bus_id"), busId}};
    putNumber(o, "persistence_mode", persistenceMode);
    putNumber(o, "display_active", displayActive);
    putOptional(o, "ecc", volatileUncorrEcc);
    putNumber(o, "fan_percent", fanPercent);
    putNumber(o, "temperature_c", temperatureC);
    putOptional(o, "perf_state", perfState);
    putNumber(o, "power_draw_w", powerDrawW);
    putNumber(o, "power_cap_w", powerCapW);
    putNumber(o, "memory_used_mib", memoryUsedMiB);
    putNumber(o, "memory_total_mib", memoryTotalMiB);
    putNumber(o, "gpu_util_percent", gpuUtilPercent);
    putOptional(o, "compute_mode", computeMode);
    putOptional(o, "mig_mode", migMode);
    return o;
}

QJsonObject NvidiaSmiProcess::toJson() const
{
    QJsonObject o{{QStringLiteral("gpu"), gpu},
                  {QStringLiteral("pid"), pid},
                  {QStringLiteral("type"), type},
                  {QStringLiteral("name"), name}};
    putOptional(o, "gi", gi);
    putOptional(o, "ci", ci);
    putNumber(o, "memory_mib", memoryMiB);
    return o;
}

QJsonObject NvidiaSmiResult::toJson() const
{
    QJsonArray gpuArray;
    for (const NvidiaSmiGpu &gpu : gpus)
        gpuArray.append(gpu.toJson());
    QJsonArray processArray;
    for (const NvidiaSmiProcess &process : processes)
        processArray.append(process.toJson());
    QJsonObject o{{QStringLiteral("gpus"), gpuArray},
                  {QStringLiteral("processes"), processArray},
                  {QStringLiteral("processes_truncated"), processTableTruncated}};
    putOptional(o, "smi_version", smiVersion);
    putOptional(o, "driver_version", driverVersion);
    putOptional(o, "cuda_version", cudaVersion);
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<NvidiaSmiResult> NvidiaSmiParser::parse(const QString &text)
{
    static const QRegularExpression header(
        QStringLiteral(R"(NVIDIA-SMI\s+(\S+)\s+Driver Version:\s*(\S+)(?:\s+CUDA Version:\s*(\S+))?)"));
    static const QRegularExpression gpuFirst(
        QStringLiteral(R"(^\|\s*(\d+)\s+(.+?)\s+(On|Off)\s*\|\s*(\S+)\s+(On|Off)\s*\|\s*(.*?)\s*\|\s*$)"));
    static const QRegularExpression gpuSecond(QStringLiteral(
        R"(^\|\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*/\s*(\S+)\s*\|\s*(.*?)\s*\|\s*(\S+)\s+(.*?)\s*\|\s*$)"));
    static const QRegularExpression gpuThird(QStringLiteral(R"(^\|\s*\|\s*\|\s*(.*?)\s*\|\s*$)"));
    static const QRegularExpression memory(QStringLiteral(R"(^(\d+)MiB\s*/\s*(\d+)MiB$)"));
    static const QRegularExpression process(
        QStringLiteral(R"(^\|\s+(\d+)\s+(\S+)\s+(\S+)\s+(\d+)\s+(\S+)\s+(.+?)\s+(\d+MiB|N/A)\s*\|\s*$)"));

    const QStringList lines = text.split(QLatin1Char('\n'));
    NvidiaSmiResult result;
    bool sawHeader = false;
    enum
    {
        BeforeProcesses,
        ProcessHeader,
        ProcessRows,
        AfterProcesses
    } processState = BeforeProcesses;
    int firstLine = 0;

    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        const int lineNo = i + 1;
        if (line.isEmpty())
            continue;
        if (firstLine == 0)
            firstLine = lineNo;
        // A GPU row whose values cannot be read is kept aside with its line;
        // the GPU is still listed with what could be read.
        const auto warn = [&](int at, const QString &text, const QString &why) {
            result.warnings.append({at, text, why});
        };

        if (const auto h = header.match(line); h.hasMatch()) {
            sawHeader = true;
            result.smiVersion = h.captured(1);
            result.driverVersion = h.captured(2);
            result.cudaVersion = unlessNa(h.captured(3));
            continue;
        }
        if (line.contains(QLatin1String("Processes:"))) {
            processState = ProcessHeader;
            continue;
        }
        if (processState == ProcessHeader && line.startsWith(QLatin1String("|="))) {
            processState = ProcessRows;
            continue;
        }
        if (processState == ProcessRows) {
            if (line.startsWith(QLatin1String("+-"))) {
                processState = AfterProcesses;
            } else if (const auto p = process.match(line); p.hasMatch()) {
                NvidiaSmiProcess proc;
                proc.gpu = p.captured(1).toInt();
                proc.gi = unlessNa(p.captured(2));
                proc.ci = unlessNa(p.captured(3));
                proc.pid = p.captured(4).toLongLong();
                proc.type = p.captured(5);
                proc.name = p.captured(6);
                double mib = 0;
                if (numberWithUnit(p.captured(7), QStringLiteral("MiB"), mib) == Parsed::Value && mib >= 0 &&
                    mib <= double(std::numeric_limits<qint32>::max()))
                    proc.memoryMiB = qint64(mib);
                result.processes.append(proc);
            }
            continue; // "No running processes found", truncation markers
        }
        if (processState != BeforeProcesses)
            continue;

        const auto first = gpuFirst.match(line);
        if (!first.hasMatch())
            continue;
        NvidiaSmiGpu gpu;
        gpu.index = first.captured(1).toInt();
        gpu.name = first.captured(2);
        gpu.persistenceMode = first.captured(3) == QLatin1String("On");
        gpu.busId = first.captured(4);
        gpu.displayActive = first.captured(5) == QLatin1String("On");
        gpu.volatileUncorrEcc = unlessNa(first.captured(6));

        if (i + 1 >= lines.size()) {
            warn(lineNo, line,
                 QCoreApplication::translate("railyard::probe::NvidiaSmiParser",
                                             "GPU row without its second line"));
            result.gpus.append(gpu);
            continue;
        }
        const QString secondLine = lines.at(i + 1).trimmed();
        const auto second = gpuSecond.match(secondLine);
        if (!second.hasMatch()) {
            warn(i + 2, secondLine,
                 QCoreApplication::translate("railyard::probe::NvidiaSmiParser",
                                             "expected 'Fan Temp Perf Pwr | Memory | Util Compute'"));
            result.gpus.append(gpu);
            continue;
        }
        ++i;
        double value = 0;
        const auto take = [&](const QString &field, const QString &unit, auto &target) -> bool {
            switch (numberWithUnit(field, unit, value)) {
            case Parsed::Value: {
                using T = typename std::remove_reference_t<decltype(target)>::value_type;
                // A mangled table can hold any digits: out of the field's range is a bad value,
                // not a conversion with undefined behaviour.
                if constexpr (std::is_integral_v<T>) {
                    if (!(value >= double(std::numeric_limits<T>::min()) &&
                          value <= double(std::numeric_limits<T>::max())))
                        break;
                }
                target = T(value);
                return true;
            }
            case Parsed::Absent:
                return true;
            case Parsed::Bad:
                break;
            }
            return false;
        };
        const auto badField = [&](const QString &field) {
            warn(i + 1, secondLine,
                 QCoreApplication::translate("railyard::probe::NvidiaSmiParser", "unexpected value '%1'")
                     .arg(field));
        };
        if (!take(second.captured(1), QStringLiteral("%"), gpu.fanPercent))
            badField(second.captured(1));
        if (!take(second.captured(2), QStringLiteral("C"), gpu.temperatureC))
            badField(second.captured(2));
        gpu.perfState = unlessNa(second.captured(3));
        if (!take(second.captured(4), QStringLiteral("W"), gpu.powerDrawW))
            badField(second.captured(4));
        if (!take(second.captured(5), QStringLiteral("W"), gpu.powerCapW))
            badField(second.captured(5));
        const QString memoryText = second.captured(6);
        if (const auto mem = memory.match(memoryText); mem.hasMatch()) {
            gpu.memoryUsedMiB = mem.captured(1).toLongLong();
            gpu.memoryTotalMiB = mem.captured(2).toLongLong();
        } else if (!memoryText.startsWith(QLatin1String("Not Supported")) &&
                   memoryText != QLatin1String("N/A")) {
            badField(memoryText);
        }
        if (!take(second.captured(7), QStringLiteral("%"), gpu.gpuUtilPercent))
            badField(second.captured(7));
        gpu.computeMode = unlessNa(second.captured(8));
        if (i + 1 < lines.size()) {
            if (const auto third = gpuThird.match(lines.at(i + 1).trimmed()); third.hasMatch()) {
                gpu.migMode = unlessNa(third.captured(1));
                ++i;
            }
        }
        result.gpus.append(gpu);
    }
    result.processTableTruncated = processState == ProcessRows;
    if (!sawHeader && result.gpus.isEmpty())
        return Error{
            QCoreApplication::translate("railyard::probe::NvidiaSmiParser",
                                        "not nvidia-smi output: no 'NVIDIA-SMI ... Driver Version' header"),
            QString(), firstLine > 0 ? firstLine : 1};
    return result;
}

} // namespace railyard::probe
