// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/cablebandwidth.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace railyard::measure {

Result<CableBandwidth> CableBandwidth::fromSimultaneousRun(const model::Cable &cable,
                                                           const QList<RailBandwidth> &legs)
{
    auto tr = [](const char *text) {
        return QCoreApplication::translate("railyard::measure::CableBandwidth", text);
    };
    if (legs.isEmpty())
        return Error{tr("no rail was measured"), cable.toString()};
    CableBandwidth c;
    c.m_cable = cable;
    c.m_runId = legs.first().runId;
    for (const RailBandwidth &leg : legs) {
        if (leg.runId != c.m_runId)
            return Error{
                tr("rails of different runs cannot be added: only a simultaneous run gives the cable figure"),
                cable.toString()};
        if (!cable.touches(leg.clientNode) || !cable.touches(leg.serverNode))
            return Error{tr("a rail of another cable was given"), cable.toString()};
        if (c.rail(leg.rail))
            return Error{tr("rail %1 was given twice").arg(leg.rail), cable.toString()};
        c.m_rails << leg;
    }
    return c;
}

const RailBandwidth *CableBandwidth::rail(int rail) const
{
    for (const RailBandwidth &r : m_rails) {
        if (r.rail == rail)
            return &r;
    }
    return nullptr;
}

double CableBandwidth::totalGbps() const
{
    double sum = 0;
    for (const RailBandwidth &r : m_rails)
        sum += r.gbps;
    return sum;
}

bool CableBandwidth::complete() const
{
    const RailBandwidth *one = rail(1);
    const RailBandwidth *two = rail(2);
    return one && two && one->ok() && two->ok();
}

QJsonObject CableBandwidth::toJson() const
{
    QJsonArray rails;
    for (const RailBandwidth &r : m_rails) {
        QJsonObject o;
        o[QStringLiteral("rail")] = r.rail;
        o[QStringLiteral("netdev")] = r.netdev;
        o[QStringLiteral("rdma_device")] = r.rdmaDevice;
        o[QStringLiteral("gbps")] = r.gbps;
        if (!r.ok())
            o[QStringLiteral("error")] = r.error;
        rails.append(o);
    }
    QJsonObject o;
    o[QStringLiteral("cable")] = m_cable.toString();
    o[QStringLiteral("rails")] = rails;
    o[QStringLiteral("total_gbps")] = totalGbps();
    o[QStringLiteral("percent_of_limit")] = percentOfLimit();
    return o;
}

} // namespace railyard::measure
