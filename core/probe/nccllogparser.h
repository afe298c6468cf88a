// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::probe {

// One entry of "NET/IB : Using [0]rocep1s0f1:1/RoCE ...".
struct NcclIbDevice
{
    int index = 0;
    QString name; // "rocep1s0f1", "mlx5_0"
    int port = 0;
    QString linkLayer; // "RoCE", "IB"

    QJsonObject toJson() const;
};

// A line of the log a conclusion rests on, to be shown as its evidence.
struct NcclLogLine
{
    int line = 0; // 1-based
    QString text; // the whole line, trimmed

    QJsonObject toJson() const; // {line, text}
};

// One "NCCL WARN" line: NCCL's own word that something failed.
struct NcclWarnLine
{
    int line = 0;   // 1-based
    QString source; // "transport/net_ib.cc:1295", "ibvwrap.c:262"; empty when not printed
    QString text;   // the message after "NCCL WARN"

    QJsonObject toJson() const;
};

// An RDMA failure NCCL reported: a work completion with an error status, or
// a queue pair that could not be moved to its next state (connect timeout).
struct NcclIbError
{
    enum class Kind
    {
        Completion,
        QpTransition
    };
    Kind kind = Kind::Completion;
    int line = 0;
    QString peer;              // "172.36.143.59<44206>", "fe80::...%ib0<33397>"
    std::optional<int> status; // ibv_wc_status: 12 = retry exceeded, 5 = flushed, 4 = local protection
    std::optional<int> vendorErr;
    QString direction;             // "Send", "Recv"
    QString device;                // "mlx5_0:1" (QP transitions, NCCL 2.27+)
    QString error;                 // "Connection timed out"
    std::optional<int> errnoValue; // 110
    QString fromState, toState;    // "INIT", "RTR"

    // ibv_wc_status name: "RETRY_EXC_ERR"; empty when unknown
    QString statusName() const;
    // {line, kind: completion|qp-transition, peer?, status?, status_name?, vendor_err?,
    //  direction?, device?, error?, errno?, from_state?, to_state?}
    QJsonObject toJson() const;
};

struct NcclLogResult
{
    QString ncclVersion; // "2.28.9+cuda13.0" as printed; empty when absent
    // The data network NCCL settled on: "IB", "IBext", "Socket", ... from
    // "Using network X"; if that line is missing, inferred from the
    // NET/IB Using line (IB) or a Socket fallback (Socket).
    QString network;
    // From the first non-empty NET/IB Using line: each rank prints its own,
    // and on a healthy cluster they all list the same devices.
    QList<NcclIbDevice> ibDevices;
    QStringList allIbDeviceNames; // distinct names over every Using line, first-seen order
    // How the devices are known, strongest first: "using" (the NET/IB Using
    // summary), "virtual-devices" ("Made virtual device [i] name=..."; a
    // merged one, "a+b", counts each), "gdr" ("GPU Direct RDMA ... for HCA
    // i 'name"). External plugins (HPC-X's IBext) may print no summary.
    QString ibDevicesFrom;
    bool relaxedOrdering = false; // "[RO]"
    QString oobInterface;         // "enp1s0f1np1", from the same line as ibDevices
    QString oobAddress;           // "192.168.100.16"; empty in the old format
    QStringList oobAddresses;     // distinct, one per node in a multi-node log
    QString bootstrapInterface;   // "Bootstrap : Using eno1:172.22.116.89<0>"
    QString bootstrapAddress;
    QStringList socketInterfaces; // "NET/Socket : Using [0]eno1:... [1]..."
    // True only when the data path ended on sockets: "Using network Socket",
    // "Failed to initialize NET plugin IB" without a later IB success, or an
    // empty "NET/IB : Using [RO]" list. "NET/IB : No device found." alone is not.
    bool socketFallback = false;
    QMap<int, int> channelsPerNetIndex; // NET/IB index -> number of "via NET/IB/i" lines
    // The line that shows the fallback ("Using network Socket", an empty
    // NET/IB Using list, a channel "via NET/Socket", a failed IB plugin),
    // and the line the devices were read from.
    std::optional<NcclLogLine> fallbackEvidence;
    std::optional<NcclLogLine> devicesEvidence;
    QList<NcclWarnLine> warnLines; // every NCCL WARN line, in order
    QList<NcclIbError> ibErrors;   // the RDMA failures among them

    // {nccl_version, network, ib_devices[], oob_interface, oob_address,
    //  socket_fallback, bootstrap_interface, bootstrap_address,
    //  socket_interfaces[], relaxed_ordering, all_ib_devices[], oob_addresses[],
    //  channels_per_net_index{"0": n}, fallback_evidence?{line, text},
    //  devices_evidence?{line, text}, warn_lines[]?, ib_errors[]?}
    // ib_devices[] holds names; the detailed list is ib_device_details[].
    QJsonObject toJson() const;
};

// NCCL_DEBUG=INFO (or WARN) output, with or without the host:pid:tid prefix.
class NcclLogParser
{
public:
    static Result<NcclLogResult> parse(const QString &text);
};

} // namespace railyard::probe
