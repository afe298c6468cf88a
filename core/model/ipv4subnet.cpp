// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ipv4subnet.h"

#include <QCoreApplication>
#include <QStringList>

namespace railyard::model {

Ipv4Subnet::Ipv4Subnet(quint32 network, int prefix) : m_network(network), m_prefix(prefix) {}

quint32 Ipv4Subnet::mask() const
{
    return m_prefix == 0 ? 0u : ~quint32(0) << (32 - m_prefix);
}

Result<quint32> Ipv4Subnet::parseAddress(const QString &text)
{
    // Strict dotted quad: QHostAddress also accepts "10.1" and octal forms,
    // which are never what a person typing a plan meant.
    const QStringList parts = text.trimmed().split(QLatin1Char('.'));
    if (parts.size() != 4)
        return Error{
            QCoreApplication::translate("railyard::model::Ipv4Subnet",
                                        "'%1' is not an IPv4 address (expected four numbers like 10.0.0.1)")
                .arg(text)};
    quint32 value = 0;
    for (const QString &part : parts) {
        bool ok = false;
        if (part.isEmpty() || part.size() > 3 || (part.size() > 1 && part.startsWith(QLatin1Char('0'))))
            return Error{QCoreApplication::translate(
                             "railyard::model::Ipv4Subnet",
                             "'%1' is not an IPv4 address (expected four numbers like 10.0.0.1)")
                             .arg(text)};
        const uint octet = part.toUInt(&ok);
        if (!ok || octet > 255)
            return Error{
                QCoreApplication::translate("railyard::model::Ipv4Subnet",
                                            "'%1' is not an IPv4 address (each number must be 0-255)")
                    .arg(text)};
        value = (value << 8) | octet;
    }
    return value;
}

QString Ipv4Subnet::addressToString(quint32 a)
{
    return QStringLiteral("%1.%2.%3.%4")
        .arg(a >> 24)
        .arg((a >> 16) & 0xff)
        .arg((a >> 8) & 0xff)
        .arg(a & 0xff);
}

Result<Ipv4Subnet> Ipv4Subnet::parse(const QString &text, bool allowHostBits)
{
    const QString t = text.trimmed();
    const qsizetype slash = t.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return Error{
            QCoreApplication::translate("railyard::model::Ipv4Subnet",
                                        "'%1' is not a subnet in CIDR form (expected e.g. 10.231.0.0/19)")
                .arg(text)};
    auto address = parseAddress(t.left(slash));
    if (!address)
        return address.error();
    bool ok = false;
    const QString prefixText = t.mid(slash + 1);
    const int prefix = prefixText.toInt(&ok);
    if (!ok || prefixText.isEmpty() || prefix < 0 || prefix > 32)
        return Error{QCoreApplication::translate("railyard::model::Ipv4Subnet",
                                                 "'%1' has an invalid prefix length (expected /0 to /32)")
                         .arg(text)};
    Ipv4Subnet subnet(*address, prefix);
    if ((*address & ~subnet.mask()) != 0) {
        if (!allowHostBits)
            return Error{QCoreApplication::translate("railyard::model::Ipv4Subnet",
                                                     "'%1' has host bits set; did you mean %2?")
                             .arg(text, Ipv4Subnet(*address & subnet.mask(), prefix).toString())};
        subnet.m_network = *address & subnet.mask();
    }
    return subnet;
}

bool Ipv4Subnet::contains(quint32 address) const
{
    return (address & mask()) == m_network;
}

bool Ipv4Subnet::overlaps(const Ipv4Subnet &other) const
{
    const int shorter = qMin(m_prefix, other.m_prefix);
    const quint32 m = shorter == 0 ? 0u : ~quint32(0) << (32 - shorter);
    return (m_network & m) == (other.m_network & m);
}

QString Ipv4Subnet::toString() const
{
    return addressToString(m_network) + QLatin1Char('/') + QString::number(m_prefix);
}

} // namespace railyard::model
