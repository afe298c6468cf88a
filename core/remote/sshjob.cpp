// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/sshjob.h"

namespace railyard::remote {

SshJob::SshJob(const QString &node, const RemoteCommand &command, quint64 id,
               std::function<void(quint64)> onCancel, QObject *parent)
    : CommandJob(node, command, parent), m_id(id), m_onCancel(std::move(onCancel))
{}

void SshJob::cancel()
{
    if (!isFinished() && m_onCancel)
        m_onCancel(m_id);
}

} // namespace railyard::remote
