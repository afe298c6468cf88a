// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/raillookup.h"

#include "model/port.h"

#include <QRegularExpression>

namespace railyard::diag {

std::optional<model::Rail> RailLookup::fromNetdev(const QString &netdev)
{
    for (int p = 0; p < model::Port::Count; ++p) {
        for (const model::Rail &rail : model::Port(p).rails()) {
            if (rail.netdev() == netdev)
                return rail;
        }
    }
    return std::nullopt;
}

std::optional<model::Rail> RailLookup::fromRdmaDevice(const QString &rdmaDevice)
{
    for (int p = 0; p < model::Port::Count; ++p) {
        for (const model::Rail &rail : model::Port(p).rails()) {
            if (rail.rdmaDevice() == rdmaDevice)
                return rail;
        }
    }
    return std::nullopt;
}

bool RailLookup::looksLikeRdmaDevice(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^(roce|mlx[0-9]_|ibp|rxe|irdma|bnxt_re|hrn|efa_)"));
    return fromRdmaDevice(name).has_value() || re.match(name).hasMatch();
}

bool RailLookup::looksLikeNetdev(const QString &name)
{
    static const QRegularExpression re(
        QStringLiteral("^(en[opsPx]|eth|eno|ens|bond|wl|ib[0-9]|docker|br-|virbr|lo$)"));
    return fromNetdev(name).has_value() || re.match(name).hasMatch();
}

} // namespace railyard::diag
