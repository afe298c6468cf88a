// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/severity.h"

#include <QFrame>

class QLabel;
class QToolButton;
class QTextBrowser;

namespace railyard::ui {

// The page-level problem display: one line with the gist, details on demand.
class InlineBanner : public QFrame
{
    Q_OBJECT
public:
    explicit InlineBanner(QWidget *parent = nullptr);

    void showMessage(model::Severity severity, const QString &message, const QString &details = {});
    void clear();
    QString message() const;
    QString details() const; // the text behind "Details"
    model::Severity severity() const { return m_severity; }

private:
    QLabel *m_icon;
    QLabel *m_text;
    QToolButton *m_detailsButton;
    QTextBrowser *m_details;
    model::Severity m_severity = model::Severity::Info;
};

} // namespace railyard::ui
