// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/sshemulator.h"

#include "sim/simcluster.h"
#include "sim/toolemulator.h"

#include <QCryptographicHash>
#include <QHostAddress>
#include <QtEndian>

namespace railyard::sim {

namespace {

QByteArray sshString(const QByteArray &s)
{
    QByteArray len(4, '\0');
    qToBigEndian<quint32>(quint32(s.size()), len.data());
    return len + s;
}

// The wire form of an ed25519 public key over 32 bytes derived from `seed`.
QString ed25519(const QByteArray &seed)
{
    const QByteArray key = QCryptographicHash::hash(seed, QCryptographicHash::Sha256);
    return QStringLiteral("ssh-ed25519 ") +
           QString::fromLatin1(QByteArray(sshString("ssh-ed25519") + sshString(key)).toBase64());
}

QString homeOf(bool root)
{
    return root ? QStringLiteral("/root") : SimFileSystem::home();
}

QString keyOf(const QByteArray &line)
{
    const QList<QByteArray> parts = line.trimmed().split(' ');
    return parts.size() >= 2 ? QString::fromLatin1(parts.at(0) + ' ' + parts.at(1)) : QString();
}

} // namespace

QString SshEmulator::hostKey(const QString &node)
{
    return ed25519(QByteArray("host:" + node.toUtf8()));
}

ToolOutput SshEmulator::keygen(SimCluster &cluster, const QString &node, const QStringList &args, bool root)
{
    QString type = QStringLiteral("rsa");
    QString comment;
    QString file;
    bool quiet = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        const QString next = i + 1 < args.size() ? args[i + 1] : QString();
        if (a == QLatin1String("-t"))
            type = next, ++i;
        else if (a == QLatin1String("-C"))
            comment = next, ++i;
        else if (a == QLatin1String("-f"))
            file = next, ++i;
        else if (a == QLatin1String("-N"))
            ++i;
        else if (a == QLatin1String("-q"))
            quiet = true;
    }
    if (type != QLatin1String("ed25519"))
        return ToolOutput::failure(
            QStringLiteral("ssh-keygen: the simulator generates ed25519 keys only, not %1\n")
                .arg(type)
                .toUtf8());
    if (file.isEmpty())
        return ToolOutput::failure(QByteArrayLiteral("ssh-keygen: the simulator needs -f FILE\n"));
    SimFileSystem &fs = cluster.node(node)->fileSystem();
    const int uid = root ? 0 : SimFileSystem::UserUid;
    if (fs.exists(file))
        // No terminal to answer "Overwrite (y/n)?": ssh-keygen gives up.
        return ToolOutput::failure(
            QStringLiteral("%1 already exists.\nOverwrite (y/n)? ").arg(file).toUtf8());
    const QByteArray seed = QByteArray("user:" + node.toUtf8() + ':' + file.toUtf8());
    const QString pub = ed25519(seed) + (comment.isEmpty() ? QString() : QLatin1Char(' ') + comment);
    const QByteArray priv =
        "-----BEGIN OPENSSH PRIVATE KEY-----\n" +
        QCryptographicHash::hash(QByteArray("private:" + seed), QCryptographicHash::Sha512).toBase64() +
        "\n-----END OPENSSH PRIVATE KEY-----\n";
    if (const QString err = fs.writeFile(file, priv, 0600, uid); !err.isEmpty())
        return ToolOutput::failure(QStringLiteral("Saving key \"%1\" failed: %2\n").arg(file, err).toUtf8());
    if (const QString err = fs.writeFile(file + QStringLiteral(".pub"), pub.toUtf8() + '\n', 0644, uid);
        !err.isEmpty())
        return ToolOutput::failure(
            QStringLiteral("Saving key \"%1.pub\" failed: %2\n").arg(file, err).toUtf8());
    ToolOutput o;
    if (!quiet)
        o.out = QStringLiteral(
                    "Your identification has been saved in %1\nYour public key has been saved in %1.pub\n")
                    .arg(file)
                    .toUtf8();
    return o;
}

ToolOutput SshEmulator::ssh(SimCluster &cluster, const QString &node, const QStringList &args, bool root)
{
    QString host;
    QString user = root ? QStringLiteral("root") : SimFileSystem::userName();
    QStringList remote;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (!host.isEmpty()) {
            remote << a;
            continue;
        }
        if (a == QLatin1String("-o") || a == QLatin1String("-i") || a == QLatin1String("-p") ||
            a == QLatin1String("-F") || a == QLatin1String("-J")) {
            ++i;
        } else if (a == QLatin1String("-l") && i + 1 < args.size()) {
            user = args[++i];
        } else if (a.startsWith(QLatin1Char('-'))) {
            continue; // -T, -n, -q ...
        } else {
            host = a;
        }
    }
    if (host.contains(QLatin1Char('@'))) {
        user = host.section(QLatin1Char('@'), 0, 0);
        host = host.section(QLatin1Char('@'), 1);
    }
    if (host.isEmpty())
        return ToolOutput::failure(
            QByteArrayLiteral("usage: ssh [-46AaCfGgKkMNnqsTtVvXxYy] destination [command]\n"), 255);
    // Cluster addresses go over the real wiring; names and management addresses over the LAN.
    QString target;
    if (!QHostAddress(host).isNull() && cluster.railOwning(host)) {
        if (const std::optional<RailEndpoint> e = cluster.tcpReach(node, host))
            target = e->node;
    } else {
        target = cluster.nodeForHost(host);
    }
    if (target.isEmpty()) {
        ToolOutput o = ToolOutput::failure(
            QStringLiteral("ssh: connect to host %1 port 22: Connection timed out\n").arg(host).toUtf8(),
            255);
        o.durationS = 5;
        return o;
    }
    const SimFileSystem &mine = cluster.node(node)->fileSystem();
    const int uid = root ? 0 : SimFileSystem::UserUid;
    const QString dir = homeOf(root) + QStringLiteral("/.ssh");
    const QString theirKey = hostKey(target);
    bool known = false;
    bool changed = false;
    for (const QString &f : {QStringLiteral("known_hosts"), QStringLiteral("railyard_known_hosts")}) {
        QByteArray data;
        if (!mine.read(dir + QLatin1Char('/') + f, uid, &data).isEmpty())
            continue;
        for (const QByteArray &line : data.split('\n')) {
            if (line.startsWith('#') || line.trimmed().isEmpty())
                continue;
            const QStringList hosts = QString::fromUtf8(line.split(' ').first()).split(QLatin1Char(','));
            if (!hosts.contains(host))
                continue;
            const QString k = keyOf(line.mid(line.indexOf(' ') + 1));
            if (!k.startsWith(QLatin1String("ssh-ed25519")))
                continue;
            (k == theirKey ? known : changed) = true;
        }
    }
    if (!known)
        return ToolOutput::failure(
            (changed ? QStringLiteral("@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
                                      "@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n"
                                      "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
                                      "Host key for %1 has changed and you have requested strict checking.\n"
                                      "Host key verification failed.\n")
                     : QStringLiteral(
                           "No ED25519 host key is known for %1 and you have requested strict checking.\n"
                           "Host key verification failed.\n"))
                .arg(host)
                .toUtf8(),
            255);
    QStringList identities;
    for (const QString &name : mine.list(dir)) {
        if (!name.endsWith(QLatin1String(".pub")) || !mine.exists(dir + QLatin1Char('/') + name.chopped(4)))
            continue;
        QByteArray pub;
        if (mine.read(dir + QLatin1Char('/') + name, uid, &pub).isEmpty())
            identities << keyOf(pub);
    }
    const bool targetRoot = user == QLatin1String("root");
    QByteArray authorized;
    cluster.node(target)->fileSystem().read(homeOf(targetRoot) + QStringLiteral("/.ssh/authorized_keys"), 0,
                                            &authorized);
    bool accepted = false;
    for (const QByteArray &line : authorized.split('\n'))
        accepted |= !line.startsWith('#') && identities.contains(keyOf(line));
    if (!accepted)
        return ToolOutput::failure(
            QStringLiteral("%1@%2: Permission denied (publickey).\n").arg(user, host).toUtf8(), 255);
    if (remote.isEmpty())
        return ToolOutput{};
    ToolEmulator tools(cluster);
    return tools.run(target, remote.first(), remote.mid(1), {}, targetRoot);
}

} // namespace railyard::sim
