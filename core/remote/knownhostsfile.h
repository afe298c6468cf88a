// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace railyard::remote {

// Reads and appends OpenSSH known_hosts files. Used to name the key a
// node used to have (the accept/refuse decision itself is libssh's) and to
// remember keys the user accepted in Railyard's managed file.
class KnownHostsFile
{
public:
    struct Entry
    {
        QString keyType;
        QByteArray keyBlob; // decoded base64
    };

    explicit KnownHostsFile(const QString &path);

    QString path() const { return m_path; }
    // Entries for host (port 22) or "[host]:port"; plain, wildcard and hashed (|1|) names.
    QList<Entry> entriesFor(const QString &host, int port) const;
    Result<void> append(const QByteArray &line) const;

    static bool hostFieldMatches(const QString &field, const QString &name);

    // The one file the GUI and the CLI both trust and append accepted keys
    // to: $XDG_DATA_HOME/railyard/known_hosts (~/.local/share by default).
    // Not QStandardPaths: that differs per application name, and a key
    // accepted in the GUI would be asked again by the CLI.
    static QString managedPath();
    // A project's `cluster.known_hosts` as a path: "~/" expanded, relative
    // to the project file's folder. Its keys are offered for confirmation,
    // never trusted: a project may come from anyone.
    static QString projectPath(const QString &setting, const QString &projectFile);

private:
    QString m_path;
};

} // namespace railyard::remote
