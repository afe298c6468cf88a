// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace railyard::apply {

// A file of another tool (or a hand-written one) the apply takes out of
// the netplan directory because it defines cluster links; undo puts it back.
struct SetAsideFile
{
    QString path;        // where it was, /etc/netplan/40-cx7.yaml
    QString copy;        // its byte-exact copy in the journal
    QStringList defines; // the cluster netdevs it configured: why it goes
};

struct NodeApplyResult
{
    enum class Outcome
    {
        Pending,
        Unchanged,    // already as planned, nothing done
        DryRun,       // diff and commands only
        Applied,      // live and confirmed
        RolledBack,   // changed, then restored from its journal
        GuardRestore, // could not be reached to roll back: its guard restores it
        Refused,      // stopped before any change
    };

    QString node;
    Outcome outcome = Outcome::Pending;
    QString journalDir;
    QString message; // why, for the failed and restored ones
    QString diff;
    QStringList commands;
    QList<SetAsideFile> setAside; // what the change moves out; reported for DryRun and Applied

    static QString outcomeName(Outcome outcome);
    // One sentence per set-aside file (the dry run's and a real run's wording), translated.
    QStringList setAsideLines() const;
    // Whether setAside describes the node: a dry run's plan or an applied
    // node's state (a rolled-back node has its files back).
    bool setAsideHolds() const { return outcome == Outcome::DryRun || outcome == Outcome::Applied; }
    QJsonObject toJson() const;
};

struct ApplyResult
{
    bool success = false; // every node applied (or unchanged); a dry run that passed preflight
    bool dryRun = false;
    bool noop = false; // every node was already as planned
    QString journalId;
    QString error; // the first failure, naming node and cause
    QList<NodeApplyResult> nodes;
    QList<diag::Finding> findings;

    NodeApplyResult *node(const QString &name);
    // {success, dry_run, noop, journal, error?, nodes[{node, outcome, journal?, message?, diff?,
    // commands[], set_aside?[{path, copy, defines[]}]}], findings[]}
    QJsonObject toJson() const;
    QString toText() const;
};

} // namespace railyard::apply
