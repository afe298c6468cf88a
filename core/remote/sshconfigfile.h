// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/sshhostconfig.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace railyard::remote {

// The subset of ssh_config(5) Railyard honours: Host blocks (patterns, '*',
// '?', '!negation'), HostName, User, Port, IdentityFile, ProxyJump. Match
// and Include blocks are skipped. A missing file is an empty config.
class SshConfigFile
{
public:
    static SshConfigFile load(const QString &path);
    static SshConfigFile parse(const QByteArray &text);

    // %h (the host name), %u/%r (user names), %d (home) and ~ are expanded
    // in IdentityFile, as OpenSSH does.
    SshHostConfig resolve(const QString &alias) const;

    static bool matchesPattern(const QString &host, const QString &pattern);

private:
    struct Block
    {
        QStringList patterns; // empty: applies to every host (before the first Host)
        bool skip = false;    // Match blocks
        QList<QPair<QString, QString>> options;
    };
    bool blockMatches(const Block &block, const QString &alias) const;

    QList<Block> m_blocks;
};

} // namespace railyard::remote
