// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/remotecommand.h"

#include "remote/shellquote.h"

namespace railyard::remote {

QString RemoteCommand::display() const
{
    return (asRoot ? QStringLiteral("sudo ") : QString()) + ShellQuote::join(QStringList{program} + arguments);
}

} // namespace railyard::remote
