// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/rail.h"

#include <cassert>

namespace railyard::model {

Rail::Rail(int port, int rail) : m_port(port), m_rail(rail)
{
    assert(port == 0 || port == 1);
    assert(rail == 1 || rail == 2);
}

QString Rail::netdev() const
{
    // Rail 2 lives in PCIe domain 2, which udev spells with a capital P.
    const QString p = QString::number(m_port);
    return m_rail == 1 ? QStringLiteral("enp1s0f") + p + QStringLiteral("np") + p
                       : QStringLiteral("enP2p1s0f") + p + QStringLiteral("np") + p;
}

QString Rail::rdmaDevice() const
{
    const QString p = QString::number(m_port);
    return m_rail == 1 ? QStringLiteral("rocep1s0f") + p : QStringLiteral("roceP2p1s0f") + p;
}

QString Rail::label() const
{
    return QStringLiteral("port %1 rail %2").arg(m_port).arg(m_rail);
}

} // namespace railyard::model
