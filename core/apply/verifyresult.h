// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace railyard::apply {

// One cell of the verify matrix: node x peer x rail.
struct PeerCheck
{
    QString node;
    QString peer;
    QString netdev;
    int rail = 1;
    QString address; // the peer's address pinged
    bool reachable = false;
    bool mtuOk = false;   // don't-fragment ping at the planned MTU
    bool routeOk = false; // ip route get picks netdev
    bool sshOk = false;   // ssh -o BatchMode=yes <address> true, from node (not checked: sshChecked false)
    bool sshChecked = false;
    // The rail whose address the pair's login used: this cell's own rail, or
    // another one whose login covers this cell (one login per node pair).
    int sshRail = 0;

    QJsonObject toJson() const;
};

struct VerifyResult
{
    bool success = false;
    int mtu = 0;
    QList<PeerCheck> matrix;
    QList<diag::Finding> findings; // ids verify-*

    bool hasFinding(const QString &id) const;
    // {success, mtu, matrix[{node, peer, netdev, rail, address, reachable, mtu_ok, route_ok, ssh_ok?,
    // ssh_rail?, ssh?}], findings[]}; ssh says "covered by rail N" where the login went over another rail.
    QJsonObject toJson() const;
    QString toText() const;
};

} // namespace railyard::apply
