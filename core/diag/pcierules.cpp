// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/pcierules.h"

#include "diag/observations.h"
#include "diag/raillookup.h"
#include "diag/thresholds.h"

#include <QCoreApplication>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

namespace railyard::diag {

namespace {


// The ConnectX-7 functions on a Spark: domain 0000 and 0002, bus 01.
bool isConnectX(const probe::LspciDevice &d)
{
    return d.description.contains(QLatin1String("ConnectX"), Qt::CaseInsensitive) ||
           d.description.contains(QLatin1String("Mellanox"), Qt::CaseInsensitive) ||
           d.address.endsWith(QLatin1String(":01:00.0")) || d.address.endsWith(QLatin1String(":01:00.1"));
}

QString linkText(std::optional<double> speed, std::optional<int> width)
{
    return QStringLiteral("Speed %1GT/s, Width x%2")
        .arg(speed ? QString::number(*speed) : QStringLiteral("?"),
             width ? QString::number(*width) : QStringLiteral("?"));
}

// lspci without -D prints "01:00.0" for domain 0000.
QString fullAddress(const QString &address)
{
    return (address.count(QLatin1Char(':')) == 1 ? QStringLiteral("0000:") + address : address).toLower();
}

// The rail a PCIe function serves. ethtool -i names each netdev's bus
// address; without it, the Spark's predictable names follow from the
// address (domain 0000 is rail 1, 0002 rail 2; function N is port N):
// systemd names a function enP<domain>p<bus>s<slot>f<fn> (no P part in
// domain 0), and the CX-7 adds np<port>. A link that trained slow slows
// that rail only, so the finding names it and not the whole node.
std::optional<model::Rail> railOf(const NodeObservations &n, const QString &address)
{
    if (address.isEmpty())
        return std::nullopt;
    const QString full = fullAddress(address);
    for (auto it = n.ethtoolInfo.constBegin(); it != n.ethtoolInfo.constEnd(); ++it) {
        if (it->busInfo && it->busInfo->compare(full, Qt::CaseInsensitive) == 0)
            return RailLookup::fromNetdev(it.key());
    }
    static const QRegularExpression bdf(
        QStringLiteral("^([0-9a-fA-F]{4}):([0-9a-fA-F]{2}):([0-9a-fA-F]{2})\\.([0-7])$"));
    const QRegularExpressionMatch m = bdf.match(full);
    if (!m.hasMatch())
        return std::nullopt;
    const int domain = m.captured(1).toInt(nullptr, 16);
    const int bus = m.captured(2).toInt(nullptr, 16);
    const int slot = m.captured(3).toInt(nullptr, 16);
    const QString fn = m.captured(4);
    const QString prefix = domain == 0 ? QStringLiteral("enp") : QStringLiteral("enP%1p").arg(domain);
    const QString name = prefix + QStringLiteral("%1s%2f%3np%3").arg(bus).arg(slot).arg(fn);
    return RailLookup::fromNetdev(name);
}

Finding degraded(const NodeObservations &n, const QString &address, const QList<Evidence> &ev,
                 const QString &link)
{
    const std::optional<model::Rail> rail = railOf(n, address);
    return {
        QStringLiteral("pcie-link-degraded"),
        model::Severity::Error,
        rail ? FindingObject::forRail(n.node, rail->port(), rail->index()) : FindingObject::forNode(n.node),
        ev,
        QCoreApplication::translate(
            "railyard::diag::PcieRules",
            "The ConnectX-7 function %1 runs its PCIe link at %2; each rail needs Gen5 (%3 GT/s) x%4, so "
            "this rail cannot reach its share of the 200 Gb/s.")
            .arg(address.isEmpty() ? QStringLiteral("?") : address, link)
            .arg(Thresholds::PcieMinSpeedGts, 0, 'f', 0)
            .arg(Thresholds::PcieMinWidth),
        QCoreApplication::translate(
            "railyard::diag::PcieRules",
            "Reboot the node (a full power cycle if a reboot does not help) and check again with lspci -vv; "
            "if the link stays degraded, contact the vendor: the PCIe path is inside the machine.")};
}

} // namespace

QList<Finding> PcieRules::evaluate(const Observations &observations)
{
    QList<Finding> out;
    for (const NodeObservations &n : observations.nodes) {
        // One finding per PCIe function: lspci's link status (now) and the
        // driver's dmesg line (at load) are two pieces of evidence of one
        // problem, and where lspci read the function its reading wins.
        QMap<QString, qsizetype> flagged; // full address -> index in out
        QSet<QString> readNow;
        if (n.lspci) {
            for (const probe::LspciDevice &d : n.lspci->devices) {
                if (!d.linkSta || !isConnectX(d))
                    continue;
                readNow.insert(fullAddress(d.address));
                const bool slow = d.linkSta->speedGts && *d.linkSta->speedGts < Thresholds::PcieMinSpeedGts;
                const bool narrow = d.linkSta->width && *d.linkSta->width < Thresholds::PcieMinWidth;
                if (!slow && !narrow)
                    continue;
                const QString link = linkText(d.linkSta->speedGts, d.linkSta->width);
                QList<Evidence> ev{
                    {n.source(QStringLiteral("lspci -vv")), d.address + QStringLiteral(" LnkSta"), link}};
                if (d.linkCap)
                    ev.append({ev.first().source, d.address + QStringLiteral(" LnkCap"),
                               linkText(d.linkCap->speedGts, d.linkCap->width)});
                flagged.insert(fullAddress(d.address), out.size());
                out.append(degraded(n, d.address, ev, link));
            }
        }
        if (n.dmesg) {
            for (const probe::DmesgPcieBandwidth &b : n.dmesg->pcieBandwidth) {
                if (b.speedGts >= Thresholds::PcieMinSpeedGts && b.width >= Thresholds::PcieMinWidth)
                    continue;
                const QString link = linkText(b.speedGts, b.width);
                const Evidence ev{n.source(QStringLiteral("dmesg")) + QStringLiteral(" line %1").arg(b.line),
                                  b.pciAddress + QStringLiteral(" available PCIe bandwidth"),
                                  QString::number(b.availableGbps) + QStringLiteral(" Gb/s (") + link +
                                      QLatin1Char(')')};
                const QString address = fullAddress(b.pciAddress);
                if (const auto it = flagged.constFind(address); it != flagged.constEnd()) {
                    out[*it].evidence.append(ev);
                    continue;
                }
                if (readNow.contains(address))
                    continue; // trained again since the driver loaded
                flagged.insert(address, out.size());
                out.append(degraded(n, b.pciAddress, {ev}, link));
            }
        }
    }
    return out;
}

} // namespace railyard::diag
