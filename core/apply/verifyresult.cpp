// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/verifyresult.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace railyard::apply {

QJsonObject PeerCheck::toJson() const
{
    QJsonObject o{{QStringLiteral("node"), node},       {QStringLiteral("peer"), peer},
                  {QStringLiteral("netdev"), netdev},   {QStringLiteral("rail"), rail},
                  {QStringLiteral("address"), address}, {QStringLiteral("reachable"), reachable},
                  {QStringLiteral("mtu_ok"), mtuOk},    {QStringLiteral("route_ok"), routeOk}};
    if (sshChecked) {
        o.insert(QStringLiteral("ssh_ok"), sshOk);
        o.insert(QStringLiteral("ssh_rail"), sshRail);
        if (sshRail != rail)
            o.insert(QStringLiteral("ssh"), QStringLiteral("covered by rail %1").arg(sshRail));
    }
    return o;
}

bool VerifyResult::hasFinding(const QString &id) const
{
    for (const diag::Finding &f : findings) {
        if (f.id == id)
            return true;
    }
    return false;
}

QJsonObject VerifyResult::toJson() const
{
    QJsonArray m, f;
    for (const PeerCheck &c : matrix)
        m.append(c.toJson());
    for (const diag::Finding &x : findings)
        f.append(x.toJson());
    return {{QStringLiteral("success"), success},
            {QStringLiteral("mtu"), mtu},
            {QStringLiteral("matrix"), m},
            {QStringLiteral("findings"), f}};
}

QString VerifyResult::toText() const
{
    QString out;
    for (const PeerCheck &c : matrix)
        out += QStringLiteral("%1 -> %2 rail %3 via %4 (%5): %6\n")
                   .arg(c.node, c.peer)
                   .arg(c.rail)
                   .arg(c.netdev, c.address,
                        !c.reachable
                            ? QCoreApplication::translate("railyard::apply::VerifyResult", "UNREACHABLE")
                        : !c.mtuOk
                            ? QCoreApplication::translate("railyard::apply::VerifyResult", "MTU %1 BLOCKED")
                                  .arg(mtu)
                        : !c.routeOk
                            ? QCoreApplication::translate("railyard::apply::VerifyResult", "WRONG ROUTE")
                        : c.sshChecked && !c.sshOk
                            ? QCoreApplication::translate("railyard::apply::VerifyResult", "SSH LOGIN FAILED")
                        : c.sshChecked && c.sshRail != c.rail
                            ? QCoreApplication::translate("railyard::apply::VerifyResult",
                                                          "ok (ssh covered by rail %1)")
                                  .arg(c.sshRail)
                            : QCoreApplication::translate("railyard::apply::VerifyResult", "ok"));
    for (const diag::Finding &x : findings) {
        out += QStringLiteral("[%1] %2: %3\n").arg(x.id, x.object.toString(), x.explanation);
        // What the node answered (ssh's own message, the ping's loss): why a
        // login failed is the difference between a refused key and a busy peer.
        for (const diag::Evidence &e : x.evidence)
            out +=
                QStringLiteral("    %1: %2 = %3\n")
                    .arg(e.source, e.key, e.value.trimmed().replace(QLatin1Char('\n'), QLatin1String(" | ")));
        out += QStringLiteral("    %1\n").arg(x.fix);
    }
    out += success ? QCoreApplication::translate("railyard::apply::VerifyResult", "Verify passed.\n")
                   : QCoreApplication::translate("railyard::apply::VerifyResult", "Verify failed.\n");
    return out;
}

} // namespace railyard::apply
