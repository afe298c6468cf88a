// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QString>
#include <QtGlobal>

namespace railyard::model {

// An IPv4 network in CIDR form. Host bits must be zero when parsed strictly,
// because "10.0.0.5/24" in a pool or avoid list is almost always a typo.
class Ipv4Subnet
{
public:
    Ipv4Subnet() = default;
    Ipv4Subnet(quint32 network, int prefix);

    static Result<Ipv4Subnet> parse(const QString &text, bool allowHostBits = false);
    static Result<quint32> parseAddress(const QString &text);
    static QString addressToString(quint32 address);

    quint32 network() const { return m_network; }
    int prefix() const { return m_prefix; }
    quint32 mask() const;
    quint64 size() const { return quint64(1) << (32 - m_prefix); }
    quint32 broadcast() const { return m_network | ~mask(); }

    bool contains(quint32 address) const;
    bool overlaps(const Ipv4Subnet &other) const;
    QString toString() const;
    // host number n (1-based) within the subnet, e.g. .1, .2
    quint32 host(quint32 n) const { return m_network + n; }

    bool operator==(const Ipv4Subnet &other) const = default;

private:
    quint32 m_network = 0;
    int m_prefix = 32;
};

} // namespace railyard::model
