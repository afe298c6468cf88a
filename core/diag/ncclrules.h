// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QList>

namespace railyard::diag {

struct Observations;

// NCCL_DEBUG=INFO logs, nccl-tests results and the NCCL_* environment.
// Ids: nccl-single-hca, nccl-socket-fallback, nccl-busbw-low,
// nccl-env-confused.
class NcclRules
{
public:
    static QList<Finding> evaluate(const Observations &observations);
};

} // namespace railyard::diag
