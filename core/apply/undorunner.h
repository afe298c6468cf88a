// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "apply/applyoptions.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>

namespace railyard::report {
class ReportItem;
}

namespace railyard::remote {
class CommandRunner;
}

namespace railyard::apply {

// One journal on a node and what became of it.
struct JournalState
{
    QString id;
    QString state; // "confirmed", "restored", "restore pending", "unconfirmed"
};

struct NodeUndoResult
{
    QString node;
    QString journal; // the journal restored; empty: nothing to undo
    bool ok = false;
    QString message;
    QList<JournalState> journals; // newest first (every run reads them)

    QJsonObject toJson() const;
};

// Undo: on each node, restores a journal (files byte for byte, runtime
// addresses, MTU, up/down, routes), also one left by an interrupted apply.
// With setJournal() exactly that apply's journal, and nothing on a node
// where that apply wrote none (or a newer apply is still in place);
// without, the newest journal not yet undone. Journals stack: a second
// undo goes one apply further back. With setListOnly() it only reads.
class UndoRunner : public QObject
{
    Q_OBJECT
public:
    explicit UndoRunner(remote::CommandRunner *runner, QObject *parent = nullptr);

    void setJournal(const QString &id) { m_journal = id; }
    void setListOnly(bool list) { m_listOnly = list; }
    void start(const QStringList &nodes, const ApplyOptions &options, report::ReportItem *report = nullptr);
    const QList<NodeUndoResult> &results() const { return m_results; }
    bool success() const;
    QString toText() const;

Q_SIGNALS:
    void finished();

private:
    void undoNode(int index, report::ReportItem *item);
    void nodeDone();

    remote::CommandRunner *m_runner;
    ApplyOptions m_options;
    QList<NodeUndoResult> m_results;
    QString m_journal;
    bool m_listOnly = false;
    int m_pending = 0;
};

} // namespace railyard::apply
