// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/nodespec.h"

#include "model/tokenrules.h"

#include <QCoreApplication>

namespace railyard::model {

Result<Node> NodeSpec::parse(const QString &spec)
{
    const qsizetype eq = spec.indexOf(QLatin1Char('='));
    Node node;
    node.name = spec.left(eq);
    if (eq <= 0 || !TokenRules::isNodeName(node.name))
        return Error{
            QCoreApplication::translate("railyard::model::NodeSpec",
                                        "node '%1' must be NAME=[USER@]ADDRESS[:PORT] with a name of "
                                        "letters, digits, '.', '_' or '-'")
                .arg(spec)};
    QString rest = spec.mid(eq + 1);
    if (const qsizetype at = rest.indexOf(QLatin1Char('@')); at >= 0) {
        node.sshUser = rest.left(at);
        rest = rest.mid(at + 1);
        if (!TokenRules::isUserName(node.sshUser))
            return Error{
                QCoreApplication::translate("railyard::model::NodeSpec", "node %1: '%2' is not a user name")
                    .arg(node.name, node.sshUser)};
    }
    QString port;
    if (rest.startsWith(QLatin1Char('['))) {
        const qsizetype close = rest.indexOf(QLatin1Char(']'));
        if (close < 0 || (close + 1 < rest.size() && rest.at(close + 1) != QLatin1Char(':')))
            return Error{
                QCoreApplication::translate("railyard::model::NodeSpec",
                                            "node %1: '%2' is not [IPv6 address] or [IPv6 address]:PORT")
                    .arg(node.name, rest)};
        port = rest.mid(close + 2);
        rest = rest.mid(1, close - 1);
    } else if (rest.count(QLatin1Char(':')) == 1) {
        const qsizetype colon = rest.indexOf(QLatin1Char(':'));
        port = rest.mid(colon + 1);
        rest = rest.left(colon);
        if (port.isEmpty())
            port = QStringLiteral("x"); // "host:" is as wrong as "host:x"
    }
    if (!TokenRules::isHostAddress(rest))
        return Error{QCoreApplication::translate("railyard::model::NodeSpec",
                                                 "node %1: '%2' is not an IP address or host name")
                         .arg(node.name, rest)};
    node.managementAddress = rest;
    if (!port.isEmpty()) {
        bool ok = false;
        node.sshPort = port.toInt(&ok);
        if (!ok || node.sshPort < 1 || node.sshPort > 65535)
            return Error{QCoreApplication::translate("railyard::model::NodeSpec",
                                                     "node %1: '%2' is not a TCP port (1-65535)")
                             .arg(node.name, port)};
    }
    return node;
}

} // namespace railyard::model
