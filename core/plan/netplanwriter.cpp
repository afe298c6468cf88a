// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/netplanwriter.h"

#include "plan/networkplan.h"

#include <yaml-cpp/yaml.h>

namespace railyard::plan {

QByteArray NetplanWriter::render(const NetworkPlan &plan, const PlannedNode &node)
{
    YAML::Emitter out;
    out << YAML::Comment("Written by Railyard; the cluster links of " + node.name.toStdString() + " only.");
    out << YAML::BeginMap << YAML::Key << "network" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "version" << YAML::Value << 2;
    out << YAML::Key << "ethernets" << YAML::Value << YAML::BeginMap;
    for (const PlannedInterface &i : node.interfaces) {
        out << YAML::Key << i.netdev.toStdString() << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "dhcp4" << YAML::Value << false;
        out << YAML::Key << "dhcp6" << YAML::Value << false;
        // No link-local addresses: two rails in one 169.254/16 invite ARP flux.
        out << YAML::Key << "link-local" << YAML::Value << YAML::Flow << YAML::BeginSeq << YAML::EndSeq;
        out << YAML::Key << "mtu" << YAML::Value << plan.mtu;
        out << YAML::Key << "addresses" << YAML::Value << YAML::BeginSeq << i.cidr().toStdString() << YAML::EndSeq;
        out << YAML::EndMap;
    }
    out << YAML::EndMap << YAML::EndMap << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

} // namespace railyard::plan
