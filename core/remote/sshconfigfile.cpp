// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/sshconfigfile.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <unistd.h>

namespace railyard::remote {

namespace {

// Splits "Key value", "Key=value" and quoted values into the key and its words.
QStringList tokens(const QString &line)
{
    QStringList out;
    QString current;
    bool quoted = false;
    bool any = false;
    for (QChar c : line) {
        if (c == QLatin1Char('"')) {
            quoted = !quoted;
            any = true;
        } else if (!quoted && (c.isSpace() || (c == QLatin1Char('=') && out.isEmpty()))) {
            if (any)
                out << current;
            current.clear();
            any = false;
        } else {
            current += c;
            any = true;
        }
    }
    if (any)
        out << current;
    return out;
}

QString localUser()
{
    const QByteArray user = qgetenv("USER");
    return user.isEmpty() ? QString::number(::getuid()) : QString::fromLocal8Bit(user);
}

} // namespace

SshConfigFile SshConfigFile::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parse(file.readAll());
}

SshConfigFile SshConfigFile::parse(const QByteArray &text)
{
    SshConfigFile config;
    config.m_blocks.append(Block{});
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        QStringList words = tokens(line);
        if (words.isEmpty())
            continue;
        const QString key = words.takeFirst().toLower();
        if (key == QLatin1String("host")) {
            config.m_blocks.append(Block{words, false, {}});
        } else if (key == QLatin1String("match")) {
            config.m_blocks.append(Block{{}, true, {}});
        } else if (!words.isEmpty()) {
            config.m_blocks.last().options.append({key, words.join(QLatin1Char(' '))});
        }
    }
    return config;
}

bool SshConfigFile::matchesPattern(const QString &host, const QString &pattern)
{
    QString rx;
    for (QChar c : pattern) {
        if (c == QLatin1Char('*'))
            rx += QLatin1String(".*");
        else if (c == QLatin1Char('?'))
            rx += QLatin1Char('.');
        else
            rx += QRegularExpression::escape(QString(c));
    }
    return QRegularExpression(QRegularExpression::anchoredPattern(rx),
                              QRegularExpression::CaseInsensitiveOption)
        .match(host)
        .hasMatch();
}

bool SshConfigFile::blockMatches(const Block &block, const QString &alias) const
{
    if (block.skip)
        return false;
    if (block.patterns.isEmpty())
        return true;
    bool matched = false;
    for (const QString &p : block.patterns) {
        if (p.startsWith(QLatin1Char('!'))) {
            if (matchesPattern(alias, p.mid(1)))
                return false;
        } else if (matchesPattern(alias, p)) {
            matched = true;
        }
    }
    return matched;
}

SshHostConfig SshConfigFile::resolve(const QString &alias) const
{
    SshHostConfig out;
    QStringList rawIdentities;
    for (const Block &block : m_blocks) {
        if (!blockMatches(block, alias))
            continue;
        for (const auto &[key, value] : block.options) {
            if (key == QLatin1String("hostname") && out.hostName.isEmpty())
                out.hostName = value;
            else if (key == QLatin1String("user") && out.user.isEmpty())
                out.user = value;
            else if (key == QLatin1String("port") && out.port == 0)
                out.port = value.toInt();
            else if (key == QLatin1String("identityfile"))
                rawIdentities << value; // cumulative, as in OpenSSH
            else if (key == QLatin1String("proxyjump") && out.proxyJump.isEmpty())
                out.proxyJump = value;
        }
    }
    if (out.hostName.isEmpty())
        out.hostName = alias;
    else
        out.hostName.replace(QLatin1String("%h"), alias);
    if (out.proxyJump.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        out.proxyJump.clear();
    const QString home = QDir::homePath();
    for (QString id : rawIdentities) {
        if (id.startsWith(QLatin1String("~/")))
            id = home + id.mid(1);
        id.replace(QLatin1String("%d"), home);
        id.replace(QLatin1String("%h"), out.hostName);
        id.replace(QLatin1String("%r"), out.user.isEmpty() ? localUser() : out.user);
        id.replace(QLatin1String("%u"), localUser());
        id.replace(QLatin1String("%%"), QLatin1String("%"));
        out.identityFiles << id;
    }
    return out;
}

} // namespace railyard::remote
