// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QListWidget;
class QStackedWidget;

namespace railyard::ui {

class CablingPage;
class ClusterDocument;
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
        TopologyStep,
        CablingStep,
        ApplyStep,
        TestsStep,
        LiveStep,
        FindingsStep,
        ReportStep
    };
    Q_ENUM(Step)

    explicit MainWindow(QWidget *parent = nullptr);

    ClusterDocument *document() const { return m_document; }
    StartPage *startPage() const { return m_start; }
    TopologyPage *topologyPage() const { return m_topology; }
    CablingPage *cablingPage() const { return m_cabling; }
    Step currentStep() const;
    bool isStepEnabled(Step step) const;
    void goToStep(Step step);

    bool startDemo(const QString &scenario);
    bool openProject(const QString &path);

private:
    void updateTitle();
    void openWithDialog();
    void save(bool askForPath);
    void rememberRecent(const QString &path);

    ClusterDocument *m_document;
    QListWidget *m_steps;
    QStackedWidget *m_pages;
    StartPage *m_start;
    TopologyPage *m_topology;
    CablingPage *m_cabling;
};

} // namespace railyard::ui
