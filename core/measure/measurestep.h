// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "action/actionstep.h"

#include <functional>

namespace railyard::measure {

// A plan step whose work is started by a callable and stopped by another:
// FunctionStep has no cancel hook, and a measurement must stop its remote
// jobs when the user cancels.
class MeasureStep : public action::ActionStep
{
    Q_OBJECT
public:
    using Run = std::function<void(MeasureStep &step)>;
    using Cancel = std::function<void()>;

    MeasureStep(const QString &title, const QString &preview, Run run, Cancel cancel,
                QObject *parent = nullptr);

    QString preview() const override { return m_preview; }
    // Ends the step: an empty message is success. A step that measured a
    // problem still succeeds; `warning` marks it in the report.
    void complete(const Error &error = {}, bool warning = false);
    void reportProgress(int percent, const QString &message) { Q_EMIT progress(percent, message); }

    using ActionStep::reportItem;

protected:
    void run() override { m_run(*this); }
    void onCancel() override
    {
        if (m_cancel)
            m_cancel();
    }

private:
    QString m_preview;
    Run m_run;
    Cancel m_cancel;
};

} // namespace railyard::measure
