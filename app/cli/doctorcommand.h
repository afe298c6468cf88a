// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace railyard::cli {

// railyard-cli doctor --bundle DIR [--project FILE] [--format text|json]
class DoctorCommand
{
public:
    static int run(const QStringList &arguments);
};

} // namespace railyard::cli
