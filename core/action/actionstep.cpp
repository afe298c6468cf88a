// SPDX-License-Identifier: GPL-3.0-or-later
#include "action/actionstep.h"

#include "report/reportitem.h"

#include <cassert>

namespace railyard::action {

ActionStep::ActionStep(const QString &title, QObject *parent) : QObject(parent), m_title(title) {}

void ActionStep::start(report::ReportItem *item)
{
    assert(!m_running);
    m_item = item;
    m_running = true;
    m_cancelled = false;
    if (m_item)
        m_item->setStatus(report::ItemStatus::Running);
    run();
}

void ActionStep::startUndo(report::ReportItem *item)
{
    assert(!m_running);
    m_item = item;
    m_running = true;
    m_cancelled = false;
    if (m_item)
        m_item->setStatus(report::ItemStatus::Running);
    undo();
}

void ActionStep::cancel()
{
    if (!m_running || m_cancelled)
        return;
    m_cancelled = true;
    onCancel();
}

void ActionStep::succeed()
{
    if (!m_running)
        return;
    m_running = false;
    if (m_item)
        m_item->setStatus(report::ItemStatus::Ok);
    Q_EMIT finished();
}

void ActionStep::fail(const Error &error)
{
    if (!m_running)
        return;
    m_running = false;
    if (m_item) {
        m_item->setStatus(m_cancelled ? report::ItemStatus::Cancelled : report::ItemStatus::Failed);
        m_item->setMessage(error.toString());
    }
    Q_EMIT failed(error);
}

} // namespace railyard::action
