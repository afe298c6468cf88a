// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "action/actionstep.h"

#include <functional>

namespace railyard::action {

// A step made of callables, for steps whose work is a single async call.
// Each callable receives `done`, to be called once with an empty Error
// message on success.
class FunctionStep : public ActionStep
{
    Q_OBJECT
public:
    using Done = std::function<void(const Error &)>;
    using Work = std::function<void(FunctionStep &step, Done done)>;

    FunctionStep(const QString &title, const QString &preview, Work run, Work undo = {},
                 QObject *parent = nullptr);

    QString preview() const override { return m_preview; }
    bool canUndo() const override { return bool(m_undo); }

    using ActionStep::reportItem;

protected:
    void run() override;
    void undo() override;

private:
    Done doneCallback();

    QString m_preview;
    Work m_run;
    Work m_undo;
    int m_generation = 0;
};

} // namespace railyard::action
