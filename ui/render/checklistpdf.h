// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/cablingpainter.h"
#include "util/result.h"

#include <QString>

namespace railyard::render {

// One printable page for the person with the cables in hand: the diagram
// with its numbered cables, then every cable by number with both ends and a
// box to tick. Written as PDF, so any viewer prints it.
class ChecklistPdf
{
public:
    static Result<void> write(const CablingPainter &painter, const QString &title, const QString &path);
};

} // namespace railyard::render
