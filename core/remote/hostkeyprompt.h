// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/hostkeyinfo.h"

#include <functional>

namespace railyard::remote {

// Asks the user whether to trust an unknown host key. Called on the
// transport's (GUI) thread; `reply` may be called later, also from that
// thread, so a dialog needs no nested event loop. A changed key is never
// asked about: it is refused.
class HostKeyPrompt
{
public:
    virtual ~HostKeyPrompt();
    virtual void askHostKey(const HostKeyInfo &key, std::function<void(bool accept)> reply) = 0;
};

} // namespace railyard::remote
