// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/preflight.h"

#include "model/ipv4subnet.h"
#include "plan/networkplan.h"

#include <QCoreApplication>

namespace railyard::apply {

namespace {

diag::Finding refusal(const QString &id, const diag::FindingObject &object, const QString &explanation,
                      const QString &fix, const QList<diag::Evidence> &evidence = {})
{
    diag::Finding f;
    f.id = id;
    f.severity = model::Severity::Error;
    f.object = object;
    f.explanation = explanation;
    f.fix = fix;
    f.evidence = evidence;
    return f;
}

std::optional<model::Ipv4Subnet> subnetOf(const QString &text)
{
    Result<model::Ipv4Subnet> s =
        model::Ipv4Subnet::parse(text.contains(QLatin1Char('/')) ? text : text + QStringLiteral("/32"), true);
    if (!s)
        return std::nullopt;
    return s.value();
}

} // namespace

QStringList Preflight::requiredTools(const ApplyOptions &options)
{
    QStringList tools{QStringLiteral("ip"), QStringLiteral("ping"), QStringLiteral("setsid"),
                      QStringLiteral("install")};
    if (options.mode == ApplyOptions::Mode::Persistent)
        tools << QStringLiteral("netplan");
    if (options.peerSsh)
        tools << QStringLiteral("ssh") << QStringLiteral("ssh-keygen");
    return tools;
}

QList<diag::Finding> Preflight::check(const plan::NetworkPlan &plan, const QList<NodeSnapshot> &snapshots,
                                      const ApplyOptions &options,
                                      const QMap<QString, QStringList> &missingTools,
                                      const QMap<QString, QString> &sudoErrors)
{
    QList<diag::Finding> out;
    const QStringList cluster = NodeSnapshot::clusterNetdevs();
    for (const plan::PlannedNode &pn : plan.nodes) {
        const NodeSnapshot *snap = nullptr;
        for (const NodeSnapshot &s : snapshots) {
            if (s.node() == pn.name)
                snap = &s;
        }
        const auto nodeObject = diag::FindingObject::forNode(pn.name);
        if (!snap || !snap->inventory.reachable) {
            out << refusal(
                QStringLiteral("preflight-unreachable"), nodeObject,
                QCoreApplication::translate("railyard::apply::Preflight", "%1 could not be read: %2")
                    .arg(pn.name,
                         snap && !snap->inventory.issues.isEmpty()
                             ? snap->inventory.issues.first().message
                             : QCoreApplication::translate("railyard::apply::Preflight", "no inventory")),
                QCoreApplication::translate(
                    "railyard::apply::Preflight",
                    "Check that the node is on and reachable over SSH, then run apply again."));
            continue;
        }
        const inventory::NodeInventory &inv = snap->inventory;
        if (!snap->readError.isEmpty())
            out << refusal(QStringLiteral("preflight-netplan-unreadable"), nodeObject, snap->readError,
                           QCoreApplication::translate("railyard::apply::Preflight",
                                                       "Make the netplan directory readable by root."));
        if (options.peerSsh && !snap->sshReadError.isEmpty())
            out << refusal(QStringLiteral("preflight-ssh-unreadable"), nodeObject,
                           QCoreApplication::translate("railyard::apply::Preflight",
                                                       "%1: the SSH user's ~/.ssh cannot be read: %2")
                               .arg(pn.name, snap->sshReadError),
                           QCoreApplication::translate("railyard::apply::Preflight",
                                                       "Make ~/.ssh of the SSH user readable by that user."));
        else if (options.peerSsh && snap->sshRead && snap->hostKeys.isEmpty())
            out << refusal(
                QStringLiteral("preflight-ssh-host-keys"), nodeObject,
                QCoreApplication::translate("railyard::apply::Preflight",
                                            "%1 has no readable host key in /etc/ssh, so its peers "
                                            "could not verify it.")
                    .arg(pn.name),
                QCoreApplication::translate("railyard::apply::Preflight",
                                            "Check that sshd is installed and its host keys exist "
                                            "(ssh-keygen -A)."));
        if (options.mode == ApplyOptions::Mode::Persistent && snap->netplanFreeBytes >= 0 &&
            snap->netplanFreeBytes < Preflight::MinimumFreeBytes)
            out << refusal(
                QStringLiteral("preflight-disk-full"), nodeObject,
                QCoreApplication::translate("railyard::apply::Preflight",
                                            "%1: the file system holding %2 is full (%3 bytes free, "
                                            "the apply needs %4).")
                    .arg(pn.name, options.netplanDir)
                    .arg(snap->netplanFreeBytes)
                    .arg(Preflight::MinimumFreeBytes),
                QCoreApplication::translate("railyard::apply::Preflight",
                                            "Free space on the node (df %1), then run apply again.")
                    .arg(options.netplanDir));
        if (sudoErrors.contains(pn.name))
            out << refusal(
                QStringLiteral("preflight-sudo"), nodeObject,
                QCoreApplication::translate("railyard::apply::Preflight", "%1: root commands do not work: %2")
                    .arg(pn.name, sudoErrors.value(pn.name)),
                QCoreApplication::translate(
                    "railyard::apply::Preflight",
                    "Give the SSH user sudo rights on the node (or the right sudo password)."));
        for (const QString &tool : missingTools.value(pn.name))
            out << refusal(QStringLiteral("preflight-tool-missing"), nodeObject,
                           QCoreApplication::translate("railyard::apply::Preflight",
                                                       "%1 has no '%2', which the apply needs.")
                               .arg(pn.name, tool),
                           QCoreApplication::translate("railyard::apply::Preflight",
                                                       "Install the package that provides '%1' on the node.")
                               .arg(tool));

        QStringList plannedNetdevs;
        for (const plan::PlannedInterface &i : pn.interfaces) {
            plannedNetdevs << i.netdev;
            const auto railObject = diag::FindingObject::forRail(pn.name, i.port, i.rail);
            bool carriesSession = false;
            if (const inventory::NetdevInventory *n = inv.netdev(i.netdev)) {
                for (const QString &a : n->ipv4)
                    carriesSession |= !inv.managementAddress.isEmpty() &&
                                      a.section(QLatin1Char('/'), 0, 0) == inv.managementAddress;
            }
            if (!inv.isTouchable(i.netdev) || carriesSession || !cluster.contains(i.netdev)) {
                out << refusal(
                    QStringLiteral("preflight-management-interface"), railObject,
                    QCoreApplication::translate("railyard::apply::Preflight",
                                                "%1: the plan would change %2, which is the management "
                                                "interface or carries the SSH session (%3).")
                        .arg(pn.name, i.netdev,
                             inv.managementReason.isEmpty()
                                 ? QCoreApplication::translate("railyard::apply::Preflight",
                                                               "not a ConnectX-7 cluster netdev")
                                 : inv.managementReason),
                    QCoreApplication::translate(
                        "railyard::apply::Preflight",
                        "Only the four ConnectX-7 netdevs may be configured; fix the plan."));
                continue;
            }
            const inventory::NetdevInventory *n = inv.netdev(i.netdev);
            if (!n || !n->present)
                out << refusal(
                    QStringLiteral("preflight-netdev-missing"), railObject,
                    QCoreApplication::translate("railyard::apply::Preflight", "%1 has no interface %2.")
                        .arg(pn.name, i.netdev),
                    QCoreApplication::translate("railyard::apply::Preflight",
                                                "Check the ConnectX-7 driver (ip link) on the node."));
        }

        // Subnets against every address and route the node has, except the
        // ones on the interfaces this plan sets (a re-apply finds its own).
        for (const plan::PlannedSubnet &ps : plan.subnets) {
            QString clash;
            for (const inventory::NetdevInventory &n : inv.netdevs) {
                if (!n.present || plannedNetdevs.contains(n.netdev))
                    continue;
                for (const QString &a : n.ipv4) {
                    const Result<quint32> addr =
                        model::Ipv4Subnet::parseAddress(a.section(QLatin1Char('/'), 0, 0));
                    if (addr && ps.subnet.contains(addr.value()))
                        clash = QCoreApplication::translate("railyard::apply::Preflight", "address %1 on %2")
                                    .arg(a, n.netdev);
                }
            }
            if (!inv.managementAddress.isEmpty()) {
                const Result<quint32> m = model::Ipv4Subnet::parseAddress(inv.managementAddress);
                if (m && ps.subnet.contains(m.value()))
                    clash =
                        QCoreApplication::translate("railyard::apply::Preflight", "the management address %1")
                            .arg(inv.managementAddress);
            }
            for (const probe::IpRoute &r : inv.routes) {
                if (r.isDefault() || (r.dev && plannedNetdevs.contains(*r.dev)))
                    continue;
                const auto s = subnetOf(r.dst);
                if (s && s->overlaps(ps.subnet))
                    clash = QCoreApplication::translate("railyard::apply::Preflight", "route %1 via %2")
                                .arg(r.dst, r.dev.value_or(QStringLiteral("?")));
            }
            if (!clash.isEmpty())
                out << refusal(
                    QStringLiteral("preflight-subnet-conflict"), nodeObject,
                    QCoreApplication::translate("railyard::apply::Preflight",
                                                "%1: the planned subnet %2 overlaps %3.")
                        .arg(pn.name, ps.subnet.toString(), clash),
                    QCoreApplication::translate(
                        "railyard::apply::Preflight",
                        "Add the conflicting network to 'avoid' in the project file and plan again."));
        }

        // A file that defines cluster links next to other interfaces cannot
        // be moved aside without taking the others (the LAN) with it.
        if (options.mode == ApplyOptions::Mode::Persistent) {
            for (auto it = snap->netplanFiles.cbegin(); it != snap->netplanFiles.cend(); ++it) {
                const std::optional<QStringList> defined =
                    NodeSnapshot::definedInterfaces(it.value(), &snap->inventory);
                if (!defined) {
                    out << refusal(
                        QStringLiteral("preflight-netplan-unreadable"),
                        diag::FindingObject::forFile(pn.name, it.key()),
                        QCoreApplication::translate("railyard::apply::Preflight", "%1: %2 is not valid YAML.")
                            .arg(pn.name, it.key()),
                        QCoreApplication::translate("railyard::apply::Preflight",
                                                    "Fix or remove the file; netplan would refuse it too."));
                    continue;
                }
                bool clusterDef = false, otherDef = false;
                for (const QString &d : *defined)
                    (cluster.contains(d) ? clusterDef : otherDef) = true;
                if (clusterDef && otherDef && it.key() != QStringLiteral("40-railyard.yaml"))
                    out << refusal(
                        QStringLiteral("preflight-netplan-mixed-file"),
                        diag::FindingObject::forFile(pn.name, it.key()),
                        QCoreApplication::translate("railyard::apply::Preflight",
                                                    "%1: %2 defines cluster interfaces together with others "
                                                    "(%3); moving it aside would change those too.")
                            .arg(pn.name, it.key(), defined->join(QStringLiteral(", "))),
                        QCoreApplication::translate(
                            "railyard::apply::Preflight",
                            "Move the cluster interfaces out of that file, then run apply again."));
            }
        }
    }
    return out;
}

} // namespace railyard::apply
