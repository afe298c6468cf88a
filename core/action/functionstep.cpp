// SPDX-License-Identifier: GPL-3.0-or-later
#include "action/functionstep.h"

#include <QPointer>

namespace railyard::action {

FunctionStep::FunctionStep(const QString &title, const QString &preview, Work run, Work undo, QObject *parent)
    : ActionStep(title, parent), m_preview(preview), m_run(std::move(run)), m_undo(std::move(undo))
{
}

FunctionStep::Done FunctionStep::doneCallback()
{
    // A late callback from a cancelled or restarted run is dropped.
    const int generation = ++m_generation;
    return [self = QPointer<FunctionStep>(this), generation](const Error &error) {
        if (!self || self->m_generation != generation)
            return;
        if (error.message.isEmpty())
            self->succeed();
        else
            self->fail(error);
    };
}

void FunctionStep::run()
{
    m_run(*this, doneCallback());
}

void FunctionStep::undo()
{
    if (!m_undo) {
        succeed();
        return;
    }
    m_undo(*this, doneCallback());
}

} // namespace railyard::action
