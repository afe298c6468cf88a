// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "apply/nodechange.h"
#include "apply/nodesnapshot.h"

#include <QMap>
#include <QStringList>

namespace railyard::plan {
struct NetworkPlan;
}

namespace railyard::apply {

// What node-to-node SSH needs beyond one node's snapshot: every node's SSH
// user, public key ("type base64", absent until generated) and host keys
// (read over the verified management session, never scanned over the wire).
struct PeerSshInput
{
    bool enabled = false;
    QMap<QString, QString> users;
    QMap<QString, QString> publicKeys;
    QMap<QString, QStringList> hostKeys;
};

// Node-to-node SSH for MPI/NCCL: a Railyard key per node, the peers' keys
// in authorized_keys (lines marked railyard-managed:<peer>), a managed
// known_hosts file and a marked block at the top of ~/.ssh/config for the
// peers' cluster addresses. Undo puts every file back byte for byte when it
// is still as Railyard wrote it, else removes exactly the marked parts.
class PeerSshPlanner
{
public:
    static QString keyName() { return QStringLiteral("railyard_ed25519"); }
    static QString knownHostsName() { return QStringLiteral("railyard_known_hosts"); }
    static QStringList managedFiles();
    static QString sshDir(const QString &home) { return home + QStringLiteral("/.ssh"); }
    // "type base64" of a .pub file or a host key file; empty if it is not one.
    static QString publicKey(const QByteArray &pubFile);

    // Desired content of the managed files (name in ~/.ssh -> bytes). Sets
    // *complete to false when a peer's public key is not known yet (the dry
    // run shows a placeholder for it).
    static QMap<QString, QByteArray> render(const plan::NetworkPlan &plan, const QString &node,
                                            const NodeSnapshot &snapshot, const PeerSshInput &input,
                                            bool *complete = nullptr);
    // Peers sharing a subnet with `node`, each with its addresses there.
    static QMap<QString, QStringList> peerAddresses(const plan::NetworkPlan &plan, const QString &node);

    // Root commands that copy the managed files into journal/ssh.
    static QList<Result<remote::RemoteCommand>> journalCommands(const NodeSnapshot &snapshot,
                                                                const QString &journalDir);
    // restore.sh lines (shell text for the journal file, never a command line).
    static QString restoreLines(const NodeSnapshot &snapshot, const QString &journalDir);
    // As the SSH user: ~/.ssh and the node's key, where missing.
    static QList<Result<remote::RemoteCommand>> keyCommands(const QString &node,
                                                            const NodeSnapshot &snapshot);
    // The journal's after-copies (root), then the files themselves (SSH user).
    static QList<Result<remote::RemoteCommand>> writeCommands(const NodeSnapshot &snapshot,
                                                              const QString &journalDir,
                                                              const QMap<QString, QByteArray> &files);
    // For the dry run and idempotence: the files that would change.
    static QList<FileChange> fileChanges(const NodeSnapshot &snapshot,
                                         const QMap<QString, QByteArray> &files);

    static QByteArray withoutMarkedKeys(const QByteArray &authorizedKeys);
    static QByteArray withoutBlock(const QByteArray &config);
};

} // namespace railyard::apply
