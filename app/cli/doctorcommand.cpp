// SPDX-License-Identifier: GPL-3.0-or-later
#include "doctorcommand.h"

#include "clioutput.h"

namespace railyard::cli {

int DoctorCommand::run(const QStringList &)
{
    return CliOutput::usageError(QStringLiteral("doctor is not built yet"));
}

} // namespace railyard::cli
