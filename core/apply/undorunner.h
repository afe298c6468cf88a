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

struct NodeUndoResult
{
    QString node;
    QString journal; // the journal restored; empty: nothing to undo
    bool ok = false;
    QString message;

    QJsonObject toJson() const;
};

// Undo: on each node, restores the newest journal not yet undone (files
// byte for byte, runtime addresses, MTU, up/down), also one left by an
// interrupted apply. Journals stack: a second undo goes one apply further back.
class UndoRunner : public QObject
{
    Q_OBJECT
public:
    explicit UndoRunner(remote::CommandRunner *runner, QObject *parent = nullptr);

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
    int m_pending = 0;
};

} // namespace railyard::apply
