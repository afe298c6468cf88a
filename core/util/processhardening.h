// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace railyard::util {

// Railyard holds sudo and SSH passwords in memory while it runs: a core
// dump or a debugger attached by another user of the machine must not be
// able to read them. Both front ends call this first thing in main().
class ProcessHardening
{
public:
    // Not dumpable (no core file, no ptrace by unprivileged processes,
    // /proc/PID/mem root-only) and a core size limit of zero. True when
    // both took effect.
    static bool forbidCoreDumps();
};

} // namespace railyard::util
