// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/node.h"

#include <QHostAddress>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::remote {

// The machine Railyard runs on, as far as telling a cluster node apart from
// it needs: its addresses, host names and machine-id. A node that is this
// machine is served by LocalTransport (no SSH login to itself, no host-key
// question about itself), and the GUI marks it "this machine".
class LocalMachine
{
public:
    // Which rule said a node is this machine; the GUI and the CLI say it.
    enum class Rule
    {
        Declared,          // the project says `local: true`
        ManagementAddress, // the node's management address is one of this machine's
        Name,              // the node's name or address names this machine (hostname, /etc/hosts)
        MachineId,         // the node's /etc/machine-id, read earlier, is this machine's
    };
    struct Match
    {
        Rule rule;
        QString detail; // the address, name or id that matched
        QString describe() const;
    };

    // This machine now, in the network namespace of the calling thread.
    // Reads only local sources (interfaces, hostname, /etc/hosts,
    // /etc/machine-id): no DNS query, so it never blocks on the network.
    static LocalMachine current();

    LocalMachine() = default;
    LocalMachine(const QList<QHostAddress> &addresses, const QStringList &hostNames, const QString &machineId,
                 const QString &hostsFile = {});

    // The first rule that says `node` is this machine. `knownMachineId`: the
    // node's machine-id when an inventory read it (empty when not).
    std::optional<Match> recognise(const model::Node &node, const QString &knownMachineId = {}) const;

    const QString &machineId() const { return m_machineId; }
    bool hasAddress(const QHostAddress &address) const;

private:
    QList<QHostAddress> m_addresses;
    QStringList m_hostNames; // lower case
    QString m_machineId;
    QString m_hostsFile; // text of /etc/hosts
};

} // namespace railyard::remote
