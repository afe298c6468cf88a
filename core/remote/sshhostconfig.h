// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace railyard::remote {

// What ~/.ssh/config says about one host alias (first obtained value wins,
// as in OpenSSH). Empty fields were not set.
struct SshHostConfig
{
    QString hostName;
    QString user;
    int port = 0;
    QStringList identityFiles;
    QString proxyJump;
};

} // namespace railyard::remote
