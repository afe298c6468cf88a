// SPDX-License-Identifier: GPL-3.0-or-later
#include "inlinebanner.h"

#include <QGridLayout>
#include <QLabel>
#include <QStyle>
#include <QTextBrowser>
#include <QToolButton>

namespace railyard::ui {

InlineBanner::InlineBanner(QWidget *parent)
    : QFrame(parent), m_icon(new QLabel(this)), m_text(new QLabel(this)),
      m_detailsButton(new QToolButton(this)), m_details(new QTextBrowser(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detailsButton->setText(tr("Details"));
    m_detailsButton->setCheckable(true);
    m_details->setVisible(false);
    m_details->setMaximumHeight(160);
    layout->addWidget(m_icon, 0, 0, Qt::AlignTop);
    layout->addWidget(m_text, 0, 1);
    layout->addWidget(m_detailsButton, 0, 2, Qt::AlignTop);
    layout->addWidget(m_details, 1, 0, 1, 3);
    layout->setColumnStretch(1, 1);
    connect(m_detailsButton, &QToolButton::toggled, m_details, &QWidget::setVisible);
    setVisible(false);
}

void InlineBanner::showMessage(model::Severity severity, const QString &message, const QString &details)
{
    m_severity = severity;
    const QStyle::StandardPixmap icon = severity == model::Severity::Error ? QStyle::SP_MessageBoxCritical
                                        : severity == model::Severity::Warning
                                            ? QStyle::SP_MessageBoxWarning
                                            : QStyle::SP_MessageBoxInformation;
    m_icon->setPixmap(style()->standardIcon(icon).pixmap(20, 20));
    const QColor tint = severity == model::Severity::Error     ? QColor(0xfd, 0xe2, 0xe1)
                        : severity == model::Severity::Warning ? QColor(0xfd, 0xf3, 0xd8)
                                                               : QColor(0xe3, 0xef, 0xfb);
    QPalette p = palette();
    p.setColor(QPalette::Window, tint);
    p.setColor(QPalette::WindowText, Qt::black);
    setPalette(p);
    m_text->setText(message);
    m_details->setPlainText(details);
    m_detailsButton->setVisible(!details.isEmpty());
    m_detailsButton->setChecked(false);
    setVisible(true);
}

void InlineBanner::clear()
{
    m_text->clear();
    m_details->clear();
    setVisible(false);
}

QString InlineBanner::message() const
{
    return isHidden() ? QString() : m_text->text();
}

QString InlineBanner::details() const
{
    return isHidden() ? QString() : m_details->toPlainText();
}

} // namespace railyard::ui
