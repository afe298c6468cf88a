// SPDX-License-Identifier: GPL-3.0-or-later
#include "adopt/nodelayout.h"

#include "diag/netplanrules.h"
#include "diag/observations.h"
#include "inventory/nodeinventory.h"
#include "plan/netplanwriter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>

namespace railyard::adopt {

namespace {

bool isLinkLocal(const QString &cidr)
{
    return cidr.startsWith(QLatin1String("169.254."));
}

} // namespace

QString NodeLayout::originId(Origin origin)
{
    switch (origin) {
    case Origin::Unconfigured:
        return QStringLiteral("unconfigured");
    case Origin::Railyard:
        return QStringLiteral("railyard");
    case Origin::NvidiaHelper:
        return QStringLiteral("nvidia-helper");
    case Origin::NvidiaPlaybook:
        return QStringLiteral("nvidia-playbook-link-local");
    case Origin::NetworkManager:
        return QStringLiteral("networkmanager");
    case Origin::HandWritten:
        return QStringLiteral("hand-written");
    case Origin::RuntimeOnly:
        return QStringLiteral("runtime-only");
    case Origin::Unknown:
        return QStringLiteral("unknown");
    }
    return {};
}

QString NodeLayout::originLabel(Origin origin)
{
    switch (origin) {
    case Origin::Unconfigured:
        return QCoreApplication::translate("railyard::adopt::NodeLayout", "not configured");
    case Origin::Railyard:
        return QCoreApplication::translate("railyard::adopt::NodeLayout", "Railyard");
    case Origin::NvidiaHelper:
        return QCoreApplication::translate("railyard::adopt::NodeLayout", "NVIDIA's cluster setup helper");
    case Origin::NvidiaPlaybook:
        return QCoreApplication::translate("railyard::adopt::NodeLayout",
                                           "NVIDIA's earlier playbook (link-local addresses)");
    case Origin::NetworkManager:
        return QCoreApplication::translate("railyard::adopt::NodeLayout",
                                           "NetworkManager (NVIDIA Sync, nmcli or the desktop settings)");
    case Origin::HandWritten:
        return QCoreApplication::translate("railyard::adopt::NodeLayout",
                                           "a hand-written or scripted netplan file");
    case Origin::RuntimeOnly:
        return QCoreApplication::translate("railyard::adopt::NodeLayout",
                                           "addresses set by hand, kept in no file");
    case Origin::Unknown:
        return QCoreApplication::translate("railyard::adopt::NodeLayout",
                                           "unknown (the netplan files could not be read)");
    }
    return {};
}

NodeLayout NodeLayout::recognize(const inventory::NodeInventory &inv, const diag::NodeObservations &obs)
{
    NodeLayout l;
    l.node = inv.node;
    l.contentsRead = inv.netplanContentsRead;
    bool anyAddress = false;
    bool onlyLinkLocal = true;
    for (const inventory::NetdevInventory &n : inv.netdevs) {
        if (!n.present)
            continue;
        l.rails.append({n.netdev, n.ipv4, n.mtu, n.carrier});
        for (const QString &a : n.ipv4) {
            anyAddress = true;
            onlyLinkLocal = onlyLinkLocal && isLinkLocal(a);
        }
    }

    const QMap<QString, QStringList> byFile = diag::NetplanRules::railsByFile(obs);
    QString foreign; // the first file not Railyard's that configures rails
    for (auto it = byFile.cbegin(); it != byFile.cend(); ++it) {
        l.files << QStringLiteral("%1: %2").arg(it.key(), it.value().join(QStringLiteral(", ")));
        if (foreign.isEmpty() && it.key() != plan::NetplanWriter::fileName())
            foreign = it.key();
    }
    const QString path = QStringLiteral("/etc/netplan/") + foreign;
    if (!foreign.isEmpty()) {
        if (foreign == QLatin1String("40-cx7.yaml")) {
            const bool linkLocal =
                obs.netplanFiles.value(foreign).contains("link-local") && (!anyAddress || onlyLinkLocal);
            l.origin = linkLocal ? Origin::NvidiaPlaybook : Origin::NvidiaHelper;
            l.reason = linkLocal
                           ? QCoreApplication::translate("railyard::adopt::NodeLayout",
                                                         "%1 asks for link-local IPv4 only, as NVIDIA's "
                                                         "earlier two-node playbook did")
                                 .arg(path)
                           : QCoreApplication::translate("railyard::adopt::NodeLayout",
                                                         "%1 is the file NVIDIA's setup helper writes")
                                 .arg(path);
        } else if (foreign.startsWith(QLatin1String("90-NM-"))) {
            l.origin = Origin::NetworkManager;
            l.reason =
                QCoreApplication::translate("railyard::adopt::NodeLayout", "%1 is written by NetworkManager")
                    .arg(path);
        } else {
            l.origin = Origin::HandWritten;
            l.reason = QCoreApplication::translate("railyard::adopt::NodeLayout",
                                                   "%1 configures the rails; no known tool uses that name")
                           .arg(path);
        }
    } else if (byFile.contains(plan::NetplanWriter::fileName())) {
        l.origin = Origin::Railyard;
        l.reason = QCoreApplication::translate("railyard::adopt::NodeLayout",
                                               "only Railyard's own %1 configures the rails")
                       .arg(plan::NetplanWriter::fileName());
    } else if (!inv.netplanContentsRead && !inv.netplanFiles.isEmpty() && anyAddress) {
        l.files = inv.netplanFiles.keys();
        if (inv.netplanFiles.contains(QStringLiteral("40-cx7.yaml"))) {
            l.origin = Origin::NvidiaHelper;
            l.reason = QCoreApplication::translate("railyard::adopt::NodeLayout",
                                                   "/etc/netplan/40-cx7.yaml is there (its contents "
                                                   "need root to read): NVIDIA's setup helper's name");
        } else {
            l.origin = Origin::Unknown;
            l.reason = QCoreApplication::translate("railyard::adopt::NodeLayout",
                                                   "the rails have addresses; reading the netplan files "
                                                   "that may set them needs root");
        }
    } else if (anyAddress) {
        l.origin = Origin::RuntimeOnly;
        l.reason = onlyLinkLocal
                       ? QCoreApplication::translate("railyard::adopt::NodeLayout",
                                                     "the rails carry link-local addresses only and no "
                                                     "netplan file configures them")
                       : QCoreApplication::translate("railyard::adopt::NodeLayout",
                                                     "the rails carry addresses but no netplan file "
                                                     "configures them: a reboot loses them");
    } else {
        l.origin = Origin::Unconfigured;
        l.reason = QCoreApplication::translate("railyard::adopt::NodeLayout", "no rail has an IPv4 address");
    }
    return l;
}

QJsonObject NodeLayout::toJson() const
{
    QJsonArray r;
    for (const Rail &rail : rails) {
        r.append(QJsonObject{
            {QStringLiteral("netdev"), rail.netdev},
            {QStringLiteral("ipv4"), QJsonArray::fromStringList(rail.ipv4)},
            {QStringLiteral("mtu"), rail.mtu ? QJsonValue(*rail.mtu) : QJsonValue()},
            {QStringLiteral("carrier"), rail.carrier ? QJsonValue(*rail.carrier) : QJsonValue()}});
    }
    return {{QStringLiteral("node"), node},
            {QStringLiteral("origin"), originId(origin)},
            {QStringLiteral("origin_label"), originLabel(origin)},
            {QStringLiteral("reason"), reason},
            {QStringLiteral("files"), QJsonArray::fromStringList(files)},
            {QStringLiteral("contents_read"), contentsRead},
            {QStringLiteral("rails"), r}};
}

} // namespace railyard::adopt
