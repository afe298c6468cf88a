// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/port.h"

#include <cassert>

namespace railyard::model {

Port::Port(int index) : m_index(index)
{
    assert(isValidIndex(index));
}

} // namespace railyard::model
