// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace railyard::cli {

// `railyard-cli test rdma|loopback|nccl|soak|all --demo SCENARIO | --project FILE
// [--duration S] [--format text|json]`: runs the measurements against the
// nodes, hands the results to the findings engine and exits 1 when a
// finding is an error.
class TestCommand
{
public:
    static int run(const QStringList &arguments);
};

} // namespace railyard::cli
