// SPDX-License-Identifier: GPL-3.0-or-later
#include "pageheading.h"

#include <QFontMetrics>
#include <QLabel>
#include <QVBoxLayout>

namespace railyard::ui {

PageHeading::PageHeading(const QString &title, const QString &purpose, const QString &details,
                         QWidget *parent)
    : QWidget(parent), m_title(title), m_purpose(purpose), m_details(details),
      m_titleLabel(new QLabel(QStringLiteral("<h2>%1</h2>").arg(title.toHtmlEscaped()), this)),
      m_purposeLabel(new QLabel(purpose, this))
{
    m_titleLabel->setTextFormat(Qt::RichText);
    m_purposeLabel->setTextFormat(Qt::PlainText);
    // One line where the page has the width; on a narrow window (200 % scaling) it wraps
    // rather than being cut.
    m_purposeLabel->setWordWrap(true);
    if (!details.isEmpty()) {
        const QString tip = QStringLiteral("<p>%1</p>").arg(details.toHtmlEscaped());
        m_titleLabel->setToolTip(tip);
        m_purposeLabel->setToolTip(tip);
        m_purposeLabel->setAccessibleDescription(details);
    }
    setAccessibleName(title);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_titleLabel);
    layout->addWidget(m_purposeLabel);
}

bool PageHeading::purposeFitsOneLine() const
{
    const QMargins margins = m_purposeLabel->contentsMargins();
    const int room =
        m_purposeLabel->width() - margins.left() - margins.right() - 2 * m_purposeLabel->margin();
    return QFontMetrics(m_purposeLabel->font()).horizontalAdvance(m_purpose) <= room;
}

} // namespace railyard::ui
