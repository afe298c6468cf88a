// SPDX-License-Identifier: GPL-3.0-or-later
#include "action/actionplan.h"

#include "action/actionstep.h"
#include "report/reportitem.h"

#include <QCoreApplication>

namespace railyard::action {

ActionPlan::ActionPlan(const QString &title, report::ReportItem *reportRoot, QObject *parent)
    : QObject(parent), m_title(title), m_root(reportRoot)
{
}

void ActionPlan::addStep(ActionStep *step)
{
    step->setParent(this);
    m_steps.append(step);
    connect(step, &ActionStep::output, this, &ActionPlan::output);
    connect(step, &ActionStep::progress, this, [this](int, const QString &message) {
        Q_EMIT progress(m_completed, int(m_steps.size()), message);
    });
    connect(step, &ActionStep::finished, this, &ActionPlan::onStepFinished);
    connect(step, &ActionStep::failed, this, &ActionPlan::onStepFailed);
}

QStringList ActionPlan::preview() const
{
    QStringList lines;
    for (const ActionStep *step : m_steps)
        lines << step->title() + QStringLiteral(": ") + step->preview();
    return lines;
}

void ActionPlan::start()
{
    if (m_state == State::Running || m_state == State::Undoing)
        return;
    m_state = State::Running;
    m_current = -1;
    m_completed = 0;
    m_cancelRequested = false;
    m_error.reset();
    if (m_root) {
        m_planItem = m_root->addChild(report::ItemKind::Step, m_title);
        m_planItem->setStatus(report::ItemStatus::Running);
    }
    Q_EMIT started();
    runNext();
}

void ActionPlan::runNext()
{
    if (m_cancelRequested) {
        onStepFailed(Error{QCoreApplication::translate("railyard::action::ActionPlan", "cancelled by the user")});
        return;
    }
    ++m_current;
    if (m_current >= m_steps.size()) {
        m_endState = State::Finished;
        end();
        return;
    }
    ActionStep *step = m_steps.at(m_current);
    Q_EMIT stepStarted(m_current, step->title());
    Q_EMIT progress(m_completed, int(m_steps.size()), step->title());
    report::ReportItem *item = m_planItem ? m_planItem->addChild(report::ItemKind::Step, step->title()) : nullptr;
    step->start(item);
}

void ActionPlan::onStepFinished()
{
    if (m_state == State::Undoing) {
        undoNext();
        return;
    }
    if (m_state != State::Running)
        return;
    ++m_completed;
    Q_EMIT progress(m_completed, int(m_steps.size()), QString());
    runNext();
}

void ActionPlan::onStepFailed(const Error &error)
{
    if (m_state == State::Undoing) {
        // An undo that fails is recorded and the rest still runs: leaving
        // later steps in place would make things worse, not safer.
        if (!m_error)
            m_error = error;
        undoNext();
        return;
    }
    if (m_state != State::Running)
        return;
    m_error = error;
    m_endState = m_cancelRequested ? State::Cancelled : State::Failed;
    if (m_rollback && m_completed > 0) {
        m_state = State::Undoing;
        m_current = m_completed; // undoNext() walks back from here
        undoNext();
        return;
    }
    end();
}

void ActionPlan::undoNext()
{
    while (--m_current >= 0) {
        ActionStep *step = m_steps.at(m_current);
        if (!step->canUndo())
            continue;
        report::ReportItem *item =
            m_planItem ? m_planItem->addChild(report::ItemKind::Step,
                                              QCoreApplication::translate("railyard::action::ActionPlan", "Undo: %1")
                                                  .arg(step->title()))
                       : nullptr;
        step->startUndo(item);
        return;
    }
    if (m_endState == State::Finished) {
        // explicit undo() after success
        m_state = State::Idle;
        if (m_planItem)
            m_planItem->setMessage(QCoreApplication::translate("railyard::action::ActionPlan", "undone"));
        Q_EMIT undone();
        return;
    }
    end();
}

void ActionPlan::cancel()
{
    if (m_state != State::Running)
        return;
    m_cancelRequested = true;
    if (m_current >= 0 && m_current < m_steps.size() && m_steps.at(m_current)->isRunning())
        m_steps.at(m_current)->cancel();
}

void ActionPlan::undo()
{
    if (m_state != State::Finished)
        return;
    m_state = State::Undoing;
    m_endState = State::Finished;
    m_current = int(m_steps.size());
    undoNext();
}

void ActionPlan::end()
{
    m_state = m_endState;
    if (m_planItem) {
        m_planItem->setStatus(m_state == State::Finished    ? report::ItemStatus::Ok
                              : m_state == State::Cancelled ? report::ItemStatus::Cancelled
                                                            : report::ItemStatus::Failed);
        if (m_error)
            m_planItem->setMessage(m_error->toString());
    }
    switch (m_state) {
    case State::Finished:
        Q_EMIT finished();
        break;
    case State::Cancelled:
        Q_EMIT cancelled();
        break;
    default:
        Q_EMIT failed(m_error.value_or(Error{}));
        break;
    }
}

} // namespace railyard::action
