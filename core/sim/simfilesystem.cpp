// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/simfilesystem.h"

namespace railyard::sim {

namespace {

const QString kNoEntry = QStringLiteral("No such file or directory");
const QString kDenied = QStringLiteral("Permission denied");
const QString kExists = QStringLiteral("File exists");
const QString kIsDir = QStringLiteral("Is a directory");
const QString kNotDir = QStringLiteral("Not a directory");
const QString kNotEmpty = QStringLiteral("Directory not empty");

} // namespace

SimFileSystem::SimFileSystem()
{
    m_entries.insert(QStringLiteral("/"), SimFile{true, {}, 0755, 0});
    for (const char *dir : {"/etc", "/etc/netplan", "/var", "/var/lib", "/home", "/root", "/usr", "/run"})
        makeDir(QString::fromLatin1(dir), 0755, 0, false);
    m_entries[QStringLiteral("/root")].mode = 0700;
    makeDir(QStringLiteral("/tmp"), 01777, 0, false);
    makeDir(home(), 0750, 0, false);
    m_entries[home()].uid = UserUid;
    // The key the controller logs in with: the management session is already key-based.
    makeDir(home() + QStringLiteral("/.ssh"), 0700, UserUid, false);
    put(home() + QStringLiteral("/.ssh/authorized_keys"),
        QByteArrayLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBi7lKq0Yv2c8rDlA6yQn0pXc3V9uCkZbL0qv7tSg1mE "
                          "admin@workstation\n"),
        0600, UserUid);
}

QString SimFileSystem::normalise(const QString &path)
{
    if (!path.startsWith(QLatin1Char('/')))
        return {};
    QStringList parts;
    for (const QString &p : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (p == QLatin1String("."))
            continue;
        if (p == QLatin1String("..")) {
            if (!parts.isEmpty())
                parts.removeLast();
            continue;
        }
        parts << p;
    }
    return QLatin1Char('/') + parts.join(QLatin1Char('/'));
}

QString SimFileSystem::parentOf(const QString &path)
{
    const QString p = normalise(path);
    const qsizetype slash = p.lastIndexOf(QLatin1Char('/'));
    return slash <= 0 ? QStringLiteral("/") : p.left(slash);
}

QString SimFileSystem::baseName(const QString &path)
{
    return normalise(path).section(QLatin1Char('/'), -1);
}

bool SimFileSystem::exists(const QString &path) const
{
    return m_entries.contains(normalise(path));
}

bool SimFileSystem::isDir(const QString &path) const
{
    const SimFile *e = entry(path);
    return e && e->directory;
}

const SimFile *SimFileSystem::entry(const QString &path) const
{
    const auto it = m_entries.constFind(normalise(path));
    return it == m_entries.cend() ? nullptr : &it.value();
}

QStringList SimFileSystem::list(const QString &dir) const
{
    const QString d = normalise(dir);
    QStringList out;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        if (it.key() != d && parentOf(it.key()) == d)
            out << baseName(it.key());
    }
    std::sort(out.begin(), out.end());
    return out;
}

QStringList SimFileSystem::below(const QString &dir) const
{
    const QString d = normalise(dir);
    const QString prefix = d == QLatin1String("/") ? d : d + QLatin1Char('/');
    QStringList out;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        if (it.key() != d && it.key().startsWith(prefix))
            out << it.key();
    }
    return out;
}

bool SimFileSystem::mayRead(const QString &path, int uid) const
{
    const SimFile *e = entry(path);
    if (!e || uid == 0)
        return e != nullptr;
    return (e->uid == uid && (e->mode & 0400)) || (e->mode & 0004);
}

bool SimFileSystem::mayWriteIn(const QString &dir, int uid) const
{
    const SimFile *e = entry(dir);
    if (!e || uid == 0)
        return e != nullptr;
    return (e->uid == uid && (e->mode & 0200)) || (e->mode & 0002);
}

QString SimFileSystem::read(const QString &path, int uid, QByteArray *out) const
{
    const SimFile *e = entry(path);
    if (!e)
        return kNoEntry;
    if (e->directory)
        return kIsDir;
    if (!mayRead(path, uid))
        return kDenied;
    if (out)
        *out = e->data;
    return {};
}

QString SimFileSystem::writeFile(const QString &path, const QByteArray &data, int mode, int uid)
{
    const QString p = normalise(path);
    const QString parent = parentOf(p);
    if (p.isEmpty() || !exists(parent))
        return kNoEntry;
    if (!isDir(parent))
        return kNotDir;
    auto it = m_entries.find(p);
    if (it != m_entries.end()) {
        if (it->directory)
            return kIsDir;
        if (uid != 0 && !(it->uid == uid && (it->mode & 0200)) && !(it->mode & 0002))
            return kDenied;
        it->data = data;
        it->mode = mode;
        return {};
    }
    if (!mayWriteIn(parent, uid))
        return kDenied;
    m_entries.insert(p, SimFile{false, data, mode, uid});
    return {};
}

QString SimFileSystem::makeDir(const QString &path, int mode, int uid, bool parents)
{
    const QString p = normalise(path);
    if (p.isEmpty())
        return kNoEntry;
    if (const SimFile *e = entry(p)) {
        if (!e->directory)
            return kExists;
        if (!parents)
            return kExists;
        return {};
    }
    const QString parent = parentOf(p);
    if (!exists(parent)) {
        if (!parents)
            return kNoEntry;
        if (const QString e = makeDir(parent, 0755, uid, true); !e.isEmpty())
            return e;
    }
    if (!isDir(parent))
        return kNotDir;
    if (!mayWriteIn(parent, uid))
        return kDenied;
    m_entries.insert(p, SimFile{true, {}, mode, uid});
    return {};
}

QString SimFileSystem::remove(const QString &path, int uid, bool recursive)
{
    const QString p = normalise(path);
    const SimFile *e = entry(p);
    if (!e)
        return kNoEntry;
    if (!mayWriteIn(parentOf(p), uid))
        return kDenied;
    if (e->directory) {
        const QStringList inside = below(p);
        if (!recursive)
            return kIsDir;
        for (const QString &x : inside)
            m_entries.remove(x);
    }
    m_entries.remove(p);
    return {};
}

QString SimFileSystem::copy(const QString &from, const QString &to, int uid, bool preserve)
{
    const QString src = normalise(from);
    QString dst = normalise(to);
    const SimFile *e = entry(src);
    if (!e)
        return kNoEntry;
    if (!mayRead(src, uid))
        return kDenied;
    if (isDir(dst))
        dst = normalise(dst + QLatin1Char('/') + baseName(src));
    const SimFile copyOf = *e;
    if (copyOf.directory) {
        if (const QString err = makeDir(dst, copyOf.mode, uid, false); !err.isEmpty() && err != kExists)
            return err;
        for (const QString &x : below(src)) {
            const SimFile sub = m_entries.value(x);
            const QString target = dst + x.mid(src.size());
            if (sub.directory)
                m_entries.insert(target, SimFile{true, {}, sub.mode, preserve ? sub.uid : uid});
            else
                m_entries.insert(target, SimFile{false, sub.data, sub.mode, preserve ? sub.uid : uid});
        }
        if (preserve)
            m_entries[dst].uid = copyOf.uid;
        return {};
    }
    const SimFile *existing = entry(dst);
    const int mode = preserve || !existing ? copyOf.mode : existing->mode;
    if (const QString err = writeFile(dst, copyOf.data, mode, uid); !err.isEmpty())
        return err;
    if (preserve && uid == 0)
        m_entries[dst].uid = copyOf.uid;
    return {};
}

QString SimFileSystem::rename(const QString &from, const QString &to, int uid)
{
    const QString src = normalise(from);
    QString dst = normalise(to);
    if (!exists(src))
        return kNoEntry;
    if (isDir(dst))
        dst = normalise(dst + QLatin1Char('/') + baseName(src));
    if (!mayWriteIn(parentOf(src), uid) || !mayWriteIn(parentOf(dst), uid))
        return kDenied;
    if (!isDir(parentOf(dst)))
        return kNoEntry;
    const QStringList inside = below(src);
    for (const QString &x : inside)
        m_entries.insert(dst + x.mid(src.size()), m_entries.take(x));
    m_entries.insert(dst, m_entries.take(src));
    return {};
}

QString SimFileSystem::chmod(const QString &path, int mode, int uid)
{
    auto it = m_entries.find(normalise(path));
    if (it == m_entries.end())
        return kNoEntry;
    if (uid != 0 && it->uid != uid)
        return QStringLiteral("Operation not permitted");
    it->mode = mode;
    return {};
}

QMap<QString, QByteArray> SimFileSystem::files(const QString &under) const
{
    QMap<QString, QByteArray> out;
    for (const QString &p : below(under)) {
        const SimFile &e = m_entries[p];
        if (!e.directory)
            out.insert(p, e.data);
    }
    return out;
}

void SimFileSystem::put(const QString &path, const QByteArray &data, int mode, int uid)
{
    makeDir(parentOf(path), 0755, 0, true);
    writeFile(path, data, mode, 0);
    m_entries[normalise(path)].uid = uid;
}

} // namespace railyard::sim
