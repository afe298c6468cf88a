// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/remotecommand.h"
#include "util/result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace railyard::apply {

// One file the apply would create, change or remove (for the dry run).
struct FileChange
{
    QString path;
    QByteArray before; // empty with existed == false
    QByteArray after;  // empty with removed == true
    bool existed = false;
    bool removed = false;
};

// Everything an apply does on one node, as data: the dry run prints it, the
// apply runs it phase by phase.
struct NodeChange
{
    QString node;
    bool noop = false;         // files and runtime already as planned
    QString journalDir;        // journalRoot/<node>/<id>
    QByteArray netplan;        // the desired 40-railyard.yaml
    QStringList backedUpFiles; // names in the netplan directory copied into the journal
    QStringList movedFiles;    // of those, the ones taken out of the netplan directory
    // Why each moved file goes: the cluster netdevs it defines (same order as movedFiles).
    QList<QStringList> movedDefines;
    QList<FileChange> files;
    QByteArray restoreScript;
    QByteArray guardScript;
    QByteArray decideScript;  // the decisions (gate, live, confirm, rollback, abandon, status)
    QByteArray commitScript;  // the netplan files as planned (go-live, and for good at confirm)
    QByteArray revertScript;  // the netplan directory as recorded (right after go-live's netplan apply)
    QByteArray journalRecord; // journal.json

    QList<Result<remote::RemoteCommand>> journalCommands; // creates the journal and its restore script
    QList<Result<remote::RemoteCommand>> guardCommands;   // starts the write guard
    QList<Result<remote::RemoteCommand>> writeCommands;   // gate, temp root with the file, netplan generate
    QList<Result<remote::RemoteCommand>> launchCommands; // gate, NCCL env file and MPI hostfile (launch node)
    QList<Result<remote::RemoteCommand>>
        liveCommands; // live guard, handover, files in, netplan apply, files back, ip
    QList<Result<remote::RemoteCommand>> confirmCommands;  // takes the decision from the guard
    QList<Result<remote::RemoteCommand>> rollbackCommands; // claims the decision and restores, one command
    QList<Result<remote::RemoteCommand>> abandonCommands;  // stands the write guard down: nothing changed yet
    QList<Result<remote::RemoteCommand>> statusCommands;   // what was decided (after a lost reply)
    // Node-to-node SSH: ~/.ssh and the node's key where missing;
    // the writes as planned (the apply rebuilds them once every key is known).
    bool peerSsh = false;
    QList<Result<remote::RemoteCommand>> sshKeyCommands;
    QList<Result<remote::RemoteCommand>> sshWriteCommands;

    // Display form of every command, in order; a command that failed to build shows its error.
    QStringList commandList() const;
    // Unified diff of every file in `files`.
    QString diff() const;
};

} // namespace railyard::apply
