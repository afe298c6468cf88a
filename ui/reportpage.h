// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/reportcontent.h"

#include <QPointer>
#include <QThread>
#include <QWidget>
#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace railyard::ui {

class ClusterDocument;
class ClusterSession;
class InlineBanner;

// The support report: what it will say (verdict, findings), how it is
// printed, and the export. The PDF is laid out on a worker thread from a
// snapshot, so the session can keep running while it is written.
class ReportPage : public QWidget
{
    Q_OBJECT
public:
    ReportPage(ClusterDocument *document, ClusterSession *session, QWidget *parent = nullptr);
    ~ReportPage() override;

    // The other pages' share of the report (cables drawn, inventories, test
    // tables), added to the snapshot when the export starts.
    void setContentProvider(std::function<void(render::ReportContent &)> provider)
    {
        m_provider = std::move(provider);
    }

    InlineBanner *banner() const { return m_banner; }
    QLabel *verdictLabel() const { return m_verdict; }
    QLabel *findingsLabel() const { return m_count; }
    QComboBox *paperBox() const { return m_paper; }
    QCheckBox *redactBox() const { return m_redact; }
    QPushButton *exportButton() const { return m_export; }
    QProgressBar *progressBar() const { return m_progress; }
    bool isExporting() const { return m_worker != nullptr; }
    QString lastExportPath() const { return m_lastPath; }

    // What would be exported now (the log is the live tree; the export copies it).
    render::ReportContent content() const;
    // Starts writing to `path` without asking; false when an export is running.
    bool exportTo(const QString &path);
    void refresh();

Q_SIGNALS:
    void exported(bool ok, const QString &path, const QString &error);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void exportWithDialog();
    void exportDone(bool ok, const QString &path, const QString &error);

    ClusterDocument *m_document;
    ClusterSession *m_session;
    InlineBanner *m_banner;
    QLabel *m_verdict;
    QLabel *m_count;
    QComboBox *m_paper;
    QCheckBox *m_redact;
    QPushButton *m_export;
    QProgressBar *m_progress;
    QPointer<QThread> m_worker;
    QString m_lastPath;
    std::function<void(render::ReportContent &)> m_provider;
};

} // namespace railyard::ui
