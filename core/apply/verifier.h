// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "apply/verifyresult.h"
#include "plan/networkplan.h"

#include <QObject>
#include <functional>
#include <memory>

namespace railyard::report {
class ReportItem;
}

namespace railyard::remote {
class CommandRunner;
}

namespace railyard::apply {

// Checks an applied plan from the nodes themselves: every planned netdev up
// at 200G with the planned MTU; for every pair of addresses sharing a
// subnet, in both directions, a ping, a don't-fragment ping at the planned
// MTU (`ping -M do -s MTU-28 -I netdev`) and `ip route get` choosing the
// planned netdev. Changes nothing. finished() carries the result.
class Verifier : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 ExpectedSpeedMbps = 200000;

    explicit Verifier(remote::CommandRunner *runner, QObject *parent = nullptr);

    void start(const plan::NetworkPlan &plan, report::ReportItem *report = nullptr);
    const VerifyResult &result() const { return m_result; }

Q_SIGNALS:
    void finished();

private:
    void checkLinks(const plan::PlannedNode &node, report::ReportItem *item, std::function<void()> next);
    void nextPeer(const QList<int> &indexes, int at, report::ReportItem *item);
    void checkPeer(int index, report::ReportItem *item, std::function<void()> next);
    void oneDone();

    remote::CommandRunner *m_runner;
    plan::NetworkPlan m_plan;
    VerifyResult m_result;
    int m_pending = 0;
};

} // namespace railyard::apply
