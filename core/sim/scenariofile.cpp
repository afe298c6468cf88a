// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/scenariofile.h"

#include "sim/scenariocatalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <yaml-cpp/yaml.h>

namespace railyard::sim {

namespace {

QString str(const YAML::Node &n)
{
    return QString::fromStdString(n.as<std::string>());
}

Error errorAt(const QString &message, const QString &origin, const YAML::Node &n)
{
    const YAML::Mark mark = n.Mark();
    return Error{message, origin, mark.line >= 0 ? mark.line + 1 : 0, mark.column >= 0 ? mark.column + 1 : 0};
}

// "spark-1:0" -> CableEnd; "switch" -> nullopt
Result<std::optional<model::CableEnd>> cableEnd(const YAML::Node &n, const Scenario &s, const QString &origin)
{
    const QString text = str(n).trimmed();
    if (text == QLatin1String("switch"))
        return std::optional<model::CableEnd>();
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    const int port = colon > 0 ? text.mid(colon + 1).toInt(&ok) : -1;
    const QString node = text.left(colon);
    if (!ok || (port != 0 && port != 1) || !s.nodes.contains(node))
        return errorAt(
            QCoreApplication::translate(
                "railyard::sim::ScenarioFile",
                "cable end \"%1\" is not NODE:PORT (port 0 or 1, a node of the scenario) or \"switch\"")
                .arg(text),
            origin, n);
    return std::optional<model::CableEnd>(model::CableEnd{node, port});
}

Result<Scenario> parseRoot(const YAML::Node &root, const QString &origin)
{
    if (!root.IsMap())
        return errorAt(
            QCoreApplication::translate("railyard::sim::ScenarioFile", "a scenario file is a mapping"),
            origin, root);
    Scenario s;
    if (root["base"]) {
        Result<Scenario> base = ScenarioCatalog::byName(str(root["base"]));
        if (!base)
            return errorAt(base.error().message, origin, root["base"]);
        s = base.value();
    } else {
        if (!root["topology"] || !root["nodes"])
            return errorAt(QCoreApplication::translate(
                               "railyard::sim::ScenarioFile",
                               "give either \"base\" (a scenario name) or \"topology\" and \"nodes\""),
                           origin, root);
        const std::optional<model::Topology> t = model::topologyFromName(str(root["topology"]));
        if (!t)
            return errorAt(
                QCoreApplication::translate("railyard::sim::ScenarioFile", "unknown topology \"%1\"")
                    .arg(str(root["topology"])),
                origin, root["topology"]);
        const int port = root["port"] ? root["port"].as<int>() : 0;
        if (root["nodes"].IsSequence()) {
            s = ScenarioCatalog::healthy(*t, int(root["nodes"].size()), port);
            QStringList names;
            for (const YAML::Node &n : root["nodes"])
                names << str(n);
            for (SimCable &c : s.cables) {
                c.cable.a.node = names[s.nodes.indexOf(c.cable.a.node)];
                if (c.cable.b)
                    c.cable.b->node = names[s.nodes.indexOf(c.cable.b->node)];
            }
            s.nodes = names;
        } else {
            const int count = root["nodes"].as<int>();
            if (count < 2 || count > 16)
                return errorAt(QCoreApplication::translate("railyard::sim::ScenarioFile",
                                                           "\"nodes\" must be between 2 and 16"),
                               origin, root["nodes"]);
            s = ScenarioCatalog::healthy(*t, count, port);
        }
    }
    s.name = root["name"] ? str(root["name"]) : QFileInfo(origin).completeBaseName();
    if (root["description"])
        s.description = str(root["description"]);
    if (const YAML::Node sw = root["switch"]) {
        if (sw["offload"])
            s.switchSpec.offload = sw["offload"].as<bool>();
        if (sw["pfc_stall"])
            s.switchSpec.pfcStall = sw["pfc_stall"].as<bool>();
    }
    if (root["lldpd"])
        s.lldpd = root["lldpd"].as<bool>();
    if (root["shell_sampler"])
        s.shellSampler = root["shell_sampler"].as<bool>();
    if (root["addresses"]) {
        const QString a = str(root["addresses"]).toLower();
        if (a == QLatin1String("plan"))
            s.addressing = RailAddressing::Plan;
        else if (a == QLatin1String("legacy"))
            s.addressing = RailAddressing::Legacy;
        else if (a == QLatin1String("bare"))
            s.addressing = RailAddressing::Bare;
        else if (a == QLatin1String("nvidia-helper"))
            s.addressing = RailAddressing::NvidiaHelper;
        else if (a == QLatin1String("hand-written-shared"))
            s.addressing = RailAddressing::HandWrittenShared;
        else if (a == QLatin1String("link-local"))
            s.addressing = RailAddressing::LinkLocal;
        else
            return errorAt(QCoreApplication::translate(
                               "railyard::sim::ScenarioFile",
                               "unknown \"addresses\" value \"%1\" (plan, legacy, bare, nvidia-helper, "
                               "hand-written-shared or link-local)")
                               .arg(a),
                           origin, root["addresses"]);
    }
    if (const YAML::Node cables = root["cables"]) {
        if (!cables.IsSequence())
            return errorAt(QCoreApplication::translate("railyard::sim::ScenarioFile", "\"cables\" is a list"),
                           origin, cables);
        s.cables.clear();
        for (const YAML::Node &c : cables) {
            if (!c["a"] || !c["b"])
                return errorAt(QCoreApplication::translate("railyard::sim::ScenarioFile",
                                                           "a cable needs \"a\" and \"b\""),
                               origin, c);
            Result<std::optional<model::CableEnd>> a = cableEnd(c["a"], s, origin);
            if (!a)
                return a.error();
            if (!a.value())
                return errorAt(QCoreApplication::translate("railyard::sim::ScenarioFile",
                                                           "the \"a\" end of a cable must be a node"),
                               origin, c["a"]);
            SimCable sc;
            const QString bText = str(c["b"]).trimmed();
            if (bText.startsWith(QLatin1String("foreign"))) {
                // "foreign" or "foreign:HOSTNAME"; the MAC from "foreign_mac".
                sc.cable = model::Cable{*a.value(), std::nullopt};
                sc.foreign = ForeignPeer{
                    bText.section(QLatin1Char(':'), 1).isEmpty() ? QStringLiteral("foreign-host")
                                                                 : bText.section(QLatin1Char(':'), 1),
                    c["foreign_mac"] ? str(c["foreign_mac"]) : QStringLiteral("0c:42:a1:00:00:10")};
            } else {
                Result<std::optional<model::CableEnd>> b = cableEnd(c["b"], s, origin);
                if (!b)
                    return b.error();
                sc.cable = model::Cable{*a.value(), b.value()};
            }
            sc.module.attenuationDb = {{QStringLiteral("5"), 2.8},
                                       {QStringLiteral("7"), 3.4},
                                       {QStringLiteral("12.9"), 4.9},
                                       {QStringLiteral("25.8"), 7.6}};
            if (c["family"]) {
                const QString family = str(c["family"]).toLower();
                if (family == QLatin1String("qsfp56")) {
                    sc.module.family = CableFamily::Qsfp56;
                    sc.module.vendorName = QStringLiteral("Mellanox");
                    sc.module.vendorOui = QStringLiteral("00:02:c9");
                    sc.module.vendorPn = QStringLiteral("MCP1650-V001E30");
                    sc.module.lengthM = 1;
                    sc.module.attenuationDb = {{QStringLiteral("2.5"), 3},
                                               {QStringLiteral("5.0"), 5},
                                               {QStringLiteral("7.0"), 6},
                                               {QStringLiteral("12.9"), 9}};
                } else if (family != QLatin1String("qsfp112")) {
                    return errorAt(
                        QCoreApplication::translate("railyard::sim::ScenarioFile",
                                                    "unknown cable family \"%1\" (qsfp112 or qsfp56)")
                            .arg(family),
                        origin, c["family"]);
                }
            }
            if (c["vendor"])
                sc.module.vendorName = str(c["vendor"]);
            if (c["pn"])
                sc.module.vendorPn = str(c["pn"]);
            if (c["sn"])
                sc.module.vendorSn = str(c["sn"]);
            else
                sc.module.vendorSn =
                    QStringLiteral("SIM%1").arg(s.cables.size() + 1, 8, 10, QLatin1Char('0'));
            if (c["length_m"])
                sc.module.lengthM = c["length_m"].as<double>();
            if (c["one_rail"])
                sc.faults.oneRail = c["one_rail"].as<bool>();
            if (c["hot_lane"])
                sc.faults.hotLane = c["hot_lane"].as<int>();
            if (c["placeholder_eeprom"])
                sc.faults.placeholderEeprom = c["placeholder_eeprom"].as<bool>();
            if (c["breakout"])
                sc.faults.breakout = c["breakout"].as<bool>();
            s.cables.append(sc);
        }
    }
    if (const YAML::Node faults = root["faults"]) {
        if (!faults.IsMap())
            return errorAt(QCoreApplication::translate("railyard::sim::ScenarioFile",
                                                       "\"faults\" maps node names to faults"),
                           origin, faults);
        for (auto it = faults.begin(); it != faults.end(); ++it) {
            const QString node = QString::fromStdString(it->first.as<std::string>());
            if (!s.nodes.contains(node))
                return errorAt(QCoreApplication::translate("railyard::sim::ScenarioFile",
                                                           "\"%1\" is not a node of the scenario")
                                   .arg(node),
                               origin, it->first);
            NodeFaults &f = s.faults[node];
            const YAML::Node v = it->second;
            if (v["throttled"])
                f.throttled = v["throttled"].as<bool>();
            if (v["mtu"])
                f.mtu = v["mtu"].as<int>();
            if (v["lan_route"])
                f.lanRoute = str(v["lan_route"]);
            if (v["nccl_ib_hca"])
                f.ncclIbHca = str(v["nccl_ib_hca"]);
            if (v["nccl_socket"])
                f.ncclSocket = v["nccl_socket"].as<bool>();
            if (v["sudo_password"])
                f.sudoPassword = v["sudo_password"].as<bool>();
            if (v["admin_down"])
                f.adminDown = v["admin_down"].as<bool>();
            if (v["dgx_release"])
                f.dgxRelease = v["dgx_release"].as<bool>();
            if (const YAML::Node m = v["missing_tools"]) {
                if (!m.IsSequence())
                    return errorAt(
                        QCoreApplication::translate("railyard::sim::ScenarioFile",
                                                    "\"missing_tools\" is a list of packages or programs"),
                        origin, m);
                for (const YAML::Node &t : m)
                    f.missingTools << str(t);
            }
            if (const YAML::Node p = v["pcie"]) {
                const int rail = p["rail"] ? p["rail"].as<int>() : 1;
                if (rail != 1 && rail != 2)
                    return errorAt(QCoreApplication::translate("railyard::sim::ScenarioFile",
                                                               "pcie rail must be 1 or 2"),
                                   origin, p);
                PcieLinkSpec spec;
                spec.gen = p["gen"] ? p["gen"].as<int>() : 5;
                spec.width = p["width"] ? p["width"].as<int>() : 4;
                f.pcie[rail] = spec;
            }
        }
    }
    return s;
}

} // namespace

Result<Scenario> ScenarioFile::parse(const QString &yaml, const QString &origin)
{
    try {
        return parseRoot(YAML::Load(yaml.toStdString()), origin);
    } catch (const YAML::Exception &e) {
        // yaml-cpp reports through exceptions; they stop here.
        return Error{QCoreApplication::translate("railyard::sim::ScenarioFile", "not a valid scenario: %1")
                         .arg(QString::fromStdString(e.msg)),
                     origin, e.mark.line >= 0 ? e.mark.line + 1 : 0,
                     e.mark.column >= 0 ? e.mark.column + 1 : 0};
    }
}

Result<Scenario> ScenarioFile::load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error{
            QCoreApplication::translate("railyard::sim::ScenarioFile", "cannot read the scenario file: %1")
                .arg(f.errorString()),
            path};
    return parse(QString::fromUtf8(f.readAll()), path);
}

} // namespace railyard::sim
