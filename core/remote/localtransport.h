// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandtransport.h"

namespace railyard::remote {

// Runs commands on this machine (Railyard running on a Spark), without a shell.
class LocalTransport : public CommandTransport
{
    Q_OBJECT
public:
    explicit LocalTransport(const QString &node, QObject *parent = nullptr);

    CommandJob *start(const RemoteCommand &command) override;
};

} // namespace railyard::remote
