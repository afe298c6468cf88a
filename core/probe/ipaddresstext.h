// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace railyard::probe {

// One word of iproute2's text output that should be an address: the text
// readers of `ip neigh` and `ip route` decide with it whether a line is an
// entry or prose a person pasted around one. Stricter than a pattern: an
// octet above 255, a second "::" or a fifth hex digit is not an address.
class IpAddressText
{
public:
    enum class Suffix
    {
        None,
        Prefix, // "/N", at most 32 (IPv4) or 128 (IPv6): a route's destination
        Scope,  // "%dev" after an IPv6 address: a link-local neighbour
    };
    static bool isAddress(const QString &word, Suffix allowed = Suffix::None);
    static bool isIpv4(const QString &word);
    static bool isIpv6(const QString &word);
};

} // namespace railyard::probe
