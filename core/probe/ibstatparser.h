// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace railyard::probe {

// One port block of `ibstat`. The rate is what the kernel reports for the
// port; on a port that is not linked it is a leftover (10 while Polling, the
// last speed when Disabled), so consumers go by `linked()` first.
struct IbstatPort
{
    int port = 0;
    QString state;                  // "Active", "Down", "Initializing", "Armed", "???"
    QString physicalState;          // "LinkUp", "Polling", "Disabled", ...
    std::optional<double> rateGbps; // "Rate: 200", "Rate: 2.5", "Rate: 40 (FDR10)"
    bool fdr10 = false;
    std::optional<int> baseLid;
    std::optional<int> lmc;
    std::optional<int> smLid;
    QString capabilityMask; // "0x00010000"
    QString portGuid;       // "0x5aa2e1fffedae626"
    QString linkLayer;      // "Ethernet", "InfiniBand"
    int line = 0;           // 1-based line of "Port N:"

    bool linked() const;
    // {port, state, physical_state, linked, rate_gbps?, fdr10?, base_lid?, lmc?, sm_lid?,
    //  capability_mask?, port_guid?, link_layer?}
    QJsonObject toJson() const;
};

// One "CA 'NAME'" block (also Switch, Router, iWARP RNIC).
struct IbstatCa
{
    QString name;     // "mlx5_0", "rocep1s0f0"
    QString nodeType; // "CA", "Switch", ...
    QString caType;   // "MT4129"
    std::optional<int> portCount;
    QString firmware;
    QString hardware;
    QString nodeGuid;
    QString systemImageGuid;
    QList<IbstatPort> ports;
    int line = 0;

    // {name, node_type, ca_type?, ports_count?, firmware?, hardware?, node_guid?,
    //  system_image_guid?, ports[]}
    QJsonObject toJson() const;
};

// A line the tool printed about its own failure ("ibpanic: ... stat of IB
// device 'mlx5_8' failed"): a result the user must see, not a parse error.
struct IbstatError
{
    int line = 0;
    QString text;
};

struct IbstatResult
{
    QList<IbstatCa> cas;
    QList<IbstatError> errors;
    QList<ParseWarning> warnings;

    const IbstatCa *findCa(const QString &name) const;
    // {cas[], errors[]?, warnings[]?}
    QJsonObject toJson() const;
};

// `ibstat`, `ibstat CA` and `ibstat CA PORT` (rdma-core's infiniband-diags;
// the same text from MLNX OFED and DOCA). Lines of other programs around it
// (ibwarn debug lines, shell traces, notes a person added) are skipped.
class IbstatParser
{
public:
    static Result<IbstatResult> parse(const QString &text);
};

} // namespace railyard::probe
