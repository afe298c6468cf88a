// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/liverailhealth.h"

#include "diag/thresholds.h"
#include "telemetry/ratesample.h"

#include <QCoreApplication>
#include <algorithm>

namespace railyard::diag {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("railyard::diag::LiveRailHealth", text);
}
} // namespace

LiveRailStatus LiveRailHealth::judge(const telemetry::RateSample &s)
{
    LiveRailStatus st;
    st.rxGbps = s.rxGbps;
    st.txGbps = s.txGbps;
    st.shareOfLimit = std::max(s.rxGbps.value_or(0), s.txGbps.value_or(0)) / RailLimitGbps;
    st.preFecBer = s.preFecBer;
    st.linkWentDown = s.linkDownEvents > 0 || (s.carrier && !*s.carrier);
    QList<double> lanes;
    for (const std::optional<double> &lane : s.laneErrorsPerS)
        if (lane)
            lanes << *lane;
    if (!lanes.isEmpty())
        st.worstLaneErrorsPerS = *std::max_element(lanes.begin(), lanes.end());
    if (st.linkWentDown) {
        st.severity = model::Severity::Error;
        st.reason = s.carrier && !*s.carrier ? tr("no carrier: the link is down") : tr("the link went down");
        return st;
    }
    // one lane far above the others, as the soak rule judges it
    if (lanes.size() >= 2 && *st.worstLaneErrorsPerS >= Thresholds::LaneOutlierFloorPerS) {
        QList<double> others = lanes;
        others.removeOne(*st.worstLaneErrorsPerS);
        std::sort(others.begin(), others.end());
        const double median = others.at(others.size() / 2);
        if (*st.worstLaneErrorsPerS >= Thresholds::LaneOutlierFactor * std::max(median, 1.0)) {
            st.severity = model::Severity::Error;
            st.reason = tr("one lane counts far more errors than the others");
            return st;
        }
    }
    if (st.preFecBer && *st.preFecBer >= Thresholds::FecBerLimit) {
        st.severity = model::Severity::Error;
        st.reason = tr("pre-FEC bit error rate past the RS-FEC limit");
    } else if (st.preFecBer && *st.preFecBer >= Thresholds::FecBerWarn) {
        st.severity = model::Severity::Warning;
        st.reason = tr("pre-FEC bit error rate well above a healthy cable's");
    }
    return st;
}

} // namespace railyard::diag
