// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/credentialreply.h"
#include "remote/credentialrequest.h"

#include <functional>
#include <optional>

namespace railyard::remote {

// Asks the user for a password or passphrase. Called on the transport's
// (GUI) thread; `reply` may be called later from that thread. std::nullopt
// means the user declined, which fails the authentication step.
class CredentialPrompt
{
public:
    virtual ~CredentialPrompt();
    virtual void askCredential(const CredentialRequest &request,
                               std::function<void(std::optional<CredentialReply>)> reply) = 0;
};

} // namespace railyard::remote
