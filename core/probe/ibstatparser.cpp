// SPDX-License-Identifier: GPL-3.0-or-later
#include "ibstatparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

namespace railyard::probe {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("railyard::probe::IbstatParser", text);
}

// The words ibstat.c prints for a port's logical and physical state.
const QStringList &portStates()
{
    static const QStringList s{QStringLiteral("Down"), QStringLiteral("Initializing"),
                               QStringLiteral("Armed"), QStringLiteral("Active"), QStringLiteral("???")};
    return s;
}

const QStringList &physicalStates()
{
    static const QStringList s{QStringLiteral("No state change"),
                               QStringLiteral("Sleep"),
                               QStringLiteral("Polling"),
                               QStringLiteral("Disabled"),
                               QStringLiteral("PortConfigurationTraining"),
                               QStringLiteral("LinkUp"),
                               QStringLiteral("LinkErrorRecovery"),
                               QStringLiteral("PhyTest"),
                               QStringLiteral("???")};
    return s;
}

bool isGuid(const QString &v)
{
    static const QRegularExpression re(QStringLiteral(R"(^0x[0-9a-fA-F]{1,16}$)"));
    return re.match(v).hasMatch();
}

} // namespace

bool IbstatPort::linked() const
{
    return state == QLatin1String("Active") && physicalState == QLatin1String("LinkUp");
}

QJsonObject IbstatPort::toJson() const
{
    QJsonObject o{{QStringLiteral("port"), port},
                  {QStringLiteral("state"), state},
                  {QStringLiteral("physical_state"), physicalState},
                  {QStringLiteral("linked"), linked()}};
    if (rateGbps)
        o.insert(QStringLiteral("rate_gbps"), *rateGbps);
    if (fdr10)
        o.insert(QStringLiteral("fdr10"), true);
    if (baseLid)
        o.insert(QStringLiteral("base_lid"), *baseLid);
    if (lmc)
        o.insert(QStringLiteral("lmc"), *lmc);
    if (smLid)
        o.insert(QStringLiteral("sm_lid"), *smLid);
    if (!capabilityMask.isEmpty())
        o.insert(QStringLiteral("capability_mask"), capabilityMask);
    if (!portGuid.isEmpty())
        o.insert(QStringLiteral("port_guid"), portGuid);
    if (!linkLayer.isEmpty())
        o.insert(QStringLiteral("link_layer"), linkLayer);
    return o;
}

QJsonObject IbstatCa::toJson() const
{
    QJsonArray p;
    for (const IbstatPort &port : ports)
        p.append(port.toJson());
    QJsonObject o{{QStringLiteral("name"), name}, {QStringLiteral("node_type"), nodeType}};
    if (!caType.isEmpty())
        o.insert(QStringLiteral("ca_type"), caType);
    if (portCount)
        o.insert(QStringLiteral("ports_count"), *portCount);
    if (!firmware.isEmpty())
        o.insert(QStringLiteral("firmware"), firmware);
    if (!hardware.isEmpty())
        o.insert(QStringLiteral("hardware"), hardware);
    if (!nodeGuid.isEmpty())
        o.insert(QStringLiteral("node_guid"), nodeGuid);
    if (!systemImageGuid.isEmpty())
        o.insert(QStringLiteral("system_image_guid"), systemImageGuid);
    o.insert(QStringLiteral("ports"), p);
    return o;
}

const IbstatCa *IbstatResult::findCa(const QString &name) const
{
    for (const IbstatCa &ca : cas) {
        if (ca.name == name)
            return &ca;
    }
    return nullptr;
}

QJsonObject IbstatResult::toJson() const
{
    QJsonArray c;
    for (const IbstatCa &ca : cas)
        c.append(ca.toJson());
    QJsonObject o{{QStringLiteral("cas"), c}};
    if (!errors.isEmpty()) {
        QJsonArray e;
        for (const IbstatError &err : errors)
            e.append(QJsonObject{{QStringLiteral("line"), err.line}, {QStringLiteral("text"), err.text}});
        o.insert(QStringLiteral("errors"), e);
    }
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<IbstatResult> IbstatParser::parse(const QString &text)
{
    // "CA 'mlx5_0'" opens a block; "CA: 'mlx5_0'" is `ibstat mlx5_0 1`,
    // which prints its one "Port 1:" block with no indentation.
    static const QRegularExpression header(
        QStringLiteral(R"(^(CA|Switch|Router|iWARP RNIC|\?\?\?)(:?) '([^']+)'$)"));
    static const QRegularExpression portHeader(QStringLiteral(R"(^Port (\d+):$)"));
    static const QRegularExpression field(QStringLiteral(R"(^([A-Za-z][A-Za-z ]*?):\s*(.*)$)"));
    static const QRegularExpression rate(QStringLiteral(R"(^(\d+(?:\.\d+)?)(\s*\(FDR10\))?$)"));
    static const QRegularExpression panic(QStringLiteral(R"((?:^|\s)ibpanic:\s*(.*)$)"));

    IbstatResult result;
    IbstatCa *ca = nullptr;
    IbstatPort *port = nullptr;
    const QStringList lines = text.split(QLatin1Char('\n'));
    auto warn = [&result](int line, const QString &t, const QString &reason) {
        result.warnings.append({line, t, reason});
    };
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNo = i + 1;
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        if (const auto m = panic.match(line); m.hasMatch()) {
            result.errors.append({lineNo, line});
            continue;
        }
        if (const auto m = header.match(line); m.hasMatch()) {
            result.cas.append(IbstatCa{});
            ca = &result.cas.last();
            ca->name = m.captured(3);
            ca->nodeType = m.captured(1);
            ca->line = lineNo;
            port = nullptr;
            continue;
        }
        if (const auto m = portHeader.match(line); m.hasMatch()) {
            if (!ca)
                continue; // "Port 1:" of something else before any block
            ca->ports.append(IbstatPort{});
            port = &ca->ports.last();
            port->port = m.captured(1).toInt();
            port->line = lineNo;
            continue;
        }
        if (!ca)
            continue;
        const auto f = field.match(line);
        if (!f.hasMatch())
            continue; // a note, a trace line, an ibwarn line
        const QString key = f.captured(1);
        const QString value = f.captured(2).trimmed();
        auto intValue = [&](std::optional<int> &out) {
            bool ok = false;
            const int v = value.toInt(&ok);
            if (ok)
                out = v;
            else
                warn(lineNo, line, tr("'%1' is not a number").arg(value));
        };
        auto guidValue = [&](QString &out) {
            if (isGuid(value))
                out = value.toLower();
            else
                warn(lineNo, line, tr("'%1' is not a GUID (0x and up to 16 hex digits)").arg(value));
        };
        // Block-level keys (the node type word starts the first: "CA type").
        if (key == ca->nodeType + QLatin1String(" type")) {
            ca->caType = value;
        } else if (key == QLatin1String("Number of ports")) {
            intValue(ca->portCount);
        } else if (key == QLatin1String("Firmware version")) {
            ca->firmware = value;
        } else if (key == QLatin1String("Hardware version")) {
            ca->hardware = value;
        } else if (key == QLatin1String("Node GUID")) {
            guidValue(ca->nodeGuid);
        } else if (key == QLatin1String("System image GUID")) {
            guidValue(ca->systemImageGuid);
        }
        if (!port)
            continue;
        if (key == QLatin1String("State")) {
            port->state = value;
            if (!portStates().contains(value))
                warn(lineNo, line, tr("unknown port state '%1'").arg(value));
        } else if (key == QLatin1String("Physical state")) {
            port->physicalState = value;
            if (!physicalStates().contains(value))
                warn(lineNo, line, tr("unknown physical state '%1'").arg(value));
        } else if (key == QLatin1String("Rate")) {
            if (const auto r = rate.match(value); r.hasMatch()) {
                port->rateGbps = r.captured(1).toDouble();
                port->fdr10 = !r.captured(2).isEmpty();
            } else {
                warn(lineNo, line, tr("'%1' is not a rate in Gb/s").arg(value));
            }
        } else if (key == QLatin1String("Base lid")) {
            intValue(port->baseLid);
        } else if (key == QLatin1String("LMC")) {
            intValue(port->lmc);
        } else if (key == QLatin1String("SM lid")) {
            intValue(port->smLid);
        } else if (key == QLatin1String("Capability mask")) {
            if (isGuid(value))
                port->capabilityMask = value.toLower();
            else
                warn(lineNo, line, tr("'%1' is not a hexadecimal mask").arg(value));
        } else if (key == QLatin1String("Port GUID")) {
            guidValue(port->portGuid);
        } else if (key == QLatin1String("Link layer")) {
            port->linkLayer = value;
        }
    }
    if (result.cas.isEmpty() && result.errors.isEmpty())
        return Error{tr("not ibstat output: no \"CA 'NAME'\" line"), QString(), 1};
    return result;
}

} // namespace railyard::probe
