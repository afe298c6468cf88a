// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/linkrules.h"

#include "diag/observations.h"
#include "diag/raillookup.h"
#include "diag/thresholds.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace railyard::diag {

namespace {


QString upText(std::optional<bool> up)
{
    return !up ? QStringLiteral("unknown") : (*up ? QStringLiteral("Up") : QStringLiteral("Down"));
}

// Breakout cables name their split in the part number or the compliance
// text: "QSFP-4SFP25G-CU2", "2x100G", "4x25G", Mellanox MCP7F/MCP7H hybrids.
std::optional<QString> breakoutText(const probe::EthtoolModule &module)
{
    static const QRegularExpression re(
        QStringLiteral(
            "(\\b[248]\\s*x\\s*[0-9]+G\\b|QSFP-?[248]x?SFP|QSFP-?[248]QSFP|breakout|fan-?out|^MCP7[FH])"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList texts;
    if (module.vendorPn)
        texts << module.vendorPn->trimmed();
    texts += module.transceiverTypes;
    for (const QString &text : texts) {
        if (re.match(text).hasMatch())
            return text;
    }
    return std::nullopt;
}

void checkRails(const NodeObservations &n, QList<Finding> &out)
{
    for (int p = 0; p < model::Port::Count; ++p) {
        const model::Port port(p);
        const auto r1 = n.railUp(port.rail(1).netdev());
        const auto r2 = n.railUp(port.rail(2).netdev());
        if (r1 && r2 && *r1 != *r2) {
            const model::Rail up = *r1 ? port.rail(1) : port.rail(2);
            const model::Rail down = RailLookup::twin(up);
            QList<Evidence> evidence{
                {n.source(QStringLiteral("ibdev2netdev")), up.netdev(), upText(true)},
                {n.source(QStringLiteral("ibdev2netdev")), down.netdev(), upText(false)}};
            // ethtool's own reason for the down link (training failure,
            // unsupported cable, ...) says more than any advice can.
            const auto downLink = n.ethtoolLink.constFind(down.netdev());
            if (downLink != n.ethtoolLink.constEnd() && downLink->linkExtState) {
                QString reason = *downLink->linkExtState;
                if (downLink->linkExtSubstate)
                    reason += QStringLiteral(", ") + *downLink->linkExtSubstate;
                evidence.append({n.source(QStringLiteral("ethtool ") + down.netdev()),
                                 QStringLiteral("Link detected"), QStringLiteral("no (%1)").arg(reason)});
            }
            out.append(
                {QStringLiteral("port-one-rail-up"), model::Severity::Error,
                 FindingObject::forPort(n.node, p), evidence,
                 QCoreApplication::translate(
                     "railyard::diag::LinkRules",
                     "Port %1 is cabled but only %2 is up; %3 is down. One rail carries at most about half "
                     "of the 200 Gb/s the cable can give.")
                     .arg(p)
                     .arg(up.netdev(), down.netdev()),
                 QCoreApplication::translate(
                     "railyard::diag::LinkRules",
                     "Bring %1 up (ip link set %1 up, check its netplan entry). If it stays down, reseat the "
                     "cable; a Spark-side breakout cable shows exactly this, so use a straight cable.")
                     .arg(down.netdev())});
        }
        for (const model::Rail &rail : port.rails()) {
            const auto it = n.ethtoolLink.constFind(rail.netdev());
            if (it == n.ethtoolLink.constEnd() || !it->speedMbps)
                continue;
            if (!n.railUp(rail.netdev()).value_or(false))
                continue;
            if (*it->speedMbps < Thresholds::FullSpeedMbps) {
                QList<Evidence> ev{{n.source(QStringLiteral("ethtool ") + rail.netdev()),
                                    QStringLiteral("Speed"),
                                    QString::number(*it->speedMbps) + QStringLiteral("Mb/s")}};
                if (it->lanes)
                    ev.append({ev.first().source, QStringLiteral("Lanes"), QString::number(*it->lanes)});
                out.append(
                    {QStringLiteral("rail-speed-low"), model::Severity::Error,
                     FindingObject::forRail(n.node, p, rail.index()), ev,
                     QCoreApplication::translate("railyard::diag::LinkRules", "%1 linked at %2 Mb/s instead of %3 Mb/s.")
                         .arg(rail.netdev())
                         .arg(*it->speedMbps)
                         .arg(Thresholds::FullSpeedMbps),
                     QCoreApplication::translate("railyard::diag::LinkRules", "Through a switch, pin the Spark-facing switch port to 200G (auto-negotiation can "
                        "settle at 100G). Direct: check that the cable is a 200G QSFP56/QSFP112 cable, "
                        "then reseat it.")});
            }
        }
    }
}

void checkFlaps(const NodeObservations &n, QList<Finding> &out)
{
    for (auto it = n.ethtoolStats.constBegin(); it != n.ethtoolStats.constEnd(); ++it) {
        const QList<EthtoolSample> &samples = it.value();
        if (samples.size() < 2)
            continue;
        const QString key = QStringLiteral("link_down_events_phy");
        const auto first = samples.first().stats.counter(key);
        const auto last = samples.last().stats.counter(key);
        if (!first || !last || *last <= *first)
            continue;
        const auto rail = RailLookup::fromNetdev(it.key());
        const QString src = n.source(QStringLiteral("ethtool -S ") + it.key());
        out.append({QStringLiteral("link-flap"),
                    model::Severity::Warning,
                    rail ? FindingObject::forRail(n.node, rail->port(), rail->index())
                         : FindingObject::forNode(n.node),
                    {{src + QStringLiteral(" (sample 1)"), key, QString::number(*first)},
                     {src + QStringLiteral(" (sample %1)").arg(samples.size()), key, QString::number(*last)}},
                    QCoreApplication::translate("railyard::diag::LinkRules", "The link of %1 went down %2 time(s) between the first and the last sample.")
                        .arg(it.key())
                        .arg(*last - *first),
                    QCoreApplication::translate("railyard::diag::LinkRules", "Check the per-lane errors and the module temperature of this cable under full load; "
                       "replace the cable if the flaps come with one lane's errors rising.")});
    }
}

void checkBreakout(const NodeObservations &n, QList<Finding> &out)
{
    for (auto it = n.modules.constBegin(); it != n.modules.constEnd(); ++it) {
        const auto text = breakoutText(it.value());
        if (!text)
            continue;
        const auto rail = RailLookup::fromNetdev(it.key());
        out.append({QStringLiteral("spark-side-breakout"),
                    model::Severity::Error,
                    rail ? FindingObject::forPort(n.node, rail->port()) : FindingObject::forNode(n.node),
                    {{n.source(QStringLiteral("ethtool -m ") + it.key()),
                      it->vendorPn && text == it->vendorPn->trimmed() ? QStringLiteral("Vendor PN")
                                                                      : QStringLiteral("Transceiver type"),
                      *text}},
                    QCoreApplication::translate("railyard::diag::LinkRules", "The module in this port is a breakout cable. On the Spark side a breakout does not "
                       "give two links: one leg comes up, the other stays dead."),
                    QCoreApplication::translate("railyard::diag::LinkRules", "Use a straight 200G cable between Sparks. Breakouts belong on the switch side only "
                       "(one 400G switch port to 2x200G legs).")});
    }
}

} // namespace

QList<Finding> LinkRules::evaluate(const Observations &observations)
{
    QList<Finding> out;
    for (const NodeObservations &n : observations.nodes) {
        checkRails(n, out);
        checkFlaps(n, out);
        checkBreakout(n, out);
    }
    return out;
}

} // namespace railyard::diag
