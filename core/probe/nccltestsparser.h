// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace railyard::probe {

struct NcclTestsRow
{
    qint64 sizeBytes = 0;
    qint64 count = 0;
    QString type;  // "float", ...
    QString redop; // "sum", "none", ...; empty (and absent from the JSON) in the older broadcast table
    int root = -1;
    double timeUsOop = 0;
    double algbwOop = 0; // GB/s as printed by nccl-tests (10^9 bytes)
    double busbwOop = 0;
    std::optional<qint64> wrongOop; // empty when printed as "N/A"
    double timeUsIp = 0;
    double algbwIp = 0;
    double busbwIp = 0;
    std::optional<qint64> wrongIp;

    // wrong_* are null for "N/A".
    QJsonObject toJson() const;
};

struct NcclTestsResult
{
    // "all_gather", "all_reduce", ... from the "Collective test starting"
    // line or the binary name on the command line; else guessed from the
    // redop/root columns ("all_reduce"-like / "all_gather"-like).
    QString collective;
    QString ncclTestsVersion; // e.g. "2.18.3"
    QString ncclVersion;      // from nccl-library=22809 -> "2.28.9"; empty when not printed
    int nThread = 0;
    int nGpus = 0;
    qint64 minBytes = 0;
    qint64 maxBytes = 0;
    QList<NcclTestsRow> rows;
    std::optional<qint64> outOfBounds; // "# Out of bounds values : 0 OK"
    std::optional<double> avgBusbwGbs; // absent when the output is cut before it
    QList<ParseWarning> warnings;      // result rows under a column header that could not be read

    // {collective, nccl_tests_version, nccl_version, n_thread, n_gpus,
    //  rows[], out_of_bounds, avg_busbw_gbs, warnings[]?}; absent optionals are omitted.
    QJsonObject toJson() const;
};

// all_gather_perf, all_reduce_perf and the other nccl-tests binaries.
class NcclTestsParser
{
public:
    static Result<NcclTestsResult> parse(const QString &text);
};

} // namespace railyard::probe
