// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::probe {

// One side of the connection as printed in the "local address:" /
// "remote address:" block; perftest prints one pair per QP.
struct PerftestAddress
{
    QString lid;   // as printed, e.g. "0000" or "0x01"
    QString qpn;   // e.g. "0x01b8"
    QString psn;   // e.g. "0x6c40bb"
    QString rkey;  // empty for latency tests and when cut off
    QString vaddr; // empty for latency tests and when cut off
    QString gid;   // empty with -R (rdma_cm), where no GID line is printed
    QString ip;    // the IPv4 decoded from an IPv4-mapped GID, else empty

    QJsonObject toJson() const;
};

struct PerftestBwRow
{
    qint64 bytes = 0;
    qint64 iterations = 0;
    double bwPeakGbps = 0;
    double bwAvgGbps = 0;
    double msgRateMpps = 0;
    std::optional<double> cpuUtilPct; // the "CPU_Util[%]" column of --cpu_util

    QJsonObject toJson() const;
};

struct PerftestLatRow
{
    qint64 bytes = 0;
    qint64 iterations = 0;
    double tMinUs = 0;
    double tMaxUs = 0;
    double tTypicalUs = 0;
    double tAvgUs = 0;
    double tStdevUs = 0;
    // Older perftest versions print no percentile columns.
    std::optional<double> p99Us;
    std::optional<double> p999Us;

    QJsonObject toJson() const;
};

enum class PerftestErrorKind
{
    CannotConnect,
    RdmaCmFailure,
    QpTransitionFailure,
    DeviceNotFound,
    Unknown,
};

// A run that perftest itself reported as failed. The parse still succeeds:
// the failure is a fact about the cluster, not about the text.
struct PerftestError
{
    PerftestErrorKind kind = PerftestErrorKind::Unknown;
    QString message; // the first error line perftest printed, trimmed
    int line = 0;    // 1-based

    // "cannot_connect", "rdma_cm_failure", "qp_transition_failure",
    // "device_not_found", "unknown"
    static QString kindName(PerftestErrorKind kind);
    QJsonObject toJson() const;
};

struct PerftestResult
{
    QString test; // "write_bw", "read_bw", "write_lat" (empty when only an error was printed)
    QString role; // "server", "client" or "unknown"
    QString device;
    int qps = 0;
    int mtu = 0;            // bytes, 0 when not printed
    QString linkType;       // "Ethernet", "IB" (as printed; --force-link IB says IB on RoCE)
    bool rdmaCm = false;    // "rdma_cm QPs : ON"
    QString transport;      // "Transport type", e.g. "IB"
    QString connectionType; // e.g. "RC", "UC", "UD"
    int gidIndex = -1;      // -1 when not printed (-R)
    QString bwUnitInSource; // "MB/sec", "MiB/sec", "Gb/sec"; empty for latency tests
    // "... Bidirectional BW Test": each side's figures are its send and
    // receive added together, so they are not comparable with one direction.
    bool bidirectional = false;
    // Every "Key : value" of the header block as printed ("TX depth": "128",
    // "CQ Moderation": "100", "Outstand reads": "16", "PCIe relax order":
    // "ON", "Data ex. method": "Ethernet", "Lock-free": "OFF", ...), whatever
    // the perftest release printed; the typed fields above are read from it.
    QMap<QString, QString> header;
    QList<PerftestAddress> localAddresses;
    QList<PerftestAddress> remoteAddresses;
    QList<PerftestBwRow> bwRows;   // every row, --run_infinitely repeats kept
    QList<PerftestLatRow> latRows; // latency tests only
    std::optional<PerftestError> error;
    // Result rows that could not be read, a second test header (the output
    // of two concurrent runs mixed into one stream), a device name that
    // changes half-way, a bandwidth unit perftest never printed.
    QList<ParseWarning> warnings;

    bool isLatency() const { return test == QLatin1String("write_lat"); }
    // {test, role, device, qps, mtu, link_type, rdma_cm, transport,
    //  connection_type, gid_index, bw_unit_in_source, bidirectional, header{},
    //  local_addresses[],
    //  remote_addresses[], rows[], error[, warnings[]]} with error null or
    //  {kind, message, line}; rows are latency rows for latency tests;
    //  warnings only when there are any.
    QJsonObject toJson() const;
};

// ib_write_bw / ib_read_bw / ib_write_lat output, either side.
class PerftestParser
{
public:
    // MB/sec and MiB/sec in perftest are both 2^20 bytes per second; see the .cpp.
    static constexpr double kMiBPerSecToGbps = 1048576.0 * 8.0 / 1e9;

    static Result<PerftestResult> parse(const QString &text);
};

} // namespace railyard::probe
