// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/secretbytes.h"

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
    virtual void lookup(const QString &key, std::function<void(std::optional<util::SecretBytes>)> reply) = 0;
    virtual void store(const QString &key, const util::SecretBytes &secret) = 0;
    virtual void remove(const QString &key) = 0;
};

} // namespace railyard::remote
