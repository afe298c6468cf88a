// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::sim {

// One entry of a simulated node's file system.
struct SimFile
{
    bool directory = false;
    QByteArray data;
    int mode = 0644;
    int uid = 0; // 0 root, SimFileSystem::UserUid the SSH user
};

// The few files of a Spark that an apply touches, in memory: /etc/netplan,
// the journal below /var/lib, /tmp and the SSH user's home. Paths are
// absolute and normalised; permissions follow the owner/other bits (no
// groups), which is enough to keep a non-root command out of root's files.
class SimFileSystem
{
public:
    static constexpr int UserUid = 1000;
    static QString userName() { return QStringLiteral("nvidia"); }
    static QString home() { return QStringLiteral("/home/nvidia"); }

    SimFileSystem();

    // "/a/./b//c/../d" -> "/a/b/d"; empty for a relative path.
    static QString normalise(const QString &path);
    static QString parentOf(const QString &path);
    static QString baseName(const QString &path);

    bool exists(const QString &path) const;
    bool isDir(const QString &path) const;
    const SimFile *entry(const QString &path) const;
    // Sorted names directly below a directory (no "." and "..").
    QStringList list(const QString &dir) const;
    // Every path below `dir`, recursively, sorted (for copies and removals).
    QStringList below(const QString &dir) const;

    // The errno text of a failure (as coreutils print it), or empty on success.
    QString read(const QString &path, int uid, QByteArray *out) const;
    QString writeFile(const QString &path, const QByteArray &data, int mode, int uid);
    QString makeDir(const QString &path, int mode, int uid, bool parents);
    QString remove(const QString &path, int uid, bool recursive);
    // Copies a file or a tree; `preserve` keeps mode and owner (cp -a).
    QString copy(const QString &from, const QString &to, int uid, bool preserve);
    QString rename(const QString &from, const QString &to, int uid);
    QString chmod(const QString &path, int mode, int uid);

    bool mayRead(const QString &path, int uid) const;
    bool mayWriteIn(const QString &dir, int uid) const;

    // Every file (not directory) as path -> bytes, for tests that compare states.
    QMap<QString, QByteArray> files(const QString &under = QStringLiteral("/")) const;
    // Test and scenario setup: writes as root, creating parents.
    void put(const QString &path, const QByteArray &data, int mode = 0644, int uid = 0);

private:
    QMap<QString, SimFile> m_entries;
};

} // namespace railyard::sim
