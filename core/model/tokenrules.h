// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace railyard::model {

// The explicit patterns every name and address must match before it may go
// into a file name, a YAML document or a remote command's argument list.
class TokenRules
{
public:
    // hostname-like: letters, digits, '-', '_' and '.', starting alphanumeric, max 63
    static bool isNodeName(const QString &name);
    // IPv4 dotted quad, IPv6 literal, or a DNS name
    static bool isHostAddress(const QString &address);
    // POSIX portable user name
    static bool isUserName(const QString &user);
    // Linux interface name (IFNAMSIZ - 1, no '/', whitespace or ':')
    static bool isInterfaceName(const QString &name);
    // absolute or ~-relative path without control characters
    static bool isPath(const QString &path);
};

} // namespace railyard::model
