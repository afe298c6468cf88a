// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace railyard::remote {

// A server's host key as shown to the user: type and OpenSSH-style
// "SHA256:<base64 without padding>" fingerprint.
struct HostKeyInfo
{
    QString node;
    QString host;
    int port = 22;
    QString keyType;
    QString fingerprint;
    QStringList knownFingerprints; // what the known_hosts files hold for the host, if any
    // A file that came with the project and lists keys for the host: shown
    // with the question, never a reason to skip it.
    QString offeredBy;
    QStringList offeredFingerprints; // "TYPE SHA256:..." as listed there
    bool offeredMatches() const
    {
        return offeredFingerprints.contains(keyType + QLatin1Char(' ') + fingerprint);
    }
};

} // namespace railyard::remote

Q_DECLARE_METATYPE(railyard::remote::HostKeyInfo)
