// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <optional>

namespace railyard::report {
class ReportItem;
}

namespace railyard::action {

class ActionStep;

// Runs its steps in order, each recorded as a Step item under the report
// root. On failure or cancel it can undo the steps that completed, newest
// first, so a node ends either fully changed or as it was.
class ActionPlan : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, Running, Undoing, Finished, Failed, Cancelled };
    Q_ENUM(State)

    ActionPlan(const QString &title, report::ReportItem *reportRoot, QObject *parent = nullptr);

    QString title() const { return m_title; }
    void addStep(ActionStep *step); // takes ownership
    const QList<ActionStep *> &steps() const { return m_steps; }
    QStringList preview() const;
    State state() const { return m_state; }
    void setRollbackOnFailure(bool rollback) { m_rollback = rollback; }

    void start();
    void cancel();
    // Undo every completed step, newest first (after Finished).
    void undo();

Q_SIGNALS:
    void started();
    void stepStarted(int index, const QString &title);
    void progress(int done, int total, const QString &message);
    void output(const QString &line);
    void finished();
    void undone();
    void failed(const railyard::Error &error);
    void cancelled();

private:
    void runNext();
    void onStepFinished();
    void onStepFailed(const Error &error);
    void undoNext();
    void end();

    QString m_title;
    report::ReportItem *m_root;
    report::ReportItem *m_planItem = nullptr;
    QList<ActionStep *> m_steps;
    int m_current = -1;
    int m_completed = 0;
    State m_state = State::Idle;
    bool m_rollback = true;
    bool m_cancelRequested = false;
    std::optional<Error> m_error;
    State m_endState = State::Finished;
};

} // namespace railyard::action
