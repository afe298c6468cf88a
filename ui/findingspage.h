// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"

#include <QList>
#include <QTimer>
#include <QWidget>

class QLabel;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace railyard::ui {

class ClusterSession;

// Everything found so far, errors first: severity, object and explanation
// in the list, evidence and fix for the selected one, and the full report
// of what ran (commands, outputs, verdicts) below.
class FindingsPage : public QWidget
{
    Q_OBJECT
public:
    explicit FindingsPage(ClusterSession *session, QWidget *parent = nullptr);

    QTreeWidget *findingsList() const { return m_list; }
    QString summaryText() const;
    // The row of findings().at(index): top level for a cause or a finding
    // nothing explains, under its cause otherwise.
    QTreeWidgetItem *findingItem(int index) const;
    QTextBrowser *detailsView() const { return m_details; }
    QTextBrowser *reportView() const { return m_report; }
    const QList<diag::Finding> &findings() const { return m_findings; }
    void selectFinding(int index);
    // Index into findings() of the selected one, or -1.
    int currentFinding() const;
    // Re-reads findings and report now (otherwise batched).
    void refreshNow();

Q_SIGNALS:
    // The user (or selectFinding()) selected a finding: the other pages mark its object.
    // A refresh of the list keeps the selection quietly; it only clears when the finding went away.
    void findingSelected(const railyard::diag::Finding &finding);
    void selectionCleared();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void refreshFindings();
    void refreshReport();
    void showDetails();

    ClusterSession *m_session;
    QLabel *m_summary;
    QTreeWidget *m_list;
    QList<QTreeWidgetItem *> m_items; // by finding index
    QTextBrowser *m_details;
    QTextBrowser *m_report;
    QList<diag::Finding> m_findings;
    // Tests change the report many times a second; render it at most twice a second, and only when seen.
    QTimer m_reportTimer;
    bool m_reportDirty = true;
    bool m_refreshing = false;
};

} // namespace railyard::ui
