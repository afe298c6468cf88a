// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/measurestep.h"

#include "report/reportitem.h"

#include <QCoreApplication>

namespace railyard::measure {

MeasureStep::MeasureStep(const QString &title, const QString &preview, Run run, Cancel cancel,
                         QObject *parent)
    : ActionStep(title, parent), m_preview(preview), m_run(std::move(run)), m_cancel(std::move(cancel))
{}

void MeasureStep::complete(const Error &error, bool warning)
{
    if (!isRunning())
        return;
    report::ReportItem *item = reportItem();
    if (isCancelled() && error.message.isEmpty()) {
        fail(Error{QCoreApplication::translate("railyard::measure::MeasureStep", "cancelled by the user")});
        return;
    }
    if (!error.message.isEmpty()) {
        fail(error);
        return;
    }
    // The item outlives the step's signal: the report tree owns it.
    succeed();
    if (item && warning)
        item->setStatus(report::ItemStatus::Warning);
}

} // namespace railyard::measure
