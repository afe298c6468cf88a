// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/hostkeyverifier.h"

#include "remote/knownhostsfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>

namespace railyard::remote {

namespace {

QString normalized(QString fp)
{
    fp = fp.trimmed();
    if (fp.startsWith(QLatin1String("SHA256:"), Qt::CaseInsensitive))
        fp = fp.mid(7);
    while (fp.endsWith(QLatin1Char('=')))
        fp.chop(1);
    return fp;
}

} // namespace

HostKeyVerifier::HostKeyVerifier(const QString &node, const QString &userKnownHosts,
                                 const QString &managedKnownHosts, const QString &offeredKnownHosts)
    : m_node(node), m_userFile(userKnownHosts), m_managedFile(managedKnownHosts),
      m_offeredFile(offeredKnownHosts == managedKnownHosts || offeredKnownHosts == userKnownHosts
                        ? QString()
                        : offeredKnownHosts)
{}

Result<void> HostKeyVerifier::configure(ssh_session session) const
{
    // libssh consults KNOWNHOSTS then GLOBAL_KNOWNHOSTS; the managed file takes the second slot.
    const QByteArray user = m_userFile.toLocal8Bit();
    const QByteArray managed = m_managedFile.toLocal8Bit();
    if (ssh_options_set(session, SSH_OPTIONS_KNOWNHOSTS, user.constData()) != SSH_OK ||
        ssh_options_set(session, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, managed.constData()) != SSH_OK)
        return Error{QCoreApplication::translate("railyard::remote::HostKeyVerifier",
                                                 "cannot set the known_hosts files"),
                     m_node};
    return {};
}

QString HostKeyVerifier::fingerprintOfBlob(const QByteArray &blob)
{
    return QStringLiteral("SHA256:") +
           QString::fromLatin1(QCryptographicHash::hash(blob, QCryptographicHash::Sha256)
                                   .toBase64(QByteArray::OmitTrailingEquals));
}

QString HostKeyVerifier::fingerprint(ssh_key key)
{
    unsigned char *hash = nullptr;
    size_t len = 0;
    if (ssh_get_publickey_hash(key, SSH_PUBLICKEY_HASH_SHA256, &hash, &len) != 0)
        return {};
    const QByteArray raw(reinterpret_cast<const char *>(hash), qsizetype(len));
    ssh_clean_pubkey_hash(&hash);
    return QStringLiteral("SHA256:") + QString::fromLatin1(raw.toBase64(QByteArray::OmitTrailingEquals));
}

bool HostKeyVerifier::sameFingerprint(const QString &a, const QString &b)
{
    const QString na = normalized(a);
    return !na.isEmpty() && na == normalized(b);
}

HostKeyVerifier::Outcome HostKeyVerifier::verify(ssh_session session, const QString &host, int port) const
{
    Outcome out;
    out.key.node = m_node;
    out.key.host = host;
    out.key.port = port;
    ssh_key key = nullptr;
    if (ssh_get_server_publickey(session, &key) != SSH_OK || !key) {
        out.message = QCoreApplication::translate("railyard::remote::HostKeyVerifier",
                                                  "%1: the server at %2 sent no usable host key")
                          .arg(m_node, host);
        return out;
    }
    out.key.keyType = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key)));
    out.key.fingerprint = fingerprint(key);
    ssh_key_free(key);
    for (const QString &file : {m_userFile, m_managedFile}) {
        for (const KnownHostsFile::Entry &e : KnownHostsFile(file).entriesFor(host, port)) {
            const QString fp = e.keyType + QLatin1Char(' ') + fingerprintOfBlob(e.keyBlob);
            if (!out.key.knownFingerprints.contains(fp))
                out.key.knownFingerprints << fp;
        }
    }
    if (!m_offeredFile.isEmpty()) {
        for (const KnownHostsFile::Entry &e : KnownHostsFile(m_offeredFile).entriesFor(host, port)) {
            out.key.offeredBy = m_offeredFile;
            const QString fp = e.keyType + QLatin1Char(' ') + fingerprintOfBlob(e.keyBlob);
            if (!out.key.offeredFingerprints.contains(fp))
                out.key.offeredFingerprints << fp;
        }
    }
    switch (ssh_session_is_known_server(session)) {
    case SSH_KNOWN_HOSTS_OK:
        out.verdict = Verdict::Known;
        return out;
    case SSH_KNOWN_HOSTS_NOT_FOUND:
    case SSH_KNOWN_HOSTS_UNKNOWN:
        out.verdict = Verdict::Unknown;
        return out;
    case SSH_KNOWN_HOSTS_CHANGED:
    case SSH_KNOWN_HOSTS_OTHER: {
        // OTHER (known with a different key type) is treated like a change, as a downgrade could hide an
        // attack.
        out.verdict = Verdict::Changed;
        const QString known =
            out.key.knownFingerprints.isEmpty()
                ? QCoreApplication::translate("railyard::remote::HostKeyVerifier", "(not readable)")
                : out.key.knownFingerprints.join(QLatin1String(", "));
        out.message =
            QCoreApplication::translate(
                "railyard::remote::HostKeyVerifier",
                "%1: WARNING: the host key of %2 has CHANGED. It is now %3 %4, but the known_hosts files "
                "record %5. Someone may be intercepting the connection, or the node was reinstalled. "
                "Railyard refuses to connect; if the change is expected, remove the old entry for %2 "
                "from %6 or %7 after checking the new fingerprint on the node's console.")
                .arg(m_node, host, out.key.keyType, out.key.fingerprint, known, m_userFile, m_managedFile);
        return out;
    }
    case SSH_KNOWN_HOSTS_ERROR:
        break;
    }
    out.verdict = Verdict::Error;
    out.message = QCoreApplication::translate("railyard::remote::HostKeyVerifier",
                                              "%1: cannot check the host key of %2: %3")
                      .arg(m_node, host, QString::fromUtf8(ssh_get_error(session)));
    return out;
}

Result<void> HostKeyVerifier::remember(ssh_session session) const
{
    char *line = nullptr;
    if (ssh_session_export_known_hosts_entry(session, &line) != SSH_OK || !line)
        return Error{
            QCoreApplication::translate("railyard::remote::HostKeyVerifier", "cannot export the host key: %1")
                .arg(QString::fromUtf8(ssh_get_error(session))),
            m_node};
    const QByteArray entry(line);
    ssh_string_free_char(line);
    return KnownHostsFile(m_managedFile).append(entry);
}

QString HostKeyVerifier::unknownKeyMessage(const HostKeyInfo &key) const
{
    QString text =
        QCoreApplication::translate(
            "railyard::remote::HostKeyVerifier",
            "%1: the host key of %2 is not known (%3 %4). Railyard does not trust unknown keys without "
            "confirmation; compare the fingerprint with the node's own (ssh-keygen -lf "
            "/etc/ssh/ssh_host_*_key.pub on its console) and accept it with --accept-host-key %4.")
            .arg(m_node, key.host, key.keyType, key.fingerprint);
    const QString offered = offeredNote(key);
    return offered.isEmpty() ? text : text + QLatin1Char(' ') + offered;
}

QString HostKeyVerifier::offeredNote(const HostKeyInfo &key)
{
    if (key.offeredBy.isEmpty())
        return {};
    if (key.offeredMatches())
        return QCoreApplication::translate(
                   "railyard::remote::HostKeyVerifier",
                   "The project's known_hosts file %1 lists this key, but a file that "
                   "came with a project is not proof of the node's identity.")
            .arg(key.offeredBy);
    return QCoreApplication::translate("railyard::remote::HostKeyVerifier",
                                       "The project's known_hosts file %1 lists a different key for %2 (%3): "
                                       "the node was reinstalled, or this is not the node the project means.")
        .arg(key.offeredBy, key.host, key.offeredFingerprints.join(QLatin1String(", ")));
}

QString HostKeyVerifier::mismatchMessage(const HostKeyInfo &key, const QString &expected) const
{
    return QCoreApplication::translate(
               "railyard::remote::HostKeyVerifier",
               "%1: the host key of %2 is %3 %4, not the expected %5; refusing to connect.")
        .arg(m_node, key.host, key.keyType, key.fingerprint, expected);
}

} // namespace railyard::remote
