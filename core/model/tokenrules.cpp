// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/tokenrules.h"

#include <QHostAddress>
#include <QRegularExpression>

namespace railyard::model {

bool TokenRules::isNodeName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,62}\\z"));
    return re.match(name).hasMatch();
}

bool TokenRules::isHostAddress(const QString &address)
{
    if (address.isEmpty() || address.size() > 253)
        return false;
    QHostAddress parsed;
    if (address.contains(QLatin1Char(':'))) {
        // QHostAddress forgives surrounding whitespace; an argument may not carry any.
        static const QRegularExpression v6chars(QStringLiteral("^[0-9A-Za-z:.%_-]+\\z"));
        return v6chars.match(address).hasMatch() && parsed.setAddress(address) &&
               parsed.protocol() == QAbstractSocket::IPv6Protocol;
    }
    static const QRegularExpression ipv4(QStringLiteral("^[0-9.]+\\z"));
    if (ipv4.match(address).hasMatch()) {
        static const QRegularExpression quad(
            QStringLiteral("^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}"
                           "(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\z"));
        return quad.match(address).hasMatch();
    }
    static const QRegularExpression dns(QStringLiteral(
        "^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\\z"));
    return dns.match(address).hasMatch();
}

bool TokenRules::isUserName(const QString &user)
{
    static const QRegularExpression re(QStringLiteral("^[a-z_][a-z0-9_-]{0,31}\\z"));
    return re.match(user).hasMatch();
}

bool TokenRules::isInterfaceName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,14}\\z"));
    return re.match(name).hasMatch();
}

bool TokenRules::isPath(const QString &path)
{
    static const QRegularExpression re(QStringLiteral("^(/|~/)[A-Za-z0-9._/+@-]*\\z"));
    return path.size() < 4096 && re.match(path).hasMatch() && !path.contains(QLatin1String("/../"));
}

} // namespace railyard::model
