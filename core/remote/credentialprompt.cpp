// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/credentialprompt.h"

namespace railyard::remote {

CredentialPrompt::~CredentialPrompt() = default;

} // namespace railyard::remote
