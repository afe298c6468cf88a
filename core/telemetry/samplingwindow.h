// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSet>
#include <QStringList>
#include <QTimer>

namespace railyard::telemetry {

// How long a bounded monitoring run lasts: `seconds` of samples from every
// node, counted from the moment the last node delivered its first rate, not
// from the start. Starting a sampler is a login and a command per node; on
// 32 loaded nodes that took longer than a 3 s window, and a run counted
// from the start then ended with no sample at all and called every node
// silent. A node that has not delivered within the start limit does not
// hold the others back: the window opens without it, and the run names it
// as silent afterwards.
class SamplingWindow : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultStartLimitS = 30;

    SamplingWindow(const QStringList &nodes, int seconds, QObject *parent = nullptr);

    // Seconds a node may take to deliver its first sample.
    void setStartLimitS(int seconds) { m_startLimit = seconds; }
    // Length of a second, for tests.
    void setSecondMs(int ms) { m_timer.setInterval(ms); }

    void start();
    // A rate from `node` arrived.
    void sampleFrom(const QString &node);

    bool isOpen() const { return m_open; }
    int elapsedS() const { return m_elapsed; }
    int waitedS() const { return m_waited; }
    // Nodes that delivered nothing yet.
    QStringList waitingFor() const;

Q_SIGNALS:
    // Once a second while the window is open (elapsed seconds of it).
    void second(int elapsedS);
    // Once a second before it opens: the nodes not yet sampling.
    void waiting(int waitedS, const QStringList &nodes);
    // The window opened: every node delivered, or the start limit passed.
    void opened(const QStringList &silent);
    void finished();

private:
    void tick();
    void open();

    QStringList m_nodes;
    QSet<QString> m_delivered;
    int m_seconds;
    int m_startLimit = DefaultStartLimitS;
    int m_waited = 0;
    int m_elapsed = 0;
    bool m_open = false;
    QTimer m_timer;
};

} // namespace railyard::telemetry
