// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace railyard::report {

// The last line of defence before text leaves Railyard (PDF, bundle):
// private keys and known secrets are always removed; with identity masking,
// user names, host names and addresses too.
class Redactor
{
public:
    void addSecret(const QString &secret);     // passwords, passphrases, tokens
    void addIdentity(const QString &identity); // user names, node and host names
    void setMaskAddresses(bool mask) { m_maskAddresses = mask; }

    QString scrub(const QString &text) const;
    static QString placeholder() { return QStringLiteral("[redacted]"); }
    // By structure, for YAML such as netplan files (also inside a unified
    // diff): the value of every secret-bearing key (password, psk, key,
    // private-key, shared, ... also NetworkManager's passthrough keys such as
    // wifi-security.psk) and every value below auth:, keys: and block
    // scalars under those keys, whatever quoting or spaces the value has.
    static QString blankYamlSecrets(const QString &text);

private:
    QStringList m_secrets;
    QStringList m_identities;
    bool m_maskAddresses = false;
};

} // namespace railyard::report
