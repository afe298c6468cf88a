// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>

namespace railyard::remote {

enum class CredentialKind
{
    Password,            // SSH password authentication
    KeyPassphrase,       // passphrase of a private key file
    KeyboardInteractive, // a server prompt (PAM), `prompt` holds its text
    SudoPassword,        // sudo on the node asked for the user's password
};

// What the transport needs from the user. Never contains a secret.
struct CredentialRequest
{
    CredentialKind kind = CredentialKind::Password;
    QString node;
    QString user;
    QString host;
    QString keyFile; // for KeyPassphrase
    QString prompt;  // server text for KeyboardInteractive
    bool echo = false;
    int attempt = 1; // > 1: the previous answer was refused
};

} // namespace railyard::remote

Q_DECLARE_METATYPE(railyard::remote::CredentialRequest)
Q_DECLARE_METATYPE(railyard::remote::CredentialKind)
