// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace railyard::diag {

struct Observations;
struct NodeObservations;

// The netplan files found on the nodes: which of them configure the rails
// although Railyard did not write them (another tool's, or a person's).
// Ids: foreign-netplan, netplan-mtu-missing (a file configuring rails sets no
// MTU and they run below what the topology is meant to run).
class NetplanRules
{
public:
    static QList<Finding> evaluate(const Observations &observations);

    // Who most likely wrote a netplan file, by its name (translated):
    // NVIDIA's cluster setup helper writes 40-cx7.yaml, NetworkManager (and
    // with it NVIDIA Sync and nmcli) 90-NM-<uuid>.yaml.
    static QString origin(const QString &fileName);
    // The node's netplan files that configure cluster rails, each with the
    // rails it configures (Railyard's own file included). Files that are not
    // YAML or configure no rail are left out.
    static QMap<QString, QStringList> railsByFile(const NodeObservations &node);
};

} // namespace railyard::diag
