// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/redactor.h"

#include <QRegularExpression>

namespace railyard::report {

void Redactor::addSecret(const QString &secret)
{
    // Very short strings would blank out ordinary words; nobody's password is one letter.
    if (secret.size() >= 3 && !m_secrets.contains(secret))
        m_secrets << secret;
}

void Redactor::addIdentity(const QString &identity)
{
    if (identity.size() >= 2 && !m_identities.contains(identity))
        m_identities << identity;
}

QString Redactor::scrub(const QString &input) const
{
    QString text = input;
    static const QRegularExpression privateKey(
        QStringLiteral("-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----.*?(-----END [A-Z0-9 ]*PRIVATE KEY-----|$)"),
        QRegularExpression::DotMatchesEverythingOption);
    text.replace(privateKey, QStringLiteral("[private key redacted]"));
    static const QRegularExpression assignment(
        QStringLiteral("((?:password|passphrase|secret|token)\\s*[=:]\\s*)\\S+"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(assignment, QStringLiteral("\\1") + placeholder());
    // The same secrets as command-line options and HTTP headers.
    static const QRegularExpression option(
        QStringLiteral("((?:^|\\s)(?:--password|--passphrase|--token|sshpass\\s+-p)(?:\\s+|=))\\S+"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(option, QStringLiteral("\\1") + placeholder());
    static const QRegularExpression bearer(
        QStringLiteral("(Authorization:\\s*(?:Bearer|Basic|token)\\s+)\\S+"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(bearer, QStringLiteral("\\1") + placeholder());
    for (const QString &secret : m_secrets)
        text.replace(secret, placeholder());
    if (m_maskAddresses) {
        for (const QString &identity : m_identities)
            text.replace(QRegularExpression(QStringLiteral("\\b") + QRegularExpression::escape(identity) +
                                            QStringLiteral("\\b")),
                         placeholder());
        static const QRegularExpression ipv4(QStringLiteral("\\b(\\d{1,3}\\.){3}\\d{1,3}\\b"));
        text.replace(ipv4, QStringLiteral("x.x.x.x"));
        static const QRegularExpression mac(QStringLiteral("\\b([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}\\b"));
        text.replace(mac, QStringLiteral("xx:xx:xx:xx:xx:xx"));
    }
    return text;
}

} // namespace railyard::report
