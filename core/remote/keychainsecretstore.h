// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/secretstore.h"

#include <QObject>

namespace railyard::remote {

// SecretStore on the system keychain through qtkeychain. No insecure
// fallback: without a keychain service nothing is remembered.
class KeychainSecretStore : public QObject, public SecretStore
{
    Q_OBJECT
public:
    explicit KeychainSecretStore(const QString &service = QStringLiteral("railyard"),
                                 QObject *parent = nullptr);

    void lookup(const QString &key, std::function<void(std::optional<util::SecretBytes>)> reply) override;
    void store(const QString &key, const util::SecretBytes &secret) override;
    void remove(const QString &key) override;

private:
    QString m_service;
};

} // namespace railyard::remote
