// SPDX-License-Identifier: GPL-3.0-or-later
#include "ethtoolmoduleparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QList>
#include <QRegularExpression>

namespace railyard::probe {

namespace {

void putOptional(QJsonObject &o, const char *key, const std::optional<QString> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

void putOptional(QJsonObject &o, const char *key, const std::optional<double> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

struct Field
{
    QString key;
    QString value;
    int line = 0;
};

// SFF-8024 identifier codes decoded by ethtool's CMIS path.
bool isCmisIdentifier(int code)
{
    return code == 0x18 || code == 0x19 || code == 0x1e;
}

bool isSff8636Identifier(int code)
{
    return code == 0x0c || code == 0x0d || code == 0x11;
}

// "0xa0 (Copper cable unequalized)" -> "Copper cable unequalized"
QString decodedPart(const QString &value)
{
    static const QRegularExpression coded(QStringLiteral(R"(^0x[0-9a-fA-F]+\s+\((.*)\)$)"));
    const auto m = coded.match(value);
    return m.hasMatch() ? m.captured(1) : value;
}

} // namespace

QString EthtoolModule::layoutName(ModuleLayout layout)
{
    switch (layout) {
    case ModuleLayout::Sff8636:
        return QStringLiteral("sff8636");
    case ModuleLayout::Cmis:
        return QStringLiteral("cmis");
    case ModuleLayout::Sff8472:
        return QStringLiteral("sff8472");
    case ModuleLayout::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QJsonObject EthtoolModule::toJson() const
{
    QJsonObject attenuation;
    for (auto it = attenuationDb.cbegin(); it != attenuationDb.cend(); ++it)
        attenuation.insert(it.key(), it.value());
    QJsonObject o{{QStringLiteral("layout"), layoutName(layout)},
                  {QStringLiteral("transceiver_types"), QJsonArray::fromStringList(transceiverTypes)},
                  {QStringLiteral("attenuation_db"), attenuation}};
    putOptional(o, "identifier", identifier);
    if (identifierCode)
        o.insert(QStringLiteral("identifier_code"), *identifierCode);
    putOptional(o, "connector", connector);
    putOptional(o, "encoding", encoding);
    putOptional(o, "vendor_name", vendorName);
    putOptional(o, "vendor_oui", vendorOui);
    putOptional(o, "vendor_pn", vendorPn);
    putOptional(o, "vendor_sn", vendorSn);
    putOptional(o, "vendor_rev", vendorRev);
    putOptional(o, "date_code", dateCode);
    putOptional(o, "revision_compliance", revisionCompliance);
    putOptional(o, "length_m", lengthM);
    putOptional(o, "transmitter_technology", transmitterTechnology);
    putOptional(o, "temperature_c", temperatureC);
    putOptional(o, "voltage_v", voltageV);
    putOptional(o, "active_fec", activeFec);
    QJsonObject lengths;
    for (auto it = lengthsM.cbegin(); it != lengthsM.cend(); ++it)
        lengths.insert(it.key(), it.value());
    o.insert(QStringLiteral("lengths_m"), lengths);
    putOptional(o, "wavelength_nm", wavelengthNm);
    putOptional(o, "nominal_rate_mbps", nominalRateMbps);
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<EthtoolModule> EthtoolModuleParser::parse(const QString &text)
{
    // Key up to the first colon: values themselves contain colons
    // ("40G Ethernet: 40G Base-CR4", "Vendor OUI : 00:02:c9").
    static const QRegularExpression keyValue(QStringLiteral(R"(^\s*([A-Za-z][^:]*?)\s*:\s*(.*?)\s*$)"));
    static const QRegularExpression attenuationKey(QStringLiteral(R"(^Attenuation at ([\d.]+)\s*GHz$)"));
    static const QRegularExpression lengthKey(QStringLiteral(R"(^Length \((.+)\)$)"));
    static const QRegularExpression number(QStringLiteral(R"(^(-?\d+(?:\.\d+)?)\s*([A-Za-z]*))"));
    static const QRegularExpression identifierValue(QStringLiteral(R"(^0x([0-9a-fA-F]+)\b)"));

    const QStringList lines = text.split(QLatin1Char('\n'));
    QList<Field> fields;
    int firstLine = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QString trimmed = lines.at(i).trimmed();
        if (trimmed.isEmpty())
            continue;
        if (firstLine == 0)
            firstLine = i + 1;
        // collector markers and prompts
        if (trimmed.startsWith(QLatin1Char('#')) || trimmed.startsWith(QLatin1Char('[')) ||
            trimmed.startsWith(QLatin1Char('$')) || trimmed.endsWith(QLatin1String("...")))
            continue;
        if (const auto m = keyValue.match(lines.at(i)); m.hasMatch()) {
            fields.append(Field{m.captured(1), m.captured(2), i + 1});
        } else if (!fields.isEmpty()) {
            // A web page wrapped the previous value onto this line.
            fields.last().value += QLatin1Char(' ') + trimmed;
        }
    }

    EthtoolModule module;
    bool recognised = false;
    bool sff8636Keys = false;
    bool cmisKeys = false;
    for (const Field &field : fields) {
        const QString &key = field.key;
        const QString &value = field.value;
        // Kept as a warning; the rest of the module is still read.
        const auto badValue = [&]() {
            module.warnings.append({field.line, key + QStringLiteral(" : ") + value,
                                    QCoreApplication::translate("railyard::probe::EthtoolModuleParser",
                                                                "unexpected value or unit '%1' for '%2'")
                                        .arg(value, key)});
        };
        const auto numberWithUnit = [&](const QStringList &units) -> std::optional<double> {
            const auto m = number.match(value);
            if (!m.hasMatch())
                return std::nullopt;
            if (!units.isEmpty() && !units.contains(m.captured(2), Qt::CaseInsensitive))
                return std::nullopt;
            return m.captured(1).toDouble();
        };
        bool known = true;
        if (key == QLatin1String("Identifier")) {
            module.identifier = value;
            if (const auto m = identifierValue.match(value); m.hasMatch())
                module.identifierCode = m.captured(1).toInt(nullptr, 16);
            if (value.contains(QLatin1String("CMIS")))
                cmisKeys = true;
        } else if (key == QLatin1String("Connector")) {
            module.connector = value;
        } else if (key == QLatin1String("Transceiver type")) {
            module.transceiverTypes.append(value);
        } else if (key == QLatin1String("Encoding")) {
            module.encoding = value;
        } else if (key == QLatin1String("Vendor name")) {
            module.vendorName = value;
        } else if (key == QLatin1String("Vendor OUI")) {
            module.vendorOui = value;
        } else if (key == QLatin1String("Vendor PN")) {
            module.vendorPn = value;
        } else if (key == QLatin1String("Vendor SN")) {
            module.vendorSn = value;
        } else if (key == QLatin1String("Vendor rev")) {
            module.vendorRev = value;
        } else if (key == QLatin1String("Date code")) {
            module.dateCode = value;
        } else if (key.compare(QLatin1String("Revision compliance"), Qt::CaseInsensitive) == 0 ||
                   key == QLatin1String("CMIS revision compliance")) {
            module.revisionCompliance = value;
            if (value.contains(QLatin1String("SFF-8636")))
                sff8636Keys = true;
            else if (value.startsWith(QLatin1String("Rev.")) || key.startsWith(QLatin1String("CMIS")))
                cmisKeys = true;
        } else if (key == QLatin1String("Length (Copper or Active cable)")) {
            const auto length = numberWithUnit({QStringLiteral("m")});
            if (length) {
                module.lengthM = length;
                module.lengthsM.insert(QStringLiteral("Copper or Active cable"), *length);
            } else {
                badValue();
            }
            sff8636Keys = true;
        } else if (key == QLatin1String("Cable assembly length")) {
            const auto length = numberWithUnit({QStringLiteral("m")});
            if (length)
                module.lengthM = length;
            else
                badValue();
            cmisKeys = true;
        } else if (key == QLatin1String("Transmitter technology")) {
            module.transmitterTechnology = decodedPart(value);
        } else if (const auto a = attenuationKey.match(key); a.hasMatch()) {
            const auto db = numberWithUnit({QStringLiteral("db"), QString()});
            QString frequency = a.captured(1);
            if (frequency.endsWith(QLatin1String(".0")))
                frequency.chop(2);
            if (db)
                module.attenuationDb.insert(frequency, *db);
            else
                badValue();
        } else if (key == QLatin1String("Module temperature")) {
            const auto celsius = numberWithUnit({QStringLiteral("degrees")});
            if (celsius)
                module.temperatureC = celsius;
            else
                badValue();
        } else if (key == QLatin1String("Module voltage")) {
            const auto volts = numberWithUnit({QStringLiteral("V")});
            if (volts)
                module.voltageV = volts;
            else
                badValue();
        } else if (key == QLatin1String("Active FEC")) {
            module.activeFec = value;
        } else if (const auto lk = lengthKey.match(key); lk.hasMatch()) {
            // module-common.c prints "%u%s": "70m", "20km"; both mean metres here.
            const auto m = number.match(value);
            const QString unit = m.hasMatch() ? m.captured(2).toLower() : QString();
            if (m.hasMatch() && (unit == QLatin1String("m") || unit == QLatin1String("km")))
                module.lengthsM.insert(lk.captured(1), m.captured(1).toDouble() *
                                                           (unit == QLatin1String("km") ? 1000.0 : 1.0));
            else
                badValue();
        } else if (key == QLatin1String("Laser wavelength")) {
            if (const auto nm = numberWithUnit({QStringLiteral("nm")}))
                module.wavelengthNm = nm;
            else
                badValue();
        } else if (key == QLatin1String("BR, Nominal") || key == QLatin1String("BR Nominal")) {
            const auto m = number.match(value);
            const QString unit = m.hasMatch() ? m.captured(2) : QString();
            if (m.hasMatch() && (unit == QLatin1String("Mbps") || unit == QLatin1String("MBd")))
                module.nominalRateMbps = m.captured(1).toDouble();
            else if (m.hasMatch() && (unit == QLatin1String("Gbps") || unit == QLatin1String("GBd")))
                module.nominalRateMbps = m.captured(1).toDouble() * 1000.0;
            else
                badValue();
        } else {
            known = false;
        }
        recognised = recognised || known;
    }
    if (!recognised)
        return Error{
            QCoreApplication::translate("railyard::probe::EthtoolModuleParser",
                                        "not ethtool -m output: no Identifier, Vendor or Length line"),
            QString(), firstLine > 0 ? firstLine : 1};

    if (module.identifierCode && isCmisIdentifier(*module.identifierCode))
        module.layout = ModuleLayout::Cmis;
    else if (module.identifierCode && isSff8636Identifier(*module.identifierCode))
        module.layout = ModuleLayout::Sff8636;
    else if (module.identifierCode && *module.identifierCode == 0x03)
        module.layout = ModuleLayout::Sff8472;
    else if (cmisKeys && !sff8636Keys)
        module.layout = ModuleLayout::Cmis;
    else if (sff8636Keys && !cmisKeys)
        module.layout = ModuleLayout::Sff8636;
    return module;
}

} // namespace railyard::probe
