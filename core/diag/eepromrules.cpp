// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/eepromrules.h"

#include "diag/observations.h"
#include "diag/raillookup.h"
#include "diag/thresholds.h"

#include <QCoreApplication>

namespace railyard::diag {

namespace {


bool isSff8636(const probe::EthtoolModule &m)
{
    return m.layout == probe::ModuleLayout::Sff8636 ||
           (m.revisionCompliance && m.revisionCompliance->contains(QLatin1String("SFF-8636")));
}

bool isCopper(const probe::EthtoolModule &m)
{
    return m.transmitterTechnology &&
           m.transmitterTechnology->contains(QLatin1String("Copper"), Qt::CaseInsensitive);
}

} // namespace

QList<Finding> EepromRules::evaluate(const Observations &observations)
{
    QList<Finding> out;
    const QString a = QString::fromLatin1(Thresholds::EepromPlaceholderFreqA);
    const QString b = QString::fromLatin1(Thresholds::EepromPlaceholderFreqB);
    for (const NodeObservations &n : observations.nodes) {
        for (auto it = n.modules.constBegin(); it != n.modules.constEnd(); ++it) {
            const probe::EthtoolModule &m = it.value();
            const auto rail = RailLookup::fromNetdev(it.key());
            const FindingObject object =
                rail ? FindingObject::forPort(n.node, rail->port()) : FindingObject::forNode(n.node);
            const QString src = n.source(QStringLiteral("ethtool -m ") + it.key());
            if (m.attenuationDb.contains(a) && m.attenuationDb.contains(b) &&
                m.attenuationDb.value(a) == 0.0 && m.attenuationDb.value(b) == 0.0) {
                out.append(
                    {QStringLiteral("eeprom-placeholder"),
                     model::Severity::Info,
                     object,
                     {{src, QStringLiteral("Attenuation at 7.0GHz"), QStringLiteral("0db")},
                      {src, QStringLiteral("Attenuation at 12.9GHz"), QStringLiteral("0db")}},
                     QCoreApplication::translate("railyard::diag::EepromRules", "The module reports 0 dB attenuation at both 7 and 12.9 GHz. That is a "
                        "placeholder, not a measurement: the EEPROM says nothing about this cable's "
                        "quality."),
                     QCoreApplication::translate("railyard::diag::EepromRules", "Qualify the cable by measurement instead: a soak test at full load watching the "
                        "per-lane errors.")});
            }
            if (isSff8636(m) && isCopper(m) && m.lengthM) {
                out.append({QStringLiteral("eeprom-length-rounded"),
                            model::Severity::Info,
                            object,
                            {{src, QStringLiteral("Length (Copper or Active cable)"),
                              QString::number(*m.lengthM) + QStringLiteral("m")}},
                            QCoreApplication::translate("railyard::diag::EepromRules", "SFF-8636 stores copper length in whole metres, so the %1 m shown may be a "
                               "shorter cable (0.5 m reads 1 m).")
                                .arg(*m.lengthM),
                            QCoreApplication::translate("railyard::diag::EepromRules", "Read the length from the cable label or the part number when it matters.")});
            }
        }
    }
    return out;
}

} // namespace railyard::diag
