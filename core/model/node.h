// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/port.h"

#include <QString>

#include <array>

namespace railyard::model {

// A Spark as the user names it: how to reach it over the management LAN.
struct Node
{
    QString name;
    QString managementAddress;
    QString sshUser;
    int sshPort = 22;
    QString identityFile; // optional; empty means agent / ssh config
    // The project says this node is the machine Railyard runs on (`local:
    // true`): it is read and changed directly, never through SSH to itself.
    bool local = false;

    std::array<Port, Port::Count> ports() const { return {Port(0), Port(1)}; }

    bool operator==(const Node &other) const = default;
};

} // namespace railyard::model
