// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/redactor.h"

#include <QRegularExpression>
#include <algorithm>

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

namespace {

bool isSecretKey(QString key)
{
    key = key.toLower();
    if (key.size() >= 2 && (key.startsWith(QLatin1Char('"')) || key.startsWith(QLatin1Char('\''))))
        key = key.mid(1, key.size() - 2);
    static const QStringList exact{QStringLiteral("password"),
                                   QStringLiteral("passphrase"),
                                   QStringLiteral("psk"),
                                   QStringLiteral("key"),
                                   QStringLiteral("private"),
                                   QStringLiteral("shared"),
                                   QStringLiteral("private-key"),
                                   QStringLiteral("preshared-key"),
                                   QStringLiteral("secret"),
                                   QStringLiteral("token"),
                                   QStringLiteral("pin"),
                                   QStringLiteral("client-key"),
                                   QStringLiteral("private-key-password")};
    if (exact.contains(key))
        return true;
    // NetworkManager passthrough keys: wifi-security.psk, 802-1x.password, wireguard.private-key, ...
    const QString last = key.section(QLatin1Char('.'), -1);
    return key.contains(QLatin1Char('.')) &&
           (exact.contains(last) || last.contains(QLatin1String("password")) ||
            last.contains(QLatin1String("psk")) || last.contains(QLatin1String("secret")) ||
            last.endsWith(QLatin1String("-key")));
}

bool mayBeSecretLine(const QString &line)
{
    if (!line.contains(QLatin1Char(':')))
        return false;
    static const QStringList words{
        QStringLiteral("pass"),   QStringLiteral("psk"),     QStringLiteral("key"),
        QStringLiteral("auth"),   QStringLiteral("private"), QStringLiteral("shared"),
        QStringLiteral("secret"), QStringLiteral("token"),   QStringLiteral("pin")};
    return std::any_of(words.cbegin(), words.cend(),
                       [&line](const QString &w) { return line.contains(w, Qt::CaseInsensitive); });
}

bool isSecretSection(const QString &key)
{
    return key == QLatin1String("auth") || key == QLatin1String("keys");
}

} // namespace

QString Redactor::blankYamlSecrets(const QString &text)
{
    // A key line: any diff marker and indentation, an optional list dash,
    // the key (plain or quoted), a colon, the value.
    static const QRegularExpression keyLine(QStringLiteral(
        "^([-+ \\t]*?)([ \\t]*)(-[ \\t]+)?(\"[^\"]*\"|'[^']*'|[^\\s:#\"'][^:#]*?)[ \\t]*:(?:[ \\t]+(.*))?$"));
    static const QRegularExpression listItem(QStringLiteral("^([-+ \\t]*?[ \\t]*-[ \\t]+)(\\S.*)$"));
    QStringList lines = text.split(QLatin1Char('\n'));
    int sectionColumn = -1; // inside a secret section or block scalar: lines deeper than this
    for (QString &line : lines) {
        const qsizetype column = std::find_if(line.cbegin(), line.cend(),
                                              [](QChar c) {
                                                  return c != QLatin1Char(' ') && c != QLatin1Char('\t') &&
                                                         c != QLatin1Char('-') && c != QLatin1Char('+');
                                              }) -
                                 line.cbegin();
        if (column >= line.size())
            continue; // blank (or only markers)
        if (sectionColumn >= 0 && column <= sectionColumn)
            sectionColumn = -1;
        // Most lines of tool output hold no secret word: skip the pattern for them.
        if (sectionColumn < 0 && !mayBeSecretLine(line))
            continue;
        const QRegularExpressionMatch m = keyLine.match(line);
        if (sectionColumn >= 0) {
            if (m.hasMatch()) {
                if (!m.captured(5).trimmed().isEmpty())
                    line = line.left(m.capturedStart(5)) + placeholder();
            } else if (const QRegularExpressionMatch item = listItem.match(line); item.hasMatch()) {
                line = item.captured(1) + placeholder();
            } else {
                line = line.left(column) + placeholder();
            }
            continue;
        }
        if (!m.hasMatch())
            continue;
        const QString key = m.captured(4).trimmed();
        const QString value = m.captured(5).trimmed();
        if (isSecretSection(key.toLower())) {
            if (value.isEmpty() || value.startsWith(QLatin1Char('#')))
                sectionColumn = int(column);
            else
                line = line.left(m.capturedStart(5)) + placeholder();
        } else if (isSecretKey(key) && !value.isEmpty()) {
            line = line.left(m.capturedStart(5)) + placeholder();
            if (value.startsWith(QLatin1Char('|')) || value.startsWith(QLatin1Char('>')))
                sectionColumn = int(column);
        } else if (isSecretKey(key) && value.isEmpty()) {
            sectionColumn = int(column); // a nested map or list of secrets
        }
    }
    return lines.join(QLatin1Char('\n'));
}

QString Redactor::scrub(const QString &input) const
{
    QString text = blankYamlSecrets(input);
    static const QRegularExpression privateKey(
        QStringLiteral("-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----.*?(-----END [A-Z0-9 ]*PRIVATE KEY-----|$)"),
        QRegularExpression::DotMatchesEverythingOption);
    text.replace(privateKey, QStringLiteral("[private key redacted]"));
    // A quoted value is one value, spaces and all.
    static const QRegularExpression assignment(
        QStringLiteral(
            "((?:password|passphrase|secret|token|psk)\\s*[=:]\\s*)(?:\"[^\"\\n]*\"?|'[^'\\n]*'?|\\S+)"),
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
