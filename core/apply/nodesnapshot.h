// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/nodeinventory.h"

#include <QByteArray>
#include <QMap>
#include <QString>

namespace railyard::apply {

// What a node has before an apply: its fresh inventory (runtime state of
// the four netdevs, routes, management interface, tools) and the netplan
// files, read as root.
struct NodeSnapshot
{
    inventory::NodeInventory inventory;
    QMap<QString, QByteArray> netplanFiles; // file name (no directory) -> bytes
    QString readError;                      // set when the netplan directory could not be read
    // Launch node only: the SSH user's home and the launch files there
    // (absolute path -> bytes; absent: the file does not exist).
    QString home;
    QMap<QString, QByteArray> launchFiles;
    // Whether ~/.railyard was there: if the apply creates it, undo removes it again (when empty).
    bool launchDirExisted = false;
    // Node-to-node SSH (every node): the SSH user's home, ~/.ssh as it is
    // (managed files and the Railyard public key, name -> bytes) and the
    // host keys from /etc/ssh, all read over the verified management session.
    bool sshRead = false;
    QString sshHome;
    bool sshDirExisted = false;
    bool sshKeyExisted = false;
    QMap<QString, QByteArray> sshFiles;
    QStringList hostKeys; // "type base64"
    QString sshReadError;
    // Free bytes on the file system of the netplan directory (df); -1: unknown.
    qint64 netplanFreeBytes = -1;

    static QString launchDir(const QString &home) { return home + QStringLiteral("/.railyard"); }
    static QStringList launchFileNames() { return {QStringLiteral("nccl.env"), QStringLiteral("hostfile")}; }

    QString node() const { return inventory.node; }
    // Cluster netdevs a file mentions anywhere / defines as its own interfaces.
    static QStringList mentionedClusterNetdevs(const QByteArray &content,
                                               const inventory::NodeInventory *inventory = nullptr);
    // Interfaces defined under network.{ethernets,bonds,bridges,vlans,wifis};
    // nullopt if not YAML. A definition that selects by `match:` (name
    // glob, MAC address, driver) or renames with `set-name:` stands for the
    // cluster netdevs it selects, as netplan resolves it (MAC and driver
    // need the node's inventory); one that selects none keeps its own id.
    static std::optional<QStringList> definedInterfaces(const QByteArray &content,
                                                        const inventory::NodeInventory *inventory = nullptr);
    static QStringList clusterNetdevs();
};

} // namespace railyard::apply
