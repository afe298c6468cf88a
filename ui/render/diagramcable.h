// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cable.h"

#include <QString>
#include <array>

namespace railyard::render {

enum class RailState
{
    Up,
    Down,
    Unknown
};
enum class CableStatus
{
    Planned,
    Ok,
    Problem,
    Missing
};

// A cable as the diagram draws it: its ends, its verdict and each rail.
struct DiagramCable
{
    model::Cable cable;
    CableStatus status = CableStatus::Planned;
    std::array<RailState, 2> rails{RailState::Unknown, RailState::Unknown};
    QString detail; // tooltip and the text under the diagram when selected
};

} // namespace railyard::render
