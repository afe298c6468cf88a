// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace railyard::sim {

// The files a fresh DGX OS 7 install gives every Spark before anyone cables
// it: release identity, machine id, host name, and the netplan files DGX OS
// ships (NetworkManager renders; NetworkManager's own file for the
// management link). The in-process model and the namespace cluster both
// start from these, so a tool that logs in sees the same node either way.
class DgxOsImage
{
public:
    struct File
    {
        QString path; // absolute, below /etc
        QByteArray bytes;
        int mode = 0644;
    };

    // `serial` is the node's (SimNode::serial()); without `dgxRelease` the
    // node is an OEM system that has no /etc/dgx-release.
    static QList<File> files(const QString &node, const QString &serial, bool dgxRelease = true);
    static QString netplanManagementFile(const QString &node); // /etc/netplan/90-NM-<uuid>.yaml
};

} // namespace railyard::sim
