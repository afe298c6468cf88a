// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/commandresult.h"

namespace railyard::remote {

QString commandStatusName(CommandStatus status)
{
    switch (status) {
    case CommandStatus::Completed:
        return QStringLiteral("completed");
    case CommandStatus::FailedToStart:
        return QStringLiteral("failed-to-start");
    case CommandStatus::TimedOut:
        return QStringLiteral("timed-out");
    case CommandStatus::Cancelled:
        return QStringLiteral("cancelled");
    case CommandStatus::ConnectionLost:
        return QStringLiteral("connection-lost");
    }
    return {};
}

} // namespace railyard::remote
