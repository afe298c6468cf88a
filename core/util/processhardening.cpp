// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/processhardening.h"

#include <sys/prctl.h>
#include <sys/resource.h>

namespace railyard::util {

bool ProcessHardening::forbidCoreDumps()
{
    const rlimit none{0, 0};
    const bool limit = ::setrlimit(RLIMIT_CORE, &none) == 0;
    const bool dumpable = ::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) == 0;
    return limit && dumpable;
}

} // namespace railyard::util
