// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace railyard::model {

// One PCIe path from the SoC to one QSFP port of the ConnectX-7. Every port
// is reachable over both rails, so Linux shows it twice; the names are fixed
// by the PCIe topology and identical on every Spark, hence derived here.
class Rail
{
public:
    static constexpr int Count = 2; // rails per port

    Rail(int port, int rail);

    int port() const { return m_port; }
    int index() const { return m_rail; } // 1 or 2

    QString netdev() const;
    QString rdmaDevice() const;
    QString label() const; // "port 0 rail 1"

    bool operator==(const Rail &other) const = default;

private:
    int m_port;
    int m_rail;
};

} // namespace railyard::model
