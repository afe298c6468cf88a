// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/netplanrules.h"

#include "diag/observations.h"
#include "model/rail.h"
#include "plan/mtupolicy.h"
#include "plan/netplanwriter.h"
#include "probe/netplanparser.h"

#include <QCoreApplication>

namespace railyard::diag {

namespace {

// The rails as a netplan `match:` can select them: name, and MAC and
// driver where the node's outputs tell them.
QList<probe::NetplanParser::Netdev> railCandidates(const NodeObservations &n)
{
    QList<probe::NetplanParser::Netdev> out;
    for (int port = 0; port < 2; ++port) {
        for (int r = 1; r <= model::Rail::Count; ++r) {
            probe::NetplanParser::Netdev d{model::Rail(port, r).netdev(), {}, {}};
            auto fromLink = [&d](const probe::IpLink &l) {
                if (l.ifname == d.name && l.address && d.mac.isEmpty())
                    d.mac = *l.address;
            };
            if (n.ipLinks) {
                for (const probe::IpLink &l : n.ipLinks->links)
                    fromLink(l);
            }
            if (n.addresses) {
                for (const probe::IpAddrInterface &i : n.addresses->interfaces)
                    fromLink(i.link);
            }
            if (const auto it = n.ethtoolInfo.constFind(d.name); it != n.ethtoolInfo.constEnd())
                d.driver = it->driver;
            out.append(d);
        }
    }
    return out;
}

// A file that configures cluster rails but sets no MTU leaves them at the
// kernel's 1500; where the topology is meant to run larger frames (a direct
// pair: 9000) that is a setting forgotten, not a choice. Only rails that
// really run below the recommendation are named.
void checkMtu(const Observations &o, const NodeObservations &n, const QString &file,
              const QStringList &configured, const QList<probe::NetplanParser::Netdev> &rails,
              QList<Finding> &out)
{
    if (!o.cluster)
        return;
    const int recommended = plan::MtuPolicy::recommended(o.cluster->topology);
    const std::optional<QStringList> without =
        probe::NetplanParser::withoutMtu(n.netplanFiles.value(file), rails);
    if (!without)
        return;
    QStringList low;
    QList<Evidence> evidence;
    int running = 0;
    for (const QString &netdev : configured) {
        const std::optional<int> mtu = n.mtu(netdev);
        if (!without->contains(netdev) || !mtu || *mtu >= recommended)
            continue;
        low << netdev;
        running = *mtu;
        evidence.append({n.source(QStringLiteral("ip -j addr")), netdev, QStringLiteral("mtu %1").arg(*mtu)});
    }
    if (low.isEmpty())
        return;
    const QString path = QStringLiteral("/etc/netplan/") + file;
    evidence.prepend({n.source(path), QStringLiteral("mtu"), QStringLiteral("not set")});
    out.append(
        {QStringLiteral("netplan-mtu-missing"), model::Severity::Warning, FindingObject::forNode(n.node),
         evidence,
         QCoreApplication::translate("railyard::diag::NetplanRules",
                                     "%1 on %2 configures %3 without an MTU, so they run at %4; a %5 is "
                                     "meant to run at %6 (%7).")
             .arg(path, n.node, low.join(QStringLiteral(", ")))
             .arg(running)
             .arg(model::topologyLabel(o.cluster->topology))
             .arg(recommended)
             .arg(plan::MtuPolicy::reason(o.cluster->topology)),
         QCoreApplication::translate("railyard::diag::NetplanRules",
                                     "Apply Railyard's plan (it sets the MTU on both ends of every cable), "
                                     "or add \"mtu: %1\" to these links in %2 on every node.")
             .arg(recommended)
             .arg(path)});
}

} // namespace

QString NetplanRules::origin(const QString &fileName)
{
    if (fileName == QLatin1String("40-cx7.yaml"))
        return QCoreApplication::translate("railyard::diag::NetplanRules", "NVIDIA's cluster setup helper");
    if (fileName.startsWith(QLatin1String("90-NM-")))
        return QCoreApplication::translate("railyard::diag::NetplanRules",
                                           "NetworkManager (NVIDIA Sync, nmcli or the desktop settings)");
    return QCoreApplication::translate("railyard::diag::NetplanRules", "a person or another tool");
}

QMap<QString, QStringList> NetplanRules::railsByFile(const NodeObservations &n)
{
    QMap<QString, QStringList> out;
    const QList<probe::NetplanParser::Netdev> rails = railCandidates(n);
    for (auto it = n.netplanFiles.cbegin(); it != n.netplanFiles.cend(); ++it) {
        const std::optional<QStringList> defined = probe::NetplanParser::definedInterfaces(it.value(), rails);
        if (!defined)
            continue; // netplan itself refuses such a file; not this rule's matter
        QStringList configured;
        for (const probe::NetplanParser::Netdev &r : rails) {
            if (defined->contains(r.name))
                configured << r.name;
        }
        if (!configured.isEmpty())
            out.insert(it.key(), configured);
    }
    return out;
}

QList<Finding> NetplanRules::evaluate(const Observations &observations)
{
    QList<Finding> out;
    for (const NodeObservations &n : observations.nodes) {
        const QMap<QString, QStringList> files = railsByFile(n);
        const QList<probe::NetplanParser::Netdev> rails = railCandidates(n);
        for (auto it = files.cbegin(); it != files.cend(); ++it) {
            if (it.key() == plan::NetplanWriter::fileName())
                continue; // Railyard's own
            const QString path = QStringLiteral("/etc/netplan/") + it.key();
            const QString configured = it.value().join(QStringLiteral(", "));
            checkMtu(observations, n, it.key(), it.value(), rails, out);
            out.append(
                {QStringLiteral("foreign-netplan"),
                 model::Severity::Info,
                 FindingObject::forNode(n.node),
                 {{n.source(path), QStringLiteral("configures"), configured}},
                 QCoreApplication::translate("railyard::diag::NetplanRules",
                                             "%1 on %2 configures the cluster links %3; Railyard did not "
                                             "write it (by its name, %4 did).")
                     .arg(path, n.node, configured, origin(it.key())),
                 QCoreApplication::translate(
                     "railyard::diag::NetplanRules",
                     "Nothing to do while the cluster works. Railyard's apply sets this file aside (a "
                     "copy goes into its journal, undo puts it back); the preview names it first.")});
        }
    }
    return out;
}

} // namespace railyard::diag
