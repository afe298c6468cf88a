// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/keychainsecretstore.h"

#include <qt6keychain/keychain.h>

namespace railyard::remote {

KeychainSecretStore::KeychainSecretStore(const QString &service, QObject *parent)
    : QObject(parent), m_service(service)
{}

void KeychainSecretStore::lookup(const QString &key,
                                 std::function<void(std::optional<util::SecretBytes>)> reply)
{
    auto *job = new QKeychain::ReadPasswordJob(m_service, this);
    job->setInsecureFallback(false);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [job, reply = std::move(reply)](QKeychain::Job *) {
        if (job->error() == QKeychain::NoError) {
            // qtkeychain hands out a QByteArray; it becomes the one owned
            // buffer here and this copy is zeroed.
            QByteArray bytes = job->binaryData();
            reply(util::SecretBytes::take(bytes));
        } else
            reply(std::nullopt);
    });
    job->start();
}

void KeychainSecretStore::store(const QString &key, const util::SecretBytes &secret)
{
    auto *job = new QKeychain::WritePasswordJob(m_service, this);
    job->setInsecureFallback(false);
    job->setKey(key);
    // qtkeychain keeps its own copy until the job ends; ours is zeroed now.
    QByteArray bytes(secret.constData(), secret.size());
    job->setBinaryData(bytes);
    util::SecretBytes::zero(bytes);
    bytes.clear();
    job->start();
}

void KeychainSecretStore::remove(const QString &key)
{
    auto *job = new QKeychain::DeletePasswordJob(m_service, this);
    job->setKey(key);
    job->start();
}

} // namespace railyard::remote
