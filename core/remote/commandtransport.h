// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

namespace railyard::remote {

class CommandJob;
struct RemoteCommand;

// Runs commands on one node. Implementations: local (QProcess), SSH
// (libssh, off the GUI thread) and the in-process simulator. start() never
// blocks; the job reports through its signals and is owned by the caller
// once finished (deleteLater it).
class CommandTransport : public QObject
{
    Q_OBJECT
public:
    explicit CommandTransport(const QString &node, QObject *parent = nullptr);

    QString node() const { return m_node; }
    virtual CommandJob *start(const RemoteCommand &command) = 0;

private:
    QString m_node;
};

} // namespace railyard::remote
