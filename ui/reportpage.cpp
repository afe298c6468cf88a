// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportpage.h"

#include "clusterdocument.h"
#include "clustersession.h"
#include "inlinebanner.h"
#include "pageheading.h"
#include "render/pdfreport.h"
#include "report/reportitem.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

namespace railyard::ui {

ReportPage::ReportPage(ClusterDocument *document, ClusterSession *session, QWidget *parent)
    : QWidget(parent), m_document(document), m_session(session), m_banner(new InlineBanner(this)),
      m_verdict(new QLabel(this)), m_count(new QLabel(this)), m_paper(new QComboBox(this)),
      m_redact(new QCheckBox(tr("&Redact user names and addresses"), this)),
      m_export(new QPushButton(tr("&Export PDF…"), this)), m_progress(new QProgressBar(this))
{
    auto *title = new PageHeading(
        tr("Report"), tr("A PDF of the whole session for yourself or for vendor support."),
        tr("A PDF for yourself or for vendor support: the verdict, the cluster, the cabling diagram, "
           "the address plan, every result and finding with its fix, and the log of every command "
           "that ran. Passwords are never in it."),
        this);
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    m_verdict->setAccessibleName(tr("Verdict"));
    m_paper->addItem(tr("A4"), int(QPageSize::A4));
    m_paper->addItem(tr("Letter"), int(QPageSize::Letter));
    m_paper->setAccessibleName(tr("Paper size"));
    m_redact->setToolTip(tr("For a report you share: SSH user names and IP addresses are masked."));
    m_progress->setRange(0, 0); // laying out a PDF has no meaningful percentage
    m_progress->setVisible(false);
    m_progress->setAccessibleName(tr("Export progress"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Paper size:"), m_paper);
    form->addRow(QString(), m_redact);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_banner);
    layout->addWidget(m_verdict);
    layout->addWidget(m_count);
    layout->addLayout(form);
    layout->addWidget(m_export, 0, Qt::AlignLeft);
    layout->addWidget(m_progress);
    layout->addStretch(1);

    connect(m_export, &QPushButton::clicked, this, &ReportPage::exportWithDialog);
    connect(m_session, &ClusterSession::findingsChanged, this, &ReportPage::refresh);
    connect(m_session, &ClusterSession::reset, this, [this] { m_banner->clear(); });
    refresh();
}

ReportPage::~ReportPage()
{
    // The worker owns its snapshot; let it finish rather than cut a file in half.
    if (m_worker)
        m_worker->wait();
}

void ReportPage::showEvent(QShowEvent *event)
{
    refresh();
    QWidget::showEvent(event);
}

void ReportPage::refresh()
{
    const QList<diag::Finding> findings = m_session->findings();
    m_verdict->setText(render::PdfReport::verdict(findings));
    int errors = 0, warnings = 0;
    for (const diag::Finding &f : findings) {
        errors += f.severity == model::Severity::Error;
        warnings += f.severity == model::Severity::Warning;
    }
    m_count->setText(findings.isEmpty()
                         ? tr("No findings yet. Run discovery on the Cabling page and the tests first for a "
                              "complete report.")
                         : tr("%n finding(s): ", nullptr, int(findings.size())) +
                               tr("%1 error(s), %2 warning(s).").arg(errors).arg(warnings));
}

render::ReportContent ReportPage::content() const
{
    render::ReportContent c;
    c.title = m_document->isDemo()
                  ? tr("Railyard report: demo %1 (simulated)").arg(m_document->demoScenario())
                  : tr("Railyard report");
    c.generated = QDateTime::currentDateTimeUtc();
    c.cluster = m_document->cluster();
    c.plan = m_session->measureContext().plan;
    c.findings = m_session->findings();
    c.log = m_session->reportRoot();
    if (m_provider)
        m_provider(c);
    return c;
}

void ReportPage::exportWithDialog()
{
    const QString suggested = QDir::home().filePath(QStringLiteral("railyard-report.pdf"));
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export report"), suggested, tr("PDF (*.pdf)"));
    if (!path.isEmpty())
        exportTo(path);
}

bool ReportPage::exportTo(const QString &path)
{
    if (m_worker)
        return false;
    render::ReportContent snapshot = content();
    // The live log keeps growing on this thread; the worker gets its own copy.
    std::shared_ptr<report::ReportItem> log;
    if (snapshot.log) {
        auto copy = report::ReportItem::fromJson(snapshot.log->toJson());
        if (copy)
            log = std::shared_ptr<report::ReportItem>(std::move(copy.value()));
    }
    snapshot.log = log.get();
    render::PdfReport::Options options;
    options.pageSize = QPageSize::PageSizeId(m_paper->currentData().toInt());
    options.redactIdentities = m_redact->isChecked();
    auto result = std::make_shared<Result<void>>();
    QThread *worker = QThread::create([snapshot, log, path, options, result] {
        *result = render::PdfReport::write(snapshot, path, options);
    });
    m_worker = worker;
    m_export->setEnabled(false);
    m_progress->setVisible(true);
    m_banner->showMessage(model::Severity::Info, tr("Writing %1…").arg(QDir::toNativeSeparators(path)));
    connect(worker, &QThread::finished, this, [this, worker, path, result] {
        worker->deleteLater();
        m_worker = nullptr;
        exportDone(result->hasValue(), path, result->hasValue() ? QString() : result->error().toString());
    });
    worker->start();
    return true;
}

void ReportPage::exportDone(bool ok, const QString &path, const QString &error)
{
    m_export->setEnabled(true);
    m_progress->setVisible(false);
    if (ok) {
        m_lastPath = path;
        const QString appendix = render::PdfReport::appendixPath(path);
        m_banner->showMessage(
            model::Severity::Info,
            QFileInfo::exists(appendix)
                ? tr("Report written to %1; its command log to %2.")
                      .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(appendix))
                : tr("Report written to %1.").arg(QDir::toNativeSeparators(path)));
    } else {
        m_banner->showMessage(model::Severity::Error,
                              tr("Could not write the report to %1.").arg(QDir::toNativeSeparators(path)),
                              error);
    }
    Q_EMIT exported(ok, path, error);
}

} // namespace railyard::ui
