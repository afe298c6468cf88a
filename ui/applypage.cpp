// SPDX-License-Identifier: GPL-3.0-or-later
#include "applypage.h"

#include "apply/clusterapply.h"
#include "apply/undorunner.h"
#include "apply/verifier.h"
#include "clusterdocument.h"
#include "clustersession.h"
#include "inlinebanner.h"
#include "pageheading.h"
#include "plan/networkplanner.h"
#include "report/reportitem.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>
#include <utility>

namespace railyard::ui {

ApplyPage::ApplyPage(ClusterDocument *document, ClusterSession *session, QWidget *parent)
    : QWidget(parent), m_document(document), m_session(session), m_banner(new InlineBanner(this)),
      m_summary(new QLabel(this)), m_nodeList(new QListWidget(this)), m_detail(new QPlainTextEdit(this)),
      m_progress(new QProgressBar(this)), m_countdownLabel(new QLabel(this)),
      m_previewButton(new QPushButton(tr("Preview"), this)),
      m_applyButton(new QPushButton(tr("Apply"), this)), m_cancelButton(new QPushButton(tr("Cancel"), this)),
      m_undoButton(new QPushButton(tr("Undo"), this)), m_verifyButton(new QPushButton(tr("Verify"), this)),
      m_tick(new QTimer(this))
{
    auto *title = new PageHeading(
        tr("Apply"),
        tr("Write the address plan onto the nodes; each node undoes it unless Railyard confirms."),
        tr("Write the address plan onto the nodes: a netplan file for the cluster links, applied "
           "with a journal and a guard on each node that restores it unless Railyard confirms in "
           "time. The management link is never touched."),
        this);
    m_summary->setWordWrap(true);
    m_nodeList->setAccessibleName(tr("Nodes"));
    m_detail->setReadOnly(true);
    m_detail->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_detail->setAccessibleName(tr("Changes on the selected node"));
    m_detail->setPlaceholderText(tr("Preview shows here what the apply would change on the selected node."));
    m_progress->setTextVisible(true);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setAccessibleName(tr("Apply progress"));
    m_countdownLabel->setWordWrap(true);
    m_countdownLabel->hide();
    m_previewButton->setToolTip(tr("Dry run: show the diff and the commands per node, change nothing."));
    m_applyButton->setToolTip(tr("Apply the plan to every node, then verify it."));
    m_cancelButton->setToolTip(tr("Stop before the nodes are confirmed and restore them."));
    m_undoButton->setToolTip(tr("Restore every node to the state before the last apply."));
    m_verifyButton->setToolTip(tr("Check the cluster as it is against the plan (addresses, links, ping, MTU, "
                                  "routes), changing nothing."));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_previewButton);
    buttons->addWidget(m_applyButton);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_undoButton);
    buttons->addWidget(m_verifyButton);
    buttons->addStretch(1);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_nodeList);
    split->addWidget(m_detail);
    split->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_banner);
    layout->addLayout(buttons);
    layout->addWidget(m_progress);
    layout->addWidget(m_countdownLabel);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);

    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, [this] {
        // Read off the guards' deadline, not counted down: a late tick must not drift.
        m_countdown = m_guardDeadline.isValid()
                          ? int(std::max<qint64>(
                                0, (QDateTime::currentDateTimeUtc().msecsTo(m_guardDeadline) + 999) / 1000))
                          : std::max(0, m_countdown - 1);
        m_countdownLabel->setText(tr(
            "Confirming: each node's guard restores it unless confirmed within %n s.", nullptr, m_countdown));
        if (m_countdown <= 0)
            m_tick->stop();
    });
    connect(m_previewButton, &QPushButton::clicked, this, &ApplyPage::preview);
    connect(m_applyButton, &QPushButton::clicked, this, &ApplyPage::apply);
    connect(m_cancelButton, &QPushButton::clicked, this, &ApplyPage::cancel);
    connect(m_undoButton, &QPushButton::clicked, this, &ApplyPage::undo);
    connect(m_verifyButton, &QPushButton::clicked, this, &ApplyPage::verifyOnly);
    connect(m_nodeList, &QListWidget::currentRowChanged, this, &ApplyPage::showNode);
    // Over SSH a node may not answer at all; say which one while the page waits for it.
    connect(m_session, &ClusterSession::connectionFailed, this,
            [this](const QString &, const QString &message) {
                if (isBusy())
                    m_banner->showMessage(model::Severity::Error, message.section(QLatin1Char('\n'), 0, 0),
                                          message);
            });
    connect(m_session, &ClusterSession::aboutToReset, this, [this] {
        // The runner goes away: nothing may keep using it.
        const bool wasBusy = isBusy();
        dropRunning();
        stopCountdown();
        m_preview.clear();
        m_status.clear();
        m_applied = false;
        resetNodes();
        setActivity(Activity::Idle);
        if (wasBusy)
            m_banner->showMessage(model::Severity::Warning, tr("Stopped: the cluster was replaced."));
    });
    connect(m_document, &ClusterDocument::changed, this, [this] {
        if (!isBusy())
            resetNodes();
    });
    resetNodes();
    setActivity(Activity::Idle);
}

ApplyPage::~ApplyPage()
{
    dropRunning();
}

QStringList ApplyPage::nodes() const
{
    return m_document->cluster().nodeNames();
}

void ApplyPage::dropRunning()
{
    for (QObject *o : {static_cast<QObject *>(m_apply.data()), static_cast<QObject *>(m_verifier.data()),
                       static_cast<QObject *>(m_undo.data())}) {
        if (o) {
            o->disconnect(this);
            o->deleteLater();
        }
    }
    m_apply = nullptr;
    m_verifier = nullptr;
    m_undo = nullptr;
    m_verifyOnly = false;
}

void ApplyPage::resetNodes()
{
    const QString current =
        m_nodeList->currentItem() ? m_nodeList->currentItem()->data(Qt::UserRole).toString() : QString();
    m_nodeList->clear();
    for (const QString &n : nodes()) {
        auto *item = new QListWidgetItem(m_nodeList);
        item->setData(Qt::UserRole, n);
        const QString status = m_status.value(n);
        item->setText(status.isEmpty() ? n : tr("%1: %2").arg(n, status));
    }
    int row = 0;
    for (int i = 0; i < m_nodeList->count(); ++i) {
        if (m_nodeList->item(i)->data(Qt::UserRole).toString() == current)
            row = i;
    }
    if (m_nodeList->count() > 0)
        m_nodeList->setCurrentRow(row);
    showNode(m_nodeList->currentRow());
}

void ApplyPage::setNodeStatus(const QString &node, const QString &status)
{
    m_status.insert(node, status);
    for (int i = 0; i < m_nodeList->count(); ++i) {
        QListWidgetItem *item = m_nodeList->item(i);
        if (item->data(Qt::UserRole).toString() == node)
            item->setText(tr("%1: %2").arg(node, status));
    }
}

void ApplyPage::showNode(int row)
{
    if (row < 0 || row >= m_nodeList->count()) {
        m_detail->clear();
        return;
    }
    m_detail->setPlainText(m_preview.value(m_nodeList->item(row)->data(Qt::UserRole).toString()));
}

void ApplyPage::setActivity(Activity activity)
{
    m_activity = activity;
    const bool idle = activity == Activity::Idle;
    m_previewButton->setEnabled(idle);
    m_applyButton->setEnabled(idle);
    m_undoButton->setEnabled(idle && m_applied);
    m_verifyButton->setEnabled(idle);
    m_cancelButton->setEnabled(activity == Activity::Applying && !m_live && !m_cancelRequested);
    if (activity == Activity::Previewing || activity == Activity::Verifying ||
        activity == Activity::Undoing) {
        m_progress->setRange(0, 0); // busy
    } else if (idle && m_progress->maximum() == 0) {
        // Back from a busy indicator: the action has ended.
        m_progress->setRange(0, 1);
        m_progress->setValue(1);
    }
}

void ApplyPage::startCountdown(int seconds)
{
    m_countdown = seconds;
    m_countdownLabel->setText(
        tr("Confirming: each node's guard restores it unless confirmed within %n s.", nullptr, m_countdown));
    m_countdownLabel->show();
    m_tick->start();
}

void ApplyPage::stopCountdown()
{
    m_tick->stop();
    m_guardDeadline = {};
    m_countdown = -1;
    m_countdownLabel->hide();
}

apply::ApplyOptions ApplyPage::options() const
{
    apply::ApplyOptions o;
    if (!m_journalRoot.isEmpty())
        o.journalRoot = m_journalRoot;
    return o;
}

std::optional<plan::NetworkPlan> ApplyPage::startRun(void (ApplyPage::*finished)(bool))
{
    if (isBusy())
        return std::nullopt;
    if (!m_session->isConnected()) {
        m_banner->showMessage(model::Severity::Warning, m_session->unavailableReason());
        return std::nullopt;
    }
    Result<plan::NetworkPlan> plan = plan::NetworkPlanner::plan(m_document->cluster());
    if (!plan) {
        m_banner->showMessage(model::Severity::Error, tr("There is no address plan for this cluster."),
                              plan.error().toString());
        Q_EMIT(this->*finished)(false);
        return std::nullopt;
    }
    m_banner->clear();
    m_summary->clear();
    return std::move(plan.value());
}

void ApplyPage::preview()
{
    const std::optional<plan::NetworkPlan> plan = startRun(&ApplyPage::previewFinished);
    if (!plan)
        return;
    m_preview.clear();
    m_status.clear();
    resetNodes();
    auto *dry = new apply::ClusterApply(m_session->runner(), this);
    m_apply = dry;
    setActivity(Activity::Previewing);
    connect(dry, &apply::ClusterApply::finished, this, [this, dry] {
        const apply::ApplyResult r = dry->result();
        m_apply = nullptr;
        dry->deleteLater();
        for (const apply::NodeApplyResult &n : r.nodes) {
            QString text = n.diff.isEmpty() ? tr("No file changes.") + QLatin1Char('\n') : n.diff;
            for (const QString &line : n.setAsideLines())
                text += QLatin1Char('\n') + line + QLatin1Char('\n');
            if (!n.commands.isEmpty()) {
                text += QLatin1Char('\n') + tr("Commands, in order:") + QLatin1Char('\n');
                for (const QString &c : n.commands)
                    text += QStringLiteral("$ ") + c + QLatin1Char('\n');
            }
            m_preview.insert(n.node, text);
            m_status.insert(n.node,
                            n.outcome == apply::NodeApplyResult::Outcome::Unchanged ? tr("already as planned")
                            : n.outcome == apply::NodeApplyResult::Outcome::Refused ? tr("refused")
                                                                                    : tr("would change"));
        }
        resetNodes();
        setActivity(Activity::Idle);
        if (!r.success) {
            QStringList details;
            for (const diag::Finding &f : r.findings)
                details << f.explanation + QLatin1Char('\n') + f.fix;
            m_banner->showMessage(model::Severity::Error, tr("The apply would be refused: %1").arg(r.error),
                                  details.join(QStringLiteral("\n\n")));
        } else if (r.noop) {
            m_banner->showMessage(model::Severity::Info,
                                  tr("Every node is already as planned: nothing to apply."));
        } else {
            m_banner->showMessage(model::Severity::Info,
                                  tr("Preview ready: select a node to see its diff and commands."));
        }
        Q_EMIT previewFinished(r.success);
    });
    apply::ApplyOptions o = options();
    o.dryRun = true;
    dry->start(m_document->cluster(), plan.value(), o);
}

void ApplyPage::apply()
{
    const std::optional<plan::NetworkPlan> plan = startRun(&ApplyPage::applyFinished);
    if (!plan)
        return;
    m_status.clear();
    m_cancelRequested = false;
    m_live = false;
    m_lastVerify = apply::VerifyResult{};
    resetNodes();
    for (const QString &n : nodes())
        setNodeStatus(n, tr("reading"));
    // Journal, guard, write, go live per node; the confirmation closes it.
    const int perNode = 5;
    m_stepsDone = 0;
    m_progress->setRange(0, int(nodes().size()) * perNode);
    m_progress->setValue(0);
    m_progress->setFormat(tr("%v of %m steps"));

    auto *a = new apply::ClusterApply(m_session->runner(), this);
    m_apply = a;
    const apply::ApplyOptions o = options();
    m_confirmTimeout = o.confirmTimeoutSeconds;
    report::ReportItem *item =
        m_session->reportRoot()
            ? m_session->reportRoot()->addChild(report::ItemKind::Step, tr("Apply configuration"))
            : nullptr;
    connect(a, &apply::ClusterApply::progress, this, [this](const QString &node, const QString &step) {
        setNodeStatus(node, step);
        m_progress->setValue(std::min(m_progress->maximum(), ++m_stepsDone));
    });
    connect(a, &apply::ClusterApply::live, this, [this] {
        m_live = true;
        m_applied = true; // journals exist from here on
        setActivity(m_activity);
        if (m_cancelRequested) {
            restoreAfterCancel();
            return;
        }
        for (const QString &n : nodes())
            setNodeStatus(n, tr("live, confirming"));
        // The guards' clock started when go-live began, not now.
        const int left =
            m_apply
                ? int(std::max<qint64>(
                      0, (QDateTime::currentDateTimeUtc().msecsTo(m_apply->guardDeadline()) + 999) / 1000))
                : m_confirmTimeout;
        m_guardDeadline = m_apply ? m_apply->guardDeadline() : QDateTime::currentDateTimeUtc().addSecs(left);
        startCountdown(left);
        Q_EMIT countdownStarted(left);
    });
    connect(a, &apply::ClusterApply::finished, this, &ApplyPage::applyDone);
    setActivity(Activity::Applying);
    a->start(m_document->cluster(), plan.value(), o, item);
}

void ApplyPage::applyDone()
{
    apply::ClusterApply *a = m_apply;
    if (!a)
        return;
    m_lastApply = a->result();
    m_apply = nullptr;
    a->deleteLater();
    stopCountdown();
    m_session->noteReportChanged();
    using Outcome = apply::NodeApplyResult::Outcome;
    bool anyJournal = false;
    for (const apply::NodeApplyResult &n : m_lastApply.nodes) {
        setNodeStatus(n.node, apply::NodeApplyResult::outcomeName(n.outcome));
        anyJournal |= n.outcome == Outcome::Applied || n.outcome == Outcome::RolledBack ||
                      n.outcome == Outcome::GuardRestore;
        if (!n.diff.isEmpty() || !n.commands.isEmpty()) {
            QString text = n.diff;
            for (const QString &line : n.setAsideLines())
                text += QLatin1Char('\n') + line;
            if (!n.message.isEmpty())
                text += QLatin1Char('\n') + n.message;
            m_preview.insert(n.node, text);
        }
    }
    m_applied = m_applied || anyJournal;
    m_progress->setValue(m_progress->maximum());
    showNode(m_nodeList->currentRow());
    if (!m_lastApply.success) {
        QStringList details;
        for (const diag::Finding &f : m_lastApply.findings)
            details << f.explanation + QLatin1Char('\n') + f.fix;
        for (const apply::NodeApplyResult &n : m_lastApply.nodes) {
            if (!n.message.isEmpty())
                details << tr("%1: %2").arg(n.node, n.message);
        }
        setActivity(Activity::Idle);
        m_banner->showMessage(model::Severity::Error,
                              m_cancelRequested
                                  ? tr("Cancelled; the nodes were put back: %1").arg(m_lastApply.error)
                                  : tr("The apply failed and was rolled back: %1").arg(m_lastApply.error),
                              details.join(QStringLiteral("\n\n")));
        Q_EMIT applyFinished(false);
        return;
    }
    verify();
}

void ApplyPage::verifyOnly()
{
    if (!startRun(&ApplyPage::verifyFinished))
        return;
    m_verifyOnly = true;
    verify();
}

void ApplyPage::verify()
{
    const Result<plan::NetworkPlan> plan = plan::NetworkPlanner::plan(m_document->cluster());
    if (!plan) {
        setActivity(Activity::Idle);
        if (std::exchange(m_verifyOnly, false))
            Q_EMIT verifyFinished(false);
        else
            Q_EMIT applyFinished(false);
        return;
    }
    auto *v = new apply::Verifier(m_session->runner(), this);
    m_verifier = v;
    setActivity(Activity::Verifying);
    m_summary->setText(m_verifyOnly
                           ? tr("Verifying every link from the nodes themselves, changing nothing...")
                           : tr("Applied. Verifying every link from the nodes themselves..."));
    connect(v, &apply::Verifier::finished, this, [this, v] {
        m_lastVerify = v->result();
        m_verifier = nullptr;
        v->deleteLater();
        setActivity(Activity::Idle);
        int good = 0;
        for (const apply::PeerCheck &c : m_lastVerify.matrix)
            good += c.reachable && c.mtuOk && c.routeOk ? 1 : 0;
        m_summary->setText(tr("%1 of %2 peer checks passed (ping, MTU %3, route).")
                               .arg(good)
                               .arg(m_lastVerify.matrix.size())
                               .arg(m_lastVerify.mtu));
        const bool alone = std::exchange(m_verifyOnly, false);
        const QString what = alone              ? tr("The cluster as it is:")
                             : m_lastApply.noop ? tr("Nothing to change: every node was already as planned.")
                                                : tr("Applied to %n node(s).", nullptr, int(nodes().size()));
        if (m_lastVerify.success) {
            m_banner->showMessage(model::Severity::Info, tr("%1 Verify passed.").arg(what),
                                  m_lastVerify.toText());
        } else {
            QString first;
            int errors = 0;
            for (const diag::Finding &f : m_lastVerify.findings) {
                if (f.severity != model::Severity::Error)
                    continue;
                if (errors++ == 0)
                    first = QStringLiteral("%1 (%2)").arg(f.explanation, f.id);
            }
            m_banner->showMessage(
                model::Severity::Error,
                tr("%1 Verify failed: %2 %n problem(s) in all, see the details.", nullptr, errors)
                    .arg(what, first),
                m_lastVerify.toText());
        }
        if (alone)
            Q_EMIT verifyFinished(m_lastVerify.success);
        else
            Q_EMIT applyFinished(m_lastVerify.success);
    });
    v->start(plan.value(), m_session->reportRoot());
}

void ApplyPage::cancel()
{
    if (m_activity != Activity::Applying || m_cancelRequested)
        return;
    if (m_live) {
        m_banner->showMessage(
            model::Severity::Warning,
            tr("Too late to cancel: the nodes are live and being confirmed. Use Undo afterwards."));
        return;
    }
    m_cancelRequested = true;
    if (m_apply)
        m_apply->setHaltBeforeConfirm(true);
    setActivity(m_activity);
    m_banner->showMessage(model::Severity::Warning,
                          tr("Cancelling: the nodes are restored as soon as the current step ends."));
}

void ApplyPage::restoreAfterCancel()
{
    // The apply halted before confirming: take the decision from the guards now.
    if (m_apply) {
        m_lastApply = m_apply->result();
        m_apply->disconnect(this);
        m_apply->deleteLater();
        m_apply = nullptr;
    }
    stopCountdown();
    auto *u = new apply::UndoRunner(m_session->runner(), this);
    // Exactly the apply being cancelled: a node it left unchanged keeps
    // whatever an earlier apply put there.
    u->setJournal(m_lastApply.journalId);
    m_undo = u;
    setActivity(Activity::Undoing);
    connect(u, &apply::UndoRunner::finished, this, [this, u] {
        const bool ok = u->success();
        const QString text = u->toText();
        m_undo = nullptr;
        u->deleteLater();
        for (const apply::NodeUndoResult &r : u->results())
            setNodeStatus(r.node, r.ok ? tr("restored") : tr("restore failed"));
        m_applied = !ok;
        setActivity(Activity::Idle);
        m_banner->showMessage(
            ok ? model::Severity::Warning : model::Severity::Error,
            ok ? tr("Cancelled: every node was restored.")
               : tr("Cancelled, but not every node could be restored; its guard still will."),
            text);
        Q_EMIT applyFinished(false);
    });
    u->start(nodes(), options(), m_session->reportRoot());
}

void ApplyPage::undo()
{
    if (isBusy())
        return;
    if (!m_session->isConnected()) {
        m_banner->showMessage(model::Severity::Warning, m_session->unavailableReason());
        return;
    }
    auto *u = new apply::UndoRunner(m_session->runner(), this);
    // The apply this page ran (a rolled-back one has nothing left to undo);
    // only without one, the newest journal on each node.
    u->setJournal(m_lastApply.journalId);
    m_undo = u;
    setActivity(Activity::Undoing);
    for (const QString &n : nodes())
        setNodeStatus(n, tr("restoring"));
    connect(u, &apply::UndoRunner::finished, this, [this, u] {
        const bool ok = u->success();
        m_undo = nullptr;
        u->deleteLater();
        for (const apply::NodeUndoResult &r : u->results())
            setNodeStatus(r.node, r.ok ? (r.journal.isEmpty() ? tr("nothing to undo") : tr("restored"))
                                       : tr("undo failed"));
        m_applied = false;
        m_lastVerify = apply::VerifyResult{};
        m_summary->clear();
        setActivity(Activity::Idle);
        m_session->noteReportChanged();
        m_banner->showMessage(ok ? model::Severity::Info : model::Severity::Error,
                              ok ? tr("Undone: every node is back to its state before the apply.")
                                 : tr("Undo failed on at least one node."),
                              u->toText());
        Q_EMIT undoFinished(ok);
    });
    u->start(nodes(), options(), m_session->reportRoot());
}

} // namespace railyard::ui
