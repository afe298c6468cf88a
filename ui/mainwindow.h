// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QListWidget;
class QSplitter;
class QScrollArea;
class QStackedWidget;

namespace railyard::render {
struct ReportContent;
}
namespace railyard::diag {
struct Finding;
}

namespace railyard::ui {

class AddressPlanPage;
class ApplyPage;
class CablingPage;
class FindingsPage;
class LivePage;
class NodesPage;
class ReportPage;
class TestsPage;
class ClusterDocument;
class ClusterSession;
class StartPage;
class TopologyPage;

// The wizard: a visible step list on the left, one page per step, each
// usable on its own when revisited.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum Step
    {
        StartStep,
        NodesStep,
        TopologyStep,
        CablingStep,
        AddressPlanStep,
        ApplyStep,
        TestsStep,
        LiveStep,
        FindingsStep,
        ReportStep
    };
    Q_ENUM(Step)

    // What the step list shows beside a step: nothing yet, done, done with warnings, failed.
    enum class StepState
    {
        None,
        Done,
        Warning,
        Error
    };
    Q_ENUM(StepState)

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    ClusterDocument *document() const { return m_document; }
    ClusterSession *session() const { return m_session; }
    StartPage *startPage() const { return m_start; }
    NodesPage *nodesPage() const { return m_nodes; }
    TopologyPage *topologyPage() const { return m_topology; }
    CablingPage *cablingPage() const { return m_cabling; }
    AddressPlanPage *addressPlanPage() const { return m_addressPlan; }
    ApplyPage *applyPage() const { return m_apply; }
    TestsPage *testsPage() const { return m_tests; }
    LivePage *livePage() const { return m_live; }
    FindingsPage *findingsPage() const { return m_findings; }
    ReportPage *reportPage() const { return m_report; }
    Step currentStep() const;
    bool isStepEnabled(Step step) const;
    void goToStep(Step step);

    StepState stepState(Step step) const;
    QSplitter *splitter() const { return m_splitter; }
    QListWidget *stepsList() const { return m_steps; }

    // The window's size and place, the splitter and the current step, for the next start
    // (on every step change and on close; nothing before restoreLayout()).
    void saveLayout() const;
    // A first start fills most of the screen's available area (at least 1280x800 where the
    // screen has it); later starts restore what saveLayout() kept.
    void restoreLayout();

    bool startDemo(const QString &scenario);
    bool openProject(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void setStepState(Step step, StepState state);
    void updateFindingsState();
    void updateTitle();
    void openWithDialog();
    void save(bool askForPath);
    void rememberRecent(const QString &path);
    void fillReport(render::ReportContent &content) const;
    // Marks the object of a selected finding in the diagram and in the live charts.
    void showFinding(const diag::Finding &finding);

    ClusterDocument *m_document;
    ClusterSession *m_session;
    QListWidget *m_steps;
    QSplitter *m_splitter = nullptr;
    bool m_layoutRestored = false;
    QStackedWidget *m_pages;
    QScrollArea *m_pageScroll = nullptr;
    StartPage *m_start;
    NodesPage *m_nodes = nullptr;
    TopologyPage *m_topology;
    CablingPage *m_cabling;
    AddressPlanPage *m_addressPlan = nullptr;
    ApplyPage *m_apply = nullptr;
    TestsPage *m_tests;
    LivePage *m_live;
    FindingsPage *m_findings;
    ReportPage *m_report = nullptr;
};

} // namespace railyard::ui
