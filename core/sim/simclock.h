// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>

namespace railyard::sim {

// Simulated seconds since the cluster was built. Runs at `speed` times real
// time so a fault that takes minutes on hardware plays out in seconds; tests
// can also jump it forward with advance() and never wait at all.
class SimClock
{
public:
    explicit SimClock(double speed = 1.0);

    double now() const;
    double speed() const { return m_speed; }
    // Keeps now() continuous: only the rate changes.
    void setSpeed(double speed);
    void advance(double seconds);
    // Real milliseconds that `seconds` of simulated time take at this speed.
    int realMs(double seconds) const;

private:
    QElapsedTimer m_real;
    double m_speed;
    double m_base = 0; // simulated seconds at the last speed change
    qint64 m_baseRealNs = 0;
};

} // namespace railyard::sim
