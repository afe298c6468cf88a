// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/samplingwindow.h"

namespace railyard::telemetry {

SamplingWindow::SamplingWindow(const QStringList &nodes, int seconds, QObject *parent)
    : QObject(parent), m_nodes(nodes), m_seconds(seconds)
{
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &SamplingWindow::tick);
}

void SamplingWindow::start()
{
    m_timer.start();
    if (!m_open && m_delivered.size() == m_nodes.size())
        open();
}

void SamplingWindow::sampleFrom(const QString &node)
{
    if (m_open || m_delivered.contains(node) || !m_nodes.contains(node))
        return;
    m_delivered.insert(node);
    if (m_delivered.size() == m_nodes.size())
        open();
}

QStringList SamplingWindow::waitingFor() const
{
    QStringList out;
    for (const QString &n : m_nodes) {
        if (!m_delivered.contains(n))
            out << n;
    }
    return out;
}

void SamplingWindow::open()
{
    m_open = true;
    // The window's seconds count from here: restart the timer so the first
    // second is a whole one.
    if (m_timer.isActive())
        m_timer.start();
    Q_EMIT opened(waitingFor());
}

void SamplingWindow::tick()
{
    // No tick follows finished(): the timer is stopped there.
    if (!m_open) {
        ++m_waited;
        if (m_waited >= m_startLimit) {
            open();
            return;
        }
        Q_EMIT waiting(m_waited, waitingFor());
        return;
    }
    ++m_elapsed;
    if (m_elapsed >= m_seconds) {
        m_timer.stop();
        Q_EMIT finished();
        return;
    }
    Q_EMIT second(m_elapsed);
}

} // namespace railyard::telemetry
