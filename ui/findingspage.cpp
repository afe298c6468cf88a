// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingspage.h"

#include "clustersession.h"
#include "diag/diagnosisengine.h"
#include "pageheading.h"
#include "report/reportitem.h"
#include "report/reportrenderer.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace railyard::ui {

FindingsPage::FindingsPage(ClusterSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_summary(new QLabel(this)), m_list(new QTreeWidget(this)),
      m_details(new QTextBrowser(this)), m_report(new QTextBrowser(this))
{
    auto *title = new PageHeading(
        tr("Findings"),
        tr("What discovery and the tests found, causes first, each with its evidence and fix."),
        tr("What discovery and the tests found, errors first. Select one for the evidence and the "
           "fix; the report below lists every command that ran and what it printed."),
        this);
    m_summary->setWordWrap(true);
    m_list->setColumnCount(3);
    m_list->setHeaderLabels({tr("Severity"), tr("Object"), tr("Explanation")});
    // Consequences fold under the finding that explains them.
    m_list->setRootIsDecorated(true);
    m_list->setWordWrap(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    m_list->setAccessibleName(tr("Findings"));
    m_details->setAccessibleName(tr("Finding details"));
    m_report->setAccessibleName(tr("Report"));
    m_report->setOpenLinks(false);

    auto *tabs = new QTabWidget(this);
    tabs->addTab(m_details, tr("Evidence and fix"));
    tabs->addTab(m_report, tr("Report"));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_list);
    split->addWidget(tabs);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);

    m_reportTimer.setSingleShot(true);
    m_reportTimer.setInterval(500);
    connect(&m_reportTimer, &QTimer::timeout, this, &FindingsPage::refreshReport);
    connect(m_session, &ClusterSession::findingsChanged, this, &FindingsPage::refreshFindings);
    connect(m_session, &ClusterSession::reportChanged, this, [this] {
        m_reportDirty = true;
        if (isVisible() && !m_reportTimer.isActive())
            m_reportTimer.start();
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &FindingsPage::showDetails);
    refreshFindings();
}

void FindingsPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_reportDirty)
        refreshReport();
}

void FindingsPage::refreshNow()
{
    refreshFindings();
    refreshReport();
}

void FindingsPage::selectFinding(int index)
{
    QTreeWidgetItem *item = findingItem(index);
    if (!item)
        return;
    // A consequence folded under its cause: open the cause to show it.
    m_list->scrollToItem(item);
    if (m_list->currentItem() == item)
        showDetails(); // selected by a refresh, silently: now it is asked for
    else
        m_list->setCurrentItem(item);
}

namespace {
QString findingKey(const diag::Finding &f)
{
    return f.id + QLatin1Char('\n') + f.object.toString();
}
} // namespace

void FindingsPage::refreshFindings()
{
    // Measurements re-derive the findings while the live charts run; a refresh
    // keeps the selection and announces nothing, so no page jumps by itself.
    const int previous = currentFinding();
    const QString previousKey =
        previous >= 0 && previous < m_findings.size() ? findingKey(m_findings.at(previous)) : QString();
    m_refreshing = true;
    m_findings = m_session->findings();
    m_list->clear();
    m_items.clear();
    // The session's order puts each cause right before what it explains.
    QTreeWidgetItem *causeItem = nullptr;
    int causeIndex = -1;
    int explained = 0;
    for (int i = 0; i < m_findings.size(); ++i) {
        const diag::Finding &f = m_findings.at(i);
        const bool follows = f.causedBy && causeIndex >= 0 && m_findings.at(causeIndex).sameAs(*f.causedBy);
        auto *item = follows ? new QTreeWidgetItem(causeItem) : new QTreeWidgetItem(m_list);
        if (follows) {
            ++explained;
        } else {
            causeItem = item;
            causeIndex = i;
        }
        m_items << item;
        QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
        QString severity = tr("Info");
        if (f.severity == model::Severity::Error) {
            icon = QStyle::SP_MessageBoxCritical;
            severity = tr("Error");
        } else if (f.severity == model::Severity::Warning) {
            icon = QStyle::SP_MessageBoxWarning;
            severity = tr("Warning");
        }
        item->setIcon(0, style()->standardIcon(icon));
        item->setText(0, severity);
        item->setText(1, f.object.toString());
        item->setText(2, f.explanation);
        item->setToolTip(2, f.explanation);
        item->setData(0, Qt::UserRole, i);
    }
    const auto summary = diag::DiagnosisEngine::summarize(m_findings);
    if (m_findings.isEmpty())
        m_summary->setText(
            tr("Nothing found yet. Run discovery on the Cabling step or the tests on the Tests step."));
    else
        m_summary->setText(
            tr("%1 error(s), %2 warning(s), %3 note(s).")
                .arg(summary.errors)
                .arg(summary.warnings)
                .arg(summary.infos) +
            (explained > 0 ? QLatin1Char(' ') + tr("%n of them follow from a cause and are folded under it.",
                                                   nullptr, explained)
                           : QString()));
    int keep = -1;
    for (int i = 0; i < m_findings.size() && !previousKey.isEmpty() && keep < 0; ++i) {
        if (findingKey(m_findings.at(i)) == previousKey)
            keep = i;
    }
    if (!m_findings.isEmpty())
        m_list->setCurrentItem(m_items.at(std::max(keep, 0)));
    else
        showDetails();
    m_refreshing = false;
    // what the other pages marked is gone
    if (!previousKey.isEmpty() && keep < 0)
        Q_EMIT selectionCleared();
}

QString FindingsPage::summaryText() const
{
    return m_summary->text();
}

QTreeWidgetItem *FindingsPage::findingItem(int index) const
{
    return m_items.value(index, nullptr);
}

int FindingsPage::currentFinding() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, Qt::UserRole).toInt() : -1;
}

void FindingsPage::showDetails()
{
    const int index = currentFinding();
    if (index < 0 || index >= m_findings.size()) {
        m_details->clear();
        if (!m_refreshing)
            Q_EMIT selectionCleared();
        return;
    }
    // a copy: a slot may refresh the findings and with them this list
    const diag::Finding f = m_findings.at(index);
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                       .arg(f.object.toString().toHtmlEscaped(), f.explanation.toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Fix:").toHtmlEscaped(), f.fix.toHtmlEscaped());
    if (f.causedBy)
        html += QStringLiteral("<p><b>%1</b> %2 (%3)</p>")
                    .arg(tr("Follows from:").toHtmlEscaped(), f.causedBy->object.toString().toHtmlEscaped(),
                         f.causedBy->id.toHtmlEscaped());
    if (!f.evidence.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><table border=\"0\" cellpadding=\"2\">")
                    .arg(tr("Evidence:").toHtmlEscaped());
        for (const diag::Evidence &e : f.evidence)
            html += QStringLiteral("<tr><td>%1</td><td><tt>%2</tt></td><td><tt>%3</tt></td></tr>")
                        .arg(e.source.toHtmlEscaped(), e.key.toHtmlEscaped(), e.value.toHtmlEscaped());
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("<p><small>%1</small></p>").arg(tr("Finding id: %1").arg(f.id).toHtmlEscaped());
    m_details->setHtml(html);
    if (!m_refreshing)
        Q_EMIT findingSelected(f);
}

void FindingsPage::refreshReport()
{
    m_reportDirty = false;
    if (const report::ReportItem *root = m_session->reportRoot()) {
        report::ReportRenderer::Options options;
        options.maxOutputLines = 12; // the full output is in the exported report
        m_report->setHtml(report::ReportRenderer::toHtml(*root, options));
    } else {
        m_report->clear();
    }
}

} // namespace railyard::ui
