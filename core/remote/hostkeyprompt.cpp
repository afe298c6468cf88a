// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/hostkeyprompt.h"

namespace railyard::remote {

HostKeyPrompt::~HostKeyPrompt() = default;

} // namespace railyard::remote
