// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/simclock.h"

#include <algorithm>
#include <cmath>

namespace railyard::sim {

SimClock::SimClock(double speed) : m_speed(speed > 0 ? speed : 1.0)
{
    m_real.start();
}

double SimClock::now() const
{
    // Nanoseconds: a 100 ms sampling interval read in whole milliseconds
    // would make rates wobble by about 1 %.
    return m_base + double(m_real.nsecsElapsed() - m_baseRealNs) / 1e9 * m_speed;
}

void SimClock::setSpeed(double speed)
{
    m_base = now();
    m_baseRealNs = m_real.nsecsElapsed();
    m_speed = speed > 0 ? speed : 1.0;
}

void SimClock::advance(double seconds)
{
    if (seconds > 0)
        m_base += seconds;
}

int SimClock::realMs(double seconds) const
{
    return int(std::clamp(std::ceil(seconds * 1000.0 / m_speed), 0.0, 3600.0 * 1000.0));
}

} // namespace railyard::sim
