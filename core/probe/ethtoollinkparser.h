// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parsewarning.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::probe {

// The settings `ethtool IFACE` printed for one interface.
struct EthtoolLinkSettings
{
    QString interface;               // from "Settings for X:" or the command line; empty when neither shows
    std::optional<qint64> speedMbps; // absent for "Unknown!"
    std::optional<int> lanes;
    std::optional<QString> duplex; // "Full", "Half", "Unknown! (255)"
    std::optional<bool> linkDetected;
    // Why the link is down, as ethtool (netlink, 5.9+) prints it after "no":
    // "Link detected: no (Link training failure, Remote side is not ready
    // yet)" is ext state "Link training failure", substate "Remote side is
    // not ready yet".
    std::optional<QString> linkExtState;
    std::optional<QString> linkExtSubstate;
    std::optional<bool> autoNegotiation;
    std::optional<QString> port; // "Direct Attach Copper", "FIBRE", "Other"
    std::optional<QString> transceiver;
    QStringList supportedPorts;
    QStringList supportedLinkModes;  // empty for "Not reported"
    QStringList advertisedLinkModes; // empty for "Not reported"
    QStringList supportedFecModes;
    QStringList advertisedFecModes;
    int line = 0; // 1-based line where the block starts

    // {interface, speed_mbps?, lanes?, duplex?, link_detected?,
    //  link_ext_state?, link_ext_substate?,
    //  auto_negotiation?, port?, transceiver?, supported_ports[],
    //  supported_link_modes[], advertised_link_modes[],
    //  supported_fec_modes[], advertised_fec_modes[]}
    QJsonObject toJson() const;
};

struct EthtoolLinkResult
{
    // One block per "Settings for" header or per `ethtool IFACE` command
    // line; a second Speed inside one block also starts a new one, so a
    // grep over several runs keeps every value in order.
    QList<EthtoolLinkSettings> interfaces;
    // Known keys with a value that could not be read; the rest is kept.
    QList<ParseWarning> warnings;

    // The last block for that interface (the newest reading), or nullptr.
    const EthtoolLinkSettings *last(const QString &interface) const;
    // {interfaces[], warnings[]?}
    QJsonObject toJson() const;
};

class EthtoolLinkParser
{
public:
    static Result<EthtoolLinkResult> parse(const QString &text);
};

} // namespace railyard::probe
