// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/secretbytes.h"

namespace railyard::remote {

// The user's answer. The secret stays in memory (and, with `remember`, in
// the system keychain); it is never written to a log, report or file.
struct CredentialReply
{
    util::SecretBytes secret; // one zeroed buffer, shared, never duplicated
    bool remember = false;
};

} // namespace railyard::remote
