// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace railyard::ui {

// Every page's top: its heading and what it is for in one line, with the
// longer explanation on hover and for screen readers, so the page's room goes
// to its content. One widget, so every page says it the same way.
class PageHeading : public QWidget
{
    Q_OBJECT
public:
    PageHeading(const QString &title, const QString &purpose, const QString &details,
                QWidget *parent = nullptr);

    QString title() const { return m_title; }
    QString purpose() const { return m_purpose; }
    QString details() const { return m_details; }
    QLabel *titleLabel() const { return m_titleLabel; }
    QLabel *purposeLabel() const { return m_purposeLabel; }
    // Whether the purpose takes one line at the width the label has now.
    bool purposeFitsOneLine() const;

private:
    QString m_title;
    QString m_purpose;
    QString m_details;
    QLabel *m_titleLabel;
    QLabel *m_purposeLabel;
};

} // namespace railyard::ui
