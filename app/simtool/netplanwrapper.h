// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace railyard::sim {

// `netplan generate|apply` on a namespace node, which has no network
// daemon: the files in the node's /etc/netplan view are validated by the
// real `netplan generate` (into a scratch root, never the host's /run),
// and apply then sets their addresses and MTU with real `ip` commands.
class NetplanWrapper
{
public:
    static int run(const QStringList &args);

private:
    static int generate(QString *error);
    static int apply();
};

} // namespace railyard::sim
