// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <functional>
#include <optional>

namespace railyard::remote {

// Where remembered secrets live (the system keychain). Asynchronous, used on
// the transport's thread only.
class SecretStore
{
public:
    virtual ~SecretStore();
    virtual void lookup(const QString &key, std::function<void(std::optional<QByteArray>)> reply) = 0;
    virtual void store(const QString &key, const QByteArray &secret) = 0;
    virtual void remove(const QString &key) = 0;
};

} // namespace railyard::remote
