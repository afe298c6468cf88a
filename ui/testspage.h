// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/testsuite.h"

#include <QList>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace railyard::ui {

class ClusterDocument;
class ClusterSession;
class InlineBanner;
class ResultCharts;

// Verify & test: RDMA bandwidth per rail and cable, loopback per node,
// NCCL collectives, one after the other, with progress and cancel. What
// they measure goes to the findings engine through the session.
class TestsPage : public QWidget
{
    Q_OBJECT
public:
    enum Column
    {
        TestColumn,
        ObjectColumn,
        Rail1Column,
        Rail2Column,
        TotalColumn,
        PercentColumn,
        NotesColumn,
        ColumnCount
    };

    TestsPage(ClusterDocument *document, ClusterSession *session, QWidget *parent = nullptr);
    ~TestsPage() override;

    InlineBanner *banner() const { return m_banner; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QTableWidget *resultsTable() const { return m_table; }
    // The same results drawn as the report's charts, in a tab beside the table.
    ResultCharts *resultCharts() const { return m_charts; }
    QTabWidget *resultViews() const { return m_views; }
    QCheckBox *rdmaBox() const { return m_rdmaBox; }
    QCheckBox *loopbackBox() const { return m_loopbackBox; }
    QCheckBox *ncclBox() const { return m_ncclBox; }
    QCheckBox *soakBox() const { return m_soakBox; }
    QComboBox *soakCableBox() const { return m_soakCable; }
    QSpinBox *soakMinutesBox() const { return m_soakMinutes; }
    bool isRunning() const { return m_running; }
    // Commands of the current test still running (0 when idle).
    int runningJobs() const { return m_suite ? m_suite->runningJobs() : 0; }

    const QList<measure::CableMeasurement> &rdmaResults() const { return m_rdmaResults; }
    const QList<measure::LoopbackResult> &loopbackResults() const { return m_loopbackResults; }
    const QList<measure::NcclRunResult> &ncclResults() const { return m_ncclResults; }
    // Everything the last run measured, for the report.
    const measure::TestSuiteResults &results() const { return m_results; }
    // Whether a row of the last run is marked as a problem.
    bool hasProblems() const { return m_problemRows > 0; }

    void run();
    void cancel();

Q_SIGNALS:
    void finished(bool cancelled);

private:
    void onStepStarted(measure::TestKind kind);
    void onStepFinished(measure::TestKind kind);
    void onSuiteDone();
    void end(bool cancelled, const QString &status);
    void addRow(const QStringList &cells, bool problem, const QString &tooltip = {});
    // Forgets the suite (it is deleted later); nothing it says reaches the page after.
    void releaseSuite();
    // The cables a soak can load, from the cluster as it is now.
    void refreshSoakCables();
    void refreshCharts();

    ClusterDocument *m_document;
    ClusterSession *m_session;
    InlineBanner *m_banner;
    QCheckBox *m_rdmaBox;
    QCheckBox *m_loopbackBox;
    QCheckBox *m_ncclBox;
    QCheckBox *m_soakBox;
    QComboBox *m_soakCable;
    QSpinBox *m_soakMinutes;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_status;
    QTableWidget *m_table;
    ResultCharts *m_charts;
    QTabWidget *m_views;
    int m_problemRows = 0;

    bool m_running = false;
    bool m_cancelRequested = false;
    QPointer<measure::TestSuite> m_suite;
    QList<measure::CableMeasurement> m_rdmaResults;
    QList<measure::LoopbackResult> m_loopbackResults;
    QList<measure::NcclRunResult> m_ncclResults;
    measure::TestSuiteResults m_results;
};

} // namespace railyard::ui
