// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace railyard::remote {

// The user's answer. The secret stays in memory (and, with `remember`, in
// the system keychain); it is never written to a log, report or file.
struct CredentialReply
{
    QByteArray secret;
    bool remember = false;
};

} // namespace railyard::remote
