// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace railyard::probe {

// One RDMA device port and the netdev behind it. Shared by `ibdev2netdev`
// and `rdma link`, so the consumers see one shape whichever tool ran.
struct RdmaNetdevLink
{
    QString rdmaDevice;                   // "rocep1s0f0", "mlx5_bond_0"
    int port = 0;                         // RDMA port number, 1-based as printed
    QString netdev;                       // "enp1s0f0np0", "bond1"; empty when rdma link shows none
    QString state;                        // as printed: "Up"/"Down" (ibdev2netdev), "ACTIVE"/"DOWN" (rdma)
    bool up = false;                      // state normalised: Up or ACTIVE
    std::optional<QString> physicalState; // rdma link only: "LINK_UP", "DISABLED", ...
    std::optional<int> netdevIndex;       // rdma -j only
    int line = 0;                         // 1-based line it came from (0 for JSON)

    // {rdma_device, port, netdev, state, up, physical_state?, netdev_index?}
    QJsonObject toJson() const;
};

struct RdmaNetdevLinks
{
    QList<RdmaNetdevLink> links;  // in input order (the tools' order is arbitrary)
    QList<ParseWarning> warnings; // "==>" lines of another shape

    // nullptr when absent; the first match when a capture holds several hosts
    const RdmaNetdevLink *findByRdmaDevice(const QString &rdmaDevice) const;
    const RdmaNetdevLink *findByNetdev(const QString &netdev) const;
    // {links[], warnings[]?}
    QJsonObject toJson() const;
};

// `ibdev2netdev` and `ibdev2netdev -v`.
class Ibdev2netdevParser
{
public:
    static Result<RdmaNetdevLinks> parse(const QString &text);
};

} // namespace railyard::probe
