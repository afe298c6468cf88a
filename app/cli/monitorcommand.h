// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace railyard::cli {

// `railyard-cli monitor --demo SCENARIO | --project FILE [--seconds N]
// [--interval-ms 100] [--format text|json]`: live per-rail rates from one
// streaming sampler per node for a bounded time. Text prints a table once a
// second; json prints one object per sample and line, then a summary line.
class MonitorCommand
{
public:
    static int run(const QStringList &arguments);
};

} // namespace railyard::cli
