// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace railyard::cli {

// `railyard-cli bundle`: the raw outputs of every inventory, discovery and
// test command, per node, in the layout `doctor --bundle` reads
// (facts::BundleWriter), plus the project and the report's JSON, redacted
// like the report.
class BundleCommand
{
public:
    static int run(const QStringList &arguments);
};

} // namespace railyard::cli
