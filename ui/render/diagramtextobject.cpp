// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/diagramtextobject.h"

#include <QFont>
#include <algorithm>
#include <QPainter>
#include <QTextDocument>

namespace railyard::render {

DiagramTextObject::DiagramTextObject(const CablingPainter &painter, QObject *parent)
    : QObject(parent), m_painter(painter)
{}

QSizeF DiagramTextObject::intrinsicSize(QTextDocument *doc, int, const QTextFormat &)
{
    const double width = doc->pageSize().width() > 0 ? doc->pageSize().width() * 0.9 : 700;
    return {width, width * 0.6};
}

void DiagramTextObject::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                                   const QTextFormat &)
{
    // Lay the diagram out at screen size and scale what it covers into the
    // rect, so text and lines keep their proportions whatever the page
    // resolution and however many nodes the picture holds.
    const QRectF logical(0, 0, 720, 432);
    // The painter's own font is sized for the printer's resolution; the
    // diagram is laid out in screen pixels.
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(12);
    CablingPainter diagram = m_painter;
    diagram.setFont(font);
    QRectF bounds = diagram.contentBounds(logical);
    if (bounds.isEmpty())
        bounds = logical;
    const double scale = std::min(rect.width() / bounds.width(), rect.height() / bounds.height());
    painter->save();
    painter->translate(rect.center());
    painter->scale(scale, scale);
    painter->translate(-bounds.center());
    QPalette palette;
    palette.setColor(QPalette::WindowText, Qt::black);
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Button, QColor(0xee, 0xee, 0xee));
    palette.setColor(QPalette::Mid, QColor(0xaa, 0xaa, 0xaa));
    palette.setColor(QPalette::AlternateBase, QColor(0xf4, 0xf4, 0xf4));
    painter->setFont(font);
    diagram.paint(*painter, logical, palette);
    painter->restore();
}

} // namespace railyard::render
