// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/hostkeyinfo.h"
#include "util/result.h"

#include <libssh/libssh.h>

namespace railyard::remote {

// Decides whether a connected (not yet authenticated) session's host key
// is trusted: known in the user's known_hosts or Railyard's managed file,
// unknown (the caller may ask the user or compare with an explicitly given
// fingerprint), or changed (always refused). Runs on the session's thread.
class HostKeyVerifier
{
public:
    enum class Verdict
    {
        Known,
        Unknown,
        Changed,
        Error
    };

    struct Outcome
    {
        Verdict verdict = Verdict::Error;
        HostKeyInfo key;
        QString message; // for Changed and Error, translated, names the node
    };

    // `offeredKnownHosts`: a project's file, read only to show what it lists.
    HostKeyVerifier(const QString &node, const QString &userKnownHosts, const QString &managedKnownHosts,
                    const QString &offeredKnownHosts = {});

    // Points libssh at both files (also orders host key algorithms by what is known).
    Result<void> configure(ssh_session session) const;
    Outcome verify(ssh_session session, const QString &host, int port) const;
    // Appends the session's current key to the managed file.
    Result<void> remember(ssh_session session) const;

    QString unknownKeyMessage(const HostKeyInfo &key) const;
    QString mismatchMessage(const HostKeyInfo &key, const QString &expected) const;
    // What a project's known_hosts file says about the key, for the
    // question and the refusal; empty when it lists nothing for the host.
    static QString offeredNote(const HostKeyInfo &key);

    static QString fingerprint(ssh_key key);
    static QString fingerprintOfBlob(const QByteArray &blob);
    // Accepts "SHA256:abc", "abc" and padded base64 for comparison.
    static bool sameFingerprint(const QString &a, const QString &b);

private:
    QString m_node;
    QString m_userFile;
    QString m_managedFile;
    QString m_offeredFile;
};

} // namespace railyard::remote
