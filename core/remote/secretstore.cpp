// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/secretstore.h"

namespace railyard::remote {

SecretStore::~SecretStore() = default;

} // namespace railyard::remote
