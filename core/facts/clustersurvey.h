// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "facts/surveyresult.h"
#include "model/cluster.h"
#include "remote/commandrunner.h"

#include <QObject>
#include <QPointer>

namespace railyard::action {
class ActionPlan;
}

namespace railyard::facts {

// Everything a support report needs, gathered in one run: the inventory
// and cabling discovery, then the measurements (measure::TestSuite:
// loopback, RDMA per cable, NCCL), one after the other so they do not
// disturb each other's figures. `railyard-cli report` and `bundle` run it;
// the wizard runs the same two parts from its Cabling and Tests pages.
class ClusterSurvey : public QObject
{
    Q_OBJECT
public:
    // perftestSeconds: each perftest run; NCCL runs four iterations per
    // second of it, so a short survey is short everywhere.
    ClusterSurvey(remote::CommandRunner *runner, const model::Cluster &cluster, int perftestSeconds,
                  QObject *parent = nullptr);

    void start();
    // Valid once finished() was emitted; the caller may move from it.
    SurveyResult &result() { return m_result; }

Q_SIGNALS:
    // The discovery began (its title, for progress lines).
    void discoveryStarted(const QString &title);
    // The tests began: their plan, to follow step by step.
    void testsStarted(railyard::action::ActionPlan *plan);
    void finished();

private:
    void runTests();

    QPointer<remote::CommandRunner> m_runner;
    model::Cluster m_cluster;
    int m_perftestSeconds;
    SurveyResult m_result;
};

} // namespace railyard::facts
