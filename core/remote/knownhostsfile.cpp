// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/knownhostsfile.h"

#include "remote/sshconfigfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>
#include <QRegularExpression>

namespace railyard::remote {

KnownHostsFile::KnownHostsFile(const QString &path) : m_path(path) {}

bool KnownHostsFile::hostFieldMatches(const QString &field, const QString &name)
{
    if (field.startsWith(QLatin1String("|1|"))) {
        const QStringList parts = field.split(QLatin1Char('|'));
        if (parts.size() != 4)
            return false;
        const QByteArray salt = QByteArray::fromBase64(parts[2].toLatin1());
        const QByteArray hash = QByteArray::fromBase64(parts[3].toLatin1());
        return QMessageAuthenticationCode::hash(name.toUtf8(), salt, QCryptographicHash::Sha1) == hash;
    }
    bool matched = false;
    for (const QString &pattern : field.split(QLatin1Char(','))) {
        if (pattern.startsWith(QLatin1Char('!'))) {
            if (SshConfigFile::matchesPattern(name, pattern.mid(1)))
                return false;
        } else if (SshConfigFile::matchesPattern(name, pattern)) {
            matched = true;
        }
    }
    return matched;
}

QList<KnownHostsFile::Entry> KnownHostsFile::entriesFor(const QString &host, int port) const
{
    QList<Entry> out;
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    const QString name = port == 22 ? host : QStringLiteral("[%1]:%2").arg(host).arg(port);
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char('@')))
            continue;
        const QStringList f = line.split(QRegularExpression(QStringLiteral("\\s+")));
        if (f.size() < 3 || !hostFieldMatches(f[0], name))
            continue;
        out.append(Entry{f[1], QByteArray::fromBase64(f[2].toLatin1())});
    }
    return out;
}

Result<void> KnownHostsFile::append(const QByteArray &line) const
{
    const QString dir = QFileInfo(m_path).absolutePath();
    if (!QDir().mkpath(dir))
        return Error{
            QCoreApplication::translate("railyard::remote::KnownHostsFile", "cannot create directory %1")
                .arg(dir),
            m_path};
    QFile file(m_path);
    const bool existed = file.exists();
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append))
        return Error{QCoreApplication::translate("railyard::remote::KnownHostsFile", "cannot write: %1")
                         .arg(file.errorString()),
                     m_path};
    if (!existed)
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QByteArray data = line.trimmed();
    data.append('\n');
    if (file.write(data) != data.size())
        return Error{QCoreApplication::translate("railyard::remote::KnownHostsFile", "cannot write: %1")
                         .arg(file.errorString()),
                     m_path};
    return {};
}

QString KnownHostsFile::managedPath()
{
    // XDG: an unset, empty or relative XDG_DATA_HOME means ~/.local/share.
    QString base = qEnvironmentVariable("XDG_DATA_HOME");
    if (base.isEmpty() || QDir::isRelativePath(base))
        base = QDir::homePath() + QStringLiteral("/.local/share");
    return base + QStringLiteral("/railyard/known_hosts");
}

QString KnownHostsFile::projectPath(const QString &setting, const QString &projectFile)
{
    if (setting.isEmpty())
        return {};
    QString file = setting;
    // libssh would take a leading ~ literally.
    if (file.startsWith(QLatin1String("~/")))
        file = QDir::homePath() + file.mid(1);
    if (QFileInfo(file).isRelative() && !projectFile.isEmpty())
        file = QFileInfo(projectFile).absoluteDir().filePath(file);
    return file;
}

} // namespace railyard::remote
