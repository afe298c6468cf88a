// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/cablingpainter.h"

#include <QObject>
#include <QTextObjectInterface>

namespace railyard::render {

// Lets a QTextDocument draw the cabling diagram with the painter it is
// printed with, so the PDF gets vector paths instead of a bitmap.
class DiagramTextObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    static constexpr int Type = QTextFormat::UserObject + 1;

    explicit DiagramTextObject(const CablingPainter &painter, QObject *parent = nullptr);

    QSizeF intrinsicSize(QTextDocument *doc, int position, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *doc, int position,
                    const QTextFormat &format) override;

private:
    CablingPainter m_painter;
};

} // namespace railyard::render
