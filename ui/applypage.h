// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "apply/applyoptions.h"
#include "apply/applyresult.h"
#include "apply/verifyresult.h"
#include "plan/networkplan.h"

#include <QDateTime>
#include <QMap>
#include <QPointer>
#include <QWidget>
#include <optional>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTimer;

namespace railyard::apply {
class ClusterApply;
class UndoRunner;
class Verifier;
} // namespace railyard::apply

namespace railyard::ui {

class ClusterDocument;
class ClusterSession;
class InlineBanner;

// Step "Apply configuration": a dry run first (per node the unified diff
// and the exact commands), then the transactional apply with per-node
// progress and the dead-man countdown, a verify of the result, and undo.
// Everything runs on the session's runner through signals: the GUI thread
// never waits for a node.
class ApplyPage : public QWidget
{
    Q_OBJECT
public:
    enum class Activity
    {
        Idle,
        Previewing,
        Applying,
        Verifying,
        Undoing
    };
    Q_ENUM(Activity)

    ApplyPage(ClusterDocument *document, ClusterSession *session, QWidget *parent = nullptr);
    ~ApplyPage() override;

    void preview();
    void apply();
    // Before the nodes go live: stops short of confirming and restores every
    // node at once (the guards would do it anyway). Later: too late, says so.
    void cancel();
    void undo();
    // Verify the cluster as it is, without applying: a cluster another tool
    // configured, or one applied earlier. Changes nothing.
    void verifyOnly();

    // Where the nodes keep their journals; empty: ApplyOptions' default.
    // Nodes sharing one file system (the namespace cluster) need their own.
    void setJournalRoot(const QString &path) { m_journalRoot = path; }
    QString journalRoot() const { return m_journalRoot; }

    Activity activity() const { return m_activity; }
    bool isBusy() const { return m_activity != Activity::Idle; }
    QStringList nodes() const;
    // Dry-run diff and commands of a node, as the detail view shows them.
    QString previewText(const QString &node) const { return m_preview.value(node); }
    // The status line of a node ("applied", "rolled back", the current step...).
    QString nodeStatus(const QString &node) const { return m_status.value(node); }
    // Seconds left before the guards restore, -1 when no guard is waiting.
    int countdown() const { return m_countdown; }
    const apply::ApplyResult &lastApply() const { return m_lastApply; }
    const apply::VerifyResult &lastVerify() const { return m_lastVerify; }

    InlineBanner *banner() const { return m_banner; }
    QListWidget *nodeList() const { return m_nodeList; }
    QPlainTextEdit *detailView() const { return m_detail; }
    QPushButton *previewButton() const { return m_previewButton; }
    QPushButton *applyButton() const { return m_applyButton; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QPushButton *undoButton() const { return m_undoButton; }
    QPushButton *verifyButton() const { return m_verifyButton; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *countdownLabel() const { return m_countdownLabel; }

Q_SIGNALS:
    void previewFinished(bool ok);
    void countdownStarted(int seconds); // every node is live; the guards wait this long for the confirmation
    void applyFinished(bool ok);        // after the verify that follows a successful apply
    void undoFinished(bool ok);
    void verifyFinished(bool ok); // a verify started with verifyOnly()

private:
    void setActivity(Activity activity);
    void setNodeStatus(const QString &node, const QString &status);
    void showNode(int row);
    // Checks shared by preview and apply; nullopt when the run cannot start.
    std::optional<plan::NetworkPlan> startRun(void (ApplyPage::*finished)(bool));
    void resetNodes();
    void startCountdown(int seconds);
    void stopCountdown();
    void applyDone();
    void verify();
    void restoreAfterCancel();
    void dropRunning();
    apply::ApplyOptions options() const;

    ClusterDocument *m_document;
    ClusterSession *m_session;
    InlineBanner *m_banner;
    QLabel *m_summary;
    QListWidget *m_nodeList;
    QPlainTextEdit *m_detail;
    QProgressBar *m_progress;
    QLabel *m_countdownLabel;
    QPushButton *m_previewButton;
    QPushButton *m_applyButton;
    QPushButton *m_cancelButton;
    QPushButton *m_undoButton;
    QPushButton *m_verifyButton;
    bool m_verifyOnly = false; // the running verify follows no apply
    QTimer *m_tick;

    Activity m_activity = Activity::Idle;
    QPointer<apply::ClusterApply> m_apply;
    QPointer<apply::Verifier> m_verifier;
    QPointer<apply::UndoRunner> m_undo;
    QMap<QString, QString> m_preview;
    QMap<QString, QString> m_status;
    apply::ApplyResult m_lastApply;
    apply::VerifyResult m_lastVerify;
    int m_countdown = -1;
    QDateTime m_guardDeadline; // when the first live guard restores unless confirmed
    int m_confirmTimeout = 60;
    QString m_journalRoot;
    int m_stepsDone = 0;
    bool m_cancelRequested = false;
    bool m_live = false;
    bool m_applied = false; // a journal exists that undo can restore
};

} // namespace railyard::ui
