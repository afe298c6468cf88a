// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/nodechange.h"

#include "apply/unifieddiff.h"
#include "report/redactor.h"

namespace railyard::apply {

QStringList NodeChange::commandList() const
{
    QStringList lines;
    for (const auto *group : {&journalCommands, &guardCommands, &writeCommands, &launchCommands,
                              &sshKeyCommands, &sshWriteCommands, &liveCommands, &confirmCommands}) {
        for (const Result<remote::RemoteCommand> &c : *group)
            lines << (c ? c->display() : c.error().message);
    }
    return lines;
}

QString NodeChange::diff() const
{
    QString out;
    for (const FileChange &f : files)
        out += UnifiedDiff::render(f.path, f.existed ? f.before : QByteArray(),
                                   f.removed ? QByteArray() : f.after, !f.existed, f.removed);
    // A file set aside may be another tool's, with its secrets: the diff is
    // shown and stored, so they are blanked by structure before it leaves.
    return report::Redactor::blankYamlSecrets(out);
}

} // namespace railyard::apply
